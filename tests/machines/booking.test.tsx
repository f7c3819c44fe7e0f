// The booking charts (machines/booking/: one per campaign type) as models: every state and every
// transition reached from sample events, each path replayed on the running chart and on its
// rendered screen. Their behaviour against the sandbox is in bookingFlows.test.ts.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  createActor,
  fromCallback,
  fromPromise,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { ApiError } from '../../api/errors';
import { authMachine } from '../../machines/auth/auth.machine';
import type { BookingContext, BookingInput, DateMode } from '../../machines/booking/booking.types';
import { contactMachine } from '../../machines/booking/contact.machine';
import { couponMachine } from '../../machines/booking/coupon.machine';
import { dayReservationMachine } from '../../machines/booking/dayReservation.machine';
import { reservationMachine } from '../../machines/booking/reservation.machine';
import { shareMachine } from '../../machines/booking/share.machine';
import { suggestionsMachine } from '../../machines/booking/suggestions.machine';
import { scheduleMachine } from '../../machines/schedule/schedule.machine';
import { BookingScreen } from '../../ui/screens/booking/BookingScreen';
import { I18nRoot } from '../../ui/i18n';
import {
  ana,
  anaContact,
  campaignBookingInput,
  choiceFor,
  guest,
  reservationFor,
  serviceBookingInput,
} from '../../stories/support/bookingFixtures';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  replayOnActor,
  replayPath,
  type MachineModel,
  type ModelPath,
} from '../harness/model';

type Snapshot = { context: BookingContext; value: unknown };
const ev = (event: Record<string, unknown>) => event as EventObject;
const CALLS = ['createBooking', 'createGuestBooking', 'createFreeBooking'] as const;

/**
 * What the visitor and the middleware can do at any point: the steps' charts end (a choice, a
 * sign-in, a contact), the visitor goes back and forth, the booking call answers (confirmed,
 * pending, a date taken once, a fault, a final refusal).
 */
function sampleEvents(input: BookingInput, mode: DateMode) {
  const choice = mode === 'none' ? null : choiceFor(input, mode);
  const answers = (context: BookingContext) => {
    const reservation = reservationFor(context);
    return CALLS.flatMap((call) => [
      ev({ type: `xstate.done.actor.${call}`, output: reservation }),
      ev({ type: `xstate.done.actor.${call}`, output: { ...reservation, status: 'pending' } }),
      ev({ type: `xstate.error.actor.${call}`, error: new ApiError('network', 'offline') }),
      ev({
        type: `xstate.error.actor.${call}`,
        error: new ApiError('http', 'x', 409, 'campaignUnavailable'),
      }),
      // One date taken meanwhile per model: the key changes, and the path stays finite.
      ...(context.attempt === 1
        ? [
            ev({
              type: `xstate.error.actor.${call}`,
              error: new ApiError('http', 'x', 409, 'dateNotAvailable'),
            }),
          ]
        : []),
    ]);
  };
  return ({ context }: Snapshot) => [
    ...(choice ? [ev({ type: 'xstate.done.actor.schedule', output: choice })] : []),
    ev({ type: 'xstate.done.actor.auth', output: ana }),
    ev({ type: 'xstate.done.actor.auth', output: guest }),
    ev({ type: 'xstate.done.actor.auth', output: { kind: 'failed', error: 'generic' } }),
    ev({ type: 'xstate.done.actor.contact', output: anaContact }),
    ev({ type: 'sms.change', receiveSms: !context.receiveSms }),
    ...[
      'booking.back',
      'booking.exit',
      'booking.confirm',
      'booking.retry',
      'booking.finish',
      'choice.edit',
      'contact.edit',
    ].map((type) => ev({ type })),
    ...answers(context),
  ];
}

/** The same campaign as a free offer (booked through client/book/book), or as no offer at all. */
function offer(input: BookingInput, isFreeOffer: boolean): BookingInput {
  if (input.target.kind !== 'campaign') return input;
  const { campaign } = input.target;
  return {
    ...input,
    target: {
      kind: 'campaign',
      campaign: {
        ...campaign,
        campaignView: { ...campaign.campaignView, offer: isFreeOffer, isFreeOffer },
      },
    },
  };
}
const asFreeOffer = (input: BookingInput) => offer(input, true);
const asNoOffer = (input: BookingInput) => offer(input, false);

interface Chart {
  machine: AnyStateMachine;
  mode: DateMode;
  /** A campaign where guests may book (no one known yet), and one a signed-in user books free. */
  inputs: BookingInput[];
}

const CHARTS: Chart[] = [
  {
    machine: reservationMachine,
    mode: 'slot',
    inputs: [
      campaignBookingInput(102, { allowGuestLogin: true }),
      campaignBookingInput(108, { identity: ana, contact: anaContact }),
      serviceBookingInput(12, 1203, { identity: ana }),
    ],
  },
  {
    machine: dayReservationMachine,
    mode: 'day',
    inputs: [
      campaignBookingInput(103, { allowGuestLogin: true }),
      campaignBookingInput(103, { identity: ana }),
      asNoOffer(campaignBookingInput(103, { identity: ana })),
    ],
  },
  {
    machine: suggestionsMachine,
    mode: 'several',
    inputs: [
      campaignBookingInput(106, { allowGuestLogin: true }),
      asFreeOffer(campaignBookingInput(106, { identity: ana })),
    ],
  },
  {
    machine: couponMachine,
    mode: 'none',
    inputs: [
      campaignBookingInput(105, { allowGuestLogin: true }),
      asFreeOffer(campaignBookingInput(105, { identity: ana })),
    ],
  },
];

const modelsOf = (chart: Chart): MachineModel<AnyStateMachine>[] =>
  chart.inputs.map((input) =>
    createMachineModel(chart.machine, {
      input,
      events: sampleEvents(input, chart.mode) as never,
    }),
  );

for (const chart of CHARTS) {
  const models = modelsOf(chart);
  describe(`${chart.machine.id} chart: model`, () => {
    it('reaches every state and takes every transition', () => {
      expectEveryStateReached(...models);
      expectEveryTransitionTaken(...models);
    });
    for (const model of models) {
      for (const path of model.paths) {
        it(`actor: ${path.description}`, () => replayOnActor(model, path));
      }
    }
  });
}

// ------------------------------------------------------------------------------------ screen

/** The steps' own charts, their calls never answered: they show their first screen. */
const idle = (machine: AnyStateMachine) =>
  machine.provide({
    actors: Object.fromEntries(
      Object.entries(machine.implementations.actors).map(([name, logic]) => [
        name,
        (logic as { config?: unknown }).config !== undefined
          ? fromCallback(() => () => undefined)
          : fromPromise(() => new Promise<never>(() => undefined)),
      ]),
    ),
  } as never);

function renderBooking(machine: AnyStateMachine, input: BookingInput) {
  const actor = createActor(
    machine.provide({
      actors: {
        schedule: idle(scheduleMachine),
        auth: idle(authMachine),
        contact: idle(contactMachine),
        share: idle(shareMachine),
        ...Object.fromEntries(
          [...CALLS, 'trackMapConversion'].map((call) => [
            call,
            fromPromise(() => new Promise<never>(() => undefined)),
          ]),
        ),
      },
    } as never),
    { input },
  ).start();
  render(
    <I18nRoot>
      <BookingScreen actor={actor as never} />
    </I18nRoot>,
  );
  return actor;
}

/** The buttons that send each event the visitor makes. */
const BUTTONS: Record<string, RegExp> = {
  'booking.confirm': /^Confirmar$/,
  'booking.retry': /^Tentar novamente$/,
  'booking.finish': /^Concluir$/,
  'choice.edit': /^Alterar data$/,
  'contact.edit': /^Alterar contactos$/,
  'booking.back': /^Voltar$/,
  'booking.exit': /^Voltar (à campanha|aos serviços)$/,
};

const TITLES: Record<string, string> = {
  identifying: 'Inicie sessão para concluir a reserva',
  describing: 'Os seus contactos',
  reviewing: 'Confirme os dados',
  failed: 'A reserva não foi feita',
  confirmed: 'Reserva confirmada',
  pendingConfirmation: 'Pedido de reserva enviado',
  suggestionsSent: 'Sugestões enviadas',
  couponIssued: 'O seu cupão',
};

async function expectOnScreen(expected: Snapshot) {
  const value = expected.value;
  const step = typeof value === 'string' ? value : Object.keys(value as object)[0]!;
  if (step === 'choosing') {
    expect(await screen.findByText('A carregar as datas disponíveis…')).toBeVisible();
  } else if (step === 'confirming') {
    expect(await screen.findByRole('button', { name: 'A confirmar…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  } else if (step === 'closed') {
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  } else {
    expect(await screen.findByRole('heading', { name: TITLES[step] })).toBeVisible();
  }
  if (step === 'failed') {
    const retry = screen.queryByRole('button', { name: 'Tentar novamente' });
    if (expected.context.error === 'campaignUnavailable') expect(retry).toBeNull();
    else expect(retry).toBeVisible();
  }
  if (step === 'couponIssued') {
    expect(screen.getByText(/Código de ativação/)).toBeVisible();
  }
}

/** The shortest path to every state, per chart: the screen shows each state as itself. */
function screenPaths(models: MachineModel<AnyStateMachine>[]): ModelPath[] {
  const seen = new Set<string>();
  return models
    .flatMap((model) => model.paths)
    .filter((path) => {
      const key = JSON.stringify(path.state.value);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

describe('booking screen: model', () => {
  beforeAll(async () => {
    await import('../../ui/screens/booking/QrCodeImage');
  });
  afterEach(cleanup);
  for (const chart of CHARTS) {
    const models = modelsOf(chart);
    const inputOf = new Map(models.flatMap((model) => model.paths.map((p) => [p, model.input])));
    for (const path of screenPaths(models)) {
      it(`${chart.machine.id} screen: ${path.description}`, async () => {
        const actor = renderBooking(chart.machine, inputOf.get(path)!);
        await replayPath(path, {
          exec: async (event) => {
            const button = BUTTONS[event.type];
            if (button) {
              fireEvent.click(await screen.findByRole('button', { name: button }));
            } else if (event.type === 'sms.change') {
              fireEvent.click(await screen.findByRole('checkbox', { name: /SMS/ }));
            } else {
              // A step's chart ending, or the booking call answering.
              await act(async () => actor.send(event as never));
            }
          },
          check: (expected) => expectOnScreen(expected as unknown as Snapshot),
        });
        actor.stop();
      });
    }
  }
});
