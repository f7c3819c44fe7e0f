import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { watchStepsBefore } from '../stepsBefore';

/**
 * The browser's Back and Forward through the widget's steps (ui/stepHistory.ts), for the widget
 * that owns its page or its frame: the elements it watches are its container's, and where a step
 * has no way back it says so here. The history's code is loaded once the widget is drawn, not
 * with the first screen; what the visitor does meanwhile is noted (ui/stepsBefore.ts) and caught
 * up with when it arrives, so a step taken before has its entry too.
 */
export function StepHistory() {
  const notice = useRef<HTMLParagraphElement>(null);
  const [noWayBack, setNoWayBack] = useState(false);
  useEffect(() => {
    const root = notice.current?.parentElement;
    if (!root) return;
    const early = watchStepsBefore(root);
    let stop = early.stop;
    let stopped = false;
    import('../stepHistory').then(
      ({ followStepsInHistory }) => {
        early.stop();
        if (stopped) return;
        stop = followStepsInHistory(
          root,
          { sayNoWayBack: () => setNoWayBack(true), onStep: () => setNoWayBack(false) },
          window,
          early.before,
        );
      },
      // Without its code the page's history stays as the browser keeps it.
      early.stop,
    );
    return () => {
      stopped = true;
      stop();
    };
  }, []);
  return (
    <p ref={notice} role="status" className="step-history">
      {noWayBack && (
        <Trans>
          Não é possível voltar atrás neste passo. Nada foi cancelado: use os botões do ecrã para
          continuar.
        </Trans>
      )}
    </p>
  );
}
