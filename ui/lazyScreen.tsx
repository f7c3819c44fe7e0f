import { lazy, type ComponentType } from 'react';

/**
 * A screen whose code is loaded when first shown (React.lazy, under a Suspense boundary), and
 * which can be loaded ahead with `preload()`: once loaded it renders at once, without suspending
 * (a story or a test preloads it, the widget preloads the screen likely to come next).
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> & { preload: () => Promise<void> } {
  let loaded: ComponentType<Props> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  const Lazy = lazy(() => load().then((module) => ((loaded = module.default), module)));
  function LazyScreen(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(LazyScreen, { preload });
}
