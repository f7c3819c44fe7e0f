import type { SocialCredential, SocialProvider } from '../../api/social';
import { socialErrorOf, socialSignUpErrorOf } from './authErrors';
import {
  afterSignIn,
  authSetup,
  errorOf,
  failureOf,
  initialAuthContext,
  loadFailure,
  outputOf,
  checkingPhone,
  toMobileVerification,
  tokenOf,
  verifiedUserOf,
} from './auth.setup';
import type { AuthenticatedUser, AuthOutput, Prize, RegisteredEmail, User } from './auth.types';
import type { OneTimeCodeOutput } from '../oneTimeCode/oneTimeCode.machine';
import { normalizeEmail } from '../rules/authValidation';

/**
 * Sign-in, registration and verification (SPEC 2 Login/register/forgot password/email-only
 * entry/one-time codes; SPEC 4 Login; SPEC 5 validation; SPEC 6 guests). Email first: the email
 * decides between the password and registering; social providers and, where allowed, a guest
 * path are offered beside it. A signed-in user still verifies an unvalidated email and mobile
 * with one-time codes (each with a resend cool-down), then the profile and prizes are loaded and
 * the chart ends with the user. Failures stay on their screen with a translated message and a
 * way on; nothing typed is lost.
 */
export const authMachine = authSetup.createMachine({
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
        validating: checkingPhone({
          valid: 'isRegistrationValid',
          target: '#auth.signingUp',
          errors: 'assignRegistrationErrors',
        }),
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
      on: {
        'auth.back': { target: 'enteringEmail', actions: 'clearErrors' },
        // Kept as typed by whoever runs the sign-in (a reload before "Continuar" finds them).
        'form.change': {
          actions: [
            'assignField',
            {
              type: 'reportGuestTyped',
              params: ({ context: { form } }) => ({
                type: 'guest.typed' as const,
                name: form.name,
                email: form.email,
                prefix: form.prefix,
                phone: form.phone,
              }),
            },
          ],
        },
      },
      states: {
        editing: {
          on: { 'guest.submit': { target: 'validating', actions: 'clearErrors' } },
        },
        validating: checkingPhone({
          valid: 'areGuestDetailsValid',
          target: '#auth.continuedAsGuest',
          errors: 'assignGuestErrors',
        }),
      },
    },

    // ---------------------------------------------------------------- one-time codes
    verifyingEmail: {
      on: {
        // Not this account: start again with another email.
        'auth.back': { target: 'enteringEmail', actions: ['forgetUser', 'clearErrors'] },
      },
      invoke: {
        id: 'emailCode',
        src: 'emailCode',
        input: ({ context }) => ({
          destination: { email: context.user?.email ?? normalizeEmail(context.form.email) },
          alreadySent: context.emailCodeSent,
          refusals: { verify: 'validateAccount', resend: 'resendValidationCode' } as const,
          error: context.error,
        }),
        onDone: [
          {
            guard: { type: 'isCodeCancelled', params: outputOf<OneTimeCodeOutput> },
            target: 'enteringEmail',
            actions: ['forgetUser', 'clearErrors'],
          },
          ...toMobileVerification(
            [
              'clearErrors' as const,
              { type: 'assignVerifiedUser' as const, params: verifiedUserOf },
            ],
            verifiedUserOf,
          ),
          {
            target: 'loadingProfile',
            actions: ['clearErrors', { type: 'assignVerifiedUser', params: verifiedUserOf }],
          },
        ],
      },
    },
    verifyingMobile: {
      initial: 'enteringNumber',
      on: {
        'auth.back': { target: 'enteringEmail', actions: ['forgetUser', 'clearErrors'] },
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
            validating: checkingPhone({
              valid: 'isPhoneValid',
              target: '#auth.verifyingMobile.confirming',
              errors: 'assignMobileErrors',
            }),
          },
        },
        // The number's SMS code: sent at once, then typed (machines/oneTimeCode).
        confirming: {
          on: { 'mobile.edit': { target: 'enteringNumber', actions: 'clearErrors' } },
          invoke: {
            id: 'mobileCode',
            src: 'mobileCode',
            input: ({ context }) => ({
              destination: {
                token: tokenOf(context),
                prefix: context.form.prefix,
                mobile: context.form.phone,
              },
              refusals: { verify: 'validateMobile', resend: 'resendMobileValidationCode' } as const,
            }),
            onDone: [
              {
                guard: { type: 'isCodeCancelled', params: outputOf<OneTimeCodeOutput> },
                target: '#auth.enteringEmail',
                actions: ['forgetUser', 'clearErrors'],
              },
              {
                target: '#auth.loadingProfile',
                actions: ['clearErrors', { type: 'mergeUser', params: verifiedUserOf }],
              },
            ],
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
