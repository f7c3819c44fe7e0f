import type { components } from '../../api/schema';
import { campaignDefaultPeople, campaignPeopleBounds } from '../rules/people';
import { campaignLeadMinutes, type ScheduleMode } from '../rules/schedule';
import { shopZone } from '../rules/timeZone';
import type { ServiceChoice } from '../services/services.machine';
import type { ScheduleInput } from './schedule.types';

type CampaignInfo = components['schemas']['CampaignInfo'];

/**
 * The schedule chart's input for a campaign: its shop's time zone, its lead time (SPEC 9), its
 * people bounds and default, and for a fixed time window (campaignView startTime/endTime) the window to show. The
 * mode is the booking chart's to say (slot for types 1 and 2, day for 3, several for 6).
 */
export function campaignScheduleInput(
  campaign: CampaignInfo,
  mode: ScheduleMode,
  extra: Pick<ScheduleInput, 'now' | 'resume'> = {},
): ScheduleInput {
  const view = campaign.campaignView;
  return {
    target: { kind: 'campaign', campaignId: view.campaignId },
    mode,
    zone: shopZone(campaign.shop),
    leadMinutes: campaignLeadMinutes(campaign),
    people: { ...campaignPeopleBounds(view), initial: campaignDefaultPeople(view) },
    timeWindow:
      view.startTime && view.endTime ? { start: view.startTime, end: view.endTime } : null,
    ...extra,
  };
}

/**
 * The schedule chart's input for a merchant service chosen in the service list: its shop's zone,
 * and for type 3 the time window its bookingConfig names.
 */
export function serviceScheduleInput(
  choice: ServiceChoice,
  mode: ScheduleMode,
  extra: Pick<ScheduleInput, 'now' | 'resume'> = {},
): ScheduleInput {
  return {
    target: { kind: 'service', serviceId: choice.service.id, shopId: choice.shop.id },
    mode,
    zone: shopZone(choice.shop),
    leadMinutes: choice.leadMinutes,
    people: choice.people,
    timeWindow: choice.timeWindow,
    ...extra,
  };
}
