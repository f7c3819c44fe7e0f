import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { campaignScheduleCall } from '../../api/calendar';
import { unwrap } from '../../api/client';
import { errorCodeOf, type ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import {
  defaultTransport,
  isTakingOrdersNow,
  scheduledTimes,
  transportErrors,
  type TransportChoice,
  type TransportErrorCode,
  type TransportInstant,
  type TransportOptions,
  type TransportType,
} from '../rules/transport';

type Schedule = components['schemas']['Schedule'];

export interface TransportInput {
  /** What the campaign (isTakeaway, isDelivery) or the service's booking config offers. */
  options: TransportOptions;
  /** SPEC 9: the soonest a scheduled order may be for, in minutes from now. */
  leadMinutes: number;
  /** Now, from the widget's clock (the sandbox's in tests and stories). */
  now: number;
  /** The shop's time zone: scheduled times are its wall clock's. */
  zone: string;
  /** A choice made before (back from the menu): shown again. */
  choice?: TransportChoice | null;
  /**
   * The campaign whose schedule says when the shop takes orders (campaign/schedule/{id}); null
   * for a service or a shop's cart, which have none (the assumed ORDER_HOURS then).
   */
  scheduleCampaignId?: number | null;
}

export type TransportErrors = Partial<Record<'transportType' | 'scheduledAt', TransportErrorCode>>;

export interface TransportContext extends TransportChoice {
  options: TransportOptions;
  leadMinutes: number;
  now: number;
  zone: string;
  scheduleCampaignId: number | null;
  /** A choice made before is kept as it was; a new one starts from whether the shop is open. */
  chosenBefore: boolean;
  /** The campaign's schedule once read (its period, non-available days, working hours). */
  schedule: Schedule | null;
  /** The shop takes orders now: "as soon as possible" is offered only then. */
  openNow: boolean;
  /** The times a scheduled order can be for (ISO instants at the merchant's clock). */
  times: string[];
  /** Why the schedule could not be read. */
  error: ErrorCode | null;
  /** What is missing or wrong, once the visitor tried to go on. */
  errors: TransportErrors;
  /** The visitor went back instead of choosing. */
  cancelled: boolean;
}

export type TransportEvent =
  | { type: 'transport.type'; value: TransportType }
  | { type: 'transport.instant'; value: TransportInstant }
  | { type: 'transport.time'; at: string }
  | { type: 'transport.confirm' }
  | { type: 'transport.cancel' }
  | { type: 'transport.retry' };

/** The choice made, or null when the visitor went back. */
export type TransportOutput = TransportChoice | null;

export function initialTransportContext(input: TransportInput): TransportContext {
  const choice = input.choice ?? null;
  const context: TransportContext = {
    options: input.options,
    leadMinutes: input.leadMinutes,
    now: input.now,
    zone: input.zone,
    scheduleCampaignId: input.scheduleCampaignId ?? null,
    chosenBefore: choice !== null,
    schedule: null,
    openNow: true,
    times: [],
    error: null,
    transportType: choice?.transportType ?? defaultTransport(input.options),
    transportInstant: choice?.transportInstant ?? 'asap',
    scheduledAt: choice?.scheduledAt ?? null,
    errors: {},
    cancelled: false,
  };
  // With a schedule to read, nothing is decided (nor any time offered) before it arrives.
  if (context.scheduleCampaignId !== null) return context;
  return { ...context, ...whenTakingOrders(context, null, choice === null) };
}

/**
 * The times on offer and whether the shop takes orders now, by its schedule (or the assumed
 * hours without one). Closed now, a new choice is scheduled at the first time it opens.
 */
export function whenTakingOrders(
  context: Pick<
    TransportContext,
    'now' | 'leadMinutes' | 'zone' | 'transportInstant' | 'scheduledAt'
  >,
  schedule: Schedule | null,
  isNewChoice: boolean,
): Pick<TransportContext, 'schedule' | 'times' | 'openNow' | 'transportInstant' | 'scheduledAt'> {
  const times = scheduledTimes(context.now, context.leadMinutes, context.zone, schedule);
  const openNow = isTakingOrdersNow(context.now, context.zone, schedule);
  const closedNow = !openNow && isNewChoice && context.transportInstant === 'asap';
  return {
    schedule,
    times,
    openNow,
    transportInstant: closedNow ? 'scheduled' : context.transportInstant,
    scheduledAt: closedNow ? (times[0] ?? null) : context.scheduledAt,
  };
}

/** A campaign's schedule: when its shop takes orders (SPEC 7 campaign/schedule/{id}). */
export const fetchSchedule = fromPromise<Schedule, { campaignId: number }>(({ input, signal }) =>
  unwrap(campaignScheduleCall(input.campaignId, { signal })),
);

function without(errors: TransportErrors, field: keyof TransportErrors): TransportErrors {
  const { [field]: _dropped, ...rest } = errors;
  return rest;
}

const errorsOf = (context: TransportContext) =>
  transportErrors(
    context,
    context.options,
    context.now,
    context.leadMinutes,
    context.zone,
    context.schedule,
  );

/**
 * How an order reaches the visitor (SPEC 2 "Transport choice", SPEC 3 transportType and
 * transportInstant): takeaway or delivery, from what is offered (the only one offered is chosen
 * for the visitor), as soon as possible or at a scheduled time no sooner than the lead time
 * (SPEC 9). Going on without a transport says "A transport option must be chosen" (SPEC 5).
 */
export const transportMachine = setup({
  types: {
    input: {} as TransportInput,
    context: {} as TransportContext,
    events: {} as TransportEvent,
    output: {} as TransportOutput,
  },
  actors: { fetchSchedule },
  guards: {
    readsSchedule: ({ context }) => context.scheduleCampaignId !== null,
    /** "As soon as possible" only while the shop takes orders. */
    isInstantOffered: ({ context, event }) =>
      event.type === 'transport.instant' && (event.value === 'scheduled' || context.openNow),
    isChoiceValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    isOffered: ({ context, event }) =>
      event.type === 'transport.type' && context.options[event.value],
    isOfferedTime: ({ context, event }) =>
      event.type === 'transport.time' && context.times.includes(event.at),
  },
  actions: {
    assignType: assign(({ context, event }) =>
      event.type === 'transport.type'
        ? { transportType: event.value, errors: without(context.errors, 'transportType') }
        : {},
    ),
    assignInstant: assign(({ context, event }) =>
      event.type === 'transport.instant'
        ? {
            transportInstant: event.value,
            scheduledAt: event.value === 'asap' ? null : context.scheduledAt,
            errors: without(context.errors, 'scheduledAt'),
          }
        : {},
    ),
    assignTime: assign(({ context, event }) =>
      event.type === 'transport.time'
        ? {
            transportInstant: 'scheduled' as const,
            scheduledAt: event.at,
            errors: without(context.errors, 'scheduledAt'),
          }
        : {},
    ),
    assignErrors: assign(({ context }) => ({ errors: errorsOf(context) })),
    assignSchedule: assign(({ context }, schedule: Schedule) => ({
      ...whenTakingOrders(context, schedule, !context.chosenBefore),
      error: null,
    })),
    assignError: assign({ error: (_, error: unknown) => errorCodeOf(error) }),
  },
}).createMachine({
  id: 'transport',
  context: ({ input }) => initialTransportContext(input),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'readsSchedule', target: 'loadingSchedule' }, { target: 'choosing' }],
    },
    // When the shop takes orders: its campaign's schedule.
    loadingSchedule: {
      tags: ['busy'],
      invoke: {
        id: 'fetchSchedule',
        src: 'fetchSchedule',
        input: ({ context }) => ({ campaignId: context.scheduleCampaignId ?? 0 }),
        onDone: {
          target: 'choosing',
          actions: { type: 'assignSchedule', params: ({ event }) => event.output },
        },
        onError: {
          target: 'scheduleFailed',
          actions: {
            type: 'assignError',
            params: ({ event }: { event: ErrorActorEvent }) => event.error,
          },
        },
      },
      on: { 'transport.cancel': { target: 'cancelled', actions: assign({ cancelled: true }) } },
    },
    scheduleFailed: {
      on: {
        'transport.retry': 'loadingSchedule',
        'transport.cancel': { target: 'cancelled', actions: assign({ cancelled: true }) },
      },
    },
    choosing: {
      on: {
        'transport.type': { guard: 'isOffered', actions: 'assignType' },
        'transport.instant': { guard: 'isInstantOffered', actions: 'assignInstant' },
        'transport.time': { guard: 'isOfferedTime', actions: 'assignTime' },
        'transport.confirm': [
          { guard: 'isChoiceValid', target: 'chosen' },
          { actions: 'assignErrors' },
        ],
        'transport.cancel': { target: 'cancelled', actions: assign({ cancelled: true }) },
      },
    },
    chosen: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    !context.cancelled && context.transportType !== null
      ? {
          transportType: context.transportType,
          transportInstant: context.transportInstant,
          scheduledAt: context.transportInstant === 'scheduled' ? context.scheduledAt : null,
        }
      : null,
});
