// useConnect (ui/connect.ts): a view is drawn again only when what it shows changes, and its
// commands always reach the actor the screen is handed now, even when another actor shows the
// same. Verdicts: what the screen shows and what each actor's snapshot holds.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, setup, type SnapshotFrom } from 'xstate';
import { byIdentity } from '../../machines/byIdentity';
import { useConnect } from '../../ui/connect';

const counter = setup({
  types: {
    context: {} as { count: number; note: string; refusal: { field: string } },
    events: {} as { type: 'add' } | { type: 'note'; note: string } | { type: 'refuse' },
  },
}).createMachine({
  context: { count: 0, note: '', refusal: { field: 'name' } },
  on: {
    // Refused again for the same reason: a new object that reads as the last.
    refuse: { actions: assign({ refusal: () => ({ field: 'name' }) }) },
    add: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    note: { actions: assign({ note: ({ event }) => event.note }) },
  },
});

type CounterEvent = { type: 'add' } | { type: 'note'; note: string } | { type: 'refuse' };

function connectCounter(
  snapshot: SnapshotFrom<typeof counter>,
  send: (event: CounterEvent) => void,
) {
  return {
    counts: { value: snapshot.context.count },
    refusal: byIdentity(snapshot.context.refusal),
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

  it('draws again for a value marked byIdentity assigned anew, though it reads the same', () => {
    const actor = createActor(counter).start();
    render(
      <Profiler id="counter" onRender={() => (draws += 1)}>
        <Counter actor={actor} />
      </Profiler>,
    );
    const before = draws;
    act(() => actor.send({ type: 'refuse' }));
    expect(draws).toBe(before + 1);
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
