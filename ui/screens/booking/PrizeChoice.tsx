import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { connectBooking } from '../../../machines/booking/booking.connect';
import type { BookingActor } from '../../../machines/booking/booking.selectors';
import { formatEuro } from '../../../machines/rules/format';
import { PrizeRadios } from '../../components/PrizeRadios';
import { useConnect } from '../../connect';

const PRIZE_ERROR_ID = 'booking-prize-error';

/**
 * The review's prize (SPEC 1 "use points and prizes", 3 Book step: prizeId): the signed-in
 * visitor's points balance, their usable prizes for a booking with a price (at most one; at least
 * 2 € left to pay, SPEC 5, as on a voucher), and what is left to pay at the merchant. The chart
 * decides which prizes may go and refuses one below the floor; this only draws it.
 */
export function PrizeChoice({ actor }: { actor: BookingActor }) {
  const { prizeChoice: choice, selectPrize } = useConnect(actor, connectBooking);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (choice.prizeError) errorRef.current?.focus();
  }, [choice.prizeError]);
  const { pointsBalance, prizes, prizeId, amounts, prizeError } = choice;
  if (pointsBalance === null) return null;
  return (
    <div className="booking__prize">
      <p>
        <Trans>Saldo de pontos: {pointsBalance}</Trans>
      </p>
      {prizes.length > 0 && (
        <PrizeRadios
          name="booking-prize"
          legend={<Trans>Usar um prémio nesta reserva</Trans>}
          prizes={prizes}
          prizeId={prizeId}
          onSelect={selectPrize}
          errorId={PRIZE_ERROR_ID}
          errorRef={errorRef}
          error={
            prizeError && (
              <Trans>
                Operação inválida: com este prémio, o valor a pagar não pode ser inferior a 2 €.
                Escolha outro prémio ou nenhum.
              </Trans>
            )
          }
        />
      )}
      {amounts && amounts.prize > 0 && (
        <dl className="voucher__amounts">
          <div className="voucher__amount">
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>{formatEuro(amounts.gross)}</dd>
          </div>
          <div className="voucher__amount">
            <dt>
              <Trans>Prémio</Trans>
            </dt>
            <dd>−{formatEuro(amounts.prize)}</dd>
          </div>
          <div className="voucher__amount voucher__amount--total">
            <dt>
              <Trans>A pagar no estabelecimento</Trans>
            </dt>
            <dd>{formatEuro(amounts.toPay)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
