import type { components } from '../../api/schema';
import {
  DEFAULT_MAX_DATE_SELECTIONS,
  MIN_DATE_SUGGESTIONS,
  MIN_HOURS_AHEAD_FOR_ONE_SUGGESTION,
} from '../../domain/constants';
import { wallClock } from './schedule';

/**
 * Type 6 campaigns: the visitor suggests several date-times and the merchant confirms one later
 * (SPEC 4). SPEC 5 and 9: at least 3, one of them at least 24 hours from now, and at most a
 * maximum; a further one is refused with a message to remove one first.
 */

type Schedule = components['schemas']['Schedule'];

/** The schedule's maxDateSelections when it gives one, else DEFAULT_MAX_DATE_SELECTIONS (5). */
export function maxDateSelections(schedule: Pick<Schedule, 'maxDateSelections'> | null): number {
  const stated = schedule?.maxDateSelections;
  return stated !== undefined && Number.isInteger(stated) && stated >= MIN_DATE_SUGGESTIONS
    ? stated
    : DEFAULT_MAX_DATE_SELECTIONS;
}

/** The instant of an ISO date-time; one without an offset is a wall time in the shop's zone. */
const instant = (iso: string, zone: string): number => wallClock(iso, zone)?.ms ?? Number.NaN;

export function isSuggested(selected: readonly string[], iso: string, zone: string): boolean {
  const wanted = instant(iso, zone);
  return selected.some((chosen) => instant(chosen, zone) === wanted);
}

/** One more fits only below the maximum. */
export function canAddSuggestion(selected: readonly string[], max: number): boolean {
  return selected.length < max;
}

/** The list with one more, in time order; unchanged if it is already there. */
export function addSuggestion(selected: readonly string[], iso: string, zone: string): string[] {
  if (isSuggested(selected, iso, zone)) return [...selected];
  return [...selected, iso].sort((a, b) => instant(a, zone) - instant(b, zone));
}

export function removeSuggestion(selected: readonly string[], iso: string, zone: string): string[] {
  const unwanted = instant(iso, zone);
  return selected.filter((chosen) => instant(chosen, zone) !== unwanted);
}

export function hasEnoughSuggestions(selected: readonly string[]): boolean {
  return selected.length >= MIN_DATE_SUGGESTIONS;
}

/**
 * At least one is 24 hours or more from now, in elapsed time (a DST night counts 23 or 25 h of
 * the shop's wall clock); times without an offset are read in the shop's zone.
 */
export function hasSuggestionFarEnoughAhead(
  selected: readonly string[],
  now: string,
  zone: string,
): boolean {
  const threshold = instant(now, zone) + MIN_HOURS_AHEAD_FOR_ONE_SUGGESTION * 3_600_000;
  return selected.some((iso) => instant(iso, zone) >= threshold);
}

/**
 * What is wrong with the suggestions, as the message to show (SPEC 5): none chosen ("at least
 * one date and time must be chosen"), or fewer than 3 / none 24 hours ahead ("give at least 3,
 * with one at least 24 hours from now"), or too many (only if the list was built elsewhere).
 */
export type SuggestionsProblem = 'dateTimesRequired' | 'suggestionsRule' | 'tooManySelections';

export function suggestionsProblem(
  selected: readonly string[],
  now: string,
  max: number,
  zone: string,
): SuggestionsProblem | null {
  if (selected.length === 0) return 'dateTimesRequired';
  if (selected.length > max) return 'tooManySelections';
  if (!hasEnoughSuggestions(selected) || !hasSuggestionFarEnoughAhead(selected, now, zone)) {
    return 'suggestionsRule';
  }
  return null;
}

export function areSuggestionsValid(
  selected: readonly string[],
  now: string,
  max: number,
  zone: string,
): boolean {
  return suggestionsProblem(selected, now, max, zone) === null;
}
