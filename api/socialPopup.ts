import {
  SocialSignInError,
  type SocialCredential,
  type SocialProvider,
  type SocialSettings,
} from './social';

/**
 * Social sign-in outside a parent window (the auth chart's default `socialSignIn` actor, loaded
 * on click): the provider's own sign-in page opens in a popup, with the OAuth 2.0 / OpenID
 * Connect implicit flow, and comes back to `social-callback.html` on the widget's origin
 * (public/social-callback.html), which posts the token in its address back to this window and
 * closes itself.
 *
 * Assumptions, since the spec shows only the middleware's side: the deployment registers
 * `<widget origin>/social-callback.html` as a redirect URI with each provider; the client ids are
 * the entity's social settings; the middleware checks Facebook's access token, Google's ID token
 * and Apple's identity token (SocialLoginForm). Inside a parent window (an app, a merchant's page
 * with its own SDK) the shell answers through the parent instead (socialLogins).
 */

/** The message the redirect page posts to its opener. */
export const SOCIAL_CALLBACK_SOURCE = 'booking-widget-social-callback';
export const SOCIAL_CALLBACK_PATH = '/social-callback.html';

/** How often a closed popup is noticed. */
const CLOSED_POLL_MS = 500;

interface Authorization {
  url: string;
  /** Where the credential is in the redirect's fragment. */
  tokenParameter: 'access_token' | 'id_token';
}

function authorizationFor(
  provider: SocialProvider,
  clientId: string,
  redirectUri: string,
  state: string,
): Authorization {
  switch (provider) {
    case 'facebook':
      return {
        url: `https://www.facebook.com/dialog/oauth?${new URLSearchParams({
          client_id: clientId,
          redirect_uri: redirectUri,
          response_type: 'token',
          scope: 'email,public_profile',
          state,
        })}`,
        tokenParameter: 'access_token',
      };
    case 'google':
      return {
        url: `https://accounts.google.com/o/oauth2/v2/auth?${new URLSearchParams({
          client_id: clientId,
          redirect_uri: redirectUri,
          response_type: 'id_token',
          scope: 'openid email profile',
          nonce: state,
          state,
        })}`,
        tokenParameter: 'id_token',
      };
    case 'apple':
      // Without scopes Apple allows the fragment response mode (names and email come with the
      // first sign-in's form post only, which a static page cannot read).
      return {
        url: `https://appleid.apple.com/auth/authorize?${new URLSearchParams({
          client_id: clientId,
          redirect_uri: redirectUri,
          response_type: 'code id_token',
          response_mode: 'fragment',
          state,
        })}`,
        tokenParameter: 'id_token',
      };
  }
}

function clientIdOf(provider: SocialProvider, settings: SocialSettings | null): string | undefined {
  if (!settings) return undefined;
  if (provider === 'facebook') return settings.facebookAppId;
  if (provider === 'google') return settings.googleClientId;
  return settings.appleClientId;
}

interface CallbackMessage {
  source: typeof SOCIAL_CALLBACK_SOURCE;
  state: string;
  /** The redirect's fragment, e.g. `access_token=...&state=...` or `error=access_denied`. */
  fragment: string;
}

function isCallback(data: unknown): data is CallbackMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<CallbackMessage>;
  return (
    message.source === SOCIAL_CALLBACK_SOURCE &&
    typeof message.state === 'string' &&
    typeof message.fragment === 'string'
  );
}

export function signInWithPopup(
  provider: SocialProvider,
  settings: SocialSettings | null,
  signal?: AbortSignal,
): Promise<SocialCredential> {
  const clientId = clientIdOf(provider, settings);
  if (!clientId) {
    return Promise.reject(new SocialSignInError('unavailable', provider, 'No client id'));
  }
  const state = crypto.getRandomValues(new Uint32Array(4)).join('');
  const redirectUri = `${location.origin}${SOCIAL_CALLBACK_PATH}`;
  const { url, tokenParameter } = authorizationFor(provider, clientId, redirectUri, state);
  const popup = window.open(url, `social-${provider}`, 'popup,width=520,height=680');
  if (!popup) return Promise.reject(new SocialSignInError('blocked', provider));

  return new Promise<SocialCredential>((resolve, reject) => {
    const finish = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(closedPoll);
      signal?.removeEventListener('abort', onAbort);
    };
    const onMessage = (event: MessageEvent) => {
      // Only the popup, redirected back to our own origin, with our own state.
      if (event.source !== popup || event.origin !== location.origin) return;
      if (!isCallback(event.data) || event.data.state !== state) return;
      finish();
      const answer = new URLSearchParams(event.data.fragment);
      const token = answer.get(tokenParameter);
      if (token) resolve({ provider, accessToken: token });
      else if (answer.get('error') === 'access_denied') {
        reject(new SocialSignInError('cancelled', provider));
      } else reject(new SocialSignInError('unavailable', provider, answer.get('error') ?? ''));
    };
    const onAbort = () => {
      finish();
      popup.close();
      reject(new SocialSignInError('cancelled', provider));
    };
    const closedPoll = setInterval(() => {
      if (!popup.closed) return;
      finish();
      reject(new SocialSignInError('cancelled', provider));
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
