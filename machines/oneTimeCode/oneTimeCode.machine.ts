import {
  assertEvent,
  assign,
  fromPromise,
  setup,
  type ActorRefFrom,
  type PromiseActorLogic,
} from 'xstate';
import { nowMs } from '../../api/clock';
import { errorCodeOf } from '../../api/errors';
import type { components } from '../../api/schema';
import { RESEND_CODE_COOLDOWN_MS } from '../../domain/constants';
import {
  authErrorOf,
  isWrongCodeError,
  type AuthCall,
  type AuthErrorCode,
} from '../auth/authErrors';
import {
  codeErrors,
  isOneTimeCodeFormat,
  normalizeCode,
  type FieldErrors,
} from '../rules/authValidation';

type User = components['schemas']['User'];
type OkResult = components['schemas']['OkResult'];

/**
 * Where the code goes, as the calls take it: an account's email, or a mobile number with the
 * user's token (a new user's: the widget's API context does not have it yet).
 */
export type CodeDestination = { email: string } | { token: string; prefix: string; mobile: string };

export interface OneTimeCodeInput {
  destination: CodeDestination;
  /**
   * The first code already went out (signUp emails it): the resend cools down from now.
   * Otherwise the chart sends the first code itself.
   */
  alreadySent?: boolean;
  /**
   * The sign-in calls these are, so their refusals read as the sign-in's (api/errorReactions.ts);
   * without them, the catalogue's codes (SPEC 8).
   */
  refusals?: { verify: AuthCall; resend: AuthCall } | null;
  /** Why the code is asked (an account never confirmed), said until the visitor acts. */
  error?: AuthErrorCode | null;
}

export interface OneTimeCodeContext {
  destination: CodeDestination;
  /** The host sent the first code as the chart started. */
  alreadySent: boolean;
  refusals: { verify: AuthCall; resend: AuthCall } | null;
  /** The code being typed. */
  code: string;
  fieldErrors: FieldErrors<'code'>;
  error: AuthErrorCode | null;
  /**
   * When the last code went out (the widget's clock, `api/clock.ts`): the screen counts the
   * cool-down from it. Null while no code has gone out.
   */
  codeSentAt: number | null;
  /** The code on screen was asked for again by the visitor ("send a new code"), not the first. */
  codeResent: boolean;
  /** The user the check answered, once the code was right. */
  user: User | null;
}

export type OneTimeCodeEvent =
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  | { type: 'code.resend' }
  | { type: 'code.cancel' };

/** The code was right (with the user the check answered), or the visitor gave up. */
export type OneTimeCodeOutput = { status: 'verified'; user: User } | { status: 'cancelled' };

export type CodeCheck = CodeDestination & { code: string };

export function initialOneTimeCodeContext(input: OneTimeCodeInput): OneTimeCodeContext {
  return {
    destination: input.destination,
    alreadySent: input.alreadySent ?? false,
    refusals: input.refusals ?? null,
    code: '',
    fieldErrors: {},
    error: input.error ?? null,
    codeSentAt: null,
    codeResent: false,
    user: null,
  };
}

const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/**
 * A one-time code (SPEC 2, SPEC 7): the visitor types the code and the chart checks it with
 * `verifyCode`; beside it, a new code may be asked for (`resendCode`) once the cool-down since the
 * last one has passed. A wrong code is said beside the field, another failure with a way on;
 * what was typed is kept. One chart serves every code: its host supplies the two calls
 * (`oneTimeCodeFor`: the account's email code, a mobile's SMS code) and where the code goes as
 * input.
 */
export const oneTimeCodeMachine = setup({
  types: {
    input: {} as OneTimeCodeInput,
    context: {} as OneTimeCodeContext,
    events: {} as OneTimeCodeEvent,
    output: {} as OneTimeCodeOutput,
  },
  actors: {
    // The host's calls; each host provides them.
    verifyCode: fromPromise<User, CodeCheck>(() =>
      Promise.reject(new Error('oneTimeCode: verifyCode was not provided')),
    ),
    resendCode: fromPromise<OkResult, CodeDestination>(() =>
      Promise.reject(new Error('oneTimeCode: resendCode was not provided')),
    ),
  },
  delays: {
    /** A code may be sent again this long after the last (30 s). */
    resendCoolDown: RESEND_CODE_COOLDOWN_MS,
  },
  guards: {
    isCodeUnsent: ({ context }) => context.codeSentAt === null,
    hasCodeFormat: ({ context }) => isOneTimeCodeFormat(context.code),
    isWrongCode: (_, error: unknown) => isWrongCodeError(error),
  },
  actions: {
    assignCode: assign(({ event }) => {
      assertEvent(event, 'code.change');
      return { code: event.value };
    }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    assignCodeErrors: assign({ fieldErrors: ({ context }) => codeErrors(context) }),
    assignWrongCode: assign({ fieldErrors: { code: 'codeWrong' } }),
    assignVerifyError: assign({
      error: ({ context }, error: unknown) =>
        context.refusals ? authErrorOf(error, context.refusals.verify) : errorCodeOf(error),
    }),
    assignResendError: assign({
      error: ({ context }, error: unknown) =>
        context.refusals ? authErrorOf(error, context.refusals.resend) : errorCodeOf(error),
    }),
    /** A code went out now: the cool-down starts (and the screen's count with it). */
    markCodeSent: assign({ codeSentAt: () => nowMs() }),
    /** The host's first code went out as the chart started. */
    markFirstCodeSent: assign({
      codeSentAt: ({ context }) => (context.alreadySent ? nowMs() : null),
    }),
    markCodeResent: assign({ codeResent: true }),
    assignUser: assign({ user: (_, user: User) => user }),
  },
}).createMachine({
  id: 'oneTimeCode',
  context: ({ input }) => initialOneTimeCodeContext(input),
  output: ({ event }) => (event as unknown as { output: OneTimeCodeOutput }).output,
  initial: 'verifying',
  states: {
    verifying: {
      type: 'parallel',
      entry: 'markFirstCodeSent',
      on: {
        'code.change': { actions: 'assignCode' },
        'code.cancel': '#oneTimeCode.cancelled',
      },
      states: {
        code: {
          initial: 'entering',
          states: {
            entering: {
              on: {
                'code.submit': [
                  { guard: 'hasCodeFormat', target: 'checking', actions: 'clearErrors' },
                  { actions: 'assignCodeErrors' },
                ],
              },
            },
            checking: {
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({
                  ...context.destination,
                  code: normalizeCode(context.code),
                }),
                onDone: {
                  target: '#oneTimeCode.verified',
                  actions: { type: 'assignUser', params: ({ event }) => event.output },
                },
                onError: [
                  {
                    guard: { type: 'isWrongCode', params: errorOf },
                    target: 'entering',
                    actions: 'assignWrongCode',
                  },
                  {
                    target: 'entering',
                    actions: { type: 'assignVerifyError', params: errorOf },
                  },
                ],
              },
            },
          },
        },
        resend: {
          initial: 'coolingDown',
          states: {
            coolingDown: {
              // No code out yet (the host sent none): the first is sent now.
              always: { guard: 'isCodeUnsent', target: 'sending' },
              after: { resendCoolDown: 'available' },
            },
            available: {
              on: {
                'code.resend': { target: 'sending', actions: ['clearErrors', 'markCodeResent'] },
              },
            },
            sending: {
              invoke: {
                id: 'resendCode',
                src: 'resendCode',
                input: ({ context }) => context.destination,
                onDone: { target: 'coolingDown', actions: 'markCodeSent' },
                onError: {
                  target: 'available',
                  actions: { type: 'assignResendError', params: errorOf },
                },
              },
            },
          },
        },
      },
    },
    verified: {
      type: 'final',
      output: ({ context }) => ({ status: 'verified' as const, user: context.user! }),
    },
    cancelled: { type: 'final', output: { status: 'cancelled' as const } },
  },
});

export type OneTimeCodeActor = ActorRefFrom<typeof oneTimeCodeMachine>;

/**
 * The chart with a host's two calls, each taking where the code goes as the host's input gives it
 * (an email, or a token and a number), the check the code too.
 */
export function oneTimeCodeFor<TDestination extends CodeDestination>(calls: {
  verifyCode: PromiseActorLogic<User, TDestination & { code: string }>;
  resendCode: PromiseActorLogic<OkResult, TDestination>;
}) {
  // The chart hands each call its input's destination unchanged, so the host's calls fit it.
  return oneTimeCodeMachine.provide({
    actors: calls as unknown as {
      verifyCode: PromiseActorLogic<User, CodeCheck>;
      resendCode: PromiseActorLogic<OkResult, CodeDestination>;
    },
  });
}
