import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { authMachine } from '../auth/auth.machine';
import { shopZone } from '../rules/timeZone';
import type { editBookingMachine } from './editBooking.machine';
import { changeOf } from './editBooking.machine';

/**
 * The edit screen's model (ui/screens/EditBookingScreen.tsx): pure functions of the edit chart's
 * snapshot.
 */

export type EditBookingActor = ActorRefFrom<typeof editBookingMachine>;
export type EditBookingSnapshot = SnapshotFrom<typeof editBookingMachine>;

/** Every state of the chart but the passing ones (starting, resuming) and the end. */
export type EditStep =
  | 'loadingCampaign'
  | 'campaignFailed'
  | 'choosing'
  | 'reviewing'
  | 'saving'
  | 'saveFailed'
  | 'saved'
  | 'confirmingCancel'
  | 'cancelling'
  | 'cancelFailed'
  | 'cancelled'
  | 'sessionEnded'
  | 'signingIn';

const STEPS: readonly EditStep[] = [
  'loadingCampaign',
  'campaignFailed',
  'choosing',
  'reviewing',
  'saving',
  'saveFailed',
  'saved',
  'confirmingCancel',
  'cancelling',
  'cancelFailed',
  'cancelled',
  'sessionEnded',
  'signingIn',
];

export function selectEditStep(snapshot: EditBookingSnapshot): EditStep | null {
  return STEPS.find((step) => snapshot.matches(step)) ?? null;
}

export const selectEditBooking = (snapshot: EditBookingSnapshot) => snapshot.context.booking;
export const selectEditIntent = (snapshot: EditBookingSnapshot) => snapshot.context.intent;
export const selectEditError = (snapshot: EditBookingSnapshot) => snapshot.context.error;
export const selectEditResult = (snapshot: EditBookingSnapshot) => snapshot.context.result;

/** The new slot and people asked for, once chosen. */
export const selectEditChange = (snapshot: EditBookingSnapshot) => changeOf(snapshot.context);

/** The shop's time zone the dates are shown in (the campaign's shop, else the default). */
export const selectEditZone = (snapshot: EditBookingSnapshot) =>
  shopZone(snapshot.context.campaign?.shop);

/** "Confirmar alteração" is offered: the choice asks for something new. */
export const selectCanConfirm = (snapshot: EditBookingSnapshot) =>
  snapshot.can({ type: 'edit.confirm' });

export const selectScheduleActor = (snapshot: EditBookingSnapshot) => snapshot.children.schedule;

export const selectAuthActor = (snapshot: EditBookingSnapshot) =>
  snapshot.children.auth as ActorRefFrom<typeof authMachine> | undefined;
