import type { components } from '../../api/schema';
import { bookingCallFor, type Booker, type BookingTarget } from './bookingRequest';
import { campaignPrice, countsPeople } from './price';
import { isPayableWithPrize, usablePrizes, voucherAmounts, type VoucherAmounts } from './voucher';

/**
 * A prize on a booking (SPEC 1 "earn and use points and prizes", SPEC 3 Book step: prizeId): the
 * voucher's rules, applied to a booking that has a price. Which prizes may be used, what is left
 * to pay and the 2 € floor are machines/rules/voucher.ts's own (`usablePrizes`, `voucherAmounts`,
 * `isPayableWithPrize`): one rule, two purchases. SPEC 5 and 9 name the floor for a voucher; a
 * booking's price is paid at the merchant, and we assume the middleware keeps the same floor
 * there (api/assumptions.ts "bookingPrize").
 */

type Prize = components['schemas']['Prize'];

export { usablePrizes };
export type BookingAmounts = VoucherAmounts;

/**
 * A prize can go on this booking: a signed-in visitor (a guest has no prizes) booking a campaign
 * with a price, through POST bookings (a free offer's reservation costs nothing to take a prize
 * off).
 */
export function canUsePrizeOn(target: BookingTarget, booker: Booker): boolean {
  if (booker.kind !== 'user' || target.kind !== 'campaign') return false;
  if (bookingCallFor(target, booker) !== 'createBooking') return false;
  return campaignPrice(target.campaign).kind === 'priced';
}

/**
 * What the booking costs and what is left with the prize: the price the visitor pays (the smart
 * price for a smart reservation), each person's times the party where the price is per person.
 * Null for a booking without a price.
 */
export function bookingAmounts(
  target: BookingTarget,
  options: { smart: boolean; numberOfPeople: number },
  prize: Pick<Prize, 'value'> | null,
): BookingAmounts | null {
  if (target.kind !== 'campaign') return null;
  const price = campaignPrice(target.campaign);
  if (price.kind !== 'priced') return null;
  const unit = options.smart && price.smart ? price.smart.smartPrice : price.amount;
  const count = countsPeople(target.campaign.campaignView) ? options.numberOfPeople : 1;
  return voucherAmounts(unit, count, prize);
}

/** SPEC 5's floor, as on a voucher: with a prize, at least 2 € are left to pay. */
export function isBookingPayableWithPrize(
  amounts: BookingAmounts | null,
  prize: Pick<Prize, 'value'> | null,
): boolean {
  return isPayableWithPrize(amounts?.gross ?? 0, prize);
}
