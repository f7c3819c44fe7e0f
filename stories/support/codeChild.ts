import {
  initialOneTimeCodeContext,
  oneTimeCodeMachine,
  type OneTimeCodeContext,
  type OneTimeCodeInput,
} from '../../machines/oneTimeCode/oneTimeCode.machine';
import { childState, type StoryChild } from './stateStory';

type CodeState = {
  verifying: { code: 'entering' | 'checking'; resend: 'coolingDown' | 'available' | 'sending' };
};

/**
 * The one-time code chart a code step runs (machines/oneTimeCode), invoked as `id`, at one of its
 * states: for a story's `children`, since a restored state has none of its own.
 */
export function codeChild(
  id: string,
  input: OneTimeCodeInput,
  value: CodeState = { verifying: { code: 'entering', resend: 'coolingDown' } },
  overrides: Partial<OneTimeCodeContext> = {},
): Record<string, StoryChild> {
  const context = { ...initialOneTimeCodeContext(input), ...overrides };
  return { [id]: childState(id, oneTimeCodeMachine, { value, context }) };
}
