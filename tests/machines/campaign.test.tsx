import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import { campaignFixture } from '../../api/sandbox/fixtures';
import type { BookingCharts } from '../../machines/booking/load';
import {
  campaignMachine,
  type CampaignInfo,
  type CampaignInput,
} from '../../machines/campaign/campaign.machine';
import type { CampaignReference } from '../../machines/rules/campaign';
import { BookingScreen, CampaignScreen } from '../../ui/screens/CampaignScreen';
import { I18nRoot } from '../../ui/i18n';
import { anaContact, ana, campaignInput } from '../../stories/support/bookingFixtures';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  replayOnActor,
  replayPath,
  type ModelEvent,
} from '../harness/model';

/** Booking charts that stay where they start: the campaign chart only runs and hears them. */
const idleChart = (id: string) => createMachine({ id });
const stubCharts = {
  reservation: idleChart('reservation'),
  dayReservation: idleChart('dayReservation'),
  coupon: idleChart('coupon'),
  suggestions: idleChart('suggestions'),
} as unknown as BookingCharts;

type Event = ModelEvent<typeof campaignMachine>;
const ev = (event: Record<string, unknown>) => event as unknown as Event;
const loaded = (id: number) =>
  ev({ type: 'xstate.done.actor.fetchCampaign', output: campaignFixture(id) });

/** 101 paid offer (voucher), 102 type 2, 103 type 3, 104 info, 105 coupon, 106 type 6, 111 sold out. */
const CAMPAIGNS = [101, 102, 103, 104, 105, 106, 111];
const events = [
  ...CAMPAIGNS.map(loaded),
  ev({ type: 'xstate.error.actor.fetchCampaign', error: new ApiError('network', 'offline') }),
  ev({
    type: 'xstate.error.actor.fetchCampaign',
    error: new ApiError('http', 'not found', 404, 'campaignInvalid'),
  }),
  ev({ type: 'campaign.retry' }),
  ev({ type: 'booking.start' }),
  ev({ type: 'coupon.start' }),
  ev({ type: 'suggestions.start' }),
  ev({ type: 'voucher.start' }),
  ev({ type: 'campaign.back' }),
  ev({ type: 'xstate.done.actor.loadBookingCharts', output: stubCharts }),
  ev({ type: 'xstate.error.actor.loadBookingCharts', error: new TypeError('chunk failed') }),
  ev({ type: 'xstate.done.actor.booking', output: { reservation: null } }),
  ev({ type: 'booking.signedIn', identity: ana }),
  ev({ type: 'booking.contact', contact: anaContact }),
  ev({ type: 'booking.made', detail: { campaignId: 102, reservationId: '7001' } }),
];

const byId = createMachineModel(campaignMachine, { input: campaignInput(101), events });
const withoutReference = createMachineModel(campaignMachine, {
  input: { ...campaignInput(null), offerCode: '  ' },
  events,
});
/** The context switched date booking off: types 1 to 6 offer no booking (only vouchers). */
const datesOff = createMachineModel(campaignMachine, {
  input: campaignInput(102, { flags: { canBookDate: false, canBuyVoucher: false } }),
  events: [loaded(102), loaded(105), ev({ type: 'booking.start' }), ev({ type: 'coupon.start' })],
});

const models = [byId, withoutReference, datesOff];

describe('campaign chart: model', () => {
  it('reaches every state and takes every transition', () => {
    // A missing reference is the only way into notProvided, hence the second model.
    expectEveryStateReached(...models);
    expectEveryTransitionTaken(...models);
  });

  for (const model of models) {
    for (const path of model.paths) {
      it(`actor: ${path.description}`, () => replayOnActor(model, path));
    }
  }
});

describe('campaign chart: which flows each type offers (SPEC 4 availability)', () => {
  const offered = (id: number, flags = { canBookDate: true, canBuyVoucher: true }) => {
    const snapshot = campaignMachine.resolveState({
      value: { showing: 'overview' },
      context: { ...campaignInput(id, { flags }), campaign: campaignFixture(id), error: null },
    });
    return ['booking.start', 'coupon.start', 'suggestions.start', 'voucher.start'].filter((type) =>
      snapshot.can({ type } as Event),
    );
  };

  it('offers a paid offer as a voucher only, a free offer as a booking and a voucher', () => {
    expect(offered(101)).toEqual(['voucher.start']);
    expect(offered(108)).toEqual(['booking.start', 'voucher.start']);
  });

  it('books types 1, 2 and 3, gets a coupon for 5, suggests dates for 6', () => {
    expect(offered(102)).toEqual(['booking.start']);
    expect(offered(103)).toEqual(['booking.start', 'voucher.start']);
    expect(offered(105)).toEqual(['coupon.start', 'voucher.start']);
    expect(offered(106)).toEqual(['suggestions.start']);
  });

  it('refuses date booking for a blocked merchant and where the context switches it off', () => {
    expect(offered(110)).toEqual([]);
    expect(offered(108, { canBookDate: false, canBuyVoucher: true })).toEqual(['voucher.start']);
    expect(offered(108, { canBookDate: true, canBuyVoucher: false })).toEqual(['booking.start']);
  });

  it('keeps type 7 for the cart (no booking here yet)', () => {
    expect(offered(107)).toEqual([]);
  });

  it('shows type 4 as information only', async () => {
    const actor = createActor(
      campaignMachine.provide({
        actors: { fetchCampaign: fromPromise(async () => campaignFixture(104)) },
      }),
      { input: campaignInput(104) },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('showing'));
    expect(actor.getSnapshot().matches({ showing: 'informationOnly' })).toBe(true);
    actor.stop();
  });
});

describe('campaign chart: a booking runs as its child and reports to the widget', () => {
  it('starts the type’s chart with the campaign and what the widget knows', async () => {
    const reports: unknown[] = [];
    let started: unknown = null;
    const spy = createMachine({
      id: 'reservation',
      entry: ({ event }) => {
        started = (event as { input?: unknown }).input;
      },
    });
    const actor = createActor(
      campaignMachine.provide({
        actors: {
          fetchCampaign: fromPromise(async () => campaignFixture(102)),
          loadBookingCharts: fromPromise(
            async () => ({ ...stubCharts, reservation: spy }) as unknown as BookingCharts,
          ),
        },
        actions: { report: (_, report) => reports.push(report) },
      }),
      { input: campaignInput(102, { identity: ana, contact: anaContact }) },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ showing: 'overview' }));
    actor.send({ type: 'booking.start' });
    await waitFor(actor, (snapshot) => snapshot.matches({ showing: { reserving: 'running' } }));
    expect(started).toMatchObject({
      target: { kind: 'campaign', campaign: { campaignView: { campaignId: 102 } } },
      identity: ana,
      contact: anaContact,
    });
    expect((started as { keySeed: string }).keySeed).toMatch(/\w{8}/);

    actor.send({ type: 'booking.made', detail: { campaignId: 102, reservationId: '7001' } });
    expect(reports).toEqual([
      { type: 'booking.made', detail: { campaignId: 102, reservationId: '7001' } },
    ]);
    actor.stop();
  });
});

// ------------------------------------------------------------------------------------ screen

/** The rendered screen as the system under test: each state must look like itself. */
function renderCampaignScreen(input: CampaignInput) {
  let pending: { resolve(campaign: CampaignInfo): void; reject(error: unknown): void } | null =
    null;
  let charts: { resolve(charts: BookingCharts): void; reject(error: unknown): void } | null = null;
  const machine = campaignMachine.provide({
    actors: {
      fetchCampaign: fromPromise<CampaignInfo, CampaignReference>(
        () => new Promise((resolve, reject) => (pending = { resolve, reject })),
      ),
      loadBookingCharts: fromPromise<BookingCharts>(
        () => new Promise((resolve, reject) => (charts = { resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input }).start();
  render(
    <I18nRoot>
      <CampaignScreen actor={actor} />
    </I18nRoot>,
  );
  const settle = async (how: () => void) => act(async () => how());
  return {
    actor,
    answerCampaign: (campaign: CampaignInfo) => settle(() => pending!.resolve(campaign)),
    failCampaign: (error: unknown) => settle(() => pending!.reject(error)),
    answerCharts: (output: BookingCharts) => settle(() => charts!.resolve(output)),
    failCharts: (error: unknown) => settle(() => charts!.reject(error)),
  };
}

type Expected = {
  value: unknown;
  context: { error: string | null; campaign: CampaignInfo | null };
};
const titleOf = (context: Expected['context']) =>
  context.campaign?.campaignView.campaignTitle ?? '';

async function expectOnScreen({ value, context }: Expected) {
  const key = JSON.stringify(value);
  if (key === '"loading"') {
    expect(await screen.findByRole('status')).toHaveTextContent('A carregar a campanha…');
  } else if (key === '{"showing":"overview"}') {
    expect(await screen.findByRole('heading', { level: 1, name: titleOf(context) })).toBeVisible();
    if (context.error) {
      expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível contactar o servidor.');
    }
  } else if (key === '{"showing":"informationOnly"}') {
    expect(await screen.findByText(/apenas informativa/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  } else if (key === '{"showing":"buyingVoucher"}') {
    expect(await screen.findByRole('heading', { name: 'Comprar voucher' })).toBeVisible();
  } else if (key.endsWith(':"loading"}}')) {
    expect(await screen.findByRole('status')).toHaveTextContent('A preparar a reserva…');
  } else if (key.endsWith(':"running"}}')) {
    // The real chart runs: its screen opens at the booking's heading, the campaign's title.
    const title = titleOf(context).replace(/[()]/g, '.');
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
  } else if (key === '"unavailable"') {
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta campanha já não está disponível.',
    );
    expect(screen.getByRole('heading', { name: titleOf(context) })).toBeVisible();
  } else if (key === '"notProvided"') {
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi indicada nenhuma campanha.',
    );
  } else if (key === '"failed"') {
    const alert = await screen.findByRole('alert');
    const retry = screen.queryByRole('button', { name: 'Tentar novamente' });
    if (context.error === 'campaignInvalid') {
      expect(alert).toHaveTextContent('Esta campanha não é válida.');
      expect(retry, 'an invalid campaign is final: no retry').toBeNull();
    } else {
      expect(alert).toHaveTextContent('Não foi possível contactar o servidor.');
      expect(retry).toBeVisible();
    }
  } else {
    throw new Error(`No check for ${key}`);
  }
}

const BUTTONS: Record<string, string> = {
  'booking.start': 'Reservar',
  'coupon.start': 'Obter o cupão',
  'suggestions.start': 'Sugerir datas',
  'voucher.start': 'Comprar voucher',
  'campaign.back': 'Voltar à campanha',
  'campaign.retry': 'Tentar novamente',
};

describe('campaign screen: model', () => {
  beforeAll(() => BookingScreen.preload());
  afterEach(cleanup);
  // The screen shows what the visitor can do: the events that come from the chart's children
  // (reports, a booking's end) are not the screen's to perform.
  const screenPaths = models.flatMap((model) =>
    model.paths
      .filter((path) =>
        path.steps.every(
          (step) => !step.event.type.startsWith('booking.') || step.event.type === 'booking.start',
        ),
      )
      .filter((path) => path.steps.every((step) => step.event.type !== 'xstate.done.actor.booking'))
      .map((path) => ({ model, path })),
  );
  for (const { model, path } of screenPaths) {
    it(`screen: ${path.description}`, async () => {
      const sut = renderCampaignScreen(model.input!);
      const { bookingCharts } = await import('../../machines/booking/charts');
      await replayPath(path, {
        exec: async (event) => {
          const { type } = event;
          if (type === 'xstate.done.actor.fetchCampaign') {
            await sut.answerCampaign((event as unknown as { output: CampaignInfo }).output);
          } else if (type === 'xstate.error.actor.fetchCampaign') {
            await sut.failCampaign((event as unknown as { error: unknown }).error);
          } else if (type === 'xstate.done.actor.loadBookingCharts') {
            await sut.answerCharts(bookingCharts);
          } else if (type === 'xstate.error.actor.loadBookingCharts') {
            await sut.failCharts(new TypeError('chunk failed'));
          } else if (BUTTONS[type]) {
            fireEvent.click(await screen.findByRole('button', { name: BUTTONS[type] }));
          } else throw new Error(`No way to perform ${type} on the screen`);
        },
        check: (expected) => expectOnScreen(expected as unknown as Expected),
      });
      sut.actor.stop();
    });
  }
});
