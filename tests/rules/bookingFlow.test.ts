// A booking's date choice kept across a reload (machines/rules/bookingFlow.ts): written as the
// SPEC 3 Book step and the slot, given back for the same campaign only, read back checked.
import { describe, expect, it } from 'vitest';
import { initialFlowState } from '../../domain/flowState';
import { bookingKeptOf, bookingResumeOf, keptBookingOf } from '../../machines/rules/bookingFlow';

const CHOICE = {
  date: '2026-03-07',
  startTime: '2026-03-07T19:00:00.000Z',
  durationSec: 5400,
  numberOfPeople: 3,
  dateTimes: [],
};
const PEOPLE = { min: 1, max: 6, initial: 2 };

describe('a booking kept for a reload', () => {
  it('is the Book step and the slot; nothing once made or left', () => {
    const flow = initialFlowState();
    const kept = bookingKeptOf(flow.book, { campaignId: 108, choice: CHOICE });
    expect(kept.bookingInProgress).toEqual({ campaignId: 108, startTime: CHOICE.startTime });
    expect(kept.book).toMatchObject({ numberOfPeople: 3, date: '2026-03-07', dateTimes: [] });
    expect(bookingKeptOf(kept.book, null)).toMatchObject({
      bookingInProgress: null,
      book: { numberOfPeople: null, date: null, dateTimes: [] },
    });
  });

  it('is given back to the same campaign only', () => {
    const flow = {
      ...initialFlowState(),
      ...bookingKeptOf(initialFlowState().book, { campaignId: 108, choice: CHOICE }),
    };
    expect(keptBookingOf(flow, 108)).not.toBeNull();
    expect(keptBookingOf(flow, 102)).toBeNull();
  });

  it('is read back checked: people out of bounds give the default, a day or a time that does not read is left out', () => {
    const kept = bookingKeptOf(initialFlowState().book, { campaignId: 108, choice: CHOICE });
    expect(bookingResumeOf(kept, PEOPLE)).toEqual({ ...CHOICE, durationSec: null });
    const tampered = {
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
});
