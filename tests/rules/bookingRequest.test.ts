import { describe, expect, it } from 'vitest';
import { campaignFixture, serviceFixture, shopFixture } from '../../api/sandbox/fixtures';
import {
  bookingCallFor,
  bookingMadeDetail,
  bookingRequestOf,
  bookingTypeOf,
  isPendingReservation,
  isRetryableBookingError,
  qrCodeOf,
  reservationTypeFor,
  targetIds,
  type Booker,
  type BookingChoice,
  type BookingTarget,
} from '../../machines/rules/bookingRequest';

const campaign = (id: number): BookingTarget => ({
  kind: 'campaign',
  campaign: campaignFixture(id),
});
const haircut: BookingTarget = {
  kind: 'service',
  shop: shopFixture(12),
  service: serviceFixture(1201),
};
const ana: Booker = { kind: 'user', userId: 1001, token: 'tok-ana', isPremium: false };
const miguel: Booker = { kind: 'user', userId: 1002, token: 'tok-miguel', isPremium: true };
const rita: Booker = { kind: 'guest', email: 'rita.gomes@example.pt' };
const contact = { name: ' Ana Silva ', prefix: '+351', phone: '912345678', notes: '' };
const choice: BookingChoice = {
  date: '2026-03-04',
  startTime: '2026-03-04T19:30:00+00:00',
  numberOfPeople: 2,
  dateTimes: [],
};

describe('bookingRequestOf', () => {
  it('carries the NIF as its nine digits and the prize used, when there are (SPEC 3)', () => {
    const request = bookingRequestOf({
      target: campaign(102),
      mode: 'slot',
      choice,
      contact: { ...contact, vatId: ' PT 123 456 789 ' },
      booker: ana,
      receiveSms: false,
      prizeId: 301,
    });
    expect(request).toMatchObject({ vatId: '123456789', prizeId: 301 });
    const without = bookingRequestOf({
      target: campaign(102),
      mode: 'slot',
      choice,
      contact: { ...contact, vatId: '  ' },
      booker: ana,
      receiveSms: false,
      prizeId: null,
    });
    expect(without).not.toHaveProperty('vatId');
    expect(without).not.toHaveProperty('prizeId');
  });

  it('types 1 and 2: the chosen slot’s start as the date, the people, the contact', () => {
    expect(
      bookingRequestOf({
        target: campaign(102),
        mode: 'slot',
        choice,
        contact: { ...contact, notes: ' Cadeira de bebé ' },
        booker: ana,
        receiveSms: true,
        referralCode: 'AMIGO-7',
      }),
    ).toEqual({
      campaignId: 102,
      shopId: 13,
      reservationType: 'normal',
      date: '2026-03-04T19:30:00+00:00',
      numberOfPeople: 2,
      name: 'Ana Silva',
      prefix: '+351',
      phone: '912345678',
      notes: 'Cadeira de bebé',
      referralCode: 'AMIGO-7',
      receiveSms: true,
    });
  });

  it('type 3: the day as the date (the time window is the campaign’s)', () => {
    const request = bookingRequestOf({
      target: campaign(103),
      mode: 'day',
      choice: { ...choice, startTime: null },
      contact,
      booker: ana,
      receiveSms: false,
    });
    expect(request.date).toBe('2026-03-04');
    expect(request).not.toHaveProperty('dateTimes');
  });

  it('type 6: the suggested date-times, no single date', () => {
    const dateTimes = ['2026-03-04T20:00:00+00:00', '2026-03-05T20:00:00+00:00'];
    const request = bookingRequestOf({
      target: campaign(106),
      mode: 'several',
      choice: { ...choice, date: null, startTime: null, numberOfPeople: 8, dateTimes },
      contact,
      booker: rita,
      receiveSms: false,
    });
    expect(request).toMatchObject({ dateTimes, numberOfPeople: 8, email: 'rita.gomes@example.pt' });
    expect(request).not.toHaveProperty('date');
  });

  it('type 5: no date at all', () => {
    const request = bookingRequestOf({
      target: campaign(105),
      mode: 'none',
      choice: { ...choice, date: null, startTime: null, numberOfPeople: 1 },
      contact,
      booker: ana,
      receiveSms: false,
    });
    expect(request).not.toHaveProperty('date');
    expect(request).not.toHaveProperty('dateTimes');
  });

  it('a service: its shop and service, campaign 0', () => {
    expect(targetIds(haircut)).toEqual({ campaignId: 0, shopId: 12, shopMerchantServiceId: 1201 });
    expect(
      bookingRequestOf({
        target: haircut,
        mode: 'slot',
        choice,
        contact,
        booker: ana,
        receiveSms: false,
      }),
    ).toMatchObject({ campaignId: 0, shopMerchantServiceId: 1201, reservationType: 'normal' });
  });
});

describe('reservationTypeFor (SPEC 4: normal or smart)', () => {
  it('smart for a premium member on a campaign with a smart price', () => {
    expect(reservationTypeFor(campaign(105), miguel)).toBe('smart');
  });

  it('normal for anyone else, a campaign without smart prices, or a service', () => {
    expect(reservationTypeFor(campaign(105), ana)).toBe('normal');
    expect(reservationTypeFor(campaign(105), rita)).toBe('normal');
    expect(reservationTypeFor(campaign(102), miguel)).toBe('normal');
    expect(reservationTypeFor(haircut, miguel)).toBe('normal');
    expect(reservationTypeFor(campaign(105), null)).toBe('normal');
  });
});

describe('bookingCallFor (SPEC 7)', () => {
  it('a guest books through bookings/guest', () => {
    expect(bookingCallFor(campaign(108), rita)).toBe('createGuestBooking');
  });

  it('a signed-in user books a free offer through client/book/book, anything else through bookings', () => {
    expect(bookingCallFor(campaign(108), ana)).toBe('createFreeBooking');
    expect(bookingCallFor(campaign(103), ana)).toBe('createFreeBooking');
    expect(bookingCallFor(campaign(102), ana)).toBe('createBooking');
    expect(bookingCallFor(campaign(105), ana)).toBe('createBooking');
    expect(bookingCallFor(haircut, ana)).toBe('createBooking');
  });
});

describe('the answer', () => {
  it('is pending or confirmed', () => {
    expect(isPendingReservation({ status: 'pending' })).toBe(true);
    expect(isPendingReservation({ status: 'confirmed' })).toBe(false);
  });

  it('of a type 2 (or 6) campaign is pending, whatever status the answer gives (SPEC 4)', () => {
    expect(isPendingReservation({ status: 'confirmed' }, 2)).toBe(true);
    expect(isPendingReservation({ status: 'confirmed' }, 6)).toBe(true);
    expect(isPendingReservation({ status: 'confirmed', campaignType: 2 })).toBe(true);
    // The type booked counts: type 1, answered confirmed, is confirmed; answered pending, pending.
    expect(isPendingReservation({ status: 'confirmed' }, 1)).toBe(false);
    expect(isPendingReservation({ status: 'confirmed', campaignType: 1 }, 1)).toBe(false);
    expect(isPendingReservation({ status: 'pending' }, 1)).toBe(true);
    expect(isPendingReservation({ status: 'pending' }, 3)).toBe(true);
  });

  it('names the type booked: the campaign’s, or the service’s booking type', () => {
    expect(bookingTypeOf(campaign(102))).toBe(2);
    expect(bookingTypeOf(campaign(101))).toBe(1);
    expect(bookingTypeOf(haircut)).toBe(serviceFixture(1201).bookingConfig?.bookingType);
  });

  it('may be retried after a fault, not after the catalogue’s final answers', () => {
    expect(isRetryableBookingError('network')).toBe(true);
    expect(isRetryableBookingError('timeout')).toBe(true);
    expect(isRetryableBookingError('generic')).toBe(true);
    expect(isRetryableBookingError('campaignUnavailable')).toBe(false);
    expect(isRetryableBookingError('noOnlineBooking')).toBe(false);
    expect(isRetryableBookingError('registeredUsersOnly')).toBe(false);
    expect(isRetryableBookingError('dateNotAvailable')).toBe(false);
    expect(isRetryableBookingError('voucherAmountTooLow')).toBe(false);
  });

  it('tells the host page the campaign or the service, and the reservation id as text', () => {
    expect(bookingMadeDetail(campaign(102), { reservationId: 7001 })).toEqual({
      campaignId: 102,
      reservationId: '7001',
    });
    expect(bookingMadeDetail(haircut, { reservationId: 7002 })).toEqual({
      serviceId: 1201,
      reservationId: '7002',
    });
  });
});

describe('qrCodeOf (type 5)', () => {
  it('shows an image the middleware sends as such', () => {
    expect(qrCodeOf({ activationQrCode: 'data:image/png;base64,AAAA' })).toEqual({
      kind: 'image',
      url: 'data:image/png;base64,AAAA',
    });
    expect(qrCodeOf({ activationQrCode: 'https://cdn.example.pt/qr/FOZ.png?v=2' })).toEqual({
      kind: 'image',
      url: 'https://cdn.example.pt/qr/FOZ.png?v=2',
    });
  });

  it('otherwise encodes the text it is given, or the activation code', () => {
    expect(qrCodeOf({ activationQrCode: 'FOZ-3M-7Q2K' })).toEqual({
      kind: 'text',
      text: 'FOZ-3M-7Q2K',
    });
    expect(qrCodeOf({ activationQrCode: 'https://reservas.example.pt/cupao/FOZ' })).toEqual({
      kind: 'text',
      text: 'https://reservas.example.pt/cupao/FOZ',
    });
    expect(qrCodeOf({ activationCode: 'RES-7001' })).toEqual({ kind: 'text', text: 'RES-7001' });
    expect(qrCodeOf({})).toBeNull();
  });
});
