import { createContext, use, type ReactNode } from 'react';

/**
 * A flow's actor for the parts of its screen, so they stop receiving it as a prop: the flow's
 * screen puts its actor in the provider once, each part reads it with the hook. Providers nest:
 * a part reads the nearest one's actor (a purchase's payment inside a page that has its own).
 * Read outside any provider, the hook throws and names the provider missing.
 */
export function createFlowContext<TActor>(
  name: string,
): readonly [
  Provider: (props: { actor: TActor; children: ReactNode }) => ReactNode,
  useActor: () => TActor,
] {
  const Context = createContext<TActor | null>(null);
  Context.displayName = name;
  function Provider({ actor, children }: { actor: TActor; children: ReactNode }) {
    return <Context value={actor}>{children}</Context>;
  }
  function useActor(): TActor {
    const actor = use(Context);
    if (actor === null)
      throw new Error(`This part of the ${name} flow is drawn outside its provider`);
    return actor;
  }
  return [Provider, useActor];
}
