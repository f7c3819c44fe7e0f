import type { SnapshotFrom } from 'xstate';
import type { ShareEvent, shareMachine } from './share.machine';

/**
 * The share control's view (ShareControl in ui/screens/booking/SuccessStep.tsx): whether the
 * sheet is open, how the last share went (once shared), whether the device could not share; and
 * the command that shares.
 */
export function connectShare(
  snapshot: SnapshotFrom<typeof shareMachine>,
  send: (event: ShareEvent) => void,
) {
  return {
    sharing: snapshot.matches('sharing'),
    outcome: snapshot.matches('shared') ? snapshot.context.outcome : null,
    failed: snapshot.matches('failed'),
    share: () => send({ type: 'share.start' }),
  };
}
