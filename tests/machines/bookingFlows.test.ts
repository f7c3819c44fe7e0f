// The booking charts against the sandbox middleware (msw/node): what each campaign type sends
// and gets, a date taken meanwhile, a retry, a double confirm, the reports to the widget.
import { DateTime } from 'luxon';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import { sandbox } from '../../api/sandbox/control';
import { SERVICE_CALENDARS } from '../../api/sandbox/seed';
import { initialFlowState } from '../../domain/flowState';
import type { createBooking, CreateBookingInput } from '../../machines/booking/booking.actors';
import type { BookingInput, BookingReport } from '../../machines/booking/booking.types';
import { couponMachine } from '../../machines/booking/coupon.machine';
import { dayReservationMachine } from '../../machines/booking/dayReservation.machine';
import { reservationMachine } from '../../machines/booking/reservation.machine';
import { suggestionsMachine } from '../../machines/booking/suggestions.machine';
import { campaignMachine } from '../../machines/campaign/campaign.machine';
import { DEFAULT_CONTEXT, EMPTY_START } from '../../machines/rules/context';
import { widgetMachine } from '../../machines/widget/widget.machine';
import { bookingWindowOf } from '../../machines/schedule/schedule.context';
import { offeredDays, offeredSlotsOfDay } from '../../machines/rules/slots';
import {
  ana,
  campaignBookingInput,
  guest,
  guestContact,
  miguel,
  serviceBookingInput,
} from '../../stories/support/bookingFixtures';

/** Tuesday 3 March 2026, 09:00 in Lisbon: the sandbox's and the charts' "now". */
const NOW = '2026-03-03T09:00';
const NOW_ISO = '2026-03-03T09:00:00+00:00';

beforeEach(() => {
  sandbox.clock.setNow(NOW, { frozen: true });
});

type AnyActor = ReturnType<typeof createActor<AnyStateMachine>>;
type Child = {
  getSnapshot(): { context: Record<string, unknown>; matches(v: unknown): boolean };
  send(e: unknown): void;
};

const child = (actor: AnyActor, id: string) => actor.getSnapshot().children[id] as unknown as Child;

function start(
  machine: AnyStateMachine,
  input: BookingInput,
  options: { reports?: BookingReport[]; keys?: string[] } = {},
) {
  const calls = ['createBooking', 'createGuestBooking', 'createFreeBooking'] as const;
  const real = Object.fromEntries(
    calls.map((call) => [call, machine.implementations.actors[call] as typeof createBooking]),
  );
  const actor = createActor(
    machine.provide({
      actions: { report: (_: unknown, report: BookingReport) => options.reports?.push(report) },
      // The calls as they are, with the Idempotency-Key of each noted.
      actors: Object.fromEntries(
        calls.map((call) => [
          call,
          fromPromise<unknown, CreateBookingInput>((args) => {
            options.keys?.push(args.input.idempotencyKey);
            return (real[call]!.config as (a: typeof args) => Promise<unknown>)(args);
          }),
        ]),
      ),
    } as never),
    { input: { ...input, now: NOW_ISO } },
  ).start() as unknown as AnyActor;
  return actor;
}

/** The date choice: the first offered slot (or day, or three date-times), then Continue. */
async function choose(actor: AnyActor, how: 'slot' | 'day' | 'several', skip = 0) {
  await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
  const schedule = child(actor, 'schedule') as unknown as Parameters<typeof waitFor>[0];
  await waitFor(
    schedule,
    (snapshot) => !(snapshot as { matches(v: string): boolean }).matches('loading'),
  );
  const scheduleChild = schedule as unknown as Child;
  const context = scheduleChild.getSnapshot().context as unknown as Parameters<
    typeof bookingWindowOf
  >[0];
  const window = bookingWindowOf(context);
  const days = offeredDays(context.slots, context.numberOfPeople, window);
  const slotsOf = (day: string) =>
    offeredSlotsOfDay(context.slots, day, context.numberOfPeople, window);
  const day = days[skip]!;
  scheduleChild.send({ type: 'date.select', date: day });
  if (how === 'slot') {
    scheduleChild.send({ type: 'slot.select', startTime: slotsOf(day)[0]!.startTime });
  } else if (how === 'several') {
    for (const other of days.slice(0, 3)) {
      scheduleChild.send({ type: 'date.select', date: other });
      scheduleChild.send({ type: 'suggestion.add', startTime: slotsOf(other)[0]!.startTime });
    }
  }
  scheduleChild.send({ type: 'schedule.confirm' });
  return { day, startTime: how === 'slot' ? slotsOf(day)[0]!.startTime : null };
}

/** The date choice: the first offered day with a slot at this local time, that slot. */
async function chooseAt(actor: AnyActor, time: string) {
  await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
  const schedule = child(actor, 'schedule') as unknown as Parameters<typeof waitFor>[0];
  await waitFor(
    schedule,
    (snapshot) => !(snapshot as { matches(v: string): boolean }).matches('loading'),
  );
  const scheduleChild = schedule as unknown as Child;
  const context = scheduleChild.getSnapshot().context as unknown as Parameters<
    typeof bookingWindowOf
  >[0];
  const window = bookingWindowOf(context);
  const at = (slot: { startTime: string }) =>
    DateTime.fromISO(slot.startTime, { zone: 'Europe/Lisbon' }).toFormat('HH:mm') === time;
  const day = offeredDays(context.slots, context.numberOfPeople, window).find((offered) =>
    offeredSlotsOfDay(context.slots, offered, context.numberOfPeople, window).some(at),
  )!;
  const slot = offeredSlotsOfDay(context.slots, day, context.numberOfPeople, window).find(at)!;
  scheduleChild.send({ type: 'date.select', date: day });
  scheduleChild.send({ type: 'slot.select', startTime: slot.startTime });
  scheduleChild.send({ type: 'schedule.confirm' });
}

/** The contact step, as prefilled. */
async function confirmContact(actor: AnyActor) {
  await waitFor(actor, (snapshot) => snapshot.matches('describing'));
  child(actor, 'contact').send({ type: 'contact.submit' });
  await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
}

async function confirm(actor: AnyActor, outcome: string) {
  actor.send({ type: 'booking.confirm' });
  await waitFor(actor, (snapshot) => snapshot.matches(outcome) || snapshot.matches('failed'));
  expect(actor.getSnapshot().value).toBe(outcome);
}

/** The places left at a slot, as the sandbox's available-slots would answer now. */
function capacityAt(startTime: string, target: { campaignId: number } | { serviceId: number }) {
  const slots =
    'campaignId' in target
      ? sandbox.store.slots(
          `campaign:${target.campaignId}`,
          sandbox.store.seedCampaign(target.campaignId)!.calendar!,
        )
      : sandbox.store.slots(`service:${target.serviceId}`, SERVICE_CALENDARS[target.serviceId]!);
  return slots.find((slot) => Date.parse(slot.startTime) === Date.parse(startTime))?.capacity;
}

describe('types 1 and 2: a date, a time, people, sign-in or guest, contact, confirm', () => {
  it('type 2 as a guest: bookings/guest, pending confirmation, the slot has fewer places', async () => {
    const actor = start(reservationMachine, campaignBookingInput(102, { allowGuestLogin: true }));
    const { startTime } = await choose(actor, 'slot');
    const before = capacityAt(startTime!, { campaignId: 102 });

    // Sign in or continue as a guest: the guest's name, email and mobile.
    await waitFor(actor, (snapshot) => snapshot.matches('identifying'));
    const auth = child(actor, 'auth');
    expect(auth.getSnapshot().context).toMatchObject({ allowGuestLogin: true, reason: 'booking' });
    auth.send({ type: 'guest.start' });
    for (const [field, value] of Object.entries({
      name: 'Rita Gomes',
      email: 'rita.gomes@example.pt',
      phone: '912000222',
    })) {
      auth.send({ type: 'form.change', field, value });
    }
    auth.send({ type: 'guest.submit' });
    await confirmContact(actor);
    expect(actor.getSnapshot().context.contact).toMatchObject(guestContact);

    actor.send({ type: 'sms.change', receiveSms: true });
    await confirm(actor, 'pendingConfirmation');
    const [reservation] = sandbox.store.reservations;
    expect(reservation).toMatchObject({ campaignId: 102, status: 'pending', receiveSms: true });
    const after = capacityAt(startTime!, { campaignId: 102 });
    expect(after).toBe(before! - actor.getSnapshot().context.choice.numberOfPeople);
  });

  it('a double click on confirm books once', async () => {
    const keys: string[] = [];
    const actor = start(reservationMachine, campaignBookingInput(108, { identity: ana }), { keys });
    await choose(actor, 'slot');
    await confirmContact(actor);
    actor.send({ type: 'booking.confirm' });
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('confirmed'));
    expect(keys).toHaveLength(1);
    expect(sandbox.store.reservations).toHaveLength(1);
  });

  it('a date taken meanwhile: the message, back to the date, everything else kept; a new key', async () => {
    const keys: string[] = [];
    const actor = start(reservationMachine, campaignBookingInput(108, { identity: ana }), { keys });
    await choose(actor, 'slot');
    await confirmContact(actor);
    const people = actor.getSnapshot().context.choice.numberOfPeople;
    const contact = actor.getSnapshot().context.contact;
    expect(contact).toMatchObject({ name: 'Ana Silva', prefix: '+351', phone: '912345678' });
    sandbox.setFault(
      'createFreeBooking',
      { kind: 'status', status: 409, code: 'dateNotAvailable' },
      { times: 1 },
    );
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    const schedule = child(actor, 'schedule');
    expect(schedule.getSnapshot().context).toMatchObject({
      problem: 'dateNotAvailable',
      numberOfPeople: people,
      date: null,
      startTime: null,
    });
    expect(actor.getSnapshot().context).toMatchObject({
      identity: ana,
      contact,
      error: 'dateNotAvailable',
    });

    // Another date: straight back to the review (the sign-in and the contact are kept).
    await choose(actor, 'slot', 1);
    await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
    await confirm(actor, 'confirmed');
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.every((key) => key.startsWith('story-key.'))).toBe(true);
  });

  it('a fault: failed, and the retry sends the same Idempotency-Key', async () => {
    const keys: string[] = [];
    const actor = start(reservationMachine, campaignBookingInput(102, { identity: ana }), { keys });
    await choose(actor, 'slot');
    await confirmContact(actor);
    sandbox.setFault('createBooking', { kind: 'network' }, { times: 1 });
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('network');
    actor.send({ type: 'booking.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('pendingConfirmation'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(sandbox.store.reservations).toHaveLength(1);
  });

  it('an answer lost (19:00 booked): never "not made"; looked up in Ana\'s bookings, shown as booked, never sent again', async () => {
    const keys: string[] = [];
    const reports: BookingReport[] = [];
    const actor = start(reservationMachine, campaignBookingInput(108, { identity: ana }), {
      keys,
      reports,
    });
    const localTime = (iso: string | undefined) =>
      DateTime.fromISO(iso ?? '', { zone: 'Europe/Lisbon' }).toFormat('HH:mm');
    await chooseAt(actor, '19:00');
    await confirmContact(actor);

    sandbox.setFault('createFreeBooking', { kind: 'lost' }, { times: 1 });
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('unconfirmed'));
    await waitFor(actor, (snapshot) => snapshot.matches('confirmed'));
    expect(keys).toHaveLength(1);
    expect(sandbox.store.reservations.map((made) => localTime(made.date))).toEqual(['19:00']);
    const [made] = sandbox.store.reservations;
    expect(actor.getSnapshot().context.reservation).toMatchObject({
      reservationId: made!.reservationId,
      status: 'confirmed',
    });
    expect(reports.filter((report) => report.type === 'booking.made')).toHaveLength(1);
    expect(reports.at(-1)).toEqual({ type: 'booking.settled' });
  });

  it('an answer lost and the lookup unanswered: not known, asked again; never a new booking', async () => {
    const actor = start(reservationMachine, campaignBookingInput(108, { identity: ana }));
    await chooseAt(actor, '19:00');
    await confirmContact(actor);
    sandbox.setFault('createFreeBooking', { kind: 'lost' }, { times: 1 });
    sandbox.setFault('getMyBookings', { kind: 'network' }, { times: 1 });
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ unconfirmed: 'lookupFailed' }));
    expect(actor.getSnapshot().can({ type: 'booking.retry' })).toBe(false);
    actor.send({ type: 'booking.check' });
    await waitFor(actor, (snapshot) => snapshot.matches('confirmed'));
    expect(sandbox.store.reservations).toHaveLength(1);
  });

  it("a guest's answer lost: no call finds it, said so; no retry offered, only back to the summary", async () => {
    const actor = start(
      reservationMachine,
      campaignBookingInput(102, { allowGuestLogin: true, identity: guest }),
    );
    await choose(actor, 'slot');
    await confirmContact(actor);
    sandbox.setFault('createGuestBooking', { kind: 'lost' }, { times: 1 });
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ unconfirmed: 'noLookup' }));
    expect(actor.getSnapshot().can({ type: 'booking.retry' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'booking.check' })).toBe(false);
    actor.send({ type: 'booking.back' });
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
    expect(sandbox.store.reservations).toHaveLength(1);
  });

  it('the same request again keeps its key: the middleware answers the first booking', async () => {
    const keys: string[] = [];
    const actor = start(reservationMachine, campaignBookingInput(108, { identity: ana }), { keys });
    await chooseAt(actor, '19:00');
    await confirmContact(actor);
    sandbox.setFault('createFreeBooking', { kind: 'network' }, { times: 1 });
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'booking.back' });
    actor.send({ type: 'choice.edit' });
    await chooseAt(actor, '19:00');
    await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
    await confirm(actor, 'confirmed');
    expect(keys[1]).toBe(keys[0]);
    expect(sandbox.store.reservations).toHaveLength(1);
    expect(actor.getSnapshot().context.reservation?.reservationId).toBe(
      sandbox.store.reservations[0]?.reservationId,
    );
  });

  it('a campaign no longer available is final: no retry', async () => {
    const actor = start(reservationMachine, campaignBookingInput(111, { identity: ana }));
    await choose(actor, 'slot');
    await confirmContact(actor);
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('campaignUnavailable');
    expect(actor.getSnapshot().can({ type: 'booking.retry' })).toBe(false);
  });

  it('tells whoever runs it of the sign-in, the contact and the booking made', async () => {
    const reports: BookingReport[] = [];
    const actor = start(reservationMachine, campaignBookingInput(108), { reports });
    await choose(actor, 'slot');
    await waitFor(actor, (snapshot) => snapshot.matches('identifying'));
    const auth = child(actor, 'auth');
    auth.send({ type: 'form.change', field: 'email', value: 'ana.silva@example.pt' });
    auth.send({ type: 'email.submit' });
    await waitFor(
      auth as never,
      (snapshot: { value: unknown }) => snapshot.value === 'enteringPassword',
    );
    auth.send({ type: 'form.change', field: 'password', value: 'Segredo123' });
    auth.send({ type: 'password.submit' });
    await confirmContact(actor);
    await confirm(actor, 'confirmed');
    // The date chosen is kept (for a reload) until the booking is made, with the contact's NIF
    // once confirmed; the request is kept (pending) from before it goes out until its answer is
    // known (settled).
    expect(reports.map((report) => report.type)).toEqual([
      'booking.flow',
      'booking.signedIn',
      'booking.contact',
      'booking.flow',
      'booking.pending',
      'booking.made',
      'booking.flow',
      'booking.settled',
    ]);
    expect(reports[0]).toMatchObject({
      booking: { campaignId: 108, choice: { numberOfPeople: expect.any(Number) }, prizeId: null },
    });
    expect(reports[3]).toMatchObject({ booking: { campaignId: 108, vatId: '' } });
    expect(reports[6]).toEqual({ type: 'booking.flow', booking: null });
    expect(reports[1]).toMatchObject({ identity: { kind: 'user', user: { id: 1001 } } });
    expect(reports[4]).toMatchObject({
      type: 'booking.pending',
      pending: {
        kind: 'booking',
        operation: 'POST /client/book/book/{userId}',
        params: { path: { userId: 1001 } },
        body: { campaignId: 108 },
      },
    });
    expect(reports[5]).toEqual({
      type: 'booking.made',
      detail: {
        campaignId: 108,
        reservationId: String(sandbox.store.reservations[0]!.reservationId),
      },
    });
    // A free offer, signed in: client/book/book/{userId}, and its points.
    expect(actor.getSnapshot().context.reservation).toMatchObject({ pointsEarned: 5 });
  });

  it('a booking from a reserve-with-map flow is reported to the map service with its token', async () => {
    const actor = start(
      reservationMachine,
      campaignBookingInput(108, { identity: ana, mapToken: 'rwg-42' }),
    );
    await choose(actor, 'slot');
    await confirmContact(actor);
    await confirm(actor, 'confirmed');
    await expect
      .poll(() => sandbox.store.conversions)
      .toEqual([
        {
          campaignId: 108,
          shopId: 11,
          reservationId: actor.getSnapshot().context.reservation.reservationId,
          conversionToken: 'rwg-42',
        },
      ]);
  });

  it('asks members-only campaigns for a sign-in: a known guest is not enough, no guest path', async () => {
    const actor = start(
      reservationMachine,
      campaignBookingInput(112, { allowGuestLogin: true, identity: guest }),
    );
    await choose(actor, 'slot');
    await waitFor(actor, (snapshot) => snapshot.matches('identifying'));
    expect(child(actor, 'auth').getSnapshot().context).toMatchObject({ allowGuestLogin: false });
  });
});

describe('a merchant service from the list', () => {
  it('is booked on its own calendar (at least 30 minutes ahead, its party sizes), named in the request', async () => {
    const actor = start(reservationMachine, serviceBookingInput(12, 1201, { identity: ana }));
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    const schedule = child(actor, 'schedule');
    expect(schedule.getSnapshot().context).toMatchObject({
      target: { kind: 'service', serviceId: 1201, shopId: 12 },
      peopleBounds: { min: 1, max: 1 },
    });
    expect(schedule.getSnapshot().context.leadMinutes).toBeGreaterThanOrEqual(30);
    const { startTime } = await choose(actor, 'slot');
    await confirmContact(actor);
    const before = capacityAt(startTime!, { serviceId: 1201 });
    await confirm(actor, 'confirmed');
    const after = capacityAt(startTime!, { serviceId: 1201 });
    expect(after).toBe(before! - 1);
  });
});

describe('a campaign’s booking inside the widget', () => {
  it('keeps the date chosen in the flow state, told to the flow keeper: the campaign chart relays none of it', async () => {
    const relayed: unknown[] = [];
    const widget = createActor(
      widgetMachine.provide({
        actors: {
          // The campaign chart as the widget runs it, except that what it tells the widget is
          // noted here instead: the flow state can only hear of the date from the keeper.
          campaign: campaignMachine.provide({
            actions: { report: (_, report) => relayed.push(report) },
          }),
        },
      }),
      {
        input: {
          context: DEFAULT_CONTEXT,
          start: { ...EMPTY_START, campaignId: 108 },
          flow: initialFlowState(),
          hostname: 'localhost',
        },
      },
    ).start();
    await waitFor(widget, (snapshot) => snapshot.matches({ ready: 'campaign' }));
    const campaign = widget.getSnapshot().children.campaign!;
    await waitFor(campaign, (snapshot) => snapshot.matches({ showing: 'overview' }));
    campaign.send({ type: 'booking.start' });
    const running = await waitFor(campaign, (snapshot) => !!snapshot.context.refs.booking, {
      timeout: 30_000,
    });
    const booking = running.context.refs.booking as unknown as AnyActor;
    const { day, startTime } = await choose(booking, 'slot');
    await waitFor(booking, (snapshot) => snapshot.matches('identifying'));
    expect(widget.getSnapshot().context.flow).toMatchObject({
      bookingInProgress: { campaignId: 108, startTime },
      book: { date: day },
    });
    expect(relayed).toEqual([]);
    widget.stop();
  }, 60_000);
});

describe('type 3: a day inside the fixed time window, no hour', () => {
  it('sends the day as the date; the window has fewer places', async () => {
    const actor = start(dayReservationMachine, campaignBookingInput(103, { identity: ana }));
    const { day } = await choose(actor, 'day');
    await confirmContact(actor);
    await confirm(actor, 'confirmed');
    expect(sandbox.store.reservations[0]).toMatchObject({ campaignId: 103, date: day });
  });
});

describe('type 6: several suggested date-times', () => {
  it('sends at least three, one a day ahead, and waits for the merchant (SMS and email)', async () => {
    const actor = start(suggestionsMachine, campaignBookingInput(106, { identity: ana }));
    await choose(actor, 'several');
    await confirmContact(actor);
    await confirm(actor, 'suggestionsSent');
    expect(sandbox.store.reservations[0]).toMatchObject({ campaignId: 106, status: 'pending' });
    expect(sandbox.store.reservations[0]!.dateTimes).toHaveLength(3);
  });
});

describe('type 5: a digital coupon', () => {
  it('is got with no date; the activation code comes back with the points earned', async () => {
    const actor = start(couponMachine, campaignBookingInput(114, { identity: miguel }));
    await confirmContact(actor);
    await confirm(actor, 'couponIssued');
    expect(actor.getSnapshot().context.reservation).toMatchObject({
      activationCode: 'ESTRELA-CAFE-24',
      activationQrCode: 'ESTRELA-CAFE-24',
      // No smart price for this coupon: a member gets it as anyone does, with its 5 points.
      pointsEarned: 5,
    });
  });
});
