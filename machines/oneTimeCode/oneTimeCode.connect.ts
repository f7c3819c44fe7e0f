import type { SnapshotFrom } from 'xstate';
import { byIdentity } from '../byIdentity';
import type { OneTimeCodeEvent, oneTimeCodeMachine } from './oneTimeCode.machine';
import {
  selectCanRetryCode,
  selectCode,
  selectCodeError,
  selectCodeFieldErrors,
  selectCodeResent,
  selectCodeSentAt,
  selectIsCheckingCode,
  selectIsResendCoolingDown,
  selectIsSendingCode,
} from './oneTimeCode.selectors';

/**
 * A one-time code's view (the sign-in's code step in ui/screens/auth/VerifySteps.tsx, the
 * profile's new mobile in ui/screens/ProfileSection.tsx): the code typed and what broke, the check
 * and the resend under way, the cool-down, and the ways on.
 */
export function connectOneTimeCode(
  snapshot: SnapshotFrom<typeof oneTimeCodeMachine>,
  send: (event: OneTimeCodeEvent) => void,
) {
  const fieldErrors = selectCodeFieldErrors(snapshot);
  return {
    value: selectCode(snapshot),
    fieldErrors,
    fieldErrorsShown: byIdentity(fieldErrors),
    error: selectCodeError(snapshot),
    canRetry: selectCanRetryCode(snapshot),
    checking: selectIsCheckingCode(snapshot),
    sending: selectIsSendingCode(snapshot),
    coolingDown: selectIsResendCoolingDown(snapshot),
    sentAt: selectCodeSentAt(snapshot),
    resent: selectCodeResent(snapshot),
    canSubmit: snapshot.can({ type: 'code.submit' }),
    canResend: snapshot.can({ type: 'code.resend' }),
    change: (value: string) => send({ type: 'code.change', value }),
    submit: () => send({ type: 'code.submit' }),
    resend: () => send({ type: 'code.resend' }),
    cancel: () => send({ type: 'code.cancel' }),
  };
}
