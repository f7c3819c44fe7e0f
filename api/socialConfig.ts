import type { SocialCredential, SocialProvider } from './social';

/**
 * Where social sign-in happens, for every sign-in of the widget (its own and a booking's): the
 * shell sets it once at start (the parent window, or the sandbox's stand-in); null is the
 * default, the deployment's providers through their own popup. A module of its own, so the rest
 * of api/social.ts loads with the sign-in, not with the first screen.
 */
export interface SocialSignInWay {
  providers: () => Promise<SocialProvider[]>;
  signIn: (provider: SocialProvider) => Promise<SocialCredential>;
}

let configuredWay: SocialSignInWay | null = null;

export function configureSocialSignIn(way: SocialSignInWay | null): void {
  configuredWay = way;
}

export function socialSignInWay(): SocialSignInWay | null {
  return configuredWay;
}
