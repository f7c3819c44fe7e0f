/**
 * Euro amounts (SPEC 9): kept in cents, discounted by a percentage, checked when the middleware
 * states one. The money of an order (totals, coupons, delivery) is ./money.ts.
 */

/** Euro amounts are kept in cents: 0.1 + 0.2 is 0.3 here. */
export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** An amount in euro as whole cents, as it is written (39.9 is 3990), not as a float holds it. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Two amounts are the same money when they are the same number of cents. */
export function isSameAmount(a: number, b: number): boolean {
  return toCents(a) === toCents(b);
}

/**
 * A price less a percentage, in cents, rounded half up: the rule of every discounted unit price
 * (a gift or premium voucher). It is worked in whole numbers, so 39,90 € less 5 % (37,905 €) is
 * 37,91 €, where `39.9 * 0.95` in floating point is 37.90499… and rounds to 37,90 €. Several units
 * cost this unit price times their number (`unitsCents`): the price per unit is what the visitor
 * reads, and the total is never a cent off it. The middleware is assumed to follow the same rule
 * (the sandbox does); a payment whose amount differs from the one shown stops the payment screen
 * (machines/payment/payment.machine.ts, state `amountDiffers`).
 */
export function discountedCents(priceCents: number, percent: number): number {
  // Percentages are kept to six decimals, so the product stays a whole number below 2^53.
  const keptMillionths = Math.round((100 - percent) * 1_000_000);
  const scaled = priceCents * keptMillionths;
  return Math.floor((scaled + 50_000_000) / 100_000_000);
}

/** What `count` units of a unit price cost, in cents. */
export function unitsCents(unitCents: number, count: number): number {
  return unitCents * count;
}

/**
 * An amount the middleware states (a price, a payment's amount): a finite number, not below 0.
 * Anything else is off the contract and is never shown or charged.
 */
export function isValidAmount(amount: unknown): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0;
}
