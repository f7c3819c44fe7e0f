import type { PaymentOutput } from './payment.types';

/**
 * How a purchase (a voucher, the premium membership, an order's checkout) pays: it runs the
 * payment chart as its child `payment` and goes on by how the payment ended. Written once here;
 * each purchase says only where each end leads.
 *
 *   paid             → what was bought is the visitor's (or goes to the merchant)
 *   referenceIssued  → an ATM reference to pay later: the purchase waits for it
 *   inStore          → nothing charged now (only where the purchase offers it)
 *   unconfirmed      → not known whether it was paid (the visitor stopped waiting, or the
 *                      middleware could not say): never a failure, and the state it leads to
 *                      must offer no payment again (ARCHITECTURE "Outcomes")
 *   anything else    → the visitor left the payment without paying (`left`)
 *
 * Every end but `left` is kept with the purchase's `assignPayment` action (params: the payment's
 * output); the guards are `paymentOutcomeGuards`, spread into the purchase's setup.
 */
export function payingState<
  const Input,
  const Paid extends string,
  const Reference extends string,
  const Unknown extends string,
  const Left extends string,
  const InStore extends string = never,
>(routes: {
  input: Input;
  paid: Paid;
  referenceIssued: Reference;
  inStore?: InStore;
  unconfirmed: Unknown;
  left: Left;
}) {
  const to = <const Guard extends string, const Target extends string>(
    guard: Guard,
    target: Target,
  ) => ({
    guard: { type: guard, params: outputOf },
    target,
    actions: { type: 'assignPayment' as const, params: outputOf },
  });
  return {
    invoke: {
      id: 'payment' as const,
      src: 'payment' as const,
      input: routes.input,
      onDone: [
        to('isPaid', routes.paid),
        to('isReferenceIssued', routes.referenceIssued),
        ...(routes.inStore === undefined ? [] : [to('isInStore', routes.inStore)]),
        // Left without knowing whether it was paid: never offered to pay again from here.
        to('isUnconfirmed', routes.unconfirmed),
        { target: routes.left },
      ],
    },
  };
}

const outputOf = ({ event }: { event: { output: PaymentOutput } }) => event.output;

/** The guards `payingState` names, on the payment chart's output. */
export const paymentOutcomeGuards = {
  isPaid: (_: unknown, output: PaymentOutput) => output.status === 'paid',
  isReferenceIssued: (_: unknown, output: PaymentOutput) => output.status === 'referenceIssued',
  isInStore: (_: unknown, output: PaymentOutput) => output.status === 'inStore',
  isUnconfirmed: (_: unknown, output: PaymentOutput) => output.status === 'unconfirmed',
};
