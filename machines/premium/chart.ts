import { reportingFlowToKeeper } from '../reportingFlow';
import {
  premiumMachine,
  type PremiumContext,
  type PremiumEvent,
  type PremiumReport,
} from './premium.machine';

/**
 * The premium chart as the widget runs it: a sign-in and the membership joined go to the widget
 * chart, the payment under way to the flow keeper.
 */
export const premiumChart = premiumMachine.provide({
  actions: { report: reportingFlowToKeeper<PremiumContext, PremiumEvent, PremiumReport>() },
});
