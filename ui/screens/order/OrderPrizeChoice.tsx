import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { connectCheckout } from '../../../machines/checkout/checkout.connect';
import type { CheckoutActor } from '../../../machines/checkout/checkout.selectors';
import { formatEuro } from '../../../machines/rules/format';
import { PrizeRadios } from '../../components/PrizeRadios';
import { useConnect } from '../../connect';

const PRIZE_ERROR_ID = 'order-prize-error';

/**
 * The order review's prize (SPEC 1 "use points and prizes"; OrderRequest.prizeId): the signed-in
 * visitor's points balance, their usable prizes (at most one, taken off the items; at least 2 €
 * of them left to pay, SPEC 5, as on a voucher), and the order's total with it. The chart decides
 * which prizes may go and refuses one below the floor; this only draws it.
 */
export function OrderPrizeChoice({ actor }: { actor: CheckoutActor }) {
  const { prizeChoice, choosePrize } = useConnect(actor, connectCheckout);
  const { pointsBalance, prizes, prizeId, amounts, totalWithPrize, prizeError } = prizeChoice;
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (prizeError) errorRef.current?.focus();
  }, [prizeError]);
  if (pointsBalance === null) return null;
  return (
    <div className="booking__prize">
      <p>
        <Trans>Saldo de pontos: {pointsBalance}</Trans>
      </p>
      {prizes.length > 0 && (
        <PrizeRadios
          name="order-prize"
          legend={<Trans>Usar um prémio nesta encomenda</Trans>}
          prizes={prizes}
          prizeId={prizeId}
          onSelect={choosePrize}
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
      {amounts && totalWithPrize !== null && (
        <dl className="voucher__amounts">
          <div className="voucher__amount">
            <dt>
              <Trans>Artigos</Trans>
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
              <Trans>Total com o prémio</Trans>
            </dt>
            <dd>{formatEuro(totalWithPrize)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
