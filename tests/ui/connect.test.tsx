// useConnect (ui/connect.ts): a view is drawn again only when what it shows changes, and its
// commands always reach the actor the screen is handed now, even when another actor shows the
// same. Verdicts: what the screen shows and what each actor's snapshot holds.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, setup, type SnapshotFrom } from 'xstate';
import { useConnect } from '../../ui/connect';

const counter = setup({
  types: {
    context: {} as { count: number; note: string },
    events: {} as { type: 'add' } | { type: 'note'; note: string },
  },
}).createMachine({
  context: { count: 0, note: '' },
  on: {
    add: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    note: { actions: assign({ note: ({ event }) => event.note }) },
  },
});

type CounterEvent = { type: 'add' } | { type: 'note'; note: string };

function connectCounter(
  snapshot: SnapshotFrom<typeof counter>,
  send: (event: CounterEvent) => void,
) {
  return {
    counts: { value: snapshot.context.count },
    add: () => send({ type: 'add' }),
  };
}

afterEach(cleanup);

let draws = 0;
function Counter({ actor }: { actor: ReturnType<typeof createActor<typeof counter>> }) {
  const { counts, add } = useConnect(actor, connectCounter);
  return (
    <button type="button" onClick={add}>
      {`Contagem ${counts.value}`}
    </button>
  );
}

describe('useConnect', () => {
  it('draws again when a value shown changes, not when only another part of the context does', () => {
    const actor = createActor(counter).start();
    render(
      <Profiler id="counter" onRender={() => (draws += 1)}>
        <Counter actor={actor} />
      </Profiler>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Contagem 0' }));
    expect(screen.getByRole('button', { name: 'Contagem 1' })).toBeTruthy();
    const before = draws;
    act(() => actor.send({ type: 'note', note: 'not shown' }));
    expect(draws).toBe(before);
  });

  it('sends to the actor handed now, when another actor with the same view replaces the first', () => {
    const first = createActor(counter).start();
    const second = createActor(counter).start();
    const { rerender } = render(<Counter actor={first} />);
    rerender(<Counter actor={second} />);
    fireEvent.click(screen.getByRole('button', { name: 'Contagem 0' }));
    expect(second.getSnapshot().context.count).toBe(1);
    expect(first.getSnapshot().context.count).toBe(0);
    expect(screen.getByRole('button', { name: 'Contagem 1' })).toBeTruthy();
  });
});
