import { Trans } from '@lingui/react/macro';
import { formatMoney } from '../../machines/rules/format';
import type { CampaignPrice } from '../../machines/rules/price';

interface PriceProps {
  price: CampaignPrice;
  /**
   * `full` (the campaign's page): the price, each person's where it is, the struck-out price
   * before the discount and the discount, read in order. `amount` (a summary line): what is paid.
   */
  detail?: 'full' | 'amount';
}

/**
 * A campaign's price (machines/rules/price.ts): "Grátis" for a free offer, else the price to pay.
 * Nothing without a price, or when its amount cannot be written and no text says it.
 */
export function Price({ price, detail = 'full' }: PriceProps) {
  if (price.kind === 'none') return null;
  // Amounts are written the Portuguese way in every language (SPEC 9), in their own currency.
  const now =
    price.kind === 'free' ? (
      <Trans>Grátis</Trans>
    ) : (
      (price.text ?? formatMoney(price.amount, price.currency))
    );
  if (now === null) return null;
  if (detail === 'amount') return <>{now}</>;
  if (price.kind === 'free') {
    return (
      <p className="price">
        <span className="price__now">{now}</span>
      </p>
    );
  }
  const before = price.before !== null ? formatMoney(price.before, price.currency) : null;
  const percent = price.discountPercent;
  return (
    <p className="price">
      <span className="price__now">{now}</span>
      {price.perPerson && (
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
