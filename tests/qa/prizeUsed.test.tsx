// A prize used is not offered again in the same visit (SPEC 1 "earn and use points and prizes";
// SPEC 3 Book step: prizeId; SPEC 7 client/prize/myprizes): written from the spec and driven on
// the rendered widget against the sandbox. Ana books the weekend brunch (campaign 102, type 2)
// with her 5 € prize, finishes, and books it again in the same visit: the prize is gone from the
// review's list, as the sandbox holds it used. The sandbox's clock is the test set-up's (FIXED_NOW).
import { afterEach, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sandbox } from '../../api/sandbox/control';
import {
  chooseDay,
  chooseTime,
  click,
  daysOnOffer,
  heading,
  openWidget,
  signInAsAna,
  timesOnOffer,
  type OpenWidget,
  type Visitor,
} from './support/widget';

const ANA = 1001;
const FIVE = 'Vale de 5 € em qualquer reserva';
const PRIZES_GROUP = { name: 'Usar um prémio nesta reserva' };

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

/** From the campaign to the first day and time on offer, then "Continuar". */
async function chooseTheFirstSlot(user: Visitor) {
  await click(user, 'Reservar');
  const day = await waitFor(
    () => {
      const days = daysOnOffer();
      expect(days.length).toBeGreaterThan(0);
      return days[0]!;
    },
    { timeout: 5_000 },
  );
  await chooseDay(user, day);
  await chooseTime(user, day, timesOnOffer('radio')[0]!.time);
  await click(user, 'Continuar');
}

/** The names of the prizes the review offers (after "Sem prémio"). */
const prizesOffered = () =>
  within(screen.getByRole('group', PRIZES_GROUP))
    .getAllByRole('radio')
    .slice(1)
    .map((radio) => radio.closest('label')!.textContent ?? '');

it('a prize used on a booking is not offered again in the same visit; the others still are', async () => {
  open = await openWidget('campaignId=102');
  const { user } = open;

  await chooseTheFirstSlot(user);
  await signInAsAna(user);
  await heading('Os seus contactos');
  await click(user, 'Continuar');
  await heading('Confirme os dados');
  expect(prizesOffered()).toEqual([
    expect.stringContaining(FIVE),
    expect.stringContaining('Sobremesa oferecida'),
  ]);
  await user.click(screen.getByRole('radio', { name: new RegExp(FIVE) }));
  await click(user, 'Confirmar');
  await heading('Pedido de reserva enviado');
  expect(sandbox.store.prizes.get(ANA)!.find((prize) => prize.id === 301)!.isUsed).toBe(true);

  // Done, and the same brunch booked again in the same visit: Ana is known.
  await click(user, 'Concluir');
  await chooseTheFirstSlot(user);
  await heading('Os seus contactos');
  await click(user, 'Continuar');
  await heading('Confirme os dados');
  const unused = sandbox.store.unusedPrizes(ANA).map((prize) => prize.name);
  expect(unused).toEqual(['Sobremesa oferecida']);
  expect(prizesOffered()).toEqual(unused.map((name) => expect.stringContaining(name)));
  expect(screen.queryByRole('radio', { name: new RegExp(FIVE) })).toBeNull();
  expect(sandbox.store.reservations).toHaveLength(1);
});
