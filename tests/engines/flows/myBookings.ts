// "As minhas reservas" in every engine: Ana signs in there, books campaign 108 from the campaign
// view and finds it listed with its state, date, people and reference as the sandbox holds it;
// she changes it (another day, one person fewer) on the booking's own calendar; she cancels it,
// and it is listed under the past ones as cancelled. Ported from tests/e2e/myBookings.e2e.test.ts
// (Chromium only) and, for the cancellation, from the QA model of tests/qa/myBookingsEdit.test.tsx.
import { expect } from 'vitest';
import type { EngineDocument, EngineTab } from '../engines';
import type { Target } from '../inPage';
import {
  button,
  definitions,
  field,
  firstOpenDay,
  radio,
  sandboxStore,
  seesScreen,
  text,
} from '../visitor';
import { openWidget, type Flow, type FlowContext } from './index';

const TITLE = 'Copo de boas-vindas no jantar';
const REST = '/mygon-middleware/rest';
const SLOTS_108 = `${REST}/v4/campaigns/108/calendar/available-slots?untilMinutes=43200`;

const region = (name: string): Target => ({ role: 'region', name });
const bookingIn = (group: string): Target => ({
  role: 'article',
  name: TITLE,
  within: region(group),
});

/** The date-time as a visitor reads it in Portuguese, at the merchant's clock in Lisbon. */
function inWords(document: EngineDocument, iso: string): Promise<string> {
  return document.evaluate((value) => {
    const at = new Date(value);
    const day = new Intl.DateTimeFormat('pt-PT', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Lisbon',
    }).format(at);
    const time = new Intl.DateTimeFormat('pt-PT', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Lisbon',
    }).format(at);
    return `${day}, ${time}`;
  }, iso);
}

/** Places left at one slot of campaign 108, as the sandbox's available-slots call answers now. */
function placesAt(document: EngineDocument, startTime: string): Promise<number> {
  return document.evaluate(
    async (url, at) => {
      const slots = (await (await fetch(url)).json()) as { startTime: string; capacity: number }[];
      return slots.find((slot) => Date.parse(slot.startTime) === Date.parse(at))?.capacity ?? 0;
    },
    SLOTS_108,
    startTime,
  );
}

/** The slot a time of the day chosen stands for, as the sandbox lists it. */
function slotAt(document: EngineDocument, day: string, time: string): Promise<string> {
  return document.evaluate(
    async (url, wanted) => {
      const slots = (await (await fetch(url)).json()) as { startTime: string }[];
      const at = (iso: string) =>
        new Intl.DateTimeFormat('sv-SE', {
          timeZone: 'Europe/Lisbon',
          dateStyle: 'short',
          timeStyle: 'short',
        }).format(new Date(iso));
      return slots.find((slot) => at(slot.startTime) === wanted)?.startTime ?? '';
    },
    SLOTS_108,
    `${day} ${time}`,
  );
}

/** Ana's points as the sandbox holds them. */
async function anasPoints(document: EngineDocument): Promise<number> {
  return (await sandboxStore(document)).users[1001]!.points;
}

/** Signs Ana in from "As minhas reservas", with her email and password. */
async function signInAsAna(tab: EngineTab): Promise<void> {
  await tab.click(button('As minhas reservas'));
  await seesScreen(tab, 'Inicie sessão para ver as suas reservas');
  await tab.fill(field('Email'), 'ana.silva@example.pt');
  await tab.click(button('Continuar'));
  await tab.fill(field('Palavra-passe'), 'Segredo123');
  await tab.click(button('Entrar'));
  // Her name is set apart inside the sentence: the sentence's whole text.
  expect(await tab.text(text(/Sessão iniciada como/))).toBe('Sessão iniciada como Ana Silva.');
}

/** Ana signs in from the personal area, then books campaign 108's first slot (for 2). */
async function anaBooks108(context: FlowContext): Promise<void> {
  const { tab } = context;
  await openWidget(context, 'campaignId=108');
  await seesScreen(tab, TITLE, 1);
  await signInAsAna(tab);
  await tab.click(button('Campanha'));
  await tab.click(button('Reservar'));
  await tab.click(firstOpenDay);
  await tab.click(radio(0));
  await tab.click(button('Continuar'));
  await seesScreen(tab, 'Os seus contactos');
  await tab.click(button('Continuar'));
  await seesScreen(tab, 'Confirme os dados');
  await tab.click(button('Confirmar'));
  await seesScreen(tab, 'Reserva confirmada');
  await tab.click(button('As minhas reservas'));
  await seesScreen(tab, 'As minhas reservas', 1);
  await tab.waitFor(bookingIn('Próximas'));
}

/**
 * In the edit's calendar: the first day offered after `day`, in the month shown or the next one
 * (a booking on a month's last offered day has its next in the following month); then its first
 * time. Answers the day and the time chosen.
 */
async function chooseAnotherDay(tab: EngineTab, day: string): Promise<[string, string]> {
  const later = () =>
    tab.evaluate(
      (after) =>
        [...document.querySelectorAll('[role="grid"] button[data-date]')]
          .filter((button) => button.getAttribute('aria-disabled') !== 'true')
          .map((button) => button.getAttribute('data-date') ?? '')
          .find((date) => date > after) ?? null,
      day,
    );
  await tab.waitFor({ role: 'grid' });
  if ((await later()) === null) {
    await tab.click(button('Mês seguinte'));
    await expect.poll(later).not.toBeNull();
  }
  const next = (await later())!;
  await tab.click({ css: `[role="grid"] button[data-date="${next}"]` });
  await tab.click(radio(0));
  // The time chosen: its radio's name ends "…, 12:30, 10 lugares livres".
  const label = (await tab.attribute({ role: 'radio', checked: true }, 'aria-label')) ?? '';
  return [next, /(\d{2}:\d{2})/.exec(label)?.[1] ?? ''];
}

export const MY_BOOKINGS_FLOWS: Flow[] = [
  {
    name: 'my bookings: Ana signs in, books campaign 108 and finds it listed with its state, date, people and reference',
    async run(context) {
      const { tab } = context;
      await openWidget(context, 'campaignId=108');
      await seesScreen(tab, TITLE, 1);
      await signInAsAna(tab);
      await seesScreen(tab, 'As minhas reservas', 1);
      await tab.waitFor(region('Pontos e prémios'));
      expect(await tab.count(bookingIn('Próximas'))).toBe(0);

      // A booking, from the campaign: signed in, so straight to the date and the contact.
      await tab.click(button('Campanha'));
      await tab.click(button('Reservar'));
      await tab.click(firstOpenDay);
      await tab.click(radio(0));
      await tab.click(button('Continuar'));
      await seesScreen(tab, 'Os seus contactos');
      await tab.click(button('Continuar'));
      await seesScreen(tab, 'Confirme os dados');
      await tab.click(button('Confirmar'));
      await seesScreen(tab, 'Reserva confirmada');

      const { reservations, users } = await sandboxStore(tab);
      expect(reservations).toHaveLength(1);
      const [made] = reservations;
      expect(made).toMatchObject({ campaignId: 108, status: 'confirmed' });

      // Listed, as the sandbox holds it.
      await tab.click(button('As minhas reservas'));
      await seesScreen(tab, 'As minhas reservas', 1);
      await tab.waitFor(bookingIn('Próximas'));
      expect(await definitions(tab, bookingIn('Próximas'))).toMatchObject({
        Estado: 'Confirmada',
        Quando: await inWords(tab, made!.date!),
        Pessoas: String(made!.numberOfPeople),
        Referência: String(made!.reservationId),
      });
      expect(await tab.text(text(/Saldo de pontos/))).toBe(
        `Saldo de pontos: ${users[1001]!.points} pontos`,
      );
    },
  },
  {
    name: 'my bookings: Ana changes her reservation of 108 to another day and one person fewer',
    async run(context) {
      const { tab } = context;
      await anaBooks108(context);
      const [booked] = (await sandboxStore(tab)).reservations;
      expect(booked).toMatchObject({ campaignId: 108, numberOfPeople: 2 });
      const placesBefore = await placesAt(tab, booked!.date!);
      const pointsAfterBooking = await anasPoints(tab);

      await tab.click(button(`Alterar a reserva ${TITLE}`));
      await seesScreen(tab, `Alterar reserva: ${TITLE}`);
      await seesScreen(tab, 'Escolha a data e a hora');
      // The calendar starts at the reservation: its day chosen, 2 people.
      const bookedDay = await tab.attribute(
        { css: '[role="grid"] [aria-selected="true"] button' },
        'data-date',
      );
      expect(bookedDay).toBe(booked!.date!.slice(0, 10));
      await tab.click(button('Menos uma pessoa'));
      const [day, time] = await chooseAnotherDay(tab, bookedDay!);
      await tab.click(button('Continuar'));
      await seesScreen(tab, 'Confirme a alteração');
      await tab.click(button('Confirmar alteração'));
      await seesScreen(tab, 'Reserva alterada');

      // One reservation, changed: the new slot, 1 person; the old slot's places freed.
      const { reservations } = await sandboxStore(tab);
      expect(reservations).toHaveLength(1);
      const newSlot = await slotAt(tab, day, time);
      expect(Date.parse(reservations[0]!.date!)).toBe(Date.parse(newSlot));
      expect(reservations[0]).toMatchObject({
        reservationId: booked!.reservationId,
        numberOfPeople: 1,
        cancelled: false,
      });
      expect(await placesAt(tab, booked!.date!)).toBe(placesBefore + 2);
      expect(await anasPoints(tab)).toBe(pointsAfterBooking);

      await tab.click(button('Voltar às minhas reservas'));
      await tab.waitFor(bookingIn('Próximas'));
      // The focus comes back to the reservation changed.
      await expect
        .poll(() => tab.evaluate(() => document.activeElement?.textContent ?? ''))
        .toBe(TITLE);
      expect(await definitions(tab, bookingIn('Próximas'))).toMatchObject({
        Quando: await inWords(tab, newSlot),
        Pessoas: '1',
      });
    },
  },
  {
    name: 'my bookings: Ana cancels her reservation of 108; its places are freed, it is listed as cancelled',
    async run(context) {
      const { tab } = context;
      await anaBooks108(context);
      const [booked] = (await sandboxStore(tab)).reservations;
      const placesBefore = await placesAt(tab, booked!.date!);

      await tab.click(button(`Cancelar a reserva ${TITLE}`));
      await seesScreen(tab, 'Quer mesmo cancelar esta reserva?');
      expect((await sandboxStore(tab)).reservations[0]!.cancelled).toBe(false);
      await tab.click(button('Sim, cancelar a reserva'));
      await seesScreen(tab, 'Reserva cancelada');
      await tab.waitFor(text('Os lugares ficaram livres para outras pessoas.'));

      const { reservations } = await sandboxStore(tab);
      expect(reservations).toHaveLength(1);
      expect(reservations[0]).toMatchObject({
        reservationId: booked!.reservationId,
        cancelled: true,
      });
      expect(await placesAt(tab, booked!.date!)).toBe(placesBefore + booked!.numberOfPeople);

      await tab.click(button('Voltar às minhas reservas'));
      await tab.waitFor(bookingIn('Anteriores'));
      expect((await definitions(tab, bookingIn('Anteriores'))).Estado).toBe('Cancelada');
      expect(await tab.count(bookingIn('Próximas'))).toBe(0);
      expect(await tab.count(button(`Alterar a reserva ${TITLE}`))).toBe(0);
      expect(await tab.count(button(`Cancelar a reserva ${TITLE}`))).toBe(0);
    },
  },
];
