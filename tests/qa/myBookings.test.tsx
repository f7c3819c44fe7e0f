// QA model of the personal area (SPEC 2 and 6: "My reservations / My bookings in the personal
// area"; SPEC 4 the booking types' outcomes; SPEC 9 points and prizes), written from the spec
// and driven on the rendered widget against the sandbox: Ana, signed in by the host's external
// token, books campaign 102 (a brunch the merchant confirms later), opens "As minhas reservas"
// and finds it there with its state, date and people; elsewhere she buys a voucher of campaign
// 101 by ATM reference, and the area shows the reference to pay. At every state the check reads
// the screen (by role, name and text) against what the sandbox's store holds: the reservations
// and orders made by Ana, their payments, her points and her prizes; never the widget's charts.
import { afterEach, expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { createMachine } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import { sandbox } from '../../api/sandbox/control';
import { MY_BOOKINGS_HISTORY } from '../../api/sandbox/seed';
import { describeQaModel } from './support/model';
import {
  chooseDay,
  chooseTime,
  click,
  dayInWords,
  daysOnOffer,
  euro,
  heading,
  openWidget,
  plain,
  seededCampaign,
  timesOnOffer,
  ZONE,
  type OpenWidget,
} from './support/widget';

const ANA = 1001;

const myBookingsModel = createMachine({
  id: 'myBookingsQa',
  initial: 'campaign',
  states: {
    campaign: {
      description:
        'Ana signed in by the host page, at campaign 102: nothing booked yet today, only her two bookings of February',
      on: { BOOK: 'booked' },
    },
    booked: {
      description:
        'the booking made, to be confirmed by the merchant (SPEC 4, type 2); the sandbox holds one reservation, hers',
      on: { OPEN_MY_BOOKINGS: 'listed' },
    },
    listed: {
      description:
        'the personal area lists it under upcoming, "waiting for the merchant\'s confirmation", with its date in words, time and people as the sandbox holds them; the February dinner under past and the February voucher, valid for a year, under upcoming; her points balance and her prizes, unused and used, each with its value, as the sandbox holds them',
      on: {
        BUY_VOUCHER_BY_ATM_ELSEWHERE_AND_LOOK_AGAIN: 'voucherToPay',
        LOOK_AGAIN_OFFLINE: 'failed',
        LOOK_AGAIN_WITH_THE_SESSION_ENDED: 'sessionEnded',
        SIGN_OUT: 'signedOut',
      },
    },
    sessionEnded: {
      description:
        'the middleware refused her token (signed out elsewhere): she is told her session ended and asked to sign in again, not offered the same call; nothing listed',
      on: { SIGN_IN_AGAIN: 'signedOut' },
    },
    failed: {
      description:
        'the list could not be loaded: the network message (SPEC 8) and a retry, never a blank screen; the heading still names the area',
      on: { RETRY: 'listed' },
    },
    voucherToPay: {
      description:
        'the voucher bought by ATM reference listed under upcoming, "payment pending", with the entity, reference and amount the sandbox issued (SPEC 4)',
    },
    signedOut: {
      description: 'signed out: the area asks to sign in again, and lists nothing',
    },
  },
});

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

// ------------------------------------------------------------------ what the sandbox holds

/** Ana's reservations in the sandbox, as it recorded who made each. */
const anasReservations = () =>
  sandbox.store.reservations.filter(
    (reservation) =>
      sandbox.store.reservationsMade.get(reservation.reservationId)?.ownerUserId === ANA,
  );
const anasPoints = () => sandbox.store.users.get(ANA)!.user.points!;
const anasPrizes = () => sandbox.store.prizes.get(ANA)!;
const titleOf = (campaignId: number) => seededCampaign(campaignId).view.campaignTitle;

/** "terça-feira, 10 de março de 2026, 11:00", as a visitor reads a date-time in Portuguese. */
const dateTimeInWords = (iso: string) => {
  const local = DateTime.fromISO(iso, { zone: ZONE });
  return `${dayInWords(local.toISODate()!)}, ${local.toFormat('HH:mm')}`;
};

// ------------------------------------------------------------------ what the screen shows

const region = (name: string) => screen.getByRole('region', { name });

/**
 * The item of a group named by its title (the campaign's): its details, term by description
 * ("Estado", "Quando", "Pessoas"; the ATM reference's "Entidade", ...).
 */
function itemIn(group: string, title: string): Record<string, string> {
  const article = within(region(group)).getByRole('article', { name: title });
  const details: Record<string, string> = {};
  for (const term of article.querySelectorAll('dt')) {
    details[plain(term.textContent)] = plain(term.nextElementSibling?.textContent);
  }
  return details;
}

/** SPEC 9: points and prizes, from the sandbox's own numbers. */
function expectRewardsAsTheSandboxHolds() {
  const rewards = plain(region('Pontos e prémios').textContent);
  expect(rewards).toContain(`Saldo de pontos: ${anasPoints()} pontos`);
  const unused = anasPrizes().filter((prize) => !prize.isUsed);
  const used = anasPrizes().filter((prize) => prize.isUsed);
  const listed = (name: string) =>
    within(screen.getByRole('list', { name }))
      .getAllByRole('listitem')
      .map((item) => plain(item.textContent));
  expect(listed('Prémios por usar')).toEqual(
    unused.map((prize) => expect.stringContaining(`${prize.name} ${euro(prize.value)}`)),
  );
  expect(listed('Prémios usados')).toEqual(
    used.map((prize) => expect.stringContaining(`${prize.name} ${euro(prize.value)}`)),
  );
}

/**
 * The February bookings of the seed: the dinner past, confirmed; the voucher paid, still valid
 * for a year after it was bought (SPEC 9), so upcoming.
 */
function expectHistoryAsSeeded() {
  const [voucher, dinner] = MY_BOOKINGS_HISTORY[ANA]!;
  expect(itemIn('Anteriores', titleOf(dinner!.campaignId!))).toMatchObject({
    Estado: 'Confirmada',
    Quando: dateTimeInWords(dinner!.dateTime!),
    Pessoas: String(dinner!.numberOfPeople),
  });
  const validUntil = DateTime.fromISO(voucher!.createdAt, { zone: ZONE }).plus({ years: 1 });
  expect(itemIn('Próximas', titleOf(voucher!.campaignId!))).toMatchObject({
    Estado: 'Pago',
    Valor: euro(voucher!.amount!),
    'Válido até': dayInWords(validUntil.toISODate()!),
  });
}

async function openMyBookings(user: OpenWidget['user']) {
  await click(user, 'As minhas reservas');
}

describeQaModel(
  'QA model, the personal area: Ana books campaign 102, then finds it in "As minhas reservas"',
  myBookingsModel,
  async (path) => {
    open = await openWidget('campaignId=102&externalToken=ext-ana');
    const { user } = open;

    await path.test({
      events: {
        BOOK: async () => {
          await click(user, 'Reservar');
          await screen.findByRole('grid');
          await chooseDay(user, daysOnOffer()[0]!);
          const day = daysOnOffer()[0]!;
          await chooseTime(user, day, timesOnOffer('radio')[0]!.time);
          await click(user, 'Continuar');
          await heading('Os seus contactos');
          await click(user, 'Continuar');
          await heading('Confirme os dados');
          await click(user, 'Confirmar');
        },
        OPEN_MY_BOOKINGS: () => openMyBookings(user),
        BUY_VOUCHER_BY_ATM_ELSEWHERE_AND_LOOK_AGAIN: async () => {
          // Ana, on another device: the middleware's own call, not this widget.
          await unwrap(
            apiClient.POST('/client/gift/hipay/{userId}/', {
              params: { path: { userId: ANA }, query: { token: 'tok-ana' } },
              body: { campaignId: 101, numberOfPeople: 1, paymentMethod: 'hipay_mb' },
            }),
          );
          await click(user, 'Campanha');
          await openMyBookings(user);
        },
        LOOK_AGAIN_OFFLINE: async () => {
          sandbox.setFault('getMyBookings', { kind: 'network' }, { times: 1 });
          await click(user, 'Campanha');
          await openMyBookings(user);
        },
        LOOK_AGAIN_WITH_THE_SESSION_ENDED: async () => {
          sandbox.setFault('getMyBookings', { kind: 'status', status: 401 }, { times: 1 });
          await click(user, 'Campanha');
          await openMyBookings(user);
        },
        SIGN_IN_AGAIN: () => click(user, 'Iniciar sessão de novo'),
        RETRY: () => click(user, 'Tentar novamente'),
        SIGN_OUT: () => click(user, 'Terminar sessão'),
      },
      states: {
        campaign: async () => {
          expect(
            await screen.findByRole('heading', { level: 1, name: titleOf(102) }),
          ).toBeVisible();
          expect(anasReservations()).toEqual([]);
        },
        booked: async () => {
          await heading('Pedido de reserva enviado');
          expect(anasReservations()).toEqual([
            expect.objectContaining({ campaignId: 102, status: 'pending' }),
          ]);
        },
        listed: async () => {
          await heading('As minhas reservas');
          await screen.findByRole('region', { name: 'Próximas' });
          const [made] = anasReservations();
          // SPEC 4: type 2 is pending until the merchant confirms it.
          expect(made!.status).toBe('pending');
          expect(itemIn('Próximas', titleOf(made!.campaignId))).toMatchObject({
            Estado: 'A aguardar a confirmação do estabelecimento',
            Quando: dateTimeInWords(made!.date!),
            Pessoas: String(made!.numberOfPeople),
            'Pontos ganhos': String(made!.pointsEarned),
            Referência: String(made!.reservationId),
          });
          expectHistoryAsSeeded();
          expectRewardsAsTheSandboxHolds();
        },
        failed: async () => {
          await heading('As minhas reservas');
          expect(await screen.findByRole('alert')).toHaveTextContent(
            'Não foi possível contactar o servidor.',
          );
          expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
          expect(screen.queryByRole('region', { name: 'Próximas' })).toBeNull();
        },
        sessionEnded: async () => {
          await heading('As minhas reservas');
          expect(await screen.findByRole('alert')).toHaveTextContent(
            'A sua sessão terminou. Inicie sessão de novo para ver as suas reservas.',
          );
          expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
          expect(screen.queryByRole('region', { name: 'Próximas' })).toBeNull();
        },
        voucherToPay: async () => {
          await screen.findByRole('region', { name: 'Próximas' });
          const vouchers = [...sandbox.store.orders.values()].filter(
            (record) => record.ownerUserId === ANA && record.order.orderCode.startsWith('VOU-'),
          );
          expect(vouchers).toHaveLength(1);
          const [record] = vouchers;
          const payment = sandbox.store.payments.get(record!.paymentId!)!;
          const issued = sandbox.store.paymentView(payment);
          expect(sandbox.store.paymentStatus(payment)).toBe('pending');
          expect(itemIn('Próximas', titleOf(101))).toMatchObject({
            Estado: 'Pagamento pendente',
            Vouchers: '1',
            Valor: euro(record!.order.total),
            Entidade: issued.atmEntity,
            'Referência de pagamento': issued.atmReference,
            Montante: euro(record!.order.total),
            Referência: record!.order.orderCode,
          });
          // The brunch is still there.
          expect(itemIn('Próximas', titleOf(102)).Estado).toBe(
            'A aguardar a confirmação do estabelecimento',
          );
        },
        signedOut: async () => {
          await heading('Inicie sessão para ver as suas reservas');
          expect(screen.queryByRole('region', { name: 'Próximas' })).toBeNull();
          expect(screen.queryByRole('region', { name: 'Pontos e prémios' })).toBeNull();
        },
      },
    });
  },
);
