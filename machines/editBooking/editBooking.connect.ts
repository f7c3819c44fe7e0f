import type { EditBookingEvent } from './editBooking.machine';
import {
  selectAuthActor,
  selectCanConfirm,
  selectEditBooking,
  selectEditChange,
  selectEditError,
  selectEditResult,
  selectEditStep,
  selectEditZone,
  selectScheduleActor,
  type EditBookingSnapshot,
} from './editBooking.selectors';

/**
 * The edit screen's view (ui/screens/EditBookingScreen.tsx): the step the edit is at, the
 * reservation as it is and as asked, the answer, and the charts of its own steps (the schedule,
 * a new sign-in); then the ways on.
 */
export function connectEditBooking(
  snapshot: EditBookingSnapshot,
  send: (event: EditBookingEvent) => void,
) {
  return {
    step: selectEditStep(snapshot),
    booking: selectEditBooking(snapshot),
    change: selectEditChange(snapshot),
    result: selectEditResult(snapshot),
    error: selectEditError(snapshot),
    zone: selectEditZone(snapshot),
    canConfirm: selectCanConfirm(snapshot),
    schedule: selectScheduleActor(snapshot),
    auth: selectAuthActor(snapshot),
    confirm: () => send({ type: 'edit.confirm' }),
    back: () => send({ type: 'edit.back' }),
    retry: () => send({ type: 'edit.retry' }),
    exit: () => send({ type: 'edit.exit' }),
    signIn: () => send({ type: 'edit.signIn' }),
  };
}
