import { Trans } from '@lingui/react/macro';
import { connectCheckout } from '../../../machines/checkout/checkout.connect';
import { ViewRewards } from '../../components/ViewRewards';
import { useConnect } from '../../connect';
import { ShareControl } from '../booking/SuccessStep';
import './orderSuccess.css';
import { useCheckoutActor } from './checkoutContext';

/**
 * The order's success, its end (SPEC 2: "with share ... and view rewards actions"): the points
 * the campaign says the order earns, for an account; share what was ordered and where; view
 * rewards; and "Concluir".
 */
export function OrderSuccessActions() {
  const {
    share,
    rewards: { hasAccount, points },
    finish,
  } = useConnect(useCheckoutActor(), connectCheckout);
  return (
    <>
      {points !== null && (
        <p>
          <Trans>Ganhou {points} pontos com esta encomenda.</Trans>
        </p>
      )}
      <div className="order__actions order__actions--success">
        {share && <ShareControl actor={share} />}
        <ViewRewards hasAccount={hasAccount} />
        <button type="button" className="button" onClick={finish}>
          <Trans>Concluir</Trans>
        </button>
      </div>
    </>
  );
}
