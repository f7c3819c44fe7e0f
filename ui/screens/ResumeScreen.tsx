import { useSelector } from '@xstate/react';
import type { ResumeActor } from '../../machines/resume/load';
import {
  selectPaymentResumeState,
  selectPendingStage,
} from '../../machines/resume/resume.selectors';
import { PaymentResumeView } from './PaymentResumeView';
import { PendingRequestView } from './PendingRequestView';
import { LoadingView } from './WidgetScreen';

/**
 * What the resume chart shows: a request on its way (settled first), then a payment under way;
 * between the two, and once all is settled, a moment of loading. Loaded only with that chart.
 */
export function ResumeScreen({ actor }: { actor: ResumeActor }) {
  const settling = useSelector(actor, (snapshot) => {
    if (selectPendingStage(snapshot) !== null) return 'request';
    return selectPaymentResumeState(snapshot) !== null ? 'payment' : null;
  });
  if (settling === 'request') return <PendingRequestView actor={actor} />;
  if (settling === 'payment') return <PaymentResumeView actor={actor} />;
  return <LoadingView />;
}

export default ResumeScreen;
