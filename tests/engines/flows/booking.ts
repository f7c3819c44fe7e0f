// Booking in every engine: each campaign type that books, and a service of a shop's list.
import { expect } from 'vitest';
import type { EngineDocument, EngineTab } from '../engines';
import { button, field, firstOpenDay, radio, sandboxStore, seesScreen, text } from '../visitor';
import { openWidget, type Flow } from './index';

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
];
