// No blank screen, ever: a chart that stops on an error or a screen that throws while drawing
// leaves a heading, the catalogue's message and a way on, and the host page is told `failed`.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { initialFlowState } from '../../domain/flowState';
import { DEFAULT_CONTEXT, EMPTY_START } from '../../machines/rules/context';
import { widgetMachine } from '../../machines/widget/widget.machine';
import { WidgetRoot } from '../../ui/WidgetRoot';

afterEach(cleanup);

function open(machine: typeof widgetMachine) {
  const onFailure = vi.fn();
  const onRestart = vi.fn();
  const actor = createActor(machine, {
    input: {
      context: DEFAULT_CONTEXT,
      start: { ...EMPTY_START, campaignId: 101 },
      flow: initialFlowState(),
      hostname: 'localhost',
    },
  });
  // A chart that stops is reported by the screen, not thrown at the page.
  actor.subscribe({ error: () => undefined });
  actor.start();
  render(<WidgetRoot actor={actor} onFailure={onFailure} onRestart={onRestart} />);
  return { onFailure, onRestart };
}

describe('a widget that stops', () => {
  it('a chart that errors shows the generic error with a retry, and the host hears it once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onFailure, onRestart } = open(
      widgetMachine.provide({
        actions: {
          notifyHost: () => {
            throw new Error('a broken action');
          },
        },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Algo correu mal' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ocorreu um erro, por favor tente novamente.',
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(onFailure.mock.calls).toEqual([['generic']]);

    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRestart).toHaveBeenCalledTimes(1);
  });
});
