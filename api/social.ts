import type { SocialProvider } from './parent/protocol';

export type { SocialProvider };
export { configureSocialSignIn, socialSignInWay, type SocialSignInWay } from './socialConfig';

/** What a provider's sign-in gives back: the credential the middleware checks with the provider. */
export interface SocialCredential {
  provider: SocialProvider;
  /** Facebook's access token, Google's ID token or Apple's identity token. */
  accessToken: string;
}

/** The client ids of the deployment's social settings (entity configuration). */
export interface SocialSettings {
  facebookAppId?: string;
  googleClientId?: string;
  appleClientId?: string;
}

/**
 * Why a provider's sign-in gave no credential: the visitor closed it (`cancelled`), the browser
 * blocked its window (`blocked`), or the provider could not be used here (`unavailable`).
 */
export class SocialSignInError extends Error {
  override readonly name = 'SocialSignInError';
  constructor(
    readonly kind: 'cancelled' | 'blocked' | 'unavailable',
    readonly provider: SocialProvider,
    message: string = `${provider} sign-in ${kind}`,
  ) {
    super(message);
  }
}

/** The providers this deployment has a client id for: the ones its popup sign-in can open. */
export function configuredProviders(settings: SocialSettings | null): SocialProvider[] {
  if (!settings) return [];
  const providers: SocialProvider[] = [];
  if (settings.facebookAppId) providers.push('facebook');
  if (settings.googleClientId) providers.push('google');
  if (settings.appleClientId) providers.push('apple');
  return providers;
}
