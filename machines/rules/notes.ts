/**
 * The notes a visitor leaves for the merchant are free text, kept short enough for the
 * merchant's reservation list (our limit: SPEC 3 names the field without one). On its own so
 * that the flow state's check of a kept note does not bring the sign-in rules to the first screen.
 */
export const MAX_NOTES_LENGTH = 500;

export function areNotesWithinLimit(notes: string): boolean {
  return [...notes.trim()].length <= MAX_NOTES_LENGTH;
}
