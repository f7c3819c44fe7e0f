import { and, assign, fromPromise, setup } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import { nowMs } from '../../api/clock';
import type { components } from '../../api/schema';
import {
  configuredProviders,
  socialSignInWay,
  type SocialCredential,
  type SocialProvider,
  type SocialSettings,
} from '../../api/social';
import {
  DEFAULT_PHONE_PREFIX,
  DEFAULT_PROVIDER_ID,
  PRIZE_PAGE_SIZE,
  RESEND_CODE_COOLDOWN_MS,
} from '../../domain/constants';
import {
  authErrorOf,
  isSocialCancelled,
  isUnauthorizedError,
  isWrongCodeError,
  socialErrorOf,
  socialSignUpErrorOf,
  type AuthCall,
  type AuthErrorCode,
} from './authErrors';
import {
  codeErrors,
  emailErrors,
  guestErrors,
  hasAcceptedPrivacyPolicy,
  hasName,
  hasPassword,
  isOneTimeCodeFormat,
  isPasswordLongEnough,
  isValidEmail,
  normalizeCode,
  normalizeEmail,
  passwordErrors,
  phoneErrors,
  registrationErrors,
  type FieldErrors,
  type PhoneCheck,
} from '../rules/authValidation';
import { isEmailUnverified, isMobileUnverified } from '../rules/user';

type Schemas = components['schemas'];
export type User = Schemas['User'];
export type AuthenticatedUser = Schemas['AuthenticatedUser'];
export type LoginSource = Schemas['LoginSource'];
export type Prize = Schemas['Prize'];
export type RegisteredEmail = Schemas['RegisteredEmail'];
type OkResult = Schemas['OkResult'];

/** Why a user is needed: it names the sign-in screen's heading. */
export type AuthReason =
  | 'signIn'
  | 'myBookings'
  | 'booking'
  | 'coupon'
  | 'order'
  | 'voucher'
  | 'premium';

/** What a guest gives instead of an account (SPEC 6): enough to book and be contacted. */
export interface GuestDetails {
  name: string;
  email: string;
  /** `+351` */
  prefix: string;
  /** The national number, digits only. */
  phone: string;
}

/**
 * What the chart ends with. `failed` only follows an `externalToken` input (a silent sign-in the
 * parent app asked for): every other failure leaves the visitor on a screen with a way on.
 */
export type AuthOutput =
  | { kind: 'user'; user: AuthenticatedUser; loginSource: LoginSource }
  | { kind: 'guest'; guest: GuestDetails }
  | { kind: 'failed'; error: AuthErrorCode };

export interface AuthInput {
  /** SPEC 6: a guest path exists only where the context's allowGuestLogin is on. */
  allowGuestLogin: boolean;
  reason?: AuthReason;
  providerId?: number;
  /** Signs in silently with the parent app's token (authentication/external), then ends. */
  externalToken?: string | null;
  /** A user id and token already known (the login cookies): their profile is loaded. */
  session?: { userId: number; token: string } | null;
  /** What the flow already knows (the host's prefill, the contact), so nothing is typed twice. */
  prefill?: Partial<Pick<AuthForm, 'email' | 'name' | 'prefix' | 'phone'>>;
  /** The deployment's social settings: outside a parent window, the providers with a client id. */
  social?: SocialSettings | null;
}

/** Everything the visitor types, kept across steps and errors (nothing typed is lost). */
export interface AuthForm {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The guest's name. */
  name: string;
  prefix: string;
  phone: string;
  acceptPrivacyPolicy: boolean;
  /** The one-time code being typed (email, then mobile). */
  code: string;
}

export type AuthField = keyof AuthForm;
export type AuthTextField = Exclude<AuthField, 'acceptPrivacyPolicy'>;

export interface AuthContext {
  allowGuestLogin: boolean;
  reason: AuthReason;
  providerId: number;
  social: SocialSettings | null;
  /** Where the chart starts from besides the email: a parent's token, or a known session. */
  pending: 'externalToken' | 'session' | null;
  externalToken: string | null;
  /** An external sign-in: a failure ends the chart instead of asking the visitor. */
  silent: boolean;
  form: AuthForm;
  /** The rules the last submit broke, by field (SPEC 5), as codes the view translates. */
  fieldErrors: FieldErrors<AuthField>;
  /** Why the last call failed, with a way on beside it. */
  error: AuthErrorCode | null;
  /** The providers offered; null until known. */
  socialProviders: SocialProvider[] | null;
  socialProvider: SocialProvider | null;
  credential: SocialCredential | null;
  user: AuthenticatedUser | null;
  loginSource: LoginSource | null;
  /**
   * When the last one-time code went out (the widget's clock, `api/clock.ts`): the resend's
   * cool-down runs from it, and the screen counts down what is left of it. Null before a code.
   */
  codeSentAt: number | null;
  /** The code on screen was asked for again by the visitor ("send a new code"), not the first. */
  codeResent: boolean;
}

export type AuthEvent =
  | { type: 'form.change'; field: AuthTextField; value: string }
  | { type: 'privacy.change'; accepted: boolean }
  | { type: 'email.submit' }
  | { type: 'password.submit' }
  | { type: 'password.forgot' }
  | { type: 'login.start' }
  | { type: 'forgot.submit' }
  | { type: 'register.submit' }
  | { type: 'guest.start' }
  | { type: 'guest.submit' }
  | { type: 'social.start'; provider: SocialProvider }
  | { type: 'code.submit' }
  | { type: 'code.resend' }
  | { type: 'mobile.submit' }
  | { type: 'mobile.edit' }
  | { type: 'profile.retry' }
  | { type: 'auth.back' };

// ------------------------------------------------------------------ actors (the calls)

/** The phone rules and their library, in a chunk of their own (machines/rules/phone.ts). */
const loadPhoneRules = () => import('../rules/phone');

/** Email-first: whether the email already has an account. */
export const isRegisteredEmail = fromPromise<RegisteredEmail, { email: string }>(
  ({ input, signal }) =>
    unwrap(
      apiClient.GET('/client/authentication/isRegisteredEmail/{email}', {
        params: { path: { email: input.email } },
        signal,
      }),
    ),
);

export const login = fromPromise<
  AuthenticatedUser,
  { email: string; password: string; providerId: number }
>(({ input, signal }) =>
  unwrap(
    apiClient.POST('/authentication/login', {
      body: { username: input.email, password: input.password, providerId: input.providerId },
      signal,
    }),
  ),
);

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  prefix: string;
  mobile: string;
  providerId: number;
}

/** Registers with the privacy policy accepted (the chart's guard made sure of it). */
export const signUp = fromPromise<AuthenticatedUser, SignUpInput>(({ input, signal }) =>
  unwrap(
    apiClient.POST('/client/authentication/signUp', {
      body: { ...input, acceptPrivacyPolicy: true },
      signal,
    }),
  ),
);

/**
 * Emails a password reset link. Assumed: the link's page comes back to `redirectUrl`, the
 * widget's own address without its query (which may carry a token), after the reset.
 */
export const forgotPassword = fromPromise<OkResult, { email: string; providerId: number }>(
  ({ input, signal }) =>
    unwrap(
      apiClient.POST('/authentication/password/forgotPassword', {
        body: {
          email: input.email,
          providerId: input.providerId,
          redirectUrl:
            typeof location === 'undefined' ? '' : `${location.origin}${location.pathname}`,
        },
        signal,
      }),
    ),
);

export const validateAccount = fromPromise<AuthenticatedUser, { email: string; code: string }>(
  ({ input, signal }) =>
    unwrap(apiClient.POST('/authentication/account-validation', { body: input, signal })),
);

export const resendValidationCode = fromPromise<OkResult, { email: string }>(({ input, signal }) =>
  unwrap(apiClient.POST('/authentication/resend-validation-code', { body: input, signal })),
);

interface MobileCall {
  /** The new user's token: the widget's API context does not have it yet. */
  token: string;
  prefix: string;
  mobile: string;
}

export const validateMobile = fromPromise<User, MobileCall & { code: string }>(
  ({ input: { token, ...body }, signal }) =>
    unwrap(
      apiClient.POST('/authentication/mobile-validation', {
        params: { query: { token } },
        body,
        signal,
      }),
    ),
);

export const resendMobileValidationCode = fromPromise<OkResult, MobileCall>(
  ({ input: { token, ...body }, signal }) =>
    unwrap(
      apiClient.POST('/authentication/resend-mobile-validation-code', {
        params: { query: { token } },
        body,
        signal,
      }),
    ),
);

/** The parent app's token, as `Authorization: Bearer <token>` (assumed scheme). */
export const loginExternal = fromPromise<AuthenticatedUser, { externalToken: string }>(
  ({ input, signal }) =>
    unwrap(
      apiClient.POST('/authentication/external', {
        params: { header: { Authorization: `Bearer ${input.externalToken}` } },
        signal,
      }),
    ),
);

export const fetchProfile = fromPromise<User, { userId: number; token: string }>(
  ({ input, signal }) =>
    unwrap(
      apiClient.GET('/client/profile/{userId}', {
        params: { path: { userId: input.userId }, query: { token: input.token } },
        signal,
      }),
    ),
);

/** The user's prizes: one page of PRIZE_PAGE_SIZE (SPEC 7, 9). */
export const fetchPrizes = fromPromise<Prize[], { userId: number; token: string }>(
  async ({ input, signal }) => {
    const page = await unwrap(
      apiClient.GET('/client/prize/myprizes', {
        params: {
          query: {
            userId: input.userId,
            token: input.token,
            startIndex: 0,
            pageSize: PRIZE_PAGE_SIZE,
          },
        },
        signal,
      }),
    );
    return page.prizes;
  },
);

/**
 * The providers to offer: where the shell configured a way (inside a parent window, the parent's
 * socialLoginCheck), that way's; otherwise those the deployment has a client id for, signed in
 * through their own window.
 */
export const checkSocialLogins = fromPromise<SocialProvider[], { social: SocialSettings | null }>(
  async ({ input }) => {
    const way = socialSignInWay();
    return way ? way.providers() : configuredProviders(input.social);
  },
);

/**
 * The provider's credential: the configured way's (the parent's socialLogins), or by default the
 * provider's sign-in page in a popup whose redirect page on the widget's origin posts the token
 * back (api/socialPopup.ts, loaded on click); tests swap it.
 */
export const socialSignIn = fromPromise<
  SocialCredential,
  { provider: SocialProvider; social: SocialSettings | null }
>(async ({ input, signal }) => {
  const way = socialSignInWay();
  if (way) return way.signIn(input.provider);
  return (await import('../../api/socialPopup')).signInWithPopup(
    input.provider,
    input.social,
    signal,
  );
});

const SOCIAL_SIGN_UP_PATHS = {
  facebook: '/client/authentication/signUpLoginFacebook',
  google: '/client/authentication/signUpLoginGoogle',
  apple: '/client/authentication/signUpLoginApple',
} as const;

/** signUpLoginFacebook, signUpLoginGoogle or signUpLoginApple with the provider's credential. */
export const signUpLoginSocial = fromPromise<
  AuthenticatedUser,
  SocialCredential & { providerId: number }
>(({ input, signal }) => {
  const credential =
    input.provider === 'facebook'
      ? { accessToken: input.accessToken }
      : input.provider === 'google'
        ? { idToken: input.accessToken }
        : { identityToken: input.accessToken };
  return unwrap(
    apiClient.POST(SOCIAL_SIGN_UP_PATHS[input.provider], {
      body: { ...credential, providerId: input.providerId },
      signal,
    }),
  );
});

/** The phone rules (SPEC 5), loaded with their library the first time they are needed. */
export const checkPhone = fromPromise<PhoneCheck, { prefix: string; phone: string }>(
  async ({ input }) => (await loadPhoneRules()).checkPhone(input.prefix, input.phone),
);

// ------------------------------------------------------------------ the chart

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
      code: '',
    },
    fieldErrors: {},
    error: null,
    socialProviders: null,
    socialProvider: null,
    credential: null,
    user: !externalToken && session ? { id: session.userId, token: session.token } : null,
    loginSource: null,
    codeSentAt: null,
    codeResent: false,
  };
}

type WithOutput<T> = { event: { output: T } };
type WithError = { event: { error: unknown } };
const outputOf = <T>({ event }: WithOutput<T>) => event.output;
const errorOf = ({ event }: WithError) => event.error;
const failureOf =
  (call: AuthCall) =>
  ({ event }: WithError) =>
    authErrorOf(event.error, call);
const phoneInput = ({ context }: { context: AuthContext }) => ({
  prefix: context.form.prefix,
  phone: context.form.phone,
});
const tokenOf = (context: AuthContext) => context.user?.token ?? '';

/** A phone check that passed both rules: the prefix exists, and the number is a mobile for it. */
const phoneIsValid = ['isPrefixValid', 'isMobileValid'] as const;

/** The output of the `xstate.done.actor.*` event a transition follows, for guards that and()
 * combines (and() passes them the event, not params). */
function outputIn<T>(event: { type: string }): T | null {
  return event.type.startsWith('xstate.done.actor.')
    ? (event as unknown as { output: T }).output
    : null;
}

// ------------------------------------------------------------------ shared transitions

/**
 * Where a sign-in leads, from the user it answered: an unvalidated email to its code, an
 * unvalidated mobile to its code (straight to the SMS when the number is known), else the profile.
 * `emailCode: 'sent'` after signUp (it emailed the code); `'send'` after a login of an account
 * never confirmed, which asks for a code and says why.
 */
function afterSignIn(how: { loginSource: 'own' | 'provider'; emailCode: 'sent' | 'send' }) {
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
      target:
        how.emailCode === 'sent' ? '#auth.verifyingEmail' : '#auth.verifyingEmail.resend.sending',
      actions:
        how.emailCode === 'sent'
          ? signedIn
          : [...signedIn, { type: 'assignError' as const, params: 'accountNotVerified' as const }],
    },
    ...toMobileVerification(signedIn),
    { target: '#auth.loadingProfile', actions: signedIn },
  ];
}

/** A signed-in user's mobile still to validate: with the number known, its SMS is sent at once. */
function toMobileVerification<Action>(signedIn: readonly Action[]) {
  return [
    {
      guard: and(['isMobileUnverified', 'hasMobileNumber']),
      target: '#auth.verifyingMobile.confirming.resend.sending',
      actions: [
        ...signedIn,
        { type: 'assignUserPhone' as const, params: outputOf<User> },
        'clearCode' as const,
      ],
    },
    {
      guard: 'isMobileUnverified' as const,
      target: '#auth.verifyingMobile',
      actions: [...signedIn, 'clearCode' as const],
    },
  ];
}

/**
 * The profile or prizes did not load: a silent sign-in ends; an unknown token asks to sign in
 * again; anything else offers a retry.
 */
function loadFailure(call: AuthCall) {
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

/**
 * Sign-in, registration and verification (SPEC 2 Login/register/forgot password/email-only
 * entry/one-time codes; SPEC 4 Login; SPEC 5 validation; SPEC 6 guests). Email first: the email
 * decides between the password and registering; social providers and, where allowed, a guest
 * path are offered beside it. A signed-in user still verifies an unvalidated email and mobile
 * with one-time codes (each with a resend cool-down), then the profile and prizes are loaded and
 * the chart ends with the user. Failures stay on their screen with a translated message and a
 * way on; nothing typed is lost.
 */
export const authMachine = setup({
  types: {
    input: {} as AuthInput,
    context: {} as AuthContext,
    events: {} as AuthEvent,
    output: {} as AuthOutput,
  },
  actors: {
    isRegisteredEmail,
    login,
    signUp,
    forgotPassword,
    validateAccount,
    resendValidationCode,
    validateMobile,
    resendMobileValidationCode,
    loginExternal,
    fetchProfile,
    fetchPrizes,
    checkSocialLogins,
    socialSignIn,
    signUpLoginSocial,
    checkPhone,
  },
  delays: {
    /** A one-time code may be sent again this long after the last (30 s). */
    resendCooldown: RESEND_CODE_COOLDOWN_MS,
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
    hasCodeFormat: ({ context }) => isOneTimeCodeFormat(context.form.code),
    // These four read the answer of the call the transition follows (see outputIn), so that
    // and() can combine them with the form's rules.
    isPrefixValid: ({ event }) => outputIn<PhoneCheck>(event)?.prefixValid === true,
    isMobileValid: ({ event }) => outputIn<PhoneCheck>(event)?.phoneValid === true,
    isRegistered: (_, answer: RegisteredEmail) => answer.registered,
    isEmailUnverified: (_, user: User) => isEmailUnverified(user),
    isMobileUnverified: ({ event }) => {
      const user = outputIn<User>(event);
      return user !== null && isMobileUnverified(user);
    },
    hasMobileNumber: ({ event }) => Boolean(outputIn<User>(event)?.mobile?.trim()),
    canContinueAsGuest: ({ context }) => context.allowGuestLogin,
    isProviderAvailable: ({ context, event }) =>
      event.type === 'social.start' && (context.socialProviders ?? []).includes(event.provider),
    isEmailTaken: ({ context }) => context.error === 'emailTaken',
    isWrongCode: (_, error: unknown) => isWrongCodeError(error),
    isUnauthorized: (_, error: unknown) => isUnauthorizedError(error),
    isSocialCancelled: (_, error: unknown) => isSocialCancelled(error),
  },
  actions: {
    assignField: assign(({ context, event }) =>
      event.type === 'form.change' ? { form: { ...context.form, [event.field]: event.value } } : {},
    ),
    assignPrivacyPolicy: assign(({ context, event }) =>
      event.type === 'privacy.change'
        ? { form: { ...context.form, acceptPrivacyPolicy: event.accepted } }
        : {},
    ),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    assignError: assign({ error: (_, error: AuthErrorCode) => error }),
    assignEmailErrors: assign({ fieldErrors: ({ context }) => emailErrors(context.form) }),
    assignPasswordErrors: assign({ fieldErrors: ({ context }) => passwordErrors(context.form) }),
    assignCodeErrors: assign({ fieldErrors: ({ context }) => codeErrors(context.form) }),
    assignWrongCode: assign({ fieldErrors: { code: 'codeWrong' } }),
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
      form: ({ context }, user: User) => ({
        ...context.form,
        prefix: user.mobilePrefix?.trim() || DEFAULT_PHONE_PREFIX,
        phone: user.mobile?.trim() ?? '',
      }),
    }),
    clearCode: assign({ form: ({ context }) => ({ ...context.form, code: '' }) }),
    /** A code went out now: the cool-down starts (and the screen's count with it). */
    markCodeSent: assign({ codeSentAt: () => nowMs() }),
    markCodeResent: assign({ codeResent: true }),
    /** A new verification (another channel, another number): its first code is no resend. */
    forgetCodeSent: assign({ codeSentAt: null, codeResent: false }),
    assignUser: assign({ user: (_, user: AuthenticatedUser) => user }),
    /** A call that answers the user without the token (profile, mobile validation). */
    mergeUser: assign({
      user: ({ context }, user: User) =>
        context.user ? { ...context.user, ...user, token: context.user.token } : null,
    }),
    assignPrizes: assign({
      user: ({ context }, prizes: Prize[]) => (context.user ? { ...context.user, prizes } : null),
    }),
    assignLoginSource: assign({ loginSource: (_, source: LoginSource) => source }),
    forgetUser: assign({ user: null, loginSource: null, credential: null }),
    assignSocialProviders: assign({
      socialProviders: (_, providers: SocialProvider[]) => providers,
    }),
    assignSocialProvider: assign({
      socialProvider: ({ event }) => (event.type === 'social.start' ? event.provider : null),
    }),
    assignCredential: assign({ credential: (_, credential: SocialCredential) => credential }),
    clearPending: assign({ pending: null }),
    /** Starts loading the phone rules as soon as a form with a phone opens. */
    prefetchPhoneRules: () => {
      void loadPhoneRules().catch(() => undefined);
    },
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => initialAuthContext(input),
  output: ({ event }) => (event as unknown as { output: AuthOutput }).output,
  on: {
    'form.change': { actions: 'assignField' },
    'privacy.change': { actions: 'assignPrivacyPolicy' },
  },
  initial: 'enteringEmail',
  states: {
    // ---------------------------------------------------------------- email first
    enteringEmail: {
      // A parent's token or a known session skips the email (and never comes back here).
      always: [
        { guard: 'hasPendingExternalToken', target: 'signingInExternally' },
        { guard: 'hasPendingSession', target: 'loadingProfile' },
      ],
      invoke: {
        id: 'checkSocialLogins',
        src: 'checkSocialLogins',
        input: ({ context }) => ({ social: context.social }),
        onDone: {
          actions: { type: 'assignSocialProviders', params: outputOf<SocialProvider[]> },
        },
        onError: { actions: { type: 'assignSocialProviders', params: [] } },
      },
      on: {
        'email.submit': [
          { guard: 'isEmailValid', target: 'checkingEmail', actions: 'clearErrors' },
          { actions: 'assignEmailErrors' },
        ],
        'social.start': {
          guard: 'isProviderAvailable',
          target: 'signingInSocially',
          actions: ['clearErrors', 'assignSocialProvider'],
        },
        'guest.start': {
          guard: 'canContinueAsGuest',
          target: 'enteringGuestDetails',
          actions: 'clearErrors',
        },
      },
    },
    checkingEmail: {
      invoke: {
        id: 'isRegisteredEmail',
        src: 'isRegisteredEmail',
        input: ({ context }) => ({ email: normalizeEmail(context.form.email) }),
        onDone: [
          {
            guard: { type: 'isRegistered', params: outputOf<RegisteredEmail> },
            target: 'enteringPassword',
          },
          { target: 'registering' },
        ],
        onError: {
          target: 'enteringEmail',
          actions: { type: 'assignError', params: failureOf('isRegisteredEmail') },
        },
      },
    },

    // ---------------------------------------------------------------- registered: password
    enteringPassword: {
      on: {
        'password.submit': [
          { guard: 'hasPassword', target: 'signingIn', actions: 'clearErrors' },
          { actions: 'assignPasswordErrors' },
        ],
        'password.forgot': { target: 'forgotPassword', actions: 'clearErrors' },
        'auth.back': { target: 'enteringEmail', actions: 'clearErrors' },
      },
    },
    signingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          email: normalizeEmail(context.form.email),
          password: context.form.password,
          providerId: context.providerId,
        }),
        onDone: afterSignIn({ loginSource: 'own', emailCode: 'send' }),
        onError: {
          target: 'enteringPassword',
          actions: { type: 'assignError', params: failureOf('login') },
        },
      },
    },
    forgotPassword: {
      initial: 'editing',
      on: { 'auth.back': { target: 'enteringPassword', actions: 'clearErrors' } },
      states: {
        editing: {
          on: {
            'forgot.submit': [
              { guard: 'isEmailValid', target: 'sending', actions: 'clearErrors' },
              { actions: 'assignEmailErrors' },
            ],
          },
        },
        sending: {
          invoke: {
            id: 'forgotPassword',
            src: 'forgotPassword',
            input: ({ context }) => ({
              email: normalizeEmail(context.form.email),
              providerId: context.providerId,
            }),
            onDone: 'sent',
            onError: {
              target: 'editing',
              actions: { type: 'assignError', params: failureOf('forgotPassword') },
            },
          },
        },
        // The confirmation: the link is on its way (for any email: accounts are not revealed).
        sent: {},
      },
    },

    // ---------------------------------------------------------------- not registered: register
    registering: {
      entry: 'prefetchPhoneRules',
      initial: 'editing',
      on: { 'auth.back': { target: 'enteringEmail', actions: 'clearErrors' } },
      states: {
        editing: {
          on: {
            'register.submit': { target: 'validating', actions: 'clearErrors' },
            // The email has an account after all (registered meanwhile): sign in instead.
            'login.start': {
              guard: 'isEmailTaken',
              target: '#auth.enteringPassword',
              actions: 'clearErrors',
            },
          },
        },
        validating: {
          invoke: {
            id: 'checkPhone',
            src: 'checkPhone',
            input: phoneInput,
            onDone: [
              {
                guard: and([
                  'hasFirstName',
                  'hasLastName',
                  ...phoneIsValid,
                  'isRegisterPasswordLongEnough',
                  'hasAcceptedPrivacyPolicy',
                ]),
                target: '#auth.signingUp',
                actions: { type: 'assignPhone', params: outputOf<PhoneCheck> },
              },
              {
                target: 'editing',
                actions: { type: 'assignRegistrationErrors', params: outputOf<PhoneCheck> },
              },
            ],
            onError: { target: 'editing', actions: { type: 'assignError', params: 'generic' } },
          },
        },
      },
    },
    signingUp: {
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => ({
          email: normalizeEmail(context.form.email),
          password: context.form.password,
          firstName: context.form.firstName.trim(),
          lastName: context.form.lastName.trim(),
          prefix: context.form.prefix,
          mobile: context.form.phone,
          providerId: context.providerId,
        }),
        // signUp emails the first code itself: the resend starts cooling down.
        onDone: afterSignIn({ loginSource: 'own', emailCode: 'sent' }),
        onError: {
          target: 'registering',
          actions: { type: 'assignError', params: failureOf('signUp') },
        },
      },
    },

    // ---------------------------------------------------------------- social providers
    signingInSocially: {
      initial: 'authorizing',
      states: {
        authorizing: {
          invoke: {
            id: 'socialSignIn',
            src: 'socialSignIn',
            input: ({ context }) => ({
              provider: context.socialProvider ?? 'google',
              social: context.social,
            }),
            onDone: {
              target: 'signingUp',
              actions: { type: 'assignCredential', params: outputOf<SocialCredential> },
            },
            onError: [
              // Closed by the visitor: back to the choice, nothing to say.
              {
                guard: { type: 'isSocialCancelled', params: errorOf },
                target: '#auth.enteringEmail',
              },
              {
                target: '#auth.enteringEmail',
                actions: {
                  type: 'assignError',
                  params: ({ context, event }) =>
                    socialErrorOf(event.error, context.socialProvider ?? 'google'),
                },
              },
            ],
          },
        },
        signingUp: {
          invoke: {
            id: 'signUpLoginSocial',
            src: 'signUpLoginSocial',
            input: ({ context }) => ({
              provider: context.credential?.provider ?? 'google',
              accessToken: context.credential?.accessToken ?? '',
              providerId: context.providerId,
            }),
            onDone: afterSignIn({ loginSource: 'provider', emailCode: 'send' }),
            onError: {
              target: '#auth.enteringEmail',
              actions: {
                type: 'assignError',
                params: ({ context, event }) =>
                  socialSignUpErrorOf(event.error, context.socialProvider ?? 'google'),
              },
            },
          },
        },
      },
    },

    // ---------------------------------------------------------------- guests (SPEC 6)
    enteringGuestDetails: {
      entry: 'prefetchPhoneRules',
      initial: 'editing',
      on: { 'auth.back': { target: 'enteringEmail', actions: 'clearErrors' } },
      states: {
        editing: {
          on: { 'guest.submit': { target: 'validating', actions: 'clearErrors' } },
        },
        validating: {
          invoke: {
            id: 'checkPhone',
            src: 'checkPhone',
            input: phoneInput,
            onDone: [
              {
                guard: and(['hasGuestName', 'isEmailValid', ...phoneIsValid]),
                target: '#auth.continuedAsGuest',
                actions: { type: 'assignPhone', params: outputOf<PhoneCheck> },
              },
              {
                target: 'editing',
                actions: { type: 'assignGuestErrors', params: outputOf<PhoneCheck> },
              },
            ],
            onError: { target: 'editing', actions: { type: 'assignError', params: 'generic' } },
          },
        },
      },
    },

    // ---------------------------------------------------------------- one-time codes
    verifyingEmail: {
      type: 'parallel',
      entry: 'forgetCodeSent',
      on: {
        // Not this account: start again with another email.
        'auth.back': {
          target: 'enteringEmail',
          actions: ['forgetUser', 'clearErrors', 'clearCode'],
        },
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
                id: 'validateAccount',
                src: 'validateAccount',
                input: ({ context }) => ({
                  email: context.user?.email ?? normalizeEmail(context.form.email),
                  code: normalizeCode(context.form.code),
                }),
                onDone: [
                  ...toMobileVerification([
                    'clearErrors' as const,
                    { type: 'assignUser' as const, params: outputOf<AuthenticatedUser> },
                  ]),
                  {
                    target: '#auth.loadingProfile',
                    actions: [
                      'clearErrors',
                      { type: 'assignUser', params: outputOf<AuthenticatedUser> },
                      'clearCode',
                    ],
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isWrongCode', params: errorOf },
                    target: 'entering',
                    actions: 'assignWrongCode',
                  },
                  {
                    target: 'entering',
                    actions: { type: 'assignError', params: failureOf('validateAccount') },
                  },
                ],
              },
            },
          },
        },
        resend: {
          initial: 'coolingDown',
          states: {
            coolingDown: { entry: 'markCodeSent', after: { resendCooldown: 'available' } },
            available: {
              on: {
                'code.resend': { target: 'sending', actions: ['clearErrors', 'markCodeResent'] },
              },
            },
            sending: {
              invoke: {
                id: 'resendValidationCode',
                src: 'resendValidationCode',
                input: ({ context }) => ({
                  email: context.user?.email ?? normalizeEmail(context.form.email),
                }),
                onDone: 'coolingDown',
                onError: {
                  target: 'available',
                  actions: { type: 'assignError', params: failureOf('resendValidationCode') },
                },
              },
            },
          },
        },
      },
    },
    verifyingMobile: {
      initial: 'enteringNumber',
      on: {
        'auth.back': {
          target: 'enteringEmail',
          actions: ['forgetUser', 'clearErrors', 'clearCode'],
        },
      },
      states: {
        // No number yet (or the visitor changes it): the number first, checked by the rules.
        enteringNumber: {
          entry: 'prefetchPhoneRules',
          initial: 'editing',
          states: {
            editing: {
              on: { 'mobile.submit': { target: 'validating', actions: 'clearErrors' } },
            },
            validating: {
              invoke: {
                id: 'checkPhone',
                src: 'checkPhone',
                input: phoneInput,
                onDone: [
                  {
                    guard: and([...phoneIsValid]),
                    target: '#auth.verifyingMobile.confirming.resend.sending',
                    actions: { type: 'assignPhone', params: outputOf<PhoneCheck> },
                  },
                  {
                    target: 'editing',
                    actions: { type: 'assignMobileErrors', params: outputOf<PhoneCheck> },
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: { type: 'assignError', params: 'generic' },
                },
              },
            },
          },
        },
        confirming: {
          type: 'parallel',
          entry: 'forgetCodeSent',
          on: {
            'mobile.edit': { target: 'enteringNumber', actions: ['clearErrors', 'clearCode'] },
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
                    id: 'validateMobile',
                    src: 'validateMobile',
                    input: ({ context }) => ({
                      token: tokenOf(context),
                      prefix: context.form.prefix,
                      mobile: context.form.phone,
                      code: normalizeCode(context.form.code),
                    }),
                    onDone: {
                      target: '#auth.loadingProfile',
                      actions: [
                        'clearErrors',
                        { type: 'mergeUser', params: outputOf<User> },
                        'clearCode',
                      ],
                    },
                    onError: [
                      {
                        guard: { type: 'isWrongCode', params: errorOf },
                        target: 'entering',
                        actions: 'assignWrongCode',
                      },
                      {
                        target: 'entering',
                        actions: { type: 'assignError', params: failureOf('validateMobile') },
                      },
                    ],
                  },
                },
              },
            },
            resend: {
              initial: 'coolingDown',
              states: {
                coolingDown: { entry: 'markCodeSent', after: { resendCooldown: 'available' } },
                available: {
                  on: {
                    'code.resend': {
                      target: 'sending',
                      actions: ['clearErrors', 'markCodeResent'],
                    },
                  },
                },
                // Entered first: the widget asks for the SMS when the number is known.
                sending: {
                  invoke: {
                    id: 'resendMobileValidationCode',
                    src: 'resendMobileValidationCode',
                    input: ({ context }) => ({
                      token: tokenOf(context),
                      prefix: context.form.prefix,
                      mobile: context.form.phone,
                    }),
                    onDone: 'coolingDown',
                    onError: {
                      target: 'available',
                      actions: {
                        type: 'assignError',
                        params: failureOf('resendMobileValidationCode'),
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },

    // ---------------------------------------------------------------- signed in
    signingInExternally: {
      exit: 'clearPending',
      invoke: {
        id: 'loginExternal',
        src: 'loginExternal',
        input: ({ context }) => ({ externalToken: context.externalToken ?? '' }),
        // The parent app vouches for the user: no codes are asked here.
        onDone: {
          target: 'loadingProfile',
          actions: [
            { type: 'assignUser', params: outputOf<AuthenticatedUser> },
            {
              type: 'assignLoginSource',
              params: ({ event }) => event.output.loginSource ?? 'own',
            },
          ],
        },
        onError: {
          target: 'externalSignInFailed',
          actions: { type: 'assignError', params: failureOf('loginExternal') },
        },
      },
    },
    loadingProfile: {
      exit: 'clearPending',
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        input: ({ context }) => ({ userId: context.user?.id ?? 0, token: tokenOf(context) }),
        onDone: {
          target: 'loadingPrizes',
          actions: [
            { type: 'mergeUser', params: outputOf<User> },
            {
              type: 'assignLoginSource',
              params: ({ context, event }) =>
                context.loginSource ?? event.output.loginSource ?? 'own',
            },
          ],
        },
        onError: loadFailure('fetchProfile'),
      },
    },
    loadingPrizes: {
      invoke: {
        id: 'fetchPrizes',
        src: 'fetchPrizes',
        input: ({ context }) => ({ userId: context.user?.id ?? 0, token: tokenOf(context) }),
        onDone: {
          target: 'signedIn',
          actions: { type: 'assignPrizes', params: outputOf<Prize[]> },
        },
        onError: loadFailure('fetchPrizes'),
      },
    },
    loadFailed: {
      on: {
        'profile.retry': { target: 'loadingProfile', actions: 'clearErrors' },
        'auth.back': { target: 'enteringEmail', actions: ['forgetUser', 'clearErrors'] },
      },
    },
    signedIn: {
      type: 'final',
      output: ({ context }) => ({
        kind: 'user' as const,
        user: context.user!,
        loginSource: context.loginSource ?? 'own',
      }),
    },
    continuedAsGuest: {
      type: 'final',
      output: ({ context }) => ({
        kind: 'guest' as const,
        guest: {
          name: context.form.name.trim(),
          email: normalizeEmail(context.form.email),
          prefix: context.form.prefix,
          phone: context.form.phone,
        },
      }),
    },
    externalSignInFailed: {
      type: 'final',
      output: ({ context }) => ({ kind: 'failed' as const, error: context.error ?? 'generic' }),
    },
  },
});
