import { sendParent } from 'xstate';
import { resumeMachine } from './resume.machine';
import type { ResumeContext, ResumeEvent, ResumeReport } from './resume.types';

/** The resume chart as the widget runs it: what it reports goes to the widget chart. */
export const resumeChart = resumeMachine.provide({
  actions: {
    report: sendParent<ResumeContext, ResumeEvent, ResumeReport, ResumeReport, ResumeEvent>(
      (_, report) => report,
    ),
  },
});
