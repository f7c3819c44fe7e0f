import type { WidgetEventName, WidgetEvents } from './parent/protocol';

/**
 * What the host page hears of a purchase (the payment events of api/parent/protocol.ts), told
 * from the one place it happens (the payment chart's `notifyHost`), not relayed chart to chart.
 * The shell points it at the parent bridge; without a parent (or in tests) nobody is told.
 */
export type HostNotice = {
  [K in WidgetEventName]: { name: K; detail: WidgetEvents[K] };
}[WidgetEventName];

let tell: (notice: HostNotice) => void = () => undefined;

/** Set by the shell: the parent bridge's `notify`. */
export function configureHostNotices(next: (notice: HostNotice) => void): void {
  tell = next;
}

export function tellHostPage(notice: HostNotice): void {
  tell(notice);
}
