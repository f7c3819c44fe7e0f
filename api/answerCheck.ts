import * as v from 'valibot';
import { ApiError } from './errors';
import { RESPONSE_CHECKS } from './responseChecks';

/**
 * The edge where the middleware's answers are checked: a successful answer must have the shape
 * the contract gives its operation (api/responseChecks.ts, generated from openapi.yaml) before
 * any chart sees it. Anything else (no body, not JSON, null, a missing field, a wrong type, an
 * unknown status) is a `malformed` ApiError carrying what was answered, like a failed call.
 */
export function checkAnswer(operation: string, status: number, text: string): void {
  const check = RESPONSE_CHECKS[operation];
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
