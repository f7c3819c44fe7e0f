import { Suspense, useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import type { ErrorCode } from '../../api/errors';
import { whenIdle } from '../../api/idle';
import type { DefaultView } from '../../machines/rules/context';
import { connectWidget } from '../../machines/widget/widget.connect';
import { ErrorNotice } from '../components/ErrorNotice';
import { MerchantContact } from '../components/MerchantContact';
import { useConnect } from '../connect';
import { useFocusHeadingOnChange } from '../focus';
import { BookingScreen, OrderScreen } from './CampaignScreen';
import {
  AuthScreen,
  LoadingView,
  MyBookingsScreen,
  PremiumScreen,
  ServiceListScreen,
  WholeCartScreen,
  type WidgetActor,
  type WidgetViewModel,
} from './WidgetScreen';

/**
 * The widget's views besides the campaign: a shop's services, the cart, the personal area and
 * the premium membership. Not on the first screen: this code loads when one of them is shown
 * (WidgetScreen's OtherView), beside the view's chart and its first screen's code.
 */
export default function WidgetViews({
  actor,
  view,
}: {
  actor: WidgetActor;
  view: Exclude<DefaultView, 'campaign'>;
}) {
  switch (view) {
    case 'services':
      return <ServicesView actor={actor} />;
    case 'cart':
      return <CartView actor={actor} />;
    case 'myBookings':
      return <MyBookingsView actor={actor} />;
    case 'premium':
      return <PremiumView actor={actor} />;
  }
}

/** The personal area: the sign-in until there is a user, then the user's bookings. */
function MyBookingsView({ actor }: { actor: WidgetActor }) {
  const { myBookingsState: state, auth, error, retryChart } = useConnect(actor, connectWidget);
  // While the sign-in chart's code loads, so does its screen; while signing in, the signed-in
  // screen loads, so it is there when the sign-in ends.
  useEffect(() => {
    if (state !== 'signingIn') return;
    void AuthScreen.preload().catch(() => undefined);
    void MyBookingsScreen.preload().catch(() => undefined);
  }, [state]);
  if (state === 'signInUnavailable') {
    return <ChartUnavailable error={error} onRetry={retryChart} />;
  }
  return (
    <Suspense fallback={<LoadingView />}>
      {state === 'signingIn' ? (
        auth ? (
          <AuthScreen actor={auth} />
        ) : (
          <LoadingView />
        )
      ) : (
        <MyBookingsScreen actor={actor} />
      )}
    </Suspense>
  );
}

/**
 * The shop's cart and menu: the order chart's screen once its code has loaded, or a retry.
 * Opened without a shop: the whole cart.
 */
function CartView({ actor }: { actor: WidgetActor }) {
  const { cartViewState: state, order, error, retryChart } = useConnect(actor, connectWidget);
  // The screen loads while the chart's code does, not after it.
  useEffect(() => {
    if (state === 'loading') void OrderScreen.preload().catch(() => undefined);
  }, [state]);
  if (state === 'wholeCart') return <WholeCartView actor={actor} />;
  if (state === 'unavailable') {
    return <ChartUnavailable error={error} onRetry={retryChart} />;
  }
  return (
    <Suspense fallback={<LoadingView />}>
      {state === 'running' && order ? <OrderScreen actor={order} /> : <LoadingView />}
    </Suspense>
  );
}

/**
 * The whole cart: its list (every shop of it), or one shop's order opened from it. Going from
 * one to the other, the heading of what is shown takes the focus.
 */
function WholeCartView({ actor }: { actor: WidgetActor }) {
  const { wholeCartState: state } = useConnect(actor, connectWidget);
  const area = useRef<HTMLDivElement>(null);
  const inOrder = state === 'orderLoading' || state === 'order' || state === 'orderUnavailable';
  // From the list to a shop's order and back; the list first shown keeps the page's focus.
  useFocusHeadingOnChange(area, inOrder ? 'order' : 'list');
  return (
    <div ref={area}>
      <WholeCartState actor={actor} state={state} />
    </div>
  );
}

function WholeCartState({
  actor,
  state,
}: {
  actor: WidgetActor;
  state: WidgetViewModel['wholeCartState'];
}) {
  const { wholeCart, order, error, retryChart } = useConnect(actor, connectWidget);
  // The list's screen loads while its chart's code does; the order's while a shop's is chosen.
  useEffect(() => {
    if (state === 'loading') void WholeCartScreen.preload().catch(() => undefined);
    if (state === 'listing' || state === 'orderLoading') {
      void OrderScreen.preload().catch(() => undefined);
    }
  }, [state]);
  switch (state) {
    case 'unavailable':
    case 'orderUnavailable':
      return <ChartUnavailable error={error} onRetry={retryChart} />;
    case 'listing':
      return (
        <Suspense fallback={<LoadingView />}>
          {wholeCart ? <WholeCartScreen actor={wholeCart} /> : <LoadingView />}
        </Suspense>
      );
    case 'order':
      return (
        <Suspense fallback={<LoadingView />}>
          {order ? <OrderScreen actor={order} /> : <LoadingView />}
        </Suspense>
      );
    case 'loading':
    case 'orderLoading':
    case null:
      return <LoadingView />;
  }
}

/** The premium membership: its chart's screen once its code has loaded, or a retry. */
function PremiumView({ actor }: { actor: WidgetActor }) {
  const { premiumState: state, premium, error, retryChart } = useConnect(actor, connectWidget);
  // The screen loads while the chart's code does, not after it.
  useEffect(() => {
    if (state === 'loading') void PremiumScreen.preload().catch(() => undefined);
  }, [state]);
  if (state === 'unavailable') {
    return <ChartUnavailable error={error} onRetry={retryChart} />;
  }
  return (
    <Suspense fallback={<LoadingView />}>
      {state === 'running' && premium ? <PremiumScreen actor={premium} /> : <LoadingView />}
    </Suspense>
  );
}

/** A shop's services: the list, the chosen service's booking, or why it is not booked here. */
function ServicesView({ actor }: { actor: WidgetActor }) {
  const { servicesState: state } = useConnect(actor, connectWidget);
  const area = useRef<HTMLDivElement>(null);
  // Back at the list (from a booking, or a service not booked here): its heading takes the focus.
  useFocusHeadingOnChange(area, state ?? 'none', state !== 'choosing');
  return (
    <div ref={area} className="campaign-area">
      <ServicesState actor={actor} state={state} />
    </div>
  );
}

function ServicesState({
  actor,
  state,
}: {
  actor: WidgetActor;
  state: WidgetViewModel['servicesState'];
}) {
  const {
    services,
    serviceBooking: booking,
    order,
    chosenService: chosen,
    error,
    retryChart,
    backToServices,
  } = useConnect(actor, connectWidget);
  const name = chosen?.service.serviceName ?? '';
  // The list's screen loads while its chart's code does, not after it; the shop's cart (the
  // Cart view) is a click away, its screen loads once the page is idle.
  useEffect(() => {
    if (state !== 'choosing') return;
    void ServiceListScreen.preload().catch(() => undefined);
    let shown = true;
    void whenIdle().then(() => {
      if (shown) void OrderScreen.preload().catch(() => undefined);
    });
    return () => {
      shown = false;
    };
  }, [state]);
  switch (state) {
    case 'choosing':
      return (
        <Suspense fallback={<LoadingView />}>
          {error && (
            <section className="screen">
              <ErrorNotice code={error} />
            </section>
          )}
          {services ? <ServiceListScreen actor={services} /> : <LoadingView />}
        </Suspense>
      );
    case 'listUnavailable':
      return <ChartUnavailable error={error} onRetry={retryChart} />;
    case 'booking':
      return (
        <Suspense fallback={<LoadingView />}>
          {booking ? <BookingScreen actor={booking} /> : <LoadingView />}
        </Suspense>
      );
    case 'bookingLoading':
    case 'orderLoading':
      return <LoadingView />;
    case 'order':
      return (
        <Suspense fallback={<LoadingView />}>
          {order ? <OrderScreen actor={order} /> : <LoadingView />}
        </Suspense>
      );
    case 'notBookableHere':
      return (
        <section className="screen" aria-labelledby="view-title">
          <FocusedHeading id="view-title">{name}</FocusedHeading>
          <p className="notice notice--info">
            <Trans>
              Este serviço não se reserva aqui com data e hora. Contacte o estabelecimento para o
              encomendar ou marcar.
            </Trans>
          </p>
          {chosen && (
            <MerchantContact
              shopName={chosen.shop.name}
              phone={chosen.shop.phone ?? null}
              email={chosen.shop.email ?? null}
            />
          )}
          <button data-step-back type="button" className="button" onClick={backToServices}>
            <Trans>Voltar aos serviços</Trans>
          </button>
        </section>
      );
    case null:
      return null;
  }
}

/** A view's heading that takes the focus when the view replaces what the visitor acted on. */
function FocusedHeading({ id, children }: { id: string; children: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 id={id} ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}

/** A flow's chart whose code did not arrive (offline): the message, and a retry that loads it. */
function ChartUnavailable({ error, onRetry }: { error: ErrorCode | null; onRetry: () => void }) {
  return (
    <section className="screen">
      <ErrorNotice code={error ?? 'network'} onRetry={onRetry} />
    </section>
  );
}
