import * as v from 'valibot';
import { ApiError } from './errors';
import { FIRST_SCREEN_CHECKS } from './firstScreenChecks';

/**
 * The edge where the middleware's answers are checked: a successful answer must have the shape
 * the contract gives its operation (generated from openapi.yaml) before any chart sees it.
 * Anything else (no body, not JSON, null, a missing field, a wrong type, an unknown status) is a
 * `malformed` ApiError carrying what was answered, like a failed call.
 *
 * The first screen's calls are checked by api/firstScreenChecks.ts, which comes with this chunk;
 * every other call's check (api/responseChecks.ts) arrives with the first call that needs one.
 */
export async function checkAnswer(operation: string, status: number, text: string): Promise<void> {
  const checks = Object.hasOwn(FIRST_SCREEN_CHECKS, operation)
    ? FIRST_SCREEN_CHECKS
    : await import('./responseChecks').then(
        (module) => module.RESPONSE_CHECKS,
        () => {
          throw new ApiError('network', 'The answer checks did not arrive.', status);
        },
      );
  checkAnswerWith(checks, operation, status, text);
}

/** The check of `operation`'s answer among `checks` (each file of generated checks). */
export function checkAnswerWith(
  checks: Readonly<Record<string, v.GenericSchema | null>>,
  operation: string,
  status: number,
  text: string,
): void {
  const check = checks[operation];
  if (check === undefined) {
    // A call the contract does not list has no check: nothing unchecked reaches a chart.
    throw new ApiError('malformed', `${operation} has no response check in the contract.`, status);
  }
  if (check === null) return;
  if (text.trim() === '') {
    throw new ApiError('malformed', `${operation} answered an empty body.`, status);
  }
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new ApiError('malformed', `${operation} answered a body that is not JSON.`, status);
  }
  const result = v.safeParse(check, answer);
  if (!result.success) {
    const [issue] = result.issues;
    const where = (issue && v.getDotPath(issue)) || 'the body';
    throw new ApiError(
      'malformed',
      `${operation} answered a body that does not match the contract at ${where}: ${issue?.message ?? ''}`,
      status,
      undefined,
      answer,
    );
  }
}
