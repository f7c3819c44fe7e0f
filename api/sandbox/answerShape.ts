import type { ErrorCode } from '../errors';

/**
 * The shape of the sandbox's answers, and the two ways it can be made to stray from it:
 *
 * - refusals carry SPEC 8's body, `{ message, status }`, and nothing else by default; the
 *   `errorCodes` control adds the catalogue `code` a middleware might send besides (the widget
 *   may use it only to refine what its reactions table leaves open);
 * - the `renamedFields` control answers as a middleware that drifted from the contract would:
 *   the fields of RENAMED_FIELDS under other names, and refusals with their text under `error`
 *   instead of `message`. The conformance kit (api/conformance/) must report each difference.
 */

let sendsErrorCodes = false;
let renamesFields = false;

/** Answer fields the drifted middleware names otherwise (the conformance kit's red run). */
export const RENAMED_FIELDS: Readonly<Record<string, string>> = {
  campaignView: 'campaign',
  startTime: 'start',
  nonAvailableDays: 'closedDays',
  itemsTotal: 'itemCount',
  shopMerchantServices: 'services',
  faviconUrl: 'favicon',
};

/** The body of a refusal (status >= 400). */
export function errorBody(status: number, code: ErrorCode, message: string): object {
  if (renamesFields) return { error: message, status };
  return sendsErrorCodes ? { message, status, code } : { message, status };
}

/** A successful answer as the sandbox sends it: as made, or with its fields renamed. */
export function answerBody(body: unknown): unknown {
  return renamesFields ? renamed(body) : body;
}

function renamed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(renamed);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [RENAMED_FIELDS[key] ?? key, renamed(field)]),
  );
}

/** The controls of this module (control.ts applyControls): `errorCodes`, `renamedFields`. */
export function applyShapeControl(name: string, value: string): boolean {
  if (value !== '') return false;
  if (name === 'errorCodes') sendsErrorCodes = true;
  else if (name === 'renamedFields') renamesFields = true;
  else return false;
  return true;
}

export function setErrorCodes(on: boolean): void {
  sendsErrorCodes = on;
}

export function setRenamedFields(on: boolean): void {
  renamesFields = on;
}

/** Back to the contract's shape: SPEC 8's refusals, fields as named. */
export function resetAnswerShape(): void {
  sendsErrorCodes = false;
  renamesFields = false;
}
