// QA model of booking type 6 (SPEC 4: several dates suggested by the client, confirmed later by
// SMS and email; SPEC 5 and 9: at least 3, one at least 24 hours from now, at most the maximum),
// on campaign 113, whose hour's lead time lets a visitor choose suggestions sooner than 24 hours
// and whose calendar answers slots its schedule does not allow (api/sandbox/README.md).
import { afterEach, expect } from 'vitest';
import { screen } from '@testing-library/react';
import { createMachine } from 'xstate';
import { DateTime } from 'luxon';
import { sandbox } from '../../api/sandbox/control';
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
  sandboxNow,
  seededCampaign,
  timesOnOffer,
  ZONE,
  type OpenWidget,
} from './support/widget';

const suggestionsModel = createMachine({
  id: 'suggestionsQa',
  initial: 'campaign',
  states: {
    campaign: {
      description: 'the campaign offers to suggest dates (SPEC 4: type 6)',
      on: { SUGGEST: 'choosing' },
    },
    choosing: {
      description:
        'the calendar offers exactly the days with a time for the party inside the schedule, not unavailable, within working hours, past the lead time (SPEC 5); none chosen',
      on: {
        CONTINUE: 'toldAtLeastOne',
        SUGGEST_THREE_TODAY: 'threeWithin24h',
        SUGGEST_ONE_TOMORROW: 'oneAhead',
      },
    },
    toldAtLeastOne: {
      description: '"at least one date and time must be chosen" (SPEC 5)',
    },
    oneAhead: {
      description: 'one suggestion a day ahead chosen',
      on: { CONTINUE: 'toldAtLeastThree' },
    },
    toldAtLeastThree: {
      description:
        'fewer than 3 suggestions refused: "give at least 3, one 24 hours ahead" (SPEC 5)',
    },
    threeWithin24h: {
      description: "three of today's times chosen, all sooner than 24 hours",
      on: { CONTINUE: 'toldOneAhead', SUGGEST_ONE_TOMORROW: 'fourWithOneAhead' },
    },
    toldOneAhead: {
      description:
        'three suggestions, none 24 hours ahead, refused: "give at least 3, with one at least 24 hours from now" (SPEC 5, 9)',
    },
    fourWithOneAhead: {
      description: 'four chosen, one a day ahead: the maximum the schedule allows',
      on: {
        SUGGEST_ANOTHER: 'toldTooMany',
        REMOVE_ONE: 'threeWithOneAhead',
        CONTINUE: 'identifying',
      },
    },
    toldTooMany: {
      description:
        'one more than the maximum refused with the message to remove one first (SPEC 5), the four kept',
    },
    threeWithOneAhead: {
      description: 'one removed: three left, one a day ahead',
      on: { CONTINUE: 'identifying' },
    },
    identifying: {
      description: 'sign in, or continue as a guest where allowed (SPEC 6)',
      on: { IDENTIFY: 'describing' },
    },
    describing: {
      description: 'the contact, prefilled; prefix +351',
      on: { CONTINUE: 'reviewing' },
    },
    reviewing: {
      description: 'the review lists every suggestion, the people and the price; nothing sent yet',
      on: { CONFIRM: 'sent' },
    },
    sent: {
      description:
        'sent, to be confirmed later by SMS and email: the sandbox holds one pending booking with exactly the suggestions (SPEC 4)',
    },
  },
});

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

describeQaModel(
  'QA model, type 6 (campaign 113, several dates), as a guest',
  suggestionsModel,
  async (path) => {
    const campaign = seededCampaign(113);
    const max = campaign.seed.maxDateSelections!;
    const people = 2; // SPEC 9: min(2, max) for a category 1 campaign
    const suggested: { day: string; time: string }[] = [];
    const instant = ({ day, time }: { day: string; time: string }) =>
      DateTime.fromISO(`${day}T${time}`, { zone: ZONE });
    const inOrder = () => [...suggested].sort((a, b) => +instant(a) - +instant(b));
    const hoursAhead = (suggestion: { day: string; time: string }) =>
      instant(suggestion).diff(sandboxNow(), 'hours').hours;
    const today = sandboxNow().toISODate()!;
    const tomorrow = sandboxNow().plus({ days: 1 }).toISODate()!;

    open = await openWidget('campaignId=113&allowGuestLogin=true');
    const { user } = open;
    const suggest = async (day: string, time: string) => {
      await chooseTime(user, day, time);
      suggested.push({ day, time });
    };
    const showsChoice = async () => {
      await heading('Sugira datas e horas');
      expect(peopleShown()).toBe(people);
      expect(screen.getByText(`${suggested.length} de ${max} escolhidas`)).toBeVisible();
      expect(
        screen
          .queryAllByRole('button', { name: /^Remover / })
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(inOrder().map(({ day, time }) => `Remover ${dayInWords(day)}, ${time}`));
      expect(daysOnOffer()).toEqual(
        offeredDays(campaign, people).filter((day) => day.startsWith(monthShown())),
      );
      expect(sandbox.store.reservations).toEqual([]);
    };
    const timesOf = (day: string) =>
      offeredSlots(campaign, people, day).map((slot) => ({
        time: slot.time,
        places: slot.capacity,
      }));
    const message = (text: string) => expect(screen.getByText(text)).toBeVisible();

    await path.test({
      events: {
        SUGGEST: () => click(user, 'Sugerir datas'),
        CONTINUE: () => click(user, 'Continuar'),
        SUGGEST_THREE_TODAY: async () => {
          await chooseDay(user, today);
          for (const { time } of timesOnOffer('checkbox').slice(0, 3)) await suggest(today, time);
        },
        SUGGEST_ONE_TOMORROW: async () => {
          await chooseDay(user, tomorrow);
          await suggest(tomorrow, timesOnOffer('checkbox')[0]!.time);
        },
        SUGGEST_ANOTHER: async () => {
          await chooseTime(user, tomorrow, timesOnOffer('checkbox')[1]!.time);
        },
        REMOVE_ONE: async () => {
          const [first] = inOrder();
          await click(user, `Remover ${dayInWords(first!.day)}, ${first!.time}`);
          suggested.splice(suggested.indexOf(first!), 1);
        },
        IDENTIFY: () => continueAsGuest(user),
        CONFIRM: () => click(user, 'Confirmar'),
      },
      states: {
        campaign: async () => {
          expect(
            await screen.findByRole('heading', { level: 1, name: campaign.view.campaignTitle }),
          ).toBeVisible();
        },
        choosing: showsChoice,
        toldAtLeastOne: async () => {
          await showsChoice();
          message('Escolha pelo menos uma data e hora.');
        },
        oneAhead: async () => {
          await showsChoice();
          expect(timesOnOffer('checkbox')).toEqual(timesOf(tomorrow));
        },
        toldAtLeastThree: async () => {
          await showsChoice();
          message('Sugira pelo menos 3 datas e horas, uma delas daqui a 24 horas ou mais.');
        },
        threeWithin24h: async () => {
          await showsChoice();
          // Today's offered times: after the hour's lead time, within working hours (not 23:45).
          expect(timesOnOffer('checkbox')).toEqual(timesOf(today));
          expect(suggested).toHaveLength(3);
          for (const suggestion of suggested) expect(hoursAhead(suggestion)).toBeLessThan(24);
        },
        toldOneAhead: async () => {
          await showsChoice();
          message('Sugira pelo menos 3 datas e horas, uma delas daqui a 24 horas ou mais.');
        },
        fourWithOneAhead: async () => {
          await showsChoice();
          expect(suggested).toHaveLength(4);
          expect(suggested.some((suggestion) => hoursAhead(suggestion) >= 24)).toBe(true);
        },
        toldTooMany: async () => {
          await showsChoice();
          message(
            `Já escolheu o máximo de ${max} datas e horas. Remova uma primeiro para escolher outra.`,
          );
        },
        threeWithOneAhead: showsChoice,
        identifying: () => heading('Inicie sessão para concluir a reserva'),
        describing: async () => {
          await heading('Os seus contactos');
          expect(screen.getByLabelText('Indicativo')).toHaveValue('+351');
        },
        reviewing: async () => {
          await heading('Confirme os dados');
          const details = reviewDetails();
          expect(details.Quando).toBe(
            inOrder()
              .map(({ day, time }) => `${dayInWords(day)}, às ${time}`)
              .join(' | '),
          );
          expect(details.Pessoas).toBe(String(people));
          expect(details['Preço']).toBe(`${euro(campaign.view.offerPrice!)} por pessoa`);
          expect(sandbox.store.reservations).toEqual([]);
        },
        sent: async () => {
          await heading('Sugestões enviadas');
          expect(sandbox.store.reservations).toHaveLength(1);
          const [booking] = sandbox.store.reservations;
          expect(booking).toMatchObject({
            campaignId: 113,
            status: 'pending',
            numberOfPeople: people,
          });
          expect(booking!.dateTimes!.map((iso) => DateTime.fromISO(iso).toMillis())).toEqual(
            inOrder().map((suggestion) => instant(suggestion).toMillis()),
          );
        },
      },
    });
  },
);
