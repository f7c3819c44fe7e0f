import type { BookingInput } from '../booking/booking.types';
import { newKeySeed } from '../booking/load';
import { bookingExtrasOf, bookingResumeOf } from '../rules/bookingFlow';
import { campaignDefaultPeople, campaignPeopleBounds } from '../rules/people';
import type { VoucherInput } from '../voucher/voucher.machine';
import type { CampaignContext, CampaignInput } from './campaign.machine';

/**
 * The campaign chart's starting context and the inputs of the charts it starts (a booking, a
 * voucher purchase), apart from the chart (campaign.machine.ts).
 */

/** The context the chart starts with (stories and tests start from it too). */
export function initialCampaignContext(input: CampaignInput): CampaignContext {
  return {
    ...input,
    campaign: null,
    error: null,
    errorDetail: null,
    categoryName: null,
    refs: {},
  };
}

/** The voucher chart's input: the campaign, and what the widget knows. */
export function voucherInputOf(context: CampaignContext): VoucherInput {
  return {
    allowGuestLogin: context.settings.allowGuestLogin,
    providerId: context.settings.providerId,
    social: context.settings.social,
    campaign: context.campaign!,
    identity: context.identity,
    contact: context.contact,
    keySeed: newKeySeed(),
    kept: context.voucherKept ?? null,
  };
}

/** A booking chart's input: the campaign, and what the widget knows. */
export function bookingInputOf(context: CampaignContext): BookingInput {
  // Kept before a reload: the date choice, the prize and the NIF, each read back checked.
  const extras = context.bookingKept ? bookingExtrasOf(context.bookingKept) : null;
  return {
    ...context.settings,
    target: { kind: 'campaign', campaign: context.campaign! },
    identity: context.identity,
    contact: extras?.vatId ? { ...context.contact, vatId: extras.vatId } : context.contact,
    keySeed: newKeySeed(),
    ...(context.bookingKept ? { resume: bookingResumeFor(context) } : {}),
    ...(extras?.prizeId ? { prizeId: extras.prizeId } : {}),
  };
}

/** The date choice kept before a reload, checked against this campaign's bounds. */
function bookingResumeFor(context: CampaignContext) {
  const view = context.campaign!.campaignView;
  const choice = bookingResumeOf(context.bookingKept!, {
    ...campaignPeopleBounds(view),
    initial: campaignDefaultPeople(view),
  });
  return choice ? { choice } : null;
}
