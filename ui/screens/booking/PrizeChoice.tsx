import { Trans } from '@lingui/react/macro';
import { connectBooking } from '../../../machines/booking/booking.connect';
import { PointsAndPrize } from '../../components/PointsAndPrize';
import { useConnect } from '../../connect';
import { useBookingActor } from './bookingContext';

/**
 * The booking review's prize (SPEC 3 Book step: prizeId) on a booking with a price, and what is
 * left to pay at the merchant.
 */
export function PrizeChoice() {
  const { prizeChoice, selectPrize } = useConnect(useBookingActor(), connectBooking);
  const { amounts } = prizeChoice;
  return (
    <PointsAndPrize
      name="booking-prize"
      legend={<Trans>Usar um prémio nesta reserva</Trans>}
      {...prizeChoice}
      onSelect={selectPrize}
      amounts={
        amounts && amounts.prize > 0
          ? [
              { label: <Trans>Total</Trans>, amount: amounts.gross },
              { label: <Trans>Prémio</Trans>, amount: amounts.prize, off: true },
              { label: <Trans>A pagar no estabelecimento</Trans>, amount: amounts.toPay },
            ]
          : null
      }
    />
  );
}
