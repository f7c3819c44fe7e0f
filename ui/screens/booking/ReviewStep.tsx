import { Trans } from '@lingui/react/macro';
import { connectBooking } from '../../../machines/booking/booking.connect';
import { BookingDetails } from './BookingParts';
import { PrizeChoice } from './PrizeChoice';
import { asText } from '../../asText';
import { useConnect } from '../../connect';
import { useBookingActor } from './bookingContext';

/**
 * The summary before confirming (and while confirming): what, when, for how many, the price
 * (smart for a premium member), the contact, the finishing note, the points balance and a prize,
 * the "receive SMS" choice. The
 * confirm button stays where it is while the booking is sent, so a second click lands on it and
 * the chart, which takes no second confirm, ignores it.
 */
export function ReviewStep() {
  const {
    summary,
    confirming: busy,
    canConfirm,
    canChangeDate,
    canChangeContact,
    changeSms,
    confirm,
    changeDate,
    changeContact,
  } = useConnect(useBookingActor(), connectBooking);
  const hasPhone = Boolean(summary.contact.phone);
  const phone = asText(hasPhone ? `${summary.contact.prefix} ${summary.contact.phone}` : '');
  return (
    <section className="booking__step" aria-labelledby="review-title" aria-busy={busy || undefined}>
      <h2 id="review-title">
        <Trans>Confirme os dados</Trans>
      </h2>
      <BookingDetails summary={summary} />
      {summary.reservationType === 'smart' && (
        <p className="notice notice--info">
          <Trans>Como membro Premium, esta é uma reserva smart, com o preço Premium.</Trans>
        </p>
      )}
      {summary.finishingNote && <p className="campaign__note">{summary.finishingNote}</p>}
      <PrizeChoice />
      <div className="field field--checkbox">
        <input
          id="booking-sms"
          type="checkbox"
          checked={summary.receiveSms}
          disabled={!hasPhone}
          onChange={(event) => changeSms(event.target.checked)}
        />
        <label htmlFor="booking-sms">
          <Trans>Receber também a confirmação por SMS ({phone})</Trans>
        </label>
      </div>
      <p className="visually-hidden" role="status">
        {busy ? <Trans>A enviar a reserva…</Trans> : ''}
      </p>
      <div className="booking__actions">
        <button
          type="button"
          className="button"
          aria-disabled={!canConfirm || undefined}
          onClick={confirm}
        >
          {busy ? <Trans>A confirmar…</Trans> : <Trans>Confirmar</Trans>}
        </button>
        {canChangeDate && (
          <button type="button" className="button button--secondary" onClick={changeDate}>
            <Trans>Alterar data</Trans>
          </button>
        )}
        {canChangeContact && (
          <button type="button" className="button button--secondary" onClick={changeContact}>
            <Trans>Alterar contactos</Trans>
          </button>
        )}
      </div>
    </section>
  );
}
