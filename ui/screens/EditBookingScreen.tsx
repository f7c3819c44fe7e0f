import { useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { connectEditBooking } from '../../machines/editBooking/editBooking.connect';
import type { EditBookingActor } from '../../machines/editBooking/editBooking.selectors';
import { formatDate, formatTime } from '../../machines/rules/dateFormat';
import type { AppLocale } from '../../machines/rules/language';
import { asText } from '../asText';
import { useConnect } from '../connect';
import { createFlowContext } from '../flowContext';
import { ErrorNotice } from '../components/ErrorNotice';
import { HeadingLevelContext } from '../components/StepHeading';
import { focusHeading } from '../focus';
import { AuthScreen } from './auth/AuthScreen';
import { ScheduleScreen } from './ScheduleScreen';
import './myBookings.css';

const [EditBookingProvider, useEditBookingActor] =
  createFlowContext<EditBookingActor>('booking edit');

/**
 * Changing or cancelling one reservation (machines/editBooking): what it shows follows the
 * state the chart is in. The schedule is the booking's own screen; the review shows the
 * reservation before and after; every failure its message and a way on; a session ended, a new
 * sign-in with the edit kept. Each new step's heading takes the focus.
 */
export function EditBookingScreen({ actor }: { actor: EditBookingActor }) {
  const { step, booking, exit } = useConnect(actor, connectEditBooking);
  const title = asText(booking.campaignTitle || booking.id);
  const area = useRef<HTMLElement>(null);
  // Each step's own heading takes the focus (the button that led here is gone), else the edit's.
  // While a call is under way the focus stays on the button that sent it.
  useEffect(() => {
    if (step === 'signingIn' || step === 'saving' || step === 'cancelling') return;
    const root = area.current;
    const own =
      step !== 'choosing'
        ? root?.querySelector<HTMLElement>(':scope > h3, :scope > .notice > h3')
        : null;
    focusHeading(own ?? root?.querySelector<HTMLElement>('#edit-booking-title'));
  }, [step]);
  return (
    <EditBookingProvider actor={actor}>
      <section
        className="my-bookings__group edit-booking"
        aria-labelledby="edit-booking-title"
        ref={area}
      >
        <h2 id="edit-booking-title">
          {step === 'confirmingCancel' ||
          step === 'cancelling' ||
          step === 'cancelFailed' ||
          step === 'cancelled' ? (
            <Trans>Cancelar reserva: {title}</Trans>
          ) : (
            <Trans>Alterar reserva: {title}</Trans>
          )}
        </h2>
        <HeadingLevelContext.Provider value={2}>
          <Step />
        </HeadingLevelContext.Provider>
        {step !== 'saved' && step !== 'cancelled' && (
          <button data-step-back type="button" className="button button--link" onClick={exit}>
            <Trans>Voltar às minhas reservas</Trans>
          </button>
        )}
      </section>
    </EditBookingProvider>
  );
}

function useLocale(): AppLocale {
  const { i18n } = useLingui();
  return i18n.locale as AppLocale;
}

/** A date-time and a party size, as the list shows them. */
function When({
  iso,
  people,
  zone,
}: {
  iso: string | undefined;
  people: number | undefined;
  zone: string;
}) {
  const locale = useLocale();
  return (
    <>
      {iso ? `${formatDate(iso, locale, zone)}, ${formatTime(iso, zone)}` : '—'}
      {people !== undefined && (
        <>
          {' · '}
          <Plural value={people} one="# pessoa" other="# pessoas" />
        </>
      )}
    </>
  );
}

function Details({ children }: { children: ReactNode }) {
  return <dl className="my-booking__details">{children}</dl>;
}

function Step() {
  const {
    step,
    booking,
    change,
    result,
    error,
    zone,
    canConfirm,
    schedule,
    auth,
    confirm,
    back,
    retry,
    exit,
    signIn,
  } = useConnect(useEditBookingActor(), connectEditBooking);
  const now = (
    <>
      <dt>
        <Trans>Reserva atual</Trans>
      </dt>
      <dd>
        <When iso={booking.dateTime} people={booking.numberOfPeople} zone={zone} />
      </dd>
    </>
  );

  switch (step) {
    case 'loadingCampaign':
      return (
        <p className="loading" role="status">
          <Trans>A carregar as datas da campanha…</Trans>
        </p>
      );
    case 'campaignFailed':
    case 'saveFailed':
    case 'cancelFailed':
      return (
        <>
          <ErrorNotice code={error ?? 'generic'} onRetry={retry} />
          {step === 'saveFailed' && (
            <button type="button" className="button button--secondary" onClick={back}>
              <Trans>Escolher outra data</Trans>
            </button>
          )}
        </>
      );
    case 'choosing':
      return (
        <>
          <Details>{now}</Details>
          {schedule && <ScheduleScreen actor={schedule} />}
        </>
      );
    case 'reviewing':
    case 'saving':
      return (
        <>
          <h3>
            <Trans>Confirme a alteração</Trans>
          </h3>
          <Details>
            {now}
            <dt>
              <Trans>Nova reserva</Trans>
            </dt>
            <dd>
              <When iso={change?.date} people={change?.numberOfPeople} zone={zone} />
            </dd>
          </Details>
          {step === 'saving' ? (
            <p className="loading" role="status">
              <Trans>A guardar a alteração…</Trans>
            </p>
          ) : !canConfirm ? (
            <p className="notice notice--info" role="status">
              <Trans>Escolheu a mesma data, hora e número de pessoas: não há nada a alterar.</Trans>
            </p>
          ) : null}
          <button
            type="button"
            className="button"
            aria-disabled={step === 'saving' || !canConfirm || undefined}
            onClick={confirm}
          >
            <Trans>Confirmar alteração</Trans>
          </button>
          {step === 'reviewing' && (
            <button type="button" className="button button--secondary" onClick={back}>
              <Trans>Alterar a escolha</Trans>
            </button>
          )}
        </>
      );
    case 'saved':
      return (
        <>
          <div className="notice notice--success" role="status">
            <h3>
              <Trans>Reserva alterada</Trans>
            </h3>
            <Details>
              <dt>
                <Trans>Nova reserva</Trans>
              </dt>
              <dd>
                <When iso={result?.dateTime} people={result?.numberOfPeople} zone={zone} />
              </dd>
            </Details>
          </div>
          <button data-step-back type="button" className="button" onClick={exit}>
            <Trans>Voltar às minhas reservas</Trans>
          </button>
        </>
      );
    case 'confirmingCancel':
    case 'cancelling':
      return (
        <>
          <h3>
            <Trans>Quer mesmo cancelar esta reserva?</Trans>
          </h3>
          <Details>{now}</Details>
          {step === 'cancelling' && (
            <p className="loading" role="status">
              <Trans>A cancelar a reserva…</Trans>
            </p>
          )}
          <button
            type="button"
            className="button"
            aria-disabled={step === 'cancelling' || undefined}
            onClick={confirm}
          >
            <Trans>Sim, cancelar a reserva</Trans>
          </button>
        </>
      );
    case 'cancelled':
      return (
        <>
          <div className="notice notice--success" role="status">
            <h3>
              <Trans>Reserva cancelada</Trans>
            </h3>
            <p>
              <Trans>Os lugares ficaram livres para outras pessoas.</Trans>
            </p>
          </div>
          <button data-step-back type="button" className="button" onClick={exit}>
            <Trans>Voltar às minhas reservas</Trans>
          </button>
        </>
      );
    case 'sessionEnded':
      return (
        <div className="notice notice--error" role="alert">
          <p>
            <Trans>
              A sua sessão terminou. Inicie sessão de novo para continuar: o que escolheu fica
              guardado.
            </Trans>
          </p>
          <button type="button" className="button" onClick={signIn}>
            <Trans>Iniciar sessão de novo</Trans>
          </button>
        </div>
      );
    case 'signingIn':
      return auth ? <AuthScreen actor={auth} /> : null;
    case null:
      return null;
  }
}

export default EditBookingScreen;
