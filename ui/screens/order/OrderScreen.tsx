import { useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  scheduledLabel,
  type CartActor,
  type CartPricing,
  type MenuActor,
  type OrderActor,
  type OrderStep,
  type TimeOption,
  type TransportActor,
} from '../../../machines/cart/order.selectors';
import { nowMs } from '../../../api/clock';
import { cartTotals } from '../../../machines/rules/cart';
import type { OrderTotals } from '../../../machines/rules/money';
import { formatEuro } from '../../../machines/rules/format';
import type { SetMenu } from '../../../machines/rules/menu';
import { addressLine } from '../../../machines/rules/addressLine';
import type { TransportChoice, TransportErrorCode } from '../../../machines/rules/transport';
import { connectCart } from '../../../machines/cart/cart.connect';
import { connectOrder } from '../../../machines/cart/order.connect';
import { connectMenu } from '../../../machines/menu/menu.connect';
import { connectTransport } from '../../../machines/transport/transport.connect';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useConnect } from '../../connect';
import { createFlowContext } from '../../flowContext';
import { errorMessage } from '../../errorMessages';
import { useFocusStepOnChange } from '../../focusStep';
import { CartItemLine, type CartItem } from './CartItemLine';
import { CheckoutStep } from './CheckoutStep';
import { DeliveryStep } from './DeliveryStep';
import './order.css';

const TRANSPORT_ERRORS: Record<TransportErrorCode, MessageDescriptor> = {
  transportRequired: msg`Escolha uma opção de transporte: para levar ou entrega.`,
  timeRequired: msg`Escolha a hora a que quer a encomenda.`,
  timeTooSoon: msg`Essa hora já não é possível. Escolha uma hora mais tarde.`,
  shopClosed: msg`O estabelecimento está fechado agora: escolha a hora da encomenda.`,
};

const [OrderProvider, useOrderActor] = createFlowContext<OrderActor>('order');

/**
 * An order of takeaway or delivery (machines/cart/order.machine.ts): the transport, the digital
 * menu, the cart, and where the online checkout will be. Each step's h2 takes the focus.
 */
export default function OrderScreen({ actor }: { actor: OrderActor }) {
  const { step, heading, cartActor: cart } = useConnect(actor, connectOrder);
  const area = useFocusStepOnChange(step);
  return (
    <OrderProvider actor={actor}>
      <section className="screen order" aria-labelledby="order-title">
        <header className="campaign__header">
          <h1 id="order-title" className="campaign__title">
            {heading.title ?? <Trans>Carrinho</Trans>}
          </h1>
          {heading.shopName ? (
            <p className="campaign__shop">{heading.shopName}</p>
          ) : (
            cart && <CartShopName cart={cart} />
          )}
        </header>
        <div ref={area}>
          <OrderStepView step={step} />
        </div>
      </section>
    </OrderProvider>
  );
}

/** The Cart view knows its shop's name from the cart. */
function CartShopName({ cart }: { cart: CartActor }) {
  const { shopName: name } = useConnect(cart, connectCart);
  return name ? <p className="campaign__shop">{name}</p> : null;
}

function OrderStepView({ step }: { step: OrderStep }) {
  const {
    transportActor: transport,
    cartActor: cart,
    menuActor: menu,
    deliveryActor: delivery,
    checkoutActor: checkout,
  } = useConnect(useOrderActor(), connectOrder);
  switch (step) {
    case 'transport':
      return transport ? <TransportStep actor={transport} /> : null;
    case 'menu':
      return menu && cart ? <MenuStep menu={menu} cart={cart} /> : null;
    case 'cart':
      return cart ? <CartStep cart={cart} /> : null;
    case 'delivery':
      return delivery ? <DeliveryStep actor={delivery} /> : null;
    case 'checkout':
      return checkout ? <CheckoutStep actor={checkout} summary={<OrderSummary />} /> : null;
    case 'left':
      return null;
  }
}

// ------------------------------------------------------------------ transport

/** "quinta-feira, 5 de março": a day further than tomorrow, in the visitor's language. */
function dateOf(locale: string, option: TimeOption): string {
  const { year, month, day } = option.at;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day, 12));
}

/** "hoje às 12:45" for an option of a select (text only). */
function timeLabel(i18n: I18n, option: TimeOption): string {
  const time = option.time;
  if (option.day === 0) return i18n._(msg`hoje às ${time}`);
  if (option.day === 1) return i18n._(msg`amanhã às ${time}`);
  const date = dateOf(i18n.locale, option);
  return i18n._(msg`${date} às ${time}`);
}

export function TransportStep({ actor }: { actor: TransportActor }) {
  const { i18n } = useLingui();
  const {
    loading,
    failed,
    error,
    options,
    openNow,
    transportType,
    transportInstant,
    scheduledAt,
    times,
    errors,
    chooseType,
    chooseInstant,
    chooseTime,
    confirm,
    cancel,
    retry,
  } = useConnect(actor, connectTransport);
  if (loading || failed) {
    return (
      <div className="order__form" aria-busy={loading}>
        <h2>
          <Trans>Como quer receber a encomenda?</Trans>
        </h2>
        {loading ? (
          <p className="loading" role="status">
            <Trans>A ver o horário do estabelecimento…</Trans>
          </p>
        ) : (
          <ErrorNotice code={error ?? 'generic'} onRetry={retry} />
        )}
        <div className="order__actions">
          <button
            data-step-back
            type="button"
            className="button button--secondary"
            onClick={cancel}
          >
            <Trans>Voltar</Trans>
          </button>
        </div>
      </div>
    );
  }
  const first = times[0];
  const firstTime = first ? timeLabel(i18n, first) : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm();
  };
  const typeError = errors.transportType;
  const timeError = errors.scheduledAt;
  return (
    <form className="order__form" noValidate onSubmit={submit}>
      <h2>
        <Trans>Como quer receber a encomenda?</Trans>
      </h2>
      <fieldset
        className="order__choices"
        aria-describedby={typeError ? 'order-transport-error' : undefined}
      >
        <legend className="field__label">
          <Trans>Transporte</Trans>
        </legend>
        {options.takeaway && (
          <label className="order__choice">
            <input
              type="radio"
              name="order-transport"
              value="takeaway"
              checked={transportType === 'takeaway'}
              onChange={() => chooseType('takeaway')}
            />
            <span>
              <Trans>Para levar (recolha no estabelecimento)</Trans>
            </span>
          </label>
        )}
        {options.delivery && (
          <label className="order__choice">
            <input
              type="radio"
              name="order-transport"
              value="delivery"
              checked={transportType === 'delivery'}
              onChange={() => chooseType('delivery')}
            />
            <span>
              <Trans>Entrega em casa</Trans>
            </span>
          </label>
        )}
        {typeError && (
          <p className="field__error" id="order-transport-error" role="alert">
            {i18n._(TRANSPORT_ERRORS[typeError])}
          </p>
        )}
      </fieldset>
      <fieldset className="order__choices">
        <legend className="field__label">
          <Trans>Quando?</Trans>
        </legend>
        {!openNow && (
          // Closed now: no "as soon as possible"; the first time it opens is chosen, and said.
          <p className="notice notice--info" id="order-closed-now">
            {firstTime ? (
              <Trans>
                O estabelecimento está fechado agora. A primeira hora possível é {firstTime}.
              </Trans>
            ) : (
              <Trans>O estabelecimento não aceita encomendas nos próximos dias.</Trans>
            )}
          </p>
        )}
        <label className="order__choice">
          <input
            type="radio"
            name="order-instant"
            value="asap"
            checked={transportInstant === 'asap'}
            disabled={!openNow}
            aria-describedby={openNow ? undefined : 'order-closed-now'}
            onChange={() => chooseInstant('asap')}
          />
          <span>
            <Trans>O mais depressa possível</Trans>
          </span>
        </label>
        <label className="order__choice">
          <input
            type="radio"
            name="order-instant"
            value="scheduled"
            checked={transportInstant === 'scheduled'}
            onChange={() => chooseInstant('scheduled')}
          />
          <span>
            <Trans>Agendar</Trans>
          </span>
        </label>
      </fieldset>
      {transportInstant === 'scheduled' && (
        <div className="field">
          <label className="field__label" htmlFor="order-time">
            <Trans>Hora</Trans>
          </label>
          <select
            id="order-time"
            className="field__input"
            value={scheduledAt ?? ''}
            aria-invalid={timeError ? true : undefined}
            aria-describedby={timeError ? 'order-time-error' : undefined}
            onChange={(event) => chooseTime(event.target.value)}
          >
            <option value="" disabled>
              {i18n._(msg`Escolha a hora`)}
            </option>
            {times.map((option) => (
              <option key={option.value} value={option.value}>
                {timeLabel(i18n, option)}
              </option>
            ))}
          </select>
          {timeError && (
            <p className="field__error" id="order-time-error" role="alert">
              {i18n._(TRANSPORT_ERRORS[timeError])}
            </p>
          )}
        </div>
      )}
      <div className="order__actions">
        <button type="submit" className="button">
          <Trans>Continuar</Trans>
        </button>
        <button data-step-back type="button" className="button button--secondary" onClick={cancel}>
          <Trans>Voltar</Trans>
        </button>
      </div>
    </form>
  );
}

/** The transport chosen; with "Alterar" where the order can go back to it (menu, cart). */
function TransportSummary({ changeable = true }: { changeable?: boolean }) {
  const { transport, zone, changeTransport } = useConnect(useOrderActor(), connectOrder);
  if (!transport) return null;
  return (
    <p className="order__transport">
      <TransportText choice={transport} zone={zone} />
      {changeable && (
        <>
          {' '}
          <button type="button" className="button button--link" onClick={changeTransport}>
            <Trans>Alterar</Trans>
          </button>
        </>
      )}
    </p>
  );
}

function TransportText({ choice, zone }: { choice: TransportChoice; zone: string }) {
  const { i18n } = useLingui();
  // The label is about the instant chosen; "now" only says whether it is today or tomorrow.
  const [now] = useState(nowMs);
  const at = scheduledLabel(choice, zone, now);
  const when = at ? timeLabel(i18n, at) : <Trans>o mais depressa possível</Trans>;
  return choice.transportType === 'delivery' ? (
    <Trans>Entrega em casa, {when}.</Trans>
  ) : (
    <Trans>Para levar, {when}.</Trans>
  );
}

// ------------------------------------------------------------------ menu

const TAKEAWAY_PRICING: CartPricing = {
  transport: null,
  seller: { campaignDeliveryCost: null, isService: false },
};

export function MenuStep({ menu, cart }: { menu: MenuActor; cart: CartActor }) {
  const { pricing, viewCart, back } = useConnect(useOrderActor(), connectOrder);
  return (
    <MenuView
      menu={menu}
      cart={cart}
      pricing={pricing}
      summary={<TransportSummary />}
      onViewCart={viewCart}
      onBack={back}
    />
  );
}

/** The digital menu; with a cart, each addable item has its button and the cart is summed up. */
export function MenuView({
  menu,
  cart,
  pricing = TAKEAWAY_PRICING,
  summary,
  onViewCart,
  onBack,
}: {
  menu: MenuActor;
  cart?: CartActor;
  pricing?: CartPricing;
  summary?: ReactNode;
  onViewCart?: () => void;
  /** The order's step before the menu (its transport). */
  onBack?: () => void;
}) {
  const { step, sections, error, retry } = useConnect(menu, connectMenu);
  return (
    <div className="order__step">
      <h2>
        <Trans>Menu</Trans>
      </h2>
      {summary}
      {step === 'loading' && (
        <p className="loading" role="status">
          <Trans>A carregar o menu…</Trans>
        </p>
      )}
      {step === 'noDigitalMenu' && <ErrorNotice code="noDigitalMenu" />}
      {step === 'menuNotActive' && <ErrorNotice code="menuNotActive" />}
      {step === 'failed' && <ErrorNotice code={error ?? 'generic'} onRetry={retry} />}
      {step === 'showing' &&
        sections.map((section) => (
          <section key={section.key} className="order__section" aria-label={section.name}>
            <h3>{section.name}</h3>
            {section.type === 'MENU' && (
              <p className="order__note">
                <Trans>Menu completo: inclui o seguinte.</Trans>
              </p>
            )}
            {section.setMenu && <SetMenuLine setMenu={section.setMenu} cart={cart} />}
            <ul className="order__items">
              {section.items.map((item) => (
                <li key={item.id} className="order__item">
                  <span className="order__item-name">{item.name}</span>
                  <span className="order__item-price">
                    {item.priceBefore !== null && <del>{formatEuro(item.priceBefore)}</del>}{' '}
                    {section.type === 'MENU' && item.price === 0 ? (
                      <Trans>Incluído</Trans>
                    ) : (
                      formatEuro(item.price)
                    )}
                  </span>
                  {item.description && (
                    <span className="order__item-description">{item.description}</span>
                  )}
                  {!item.available ? (
                    <span className="order__badge">
                      <Trans>Indisponível</Trans>
                    </span>
                  ) : (
                    item.addable &&
                    cart && <AddButton cart={cart} productId={item.id} name={item.name} />
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      {cart && <CartChangeError cart={cart} />}
      {cart && <CartBar cart={cart} pricing={pricing} onViewCart={onViewCart} />}
      {onBack && (
        <div className="order__actions">
          <button
            data-step-back
            type="button"
            className="button button--secondary"
            onClick={onBack}
          >
            <Trans>Voltar</Trans>
          </button>
        </div>
      )}
    </div>
  );
}

/** A set menu ordered whole: its price (its courses included) and its own "Adicionar". */
function SetMenuLine({ setMenu, cart }: { setMenu: SetMenu; cart?: CartActor }) {
  const price = formatEuro(setMenu.price);
  return (
    <p className="order__item order__set-menu">
      <span className="order__item-name">
        <Trans>Preço do menu</Trans>
      </span>
      <span className="order__item-price">
        {setMenu.priceBeforeDiscount !== null && (
          <del>{formatEuro(setMenu.priceBeforeDiscount)}</del>
        )}{' '}
        {price}
      </span>
      {!setMenu.available ? (
        <span className="order__badge">
          <Trans>Indisponível</Trans>
        </span>
      ) : (
        cart && <AddButton cart={cart} productId={setMenu.productId} name={setMenu.name} />
      )}
    </p>
  );
}

function AddButton({
  cart,
  productId,
  name,
}: {
  cart: CartActor;
  productId: number;
  name: string;
}) {
  const { i18n } = useLingui();
  const { canAdd, add } = useConnect(cart, connectCart);
  return (
    <button
      type="button"
      className="button button--small"
      aria-disabled={!canAdd || undefined}
      aria-label={i18n._(msg`Adicionar ${name} ao carrinho`)}
      onClick={() => add(productId)}
    >
      <Trans>Adicionar</Trans>
    </button>
  );
}

/** A change to the cart that failed (or a cart that could not be read): why, and a retry. */
function CartChangeError({ cart }: { cart: CartActor }) {
  const { error, errorDetail, canRetry, retry } = useConnect(cart, connectCart);
  if (!error) return null;
  return <ErrorNotice code={error} detail={errorDetail} onRetry={canRetry ? retry : undefined} />;
}

/** The cart's count and total under the menu, and the way to it. */
function CartBar({
  cart,
  pricing,
  onViewCart,
}: {
  cart: CartActor;
  pricing: CartPricing;
  onViewCart?: () => void;
}) {
  const { cart: current, busy } = useConnect(cart, connectCart);
  const count = current?.itemsTotal ?? 0;
  // The items' price and the delivery apart: the bar's amount is what the items cost, so that it
  // matches the cart's lines; the delivery is told beside it while one is chosen.
  const totals = current
    ? cartTotals(current, pricing.transport, pricing.seller, pricing.deliveryCost)
    : null;
  const items = formatEuro(totals ? totals.subtotal - totals.discount : 0);
  const delivery = totals && totals.deliveryCost > 0 ? formatEuro(totals.deliveryCost) : null;
  return (
    <div className="order__cart-bar">
      <p role="status">
        {busy ? (
          <Trans>A atualizar o carrinho…</Trans>
        ) : delivery ? (
          count === 1 ? (
            <Trans>
              1 artigo no carrinho: {items}, mais {delivery} de entrega
            </Trans>
          ) : (
            <Trans>
              {count} artigos no carrinho: {items}, mais {delivery} de entrega
            </Trans>
          )
        ) : count === 1 ? (
          <Trans>1 artigo no carrinho: {items}</Trans>
        ) : (
          <Trans>
            {count} artigos no carrinho: {items}
          </Trans>
        )}
      </p>
      {onViewCart && (
        <button type="button" className="button" onClick={onViewCart}>
          <Trans>Ver carrinho</Trans>
        </button>
      )}
    </div>
  );
}

// ------------------------------------------------------------------ cart

export function CartStep({ cart }: { cart: CartActor }) {
  // Opened from the whole cart: the cart's way back to it.
  const { pricing, canLeave, browse, leave } = useConnect(useOrderActor(), connectOrder);
  return (
    <CartView
      cart={cart}
      pricing={pricing}
      summary={<TransportSummary />}
      onBrowse={browse}
      onLeave={canLeave ? leave : undefined}
    />
  );
}

/** The cart: its items (each removable), the coupon, the totals, and "order". */
export function CartView({
  cart,
  pricing = TAKEAWAY_PRICING,
  summary,
  onBrowse,
  onLeave,
}: {
  cart: CartActor;
  pricing?: CartPricing;
  summary?: ReactNode;
  onBrowse?: () => void;
  /** Back to the whole cart, where the order was opened from. */
  onLeave?: () => void;
}) {
  const { i18n } = useLingui();
  const {
    step,
    cart: current,
    canOrder,
    canRemove,
    orderCart,
    remove,
  } = useConnect(cart, connectCart);
  const totals = current
    ? cartTotals(current, pricing.transport, pricing.seller, pricing.deliveryCost)
    : null;
  const items = step === 'failed' ? [] : (current?.items ?? []);
  return (
    <div className="order__step">
      <h2>
        <Trans>Carrinho</Trans>
      </h2>
      {summary}
      {step === 'loading' && (
        <p className="loading" role="status">
          <Trans>A carregar o carrinho…</Trans>
        </p>
      )}
      {step === 'busy' && (
        <p className="loading" role="status">
          <Trans>A atualizar o carrinho…</Trans>
        </p>
      )}
      {step === 'empty' && (
        <div className="notice notice--info" role="status">
          <p>{errorMessage(i18n, 'cartEmpty')}</p>
        </div>
      )}
      <CartChangeError cart={cart} />
      {items.length > 0 && (
        <ul className="order__items" aria-label={i18n._(msg`Artigos no carrinho`)}>
          {items.map((item) => (
            <CartLine key={item.id} item={item} canRemove={canRemove} onRemove={remove} />
          ))}
        </ul>
      )}
      {step === 'filled' && <CouponForm cart={cart} />}
      {totals && items.length > 0 && <OrderTotalsList totals={totals} />}
      <div className="order__actions">
        {items.length > 0 && (
          <button
            type="button"
            className="button"
            aria-disabled={!canOrder || undefined}
            onClick={orderCart}
          >
            <Trans>Encomendar</Trans>
          </button>
        )}
        {onBrowse && (
          <button
            type="button"
            className={items.length > 0 ? 'button button--secondary' : 'button'}
            onClick={onBrowse}
          >
            <Trans>Ver o menu</Trans>
          </button>
        )}
        {onLeave && (
          <button
            data-step-back
            type="button"
            className="button button--secondary"
            onClick={onLeave}
          >
            <Trans>Voltar ao carrinho de todas as lojas</Trans>
          </button>
        )}
      </div>
    </div>
  );
}

function CartLine({
  item,
  canRemove,
  onRemove,
}: {
  item: CartItem;
  canRemove: boolean;
  onRemove: (itemId: number) => void;
}) {
  const { i18n } = useLingui();
  const name = item.name;
  return (
    <CartItemLine item={item}>
      <button
        type="button"
        className="button button--small button--secondary"
        aria-disabled={!canRemove || undefined}
        aria-label={i18n._(msg`Remover ${name} do carrinho`)}
        onClick={() => onRemove(item.id)}
      >
        <Trans>Remover</Trans>
      </button>
    </CartItemLine>
  );
}

function CouponForm({ cart }: { cart: CartActor }) {
  const { i18n } = useLingui();
  const {
    couponCode: code,
    couponError: error,
    appliedCoupon: applied,
    changeCoupon,
    applyCoupon,
  } = useConnect(cart, connectCart);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyCoupon();
  };
  return (
    <form className="order__coupon" noValidate onSubmit={submit}>
      {applied && (
        <p className="notice notice--success">
          <Trans>Cupão {applied} aplicado.</Trans>
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor="order-coupon">
          <Trans>Código de cupão</Trans>
        </label>
        <input
          id="order-coupon"
          name="couponCode"
          className="field__input"
          value={code}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'order-coupon-error' : undefined}
          onChange={(event) => changeCoupon(event.target.value)}
        />
        {error && (
          <p className="field__error" id="order-coupon-error" role="alert">
            {errorMessage(i18n, error)}
          </p>
        )}
      </div>
      <button type="submit" className="button button--secondary">
        <Trans>Aplicar cupão</Trans>
      </button>
    </form>
  );
}

// ------------------------------------------------------------------ checkout

/** The order as chosen, for the checkout's review and its end: transport, delivery, total. */
function OrderSummary() {
  return (
    <>
      <TransportSummary changeable={false} />
      <DeliverySummary />
    </>
  );
}

/** The delivery chosen and what the order then costs. */
function DeliverySummary() {
  const { delivery, cartActor, pricing } = useConnect(useOrderActor(), connectOrder);
  if (!delivery) return null;
  const cost = delivery.cost === 0 ? null : formatEuro(delivery.cost);
  const where = delivery.address
    ? addressLine(delivery.address)
    : delivery.pickupPoint
      ? delivery.pickupPoint.name
      : null;
  return (
    <>
      <p className="order__transport">
        {delivery.deliveryType === 'STORE_PICKUP' ? (
          cartActor ? (
            <StorePickupLine cart={cartActor} />
          ) : (
            <Trans>Levantar no estabelecimento, sem custo.</Trans>
          )
        ) : delivery.deliveryType === 'DELIVERY' ? (
          <Trans>
            Entrega em {where}: {cost}.
          </Trans>
        ) : (
          <Trans>
            Ponto de recolha {where}: {cost}.
          </Trans>
        )}
      </p>
      {cartActor && <OrderItemsAndTotals cart={cartActor} pricing={pricing} />}
    </>
  );
}

/** Collected at the shop: where, from the shop's delivery methods (`shopAddress`), when known. */
function StorePickupLine({ cart }: { cart: CartActor }) {
  const { pickupShop: shop } = useConnect(cart, connectCart);
  const address = addressLine(shop?.shopAddress);
  if (!shop || !address) return <Trans>Levantar no estabelecimento, sem custo.</Trans>;
  const name = shop.name;
  return (
    <Trans>
      Levantar em {name}, {address}, sem custo.
    </Trans>
  );
}

/** The subtotal, the discount, the delivery and the total, each apart (the cart and the review). */
function OrderTotalsList({ totals }: { totals: OrderTotals }) {
  const { i18n } = useLingui();
  return (
    <dl className="order__totals" aria-label={i18n._(msg`Totais`)}>
      <dt>
        <Trans>Subtotal</Trans>
      </dt>
      <dd>{formatEuro(totals.subtotal)}</dd>
      <dt>
        <Trans>Desconto</Trans>
      </dt>
      <dd>{totals.discount > 0 ? `−${formatEuro(totals.discount)}` : formatEuro(0)}</dd>
      <dt>
        <Trans>Custo de entrega</Trans>
      </dt>
      <dd>{formatEuro(totals.deliveryCost)}</dd>
      <dt className="order__total">
        <Trans>Total</Trans>
      </dt>
      <dd className="order__total">{formatEuro(totals.total)}</dd>
    </dl>
  );
}

/** What is ordered, line by line, and what it costs: the review names every item it sends. */
function OrderItemsAndTotals({ cart, pricing }: { cart: CartActor; pricing: CartPricing }) {
  const { i18n } = useLingui();
  const { cart: current } = useConnect(cart, connectCart);
  if (!current) return null;
  const totals = cartTotals(current, pricing.transport, pricing.seller, pricing.deliveryCost);
  return (
    <>
      <ul className="order__items" aria-label={i18n._(msg`Artigos da encomenda`)}>
        {current.items.map((item) => (
          <CartItemLine key={item.id} item={item} />
        ))}
      </ul>
      <OrderTotalsList totals={totals} />
    </>
  );
}
