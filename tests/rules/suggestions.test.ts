import { describe, expect, it } from 'vitest';
import {
  addSuggestion,
  areSuggestionsValid,
  canAddSuggestion,
  hasEnoughSuggestions,
  hasSuggestionFarEnoughAhead,
  isSuggested,
  maxDateSelections,
  removeSuggestion,
  suggestionsProblem,
} from '../../machines/rules/suggestions';

/** These rules were written for a shop in mainland Portugal; ./timeZone.test.ts adds the Azores. */
const LISBON = 'Europe/Lisbon';
const now = '2026-03-03T09:00';
/** Three date-times, all within 24 hours of now. */
const three = [
  '2026-03-03T19:00:00+00:00',
  '2026-03-03T21:00:00+00:00',
  '2026-03-04T08:00:00+00:00',
];

describe('type 6 suggestions', () => {
  it('allow at most the schedule maxDateSelections, else 5', () => {
    expect(maxDateSelections({ maxDateSelections: 5 })).toBe(5);
    expect(maxDateSelections({ maxDateSelections: 7 })).toBe(7);
    expect(maxDateSelections({})).toBe(5);
    expect(maxDateSelections(null)).toBe(5);
    // A maximum under the minimum of 3 could never be met: the default is used.
    expect(maxDateSelections({ maxDateSelections: 2 })).toBe(5);
  });

  it('refuse one more at the maximum', () => {
    expect(canAddSuggestion(['a', 'b', 'c', 'd'], 5)).toBe(true);
    expect(canAddSuggestion(['a', 'b', 'c', 'd', 'e'], 5)).toBe(false);
  });

  it('need at least 3', () => {
    expect(hasEnoughSuggestions(three.slice(0, 2))).toBe(false);
    expect(hasEnoughSuggestions(three)).toBe(true);
  });

  it('need one at least 24 hours from now (exactly 24 included)', () => {
    expect(hasSuggestionFarEnoughAhead(three, now, LISBON)).toBe(false); // the last is 23 h ahead
    expect(hasSuggestionFarEnoughAhead(['2026-03-04T09:00:00+00:00'], now, LISBON)).toBe(true);
    expect(hasSuggestionFarEnoughAhead(['2026-03-04T08:59:00+00:00'], now, LISBON)).toBe(false);
  });

  it('count 24 elapsed hours across the spring-forward night (23 h on the clock)', () => {
    const before = '2026-03-28T12:00'; // winter time
    expect(hasSuggestionFarEnoughAhead(['2026-03-29T12:00:00+01:00'], before, LISBON)).toBe(false); // 23 h
    expect(hasSuggestionFarEnoughAhead(['2026-03-29T13:00:00+01:00'], before, LISBON)).toBe(true); // 24 h
  });

  it('count 24 elapsed hours across the fall-back night (25 h on the clock)', () => {
    const before = '2026-10-24T12:00'; // summer time
    expect(hasSuggestionFarEnoughAhead(['2026-10-25T11:00:00+00:00'], before, LISBON)).toBe(true); // 24 h
    expect(hasSuggestionFarEnoughAhead(['2026-10-25T10:59:00+00:00'], before, LISBON)).toBe(false);
  });

  it('name the problem to show', () => {
    expect(suggestionsProblem([], now, 5, LISBON)).toBe('dateTimesRequired');
    expect(suggestionsProblem(three.slice(0, 2), now, 5, LISBON)).toBe('suggestionsRule');
    const farEnough = [
      '2026-03-03T19:00:00+00:00',
      '2026-03-03T21:00:00+00:00',
      '2026-03-05T19:00:00+00:00',
    ];
    expect(suggestionsProblem(farEnough, now, 5, LISBON)).toBeNull();
    expect(areSuggestionsValid(farEnough, now, 5, LISBON)).toBe(true);
    expect(
      suggestionsProblem(
        ['2026-03-03T19:00:00+00:00', '2026-03-03T19:30:00+00:00', '2026-03-03T21:00:00+00:00'],
        now,
        5,
        LISBON,
      ),
    ).toBe('suggestionsRule');
    expect(suggestionsProblem([...farEnough, 'a', 'b', 'c'], now, 5, LISBON)).toBe(
      'tooManySelections',
    );
    // SPEC 5: the maximum is enforced on a further one; as many as the maximum is allowed.
    expect(suggestionsProblem(farEnough, now, 3, LISBON)).toBeNull();
    expect(suggestionsProblem([...farEnough, '2026-03-06T19:00:00+00:00'], now, 3, LISBON)).toBe(
      'tooManySelections',
    );
  });

  it('keep the list in time order without duplicates', () => {
    let list = addSuggestion([], '2026-03-05T19:00:00+00:00', LISBON);
    list = addSuggestion(list, '2026-03-04T19:00:00+00:00', LISBON);
    list = addSuggestion(list, '2026-03-05T19:00:00Z', LISBON); // the same instant
    expect(list).toEqual(['2026-03-04T19:00:00+00:00', '2026-03-05T19:00:00+00:00']);
    expect(isSuggested(list, '2026-03-05T20:00:00+01:00', LISBON)).toBe(true);
    expect(removeSuggestion(list, '2026-03-04T19:00:00Z', LISBON)).toEqual([
      '2026-03-05T19:00:00+00:00',
    ]);
  });
});
