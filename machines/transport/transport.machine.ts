import { assign, setup } from 'xstate';
import {
  defaultTransport,
  scheduledTimes,
  transportErrors,
  type TransportChoice,
  type TransportErrorCode,
  type TransportInstant,
  type TransportOptions,
  type TransportType,
} from '../rules/transport';

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
}

export type TransportErrors = Partial<Record<'transportType' | 'scheduledAt', TransportErrorCode>>;

export interface TransportContext extends TransportChoice {
  options: TransportOptions;
  leadMinutes: number;
  now: number;
  zone: string;
  /** The times a scheduled order can be for (ISO instants at the merchant's clock). */
  times: string[];
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
  | { type: 'transport.cancel' };

/** The choice made, or null when the visitor went back. */
export type TransportOutput = TransportChoice | null;

export function initialTransportContext(input: TransportInput): TransportContext {
  const choice = input.choice ?? null;
  return {
    options: input.options,
    leadMinutes: input.leadMinutes,
    now: input.now,
    zone: input.zone,
    times: scheduledTimes(input.now, input.leadMinutes, input.zone),
    transportType: choice?.transportType ?? defaultTransport(input.options),
    transportInstant: choice?.transportInstant ?? 'asap',
    scheduledAt: choice?.scheduledAt ?? null,
    errors: {},
    cancelled: false,
  };
}

function without(errors: TransportErrors, field: keyof TransportErrors): TransportErrors {
  const { [field]: _dropped, ...rest } = errors;
  return rest;
}

const errorsOf = (context: TransportContext) =>
  transportErrors(context, context.options, context.now, context.leadMinutes, context.zone);

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
  guards: {
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
  },
}).createMachine({
  id: 'transport',
  context: ({ input }) => initialTransportContext(input),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'transport.type': { guard: 'isOffered', actions: 'assignType' },
        'transport.instant': { actions: 'assignInstant' },
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
