import { useEffect, useRef, type RefObject } from 'react';
import { focusHeading } from './focus';

// Apart from ./focus.ts: only the purchases' screens, loaded with them, have steps.

/**
 * The area of a purchase's steps: when `step` changes, the new step's h2 takes the focus (else
 * `screenHeading`, where given), so keyboard and screen reader users start at what changed. The
 * step first shown keeps the page's focus (the screen or the navigation placed it), unless
 * `focusOnOpen` (the screen took the place of the button that opened it).
 */
export function useFocusStepOnChange(
  step: string,
  {
    focusOnOpen = false,
    screenHeading,
  }: { focusOnOpen?: boolean; screenHeading?: RefObject<HTMLElement | null> } = {},
): RefObject<HTMLDivElement | null> {
  const area = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(focusOnOpen ? null : step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    focusHeading(area.current?.querySelector<HTMLElement>('h2') ?? screenHeading?.current);
  }, [step, screenHeading]);
  return area;
}
