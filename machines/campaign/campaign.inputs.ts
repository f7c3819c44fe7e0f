import type { BookingInput } from '../booking/booking.types';
import { newKeySeed } from '../booking/load';
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
  return {
    ...context.settings,
    target: { kind: 'campaign', campaign: context.campaign! },
    identity: context.identity,
    contact: context.contact,
    keySeed: newKeySeed(),
    // Kept before a reload: the date choice, the prize and the NIF, read back by the booking.
    kept: context.bookingKept ?? null,
  };
}
