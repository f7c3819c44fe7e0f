import type { ShareData } from '../domain/share';
import { configuredParentShare, type ParentShare } from './shareConfig';

export { configureShare } from './shareConfig';

/**
 * Sharing a booked campaign or service (SPEC 2: success screens "with share"), in the first way
 * the device offers: the browser's share sheet (Web Share API); else, inside a parent window, the
 * host page (the `share` request of api/parent/protocol.ts, which the embed loader hands to the
 * page as a `bookingwidget:share` event); else the link copied to the clipboard.
 */

export type ShareOutcome = 'shared' | 'sentToPage' | 'copied';

/** The visitor closed the share sheet: nothing was shared, and nothing went wrong. */
export class ShareCancelled extends Error {
  override readonly name = 'ShareCancelled';
}

export interface ShareWays {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  /** The host page, when the widget runs inside a parent window. */
  parent?: ParentShare;
  copy?: (text: string) => Promise<void>;
}

/** What this page offers. */
export function browserShareWays(): ShareWays {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: typeof nav?.share === 'function' ? (data) => nav.share(data) : undefined,
    canShare: typeof nav?.canShare === 'function' ? (data) => nav.canShare(data) : undefined,
    parent: configuredParentShare(),
    copy:
      typeof nav?.clipboard?.writeText === 'function'
        ? (text) => nav.clipboard.writeText(text)
        : undefined,
  };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares in the first way that works. A share sheet the visitor closes is ShareCancelled; one the
 * browser refuses (a frame without the web-share permission) falls through to the next way.
 */
export async function shareLink(
  data: ShareData,
  ways: ShareWays = browserShareWays(),
): Promise<ShareOutcome> {
  if (ways.share && (!ways.canShare || ways.canShare(data))) {
    try {
      await ways.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) throw new ShareCancelled('The share sheet was closed.');
    }
  }
  if (ways.parent) {
    await ways.parent(data);
    return 'sentToPage';
  }
  if (ways.copy) {
    await ways.copy(data.url);
    return 'copied';
  }
  throw new Error('This browser offers no way to share.');
}
