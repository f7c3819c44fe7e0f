import { useEffect, useRef, type RefObject } from 'react';

/** Makes a heading focusable by script (not by Tab) and moves the focus to it. */
export function focusHeading(heading: HTMLElement | null | undefined): void {
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/**
 * Focuses the heading `pick` finds in `root` now, or as soon as one is shown (a view still
 * loading its code or its list), unless the visitor has put the focus somewhere else meanwhile
 * (outside `root`, or anywhere when `onlyFromBody`). Returns what stops the watch.
 */
function focusHeadingWhenShown(
  root: HTMLElement,
  pick: (root: HTMLElement) => HTMLElement | null,
  onlyFromBody = false,
): () => void {
  const focusWhenShown = () => {
    const active = document.activeElement;
    const elsewhere =
      active && active !== document.body && (onlyFromBody || !root.contains(active));
    if (elsewhere) return true;
    const heading = pick(root);
    if (heading) focusHeading(heading);
    return heading !== null;
  };
  if (focusWhenShown()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusWhenShown()) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Focus never drops to the page's body. When the element that had the focus leaves the page
 * (its screen replaced by the next one), the focus goes to the deepest heading shown in `area`:
 * the new step's, else the screen's (once shown, if the next screen is still loading). A click on
 * blank space does not move it.
 */
export function useFocusNeverLost(area: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let stopWatch = () => {};
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target;
      if (!(left instanceof HTMLElement) || !area.current?.contains(left)) return;
      requestAnimationFrame(() => {
        const active = document.activeElement;
        const root = area.current;
        if (left.isConnected || (active && active !== document.body) || !root) return;
        stopWatch();
        stopWatch = focusHeadingWhenShown(
          root,
          (shown) => shown.querySelector<HTMLElement>('h2') ?? shown.querySelector('h1'),
          true,
        );
      });
    };
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusout', onFocusOut);
      stopWatch();
    };
  }, [area]);
}

/**
 * When `key` changes after the first render (the visitor moved to another view), the view's
 * first heading in `area` takes the focus (as soon as it is shown, if the view is still loading),
 * unless `skip` says a child screen places it itself.
 */
export function useFocusHeadingOnChange(
  area: RefObject<HTMLElement | null>,
  key: string,
  skip = false,
): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = area.current;
    if (skip || !root) return;
    // The view may still be loading (a list fetched again): its heading takes the focus when it
    // is shown.
    return focusHeadingWhenShown(root, (shown) => shown.querySelector<HTMLElement>('h1'));
  }, [area, key, skip]);
}
