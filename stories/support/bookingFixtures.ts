/**
 * Inputs and contexts of the booking charts (machines/booking/) and the campaign chart, for their
 * stories and tests: campaigns, services, users and slots are what the sandbox answers
 * (api/sandbox/fixtures.ts, userFixtures.ts); only the visitor's choices are written here.
 */
import { nowIso } from '../../api/clock';
import {
  campaignFixture,
  campaignSlotsFixture,
  scheduleFixture,
  serviceFixture,
  serviceResourcesFixture,
  serviceSlotsFixture,
  shopFixture,
} from '../../api/sandbox/fixtures';
import { signedInUserFixture } from '../../api/sandbox/userFixtures';
import { initialAuthContext } from '../../machines/auth/auth.setup';
import { initialBookingContext } from '../../machines/booking/booking.inputs';
import type {
  BookingContact,
  BookingContext,
  BookingInput,
  BookingSettings,
  DateMode,
  Identity,
  ReservationResult,
} from '../../machines/booking/booking.types';
import { initialContactContext } from '../../machines/booking/contact.machine';
import type { ShareContext } from '../../machines/booking/share.machine';
import {
  initialCampaignContext,
  type CampaignInput,
} from '../../machines/campaign/campaign.machine';
import { monthOf } from '../../machines/rules/schedule';
import { offeredDays, offeredSlotsOfDay } from '../../machines/rules/slots';
import {
  campaignScheduleInput,
  serviceScheduleInput,
} from '../../machines/schedule/schedule.input';
import { bookingWindowOf, scheduleContextOf } from '../../machines/schedule/schedule.context';
import type {
  ScheduleChoice,
  ScheduleContext,
  ScheduleInput,
} from '../../machines/schedule/schedule.types';
import { serviceChoiceOf } from '../../machines/services/services.machine';

export const bookingSettings: BookingSettings = {
  allowGuestLogin: false,
  providerId: 1,
  social: null,
  channelManager: null,
  referralCode: null,
  mapToken: null,
};

export const emptyContact: BookingContact = { name: '', prefix: '+351', phone: '', notes: '' };
export const anaContact: BookingContact = {
  name: 'Ana Silva',
  prefix: '+351',
  phone: '912345678',
  notes: 'Mesa perto da janela, se possível.',
};

/** Ana (1001): registered, validated. Miguel (1002): premium (smart). */
export const ana: Identity = { kind: 'user', user: signedInUserFixture(1001), loginSource: 'own' };
export const miguel: Identity = {
  kind: 'user',
  user: signedInUserFixture(1002),
  loginSource: 'own',
};
export const guest: Identity = {
  kind: 'guest',
  guest: { name: 'Rita Gomes', email: 'rita.gomes@example.pt', prefix: '+351', phone: '912000222' },
};
export const guestContact: BookingContact = {
  name: 'Rita Gomes',
  prefix: '+351',
  phone: '912000222',
  notes: '',
};

/** A booking chart's input for a campaign of the sandbox. */
export function campaignBookingInput(
  campaignId: number,
  overrides: Partial<BookingInput> = {},
): BookingInput {
  return {
    ...bookingSettings,
    target: { kind: 'campaign', campaign: campaignFixture(campaignId) },
    identity: null,
    contact: emptyContact,
    keySeed: 'story-key',
    ...overrides,
  };
}

/** A booking chart's input for a merchant service of the sandbox. */
export function serviceBookingInput(
  shopId: number,
  serviceId: number,
  overrides: Partial<BookingInput> = {},
): BookingInput {
  return {
    ...bookingSettings,
    target: { kind: 'service', shop: shopFixture(shopId), service: serviceFixture(serviceId) },
    identity: null,
    contact: emptyContact,
    keySeed: 'story-key',
    ...overrides,
  };
}

/** The campaign chart's input for a campaign of the sandbox (every flow switched on). */
export function campaignInput(
  campaignId: number | null,
  overrides: Partial<CampaignInput> = {},
): CampaignInput {
  return {
    campaignId,
    offerCode: null,
    flags: { canBookDate: true, canBuyVoucher: true },
    settings: bookingSettings,
    identity: null,
    contact: emptyContact,
    ...overrides,
  };
}

/** The campaign chart's context with the campaign loaded. */
export function campaignContext(campaignId: number, overrides: Partial<CampaignInput> = {}) {
  return {
    ...initialCampaignContext(campaignInput(campaignId, overrides)),
    campaign: campaignFixture(campaignId),
  };
}

// ------------------------------------------------------------------------------------ the date

function scheduleInputFor(input: BookingInput, mode: Exclude<DateMode, 'none'>): ScheduleInput {
  const now = nowIso();
  return input.target.kind === 'campaign'
    ? campaignScheduleInput(input.target.campaign, mode, { now })
    : serviceScheduleInput(serviceChoiceOf(input.target.shop, input.target.service), mode, {
        now,
      });
}

/** The date choice loaded with the sandbox's schedule and slots, the first offered month shown. */
export function loadedSchedule(
  input: BookingInput,
  mode: Exclude<DateMode, 'none'>,
  fields: Partial<ScheduleContext> = {},
): ScheduleContext {
  const scheduleInput = scheduleInputFor(input, mode);
  const target = scheduleInput.target;
  const context = {
    ...scheduleContextOf(scheduleInput),
    schedule: target.kind === 'campaign' ? scheduleFixture(target.campaignId) : null,
    slots:
      target.kind === 'campaign'
        ? campaignSlotsFixture(target.campaignId)
        : serviceSlotsFixture(target.serviceId),
    resources: target.kind === 'service' ? serviceResourcesFixture(target.serviceId) : [],
    ...fields,
  };
  const days = offeredDays(context.slots, context.numberOfPeople, bookingWindowOf(context));
  return { ...context, month: context.month ?? (days[0] ? monthOf(days[0]) : null) };
}

/** What a visitor chose: the first offered slot (slot), day (day) or three slots (several). */
export function choiceFor(input: BookingInput, mode: Exclude<DateMode, 'none'>): ScheduleChoice {
  const context = loadedSchedule(input, mode);
  const window = bookingWindowOf(context);
  const days = offeredDays(context.slots, context.numberOfPeople, window);
  const slotsOf = (day: string) =>
    offeredSlotsOfDay(context.slots, day, context.numberOfPeople, window);
  const first = days[0] ?? null;
  const firstSlot = first ? slotsOf(first)[0] : undefined;
  const base = { numberOfPeople: context.numberOfPeople, durationSec: null };
  switch (mode) {
    case 'slot':
      return {
        ...base,
        date: first,
        startTime: firstSlot?.startTime ?? null,
        durationSec: firstSlot?.durationSec ?? null,
        dateTimes: [],
      };
    case 'day':
      return { ...base, date: first, startTime: null, dateTimes: [] };
    case 'several': {
      // One on each of the first days: the later ones are 24 hours ahead or more.
      const dateTimes = days
        .slice(0, 3)
        .map((day) => slotsOf(day)[0]?.startTime)
        .filter((iso): iso is string => Boolean(iso));
      return { ...base, date: null, startTime: null, dateTimes };
    }
  }
}

// ------------------------------------------------------------------------------------ steps

/** A booking chart's context at a step: the input, what was chosen so far, and more. */
export function bookingContext(
  input: BookingInput,
  mode: DateMode,
  fields: Partial<BookingContext> = {},
): BookingContext {
  return { ...initialBookingContext(input, mode), ...fields };
}

/** A booking that reached the review: chosen, signed in (or a guest), contact given. */
export function reviewedContext(
  input: BookingInput,
  mode: DateMode,
  fields: Partial<BookingContext> = {},
): BookingContext {
  return bookingContext(input, mode, {
    choice: mode === 'none' ? null : choiceFor(input, mode),
    identity: input.identity ?? ana,
    contact: input.identity?.kind === 'guest' ? guestContact : anaContact,
    hasContact: true,
    ...fields,
  });
}

/** What the middleware answers a booking (as the sandbox would). */
export function reservationFor(
  context: BookingContext,
  fields: Partial<ReservationResult> = {},
): ReservationResult {
  const view = context.target.kind === 'campaign' ? context.target.campaign.campaignView : null;
  return {
    reservationId: 7001,
    status: 'confirmed',
    campaignId: view?.campaignId ?? 0,
    campaignType: view?.campaignType,
    ...(context.choice?.startTime ? { date: context.choice.startTime } : {}),
    ...(context.choice?.date && context.mode === 'day' ? { date: context.choice.date } : {}),
    ...(context.mode === 'several' ? { dateTimes: context.choice?.dateTimes ?? [] } : {}),
    numberOfPeople: context.choice?.numberOfPeople ?? 1,
    pointsEarned: context.identity?.kind === 'user' ? (view?.points ?? 0) : 0,
    ...fields,
  };
}

// ------------------------------------------------------------------------------------ children

export const authAtEmail = (allowGuestLogin: boolean) =>
  initialAuthContext({ allowGuestLogin, reason: 'booking' });

export const contactAt = (contact: BookingContact, options: { askVatId?: boolean } = {}) =>
  initialContactContext({ contact, ...options });

export function shareContext(context: BookingContext): ShareContext {
  const title =
    context.target.kind === 'campaign'
      ? context.target.campaign.campaignView.campaignTitle
      : context.target.service.serviceName;
  return {
    title,
    text: title,
    target:
      context.target.kind === 'campaign'
        ? { campaignId: context.target.campaign.campaignView.campaignId }
        : { shopId: context.target.shop.id, serviceId: context.target.service.id },
    outcome: null,
  };
}
