import type { SnapshotFrom } from 'xstate';
import type { DefaultView } from '../rules/context';
import type { widgetMachine } from './widget.machine';

type WidgetSnapshot = SnapshotFrom<typeof widgetMachine>;

export const NAVIGABLE_VIEWS: readonly DefaultView[] = [
  'campaign',
  'services',
  'cart',
  'myBookings',
  'premium',
];

/** The view on screen, or null before the widget is ready. */
export function selectCurrentView(snapshot: WidgetSnapshot): DefaultView | null {
  for (const view of NAVIGABLE_VIEWS) if (snapshot.matches({ ready: view })) return view;
  return null;
}

/** The views the navigation offers: the current one, and those the chart would open now. */
export function selectNavigableViews(snapshot: WidgetSnapshot): DefaultView[] {
  const current = selectCurrentView(snapshot);
  return NAVIGABLE_VIEWS.filter(
    (view) => view === current || snapshot.can({ type: 'view.show', view }),
  );
}

export const selectLanguage = (snapshot: WidgetSnapshot) => snapshot.context.context.language;
export const selectCanClose = (snapshot: WidgetSnapshot) => snapshot.can({ type: 'widget.close' });
export const selectEntity = (snapshot: WidgetSnapshot) => snapshot.context.entity;
export const selectWidgetError = (snapshot: WidgetSnapshot) => snapshot.context.error;
export const selectFlow = (snapshot: WidgetSnapshot) => snapshot.context.flow;
export const selectCampaignActor = (snapshot: WidgetSnapshot) => snapshot.children.campaign;
