import { useEffect, useRef, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { formatEuro } from '../../machines/rules/format';
import { PrizeRadios, type PrizeOption } from './PrizeRadios';

/**
 * A review's points and prize (SPEC 1 "use points and prizes"): the signed-in visitor's points
 * balance, their usable prizes (at most one; at least 2 € left to pay, SPEC 5, as on a voucher)
 * and, with a prize chosen, what it leaves to pay. The chart decides which prizes may go and
 * refuses one below the floor; this only draws it, and takes the focus to that refusal.
 */
export function PointsAndPrize({
  name,
  legend,
  pointsBalance,
  prizes,
  prizeId,
  prizeError,
  onSelect,
  amounts,
}: {
  /** The radios' group name, unique on the page. */
  name: string;
  legend: ReactNode;
  /** Null for a guest: nothing is drawn. */
  pointsBalance: number | null;
  prizes: readonly PrizeOption[];
  prizeId: number | null;
  prizeError: 'voucherAmountTooLow' | null;
  onSelect: (prizeId: number | null) => void;
  /** With a prize chosen: each line's label and amount, the last one the total. */
  amounts: readonly { label: ReactNode; amount: number; off?: boolean }[] | null;
}) {
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (prizeError) errorRef.current?.focus();
  }, [prizeError]);
  if (pointsBalance === null) return null;
  const errorId = `${name}-error`;
  return (
    <div className="booking__prize">
      <p>
        <Trans>Saldo de pontos: {pointsBalance}</Trans>
      </p>
      {prizes.length > 0 && (
        <PrizeRadios
          name={name}
          legend={legend}
          prizes={prizes}
          prizeId={prizeId}
          onSelect={onSelect}
          errorId={errorId}
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
      {amounts && (
        <dl className="voucher__amounts">
          {amounts.map((line, index) => (
            <div
              key={index}
              className={
                index === amounts.length - 1
                  ? 'voucher__amount voucher__amount--total'
                  : 'voucher__amount'
              }
            >
              <dt>{line.label}</dt>
              <dd>
                {line.off ? '−' : ''}
                {formatEuro(line.amount)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
