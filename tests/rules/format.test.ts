import { afterEach, describe, expect, it } from 'vitest';
import { DateTime, Settings } from 'luxon';
import {
  atShopClock,
  formatCalendarDay,
  formatCalendarMonth,
  formatDate,
  formatTime,
  weekdayNames,
} from '../../machines/rules/dateFormat';
import {
  canFormatCurrency,
  currencyCodeOf,
  DEFAULT_SHOP_ZONE,
  formatEuro,
  formatMoney,
} from '../../machines/rules/format';
import { formatDuration } from '../../machines/rules/durationFormat';

const LISBON = 'Europe/Lisbon';

/** Intl joins with a no-break space (U+00A0) or, in some ICU versions, a narrow one (U+202F). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatEuro', () => {
  it('writes euro Portuguese style by default', () => {
    expect(plain(formatEuro(39.9))).toBe('39,90 €');
    expect(plain(formatEuro(2))).toBe('2,00 €');
    expect(plain(formatEuro(0))).toBe('0,00 €');
    expect(plain(formatEuro(59.899))).toBe('59,90 €');
  });

  it('groups thousands with a space from five digits on (four digits depend on the ICU data)', () => {
    expect(['1234,50 €', '1 234,50 €']).toContain(plain(formatEuro(1234.5)));
    expect(plain(formatEuro(12345.5))).toBe('12 345,50 €');
    expect(plain(formatEuro(1234567.8))).toBe('1 234 567,80 €');
  });

  it('never lets the amount and the symbol wrap apart', () => {
    expect(formatEuro(39.9)).not.toContain(' ');
  });

  it("writes every amount as Intl's pt-PT euro format does (rounding, grouping, sign)", () => {
    const intl = new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' });
    const amounts = [
      ...[0, -0, 1, 2, 39.9, 59.899, 0.005, 1.005, 1.115, 2.675, 4.35, 0.004, 0.0049999],
      ...[1e-7, -1e-7, -0.001, -12.5, -1234.5, -12345.5, 999.995, 9999.995, 99999.995],
      ...[1234.5, 12345.5, 1234567.891, 123456789012.345, 1e13, 1e21, 1.234e25],
      ...[Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY],
    ];
    // Prices in cents over several orders of magnitude, and values between two cents.
    for (let cents = 0; cents < 2_000_000; cents += 997) amounts.push(cents / 100);
    for (let index = 0; index < 2000; index++) amounts.push(((index * 7919) % 100_000) / 1000);
    for (const amount of amounts) {
      expect(plain(formatEuro(amount)), String(amount)).toBe(plain(intl.format(amount)));
    }
  });
});

describe("formatMoney: an amount in the answer's currency", () => {
  it('writes the euro as formatEuro, whatever case or spaces the code comes in, or none', () => {
    for (const currency of ['EUR', 'eur', ' EUR ', '', null, undefined]) {
      expect(formatMoney(39.9, currency)).toBe(formatEuro(39.9));
    }
    expect(currencyCodeOf(' usd ')).toBe('USD');
    expect(currencyCodeOf(null)).toBe('EUR');
  });

  it('writes another currency Intl knows Portuguese style, in its own symbol and decimals', () => {
    expect(plain(formatMoney(25, 'USD')!)).toBe('25,00 US$');
    expect(plain(formatMoney(1234.5, 'gbp')!)).toMatch(/^1 ?234,50 £$/);
    expect(plain(formatMoney(1500, 'JPY')!)).toMatch(/^1 ?500 JP¥$/);
    expect(canFormatCurrency('USD')).toBe(true);
  });

  it('cannot write a currency that is not a code Intl knows', () => {
    for (const currency of ['€', 'EURO', 'XQZ', '12A']) {
      expect(formatMoney(25, currency)).toBeNull();
      expect(canFormatCurrency(currency)).toBe(false);
    }
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 min'],
    [30, '30 min'],
    [90, '90 min'],
    [120, '120 min'],
    [121, '2 h 1 min'],
    [150, '2 h 30 min'],
    [180, '3 h'],
    [24 * 60 + 5, '24 h 5 min'],
  ])('%i minutes read "%s"', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it('rounds to whole minutes and never shows a negative time', () => {
    expect(formatDuration(89.6)).toBe('90 min');
    expect(formatDuration(-5)).toBe('0 min');
  });
});

describe('dates and times in the merchant zone', () => {
  afterEach(() => {
    Settings.defaultZone = 'system';
  });

  it('is Lisbon for a shop that names no zone', () => {
    expect(DEFAULT_SHOP_ZONE).toBe('Europe/Lisbon');
  });

  it('writes the full date in each language', () => {
    expect(formatDate('2026-12-05T20:30:00Z', 'pt-PT', LISBON)).toBe(
      'sábado, 5 de dezembro de 2026',
    );
    expect(formatDate('2026-12-05T20:30:00Z', 'es-ES', LISBON)).toBe(
      'sábado, 5 de diciembre de 2026',
    );
    expect(formatDate('2026-12-05T20:30:00Z', 'en', LISBON)).toBe('Saturday, 5 December 2026');
    expect(formatDate('2026-12-05', 'pt-PT', LISBON)).toBe('sábado, 5 de dezembro de 2026');
  });

  it("writes a calendar's days, month and weekdays as the dates are written, whatever the visitor zone", () => {
    expect(formatCalendarDay('2026-12-05', 'pt-PT')).toBe('sábado, 5 de dezembro de 2026');
    expect(formatCalendarMonth('2026-12', 'es-ES')).toBe('diciembre de 2026');
    expect(weekdayNames('en')[0]).toEqual({ short: 'Mon', long: 'Monday' });
    for (const visitorZone of ['UTC', 'America/New_York', 'Pacific/Kiritimati']) {
      Settings.defaultZone = visitorZone;
      for (const locale of ['pt-PT', 'es-ES', 'en'] as const) {
        for (const day of ['2026-01-01', '2026-03-29', '2026-10-25', '2026-12-31']) {
          expect(formatCalendarDay(day, locale)).toBe(formatDate(day, locale, 'UTC'));
        }
        const luxonDay = (iso: string) =>
          DateTime.fromISO(iso, { zone: 'UTC' }).setLocale(
            { 'pt-PT': 'pt-PT', 'es-ES': 'es-ES', en: 'en-GB' }[locale],
          );
        expect(formatCalendarMonth('2026-03', locale)).toBe(
          luxonDay('2026-03-01').toLocaleString({ month: 'long', year: 'numeric' }),
        );
        expect(weekdayNames(locale).map((name) => name.long)).toEqual(
          [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
            luxonDay(`2026-03-0${weekday + 1}`).toLocaleString({ weekday: 'long' }),
          ),
        );
      }
    }
    expect(() => formatCalendarDay('5 Dec', 'en')).toThrow(RangeError);
  });

  it('shows a UTC instant at the Lisbon wall time, whatever the visitor zone', () => {
    for (const visitorZone of ['UTC', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      Settings.defaultZone = visitorZone;
      // Summer: Lisbon is UTC+1.
      expect(formatTime('2026-07-14T19:30:00Z', LISBON)).toBe('20:30');
      // Winter: Lisbon is UTC.
      expect(formatTime('2026-12-05T20:30:00Z', LISBON)).toBe('20:30');
      // 23:30 UTC on 14 July is already the 15th in Lisbon.
      expect(formatDate('2026-07-14T23:30:00Z', 'pt-PT', LISBON)).toBe(
        'quarta-feira, 15 de julho de 2026',
      );
      expect(formatTime('2026-07-14T23:30:00.000-03:00', LISBON)).toBe('03:30');
    }
  });

  it('reads a time without an offset as Lisbon wall time', () => {
    Settings.defaultZone = 'Asia/Tokyo';
    expect(formatTime('2026-12-05T20:30', LISBON)).toBe('20:30');
    expect(atShopClock('2026-07-14T20:30', LISBON).toUTC().toISO()).toBe(
      '2026-07-14T19:30:00.000Z',
    );
  });

  it('springs forward on the last Sunday of March (01:00 UTC: 01:00 -> 02:00)', () => {
    expect(formatTime('2026-03-29T00:59:00Z', LISBON)).toBe('00:59');
    expect(formatTime('2026-03-29T01:00:00Z', LISBON)).toBe('02:00');
    expect(atShopClock('2026-03-29T00:59:00Z', LISBON).offset).toBe(0);
    expect(atShopClock('2026-03-29T01:00:00Z', LISBON).offset).toBe(60);
    // 01:30 does not exist in Lisbon that night; the clock shows 02:30 an hour later.
    expect(formatTime('2026-03-29T01:30', LISBON)).toBe('02:30');
    expect(formatDate('2026-03-29T23:30:00Z', 'pt-PT', LISBON)).toBe(
      'segunda-feira, 30 de março de 2026',
    );
  });

  it('falls back on the last Sunday of October (01:00 UTC: 02:00 -> 01:00)', () => {
    expect(formatTime('2026-10-25T00:30:00Z', LISBON)).toBe('01:30');
    expect(formatTime('2026-10-25T01:30:00Z', LISBON)).toBe('01:30');
    expect(atShopClock('2026-10-25T00:30:00Z', LISBON).offset).toBe(60);
    expect(atShopClock('2026-10-25T01:30:00Z', LISBON).offset).toBe(0);
    expect(formatDate('2026-10-25T23:30:00Z', 'pt-PT', LISBON)).toBe(
      'domingo, 25 de outubro de 2026',
    );
  });

  it('refuses text that is not an ISO date', () => {
    expect(() => atShopClock('05/12/2026', LISBON)).toThrow(RangeError);
    expect(() => formatTime('', LISBON)).toThrow(RangeError);
  });
});
