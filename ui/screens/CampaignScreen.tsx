import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { whenIdle } from '../../api/idle';
import { connectCampaign } from '../../machines/campaign/campaign.connect';
import type { campaignMachine } from '../../machines/campaign/campaign.machine';
import type {
  CampaignSummary,
  OpeningStep as OpeningStepName,
} from '../../machines/campaign/campaign.selectors';
import { formatMoney } from '../../machines/rules/format';
import { ErrorNotice } from '../components/ErrorNotice';
import { useConnect } from '../connect';
import { createFlowContext } from '../flowContext';
import { ErrorScreen } from '../components/ErrorScreen';
import { MerchantContact } from '../components/MerchantContact';
import { errorMessage } from '../firstScreenErrors';
import { Price } from '../components/Price';
import { ScheduleHeading } from '../components/ScheduleHeading';
import { useFocusHeadingOnChange } from '../focus';
import { lazyScreen } from '../lazyScreen';

export type CampaignActor = ActorRefFrom<typeof campaignMachine>;
type CampaignViewModel = ReturnType<typeof connectCampaign>;

// A booking's steps (date choice, sign-in, contact, review, success) load when it starts.
export const BookingScreen = lazyScreen(() => import('./booking/BookingScreen'));
// Buying a voucher (and paying for it) loads when it starts.
export const VoucherScreen = lazyScreen(() => import('./voucher/VoucherScreen'));
// An order (transport, menu, cart) loads when it starts.
export const OrderScreen = lazyScreen(() => import('./order/OrderScreen'));

const [CampaignProvider, useCampaignActor] = createFlowContext<CampaignActor>('campaign');

/** The campaign a visitor arrived at, in whichever state its chart is. */
export function CampaignScreen({ actor }: { actor: CampaignActor }) {
  const {
    view,
    summary,
    error,
    errorDetail,
    category,
    canRetry,
    booking,
    voucher,
    order,
    opening,
    retry,
  } = useConnect(actor, connectCampaign);
  const area = useRef<HTMLDivElement>(null);
  // Back from a booking or a voucher: the campaign's heading takes the focus (a booking places
  // it on its own steps' headings).
  useFocusHeadingOnChange(
    area,
    view,
    view === 'booking' ||
      view === 'bookingLoading' ||
      view === 'voucher' ||
      view === 'voucherLoading' ||
      view === 'order' ||
      view === 'orderLoading',
  );

  return (
    <CampaignProvider actor={actor}>
      <div ref={area} className="campaign-area">
        <CampaignView
          view={view}
          summary={summary}
          error={error}
          errorDetail={errorDetail}
          category={category}
          canRetry={canRetry}
          retry={retry}
          booking={booking}
          voucher={voucher}
          order={order}
          opening={opening}
        />
      </div>
    </CampaignProvider>
  );
}

function CampaignView({
  view,
  summary,
  error,
  errorDetail,
  category,
  canRetry,
  retry,
  booking,
  voucher,
  order,
  opening,
}: {
  view: CampaignViewModel['view'];
  summary: CampaignSummary | null;
  error: CampaignViewModel['error'];
  errorDetail: string | null;
  category: string | null;
  canRetry: boolean;
  retry: () => void;
  booking: CampaignViewModel['booking'];
  voucher: CampaignViewModel['voucher'];
  order: CampaignViewModel['order'];
  opening: OpeningStepName;
}) {
  // Until a flow's own screen is there: its first step at once where it is known, else a notice.
  const starting =
    summary && opening ? <OpeningStep summary={summary} step={opening} /> : <Loading booking />;
  switch (view) {
    case 'loading':
      return <Loading />;
    case 'overview':
    case 'informationOnly':
      return (
        summary && (
          <CampaignDetails summary={summary} category={category}>
            {view === 'informationOnly' ? (
              <>
                <p className="notice notice--info">
                  <Trans>
                    Esta campanha é apenas informativa: não tem reserva online. Para mais
                    informações, contacte o estabelecimento.
                  </Trans>
                </p>
                <ShopContact summary={summary} />
              </>
            ) : (
              <CampaignActions summary={summary} error={error} />
            )}
          </CampaignDetails>
        )
      );
    case 'voucherLoading':
      return starting;
    case 'voucher':
      return voucher ? (
        <Suspense fallback={starting}>
          <VoucherScreen actor={voucher} />
        </Suspense>
      ) : (
        starting
      );
    case 'orderLoading':
      return <Loading order />;
    case 'order':
      return order ? (
        <Suspense fallback={<Loading order />}>
          <OrderScreen actor={order} />
        </Suspense>
      ) : (
        <Loading order />
      );
    case 'bookingLoading':
      return starting;
    case 'booking':
      return booking ? (
        <Suspense fallback={starting}>
          <BookingScreen actor={booking} />
        </Suspense>
      ) : (
        starting
      );
    case 'unavailable':
      return summary ? (
        <section className="screen" aria-labelledby="campaign-title">
          <CampaignHeading summary={summary} />
          <ErrorNotice code="campaignUnavailable" />
          <ShopContact summary={summary} />
        </section>
      ) : (
        <ErrorScreen title={<Trans>Campanha indisponível</Trans>} code="campaignUnavailable" />
      );
    case 'notProvided':
      return (
        <ErrorScreen title={<Trans>Nenhuma campanha indicada</Trans>} code="campaignNotProvided" />
      );
    case 'failed':
      return (
        <ErrorScreen
          title={
            error === 'campaignInvalid' ? (
              <Trans>Campanha não encontrada</Trans>
            ) : (
              <Trans>Não foi possível abrir a campanha</Trans>
            )
          }
          code={error ?? 'generic'}
          detail={errorDetail}
          onRetry={canRetry ? retry : undefined}
        />
      );
  }
}

/**
 * The step a flow opens at, drawn as soon as the visitor asks for it, while the flow's code is on
 * its way: the flow's own heading (the campaign and its shop) and the step's, with the loading
 * notice the step itself shows while its data loads (ui/screens/booking/BookingScreen.tsx and
 * ScheduleScreen.tsx, ui/screens/voucher/VoucherScreen.tsx). The click is answered at once, and
 * the step's own screen takes over in the same place.
 */
function OpeningStep({
  summary,
  step,
}: {
  summary: CampaignSummary;
  step: NonNullable<OpeningStepName>;
}) {
  return step === 'voucher' ? (
    <section className="screen booking voucher" aria-labelledby="voucher-title">
      <h1 id="voucher-title" className="booking__title">
        {summary.title} <span className="booking__shop">{summary.shopName}</span>
      </h1>
      <div className="booking__step-area">
        <section
          className="booking__step voucher__step"
          aria-labelledby="voucher-step-title"
          aria-busy="true"
        >
          <h2 id="voucher-step-title">
            <Trans>O seu voucher</Trans>
          </h2>
          <p className="loading" role="status">
            <Trans>A carregar…</Trans>
          </p>
        </section>
      </div>
    </section>
  ) : (
    <section className="screen booking" aria-labelledby="booking-title">
      <h1 id="booking-title" className="booking__title">
        {summary.title}
        <span className="booking__shop">{summary.shopName}</span>
      </h1>
      <div className="booking__step-area">
        <section className="screen schedule" aria-busy="true" aria-labelledby="schedule-title">
          <ScheduleHeading mode={step} />
          <p className="loading" role="status">
            <Trans>A carregar as datas disponíveis…</Trans>
          </p>
        </section>
      </div>
    </section>
  );
}

function Loading({ booking = false, order = false }: { booking?: boolean; order?: boolean }) {
  return (
    <section className="screen" aria-busy="true">
      <p className="loading" role="status">
        {order ? (
          <Trans>A preparar a encomenda…</Trans>
        ) : booking ? (
          <Trans>A preparar a reserva…</Trans>
        ) : (
          <Trans>A carregar a campanha…</Trans>
        )}
      </p>
    </section>
  );
}

function ShopContact({ summary }: { summary: CampaignSummary }) {
  return (
    <MerchantContact
      shopName={summary.shopName}
      phone={summary.shopPhone}
      email={summary.shopEmail}
    />
  );
}

function CampaignHeading({
  summary,
  category,
}: {
  summary: CampaignSummary;
  /** The campaign's category: null while (or if) the list has not named it; none: no line. */
  category?: string | null;
}) {
  return (
    <header className="campaign__header">
      <h1 id="campaign-title" className="campaign__title">
        {summary.title}
      </h1>
      <p className="campaign__shop">
        {summary.shopName}
        {summary.address && <span className="campaign__address">{summary.address}</span>}
      </p>
      {/* After the lines the page's early title draws (ui/boot/earlyRequests.ts), and its line
          kept while the list is on its way: the buttons below never move under a click. */}
      {category !== undefined && <p className="campaign__category">{category}</p>}
    </header>
  );
}

function UnsoldCurrency({ currency }: { currency: string }) {
  return (
    <Trans>
      Esta campanha não pode ser comprada aqui: o seu preço está em {currency} e as compras são
      feitas em euros. Contacte o estabelecimento.
    </Trans>
  );
}

/** Normal and smart prices: a member's smart price, or what membership would save. */
function SmartPrice({ summary }: { summary: CampaignSummary }) {
  const smart = summary.smart;
  if (smart.kind === 'none') return null;
  // The summary has no smart price in a currency that cannot be written.
  const money = (amount: number) => formatMoney(amount, summary.currency) ?? '';
  const smartPrice = money(smart.smartPrice);
  const percent = smart.percent;
  if (smart.kind === 'member') {
    const normalPrice = money(smart.normalPrice);
    return (
      <p className="campaign__smart campaign__smart--member">
        <Trans>
          Preço Premium para si: <strong>{smartPrice}</strong> em vez de {normalPrice} (mais{' '}
          {percent}% de desconto).
        </Trans>
      </p>
    );
  }
  const saving = money(smart.saving);
  return (
    <p className="campaign__smart">
      <Trans>
        Com Premium pagaria {smartPrice}: poupava mais {saving} ({percent}%).
      </Trans>
    </p>
  );
}

/** At least this many people: the least a booking or a voucher purchase costs. */
function MinimumPeople({
  minimum,
  currency,
}: {
  minimum: NonNullable<CampaignSummary['minimum']>;
  currency: string;
}) {
  const people = minimum.people;
  const total = formatMoney(minimum.total, currency);
  return (
    <p className="campaign__minimum">
      <Trans>
        Mínimo de {people} pessoas: {total}
      </Trans>
    </p>
  );
}

function CampaignDetails({
  summary,
  category,
  children,
}: {
  summary: CampaignSummary;
  category: string | null;
  children: ReactNode;
}) {
  const points = summary.points;
  const premiumPoints = summary.premiumPoints;
  const [hero, ...more] = summary.images;
  return (
    <article className="screen campaign" aria-labelledby="campaign-title" data-step-first>
      {hero && (
        <img className="campaign__image" src={hero.url} alt={hero.alt} width={960} height={540} />
      )}
      <CampaignHeading summary={summary} category={category} />
      {more.length > 0 && (
        <ul className="campaign__gallery">
          {more.map((image) => (
            <li key={image.url}>
              <img src={image.url} alt={image.alt} width={240} height={135} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <Price price={summary.price} />
      {summary.minimum && <MinimumPeople minimum={summary.minimum} currency={summary.currency} />}
      <SmartPrice summary={summary} />
      {points ? (
        <p className="campaign__points">
          {premiumPoints ? (
            <Trans>
              Ganhe {points} pontos com esta reserva ({premiumPoints} pontos sendo Premium)
            </Trans>
          ) : (
            <Trans>Ganhe {points} pontos com esta reserva</Trans>
          )}
        </p>
      ) : null}
      {summary.startNote && <p className="campaign__note">{summary.startNote}</p>}
      {children}
    </article>
  );
}

/** The ways on the chart allows from here, one button each (the chart decides, not the view). */
function CampaignActions({
  summary,
  error,
}: {
  summary: CampaignSummary;
  error: CampaignViewModel['error'];
}) {
  const { actions, startOrder, startBooking, startSuggestions, startCoupon, startVoucher } =
    useConnect(useCampaignActor(), connectCampaign);
  const any =
    actions.order ||
    actions.book ||
    actions.getCoupon ||
    actions.suggestDates ||
    actions.buyVoucher;
  // Each flow's screens load once the overview has settled and is idle (the chart fetches the
  // rest ahead). Not when the pointer reaches a button: inserting their many preload links ran
  // in the very task a click then waited for (about 60 ms of the phone profile's CPU).
  const preloadBooking = () => void BookingScreen.preload().catch(() => undefined);
  const preloadOrder = () => void OrderScreen.preload().catch(() => undefined);
  const preloadVoucher = () => void VoucherScreen.preload().catch(() => undefined);
  const { i18n } = useLingui();
  const opensBooking = actions.book || actions.getCoupon || actions.suggestDates;
  const { order, buyVoucher } = actions;
  useEffect(() => {
    let shown = true;
    void whenIdle().then(() => {
      if (!shown) return;
      if (opensBooking) preloadBooking();
      if (order) preloadOrder();
      if (buyVoucher) preloadVoucher();
    });
    return () => {
      shown = false;
    };
  }, [opensBooking, order, buyVoucher]);
  return (
    <>
      {error && <ErrorNotice code={error} />}
      {summary.unsoldCurrency && (
        // Sold in a currency the sale cannot be in (SPEC 9: euro): said, and who to ask instead.
        <>
          <p className="notice notice--info">
            <UnsoldCurrency currency={summary.unsoldCurrency} />
          </p>
          {!any && <ShopContact summary={summary} />}
        </>
      )}
      {!any && !summary.unsoldCurrency && (
        // Nothing can be done here online (a merchant blocked, booking and vouchers both off):
        // say so, and how to reach the merchant instead.
        <>
          <p className="notice notice--info">{errorMessage(i18n, 'noOnlineBooking')}</p>
          <ShopContact summary={summary} />
        </>
      )}
      {summary.registeredUsersOnly && any && (
        <p className="notice notice--info">
          <Trans>
            Exclusivo para membros registados: inicie sessão ou registe-se para continuar.
          </Trans>
        </p>
      )}
      {any && (
        <div className="campaign__actions">
          {actions.order && (
            <button type="button" className="button" onClick={startOrder}>
              <Trans>Encomendar</Trans>
            </button>
          )}
          {actions.book && (
            <button type="button" className="button" onClick={startBooking}>
              <Trans>Reservar</Trans>
            </button>
          )}
          {actions.suggestDates && (
            <button type="button" className="button" onClick={startSuggestions}>
              <Trans>Sugerir datas</Trans>
            </button>
          )}
          {actions.getCoupon && (
            <button type="button" className="button" onClick={startCoupon}>
              <Trans>Obter o cupão</Trans>
            </button>
          )}
          {actions.buyVoucher && (
            <button
              type="button"
              className={
                actions.book || actions.getCoupon || actions.suggestDates
                  ? 'button button--secondary'
                  : 'button'
              }
              onClick={startVoucher}
            >
              <Trans>Comprar voucher</Trans>
            </button>
          )}
        </div>
      )}
    </>
  );
}
