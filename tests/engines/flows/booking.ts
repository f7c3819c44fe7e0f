// Booking in every engine: each campaign type that books (1 to 6; 4 only informs), a service of a
// shop's list on its own calendar, and a booking in English and one in Spanish. Ported from
// tests/e2e/booking.e2e.test.ts (Chromium only), with its words and its checks of the store.
import { expect } from 'vitest';
import type { EngineDocument, EngineTab } from '../engines';
import {
  button,
  field,
  firstOpenDay,
  heading,
  radio,
  sandboxStore,
  seesScreen,
  text,
} from '../visitor';
import { openWidget, type Flow } from './index';

const REST = '/mygon-middleware/rest';

/** The places left over the next 30 days, as the sandbox's available-slots call answers now. */
export function placesLeft(document: EngineDocument, path: string): Promise<number> {
  return document.evaluate(async (url) => {
    const response = await fetch(url);
    const slots = (await response.json()) as { capacity: number }[];
    return slots.reduce((total, slot) => total + slot.capacity, 0);
  }, `${REST}${path}?untilMinutes=43200`);
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
export async function tabTo(
  tab: EngineTab,
  target: Parameters<EngineDocument['isFocused']>[0],
  max = 25,
): Promise<void> {
  await tab.waitFor(target);
  for (let presses = 0; presses < max; presses++) {
    await tab.press('Tab');
    if (await tab.isFocused(target)) return;
  }
  throw new Error(`${max} presses of Tab never reached the target`);
}

/** The first day with room, its first time, Continue. */
export async function chooseFirstSlot(document: EngineDocument): Promise<void> {
  await document.click(firstOpenDay);
  await document.click(radio(0));
  await document.click(button('Continuar'));
}

/** "Continuar como convidado" with Rita's details, then the contact step as prefilled. */
export async function continueAsGuest(document: EngineDocument): Promise<void> {
  await document.click(button('Continuar como convidado'));
  await document.fill(field('Nome'), 'Rita Gomes');
  await document.fill(field('Email'), 'rita.gomes@example.pt');
  await document.fill(field('Número de telemóvel'), '912000222');
  await document.click(button('Continuar'));
  await seesScreen(document, 'Os seus contactos');
  await document.click(button('Continuar'));
  await seesScreen(document, 'Confirme os dados');
}

export const BOOKING_FLOWS: Flow[] = [
  {
    name: 'type 1: a free offer booked with the keyboard alone, signing in on the way',
    async run(context) {
      const { tab } = context;
      await openWidget(context, 'campaignId=108');
      await seesScreen(tab, 'Copo de boas-vindas no jantar', 1);
      await tabTo(tab, button('Reservar'));
      await tab.press('Enter');
      await tabTo(tab, firstOpenDay);
      await tab.press('Enter');
      await tabTo(tab, radio(0));
      await tab.press('Space');
      await tabTo(tab, button('Continuar'));
      await tab.press('Enter');

      await seesScreen(tab, 'Inicie sessão para concluir a reserva');
      await tab.fill(field('Email'), 'ana.silva@example.pt');
      await tab.press('Enter');
      await tab.waitFor(text(/Entrar como/));
      await tab.fill(field('Palavra-passe'), 'Segredo123');
      await tab.press('Enter');

      await seesScreen(tab, 'Os seus contactos');
      expect(await tab.value(field('Nome'))).toBe('Ana Silva');
      expect(await tab.value(field('Número de telemóvel'))).toBe('912345678');
      await tabTo(tab, button('Continuar'));
      await tab.press('Enter');
      await seesScreen(tab, 'Confirme os dados');
      await tabTo(tab, button('Confirmar'));
      await tab.press('Enter');

      await seesScreen(tab, 'Reserva confirmada');
      const { reservations } = await sandboxStore(tab);
      expect(reservations).toHaveLength(1);
      expect(reservations[0]).toMatchObject({ campaignId: 108, status: 'confirmed' });
    },
  },
  {
    name: 'type 2: a guest books the brunch, which waits for the merchant',
    async run(context) {
      const { tab } = context;
      await openWidget(context, 'campaignId=102&allowGuestLogin=true');
      await tab.click(button('Reservar'));
      await chooseFirstSlot(tab);
      await continueAsGuest(tab);
      await tab.click(button('Confirmar'));
      await seesScreen(tab, 'Pedido de reserva enviado');
      const { reservations } = await sandboxStore(tab);
      expect(reservations).toHaveLength(1);
      expect(reservations[0]).toMatchObject({ campaignId: 102, status: 'pending' });
    },
  },
  {
    name: 'type 3: a day inside the fixed time window, no hour',
    async run(context) {
      const { tab } = context;
      await openWidget(context, 'campaignId=103&allowGuestLogin=true');
      await tab.click(button('Reservar'));
      await seesScreen(tab, 'Escolha o dia');
      await tab.waitFor(firstOpenDay);
      expect(await tab.count({ role: 'radio' })).toBe(0);
      await tab.click(firstOpenDay);
      await tab.click(button('Continuar'));
      await continueAsGuest(tab);
      await tab.waitFor(text(/entre as 17:00 e as 19:30/));
      await tab.click(button('Confirmar'));

      await seesScreen(tab, 'Reserva confirmada');
      const { reservations } = await sandboxStore(tab);
      expect(reservations).toHaveLength(1);
      expect(reservations[0]).toMatchObject({ campaignId: 103, status: 'confirmed' });
      expect(reservations[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  },
  {
    name: 'type 4: information only, no way to book',
    async run(context) {
      const { tab } = context;
      await openWidget(context, 'campaignId=104');
      await seesScreen(tab, 'Noite de fado vadio às quintas', 1);
      await tab.waitFor(text(/apenas informativa/));
      expect(await tab.count({ role: 'button', name: /Reservar|Comprar|Obter|Sugerir/ })).toBe(0);
      expect((await sandboxStore(tab)).reservations).toEqual([]);
    },
  },
  {
    name: 'type 5: a free digital coupon, its activation code and QR code, scheduled later by phone',
    async run(context) {
      const { tab } = context;
      await openWidget(context, 'campaignId=114&allowGuestLogin=true');
      await tab.click(button('Obter o cupão'));
      await continueAsGuest(tab);
      await tab.waitFor(text(/A combinar com o estabelecimento, por telefone ou contacto/));
      await tab.click(button('Confirmar'));

      await seesScreen(tab, 'O seu cupão');
      await tab.waitFor(text('ESTRELA-CAFE-24'));
      await tab.waitFor({ role: 'img', name: 'Código QR do cupão ESTRELA-CAFE-24' });
      await tab.waitFor(text(/marcada mais tarde, diretamente com o estabelecimento/));
      const { reservations } = await sandboxStore(tab);
      expect(reservations).toHaveLength(1);
      expect(reservations[0]).toMatchObject({ campaignId: 114, status: 'confirmed' });
    },
  },
  {
    name: 'type 6: five suggested date-times; one more is refused until one is removed',
    async run(context) {
      const { tab } = context;
      await openWidget(context, 'campaignId=106&allowGuestLogin=true');
      await tab.click(button('Sugerir datas'));
      await seesScreen(tab, 'Sugira datas e horas');

      // Five times from the first days with room, in the calendar's order, whatever the day and
      // hour the suite runs at; then a sixth from the next day that offers one.
      const day = (nth: number) => ({
        css: '[role="grid"] button:not([aria-disabled="true"])',
        nth,
      });
      const unchecked = { role: 'checkbox', checked: false };
      let chosen = 0;
      let days = 0;
      for (; chosen < 5; days++) {
        await tab.click(day(days));
        await tab.waitFor({ role: 'checkbox', nth: 0 });
        while (chosen < 5 && (await tab.count(unchecked)) > 0) {
          await tab.click({ ...unchecked, nth: 0 });
          chosen++;
          await tab.waitFor(text(`${chosen} de 5 escolhidas`));
        }
      }
      await tab.click(day(days));
      await tab.click({ ...unchecked, nth: 0 });
      await tab.waitFor(
        text('Já escolheu o máximo de 5 datas e horas. Remova uma primeiro para escolher outra.'),
      );
      await tab.click(button(/^Remover /, 0));
      await tab.waitFor(text('4 de 5 escolhidas'));
      await tab.click({ ...unchecked, nth: 0 });
      await tab.waitFor(text('5 de 5 escolhidas'));
      await tab.click(button('Continuar'));

      await continueAsGuest(tab);
      // The group menu's price is per person, as the middleware writes it.
      await tab.waitFor(text('25,00 € por pessoa'));
      await tab.click(button('Confirmar'));
      await seesScreen(tab, 'Sugestões enviadas');
      // No SMS was ticked: the confirmation comes by email only.
      await tab.waitFor(text(/confirmá-la por email\./));
      const { reservations } = await sandboxStore(tab);
      expect(reservations).toHaveLength(1);
      expect(reservations[0]).toMatchObject({ campaignId: 106, status: 'pending' });
      expect(reservations[0]!.dateTimes).toHaveLength(5);
    },
  },
  {
    name: 'a service of the list (shop 12) is booked on its own calendar',
    async run(context) {
      const { tab } = context;
      const path = '/v4/shopmerchantservices/1201/calendar/available-slots';
      await openWidget(context, 'shopId=12&allowGuestLogin=true');
      await tab.click(button('Reservar Corte de cabelo clássico'));
      await tab.waitFor(firstOpenDay);
      const before = await placesLeft(tab, path);
      await tab.click(firstOpenDay);
      // A haircut's times have openings, not seats: "10:00, 2 vagas".
      expect(await tab.attribute(radio(0), 'aria-label')).toMatch(/, \d+ vagas?$/);
      await chooseFirstSlot(tab);
      await continueAsGuest(tab);
      await tab.waitFor(text('Corte de cabelo clássico', 0));
      await tab.click(button('Confirmar'));

      await seesScreen(tab, 'Reserva confirmada');
      const { reservations } = await sandboxStore(tab);
      expect(reservations).toHaveLength(1);
      expect(reservations[0]).toMatchObject({ status: 'confirmed', numberOfPeople: 1 });
      expect(await placesLeft(tab, path)).toBe(before - 1);
      await tab.click(button('Concluir'));
      await tab.waitFor(button('Reservar Corte de cabelo clássico'));
    },
  },
  ...(
    [
      {
        language: 'en_EN',
        book: 'Book',
        next: 'Continue',
        guest: 'Continue as a guest',
        name: 'Name',
        phone: 'Mobile number',
        contact: 'Your contact details',
        review: 'Check your booking',
        confirm: 'Confirm',
        sent: 'Booking request sent',
      },
      {
        language: 'es_ES',
        book: 'Reservar',
        next: 'Continuar',
        guest: 'Continuar como invitado',
        name: 'Nombre',
        phone: 'Número de móvil',
        contact: 'Tus datos de contacto',
        review: 'Confirma los datos',
        confirm: 'Confirmar',
        sent: 'Solicitud de reserva enviada',
      },
    ] as const
  ).map(
    (words): Flow => ({
      name: `a guest books the brunch in ${words.language === 'en_EN' ? 'English' : 'Spanish'} (${words.language})`,
      async run(context) {
        const { tab } = context;
        await openWidget(context, `campaignId=102&allowGuestLogin=true&language=${words.language}`);
        await seesScreen(tab, 'Brunch de fim de semana', 1);
        await tab.click(button(words.book));
        await tab.click(firstOpenDay);
        await tab.click(radio(0));
        await tab.click(button(words.next));
        await tab.click(button(words.guest));
        await tab.fill(field(words.name), 'Rita Gomes');
        await tab.fill(field('Email'), 'rita.gomes@example.pt');
        await tab.fill(field(words.phone), '912000222');
        await tab.click(button(words.next));
        await seesScreen(tab, words.contact);
        await tab.click(button(words.next));
        await seesScreen(tab, words.review);
        await tab.click(button(words.confirm));
        await seesScreen(tab, words.sent);
        expect(await tab.count(heading(/Pedido de reserva enviado/))).toBe(0);
        const { reservations } = await sandboxStore(tab);
        expect(reservations).toHaveLength(1);
        expect(reservations[0]).toMatchObject({ campaignId: 102, status: 'pending' });
      },
    }),
  ),
];
