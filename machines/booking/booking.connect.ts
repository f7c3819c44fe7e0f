import {
  selectAuthActor,
  selectBookingError,
  selectBookingErrorDetail,
  selectBookingSummary,
  selectContactActor,
  selectPrizeChoice,
  selectQrCode,
  selectReservation,
  selectRewards,
  selectScheduleActor,
  selectShareActor,
  selectStep,
  selectUnconfirmed,
  type BookingSnapshot,
} from './booking.selectors';
import type { BookingEvent } from './booking.types';

/**
 * The booking screens' view (ui/screens/booking/: the booking's frame, the review and its prize,
 * the outcome): the step the chart is in, what it shows at each, the steps that are charts of
 * their own (date, sign-in, contact, share), which ways on the chart takes now, and the commands.
 * The same for the four booking charts (they share their steps and events).
 */
export function connectBooking(snapshot: BookingSnapshot, send: (event: BookingEvent) => void) {
  const prizeChoice = selectPrizeChoice(snapshot);
  return {
    step: selectStep(snapshot),
    summary: selectBookingSummary(snapshot),
    unconfirmed: selectUnconfirmed(snapshot),
    confirming: snapshot.matches('confirming'),
    error: selectBookingError(snapshot),
    errorDetail: selectBookingErrorDetail(snapshot),
    prizeChoice,
    /** The prize the booking was made with (the success keeps it: it was used). */
    prizeUsed: prizeChoice.chosen,
    reservation: selectReservation(snapshot),
    rewards: selectRewards(snapshot),
    qr: selectQrCode(snapshot),
    schedule: selectScheduleActor(snapshot),
    auth: selectAuthActor(snapshot),
    contact: selectContactActor(snapshot),
    share: selectShareActor(snapshot),
    canGoBack: snapshot.can({ type: 'booking.back' }),
    canExit: snapshot.can({ type: 'booking.exit' }),
    canConfirm: snapshot.can({ type: 'booking.confirm' }),
    canRetry: snapshot.can({ type: 'booking.retry' }),
    canCheck: snapshot.can({ type: 'booking.check' }),
    canChangeDate: snapshot.can({ type: 'choice.edit' }),
    canChangeContact: snapshot.can({ type: 'contact.edit' }),
    back: () => send({ type: 'booking.back' }),
    exit: () => send({ type: 'booking.exit' }),
    confirm: () => send({ type: 'booking.confirm' }),
    retry: () => send({ type: 'booking.retry' }),
    check: () => send({ type: 'booking.check' }),
    finish: () => send({ type: 'booking.finish' }),
    changeDate: () => send({ type: 'choice.edit' }),
    changeContact: () => send({ type: 'contact.edit' }),
    changeSms: (receiveSms: boolean) => send({ type: 'sms.change', receiveSms }),
    selectPrize: (prizeId: number | null) => send({ type: 'prize.select', prizeId }),
  };
}

export type BookingView = ReturnType<typeof connectBooking>;
