import { StrictMode, useCallback, useRef } from 'react';
import { CrashBoundary } from './components/CrashBoundary';
import { I18nRoot } from './i18n';
import { WidgetScreen, type WidgetActor } from './screens/WidgetScreen';

/**
 * The whole widget as the page renders it: whatever stops it (a screen that throws, a chart that
 * errors, a screen whose code never arrives) shows a way on, and `onCrash` tells the host page,
 * once however many parts stopped.
 */
export function WidgetRoot({
  actor,
  onCrash,
  onRestart,
}: {
  actor: WidgetActor;
  onCrash: (error: unknown) => void;
  onRestart: () => void;
}) {
  const reported = useRef(false);
  const reportOnce = useCallback(
    (error: unknown) => {
      if (!reported.current) onCrash(error);
      reported.current = true;
    },
    [onCrash],
  );
  return (
    <StrictMode>
      <I18nRoot>
        <CrashBoundary onCrash={reportOnce} onRestart={onRestart} isOutermost>
          <WidgetScreen actor={actor} onCrash={reportOnce} onRestart={onRestart} />
        </CrashBoundary>
      </I18nRoot>
    </StrictMode>
  );
}
