import { assign, fromPromise, setup } from 'xstate';
import { ShareCancelled, shareLink, type ShareOutcome } from '../../api/share';
import type { ShareTarget } from '../../domain/share';
import { shareLinkOf } from '../rules/share';

export interface ShareInput {
  title: string;
  text: string;
  /** What the link opens; the page's own address is read when sharing. */
  target: ShareTarget;
}

export interface ShareContext extends ShareInput {
  /** How the last share went: the sheet, the host page, or the link copied. */
  outcome: ShareOutcome | null;
}

export type ShareEvent = { type: 'share.start' };

/**
 * Shares the link in the first way the device offers (api/share.ts): the share sheet, the host
 * page when embedded, or the clipboard. The page's address is read here, at the moment of sharing.
 */
export const shareBooking = fromPromise<ShareOutcome, ShareInput>(({ input }) =>
  shareLink({
    title: input.title,
    text: input.text,
    url: shareLinkOf(globalThis.location?.href ?? 'http://localhost/', input.target),
  }),
);

/**
 * The success screens' "share" (SPEC 2): idle until asked, sharing while the sheet is open, then
 * how it went (shared, handed to the page, copied). A closed sheet is no failure; a device with
 * no way to share says so, and the link is there to copy by hand.
 */
export const shareMachine = setup({
  types: {
    input: {} as ShareInput,
    context: {} as ShareContext,
    events: {} as ShareEvent,
  },
  actors: { shareBooking },
  guards: {
    isCancelled: (_, error: unknown) => error instanceof ShareCancelled,
  },
  actions: {
    assignOutcome: assign({ outcome: (_, outcome: ShareOutcome) => outcome }),
  },
}).createMachine({
  id: 'share',
  context: ({ input }) => ({ ...input, outcome: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'share.start': 'sharing' } },
    sharing: {
      invoke: {
        id: 'shareBooking',
        src: 'shareBooking',
        input: ({ context }) => ({
          title: context.title,
          text: context.text,
          target: context.target,
        }),
        onDone: {
          target: 'shared',
          actions: { type: 'assignOutcome', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: {
              type: 'isCancelled',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'idle',
          },
          { target: 'failed' },
        ],
      },
    },
    shared: { on: { 'share.start': 'sharing' } },
    failed: { on: { 'share.start': 'sharing' } },
  },
});
