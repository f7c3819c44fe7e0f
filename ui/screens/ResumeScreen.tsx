import type { ResumeActor } from '../../machines/resume/load';
import { connectResume } from '../../machines/resume/resume.connect';
import { useConnect } from '../connect';
import { PaymentResumeView } from './PaymentResumeView';
import { PendingRequestView } from './PendingRequestView';
import { LoadingView } from './WidgetScreen';

/**
 * What the resume chart shows: a request on its way (settled first), then a payment under way;
 * between the two, and once all is settled, a moment of loading. Loaded only with that chart.
 */
export function ResumeScreen({ actor }: { actor: ResumeActor }) {
  const { settling } = useConnect(actor, connectResume);
  if (settling === 'request') return <PendingRequestView actor={actor} />;
  if (settling === 'payment') return <PaymentResumeView actor={actor} />;
  return <LoadingView />;
}

export default ResumeScreen;
