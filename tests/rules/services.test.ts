import { describe, expect, it } from 'vitest';
import { serviceFixture, shopFixture } from '../../api/sandbox/fixtures';
import { formatDuration } from '../../machines/rules/durationFormat';
import {
  bookableServices,
  hasOnlineBooking,
  isServiceBookableOnline,
  serviceDurationMinutes,
  servicePrice,
  serviceTransport,
} from '../../machines/rules/services';

describe('service prices', () => {
  it('read as the sandbox services give them', () => {
    expect(servicePrice(serviceFixture(1101))).toEqual({ kind: 'free' });
    expect(servicePrice(serviceFixture(1201))).toEqual({ kind: 'fixed', price: 15 });
    expect(servicePrice(serviceFixture(1202))).toEqual({ kind: 'from', price: 22, maxPrice: 30 });
    expect(servicePrice(serviceFixture(1102))).toEqual({
      kind: 'from',
      price: 8.5,
      maxPrice: null,
    });
    expect(servicePrice(serviceFixture(1204))).toEqual({ kind: 'onRequest' });
  });

  it('are on request without a price, and ignore a maximum under the price', () => {
    expect(servicePrice({ priceInterpretation: 'FIXED' })).toEqual({ kind: 'onRequest' });
    expect(servicePrice({ priceInterpretation: 'FROM' })).toEqual({ kind: 'onRequest' });
    expect(servicePrice({ price: 10, priceInterpretation: 'FROM', maxPrice: 5 })).toEqual({
      kind: 'from',
      price: 10,
      maxPrice: null,
    });
    expect(servicePrice({ price: 10 })).toEqual({ kind: 'fixed', price: 10 });
  });
});

describe('service durations', () => {
  it('are whole minutes, shown as SPEC 9 says', () => {
    expect(serviceDurationMinutes(serviceFixture(1201))).toBe(30);
    expect(formatDuration(serviceDurationMinutes(serviceFixture(1101))!)).toBe('120 min');
    expect(formatDuration(serviceDurationMinutes(serviceFixture(1204))!)).toBe('90 min');
    expect(formatDuration(serviceDurationMinutes({ estimatedServiceDurationSeconds: 9000 })!)).toBe(
      '2 h 30 min',
    );
    expect(serviceDurationMinutes({})).toBeNull();
    expect(serviceDurationMinutes({ estimatedServiceDurationSeconds: 0 })).toBeNull();
  });
});

describe('online booking of a shop', () => {
  it('is there for shops with services to book', () => {
    expect(hasOnlineBooking(shopFixture(11))).toBe(true);
    expect(hasOnlineBooking(shopFixture(12))).toBe(true);
    expect(bookableServices(shopFixture(12)).map((service) => service.id)).toEqual([
      1201, 1202, 1203, 1204,
    ]);
  });

  it('is not there when the shop says so or has nothing to book online', () => {
    expect(hasOnlineBooking({ ...shopFixture(12), hasOnlineBooking: false })).toBe(false);
    expect(bookableServices({ ...shopFixture(12), hasOnlineBooking: false })).toEqual([]);
    expect(hasOnlineBooking(shopFixture(13))).toBe(false); // no services
    expect(
      hasOnlineBooking({
        shopMerchantServices: [{ id: 1, serviceName: 'Info', bookingConfig: { bookingType: 4 } }],
      }),
    ).toBe(false);
    expect(isServiceBookableOnline({ bookingConfig: { bookingType: 4 } })).toBe(false);
    expect(isServiceBookableOnline({})).toBe(true);
  });

  it('tells takeaway and delivery services apart', () => {
    expect(serviceTransport(serviceFixture(1102))).toEqual({ takeaway: true, delivery: true });
    expect(serviceTransport(serviceFixture(1101))).toEqual({ takeaway: false, delivery: false });
  });
});
