import type { SnapshotFrom } from 'xstate';
import type { widgetMachine } from '../widget/widget.machine';
import {
  selectContact,
  selectGuest,
  selectLanguage,
  selectMyBookingsState,
  selectUser,
  selectWidgetError,
} from '../widget/widget.selectors';
import type { WidgetMachineEvent } from '../widget/widget.types';
import { selectMyBookingsActor, selectMyBookingsChartState } from './myBookings.selectors';

type Profile = Extract<WidgetMachineEvent, { type: 'user.profileChanged' }>['profile'];
type Language = Extract<WidgetMachineEvent, { type: 'language.change' }>['language'];

/**
 * The personal area's view of the widget chart (ui/screens/MyBookingsScreen.tsx and
 * ProfileSection.tsx): who is known (a user, a guest) and their contact, the bookings list's chart
 * (its code loading, running, or not arrived), and the ways on: sign in or out, the campaign, a
 * profile saved followed by the widget. Apart from `connectWidget` because it loads with the
 * personal area, not with the first screen.
 */
export function connectPersonalArea(
  snapshot: SnapshotFrom<typeof widgetMachine>,
  send: (event: WidgetMachineEvent) => void,
) {
  return {
    state: selectMyBookingsState(snapshot),
    user: selectUser(snapshot),
    guest: selectGuest(snapshot),
    contact: selectContact(snapshot),
    language: selectLanguage(snapshot),
    listState: selectMyBookingsChartState(snapshot),
    list: selectMyBookingsActor(snapshot),
    error: selectWidgetError(snapshot),
    canSignIn: snapshot.can({ type: 'user.signIn' }),
    canSignOut: snapshot.can({ type: 'user.signOut' }),
    canShowCampaign: snapshot.can({ type: 'view.show', view: 'campaign' }),
    signIn: () => send({ type: 'user.signIn' }),
    signOut: () => send({ type: 'user.signOut' }),
    showCampaign: () => send({ type: 'view.show', view: 'campaign' }),
    retry: () => send({ type: 'chart.retry' }),
    profileSaved: (profile: Profile) => send({ type: 'user.profileChanged', profile }),
    changeLanguage: (language: Language) => send({ type: 'language.change', language }),
  };
}
