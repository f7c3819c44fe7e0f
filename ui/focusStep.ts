import { useEffect, useRef, type RefObject } from 'react';
import { focusHeading } from './focus';

// Apart from ./focus.ts: only the purchases' screens, loaded with them, have steps.

/**
 * The area of a purchase's steps: when `step` changes, the new step's h2 takes the focus, so
 * keyboard and screen reader users start at what changed. The step first shown keeps the page's
 * focus (the screen or the navigation placed it).
 */
export function useFocusStepOnChange(step: string): RefObject<HTMLDivElement | null> {
  const area = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    focusHeading(area.current?.querySelector<HTMLElement>('h2'));
  }, [step]);
  return area;
}
