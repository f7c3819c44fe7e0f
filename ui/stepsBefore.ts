/**
 * What the page's history needs of the time before its keeper's code (ui/stepHistory.ts)
 * arrives: the step shown when the widget was drawn and the buttons the visitor pressed since.
 * This much comes with the first screen; the keeper, loaded after it, catches up from it.
 */

/**
 * Whether an element is drawn (no `hidden` or `display: none` around it). It is asked after every
 * commit, for every heading: `checkVisibility()` needs the styles only, where `getClientRects()`
 * makes the browser lay the page out first (a forced layout on each step's click); engines
 * without it fall back to the boxes.
 */
export const visible = (element: HTMLElement): boolean =>
  typeof (element as Partial<Pick<HTMLElement, 'checkVisibility'>>).checkVisibility === 'function'
    ? element.checkVisibility()
    : element.getClientRects().length > 0;

/** The step shown: the text of the widget's visible h1 and h2 headings. */
export function stepOf(root: HTMLElement): string {
  return [...root.querySelectorAll<HTMLElement>('h1, h2')]
    .filter(visible)
    .map((heading) => heading.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' / ');
}

export interface StepsBefore {
  /** The step shown when the watch began. */
  step: string;
  /** The buttons the visitor pressed since, in order (a script's presses are not theirs). */
  pressed: HTMLButtonElement[];
}

/** Notes, from now, what `root` shows and what is pressed in it. Returns it and what stops it. */
export function watchStepsBefore(root: HTMLElement): { before: StepsBefore; stop: () => void } {
  const before: StepsBefore = { step: stepOf(root), pressed: [] };
  const onPress = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (event.isTrusted && button) before.pressed.push(button);
  };
  root.addEventListener('click', onPress, true);
  return { before, stop: () => root.removeEventListener('click', onPress, true) };
}
