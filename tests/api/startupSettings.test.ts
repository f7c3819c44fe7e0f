import { describe, expect, it } from 'vitest';
import { browserShareWays, configureShare } from '../../api/share';
import { configureShare as configureShareAtStart } from '../../api/shareConfig';
import { configureSocialSignIn, socialSignInWay, type SocialSignInWay } from '../../api/social';
import { configureSocialSignIn as configureSocialSignInAtStart } from '../../api/socialConfig';

/**
 * The shell's settings live in modules of their own (api/shareConfig.ts, api/socialConfig.ts), so
 * the first screen does not carry the sharing and the social sign-in: what the shell sets there
 * is what they use, whichever module it is set through.
 */
describe('settings made at start', () => {
  it('hand a share to the host page set by the shell', async () => {
    const shared: unknown[] = [];
    configureShareAtStart({ parent: async (data) => void shared.push(data) });
    const data = { title: 'Brunch', text: 'Brunch', url: 'https://x.pt/?campaignId=102' };
    await browserShareWays().parent?.(data);
    expect(shared).toEqual([data]);
    configureShare({ parent: null });
    expect(browserShareWays().parent).toBeNull();
  });

  it('sign in socially the way the shell set', () => {
    const way: SocialSignInWay = {
      providers: async () => ['google'],
      signIn: async (provider) => ({ provider, accessToken: 't' }),
    };
    configureSocialSignInAtStart(way);
    expect(socialSignInWay()).toBe(way);
    configureSocialSignIn(null);
    expect(socialSignInWay()).toBeNull();
  });
});
