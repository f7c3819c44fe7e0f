// QA model of booking types 1 and 2 (SPEC 4: a date, a time slot with room for the party, the
// people, sign in or guest, the contact, confirm; type 1 confirmed, type 2 pending), written
// from the spec and driven on the rendered widget against the sandbox. Every state checks what
// the spec promises there: on the screen, and in the sandbox's store.
import { afterEach, expect } from 'vitest';
import { screen } from '@testing-library/react';
import { createMachine } from 'xstate';
import { DateTime } from 'luxon';
import { sandbox } from '../../api/sandbox/control';
import type { OperationId } from '../../api/sandbox/control';
import { describeQaModel } from './support/model';
import {
  chooseDay,
  chooseTime,
  click,
  continueAsGuest,
  dayInWords,
  daysOnOffer,
  euro,
  heading,
  monthShown,
  offeredDays,
  offeredSlots,
  openWidget,
  peopleShown,
  reviewDetails,
  sandboxSlots,
  seededCampaign,
  signInAsAna,
  timesOnOffer,
  ZONE,
  type OpenWidget,
} from './support/widget';

/**
 * What a visitor sees and does, from SPEC 4, 5 and 8; the middleware's faults are events too. A
 * booking's answer that is lost or never comes is not known (README "Money safety"): a signed-in
 * visitor's is looked up in their bookings (found: booked; not found: not made, and a retry); a
 * guest's cannot be looked up, and the screen says so, offering no retry.
 */
const reservationModel = (identify: 'guest' | 'ana') =>
  createMachine({
    id: 'reservationQa',
    initial: 'campaign',
    states: {
      campaign: {
        description: 'the campaign offers its booking (SPEC 4: types 1 and 2 book a date)',
        on: { BOOK: 'pickingDate' },
      },
      pickingDate: {
        description:
          'the calendar offers exactly the days with a time for the party, inside the schedule, not unavailable, past the lead time (SPEC 5); 2 people by default (SPEC 9)',
        on: {
          CONTINUE: 'toldDateTimeRequired',
          CHOOSE_DAY: 'pickingTime',
          MORE_PEOPLE: 'morePeople',
        },
      },
      morePeople: {
        description:
          'one more person: only days with room for the larger party are offered (SPEC 5)',
        on: { CHOOSE_DAY: 'pickingTime' },
      },
      toldDateTimeRequired: {
        description: '"a date and time must be chosen" (SPEC 5)',
        on: { CHOOSE_DAY: 'pickingTime' },
      },
      pickingTime: {
        description:
          "the day's times: a time is offered only if its capacity is at least the number of people (SPEC 5)",
        on: { CHOOSE_TIME: 'timeChosen' },
      },
      timeChosen: {
        description: 'the time chosen, marked',
        on: { CONTINUE: 'identifying' },
      },
      identifying: {
        description: 'sign in, or continue as a guest only where the context allows it (SPEC 6)',
        on: { IDENTIFY: 'describing' },
      },
      describing: {
        description: 'the contact, prefilled; the prefix falls back to +351 (SPEC 4, 9)',
        on: { CONTINUE: 'reviewing' },
      },
      reviewing: {
        description:
          'the review: the date and time, the people and the price chosen; nothing booked yet',
        on: {
          CONFIRM: 'booked',
          CONFIRM_OFFLINE: identify === 'ana' ? 'failed' : 'unconfirmedNotMade',
          CONFIRM_ANSWER_LOST: identify === 'ana' ? 'booked' : 'unconfirmedMade',
          CONFIRM_REFUSED_FOR_GOOD: 'refusedForGood',
          CONFIRM_DATE_TAKEN: 'dateTaken',
          CHANGE_DATE: 'changingDate',
        },
      },
      changingDate: {
        description: 'back at the date choice, the day, time and people kept',
        on: { CONTINUE: 'reviewing' },
      },
      ...(identify === 'ana'
        ? {
            failed: {
              description:
                'no answer, and the lookup found nothing: not made, said so (SPEC 8), and a retry',
              on: { RETRY: 'booked' },
            },
          }
        : {
            unconfirmedNotMade: {
              description:
                'a guest\'s request unanswered (not made): "não conseguimos confirmar", never "not made", no retry offered',
              on: { BACK_TO_SUMMARY: 'reviewingAfterUnknown' },
            },
            unconfirmedMade: {
              description:
                'a guest\'s booking made but its answer lost: "não conseguimos confirmar", never "not made", no retry offered',
              on: { BACK_TO_SUMMARY: 'reviewingAfterUnknown' },
            },
            reviewingAfterUnknown: {
              description: 'back at the summary, after being told to check the email first',
              on: { CONFIRM: 'booked' },
            },
          }),
      refusedForGood: {
        description:
          'a final refusal (campaign no longer available): its message and no retry (SPEC 8)',
      },
      dateTaken: {
        description:
          'the date taken meanwhile: "date not available, select another date", back at the date choice, people kept, nothing booked (SPEC 8)',
        on: { CHOOSE_DAY: 'pickingTime' },
      },
      booked: {
        description:
          'booked once: the success says it, the sandbox holds one booking of that slot for that many people, and the slot has that many fewer places (SPEC 4, 5)',
      },
    },
  });

interface Flow {
  campaignId: number;
  search: string;
  outcome: { status: 'confirmed' | 'pending'; heading: string };
  /** Who books, and the booking call the middleware receives. */
  identify: 'guest' | 'ana';
  call: OperationId;
  guestsAllowed: boolean;
}

const FLOWS: { title: string; flow: Flow }[] = [
  {
    title: 'type 1 (campaign 108, a free offer), signed in',
    flow: {
      campaignId: 108,
      search: 'campaignId=108',
      outcome: { status: 'confirmed', heading: 'Reserva confirmada' },
      identify: 'ana',
      call: 'createFreeBooking',
      guestsAllowed: false,
    },
  },
  {
    title: 'type 2 (campaign 102, awaits availability), as a guest',
    flow: {
      campaignId: 102,
      search: 'campaignId=102&allowGuestLogin=true',
      outcome: { status: 'pending', heading: 'Pedido de reserva enviado' },
      identify: 'guest',
      call: 'createGuestBooking',
      guestsAllowed: true,
    },
  },
];

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

for (const { title, flow } of FLOWS) {
  describeQaModel(`QA model, ${title}`, reservationModel(flow.identify), async (path) => {
    const campaign = seededCampaign(flow.campaignId);
    const { view } = campaign;
    // SPEC 9: "min(2, max) for category 1 campaigns; otherwise 1".
    const defaultPeople = view.categoryId === 1 ? Math.min(2, view.maxNumberPeople!) : 1;
    const chosen = { people: defaultPeople, day: '', time: '', placesBefore: 0 };
    const slotOf = () =>
      sandboxSlots(campaign).find((slot) => slot.day === chosen.day && slot.time === chosen.time);

    open = await openWidget(flow.search);
    const { user } = open;
    const onOffer = () =>
      offeredDays(campaign, chosen.people).filter((day) => day.startsWith(monthShown()));
    const noBooking = () => expect(sandbox.store.reservations).toEqual([]);

    await path.test({
      events: {
        BOOK: () => click(user, 'Reservar'),
        CONTINUE: () => click(user, 'Continuar'),
        MORE_PEOPLE: async () => {
          await click(user, 'Mais uma pessoa');
          chosen.people += 1;
        },
        CHOOSE_DAY: async () => {
          chosen.day = daysOnOffer()[0]!;
          await chooseDay(user, chosen.day);
        },
        CHOOSE_TIME: async () => {
          const first = timesOnOffer('radio')[0]!;
          chosen.time = first.time;
          chosen.placesBefore = first.places;
          await chooseTime(user, chosen.day, chosen.time);
        },
        IDENTIFY: () => (flow.identify === 'guest' ? continueAsGuest(user) : signInAsAna(user)),
        CONFIRM: () => click(user, 'Confirmar'),
        CONFIRM_OFFLINE: async () => {
          sandbox.setFault(flow.call, { kind: 'network' }, { times: 1 });
          await click(user, 'Confirmar');
        },
        CONFIRM_ANSWER_LOST: async () => {
          sandbox.setFault(flow.call, { kind: 'lost' }, { times: 1 });
          await click(user, 'Confirmar');
        },
        CONFIRM_REFUSED_FOR_GOOD: async () => {
          // SPEC 8's body (a message, the status): a booking's 404 is the campaign gone.
          sandbox.setFault(flow.call, { kind: 'status', status: 404, message: 'Já não existe.' });
          await click(user, 'Confirmar');
        },
        CONFIRM_DATE_TAKEN: async () => {
          // Someone else takes every place left of the chosen time.
          const slot = slotOf()!;
          sandbox.store.consumeSlot(
            campaign.calendarKey,
            campaign.calendar,
            slot.start.toISO()!,
            slot.capacity,
          );
          await click(user, 'Confirmar');
        },
        CHANGE_DATE: () => click(user, 'Alterar data'),
        RETRY: () => click(user, 'Tentar novamente'),
        BACK_TO_SUMMARY: () => click(user, 'Voltar ao resumo'),
      },
      states: {
        campaign: async () => {
          expect(
            await screen.findByRole('heading', { level: 1, name: view.campaignTitle }),
          ).toBeVisible();
          expect(screen.getByRole('button', { name: 'Reservar' })).toBeVisible();
        },
        pickingDate: async () => {
          await heading('Escolha a data e a hora');
          expect(peopleShown()).toBe(2);
          expect(daysOnOffer()).toEqual(onOffer());
          expect(timesOnOffer('radio')).toEqual([]);
        },
        morePeople: () => {
          expect(peopleShown()).toBe(3);
          expect(daysOnOffer()).toEqual(onOffer());
        },
        toldDateTimeRequired: async () => {
          expect(await screen.findByText('Escolha uma data e uma hora.')).toBeVisible();
          expect(daysOnOffer()).toEqual(onOffer());
        },
        pickingTime: async () => {
          await screen.findAllByRole('radio');
          const shown = timesOnOffer('radio');
          for (const time of shown) expect(time.places).toBeGreaterThanOrEqual(chosen.people);
          expect(shown).toEqual(
            offeredSlots(campaign, chosen.people, chosen.day).map((slot) => ({
              time: slot.time,
              places: slot.capacity,
            })),
          );
        },
        timeChosen: () => {
          const checked = screen
            .getAllByRole('radio')
            .filter((radio) => (radio as HTMLInputElement).checked);
          expect(checked).toHaveLength(1);
          expect(checked[0]).toHaveAccessibleName(
            `${dayInWords(chosen.day)}, ${chosen.time}, ${chosen.placesBefore} lugar${chosen.placesBefore === 1 ? '' : 'es'} livre${chosen.placesBefore === 1 ? '' : 's'}`,
          );
        },
        identifying: async () => {
          await heading('Inicie sessão para concluir a reserva');
          expect(screen.queryByRole('button', { name: 'Continuar como convidado' }) !== null).toBe(
            flow.guestsAllowed,
          );
        },
        describing: async () => {
          await heading('Os seus contactos');
          expect(screen.getByLabelText('Indicativo')).toHaveValue('+351');
          expect(screen.getByLabelText('Nome')).toHaveValue(
            flow.identify === 'guest' ? 'Rita Gomes' : 'Ana Silva',
          );
        },
        reviewing: async () => {
          await heading('Confirme os dados');
          const details = reviewDetails();
          expect(details.Quando).toBe(`${dayInWords(chosen.day)}, às ${chosen.time}`);
          expect(details.Pessoas).toBe(String(chosen.people));
          expect(details['Preço']).toBe(view.isFreeOffer ? 'Grátis' : euro(view.offerPrice!));
          noBooking();
        },
        changingDate: async () => {
          await heading('Escolha a data e a hora');
          expect(peopleShown()).toBe(chosen.people);
          const checked = screen
            .getAllByRole('radio')
            .filter((radio) => (radio as HTMLInputElement).checked);
          expect(checked.map((radio) => radio.getAttribute('aria-label'))).toEqual([
            expect.stringContaining(`${dayInWords(chosen.day)}, ${chosen.time}, `),
          ]);
        },
        failed: async () => {
          await heading('A reserva não foi feita');
          expect(screen.getByRole('alert')).toHaveTextContent(
            'Não foi possível contactar o servidor.',
          );
          expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
          noBooking();
        },
        unconfirmedNotMade: async () => {
          await heading('Não conseguimos confirmar a reserva');
          expect(screen.getByText(/não temos forma de confirmar se foi feita/)).toBeVisible();
          expect(screen.queryByRole('heading', { name: 'A reserva não foi feita' })).toBeNull();
          expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
          noBooking();
        },
        unconfirmedMade: async () => {
          await heading('Não conseguimos confirmar a reserva');
          expect(screen.queryByRole('heading', { name: 'A reserva não foi feita' })).toBeNull();
          expect(screen.queryByRole('heading', { name: flow.outcome.heading })).toBeNull();
          expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
          expect(sandbox.store.reservations).toHaveLength(1);
        },
        reviewingAfterUnknown: async () => {
          await heading('Confirme os dados');
          expect(reviewDetails().Pessoas).toBe(String(chosen.people));
        },
        refusedForGood: async () => {
          await heading('A reserva não foi feita');
          expect(screen.getByRole('alert')).toHaveTextContent(
            'Esta campanha já não está disponível.',
          );
          expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
          noBooking();
        },
        dateTaken: async () => {
          expect(
            await screen.findByText('Data não disponível, selecione outra data.'),
          ).toBeVisible();
          expect(peopleShown()).toBe(chosen.people);
          expect(timesOnOffer('radio')).toEqual([]);
          expect(daysOnOffer()).toEqual(onOffer());
          noBooking();
        },
        booked: async () => {
          await heading(flow.outcome.heading);
          const start = DateTime.fromISO(`${chosen.day}T${chosen.time}`, { zone: ZONE });
          expect(sandbox.store.reservations).toHaveLength(1);
          const [booking] = sandbox.store.reservations;
          expect(booking).toMatchObject({
            campaignId: flow.campaignId,
            status: flow.outcome.status,
            numberOfPeople: chosen.people,
          });
          expect(DateTime.fromISO(booking!.date!).toMillis()).toBe(start.toMillis());
          expect(slotOf()!.capacity).toBe(chosen.placesBefore - chosen.people);
        },
      },
    });
  });
}
