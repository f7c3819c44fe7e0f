// createFlowContext (ui/flowContext.tsx): a part reads its flow's actor from the nearest provider,
// and drawn outside any provider it fails with a message naming the flow. Verdicts: what the
// screen shows, which actor's snapshot a click changed, the error thrown.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { useConnect } from '../../ui/connect';
import { createFlowContext } from '../../ui/flowContext';

const counter = setup({
  types: {
    context: {} as { name: string; count: number },
    input: {} as { name: string },
    events: {} as { type: 'add' },
  },
}).createMachine({
  context: ({ input }) => ({ name: input.name, count: 0 }),
  on: { add: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

function connectCounter(
  snapshot: SnapshotFrom<typeof counter>,
  send: (event: { type: 'add' }) => void,
) {
  return {
    label: `${snapshot.context.name} ${snapshot.context.count}`,
    add: () => send({ type: 'add' }),
  };
}

const [CounterProvider, useCounterActor] =
  createFlowContext<ActorRefFrom<typeof counter>>('Counter');

function CounterPart() {
  const { label, add } = useConnect(useCounterActor(), connectCounter);
  return (
    <button type="button" onClick={add}>
      {label}
    </button>
  );
}

afterEach(cleanup);

describe('createFlowContext', () => {
  it('hands a part the actor its provider holds', () => {
    const actor = createActor(counter, { input: { name: 'Pagamento' } }).start();
    render(
      <CounterProvider actor={actor}>
        <CounterPart />
      </CounterProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pagamento 0' }));
    expect(screen.getByRole('button', { name: 'Pagamento 1' })).toBeTruthy();
    expect(actor.getSnapshot().context.count).toBe(1);
  });

  it('hands a part inside two providers the nearest one’s actor, and the outer part its own', () => {
    const outer = createActor(counter, { input: { name: 'Encomenda' } }).start();
    const inner = createActor(counter, { input: { name: 'Vale' } }).start();
    render(
      <CounterProvider actor={outer}>
        <CounterPart />
        <CounterProvider actor={inner}>
          <CounterPart />
        </CounterProvider>
      </CounterProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Vale 0' }));
    expect(inner.getSnapshot().context.count).toBe(1);
    expect(outer.getSnapshot().context.count).toBe(0);
    expect(screen.getByRole('button', { name: 'Encomenda 0' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vale 1' })).toBeTruthy();
  });

  it('fails with the flow’s name when a part is drawn outside any provider', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<CounterPart />)).toThrow(
        'This part of the Counter flow is drawn outside its provider',
      );
    } finally {
      console.error = quiet;
    }
  });
});
