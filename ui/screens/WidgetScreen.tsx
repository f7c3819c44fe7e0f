import { Suspense, useEffect, useMemo, useRef } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { DefaultView, SupportedLanguage } from '../../machines/rules/context';
import type { widgetMachine } from '../../machines/widget/widget.machine';
import {
  selectAuthActor,
  selectCampaignActor,
  selectCanClose,
  selectCurrentView,
  selectEntity,
  selectHostLinks,
  selectIsSigningInExternally,
  selectLanguage,
  selectMyBookingsState,
  selectNavigableViews,
  selectPremiumActor,
  selectPremiumState,
  selectPaymentResumeState,
  selectResendState,
  selectChosenService,
  selectServiceBookingActor,
  selectServicesActor,
  selectServicesState,
  selectWidgetError,
  selectCartViewState,
  selectWidgetOrderActor,
} from '../../machines/widget/widget.selectors';
import type { ErrorCode } from '../../api/errors';
import { CrashBoundary } from '../components/CrashBoundary';
import { ErrorNotice } from '../components/ErrorNotice';
import { useFocusHeadingOnChange, useFocusNeverLost } from '../focus';
import { MerchantContact } from '../components/MerchantContact';
import { lazyScreen } from '../lazyScreen';
import { SupportContext } from '../components/SupportContact';
import { HostLinksContext } from '../hostLinksContext';
import { ShowMyBookings } from '../showMyBookings';
import { BookingScreen, CampaignScreen, OrderScreen } from './CampaignScreen';

export type WidgetActor = ActorRefFrom<typeof widgetMachine>;

// Signing in and the personal area are not on the first screen: their code loads when shown.
export const AuthScreen = lazyScreen(() => import('./auth/AuthScreen'));
export const MyBookingsScreen = lazyScreen(() => import('./MyBookingsScreen'));
export const ServiceListScreen = lazyScreen(() => import('./ServiceListScreen'));
// A request sent again after a reload mid-booking: its view loads while the request is on its way.
export const ResendView = lazyScreen(() => import('./ResendView'));
// The premium membership (and the sign-in and payment screens it shows): loaded with its view.
export const PremiumScreen = lazyScreen(() => import('./PremiumScreen'));
// A payment under way after a reload mid-payment: its view (and the payment's screens) load then.
export const PaymentResumeView = lazyScreen(() => import('./PaymentResumeView'));

const VIEW_NAMES: Record<DefaultView, MessageDescriptor> = {
  campaign: msg`Campanha`,
  services: msg`Serviços`,
  cart: msg`Carrinho`,
  myBookings: msg`As minhas reservas`,
  premium: msg`Premium`,
};

/** Each language named in itself, as visitors look for their own. */
const LANGUAGES: { code: SupportedLanguage; name: string; lang: string }[] = [
  { code: 'pt_PT', name: 'Português', lang: 'pt-PT' },
  { code: 'es_ES', name: 'Español', lang: 'es-ES' },
  { code: 'en_EN', name: 'English', lang: 'en' },
];

/** The widget's frame: the state of the root chart, its navigation and the current view. */
export function WidgetScreen({
  actor,
  onRestart = () => location.reload(),
}: {
  actor: WidgetActor;
  onRestart?: () => void;
}) {
  const isLoading = useSelector(actor, (snapshot) => snapshot.matches('loadingEntity'));
  const isSigningIn = useSelector(actor, selectIsSigningInExternally);
  const hasFailed = useSelector(actor, (snapshot) => snapshot.matches('entityFailed'));
  const isResending = useSelector(actor, (snapshot) => selectResendState(snapshot) !== null);
  const isResumingPayment = useSelector(
    actor,
    (snapshot) => selectPaymentResumeState(snapshot) !== null,
  );
  const error = useSelector(actor, selectWidgetError);
  const entity = useSelector(actor, selectEntity);
  const view = useSelector(actor, selectCurrentView);
  const hostLinks = useSelector(actor, selectHostLinks, shallowEqual);
  const main = useRef<HTMLElement>(null);
  useFocusNeverLost(main);
  const support = useMemo(
    () => ({
      phone: entity?.supportPhone ?? null,
      email: entity?.contactDefaults?.email ?? null,
    }),
    [entity],
  );
  const canShowMyBookings = useSelector(actor, (snapshot) =>
    snapshot.can({ type: 'view.show', view: 'myBookings' }),
  );
  const showMyBookings = useMemo(
    () => (canShowMyBookings ? () => actor.send({ type: 'view.show', view: 'myBookings' }) : null),
    [actor, canShowMyBookings],
  );

  if (isSigningIn) {
    return (
      <main className="widget" aria-busy="true">
        <p className="loading" role="status">
          <Trans>A iniciar sessão…</Trans>
        </p>
      </main>
    );
  }
  if (isLoading) {
    return (
      <main className="widget" aria-busy="true">
        <p className="loading" role="status">
          <Trans>A carregar…</Trans>
        </p>
      </main>
    );
  }
  if (isResending) {
    return (
      <SupportContext.Provider value={support}>
        <main className="widget">
          <Suspense fallback={<LoadingView />}>
            <ResendView actor={actor} />
          </Suspense>
        </main>
      </SupportContext.Provider>
    );
  }
  if (isResumingPayment) {
    return (
      <SupportContext.Provider value={support}>
        <main className="widget">
          <Suspense fallback={<LoadingView />}>
            <PaymentResumeView actor={actor} />
          </Suspense>
        </main>
      </SupportContext.Provider>
    );
  }
  if (hasFailed) {
    return (
      <main className="widget">
        <section className="screen">
          <ErrorNotice
            code={error ?? 'generic'}
            onRetry={() => actor.send({ type: 'entity.retry' })}
          />
        </section>
      </main>
    );
  }
  return (
    <SupportContext.Provider value={support}>
      <WidgetHeader actor={actor} />
      <main className="widget" ref={main}>
        {/* A view that stops keeps the header, so the visitor can still go elsewhere; going to
        another view leaves the failure behind. */}
        <CrashBoundary key={view ?? 'none'} onRestart={onRestart}>
          <ShowMyBookings.Provider value={showMyBookings}>
            <HostLinksContext.Provider value={hostLinks}>
              <CurrentView actor={actor} />
            </HostLinksContext.Provider>
          </ShowMyBookings.Provider>
        </CrashBoundary>
      </main>
    </SupportContext.Provider>
  );
}

function WidgetHeader({ actor }: { actor: WidgetActor }) {
  const { i18n, t } = useLingui();
  const current = useSelector(actor, selectCurrentView);
  const views = useSelector(actor, selectNavigableViews, sameViews);
  const language = useSelector(actor, selectLanguage);
  const canClose = useSelector(actor, selectCanClose);

  return (
    <header className="widget__header">
      <nav aria-label={t`Secções`}>
        <ul className="widget__nav">
          {views.map((view) => (
            <li key={view}>
              <button
                type="button"
                className="widget__nav-item"
                aria-current={view === current ? 'page' : undefined}
                onClick={() => actor.send({ type: 'view.show', view })}
              >
                {i18n._(VIEW_NAMES[view])}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <label className="widget__language">
        <span className="visually-hidden">
          <Trans>Idioma</Trans>
        </span>
        <select
          value={language === 'en_US' ? 'en_EN' : language}
          onChange={(event) =>
            actor.send({ type: 'language.change', language: event.target.value })
          }
        >
          {LANGUAGES.map(({ code, name, lang }) => (
            <option key={code} value={code} lang={lang}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {canClose && (
        <button
          type="button"
          className="widget__close"
          aria-label={t`Fechar`}
          onClick={() => actor.send({ type: 'widget.close' })}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </header>
  );
}

const sameViews = (a: DefaultView[], b: DefaultView[]) =>
  a.length === b.length && a.every((view, index) => view === b[index]);

function CurrentView({ actor }: { actor: WidgetActor }) {
  const view = useSelector(actor, selectCurrentView);
  const campaign = useSelector(actor, selectCampaignActor);
  switch (view) {
    case 'campaign':
      return campaign ? <CampaignScreen actor={campaign} /> : null;
    case 'services':
      return <ServicesView actor={actor} />;
    case 'cart':
      return <CartView actor={actor} />;
    case 'myBookings':
      return <MyBookingsView actor={actor} />;
    case 'premium':
      return <PremiumView actor={actor} />;
    case null:
      return null;
  }
}

/** The personal area: the sign-in until there is a user, then the user's bookings. */
function MyBookingsView({ actor }: { actor: WidgetActor }) {
  const state = useSelector(actor, selectMyBookingsState);
  const auth = useSelector(actor, selectAuthActor);
  const error = useSelector(actor, selectWidgetError);
  // While the sign-in chart's code loads, so does its screen; while signing in, the signed-in
  // screen loads, so it is there when the sign-in ends.
  useEffect(() => {
    if (state !== 'signingIn') return;
    void AuthScreen.preload().catch(() => undefined);
    void MyBookingsScreen.preload().catch(() => undefined);
  }, [state]);
  if (state === 'signInUnavailable') {
    return <ChartUnavailable actor={actor} error={error} />;
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

/** The shop's cart and menu: the order chart's screen once its code has loaded, or a retry. */
function CartView({ actor }: { actor: WidgetActor }) {
  const state = useSelector(actor, selectCartViewState);
  const order = useSelector(actor, selectWidgetOrderActor);
  const error = useSelector(actor, selectWidgetError);
  // The screen loads while the chart's code does, not after it.
  useEffect(() => {
    if (state === 'loading') void OrderScreen.preload().catch(() => undefined);
  }, [state]);
  if (state === 'unavailable') {
    return <ChartUnavailable actor={actor} error={error} />;
  }
  return (
    <Suspense fallback={<LoadingView />}>
      {state === 'running' && order ? <OrderScreen actor={order} /> : <LoadingView />}
    </Suspense>
  );
}

/** The premium membership: its chart's screen once its code has loaded, or a retry. */
function PremiumView({ actor }: { actor: WidgetActor }) {
  const state = useSelector(actor, selectPremiumState);
  const premium = useSelector(actor, selectPremiumActor);
  const error = useSelector(actor, selectWidgetError);
  // The screen loads while the chart's code does, not after it.
  useEffect(() => {
    if (state === 'loading') void PremiumScreen.preload().catch(() => undefined);
  }, [state]);
  if (state === 'unavailable') {
    return <ChartUnavailable actor={actor} error={error} />;
  }
  return (
    <Suspense fallback={<LoadingView />}>
      {state === 'running' && premium ? <PremiumScreen actor={premium} /> : <LoadingView />}
    </Suspense>
  );
}

/** A shop's services: the list, the chosen service's booking, or why it is not booked here. */
function ServicesView({ actor }: { actor: WidgetActor }) {
  const state = useSelector(actor, selectServicesState);
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
  state: ReturnType<typeof selectServicesState>;
}) {
  const services = useSelector(actor, selectServicesActor);
  const booking = useSelector(actor, selectServiceBookingActor);
  const order = useSelector(actor, selectWidgetOrderActor);
  const chosen = useSelector(actor, selectChosenService);
  const error = useSelector(actor, selectWidgetError);
  const name = chosen?.service.serviceName ?? '';
  // The list's screen loads while its chart's code does, not after it.
  useEffect(() => {
    if (state === 'choosing') void ServiceListScreen.preload().catch(() => undefined);
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
      return <ChartUnavailable actor={actor} error={error} />;
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
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'services.back' })}
          >
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

/** While a lazily loaded screen arrives. */
function LoadingView() {
  return (
    <section className="screen" aria-busy="true">
      <p className="loading" role="status">
        <Trans>A carregar…</Trans>
      </p>
    </section>
  );
}

/** A flow's chart whose code did not arrive (offline): the message, and a retry that loads it. */
function ChartUnavailable({ actor, error }: { actor: WidgetActor; error: ErrorCode | null }) {
  return (
    <section className="screen">
      <ErrorNotice code={error ?? 'network'} onRetry={() => actor.send({ type: 'chart.retry' })} />
    </section>
  );
}
