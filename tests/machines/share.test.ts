import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ShareCancelled, type ShareOutcome } from '../../api/share';
import {
  shareMachine,
  type ShareEvent,
  type ShareInput,
} from '../../machines/booking/share.machine';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
} from '../harness/model';

const input: ShareInput = {
  title: 'Brunch',
  text: 'Brunch · Pastelaria Estrela',
  target: { campaignId: 102 },
};
const ev = (event: Record<string, unknown>) => event as unknown as ShareEvent;
const model = createMachineModel(shareMachine, {
  input,
  events: [
    ev({ type: 'share.start' }),
    ev({ type: 'xstate.done.actor.shareBooking', output: 'shared' }),
    ev({ type: 'xstate.done.actor.shareBooking', output: 'copied' }),
    ev({ type: 'xstate.error.actor.shareBooking', error: new ShareCancelled('closed') }),
    ev({ type: 'xstate.error.actor.shareBooking', error: new Error('no way to share') }),
  ],
});

describe('share chart: model', () => {
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    expectEveryStateReached(model);
    expectEveryTransitionTaken(model);
  });

  it('shares the page’s link to the campaign, and says how', async () => {
    let shared: unknown = null;
    const actor = createActor(
      shareMachine.provide({
        actors: {
          shareBooking: fromPromise<ShareOutcome, ShareInput>(async ({ input: given }) => {
            shared = given;
            return 'sentToPage';
          }),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'share.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('shared'));
    expect(actor.getSnapshot().context.outcome).toBe('sentToPage');
    expect(shared).toEqual(input);
  });
});
