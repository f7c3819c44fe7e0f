import { sendParent } from 'xstate';
import {
  premiumMachine,
  type PremiumContext,
  type PremiumEvent,
  type PremiumReport,
} from './premium.machine';

/** The premium chart as the widget runs it: what it reports goes to the widget chart. */
export const premiumChart = premiumMachine.provide({
  actions: {
    report: sendParent<PremiumContext, PremiumEvent, PremiumReport, PremiumReport, PremiumEvent>(
      (_, report) => report,
    ),
  },
});
