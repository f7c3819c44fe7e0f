import { StrictMode } from 'react';
import { CrashBoundary } from './components/CrashBoundary';
import { FailureReporter } from './hostFailure';
import { I18nRoot } from './i18n';
// Its code loads after the first screen; a step taken before it arrives is caught up with.
import { StepHistory } from './components/StepHistory';
import { WidgetScreen, type WidgetActor } from './screens/WidgetScreen';

/**
 * The whole widget as the page renders it: whatever stops it (a screen that throws, a chart that
 * errors, a screen whose code never arrives) shows a way on. Every failure the visitor is shown
 * with a retry, those included, is told to the host page through `onFailure` (ui/hostFailure.ts).
 * The widget that owns its page or frame (`followHistory`) makes Back and Forward its steps'.
 */
export function WidgetRoot({
  actor,
  onFailure,
  onRestart,
  followHistory = false,
}: {
  actor: WidgetActor;
  onFailure: (code: string, message?: string) => void;
  onRestart: () => void;
  followHistory?: boolean;
}) {
  return (
    <StrictMode>
      <I18nRoot>
        <FailureReporter.Provider value={onFailure}>
          <CrashBoundary onRestart={onRestart} isOutermost>
            <WidgetScreen actor={actor} onRestart={onRestart} />
          </CrashBoundary>
          {followHistory && <StepHistory />}
        </FailureReporter.Provider>
      </I18nRoot>
    </StrictMode>
  );
}
