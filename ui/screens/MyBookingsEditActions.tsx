import { Trans, useLingui } from '@lingui/react/macro';
import { connectMyBookings } from '../../machines/myBookings/myBookings.connect';
import type { MyBooking } from '../../machines/rules/myBookings';
import { useConnect } from '../connect';
import { useMyBookingsActor } from './myBookingsContext';

/**
 * A listed reservation's ways to change it (date, time, people) and to cancel it, each offered
 * only where the list's chart allows that edit of it (the middleware's canChange / canCancel,
 * still to come). Each button names the reservation for a screen reader.
 */
export function MyBookingEditActions({ booking }: { booking: MyBooking }) {
  const { edits, edit: editBooking } = useConnect(useMyBookingsActor(), connectMyBookings);
  const canChange = edits[booking.id]?.change === true;
  const canCancel = edits[booking.id]?.cancel === true;
  const { t } = useLingui();
  if (!canChange && !canCancel) return null;
  // An attribute's text: React writes it as text, never as markup.
  const title = booking.campaignTitle || booking.id;
  const edit = (intent: 'change' | 'cancel') => editBooking(booking.id, intent);
  return (
    <div className="my-booking__actions">
      {canChange && (
        <button
          type="button"
          className="button button--secondary"
          aria-label={t`Alterar a reserva ${title}`}
          onClick={() => edit('change')}
        >
          <Trans>Alterar</Trans>
        </button>
      )}
      {canCancel && (
        <button
          type="button"
          className="button button--link"
          aria-label={t`Cancelar a reserva ${title}`}
          onClick={() => edit('cancel')}
        >
          <Trans>Cancelar</Trans>
        </button>
      )}
    </div>
  );
}
