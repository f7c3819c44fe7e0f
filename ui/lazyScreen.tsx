import { lazy, type ComponentType } from 'react';
import { loadCallContexts } from '../api/client';
import { completeCatalogs } from './i18n';

let suspendedRenders = 0;

/**
 * How many times a lazy piece was drawn before its code had loaded (so it suspended, and its
 * real content came later, on its own). Stories preload what they show: their test checks this
 * stays 0, so a story never counts as rendered while part of it is still on its way.
 */
export function countSuspendedLazyRenders(): number {
  return suspendedRenders;
}

/**
 * A screen (or a heavy piece of one) whose code is loaded when first shown (React.lazy, under a
 * Suspense boundary), and which can be loaded ahead with `preload()`: once loaded it renders at
 * once, without suspending (a story or a test preloads it, the widget preloads the screen likely
 * to come next). It is drawn only once the active language has every message, not only those
 * of the first screen (ui/i18n.ts).
 */
export function lazyScreen<Props extends object>(
  loadCode: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> & { preload: () => Promise<void> } {
  const load = () => {
    // A later step's calls soon follow its code: what they take comes alongside (api/client.ts).
    loadCallContexts().catch(() => undefined);
    return Promise.all([loadCode(), completeCatalogs()]).then(([module]) => module);
  };
  let loaded: ComponentType<Props> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  const Lazy = lazy(() => load().then((module) => ((loaded = module.default), module)));
  function LazyScreen(props: Props) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    suspendedRenders += 1;
    return <Lazy {...props} />;
  }
  return Object.assign(LazyScreen, { preload });
}
