/**
 * The premium membership chart (machines/premium/premium.machine.ts), one still picture per
 * state, drawn by PremiumScreen: the widget opened at campaign 101 (39,90 €, 35,90 € for members,
 * 40 points or 80 premium points) on a merchant's site whose entity states the monthly price
 * (4,99 €); Ana (1001) joins, Miguel (1002) is already a member. Users, prices and payments are
 * the sandbox's own.
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows; a variant adds a note
 * in brackets (`overview (signed out)`).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { authMachine } from '../machines/auth/auth.machine';
import { initialAuthContext } from '../machines/auth/auth.setup';
import { initialPaymentContext, paymentMachine } from '../machines/payment/payment.machine';
import { paymentInputOf, premiumMachine } from '../machines/premium/premium.machine';
import { PremiumScreen } from '../ui/screens/PremiumScreen';
import {
  anaUser,
  miguelUser,
  premiumContext,
  premiumInput,
  premiumPaid,
} from './support/premiumFixtures';
import { childState, stateStories } from './support/stateStory';

const meta = { title: 'premium' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const premiumStory = stateStories(premiumMachine, (actor) => <PremiumScreen actor={actor} />);

const anaJoins = premiumInput(anaUser);
/** A local host: no entity, so the monthly price is asked of the payment link before paying. */
const anaJoinsLocally = premiumInput(anaUser, { price: null });

// ------------------------------------------------------------------ what members get

/** Campaign 101 is being loaded, for its smart price. */
export const loadingExample: Story = {
  name: 'loadingExample',
  ...premiumStory({
    value: 'loadingExample',
    context: premiumContext(anaJoins, { example: null }),
  }),
};

/** Ana: 4,99 € a month; on campaign 101, 35,90 € instead of 39,90 € (10 %) and 80 points. */
export const overview: Story = {
  name: 'overview',
  ...premiumStory({ value: 'overview', context: premiumContext(anaJoins) }),
};

/** Nobody signed in: "Aderir" signs in first. */
export const overviewSignedOut: Story = {
  name: 'overview (signed out)',
  ...premiumStory({ value: 'overview', context: premiumContext(premiumInput(null)) }),
};

/** No entity (a local host): the price is shown before a payment method is chosen. */
export const overviewNoPrice: Story = {
  name: 'overview (price not stated)',
  ...premiumStory({ value: 'overview', context: premiumContext(anaJoinsLocally) }),
};

/** Opened without a campaign: what members get, without an example. */
export const overviewNoCampaign: Story = {
  name: 'overview (no campaign)',
  ...premiumStory({
    value: 'overview',
    context: premiumContext(premiumInput(anaUser, { campaign: null })),
  }),
};

// ------------------------------------------------------------------ joining

/** Nobody signed in: the sign-in, for the membership (no guest path). */
export const identifying: Story = {
  name: 'identifying',
  ...premiumStory({
    value: 'identifying',
    context: premiumContext(premiumInput(null)),
    children: {
      auth: childState('auth', authMachine, {
        value: 'enteringEmail',
        context: initialAuthContext({ allowGuestLogin: false, reason: 'premium' }),
      }),
    },
  }),
};

const readyToPay = premiumContext(anaJoins);

/** The payment chart's screen: MB WAY, card or ATM reference (never in store), 4,99 €. */
export const paying: Story = {
  name: 'paying',
  ...premiumStory({
    value: 'paying',
    context: readyToPay,
    children: {
      payment: childState('payment', paymentMachine, {
        value: 'choosing',
        context: initialPaymentContext(paymentInputOf({ context: readyToPay })),
      }),
    },
  }),
};

/** No stated price (a local host): it is asked of the payment link, which orders nothing. */
export const pricing: Story = {
  name: 'pricing',
  ...premiumStory({ value: 'pricing', context: premiumContext(anaJoinsLocally) }),
};

/**
 * The price refused as for a member (a membership joined since the sign-in): the profile is read
 * again before anything is said.
 */
export const checkingMembership: Story = {
  name: 'checkingMembership',
  ...premiumStory({ value: 'checkingMembership', context: premiumContext(anaJoinsLocally) }),
};

/** The price could not be read (offline): the network message and a retry; nothing to pay. */
export const pricingFailed: Story = {
  name: 'pricingFailed',
  ...premiumStory({
    value: 'pricingFailed',
    context: { ...premiumContext(anaJoinsLocally), error: 'network' },
  }),
};

// ------------------------------------------------------------------ once paid

const anaPaid = premiumPaid(readyToPay, 'hipay_mbway', 'paid');

/** Paid by MB WAY: the profile is read again. */
export const confirming: Story = {
  name: 'confirming',
  ...premiumStory({ value: 'confirming', context: anaPaid }),
};

/** Paid, the profile not premium yet: ask again. */
export const activationPending: Story = {
  name: 'activationPending',
  ...premiumStory({ value: 'activationPending', context: anaPaid }),
};

/** Paid, the profile could not be read (offline): the network message and a retry. */
export const confirmFailed: Story = {
  name: 'confirmFailed',
  ...premiumStory({ value: 'confirmFailed', context: { ...anaPaid, error: 'network' } }),
};

/** Ana is a member now: smart prices apply. */
export const joined: Story = {
  name: 'joined',
  ...premiumStory({
    value: 'joined',
    context: { ...anaPaid, user: { ...anaUser, user: { ...anaUser.user, isPremium: true } } },
  }),
};

/** Miguel is a member already: nothing to pay. */
export const member: Story = {
  name: 'member',
  ...premiumStory({ value: 'member', context: premiumContext(premiumInput(miguelUser)) }),
};

/** Ana stopped waiting for her MB WAY payment: whether she is a member now is not known. */
export const outcomeUnknown: Story = {
  name: 'outcomeUnknown',
  ...premiumStory({
    value: 'outcomeUnknown',
    context: premiumPaid(readyToPay, 'hipay_mbway', 'unconfirmed'),
  }),
};

/** An ATM reference to pay: the membership starts once it is paid. */
export const awaitingPayment: Story = {
  name: 'awaitingPayment',
  ...premiumStory({
    value: 'awaitingPayment',
    context: premiumPaid(readyToPay, 'hipay_mb', 'referenceIssued'),
  }),
};
