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
  type WidgetViewModel,
} from './WidgetScreen';
import { useWidgetActor } from './widgetContext';

/**
 * The widget's views besides the campaign: a shop's services, the cart, the personal area and
 * the premium membership. Not on the first screen: this code loads when one of them is shown
 * (WidgetScreen's OtherView), beside the view's chart and its first screen's code.
 */
export default function WidgetViews({ view }: { view: Exclude<DefaultView, 'campaign'> }) {
  switch (view) {
    case 'services':
      return <ServicesView />;
    case 'cart':
      return <CartView />;
    case 'myBookings':
      return <MyBookingsView />;
    case 'premium':
      return <PremiumView />;
  }
}

/** The personal area: the sign-in until there is a user, then the user's bookings. */
function MyBookingsView() {
  const {
    myBookingsState: state,
    auth,
    error,
    retryChart,
  } = useConnect(useWidgetActor(), connectWidget);
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
        <MyBookingsScreen />
      )}
    </Suspense>
  );
}

/**
 * The shop's cart and menu: the order chart's screen once its code has loaded, or a retry.
 * Opened without a shop: the whole cart.
 */
function CartView() {
  const {
    cartViewState: state,
    order,
    error,
    retryChart,
  } = useConnect(useWidgetActor(), connectWidget);
  // The screen loads while the chart's code does, not after it.
  useEffect(() => {
    if (state === 'loading') void OrderScreen.preload().catch(() => undefined);
  }, [state]);
  if (state === 'wholeCart') return <WholeCartView />;
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
function WholeCartView() {
  const { wholeCartState: state } = useConnect(useWidgetActor(), connectWidget);
  const area = useRef<HTMLDivElement>(null);
  const inOrder = state === 'orderLoading' || state === 'order' || state === 'orderUnavailable';
  // From the list to a shop's order and back; the list first shown keeps the page's focus.
  useFocusHeadingOnChange(area, inOrder ? 'order' : 'list');
  return (
    <div ref={area}>
      <WholeCartState state={state} />
    </div>
  );
}

function WholeCartState({ state }: { state: WidgetViewModel['wholeCartState'] }) {
  const { wholeCart, order, error, retryChart } = useConnect(useWidgetActor(), connectWidget);
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
function PremiumView() {
  const {
    premiumState: state,
    premium,
    error,
    retryChart,
  } = useConnect(useWidgetActor(), connectWidget);
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
function ServicesView() {
  const { servicesState: state } = useConnect(useWidgetActor(), connectWidget);
  const area = useRef<HTMLDivElement>(null);
  // Back at the list (from a booking, or a service not booked here): its heading takes the focus.
  useFocusHeadingOnChange(area, state ?? 'none', state !== 'choosing');
  return (
    <div ref={area} className="campaign-area">
      <ServicesState state={state} />
    </div>
  );
}

function ServicesState({ state }: { state: WidgetViewModel['servicesState'] }) {
  const {
    services,
    serviceBooking: booking,
    order,
    chosenService: chosen,
    error,
    retryChart,
    backToServices,
  } = useConnect(useWidgetActor(), connectWidget);
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
