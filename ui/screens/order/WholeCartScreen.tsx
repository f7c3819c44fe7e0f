import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { WholeCartActor } from '../../../machines/cart/load';
import { connectWholeCart } from '../../../machines/cart/wholeCart.connect';
import type { CartShopLine } from '../../../machines/rules/cart';
import { formatEuro } from '../../../machines/rules/format';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useConnect } from '../../connect';
import { errorMessage } from '../../errorMessages';
import { CartItemLine } from './CartItemLine';
import './order.css';

/**
 * The cart over several shops (machines/cart/wholeCart.machine.ts): every shop the visitor has
 * items from, each with its items, its subtotal and "Encomendar" for that shop; the shops delivery
 * is unavailable for, named, with the advice to order per shop when there are others (SPEC 8);
 * "Cart empty"; or why it could not be read, with a retry. Drawn by the Cart view opened without
 * a shop.
 */
export default function WholeCartScreen({ actor }: { actor: WholeCartActor }) {
  const { i18n } = useLingui();
  const {
    step,
    error,
    shops,
    undelivered,
    advisesOrderPerShop: perShop,
    retry,
    orderShop,
  } = useConnect(actor, connectWholeCart);
  const names = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    undelivered.map((shop) => shop.name),
  );
  return (
    <section className="screen order" aria-labelledby="whole-cart-title">
      <header className="campaign__header">
        <h1 id="whole-cart-title" className="campaign__title">
          <Trans>Carrinho</Trans>
        </h1>
      </header>
      {step === 'loading' && (
        <p className="loading" role="status">
          <Trans>A carregar o carrinho…</Trans>
        </p>
      )}
      {step === 'failed' && <ErrorNotice code={error ?? 'generic'} onRetry={retry} />}
      {step === 'empty' && (
        <div className="notice notice--info" role="status">
          <p>{errorMessage(i18n, 'cartEmpty')}</p>
        </div>
      )}
      {step === 'listing' && undelivered.length > 0 && (
        <div className="notice notice--info" role="note">
          <p>
            <Trans>
              A entrega não está disponível para {names}: encomendas só para levantar no
              estabelecimento.
            </Trans>
          </p>
          {perShop && (
            <p>
              <Trans>Encomende de cada loja em separado, com o botão Encomendar de cada uma.</Trans>
            </p>
          )}
        </div>
      )}
      {step === 'listing' &&
        shops.map((shop) => <ShopCart key={shop.id} shop={shop} onOrder={orderShop} />)}
      {step === 'ordered' && (
        <p className="loading" role="status">
          <Trans>A abrir a encomenda…</Trans>
        </p>
      )}
    </section>
  );
}

/** One shop of the cart: its items, its subtotal, and ordering its cart. */
function ShopCart({ shop, onOrder }: { shop: CartShopLine; onOrder: (shopId: number) => void }) {
  const { i18n } = useLingui();
  const name = shop.name;
  const headingId = `whole-cart-shop-${shop.id}`;
  return (
    <section className="order__step" aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <ul className="order__items" aria-label={i18n._(msg`Artigos de ${name}`)}>
        {shop.items.map((item) => (
          <CartItemLine key={item.id} item={item} />
        ))}
      </ul>
      <dl className="order__totals">
        <dt>
          <Trans>Subtotal</Trans>
        </dt>
        <dd>{formatEuro(shop.subtotal)}</dd>
      </dl>
      <div className="order__actions">
        <button
          type="button"
          className="button"
          aria-label={i18n._(msg`Encomendar de ${name}`)}
          onClick={() => onOrder(shop.id)}
        >
          <Trans>Encomendar</Trans>
        </button>
      </div>
    </section>
  );
}
