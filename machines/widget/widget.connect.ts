import type { SnapshotFrom } from 'xstate';
import type { DefaultView } from '../rules/context';
import type { widgetMachine } from './widget.machine';
import {
  selectAuthActor,
  selectCampaignActor,
  selectCanClose,
  selectCartViewState,
  selectChosenService,
  selectCurrentView,
  selectEntity,
  selectHostLinks,
  selectIsSigningInExternally,
  selectLanguage,
  selectMyBookingsState,
  selectNavigableViews,
  selectPremiumActor,
  selectPremiumState,
  selectResumeActor,
  selectResumeState,
  selectServiceBookingActor,
  selectServicesActor,
  selectServicesState,
  selectWholeCartActor,
  selectWholeCartState,
  selectWidgetError,
  selectWidgetOrderActor,
} from './widget.selectors';
import type { WidgetMachineEvent } from './widget.types';

/**
 * The widget's view (ui/screens/WidgetScreen.tsx and WidgetViews.tsx): the entity's lookup, what
 * is being settled first, the view on screen and the navigation, and where each view besides the
 * campaign is (its chart's code loading, running, or not arrived) with the chart it runs; the
 * ways on, one command each.
 */
export function connectWidget(
  snapshot: SnapshotFrom<typeof widgetMachine>,
  send: (event: WidgetMachineEvent) => void,
) {
  return {
    isSigningIn: selectIsSigningInExternally(snapshot),
    isLoading: snapshot.matches('loadingEntity'),
    hasFailed: snapshot.matches('entityFailed'),
    error: selectWidgetError(snapshot),
    entity: selectEntity(snapshot),
    hostLinks: selectHostLinks(snapshot),
    view: selectCurrentView(snapshot),
    views: selectNavigableViews(snapshot),
    language: selectLanguage(snapshot),
    canClose: selectCanClose(snapshot),
    canShowMyBookings: snapshot.can({ type: 'view.show', view: 'myBookings' }),
    resumeState: selectResumeState(snapshot),
    resume: selectResumeActor(snapshot),
    campaign: selectCampaignActor(snapshot),
    myBookingsState: selectMyBookingsState(snapshot),
    auth: selectAuthActor(snapshot),
    cartViewState: selectCartViewState(snapshot),
    wholeCartState: selectWholeCartState(snapshot),
    wholeCart: selectWholeCartActor(snapshot),
    order: selectWidgetOrderActor(snapshot),
    premiumState: selectPremiumState(snapshot),
    premium: selectPremiumActor(snapshot),
    servicesState: selectServicesState(snapshot),
    services: selectServicesActor(snapshot),
    serviceBooking: selectServiceBookingActor(snapshot),
    chosenService: selectChosenService(snapshot),
    retryEntity: () => send({ type: 'entity.retry' }),
    retryChart: () => send({ type: 'chart.retry' }),
    show: (view: DefaultView) => send({ type: 'view.show', view }),
    showMyBookings: () => send({ type: 'view.show', view: 'myBookings' }),
    changeLanguage: (language: string) => send({ type: 'language.change', language }),
    close: () => send({ type: 'widget.close' }),
    backToServices: () => send({ type: 'services.back' }),
  };
}
