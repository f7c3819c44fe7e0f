import type { ResumeActor } from '../../machines/resume/load';
import { createFlowContext } from '../flowContext';

/** The resume chart's actor for its views (ResumeScreen puts it there). */
export const [ResumeProvider, useResumeActor] = createFlowContext<ResumeActor>('resume');
