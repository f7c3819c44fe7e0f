import { useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { nowMs } from '../../api/clock';
import type { MyBookingsActor } from '../../machines/myBookings/load';
import { connectMyBookings } from '../../machines/myBookings/myBookings.connect';
import { formatDate, formatTime } from '../../machines/rules/dateFormat';
import { DEFAULT_SHOP_ZONE, formatEuro } from '../../machines/rules/format';
import type { AppLocale } from '../../machines/rules/language';
import {
  groupMyBookings,
  mbwayDeadlineOf,
  prizesByUse,
  voucherValidUntil,
  type MyBooking,
  type Prize,
} from '../../machines/rules/myBookings';
import { atmReferenceOf } from '../../machines/rules/payment';
import { asText } from '../asText';
import { useConnect } from '../connect';
import { Countdown } from '../components/Countdown';
import { ErrorNotice } from '../components/ErrorNotice';
import { focusHeading } from '../focus';
import { EditBookingScreen } from './EditBookingScreen';
import { MyBookingEditActions } from './MyBookingsEditActions';
import './myBookings.css';
import { MyBookingsProvider, useMyBookingsActor } from './myBookingsContext';

const keyOf = (booking: MyBooking) => `${booking.kind}-${booking.id}`.replace(/[^\w-]/g, '_');

/**
 * The signed-in user's bookings (the myBookings chart): upcoming and past, each with its state
 * in words, its date in the visitor's language and, where a payment is pending, the ATM
 * reference or the MB WAY time left; the points balance and the prizes. While the first page
 * loads, a status; a failure, its message and a retry; none yet, a way on (`onShowCampaign`,
 * where the widget can show the campaign); a session the middleware refused, a new sign-in
 * (`onSignInAgain`).
 */
export function MyBookingsList({
  actor,
  ...ways
}: {
  actor: MyBookingsActor;
  onShowCampaign?: () => void;
  onSignInAgain?: () => void;
}) {
  return (
    <MyBookingsProvider actor={actor}>
      <MyBookingsListView {...ways} />
    </MyBookingsProvider>
  );
}

function MyBookingsListView({
  onShowCampaign,
  onSignInAgain,
}: {
  onShowCampaign?: () => void;
  onSignInAgain?: () => void;
}) {
  const { step, error, editor, edited, retry } = useConnect(
    useMyBookingsActor(),
    connectMyBookings,
  );

  // Back from an edit, the reservation it was about takes the focus once listed again.
  const lastEdited = useRef<MyBooking | null>(null);
  useEffect(() => {
    if (edited) lastEdited.current = edited;
    if (step !== 'list' || !lastEdited.current) return;
    focusHeading(document.getElementById(`my-booking-${keyOf(lastEdited.current)}`));
    lastEdited.current = null;
  }, [edited, step]);

  switch (step) {
    case 'loading':
      return (
        <p className="loading" role="status">
          <Trans>A carregar as suas reservas…</Trans>
        </p>
      );
    case 'failed':
      return <ErrorNotice code={error ?? 'generic'} onRetry={retry} />;
    case 'sessionEnded':
      return (
        <div className="notice notice--error" role="alert">
          <p>
            <Trans>A sua sessão terminou. Inicie sessão de novo para ver as suas reservas.</Trans>
          </p>
          {onSignInAgain && (
            <button type="button" className="button" onClick={onSignInAgain}>
              <Trans>Iniciar sessão de novo</Trans>
            </button>
          )}
        </div>
      );
    case 'empty':
      return (
        <>
          <section className="my-bookings__group" aria-labelledby="my-bookings-empty-title">
            <h2 id="my-bookings-empty-title">
              <Trans>Ainda não tem reservas</Trans>
            </h2>
            <p>
              <Trans>
                As reservas, encomendas e vouchers que fizer com sessão iniciada aparecem aqui.
              </Trans>
            </p>
            {onShowCampaign && (
              <button data-step-back type="button" className="button" onClick={onShowCampaign}>
                <Trans>Voltar à campanha</Trans>
              </button>
            )}
          </section>
          <Rewards />
        </>
      );
    case 'editing':
      return editor ? <EditBookingScreen actor={editor} /> : null;
    case 'list':
      return (
        <>
          <BookingGroups />
          <Rewards />
        </>
      );
  }
}

function BookingGroups() {
  const { i18n } = useLingui();
  const locale = i18n.locale as AppLocale;
  const { bookings, total, canLoadMore, isLoadingMore, moreFailed, error, retry, loadMore } =
    useConnect(useMyBookingsActor(), connectMyBookings);
  const { upcoming, past } = groupMyBookings(bookings, nowMs());

  // Once more have loaded, the first of them takes the focus (the button may be gone).
  const shownCount = useRef(bookings.length);
  useEffect(() => {
    const before = shownCount.current;
    shownCount.current = bookings.length;
    const first = bookings[before];
    if (before === 0 || !first) return;
    focusHeading(document.getElementById(`my-booking-${keyOf(first)}`));
  }, [bookings]);

  const shown = bookings.length;
  return (
    <>
      <BookingGroup
        id="my-bookings-upcoming"
        title={<Trans>Próximas</Trans>}
        none={<Trans>Não tem reservas marcadas para os próximos dias.</Trans>}
        bookings={upcoming}
        locale={locale}
      />
      {past.length > 0 && (
        <BookingGroup
          id="my-bookings-past"
          title={<Trans>Anteriores</Trans>}
          bookings={past}
          locale={locale}
        />
      )}
      <p className="my-bookings__count" id="my-bookings-count">
        <Trans>
          A mostrar {shown} de {total}.
        </Trans>
      </p>
      {moreFailed && <ErrorNotice code={error ?? 'generic'} onRetry={retry} />}
      {(canLoadMore || isLoadingMore) && (
        <button
          type="button"
          className="button button--secondary"
          aria-describedby="my-bookings-count"
          aria-disabled={isLoadingMore || undefined}
          onClick={loadMore}
        >
          {isLoadingMore ? <Trans>A carregar…</Trans> : <Trans>Ver mais reservas</Trans>}
        </button>
      )}
    </>
  );
}

function BookingGroup({
  id,
  title,
  none,
  bookings,
  locale,
}: {
  id: string;
  title: ReactNode;
  none?: ReactNode;
  bookings: MyBooking[];
  locale: AppLocale;
}) {
  return (
    <section className="my-bookings__group" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {bookings.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ul className="my-bookings__list">
          {bookings.map((booking) => (
            <li key={keyOf(booking)} className="my-booking">
              <BookingItem booking={booking} locale={locale} />
              <MyBookingEditActions booking={booking} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function KindName({ booking }: { booking: MyBooking }) {
  switch (booking.kind) {
    case 'reservation':
      return <Trans>Reserva</Trans>;
    case 'order':
      return <Trans>Encomenda</Trans>;
    case 'voucher':
      return <Trans>Voucher</Trans>;
  }
}

/** The state in words (SPEC 2, 4, 8). */
export function StateName({ booking }: { booking: MyBooking }) {
  switch (booking.state) {
    case 'confirmed':
      return booking.kind === 'voucher' ? <Trans>Pago</Trans> : <Trans>Confirmada</Trans>;
    case 'pendingConfirmation':
      return <Trans>A aguardar a confirmação do estabelecimento</Trans>;
    case 'awaitingMerchant':
      return <Trans>A aguardar o estabelecimento</Trans>;
    case 'paymentPending':
      return <Trans>Pagamento pendente</Trans>;
    case 'notPaid':
      return <Trans>Não pago</Trans>;
    case 'cancelled':
      return booking.kind === 'voucher' ? <Trans>Cancelado</Trans> : <Trans>Cancelada</Trans>;
  }
}

function BookingItem({ booking, locale }: { booking: MyBooking; locale: AppLocale }) {
  const key = keyOf(booking);
  const title = asText(booking.campaignTitle || booking.shopName || booking.id);
  const shop = booking.shopName && booking.campaignTitle ? asText(booking.shopName) : null;
  // The personal area's answer names no shop's time zone: the default one (Europe/Lisbon).
  const zone = DEFAULT_SHOP_ZONE;
  const when = (iso: string) => `${formatDate(iso, locale, zone)}, ${formatTime(iso, zone)}`;
  const validUntil = booking.kind === 'voucher' ? voucherValidUntil(booking) : null;
  const people = booking.numberOfPeople;
  return (
    <article className="my-booking__card" aria-labelledby={`my-booking-${key}`}>
      <h3 id={`my-booking-${key}`} className="my-booking__title">
        {title}
      </h3>
      <p className="my-booking__kind">
        <KindName booking={booking} />
        {shop && <> · {shop}</>}
      </p>
      <dl className="my-booking__details">
        <dt>
          <Trans>Estado</Trans>
        </dt>
        <dd>
          <span className={`my-booking__state my-booking__state--${booking.state}`}>
            <StateName booking={booking} />
          </span>
        </dd>
        {booking.dateTime ? (
          <>
            <dt>
              <Trans>Quando</Trans>
            </dt>
            <dd>{when(booking.dateTime)}</dd>
          </>
        ) : booking.dateTimes && booking.dateTimes.length > 0 ? (
          <>
            <dt>
              <Trans>Datas sugeridas</Trans>
            </dt>
            <dd>
              <ul className="my-booking__dates">
                {booking.dateTimes.map((iso) => (
                  <li key={iso}>{when(iso)}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {people !== undefined && (
          <>
            <dt>{booking.kind === 'voucher' ? <Trans>Vouchers</Trans> : <Trans>Pessoas</Trans>}</dt>
            <dd>{people}</dd>
          </>
        )}
        {booking.amount !== undefined && (
          <>
            <dt>
              <Trans>Valor</Trans>
            </dt>
            <dd>{formatEuro(booking.amount)}</dd>
          </>
        )}
        {validUntil !== null && booking.state === 'confirmed' && (
          <>
            <dt>
              <Trans>Válido até</Trans>
            </dt>
            <dd>{formatDate(new Date(validUntil).toISOString(), locale, zone)}</dd>
          </>
        )}
        {booking.pointsEarned !== undefined && booking.pointsEarned > 0 && (
          <>
            <dt>
              <Trans>Pontos ganhos</Trans>
            </dt>
            <dd>{booking.pointsEarned}</dd>
          </>
        )}
        <dt>
          <Trans>Referência</Trans>
        </dt>
        <dd>{booking.id}</dd>
      </dl>
      <PendingPayment booking={booking} id={key} />
    </article>
  );
}

/** A payment still to make: the ATM reference to pay, or the MB WAY request's time left. */
function PendingPayment({ booking, id }: { booking: MyBooking; id: string }) {
  if (booking.state !== 'paymentPending') return null;
  const reference = atmReferenceOf(booking.payment, booking.amount ?? 0);
  if (reference) {
    return (
      <div className="notice notice--info my-booking__payment">
        <p>
          <Trans>Pague no Multibanco ou no homebanking com esta referência:</Trans>
        </p>
        <dl className="my-booking__details">
          <dt>
            <Trans>Entidade</Trans>
          </dt>
          <dd>{reference.entity}</dd>
          <dt>
            <Trans>Referência de pagamento</Trans>
          </dt>
          <dd>{reference.reference}</dd>
          <dt>
            <Trans>Montante</Trans>
          </dt>
          <dd>{formatEuro(reference.amount)}</dd>
        </dl>
      </div>
    );
  }
  const deadline = mbwayDeadlineOf(booking);
  if (deadline !== null) {
    return (
      <div className="notice notice--info my-booking__payment">
        <p>
          <Trans>Confirme o pagamento na app MB WAY do seu telemóvel.</Trans>
        </p>
        <Countdown
          deadlineMs={deadline}
          id={`mbway-${id}`}
          label={<Trans>Tempo para confirmar</Trans>}
        />
      </div>
    );
  }
  return null;
}

/** The points balance and the prizes, unused and used, each with its value. */
function Rewards() {
  const { i18n } = useLingui();
  const locale = i18n.locale as AppLocale;
  const { points, prizes } = useConnect(useMyBookingsActor(), connectMyBookings);
  const { unused, used } = prizesByUse(prizes);
  return (
    <section className="my-bookings__group" aria-labelledby="my-rewards-title">
      <h2 id="my-rewards-title">
        <Trans>Pontos e prémios</Trans>
      </h2>
      {points !== null && (
        <p className="my-rewards__points">
          <Trans>Saldo de pontos:</Trans>{' '}
          <strong>
            <Plural value={points} one="# ponto" other="# pontos" />
          </strong>
        </p>
      )}
      <h3 id="my-prizes-unused">
        <Trans>Prémios por usar</Trans>
      </h3>
      {unused.length === 0 ? (
        <p>
          <Trans>Não tem prémios por usar.</Trans>
        </p>
      ) : (
        <PrizeList prizes={unused} locale={locale} labelledBy="my-prizes-unused" />
      )}
      {used.length > 0 && (
        <>
          <h3 id="my-prizes-used">
            <Trans>Prémios usados</Trans>
          </h3>
          <PrizeList prizes={used} locale={locale} labelledBy="my-prizes-used" />
        </>
      )}
    </section>
  );
}

function PrizeList({
  prizes,
  locale,
  labelledBy,
}: {
  prizes: Prize[];
  locale: AppLocale;
  labelledBy: string;
}) {
  return (
    <ul className="my-rewards__prizes" aria-labelledby={labelledBy}>
      {prizes.map((prize) => {
        const name = asText(prize.name);
        const value = formatEuro(prize.value);
        const until = prize.expirationDate
          ? formatDate(prize.expirationDate, locale, DEFAULT_SHOP_ZONE)
          : null;
        return (
          <li key={prize.id}>
            <span className="my-rewards__name">{name}</span>{' '}
            <span className="my-rewards__value">{value}</span>
            {until && !prize.isUsed && (
              <span className="my-rewards__until">
                {' '}
                <Trans>(válido até {until})</Trans>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
