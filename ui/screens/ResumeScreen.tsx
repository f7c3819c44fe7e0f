import type { ResumeActor } from '../../machines/resume/load';
import { connectResume } from '../../machines/resume/resume.connect';
import { useConnect } from '../connect';
import { PaymentResumeView } from './PaymentResumeView';
import { PendingRequestView } from './PendingRequestView';
import { LoadingView } from './WidgetScreen';
import { ResumeProvider, useResumeActor } from './resumeContext';

/**
 * What the resume chart shows: a request on its way (settled first), then a payment under way;
 * between the two, and once all is settled, a moment of loading. Loaded only with that chart.
 */
export function ResumeScreen({ actor }: { actor: ResumeActor }) {
  return (
    <ResumeProvider actor={actor}>
      <ResumeView />
    </ResumeProvider>
  );
}

function ResumeView() {
  const { settling } = useConnect(useResumeActor(), connectResume);
  if (settling === 'request') return <PendingRequestView />;
  if (settling === 'payment') return <PaymentResumeView />;
  return <LoadingView />;
}

export default ResumeScreen;
