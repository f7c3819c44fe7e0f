import { fromPromise } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import {
  configuredProviders,
  socialSignInWay,
  type SocialCredential,
  type SocialProvider,
  type SocialSettings,
} from '../../api/social';
import { oneTimeCodeFor } from '../oneTimeCode/oneTimeCode.machine';
import type { AuthenticatedUser, OkResult, RegisteredEmail, User } from './auth.types';

// The sign-in's calls (SPEC 7), as actors the auth chart invokes; tests and stories replace them.

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

/** The account's email confirmed: it answers the account's user, with its token. */
export const validateAccount = fromPromise<User, { email: string; code: string }>(
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

// The user's prizes (SPEC 7 myprizes): a module of its own, which the widget reads again after
// a prize is used without loading the sign-in's code.
export { fetchPrizes } from './prizes';

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

/** The account's emailed code (account-validation, resend-validation-code). */
export const emailCode = oneTimeCodeFor({
  verifyCode: validateAccount,
  resendCode: resendValidationCode,
});

/** A mobile number's SMS code (mobile-validation, resend-mobile-validation-code). */
export const mobileCode = oneTimeCodeFor({
  verifyCode: validateMobile,
  resendCode: resendMobileValidationCode,
});
