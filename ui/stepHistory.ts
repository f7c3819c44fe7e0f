/**
 * The browser's Back and Forward step through the widget's steps, in the page and inside a frame
 * (a frame's entries join the top page's history). Each step the visitor moves to by a click or a
 * key gets an entry of its own; Back does what the step's own back button does (the one marked
 * `data-step-back`), so it never leaves a payment or a booking in another way than the screen
 * offers and says (a view left by the header's sections is returned to by its section); Forward
 * presses again the button that led to the step it returns to, when the screen still offers it
 * (once it can be pressed: a step reopened may hold it while it loads).
 * Where a step has no way back (a payment waiting for its outcome, a booking made), Back stays on
 * it and says why; from a view's first step (marked `data-step-first`) it leaves the widget, past
 * any entries a visit before a reload left. A step is known by its headings (h1, h2): the charts
 * keep every choice, so a step reached again shows what the visitor had chosen.
 */

import { stepOf, visible, type StepsBefore } from './stepsBefore';

export { stepOf };

/** What the widget keeps in each of its history entries. */
interface StepEntry {
  widgetStep: number;
  /** The step's headings when the entry was made. */
  step: string;
  /** The name of the button that led to this step (pressed again by Forward). */
  via: string | null;
  /** Where the visitor left this view by the header's sections: the section to press on Back. */
  section?: string;
}

const isStepEntry = (state: unknown): state is StepEntry =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as StepEntry).widgetStep === 'number' &&
  typeof (state as StepEntry).step === 'string';

const pressable = (button: HTMLButtonElement) =>
  visible(button) && !button.disabled && button.getAttribute('aria-disabled') !== 'true';

const nameOf = (button: HTMLElement) => button.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The shown step's own way back: the innermost (last) visible one, enabled. */
function backButtonIn(root: HTMLElement): HTMLButtonElement | null {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-step-back]')].filter(
    pressable,
  );
  return buttons.at(-1) ?? null;
}

function buttonNamed(
  root: HTMLElement,
  name: string,
  selector = 'button',
  usable: (button: HTMLButtonElement) => boolean = pressable,
): HTMLButtonElement | null {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(selector)].filter(
    (button) => usable(button) && nameOf(button) === name,
  );
  return buttons.at(-1) ?? null;
}

/**
 * How long Forward waits for the button that led on to become pressable (a step reopened by Back
 * and Forward may hold it while its data loads) before it gives up and stays.
 */
export const FORWARD_WAITS_MS = 5000;

/**
 * Presses the button named `name` in `root` as soon as it can be pressed, or gives up after
 * FORWARD_WAITS_MS; `done` says which, before the press. Returns what stops the wait.
 */
function pressOnceReady(
  root: HTMLElement,
  name: string,
  win: Window,
  done: (pressed: boolean) => void,
): () => void {
  const observer = new MutationObserver(() => {
    const button = buttonNamed(root, name);
    if (!button) return;
    stop();
    done(true);
    button.click();
  });
  const timer = win.setTimeout(() => {
    stop();
    done(false);
  }, FORWARD_WAITS_MS);
  function stop() {
    observer.disconnect();
    win.clearTimeout(timer);
  }
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled', 'aria-disabled', 'hidden', 'class', 'style'],
  });
  return stop;
}

export interface StepHistoryOptions {
  /** Says, in the visitor's language, that this step has no way back (a polite live region). */
  sayNoWayBack: () => void;
  /** Another step is shown. */
  onStep: () => void;
}

/**
 * Keeps the page's history in step with the widget's steps shown in `root`. Returns what stops it.
 * `before`: what was shown and pressed before this code arrived (ui/stepsBefore.ts), caught up
 * with at once, so a step the visitor took meanwhile has its entry too.
 */
export function followStepsInHistory(
  root: HTMLElement,
  { sayNoWayBack, onStep }: StepHistoryOptions,
  win: Window = window,
  before?: StepsBefore,
): () => void {
  const { history } = win;
  const start = isStepEntry(history.state) ? history.state : null;
  let current: StepEntry = start ?? {
    widgetStep: 0,
    step: before?.step ?? stepOf(root),
    via: null,
  };
  history.replaceState(current, '');
  // A button pressed since the last entry: the next step shown is the visitor's doing (a step
  // that comes by itself, an answer arriving, replaces the entry instead of adding one; so does
  // a language chosen, which changes the headings' words, not the step).
  let acted = false;
  let lastPressed: string | null = null;
  let leftSection: string | null = null;
  // Set while the widget is moved by Back or Forward: the step it lands on is that entry's. A
  // Forward that leaves the step as it was (the button no longer leads there) is undone.
  let travel: { from: StepEntry; forward: boolean } | null = null;
  // Set when Back or Forward was undone (no way back): the popstate that undoes it is ours.
  let undoing = false;
  // Set while Forward waits for its button to become pressable: what stops the wait.
  let stopWaiting: (() => void) | null = null;
  const waitNoMore = () => {
    stopWaiting?.();
    stopWaiting = null;
  };
  // Forward landed nowhere new: back to the entry it came from.
  const undoForward = (from: StepEntry) => {
    undoing = true;
    history.go(from.widgetStep - current.widgetStep);
    current = from;
    travel = null;
  };

  const onPress = (event: Event) => {
    // Back and Forward press the screen's buttons by script: those presses are not the visitor's.
    if (!event.isTrusted) return;
    const button = (event.target as Element | null)?.closest?.('button');
    if (button) notePress(button);
  };

  const notePress = (button: HTMLButtonElement) => {
    waitNoMore();
    travel = null;
    acted = true;
    const nav = button.closest('nav');
    const section = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    leftSection = section && section !== button ? nameOf(section) : null;
    lastPressed = button.hasAttribute('data-step-back') ? null : nameOf(button);
  };

  const noteStep = () => {
    // Forward waits on the step it left for the button that leads on.
    if (stopWaiting) return;
    const step = stepOf(root);
    if (step === '' || step === current.step) return;
    if (travel?.forward && step === travel.from.step) {
      undoForward(travel.from);
      return;
    }
    if (travel || !acted) {
      travel = null;
      current = { ...current, step };
      history.replaceState(current, '');
      onStep();
      return;
    }
    acted = false;
    if (leftSection) history.replaceState({ ...current, section: leftSection }, '');
    current = { widgetStep: current.widgetStep + 1, step, via: lastPressed };
    lastPressed = null;
    leftSection = null;
    history.pushState(current, '');
    onStep();
  };
  // Read once a change is whole (a React commit is one batch of mutations), not on the next
  // frame: a tab that paints no frames (hidden, or a driver's background tab) still moves.
  const observer = new MutationObserver(noteStep);
  observer.observe(root, { childList: true, subtree: true, characterData: true });

  const onPopState = (event: PopStateEvent) => {
    if (undoing) {
      undoing = false;
      return;
    }
    const target = event.state as unknown;
    if (!isStepEntry(target)) return;
    if (stopWaiting && travel?.forward && target.widgetStep === travel.from.widgetStep) {
      // Back while Forward still waited to press on: the step shown is already that entry's.
      waitNoMore();
      current = travel.from;
      travel = null;
      return;
    }
    waitNoMore();
    if (target.widgetStep < current.widgetStep) {
      const back =
        (target.section ? buttonNamed(root, target.section, 'nav button') : null) ??
        backButtonIn(root);
      if (!back && [...root.querySelectorAll<HTMLElement>('[data-step-first]')].some(visible)) {
        // A view's first step (the campaign, a shop's services) with entries before it: they are
        // steps of the visit before a reload, which reopened here. Back leaves through all of
        // them at once, as it leaves a page without steps; staying would trap the visitor.
        current = target;
        history.go(-(target.widgetStep + 1));
        return;
      }
      if (!back) {
        // Nothing on screen goes back from here: stay on this step, and say so.
        undoing = true;
        history.go(current.widgetStep - target.widgetStep);
        sayNoWayBack();
        return;
      }
      travel = { from: current, forward: false };
      current = target;
      back.click();
      return;
    }
    if (target.widgetStep > current.widgetStep) {
      const via = target.via;
      const again = via ? buttonNamed(root, via) : null;
      // Shown but not yet pressable (the step reopened is still loading): pressed once it is.
      const loading = via && !again ? buttonNamed(root, via, 'button', visible) : null;
      if (!via || (!again && !loading)) {
        undoing = true;
        history.go(current.widgetStep - target.widgetStep);
        return;
      }
      const from = current;
      travel = { from, forward: true };
      current = target;
      if (again) {
        again.click();
        return;
      }
      stopWaiting = pressOnceReady(root, via, win, (pressed) => {
        stopWaiting = null;
        if (!pressed && travel?.from === from) undoForward(from);
      });
    }
  };

  root.addEventListener('click', onPress, true);
  win.addEventListener('popstate', onPopState);
  if (before) {
    for (const button of before.pressed) notePress(button);
    noteStep();
  }
  return () => {
    waitNoMore();
    observer.disconnect();
    root.removeEventListener('click', onPress, true);
    win.removeEventListener('popstate', onPopState);
  };
}
