import { Suspense, useEffect, useMemo, useRef } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { DefaultView, SupportedLanguage } from '../../machines/rules/context';
import { connectWidget } from '../../machines/widget/widget.connect';
import type { widgetMachine } from '../../machines/widget/widget.machine';
import { CrashBoundary } from '../components/CrashBoundary';
import { ErrorNotice } from '../components/ErrorNotice';
import { useConnect } from '../connect';
import { useFocusNeverLost } from '../focus';
import { lazyScreen } from '../lazyScreen';
import { SupportContext } from '../components/SupportContact';
import { HostLinksContext } from '../hostLinksContext';
import { ShowMyBookings } from '../showMyBookings';
import { CampaignScreen, OrderScreen } from './CampaignScreen';
import { WidgetProvider, useWidgetActor } from './widgetContext';

export type WidgetActor = ActorRefFrom<typeof widgetMachine>;
export type WidgetViewModel = ReturnType<typeof connectWidget>;

// Signing in and the personal area are not on the first screen: their code loads when shown.
export const AuthScreen = lazyScreen(() => import('./auth/AuthScreen'));
export const MyBookingsScreen = lazyScreen(() => import('./MyBookingsScreen'));
export const ServiceListScreen = lazyScreen(() => import('./ServiceListScreen'));
// A request on its way when the page went (a booking, an order), or a payment under way (after
// a reload mid-payment): their views load with the chart that settles them.
export const ResumeScreen = lazyScreen(() => import('./ResumeScreen'));
// The premium membership (and the sign-in and payment screens it shows): loaded with its view.
export const PremiumScreen = lazyScreen(() => import('./PremiumScreen'));
// The whole cart (the Cart view without a shop): loaded with the Cart view.
export const WholeCartScreen = lazyScreen(() => import('./order/WholeCartScreen'));

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
  return (
    <WidgetProvider actor={actor}>
      <WidgetFrame onRestart={onRestart} />
    </WidgetProvider>
  );
}

function WidgetFrame({ onRestart }: { onRestart: () => void }) {
  const {
    isLoading,
    isSigningIn,
    hasFailed,
    resumeState,
    error,
    entity,
    view,
    hostLinks,
    canShowMyBookings,
    showMyBookings: showMine,
    retryEntity,
  } = useConnect(useWidgetActor(), connectWidget);
  const main = useRef<HTMLElement>(null);
  useFocusNeverLost(main);
  const support = useMemo(
    () => ({
      phone: entity?.supportPhone ?? null,
      email: entity?.contactDefaults?.email ?? null,
    }),
    [entity],
  );
  const showMyBookings = useMemo(
    () => (canShowMyBookings ? showMine : null),
    [canShowMyBookings, showMine],
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
  if (resumeState) {
    return (
      <SupportContext.Provider value={support}>
        <main className="widget">
          <ResumeView state={resumeState} />
        </main>
      </SupportContext.Provider>
    );
  }
  if (hasFailed) {
    return (
      <main className="widget">
        <section className="screen">
          <ErrorNotice code={error ?? 'generic'} onRetry={retryEntity} />
        </section>
      </main>
    );
  }
  return (
    <SupportContext.Provider value={support}>
      <WidgetHeader />
      <main className="widget" ref={main}>
        {/* A view that stops keeps the header, so the visitor can still go elsewhere; going to
        another view leaves the failure behind. */}
        <CrashBoundary key={view ?? 'none'} onRestart={onRestart}>
          <ShowMyBookings.Provider value={showMyBookings}>
            <HostLinksContext.Provider value={hostLinks}>
              <CurrentView />
            </HostLinksContext.Provider>
          </ShowMyBookings.Provider>
        </CrashBoundary>
      </main>
    </SupportContext.Provider>
  );
}

function WidgetHeader() {
  const { i18n, t } = useLingui();
  const {
    view: current,
    views,
    language,
    canClose,
    show,
    changeLanguage,
    close,
  } = useConnect(useWidgetActor(), connectWidget);

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
                onClick={() => show(view)}
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
          onChange={(event) => changeLanguage(event.target.value)}
        >
          {LANGUAGES.map(({ code, name, lang }) => (
            <option key={code} value={code} lang={lang}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {canClose && (
        <button type="button" className="widget__close" aria-label={t`Fechar`} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </header>
  );
}

/**
 * What was under way when the page went, settled first: its chart's code loading (the view it
 * needs loads beside it), its views, or a retry when that code did not arrive.
 */
function ResumeView({ state }: { state: NonNullable<WidgetViewModel['resumeState']> }) {
  const { resume, error, retryChart } = useConnect(useWidgetActor(), connectWidget);
  useEffect(() => {
    void ResumeScreen.preload().catch(() => undefined);
  }, []);
  if (state === 'unavailable') {
    return (
      <section className="screen">
        <ErrorNotice code={error ?? 'network'} onRetry={retryChart} />
      </section>
    );
  }
  if (state === 'loading' || !resume) return <LoadingView />;
  return (
    <Suspense fallback={<LoadingView />}>
      <ResumeScreen actor={resume} />
    </Suspense>
  );
}

// The views besides the campaign (services, cart, personal area, premium): their code loads when
// one is shown; the screen that view shows first starts loading at the same time (VIEW_SCREENS).
export const OtherView = lazyScreen(() => import('./WidgetViews'));

/** What a view besides the campaign shows first: loaded beside the view's own code. */
const VIEW_SCREENS: Record<Exclude<DefaultView, 'campaign'>, { preload: () => Promise<void> }[]> = {
  services: [ServiceListScreen],
  // With a shop, its order; without one, the whole cart, then the order of one of its shops.
  cart: [OrderScreen, WholeCartScreen],
  myBookings: [AuthScreen, MyBookingsScreen],
  premium: [PremiumScreen],
};

function CurrentView() {
  const { view, campaign } = useConnect(useWidgetActor(), connectWidget);
  useEffect(() => {
    if (view === null || view === 'campaign') return;
    for (const screen of [OtherView, ...VIEW_SCREENS[view]]) {
      void screen.preload().catch(() => undefined);
    }
  }, [view]);
  if (view === 'campaign') return campaign ? <CampaignScreen actor={campaign} /> : null;
  if (view === null) return null;
  return (
    <Suspense fallback={<LoadingView />}>
      <OtherView view={view} />
    </Suspense>
  );
}

/** While a lazily loaded screen arrives. */
export function LoadingView() {
  return (
    <section className="screen" aria-busy="true">
      <p className="loading" role="status">
        <Trans>A carregar…</Trans>
      </p>
    </section>
  );
}
