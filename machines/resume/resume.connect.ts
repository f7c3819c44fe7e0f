import type { SnapshotFrom } from 'xstate';
import type { resumeMachine } from './resume.machine';
import {
  selectFoundOrder,
  selectIsPremiumMember,
  selectPaymentEnded,
  selectPaymentResumeState,
  selectPaymentUnderWay,
  selectPendingRequest,
  selectPendingStage,
  selectResent,
  selectResumedPaymentActor,
  selectResumeError,
} from './resume.selectors';
import type { ResumeEvent } from './resume.types';

/**
 * The resume screens' view (ui/screens/ResumeScreen.tsx and the two views it shows): what is
 * being settled (a request on its way first, then a payment under way), each one's stage and
 * outcome, and the ways on.
 */
export function connectResume(
  snapshot: SnapshotFrom<typeof resumeMachine>,
  send: (event: ResumeEvent) => void,
) {
  const pendingStage = selectPendingStage(snapshot);
  const paymentState = selectPaymentResumeState(snapshot);
  return {
    settling: pendingStage !== null ? 'request' : paymentState !== null ? 'payment' : null,
    pendingStage,
    pending: selectPendingRequest(snapshot),
    resent: selectResent(snapshot),
    foundOrder: selectFoundOrder(snapshot),
    paymentState,
    paymentUnderWay: selectPaymentUnderWay(snapshot),
    paymentEnded: selectPaymentEnded(snapshot),
    isPremiumMember: selectIsPremiumMember(snapshot),
    payment: selectResumedPaymentActor(snapshot),
    error: selectResumeError(snapshot),
    checkAgain: () => send({ type: 'pending.check' }),
    continueFromRequest: () => send({ type: 'pending.continue' }),
    continueFromPayment: () => send({ type: 'payment.continue' }),
    retry: () => send({ type: 'chart.retry' }),
  };
}
