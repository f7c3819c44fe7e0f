import { and, assertEvent, assign, setup } from 'xstate';
import type { SocialCredential, SocialProvider } from '../../api/social';
import { DEFAULT_PHONE_PREFIX, DEFAULT_PROVIDER_ID } from '../../domain/constants';
import {
  authErrorOf,
  isSocialCancelled,
  isUnauthorizedError,
  type AuthCall,
  type AuthErrorCode,
} from './authErrors';
import {
  checkSocialLogins,
  emailCode,
  fetchPrizes,
  fetchProfile,
  forgotPassword,
  isRegisteredEmail,
  login,
  loginExternal,
  mobileCode,
  signUp,
  signUpLoginSocial,
  socialSignIn,
} from './auth.actors';
import type {
  AuthContext,
  AuthEvent,
  AuthInput,
  AuthOutput,
  AuthenticatedUser,
  GuestTyped,
  LoginSource,
  Prize,
  RegisteredEmail,
  User,
} from './auth.types';
import type { OneTimeCodeOutput } from '../oneTimeCode/oneTimeCode.machine';
import { checkPhone, phoneCheckIn, prefetchPhoneRules } from '../phone/phone.actors';
import {
  emailErrors,
  guestErrors,
  hasAcceptedPrivacyPolicy,
  hasName,
  hasPassword,
  isPasswordLongEnough,
  isValidEmail,
  passwordErrors,
  phoneErrors,
  registrationErrors,
  type PhoneCheck,
} from '../rules/authValidation';
import { isEmailUnverified, isMobileUnverified } from '../rules/user';

/** The context the chart starts with for an input (stories and tests start from it too). */
export function initialAuthContext(input: AuthInput): AuthContext {
  const session = input.session ?? null;
  const externalToken = input.externalToken || null;
  return {
    allowGuestLogin: input.allowGuestLogin,
    reason: input.reason ?? 'signIn',
    providerId: input.providerId ?? DEFAULT_PROVIDER_ID,
    social: input.social ?? null,
    pending: externalToken ? 'externalToken' : session ? 'session' : null,
    externalToken,
    silent: externalToken !== null,
    form: {
      email: input.prefill?.email ?? '',
      password: '',
      firstName: '',
      lastName: '',
      name: input.prefill?.name ?? '',
      prefix: input.prefill?.prefix || DEFAULT_PHONE_PREFIX,
      phone: input.prefill?.phone ?? '',
      acceptPrivacyPolicy: false,
    },
    fieldErrors: {},
    error: null,
    socialProviders: null,
    socialProvider: null,
    credential: null,
    user: !externalToken && session ? { id: session.userId, token: session.token } : null,
    loginSource: null,
    emailCodeSent: false,
  };
}

type WithOutput<T> = { event: { output: T } };
type WithError = { event: { error: unknown } };
export const outputOf = <T>({ event }: WithOutput<T>) => event.output;
export const errorOf = ({ event }: WithError) => event.error;
export const failureOf =
  (call: AuthCall) =>
  ({ event }: WithError) =>
    authErrorOf(event.error, call);
export const phoneInput = ({ context }: { context: AuthContext }) => ({
  prefix: context.form.prefix,
  phone: context.form.phone,
});
export const tokenOf = (context: AuthContext) => context.user?.token ?? '';

/**
 * A form's phone check (the registration, a guest's details, a mobile to verify), written once:
 * the number checked by the phone rules (machines/phone/); with the form's rules passed (`valid`,
 * a named guard), on to `target` with the number as the rules wrote it; otherwise back to
 * `editing` with the form's errors. A check that cannot be made leaves the form as it was.
 */
export const checkingPhone = <const Target extends string>(check: {
  valid: 'isPhoneValid' | 'isRegistrationValid' | 'areGuestDetailsValid';
  target: Target;
  errors: 'assignRegistrationErrors' | 'assignGuestErrors' | 'assignMobileErrors';
}) => ({
  invoke: {
    id: 'checkPhone' as const,
    src: 'checkPhone' as const,
    input: phoneInput,
    onDone: [
      {
        guard: check.valid,
        target: check.target,
        actions: { type: 'assignPhone' as const, params: outputOf<PhoneCheck> },
      },
      { target: 'editing', actions: { type: check.errors, params: outputOf<PhoneCheck> } },
    ],
    onError: {
      target: 'editing',
      actions: { type: 'assignError' as const, params: 'generic' as const },
    },
  },
});

/** The user a one-time code's check answered; null when the visitor gave the code up. */
export const verifiedUserOf = ({ event }: WithOutput<OneTimeCodeOutput>): User | null =>
  event.output.status === 'verified' ? event.output.user : null;

/** The charts whose answer is a one-time code's end rather than a user. */
const CODE_ENDS = new Set(['xstate.done.actor.emailCode', 'xstate.done.actor.mobileCode']);

/**
 * The user the call a transition follows answered (a sign-in, or a one-time code's check), for
 * guards that and() combines: it passes them the event, not params.
 */
function userIn(event: { type: string }): User | null {
  if (!event.type.startsWith('xstate.done.actor.')) return null;
  const { output } = event as unknown as { output: unknown };
  return CODE_ENDS.has(event.type)
    ? verifiedUserOf({ event: { output: output as OneTimeCodeOutput } })
    : (output as User);
}

// ------------------------------------------------------------------ shared transitions

/**
 * Where a sign-in leads, from the user it answered: an unvalidated email to its code, an
 * unvalidated mobile to its code (straight to the SMS when the number is known), else the profile.
 * `emailCode: 'sent'` after signUp (it emailed the code); `'send'` after a login of an account
 * never confirmed, which asks for a code and says why.
 */
export function afterSignIn(how: { loginSource: 'own' | 'provider'; emailCode: 'sent' | 'send' }) {
  const signedIn = [
    'clearErrors' as const,
    { type: 'assignUser' as const, params: outputOf<AuthenticatedUser> },
    {
      type: 'assignLoginSource' as const,
      params: ({ context }: { context: AuthContext }): LoginSource =>
        how.loginSource === 'own' ? 'own' : (context.credential?.provider ?? 'own'),
    },
  ];
  return [
    {
      guard: { type: 'isEmailUnverified' as const, params: outputOf<AuthenticatedUser> },
      target: '#auth.verifyingEmail',
      actions:
        how.emailCode === 'sent'
          ? [...signedIn, { type: 'assignEmailCodeSent' as const, params: true }]
          : [
              ...signedIn,
              { type: 'assignEmailCodeSent' as const, params: false },
              { type: 'assignError' as const, params: 'accountNotVerified' as const },
            ],
    },
    ...toMobileVerification(signedIn, outputOf<AuthenticatedUser>),
    { target: '#auth.loadingProfile', actions: signedIn },
  ];
}

/**
 * A signed-in user's mobile still to validate (`userOf` reads the user the call answered): with
 * the number known, its SMS is sent at once; otherwise the number is asked first.
 */
export function toMobileVerification<Action, Args>(
  signedIn: readonly Action[],
  userOf: (args: Args) => User | null,
) {
  return [
    {
      guard: and(['isMobileUnverified', 'hasMobileNumber']),
      target: '#auth.verifyingMobile.confirming',
      actions: [...signedIn, { type: 'assignUserPhone' as const, params: userOf }],
    },
    {
      guard: 'isMobileUnverified' as const,
      target: '#auth.verifyingMobile',
      actions: signedIn,
    },
  ];
}

/**
 * The profile or prizes did not load: a silent sign-in ends; an unknown token asks to sign in
 * again; anything else offers a retry.
 */
export function loadFailure(call: AuthCall) {
  return [
    {
      guard: 'isSilent' as const,
      target: '#auth.externalSignInFailed',
      actions: { type: 'assignError' as const, params: failureOf(call) },
    },
    {
      guard: { type: 'isUnauthorized' as const, params: errorOf },
      target: '#auth.enteringEmail',
      actions: ['forgetUser' as const, { type: 'assignError' as const, params: failureOf(call) }],
    },
    {
      target: '#auth.loadFailed',
      actions: { type: 'assignError' as const, params: failureOf(call) },
    },
  ];
}

/** The sign-in chart's names: its calls, guards and actions (the chart is auth.machine.ts). */
export const authSetup = setup({
  types: {
    input: {} as AuthInput,
    context: {} as AuthContext,
    events: {} as AuthEvent,
    output: {} as AuthOutput,
    children: {} as {
      isRegisteredEmail: 'isRegisteredEmail';
      login: 'login';
      signUp: 'signUp';
      forgotPassword: 'forgotPassword';
      emailCode: 'emailCode';
      mobileCode: 'mobileCode';
      loginExternal: 'loginExternal';
      fetchProfile: 'fetchProfile';
      fetchPrizes: 'fetchPrizes';
      checkSocialLogins: 'checkSocialLogins';
      socialSignIn: 'socialSignIn';
      signUpLoginSocial: 'signUpLoginSocial';
      checkPhone: 'checkPhone';
    },
  },
  actors: {
    isRegisteredEmail,
    login,
    signUp,
    forgotPassword,
    emailCode,
    mobileCode,
    loginExternal,
    fetchProfile,
    fetchPrizes,
    checkSocialLogins,
    socialSignIn,
    signUpLoginSocial,
    checkPhone,
  },
  guards: {
    hasPendingExternalToken: ({ context }) =>
      context.pending === 'externalToken' && context.externalToken !== null,
    hasPendingSession: ({ context }) => context.pending === 'session' && context.user !== null,
    isSilent: ({ context }) => context.silent,
    isEmailValid: ({ context }) => isValidEmail(context.form.email),
    hasPassword: ({ context }) => hasPassword(context.form.password),
    hasFirstName: ({ context }) => hasName(context.form.firstName),
    hasLastName: ({ context }) => hasName(context.form.lastName),
    hasGuestName: ({ context }) => hasName(context.form.name),
    isRegisterPasswordLongEnough: ({ context }) => isPasswordLongEnough(context.form.password),
    hasAcceptedPrivacyPolicy: ({ context }) =>
      hasAcceptedPrivacyPolicy(context.form.acceptPrivacyPolicy),
    // These two read the phone check the transition follows, so that and() can combine them
    // with the form's rules.
    isPrefixValid: ({ event }) => phoneCheckIn(event)?.prefixValid === true,
    isMobileValid: ({ event }) => phoneCheckIn(event)?.phoneValid === true,
    /** A phone check that passed both rules: the prefix exists, and the number is a mobile for it. */
    isPhoneValid: and(['isPrefixValid', 'isMobileValid']),
    /** The registration's form (SPEC 5): the names, the phone, the password, the privacy policy. */
    isRegistrationValid: and([
      'hasFirstName',
      'hasLastName',
      'isPrefixValid',
      'isMobileValid',
      'isRegisterPasswordLongEnough',
      'hasAcceptedPrivacyPolicy',
    ]),
    /** A guest's details (SPEC 6): the name, the email and the phone. */
    areGuestDetailsValid: and(['hasGuestName', 'isEmailValid', 'isPrefixValid', 'isMobileValid']),
    isRegistered: (_, answer: RegisteredEmail) => answer.registered,
    isEmailUnverified: (_, user: User) => isEmailUnverified(user),
    // These two read the user the transition's call answered (see userIn), for and().
    isMobileUnverified: ({ event }) => {
      const user = userIn(event);
      return user !== null && isMobileUnverified(user);
    },
    hasMobileNumber: ({ event }) => Boolean(userIn(event)?.mobile?.trim()),
    isCodeCancelled: (_, output: OneTimeCodeOutput) => output.status === 'cancelled',
    canContinueAsGuest: ({ context }) => context.allowGuestLogin,
    isProviderAvailable: ({ context, event }) =>
      event.type === 'social.start' && (context.socialProviders ?? []).includes(event.provider),
    isEmailTaken: ({ context }) => context.error === 'emailTaken',
    isUnauthorized: (_, error: unknown) => isUnauthorizedError(error),
    isSocialCancelled: (_, error: unknown) => isSocialCancelled(error),
  },
  actions: {
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      return { form: { ...context.form, [event.field]: event.value } };
    }),
    /** Tells whoever runs the sign-in a guest's details as typed (they supply it); alone, no one. */
    reportGuestTyped: (_, _typed: GuestTyped) => {},
    assignPrivacyPolicy: assign(({ context, event }) => {
      assertEvent(event, 'privacy.change');
      return { form: { ...context.form, acceptPrivacyPolicy: event.accepted } };
    }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    assignError: assign({ error: (_, error: AuthErrorCode) => error }),
    assignEmailErrors: assign({ fieldErrors: ({ context }) => emailErrors(context.form) }),
    assignPasswordErrors: assign({ fieldErrors: ({ context }) => passwordErrors(context.form) }),
    assignRegistrationErrors: assign({
      fieldErrors: ({ context }, check: PhoneCheck) => registrationErrors(context.form, check),
    }),
    assignGuestErrors: assign({
      fieldErrors: ({ context }, check: PhoneCheck) => guestErrors(context.form, check),
    }),
    assignMobileErrors: assign({ fieldErrors: (_, check: PhoneCheck) => phoneErrors(check) }),
    /** The prefix and number as the phone rules normalised them. */
    assignPhone: assign({
      form: ({ context }, check: PhoneCheck) => ({
        ...context.form,
        prefix: check.prefix,
        phone: check.phone,
      }),
    }),
    /** The number the user already has, for its code. */
    assignUserPhone: assign({
      form: ({ context }, user: User | null) => ({
        ...context.form,
        prefix: user?.mobilePrefix?.trim() || DEFAULT_PHONE_PREFIX,
        phone: user?.mobile?.trim() ?? '',
      }),
    }),
    assignEmailCodeSent: assign({ emailCodeSent: (_, sent: boolean) => sent }),
    assignUser: assign({ user: (_, user: AuthenticatedUser) => user }),
    /** The account the email code confirmed, signed in with the same token when it omits one. */
    assignVerifiedUser: assign({
      user: ({ context }, user: User | null) =>
        user ? { ...user, token: user.token ?? tokenOf(context) } : context.user,
    }),
    /** A call that answers the user without the token (profile, mobile validation). */
    mergeUser: assign({
      user: ({ context }, user: User | null) =>
        context.user && user
          ? { ...context.user, ...user, token: context.user.token }
          : context.user,
    }),
    assignPrizes: assign({
      user: ({ context }, prizes: Prize[]) => (context.user ? { ...context.user, prizes } : null),
    }),
    assignLoginSource: assign({ loginSource: (_, source: LoginSource) => source }),
    forgetUser: assign({ user: null, loginSource: null, credential: null }),
    assignSocialProviders: assign({
      socialProviders: (_, providers: SocialProvider[]) => providers,
    }),
    assignSocialProvider: assign(({ event }) => {
      assertEvent(event, 'social.start');
      return { socialProvider: event.provider };
    }),
    assignCredential: assign({ credential: (_, credential: SocialCredential) => credential }),
    clearPending: assign({ pending: null }),
    prefetchPhoneRules,
  },
});
