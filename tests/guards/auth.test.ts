// The sign-in chart's guards (machines/auth/auth.machine.ts), driven through the chart with every
// call answered here, so that each rule can be met and broken on purpose: SPEC 5's messages
// (a valid email, a name, a password at login, the register password's minimum length (8, our
// reading: SPEC 9 does not show it), the privacy policy accepted, a valid mobile number and
// dialing prefix), SPEC 4 "Login" (a parent's token or a known session signs in without the
// email), SPEC 6 (a guest only where allowed) and the one-time codes (six digits; the middleware
// refuses a wrong one with 422 or 400). Users are the sandbox's: Ana (1001) signed in and
// verified, Joana (1003) with her email not validated (stateId 2), Rui (1004) his mobile not.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../api/errors';
import type { components } from '../../api/schema';
import { SocialSignInError, type SocialCredential, type SocialProvider } from '../../api/social';
import { signedInUserFixture } from '../../api/sandbox/userFixtures';
import { emailCode, mobileCode } from '../../machines/auth/auth.actors';
import { authMachine } from '../../machines/auth/auth.machine';
import { selectCodeActor } from '../../machines/auth/auth.selectors';
import type { AuthenticatedUser, AuthInput, AuthTextField } from '../../machines/auth/auth.types';
import type { PhoneCheck } from '../../machines/rules/authValidation';

type Snapshot = SnapshotFrom<typeof authMachine>;
type User = components['schemas']['User'];
type Prize = components['schemas']['Prize'];
type OkResult = components['schemas']['OkResult'];

const ana = signedInUserFixture(1001);
const joana = signedInUserFixture(1003);
const rui = signedInUserFixture(1004);

const VALID_PHONE: PhoneCheck = {
  prefixValid: true,
  phoneValid: true,
  prefix: '+351',
  phone: '912000111',
};

const http = (status: number) => new ApiError('http', `HTTP ${status}`, status);

interface Answers {
  registered?: boolean;
  /** The user a login, a sign-up or a social sign-up answers, or the error it fails with. */
  signIn?: AuthenticatedUser | Error;
  phone?: PhoneCheck;
  providers?: SocialProvider[];
  social?: Error;
  profile?: Error;
  code?: Error;
}

const answer = <T>(value: T | Error): Promise<T> =>
  value instanceof Error ? Promise.reject(value) : Promise.resolve(value);

function open(input: Partial<AuthInput> = {}, answers: Answers = {}) {
  const calls: string[] = [];
  const called =
    <T>(name: string, value: () => T | Error) =>
    () => {
      calls.push(name);
      return answer(value());
    };
  const actor = createActor(
    authMachine.provide({
      actors: {
        checkSocialLogins: fromPromise(called('checkSocialLogins', () => answers.providers ?? [])),
        isRegisteredEmail: fromPromise(
          called('isRegisteredEmail', () => ({ registered: answers.registered ?? true })),
        ),
        login: fromPromise(called('login', () => answers.signIn ?? ana)),
        signUp: fromPromise(called('signUp', () => answers.signIn ?? ana)),
        loginExternal: fromPromise(called('loginExternal', () => answers.signIn ?? ana)),
        socialSignIn: fromPromise(
          called<SocialCredential>(
            'socialSignIn',
            () => answers.social ?? { provider: 'google', accessToken: 'x' },
          ),
        ),
        signUpLoginSocial: fromPromise(called('signUpLoginSocial', () => answers.signIn ?? ana)),
        checkPhone: fromPromise(called('checkPhone', () => answers.phone ?? VALID_PHONE)),
        fetchProfile: fromPromise(called<User>('fetchProfile', () => answers.profile ?? ana)),
        fetchPrizes: fromPromise(called<Prize[]>('fetchPrizes', () => answers.profile ?? [])),
        emailCode: emailCode.provide({
          actors: {
            verifyCode: fromPromise(called<User>('validateAccount', () => answers.code ?? ana)),
            resendCode: fromPromise(
              called<OkResult>('resendValidationCode', () => ({ success: true })),
            ),
          },
        }),
        mobileCode: mobileCode.provide({
          actors: {
            verifyCode: fromPromise(called<User>('validateMobile', () => answers.code ?? ana)),
            resendCode: fromPromise(
              called<OkResult>('resendMobileValidationCode', () => ({ success: true })),
            ),
          },
        }),
        forgotPassword: fromPromise(called<OkResult>('forgotPassword', () => ({ success: true }))),
      },
    }),
    { input: { allowGuestLogin: false, ...input } },
  ).start();
  return { actor, calls };
}

type Chart = ReturnType<typeof open>['actor'];

const settle = (actor: Chart, done: (snapshot: Snapshot) => boolean) =>
  waitFor(actor, done, { timeout: 2_000 });

function fill(actor: Chart, fields: Partial<Record<AuthTextField, string>>) {
  for (const [field, value] of Object.entries(fields)) {
    actor.send({ type: 'form.change', field: field as AuthTextField, value: value! });
  }
}

/** The one-time code chart the code step runs. */
function codeOf(actor: Chart) {
  const code = selectCodeActor(actor.getSnapshot());
  if (!code) throw new Error(`no code step in ${JSON.stringify(actor.getSnapshot().value)}`);
  return code;
}

/** Types a code into the code step and submits it. */
function submitCode(actor: Chart, value: string) {
  const code = codeOf(actor);
  code.send({ type: 'code.change', value });
  code.send({ type: 'code.submit' });
  return code;
}

/** Signs in with Ana's email and a password, up to what the login answer leads to. */
async function signIn(answers: Answers) {
  const chart = open({}, answers);
  fill(chart.actor, { email: 'ana.silva@example.pt' });
  chart.actor.send({ type: 'email.submit' });
  await settle(chart.actor, (snapshot) => snapshot.matches('enteringPassword'));
  fill(chart.actor, { password: 'segredo' });
  chart.actor.send({ type: 'password.submit' });
  await settle(chart.actor, (snapshot) => !snapshot.matches('signingIn'));
  return chart;
}

describe('SPEC 5 "Valid email": the email first', () => {
  it.each(['ana.silva@example.pt', ' ana@example.pt '])('%j goes on', async (email) => {
    const { actor, calls } = open();
    fill(actor, { email });
    actor.send({ type: 'email.submit' });
    expect(actor.getSnapshot().value).toBe('checkingEmail');
    await settle(actor, (snapshot) => snapshot.matches('enteringPassword'));
    expect(calls).toContain('isRegisteredEmail');
  });

  it.each(['', 'ana', 'ana@example', 'ana silva@example.pt'])(
    '%j is refused beside the field, nothing asked',
    (email) => {
      const { actor, calls } = open();
      fill(actor, { email });
      actor.send({ type: 'email.submit' });
      expect(actor.getSnapshot().value).toBe('enteringEmail');
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'emailInvalid' });
      expect(calls).not.toContain('isRegisteredEmail');
    },
  );

  it('a registered email asks for the password, a new one registers', async () => {
    const known = open({}, { registered: true });
    fill(known.actor, { email: 'ana.silva@example.pt' });
    known.actor.send({ type: 'email.submit' });
    await settle(known.actor, (snapshot) => snapshot.matches('enteringPassword'));

    const unknown = open({}, { registered: false });
    fill(unknown.actor, { email: 'ines.rocha@example.pt' });
    unknown.actor.send({ type: 'email.submit' });
    await settle(unknown.actor, (snapshot) => snapshot.matches('registering'));
  });

  it('the forgotten password link is sent for a valid email only', async () => {
    const forgot = open();
    fill(forgot.actor, { email: 'ana.silva@example.pt' });
    forgot.actor.send({ type: 'email.submit' });
    await settle(forgot.actor, (snapshot) => snapshot.matches('enteringPassword'));
    forgot.actor.send({ type: 'password.forgot' });
    fill(forgot.actor, { email: 'ana@' });
    forgot.actor.send({ type: 'forgot.submit' });
    expect(forgot.actor.getSnapshot().value).toEqual({ forgotPassword: 'editing' });
    expect(forgot.actor.getSnapshot().context.fieldErrors).toEqual({ email: 'emailInvalid' });
    fill(forgot.actor, { email: 'ana@example.pt' });
    forgot.actor.send({ type: 'forgot.submit' });
    await settle(forgot.actor, (snapshot) => snapshot.matches({ forgotPassword: 'sent' }));
  });
});

describe('SPEC 5 "A password (login)"', () => {
  it('none typed is refused; anything typed, spaces included, is sent', async () => {
    const { actor, calls } = open();
    fill(actor, { email: 'ana.silva@example.pt' });
    actor.send({ type: 'email.submit' });
    await settle(actor, (snapshot) => snapshot.matches('enteringPassword'));
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().value).toBe('enteringPassword');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: 'passwordRequired' });
    fill(actor, { password: ' ' });
    actor.send({ type: 'password.submit' });
    await settle(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toContain('login');
  });
});

describe('SPEC 4 "Login": where a sign-in leads', () => {
  it('a verified user is signed in with the profile and prizes loaded', async () => {
    const { actor, calls } = await signIn({ signIn: ana });
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'user', loginSource: 'own' });
    expect(calls).toEqual(expect.arrayContaining(['fetchProfile', 'fetchPrizes']));
  });

  it('an email not validated (stateId 2) asks for its code, sending one', async () => {
    const { actor } = await signIn({ signIn: joana });
    expect(actor.getSnapshot().matches('verifyingEmail')).toBe(true);
    expect(codeOf(actor).getSnapshot().context.error).toBe('accountNotVerified');
  });

  it('a mobile not validated, its number known: its code is sent at once', async () => {
    const { actor, calls } = await signIn({ signIn: rui });
    expect(actor.getSnapshot().matches({ verifyingMobile: 'confirming' })).toBe(true);
    expect(calls).toContain('resendMobileValidationCode');
  });

  it.each([undefined, '', '  '])(
    'a mobile not validated without a number (%j): the number is asked first',
    async (mobile) => {
      const { actor, calls } = await signIn({ signIn: { ...rui, mobile } });
      expect(actor.getSnapshot().matches({ verifyingMobile: 'enteringNumber' })).toBe(true);
      expect(calls).not.toContain('resendMobileValidationCode');
    },
  );

  it('a user whose mobile validation is not stated is not asked for it', async () => {
    const { actor } = await signIn({ signIn: { ...rui, mobileValidation: undefined } });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("a parent's token signs in without the email", async () => {
    const { actor, calls } = open({ externalToken: 'ext-ana' });
    await settle(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toEqual(['loginExternal', 'fetchProfile', 'fetchPrizes']);
  });

  it('a known session loads its profile without the email', async () => {
    const { actor, calls } = open({ session: { userId: 1001, token: 'tok-ana' } });
    expect(actor.getSnapshot().value).toBe('loadingProfile');
    await settle(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).not.toContain('loginExternal');
  });

  it('with neither, the email is asked', () => {
    expect(open({ externalToken: '', session: null }).actor.getSnapshot().value).toBe(
      'enteringEmail',
    );
  });
});

describe('the profile failing to load after a sign-in', () => {
  it("a parent's token: the silent sign-in ends failed", async () => {
    const { actor } = open({ externalToken: 'ext-ana' }, { profile: http(500) });
    await settle(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'failed' });
  });

  it('a token refused (401): sign in again, from the email', async () => {
    const { actor } = open({ session: { userId: 1001, token: 'old' } }, { profile: http(401) });
    await settle(actor, (snapshot) => snapshot.matches('enteringEmail'));
    expect(actor.getSnapshot().context.error).toBe('sessionExpired');
  });

  it('anything else: a retry is offered', async () => {
    const { actor } = open({ session: { userId: 1001, token: 'tok-ana' } }, { profile: http(503) });
    await settle(actor, (snapshot) => snapshot.matches('loadFailed'));
  });
});

describe('SPEC 5: registering (a name, a valid mobile and prefix, the password, the privacy policy)', () => {
  const complete = {
    firstName: 'Inês',
    lastName: 'Rocha',
    phone: '912000111',
    password: 'Palavra1', // 8 characters
  };

  async function register(
    fields: Partial<Record<AuthTextField, string>>,
    accepted: boolean,
    phone = VALID_PHONE,
  ) {
    const chart = open({}, { registered: false, phone });
    fill(chart.actor, { email: 'ines.rocha@example.pt' });
    chart.actor.send({ type: 'email.submit' });
    await settle(chart.actor, (snapshot) => snapshot.matches('registering'));
    fill(chart.actor, fields);
    chart.actor.send({ type: 'privacy.change', accepted });
    chart.actor.send({ type: 'register.submit' });
    await settle(chart.actor, (snapshot) => !snapshot.matches({ registering: 'validating' }));
    return chart;
  }

  it('everything given: the account is made', async () => {
    const { calls } = await register(complete, true);
    expect(calls).toContain('signUp');
  });

  it.each([
    ['no first name', { ...complete, firstName: ' ' }, true, VALID_PHONE, 'firstName'],
    ['no last name', { ...complete, lastName: '' }, true, VALID_PHONE, 'lastName'],
    ['a 7-character password', { ...complete, password: 'Palavr1' }, true, VALID_PHONE, 'password'],
    ['the privacy policy not accepted', complete, false, VALID_PHONE, 'acceptPrivacyPolicy'],
    ['an invalid mobile number', complete, true, { ...VALID_PHONE, phoneValid: false }, 'phone'],
    ['an invalid dialing prefix', complete, true, { ...VALID_PHONE, prefixValid: false }, 'prefix'],
  ] as const)(
    '%s: refused beside its field, no account made',
    async (_, fields, accepted, phone, field) => {
      const { actor, calls } = await register(fields, accepted, phone);
      expect(actor.getSnapshot().value).toEqual({ registering: 'editing' });
      expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual([field]);
      expect(calls).not.toContain('signUp');
      // Signing in instead is offered only for an email found taken.
      expect(actor.getSnapshot().can({ type: 'login.start' })).toBe(false);
    },
  );

  async function refusedSignUp(status: number) {
    const chart = open({}, { registered: false, signIn: http(status) });
    fill(chart.actor, { email: 'ines.rocha@example.pt' });
    chart.actor.send({ type: 'email.submit' });
    await settle(chart.actor, (snapshot) => snapshot.matches('registering'));
    fill(chart.actor, complete);
    chart.actor.send({ type: 'privacy.change', accepted: true });
    chart.actor.send({ type: 'register.submit' });
    await settle(chart.actor, (snapshot) => snapshot.matches({ registering: 'editing' }));
    return chart.actor;
  }

  it('an email registered meanwhile (409) may sign in instead', async () => {
    const taken = await refusedSignUp(409);
    expect(taken.getSnapshot().context.error).toBe('emailTaken');
    taken.send({ type: 'login.start' });
    expect(taken.getSnapshot().value).toBe('enteringPassword');
  });

  it('the account not made for another reason (500): no sign-in offered instead', async () => {
    const failed = await refusedSignUp(500);
    expect(failed.getSnapshot().context.error).toBe('generic');
    expect(failed.getSnapshot().can({ type: 'login.start' })).toBe(false);
  });
});

describe('SPEC 6: a guest, only where allowed, with a name, a valid email and mobile', () => {
  const guest = { name: 'Rita', email: 'rita@example.pt', phone: '912000111' };

  async function asGuest(fields: Partial<Record<AuthTextField, string>>, phone = VALID_PHONE) {
    const chart = open({ allowGuestLogin: true }, { phone });
    chart.actor.send({ type: 'guest.start' });
    fill(chart.actor, fields);
    chart.actor.send({ type: 'guest.submit' });
    await settle(
      chart.actor,
      (snapshot) => !snapshot.matches({ enteringGuestDetails: 'validating' }),
    );
    return chart.actor.getSnapshot();
  }

  it('not offered where the campaign does not allow it', () => {
    const { actor } = open({ allowGuestLogin: false });
    expect(actor.getSnapshot().can({ type: 'guest.start' })).toBe(false);
  });

  it('everything given: on as a guest', async () => {
    expect((await asGuest(guest)).output).toMatchObject({ kind: 'guest' });
  });

  it.each([
    ['no name', { ...guest, name: '  ' }, VALID_PHONE],
    ['an invalid email', { ...guest, email: 'rita@' }, VALID_PHONE],
    ['an invalid mobile number', guest, { ...VALID_PHONE, phoneValid: false }],
    ['an invalid dialing prefix', guest, { ...VALID_PHONE, prefixValid: false }],
  ] as const)('%s: refused', async (_, fields, phone) => {
    const snapshot = await asGuest(fields, phone);
    expect(snapshot.value).toEqual({ enteringGuestDetails: 'editing' });
    expect(snapshot.status).toBe('active');
  });
});

describe('a mobile number typed to be verified (SPEC 5: valid mobile and prefix)', () => {
  async function typed(phone: PhoneCheck) {
    const chart = await signIn({ signIn: { ...rui, mobile: undefined }, phone });
    fill(chart.actor, { phone: '912000111' });
    chart.actor.send({ type: 'mobile.submit' });
    await settle(
      chart.actor,
      (snapshot) => !snapshot.matches({ verifyingMobile: { enteringNumber: 'validating' } }),
    );
    return chart;
  }

  it('a valid one is sent its code', async () => {
    const { actor, calls } = await typed(VALID_PHONE);
    expect(actor.getSnapshot().matches({ verifyingMobile: 'confirming' })).toBe(true);
    expect(calls).toContain('resendMobileValidationCode');
  });

  it.each([
    ['number', { ...VALID_PHONE, phoneValid: false }],
    ['prefix', { ...VALID_PHONE, prefixValid: false }],
  ])('an invalid %s is refused', async (_, phone) => {
    const { actor } = await typed(phone);
    expect(actor.getSnapshot().matches({ verifyingMobile: 'enteringNumber' })).toBe(true);
  });
});

describe('one-time codes: six digits; a wrong one (422 or 400) said beside the field', () => {
  async function typeEmailCode(value: string, error?: Error) {
    const chart = await signIn({ signIn: joana, ...(error ? { code: error } : {}) });
    const code = submitCode(chart.actor, value);
    return { ...chart, code };
  }
  const entering = (code: ReturnType<typeof codeOf>) =>
    waitFor(code, (snapshot) => snapshot.matches({ verifying: { code: 'entering' } }), {
      timeout: 2_000,
    });

  it.each(['123456', '123 456', '123-456'])('%j is checked', async (value) => {
    const { actor, calls } = await typeEmailCode(value);
    await settle(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toContain('validateAccount');
  });

  it.each(['12345', '1234567', 'abcdef', ''])('%j is refused, nothing checked', async (value) => {
    const { code, calls } = await typeEmailCode(value);
    expect(code.getSnapshot().context.fieldErrors).toEqual({ code: 'codeInvalid' });
    expect(calls).not.toContain('validateAccount');
  });

  it.each([422, 400])('a code refused with %i is wrong', async (status) => {
    const { code } = await typeEmailCode('123456', http(status));
    await entering(code);
    expect(code.getSnapshot().context.fieldErrors).toEqual({ code: 'codeWrong' });
  });

  it('another failure is no wrong code', async () => {
    const { actor, code } = await typeEmailCode('123456', http(500));
    await entering(code);
    expect(code.getSnapshot().context.fieldErrors).toEqual({});
    expect(code.getSnapshot().context.error).toBe('generic');
    expect(actor.getSnapshot().matches('verifyingEmail')).toBe(true);
  });

  it('the mobile code: six digits, a wrong one said beside the field', async () => {
    const chart = await signIn({ signIn: rui, code: http(422) });
    const code = submitCode(chart.actor, '12345');
    expect(code.getSnapshot().context.fieldErrors).toEqual({ code: 'codeInvalid' });
    submitCode(chart.actor, '123456');
    await entering(code);
    expect(code.getSnapshot().context.fieldErrors).toEqual({ code: 'codeWrong' });
    expect(chart.actor.getSnapshot().matches({ verifyingMobile: 'confirming' })).toBe(true);
  });
});

describe('social sign-in: only an offered provider; closing its window says nothing', () => {
  it('a provider not offered cannot be started', async () => {
    const { actor } = open({}, { providers: ['google'] });
    await settle(actor, (snapshot) => snapshot.context.socialProviders !== null);
    expect(actor.getSnapshot().can({ type: 'social.start', provider: 'facebook' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'social.start', provider: 'google' })).toBe(true);
  });

  it('closed by the visitor: back, no message; failed: a message', async () => {
    for (const [error, expected] of [
      [new SocialSignInError('cancelled', 'google'), null],
      [new SocialSignInError('unavailable', 'google'), 'socialUnavailable'],
    ] as const) {
      const { actor } = open({}, { providers: ['google'], social: error });
      await settle(actor, (snapshot) => snapshot.context.socialProviders !== null);
      actor.send({ type: 'social.start', provider: 'google' });
      await settle(actor, (snapshot) => snapshot.matches('enteringEmail'));
      expect(actor.getSnapshot().context.error).toBe(expected);
    }
  });
});
