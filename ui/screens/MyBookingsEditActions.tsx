import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { MyBookingsActor } from '../../machines/myBookings/load';
import { canEditBooking } from '../../machines/myBookings/myBookings.selectors';
import type { MyBooking } from '../../machines/rules/myBookings';

/**
 * A listed reservation's ways to change it (date, time, people) and to cancel it, each offered
 * only where the list's chart allows that edit of it (the middleware's canChange / canCancel,
 * still to come). Each button names the reservation for a screen reader.
 */
export function MyBookingEditActions({
  actor,
  booking,
}: {
  actor: MyBookingsActor;
  booking: MyBooking;
}) {
  const canChange = useSelector(actor, (snapshot) =>
    canEditBooking(snapshot, booking.id, 'change'),
  );
  const canCancel = useSelector(actor, (snapshot) =>
    canEditBooking(snapshot, booking.id, 'cancel'),
  );
  const { t } = useLingui();
  if (!canChange && !canCancel) return null;
  // An attribute's text: React writes it as text, never as markup.
  const title = booking.campaignTitle || booking.id;
  const edit = (intent: 'change' | 'cancel') =>
    actor.send({ type: 'myBookings.edit', bookingId: booking.id, intent });
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
