import type { ShareTarget } from '../../domain/share';

/**
 * What a success screen shares (SPEC 2: "share"): the campaign or the service, as a link to the
 * widget's own page opened at it. Pure: the page's address is an argument.
 */

/**
 * The page's address with only what opens the target: everything else of the query (a token, a
 * user id, a map token, the language of the sharer) is left out, and so is the fragment.
 */
export function shareLinkOf(pageUrl: string, target: ShareTarget): string {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = '';
  if ('campaignId' in target) {
    url.searchParams.set('campaignId', String(target.campaignId));
  } else {
    url.searchParams.set('shopId', String(target.shopId));
    if (target.serviceId !== undefined) url.searchParams.set('serviceId', String(target.serviceId));
  }
  return url.toString();
}
