/**
 * The premium chart's input and contexts (machines/premium/premium.machine.ts), for its stories
 * and tests: users, campaigns, the monthly price and payments are what the sandbox answers
 * (api/sandbox/); only where the visitor is in joining is written here.
 */
import { campaignFixture, paymentFixture } from '../../api/sandbox/fixtures';
import { ENTITY_CONFIG } from '../../api/sandbox/seed';
import { signedInUserFixture } from '../../api/sandbox/userFixtures';
import type { PaymentMethodCode } from '../../machines/payment/payment.machine';
import {
  initialPremiumContext,
  type PremiumContext,
  type PremiumInput,
  type UserIdentity,
} from '../../machines/premium/premium.machine';
import { premiumPriceOf } from '../../machines/rules/premium';
import { premiumExampleOf } from '../../machines/rules/premiumExample';
import { anaContact } from './bookingFixtures';

/** Ana (1001), not a member; Miguel (1002), a premium member. */
export const anaUser: UserIdentity = {
  kind: 'user',
  user: signedInUserFixture(1001),
  loginSource: 'own',
};
export const miguelUser: UserIdentity = {
  kind: 'user',
  user: signedInUserFixture(1002),
  loginSource: 'own',
};

/**
 * The premium chart's input as the widget gives it on a merchant's site opened at campaign 101:
 * the entity's monthly price (4,99 €), the campaign, and who is signed in (or nobody).
 */
export function premiumInput(
  user: UserIdentity | null,
  overrides: Partial<PremiumInput> = {},
): PremiumInput {
  return {
    user,
    price: premiumPriceOf(ENTITY_CONFIG),
    campaign: { campaignId: 101, offerCode: null },
    contact: { name: anaContact.name, prefix: anaContact.prefix, phone: anaContact.phone },
    providerId: 1,
    social: null,
    keySeed: 'story-premium',
    ...overrides,
  };
}

/** The chart's context with campaign 101's example loaded, and some fields changed. */
export function premiumContext(
  input: PremiumInput,
  fields: Partial<PremiumContext> = {},
): PremiumContext {
  return {
    ...initialPremiumContext(input),
    example:
      input.campaign?.campaignId != null
        ? premiumExampleOf(campaignFixture(input.campaign.campaignId))
        : null,
    ...fields,
  };
}

/** How the membership's payment ended (paid, or a reference), as the sandbox starts it. */
export function premiumPaid(
  context: PremiumContext,
  method: PaymentMethodCode,
  status: 'paid' | 'referenceIssued' | 'unconfirmed',
): PremiumContext {
  const { orderCode, payment } = paymentFixture(method, {
    amount: context.price?.monthlyPrice ?? 4.99,
    phone: context.contact.phone,
  });
  return { ...context, payment: { status, orderCode, method, payment } };
}
