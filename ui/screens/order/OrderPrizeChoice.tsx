import { Trans } from '@lingui/react/macro';
import { connectCheckout } from '../../../machines/checkout/checkout.connect';
import { PointsAndPrize } from '../../components/PointsAndPrize';
import { useConnect } from '../../connect';
import { useCheckoutActor } from './checkoutContext';

/**
 * The order review's prize (OrderRequest.prizeId): taken off the items, the delivery paid whole;
 * the order's total with it.
 */
export function OrderPrizeChoice() {
  const { prizeChoice, choosePrize } = useConnect(useCheckoutActor(), connectCheckout);
  const { amounts, totalWithPrize } = prizeChoice;
  return (
    <PointsAndPrize
      name="order-prize"
      legend={<Trans>Usar um prémio nesta encomenda</Trans>}
      {...prizeChoice}
      onSelect={choosePrize}
      amounts={
        amounts && totalWithPrize !== null
          ? [
              { label: <Trans>Artigos</Trans>, amount: amounts.gross },
              { label: <Trans>Prémio</Trans>, amount: amounts.prize, off: true },
              { label: <Trans>Total com o prémio</Trans>, amount: totalWithPrize },
            ]
          : null
      }
    />
  );
}
