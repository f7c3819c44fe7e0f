import { Suspense, type ReactNode, type RefObject } from 'react';
import { Trans } from '@lingui/react/macro';
import { useFocusStepOnChange } from '../focusStep';
import { HeadingLevelContext } from './StepHeading';

/**
 * Where a booking or a purchase shows its current step, under the screen's h1: a step with a page
 * of its own elsewhere (sign-in) is a section of this one here, its heading an h2. When `step`
 * changes, the new step's h2 takes the focus (the screen's heading, where the step has none yet);
 * with `focusOnOpen` the step first shown takes it too, else it keeps the page's focus. A step
 * whose code is still on its way waits here, under the screen's heading.
 */
export function StepArea({
  step,
  focusOnOpen = false,
  screenHeading,
  children,
}: {
  step: string;
  focusOnOpen?: boolean;
  screenHeading?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const area = useFocusStepOnChange(step, { focusOnOpen, screenHeading });
  return (
    <Suspense
      fallback={
        <p className="loading" role="status">
          <Trans>A carregar…</Trans>
        </p>
      }
    >
      <div ref={area} className="booking__step-area">
        <HeadingLevelContext.Provider value={2}>{children}</HeadingLevelContext.Provider>
      </div>
    </Suspense>
  );
}
