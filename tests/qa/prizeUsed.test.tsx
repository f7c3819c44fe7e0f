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

/** To the personal area and back: the campaign opened again, with what the widget knows. */
async function awayAndBackToTheCampaign(user: Visitor) {
  const sections = screen.getByRole('navigation', { name: 'Secções' });
  await user.click(within(sections).getByRole('button', { name: 'As minhas reservas' }));
  await user.click(within(sections).getByRole('button', { name: 'Campanha' }));
}

/** Ana books the brunch with her 5 € prize, up to the request sent. */
async function bookWithTheFivePrize(user: Visitor, meanwhile?: () => void) {
  await chooseTheFirstSlot(user);
  await signInAsAna(user);
  await heading('Os seus contactos');
  await click(user, 'Continuar');
  await heading('Confirme os dados');
  meanwhile?.();
  await user.click(screen.getByRole('radio', { name: new RegExp(FIVE) }));
  await click(user, 'Confirmar');
  await heading('Pedido de reserva enviado');
  expect(sandbox.store.prizes.get(ANA)!.find((prize) => prize.id === 301)!.isUsed).toBe(true);
}

it('a re-read of the prizes that lags behind (the prize just used still listed) does not bring it back', async () => {
  open = await openWidget('campaignId=102');
  const { user } = open;
  // The middleware's prize list lags: the prize used is still listed as unused.
  sandbox.setFault('getMyPrizes', { kind: 'rewrite', rewrite: 'stalePrizes' });
  let release: () => void = () => {};
  await bookWithTheFivePrize(user, () => {
    release = sandbox.holdAnswers('getMyPrizes');
  });
  // Meanwhile the booking earned her a new prize: the re-read brings it (and the stale one).
  sandbox.store.prizes.get(ANA)!.push({
    id: 399,
    name: 'Café oferecido',
    value: 1,
    currency: 'EUR',
    expirationDate: '2027-06-30',
    isUsed: false,
  });
  release();

  await awayAndBackToTheCampaign(user);
  await chooseTheFirstSlot(user);
  await heading('Os seus contactos');
  await click(user, 'Continuar');
  await heading('Confirme os dados');
  await waitFor(() =>
    expect(prizesOffered()).toEqual([
      expect.stringContaining('Sobremesa oferecida'),
      expect.stringContaining('Café oferecido'),
    ]),
  );
  expect(screen.queryByRole('radio', { name: new RegExp(FIVE) })).toBeNull();
});

it('a re-read of the prizes that fails: no error shown, the prizes offered are the others', async () => {
  open = await openWidget('campaignId=102');
  const { user } = open;
  // Signed in (her prizes read), the next read of her prizes fails.
  await bookWithTheFivePrize(user, () =>
    sandbox.setFault('getMyPrizes', { kind: 'status', status: 500 }, { times: 1 }),
  );
  await waitFor(() => expect(sandbox.listFaults()).toEqual([]));
  expect(screen.queryByRole('alert')).toBeNull();

  await awayAndBackToTheCampaign(user);
  await chooseTheFirstSlot(user);
  await heading('Os seus contactos');
  await click(user, 'Continuar');
  await heading('Confirme os dados');
  expect(prizesOffered()).toEqual([expect.stringContaining('Sobremesa oferecida')]);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(sandbox.store.reservations).toHaveLength(1);
});
