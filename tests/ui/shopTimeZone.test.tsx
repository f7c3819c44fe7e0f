// A merchant in the Azores (sandbox shop 16, campaign 115), an hour behind Lisbon: the widget
// offers and shows its times at the shop's own clock, whatever Lisbon's. The sandbox clock is set;
// the expected days and times are worked out by hand from the seed (12:00, 13:00, 19:30 and 21:30
// Azores time, closed on Wednesdays, the day after tomorrow unavailable, 2 h lead time).
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { sandbox } from '../../api/sandbox/control';
import { CAMPAIGN_IDS } from '../../api/sandbox/seed';
import {
  chooseDay,
  chooseTime,
  click,
  daysOnOffer,
  heading,
  openWidget,
  reviewDetails,
  signInAsAna,
  timesOnOffer,
  type OpenWidget,
} from '../qa/support/widget';

let widget: OpenWidget | null = null;

afterEach(() => {
  widget?.close();
  widget = null;
  sandbox.clock.reset();
});

describe('a campaign in the Azores', () => {
  it('offers and shows its times at the Azores clock, and books that instant', async () => {
    // Tuesday 3 March 2026, 09:00 in Lisbon and UTC, 08:00 in the Azores.
    sandbox.clock.setNow('2026-03-03T09:00', { frozen: true });
    widget = await openWidget(`campaignId=${CAMPAIGN_IDS.cozidoFurnas}`);
    const { user } = widget;
    await click(user, 'Reservar');
    await screen.findByRole('grid');
    // Wednesday the 4th closed, Thursday the 5th unavailable (a private event).
    expect(daysOnOffer().slice(0, 3)).toEqual(['2026-03-03', '2026-03-06', '2026-03-07']);

    await chooseDay(user, '2026-03-03');
    // At Lisbon's clock these would be 13:00, 14:00, 20:30 and 22:30 (after the 22:00 closing).
    expect(timesOnOffer('radio')).toEqual([
      { time: '12:00', places: 6 },
      { time: '13:00', places: 4 },
      { time: '19:30', places: 6 },
      { time: '21:30', places: 4 },
    ]);

    await chooseTime(user, '2026-03-03', '21:30');
    await click(user, 'Continuar');
    await signInAsAna(user);
    await heading(/contacto/i);
    await click(user, 'Continuar');
    await heading(/rever|confirm/i);
    expect(reviewDetails()['Quando']).toBe('terça-feira, 3 de março de 2026, às 21:30');
    await click(user, /^Confirmar/);
    await screen.findByRole('heading', { name: /reserva (confirmada|feita)/i });
    // 21:30 in the Azores in winter (UTC-1) is 22:30 UTC.
    const [made] = sandbox.store.reservations;
    expect(Date.parse(made!.date!)).toBe(Date.UTC(2026, 2, 3, 22, 30));
  });

  it("marks the shop's today, still the day before Lisbon's late at night", async () => {
    // 00:30 UTC on Wednesday 4 March: 00:30 on the 4th in Lisbon, 23:30 on the 3rd in the Azores.
    sandbox.clock.setNow('2026-03-04T00:30:00Z', { frozen: true });
    widget = await openWidget(`campaignId=${CAMPAIGN_IDS.cozidoFurnas}`);
    await click(widget.user, 'Reservar');
    const grid = await screen.findByRole('grid');
    expect(grid.querySelector('[aria-current="date"]')?.getAttribute('data-date')).toBe(
      '2026-03-03',
    );
    // The 3rd's times have all passed, the 4th is a Wednesday (closed) and the 5th unavailable.
    expect(daysOnOffer()[0]).toBe('2026-03-06');
  });
});

describe('a campaign in Lisbon on a summer day (15 July, UTC+1)', () => {
  it('offers the times of its wall clock, not of UTC, and books that instant', async () => {
    // Wednesday 15 July 2026, 09:00 in Lisbon (08:00 UTC). Campaign 108's dinner calendar: 12:30,
    // 13:00, 19:00, 19:30, 20:00 (1 place), 20:30 (full), 21:00 and 21:30; 2 people by default.
    sandbox.clock.setNow('2026-07-15T09:00', { frozen: true });
    widget = await openWidget('campaignId=108');
    const { user } = widget;
    await click(user, 'Reservar');
    await screen.findByRole('grid');
    expect(daysOnOffer()[0]).toBe('2026-07-15');
    await chooseDay(user, '2026-07-15');
    // Read as UTC these would be an hour early (11:30, 12:00, 18:00...).
    expect(timesOnOffer('radio').map((offered) => offered.time)).toEqual([
      '12:30',
      '13:00',
      '19:00',
      '19:30',
      '21:00',
      '21:30',
    ]);
    await chooseTime(user, '2026-07-15', '19:00');
    await click(user, 'Continuar');
    await signInAsAna(user);
    await heading(/contacto/i);
    await click(user, 'Continuar');
    await heading(/rever|confirm/i);
    expect(reviewDetails()['Quando']).toBe('quarta-feira, 15 de julho de 2026, às 19:00');
    await click(user, /^Confirmar/);
    await screen.findByRole('heading', { name: /reserva (confirmada|feita)/i });
    const [made] = sandbox.store.reservations;
    expect(Date.parse(made!.date!)).toBe(Date.UTC(2026, 6, 15, 18, 0));
  });
});
