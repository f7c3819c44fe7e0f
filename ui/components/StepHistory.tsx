import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { followStepsInHistory } from '../stepHistory';

/**
 * The browser's Back and Forward through the widget's steps (ui/stepHistory.ts), for the widget
 * that owns its page or its frame: the elements it watches are its container's, and where a step
 * has no way back it says so here.
 */
export function StepHistory() {
  const notice = useRef<HTMLParagraphElement>(null);
  const [noWayBack, setNoWayBack] = useState(false);
  useEffect(() => {
    const root = notice.current?.parentElement;
    if (!root) return;
    return followStepsInHistory(root, {
      sayNoWayBack: () => setNoWayBack(true),
      onStep: () => setNoWayBack(false),
    });
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
