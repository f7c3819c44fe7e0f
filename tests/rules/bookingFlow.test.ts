// A booking kept across a reload (machines/rules/bookingFlow.ts): written as the SPEC 3 Book step
// (the date choice, the prize), the Contact's NIF and the slot, given back for the same campaign
// only, read back checked, let go once the booking is made, left or on its way.
import { describe, expect, it } from 'vitest';
import { initialFlowState, parseFlowState } from '../../domain/flowState';
import { initialBookingContext } from '../../machines/booking/booking.inputs';
import {
  bookingExtrasOf,
  bookingResumeOf,
  flowWithBooking,
  flowWithoutBooking,
  keptBookingOf,
} from '../../machines/rules/bookingFlow';
import { ana, anaContact, campaignBookingInput } from '../../stories/support/bookingFixtures';

const CHOICE = {
  date: '2026-03-07',
  startTime: '2026-03-07T19:00:00.000Z',
  durationSec: 5400,
  numberOfPeople: 3,
  dateTimes: [],
};
const PEOPLE = { min: 1, max: 6, initial: 2 };
const BOOKING = { campaignId: 108, choice: CHOICE, prizeId: 301, vatId: '123 456 789' };

/** The flow state as a reload reads it back: stored as JSON, parsed against the schema. */
const readBack = (flow: unknown) => parseFlowState(JSON.parse(JSON.stringify(flow)))!;

describe('a booking kept for a reload', () => {
  it('is the Book step (with the prize), the NIF and the slot; nothing once made or left', () => {
    const flow = flowWithBooking(initialFlowState(), BOOKING);
    expect(flow.bookingInProgress).toEqual({ campaignId: 108, startTime: CHOICE.startTime });
    expect(flow.book).toMatchObject({
      numberOfPeople: 3,
      date: '2026-03-07',
      dateTimes: [],
      prizeId: 301,
    });
    expect(flow.contact.vatId).toBe('123 456 789');
    const left = flowWithBooking(flow, null);
    expect(left).toMatchObject({
      bookingInProgress: null,
      book: { numberOfPeople: null, date: null, dateTimes: [], prizeId: null },
      contact: { vatId: '' },
    });
    expect(flowWithoutBooking(flow)).toEqual(left);
  });

  it('is given back to the same campaign only, prize and NIF with it', () => {
    const flow = readBack(flowWithBooking(initialFlowState(), BOOKING));
    const kept = keptBookingOf(flow, 108);
    expect(kept).not.toBeNull();
    expect(bookingExtrasOf(kept!)).toEqual({
      prizeId: 301,
      vatId: '123 456 789',
      notes: '',
      contactTyped: null,
    });
    expect(keptBookingOf(flow, 102)).toBeNull();
  });

  it('drops a prize or a NIF that does not fit: not a whole number above 0, not a valid NIF', () => {
    const kept = keptBookingOf(flowWithBooking(initialFlowState(), BOOKING), 108)!;
    for (const prizeId of [0, -3, 1.5, Number.MAX_VALUE]) {
      expect(bookingExtrasOf({ ...kept, book: { ...kept.book, prizeId } }).prizeId).toBeNull();
    }
    for (const vatId of ['123 456 788', '12345', 'x'.repeat(500), '<b>123456789</b>']) {
      expect(bookingExtrasOf({ ...kept, vatId }).vatId).toBe('');
    }
    expect(bookingExtrasOf({ ...kept, bookingInProgress: null })).toEqual({
      prizeId: null,
      vatId: '',
      notes: '',
      contactTyped: null,
    });
  });

  it("gives back the note as typed within the contact step's limit; a longer one is dropped", () => {
    const withNote = (notes: string) =>
      readBack(flowWithBooking(initialFlowState(), { ...BOOKING, notes }));
    const note = 'Mesa perto da janela, por favor.';
    expect(bookingExtrasOf(keptBookingOf(withNote(note), 108)!).notes).toBe(note);
    // 500 characters (the contact step's limit) are kept, emoji counted as one each.
    const longest = '😀'.repeat(500);
    expect(bookingExtrasOf(keptBookingOf(withNote(longest), 108)!).notes).toBe(longest);
    for (const tooLong of ['x'.repeat(501), '😀'.repeat(501), 'x'.repeat(100_000)]) {
      expect(bookingExtrasOf(keptBookingOf(withNote(tooLong), 108)!).notes).toBe('');
    }
    // A note that is not text is no note at all (were the stored state to pass its schema).
    const kept = keptBookingOf(withNote(note), 108)!;
    expect(bookingExtrasOf({ ...kept, notes: { text: note } as unknown as string }).notes).toBe('');
  });

  it('the booking reopened after a reload starts with the note read back checked, not as stored', () => {
    const reopened = (notes: string) => {
      const stored = readBack(flowWithBooking(initialFlowState(), { ...BOOKING, notes }));
      const input = campaignBookingInput(108, {
        contact: { name: '', prefix: '+351', phone: '', notes: stored.contact.notes },
        kept: keptBookingOf(stored, 108),
      });
      return initialBookingContext(input, 'slot').contact.notes;
    };
    expect(reopened('Mesa perto da janela, por favor.')).toBe('Mesa perto da janela, por favor.');
    expect(reopened('x'.repeat(501))).toBe('');
  });

  it("gives back the contact step's name, prefix and phone as typed; the reopened booking starts from them over the user's own", () => {
    const typed = { name: 'Ana M.', prefix: '+34', phone: '6123' };
    const stored = readBack(
      flowWithBooking(initialFlowState(), { ...BOOKING, contactTyped: typed }),
    );
    expect(stored.bookingInProgress?.contactTyped).toEqual(typed);
    expect(bookingExtrasOf(keptBookingOf(stored, 108)!).contactTyped).toEqual(typed);
    const input = campaignBookingInput(108, {
      identity: ana,
      contact: { name: '', prefix: '+351', phone: '', notes: '' },
      kept: keptBookingOf(stored, 108),
    });
    const context = initialBookingContext(input, 'slot');
    expect(context.contact).toMatchObject(typed);
    // Kept again with the next change of the date, until the contact step confirms it.
    expect(context.typedContact).toEqual(typed);
    // Without anything typed, the user's own details.
    const untyped = readBack(flowWithBooking(initialFlowState(), BOOKING));
    const fresh = initialBookingContext({ ...input, kept: keptBookingOf(untyped, 108) }, 'slot');
    expect(fresh.contact).toMatchObject({ name: anaContact.name, phone: anaContact.phone });
    expect(fresh.typedContact).toBeNull();
    // A booking confirmed or left keeps none.
    expect(flowWithBooking(stored, BOOKING).bookingInProgress?.contactTyped).toBeUndefined();
    expect(flowWithBooking(stored, null).bookingInProgress).toBeNull();
  });

  it('a stored note that is not text makes the stored state unreadable: dropped whole', () => {
    const stored = JSON.parse(JSON.stringify(flowWithBooking(initialFlowState(), BOOKING)));
    stored.contact.notes = 42;
    expect(parseFlowState(stored)).toBeNull();
  });

  it('a stored prize that is not a number makes the stored state unreadable: dropped whole', () => {
    const stored = JSON.parse(JSON.stringify(flowWithBooking(initialFlowState(), BOOKING)));
    stored.book.prizeId = '301; drop';
    expect(parseFlowState(stored)).toBeNull();
  });

  it('is read back checked: people out of bounds give the default, a day or a time that does not read is left out', () => {
    const kept = keptBookingOf(flowWithBooking(initialFlowState(), BOOKING), 108)!;
    expect(bookingResumeOf(kept, PEOPLE)).toEqual({ ...CHOICE, durationSec: null });
    const tampered = {
      ...kept,
      bookingInProgress: { campaignId: 108, startTime: 'soon' },
      book: {
        ...kept.book,
        numberOfPeople: 40,
        date: '7 March',
        dateTimes: ['x', CHOICE.startTime],
      },
    };
    expect(bookingResumeOf(tampered, PEOPLE)).toEqual({
      date: null,
      startTime: null,
      durationSec: null,
      numberOfPeople: 2,
      dateTimes: [CHOICE.startTime],
    });
    expect(bookingResumeOf({ ...kept, bookingInProgress: null }, PEOPLE)).toBeNull();
  });

  it("is read back at the bounds: the campaign's least and most people kept, a part of a person or one past either bound not; up to 10 date-times", () => {
    const kept = keptBookingOf(flowWithBooking(initialFlowState(), BOOKING), 108)!;
    const withPeople = (numberOfPeople: number) =>
      bookingResumeOf({ ...kept, book: { ...kept.book, numberOfPeople } }, PEOPLE)!.numberOfPeople;
    expect(withPeople(1)).toBe(1);
    expect(withPeople(6)).toBe(6);
    expect(withPeople(0)).toBe(2);
    expect(withPeople(7)).toBe(2);
    expect(withPeople(2.5)).toBe(2);

    const times = Array.from(
      { length: 11 },
      (_, index) => `2026-03-${String(10 + index).padStart(2, '0')}T19:00:00.000Z`,
    );
    const withTimes = (dateTimes: string[]) =>
      bookingResumeOf({ ...kept, book: { ...kept.book, dateTimes } }, PEOPLE)!.dateTimes;
    expect(withTimes(times.slice(0, 10))).toEqual(times.slice(0, 10));
    // More than anyone suggests here: not typed by this widget, none kept.
    expect(withTimes(times)).toEqual([]);
  });

  it('keeps a time only with its day, and only an instant of at most 40 characters', () => {
    const kept = keptBookingOf(flowWithBooking(initialFlowState(), BOOKING), 108)!;
    const withStart = (startTime: string, date = CHOICE.date) =>
      bookingResumeOf(
        {
          ...kept,
          bookingInProgress: { campaignId: 108, startTime },
          book: { ...kept.book, date },
        },
        PEOPLE,
      )!.startTime;
    expect(withStart(CHOICE.startTime)).toBe(CHOICE.startTime);
    expect(withStart(CHOICE.startTime, 'not a day')).toBeNull();
    // An instant of 40 characters still reads; one more and it is not one this widget wrote.
    const padded = (length: number) => 'Sat, 07 Mar 2026 19:00:00 GMT'.padEnd(length, ' ');
    expect(withStart(padded(40))).toBe(padded(40));
    expect(withStart(padded(41))).toBeNull();
  });
});
