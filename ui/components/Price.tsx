import { Trans } from '@lingui/react/macro';
import { formatMoney } from '../../machines/rules/format';

interface PriceProps {
  price: number;
  /** The price as the middleware writes it for display, shown instead of the bare amount. */
  text?: string | null;
  priceBefore?: number | null;
  discountPercent?: number | null;
  /** The currency of the amounts (ISO 4217); the euro when none is given. */
  currency?: string | null;
  /** The price is each person's: said beside it. */
  perPerson?: boolean;
}

/** The price to pay, the struck-out price before the discount and the discount, read in order. */
export function Price({
  price,
  text,
  priceBefore,
  discountPercent,
  currency,
  perPerson,
}: PriceProps) {
  // Amounts are written the Portuguese way in every language (SPEC 9), in their own currency.
  const now = text ?? formatMoney(price, currency);
  const before = priceBefore ? formatMoney(priceBefore, currency) : null;
  if (now === null) return null;
  const percent = discountPercent;
  return (
    <p className="price">
      <span className="price__now">{now}</span>
      {perPerson && (
        <>
          {' '}
          <span className="price__unit">
            <Trans>por pessoa</Trans>
          </span>
        </>
      )}
      {before && (
        <>
          {' '}
          <s className="price__before">
            <span className="visually-hidden">
              <Trans>Preço anterior:</Trans>{' '}
            </span>
            {before}
          </s>
        </>
      )}
      {percent ? (
        <>
          {' '}
          <span className="price__discount">
            <span aria-hidden="true">-{percent}%</span>
            <span className="visually-hidden">
              <Trans>{percent}% de desconto</Trans>
            </span>
          </span>
        </>
      ) : null}
    </p>
  );
}
