/**
 * The voucher chart's input and contexts (machines/voucher/voucher.machine.ts), for its stories
 * and tests: campaigns, users, prizes and payments are what the sandbox answers
 * (api/sandbox/fixtures.ts, userFixtures.ts); only the visitor's choices are written here.
 */
import { campaignFixture, paymentFixture } from '../../api/sandbox/fixtures';
import { prizesFixture } from '../../api/sandbox/userFixtures';
import type { Identity } from '../../machines/booking/booking.types';
import type { ShareContext } from '../../machines/booking/share.machine';
import type { PaymentMethodCode } from '../../machines/payment/payment.machine';
import {
  amountsOf,
  initialVoucherContext,
  type VoucherContext,
  type VoucherInput,
} from '../../machines/voucher/voucher.machine';
import { anaContact, bookingSettings, guestContact } from './bookingFixtures';

/** The voucher chart's input for a campaign of the sandbox, bought by `identity`. */
export function voucherInput(
  campaignId: number,
  identity: Identity | null,
  overrides: Partial<VoucherInput> = {},
): VoucherInput {
  return {
    allowGuestLogin: bookingSettings.allowGuestLogin,
    providerId: bookingSettings.providerId,
    social: bookingSettings.social,
    campaign: campaignFixture(campaignId),
    identity,
    contact: identity?.kind === 'guest' ? guestContact : anaContact,
    keySeed: 'story-voucher',
    ...overrides,
  };
}

/** The chart's context at its start, with some fields changed. */
export function voucherContext(
  input: VoucherInput,
  fields: Partial<VoucherContext> = {},
): VoucherContext {
  return { ...initialVoucherContext(input), ...fields };
}

/** At the details: the visitor's prizes loaded (a signed-in user's, as the sandbox answers them). */
export function detailedContext(
  input: VoucherInput,
  fields: Partial<VoucherContext> = {},
): VoucherContext {
  const user = input.identity?.kind === 'user' ? input.identity.user : null;
  return voucherContext(input, { prizes: user ? prizesFixture(user.id) : [], ...fields });
}

/** How the payment ended (paid, a reference, in store), as the sandbox starts that payment. */
export function paidContext(
  context: VoucherContext,
  method: PaymentMethodCode,
  status: 'paid' | 'referenceIssued' | 'inStore' | 'unconfirmed',
): VoucherContext {
  const { orderCode, payment } = paymentFixture(method, {
    amount: amountsOf(context).toPay,
    phone: context.contact.phone,
  });
  return { ...context, payment: { status, orderCode, method, payment } };
}

/** The share chart of the purchased voucher, before sharing. */
export function voucherShareContext(context: VoucherContext): ShareContext {
  const title = context.campaign.campaignView.campaignTitle;
  return {
    title,
    text: `${title} · ${context.campaign.shop.name}`,
    target: { campaignId: context.campaign.campaignView.campaignId },
    outcome: null,
  };
}
