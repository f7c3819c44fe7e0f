import { useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { connectBooking } from '../../../machines/booking/booking.connect';
import type { BookingActor } from '../../../machines/booking/booking.selectors';
import { ErrorNotice } from '../../components/ErrorNotice';
import { StepArea } from '../../components/StepArea';
import { useConnect } from '../../connect';
import { AuthScreen } from '../auth/AuthScreen';
import { ScheduleScreen } from '../ScheduleScreen';
import { ContactStep } from './ContactStep';
import { ReviewStep } from './ReviewStep';
import { SuccessStep } from './SuccessStep';
import '../../components/booking.css';
import '../auth/auth.css';
import './booking.css';
import { BookingProvider, useBookingActor } from './bookingContext';

/**
 * A booking (machines/booking/: one chart per campaign type, the same steps): the date choice,
 * sign-in, contact, review, the call and its outcome. It shows the step the chart is in; each
 * step that is a chart of its own (date, sign-in, contact, share) shows that chart's screen.
 * Loaded with the first booking, never with the first screen.
 */
export function BookingScreen({ actor }: { actor: BookingActor }) {
  const { step, summary, canGoBack, canExit, back, exit } = useConnect(actor, connectBooking);
  const heading = useRef<HTMLHeadingElement>(null);
  const title = summary.title;
  // Confirming is the review, still on screen: the focus stays on its button.
  const shown = step === 'confirming' ? 'reviewing' : step;

  return (
    <BookingProvider actor={actor}>
      <section className="screen booking" aria-labelledby="booking-title">
        <h1 id="booking-title" ref={heading} tabIndex={-1} className="booking__title">
          {title}
          <span className="booking__shop">{summary.shopName}</span>
        </h1>
        <StepArea step={shown} focusOnOpen screenHeading={heading}>
          <Step />
        </StepArea>
        {(canGoBack || canExit) && (
          <button
            data-step-back
            type="button"
            className="button button--link"
            onClick={canGoBack ? back : exit}
          >
            {canGoBack ? (
              <Trans>Voltar</Trans>
            ) : summary.of === 'service' ? (
              <Trans>Voltar aos serviços</Trans>
            ) : (
              <Trans>Voltar à campanha</Trans>
            )}
          </button>
        )}
      </section>
    </BookingProvider>
  );
}

function Step() {
  const { step, schedule, auth, contact, error, errorDetail, canRetry, retry } = useConnect(
    useBookingActor(),
    connectBooking,
  );
  switch (step) {
    case 'choosing':
      return schedule ? <ScheduleScreen actor={schedule} /> : null;
    case 'identifying':
      return auth ? <AuthScreen actor={auth} /> : null;
    case 'describing':
      return contact ? <ContactStep actor={contact} /> : null;
    case 'reviewing':
    case 'confirming':
      return <ReviewStep />;
    case 'unconfirmed':
      return <UnconfirmedStep />;
    case 'failed':
      return (
        <section className="booking__step" aria-labelledby="failed-title">
          <h2 id="failed-title">
            <Trans>A reserva não foi feita</Trans>
          </h2>
          <ErrorNotice
            code={error ?? 'generic'}
            detail={errorDetail}
            onRetry={canRetry ? retry : undefined}
          />
        </section>
      );
    case 'confirmed':
    case 'pendingConfirmation':
    case 'suggestionsSent':
    case 'couponIssued':
      return <SuccessStep step={step} />;
    case 'closed':
      return null;
  }
}

/** For lazyScreen(() => import(...)). */
export default BookingScreen;

/**
 * The booking's answer was lost, late or unreadable: never "not made". A signed-in visitor's is
 * looked up; a lookup without an answer may be asked again; where there is no lookup (a guest),
 * the screen says so and where the confirmation arrives. No second booking is sent from here.
 */
function UnconfirmedStep() {
  const { unconfirmed, canCheck, canGoBack, check, back } = useConnect(
    useBookingActor(),
    connectBooking,
  );
  if (unconfirmed === 'lookingUp') {
    return (
      <section className="booking__step" aria-labelledby="unconfirmed-title" aria-busy="true">
        <h2 id="unconfirmed-title">
          <Trans>A confirmar a reserva</Trans>
        </h2>
        <p className="loading" role="status">
          <Trans>Não recebemos a resposta ao pedido de reserva. A verificar se foi feita…</Trans>
        </p>
      </section>
    );
  }
  return (
    <section className="booking__step" aria-labelledby="unconfirmed-title">
      <h2 id="unconfirmed-title">
        <Trans>Não conseguimos confirmar a reserva</Trans>
      </h2>
      <p>
        {unconfirmed === 'noLookup' ? (
          <Trans>
            Não recebemos a resposta ao pedido de reserva e não temos forma de confirmar se foi
            feita. Se foi, recebe a confirmação por email.
          </Trans>
        ) : (
          <Trans>
            Não recebemos a resposta ao pedido de reserva e ainda não conseguimos confirmar se foi
            feita.
          </Trans>
        )}
      </p>
      <p className="notice notice--info">
        <Trans>Antes de reservar outra vez, veja no seu email se a reserva foi feita.</Trans>
      </p>
      <div className="booking__actions">
        {canCheck && (
          <button type="button" className="button" onClick={check}>
            <Trans>Verificar outra vez</Trans>
          </button>
        )}
        {canGoBack && (
          <button data-step-back type="button" className="button button--secondary" onClick={back}>
            <Trans>Voltar ao resumo</Trans>
          </button>
        )}
      </div>
    </section>
  );
}
