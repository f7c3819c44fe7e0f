import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../api/errors';
import { sandbox } from '../../api/sandbox/control';
import { server } from '../../api/sandbox/node';
import {
  EMAIL_VALIDATION_CODE,
  ENTITY_CONFIG,
  MOBILE_VALIDATION_CODE,
} from '../../api/sandbox/seed';
import { prizesFixture, signedInUserFixture } from '../../api/sandbox/userFixtures';
import { SocialSignInError } from '../../api/social';
import { mobileCode } from '../../machines/auth/auth.actors';
import { authMachine } from '../../machines/auth/auth.machine';
import { selectCodeActor } from '../../machines/auth/auth.selectors';
import type { AuthenticatedUser, AuthInput, AuthTextField } from '../../machines/auth/auth.types';
import { resendSecondsLeft } from '../../machines/oneTimeCode/oneTimeCode.selectors';
import type { PhoneCheck } from '../../machines/rules/authValidation';
import { RESEND_CODE_COOLDOWN_MS } from '../../domain/constants';
import { nowMs } from '../../api/clock';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  type ModelEvent,
} from '../harness/model';

type Event = ModelEvent<typeof authMachine>;
type Snapshot = SnapshotFrom<typeof authMachine>;

// ------------------------------------------------------------------ what the calls answer

export const EMAIL = 'ana.silva@example.pt';
export const NEW_EMAIL = 'ines.rocha@example.pt';

const ana = signedInUserFixture(1001);
/** Email not validated (stateId 2). */
const joana = signedInUserFixture(1003);
/** Mobile not validated, number known. */
const rui = signedInUserFixture(1004);
/** A first social sign-in: no mobile yet. */
const socialNewcomer: AuthenticatedUser = {
  ...ana,
  id: 2001,
  token: 'tok-2001',
  mobile: undefined,
  mobileValidation: false,
  newRegistration: true,
  loginSource: 'google',
};
/** Inês registered: her email waits for its code, then her mobile. */
const registered: AuthenticatedUser = {
  ...ana,
  id: 1101,
  token: 'tok-1101',
  email: NEW_EMAIL,
  firstName: 'Inês',
  lastName: 'Rocha',
  stateId: 2,
  mobile: '912000111',
  mobileValidation: false,
  newRegistration: true,
  prizes: [],
};
/** The email code accepted: the mobile still waits. */
const validatedEmail: AuthenticatedUser = { ...registered, stateId: 1 };
const mobileValidated = { ...validatedEmail, mobileValidation: true };
/** Mobile not validated and no number known. */
const numberless: AuthenticatedUser = {
  ...rui,
  id: 3002,
  token: 'tok-3002',
  mobile: undefined,
};

export const VALID_PHONE: PhoneCheck = {
  prefixValid: true,
  phoneValid: true,
  prefix: '+351',
  phone: '912000111',
};
const INVALID_PHONE: PhoneCheck = { ...VALID_PHONE, phoneValid: false, phone: '2134' };
const INVALID_PREFIX: PhoneCheck = { ...VALID_PHONE, prefixValid: false, phoneValid: false };

const network = new ApiError('network', 'offline');
const http = (status: number) => new ApiError('http', `HTTP ${status}`, status);

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as Event;
const fail = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as Event;
const change = (field: AuthTextField, value: string): Event => ({
  type: 'form.change',
  field,
  value,
});

/** The form, filled one field at a time in a fixed order (so the walk stays small). */
function fillNext(
  snapshot: Snapshot,
  fields: readonly (readonly [AuthTextField | 'acceptPrivacyPolicy', string])[],
): Event[] {
  const form = snapshot.context.form;
  for (const [field, value] of fields) {
    if (field === 'acceptPrivacyPolicy') {
      if (!form.acceptPrivacyPolicy) return [{ type: 'privacy.change', accepted: true }];
    } else if (form[field] !== value) return [change(field, value)];
  }
  return [];
}

const REGISTRATION = [
  ['firstName', 'Inês'],
  ['lastName', 'Rocha'],
  ['phone', '912000111'],
  ['password', 'Palavra123'],
  ['acceptPrivacyPolicy', 'true'],
] as const;
const GUEST = [
  ['name', 'Rita Gomes'],
  ['email', 'rita.gomes@example.pt'],
  ['phone', '912000222'],
] as const;

/** A state the walk stops at (already explored from another path, or not this model's). */
type Explore = (snapshot: Snapshot) => boolean;

interface Scope {
  /** What isRegisteredEmail answers. */
  registered?: boolean[];
  /** What login, signUp, signUpLoginSocial and validateAccount answer. */
  logins?: AuthenticatedUser[];
  signUps?: AuthenticatedUser[];
  socials?: AuthenticatedUser[];
  validations?: AuthenticatedUser[];
  social?: boolean;
  guest?: boolean;
  forgot?: boolean;
  explore?: Explore;
}

/** Nothing typed but the email, no failure: a fresh email step (a detour back is not re-walked). */
function isFreshEmailStep(snapshot: Snapshot): boolean {
  const { form, error, user } = snapshot.context;
  return (
    error === null &&
    user === null &&
    form.password === '' &&
    form.firstName === '' &&
    form.name === ''
  );
}

/**
 * A code step: what its code chart ends with (machines/oneTimeCode, walked in its own test): the
 * user its check answered, or given up; and the ways back from the step.
 */
function codeStepEvents(id: 'emailCode' | 'mobileCode', verified: AuthenticatedUser[]): Event[] {
  return [
    ...verified.map((user) => done(id, { status: 'verified', user })),
    done(id, { status: 'cancelled' }),
    { type: 'auth.back' },
    { type: 'mobile.edit' },
  ];
}

/**
 * The sample events of a state: what the visitor can do there and what its calls can answer.
 * Each model's scope narrows the walk to the branches it is about.
 */
function eventsFor(scope: Scope, snapshot: Snapshot): Event[] {
  if (scope.explore && !scope.explore(snapshot)) return [];
  const m = (value: Parameters<Snapshot['matches']>[0]) => snapshot.matches(value);
  const { form, fieldErrors } = snapshot.context;
  const events: Event[] = [];
  if (m('enteringEmail')) {
    if (!isFreshEmailStep(snapshot)) return [];
    // An empty submit, a wrong email, then the right one (or the one prefilled).
    if (form.email === '') events.push(change('email', 'ana.silva@'), { type: 'email.submit' });
    else if (fieldErrors.email && form.email !== EMAIL) events.push(change('email', EMAIL));
    else events.push({ type: 'email.submit' });
    if (scope.social) {
      events.push(done('checkSocialLogins', ['google', 'facebook']));
      events.push(fail('checkSocialLogins', network));
      events.push({ type: 'social.start', provider: 'google' });
    }
    if (scope.guest) events.push({ type: 'guest.start' });
  }
  if (m('checkingEmail')) {
    for (const registered of scope.registered ?? [true]) {
      events.push(done('isRegisteredEmail', { registered }));
    }
    events.push(fail('isRegisteredEmail', network));
  }
  if (m('enteringPassword')) {
    if (form.password === '') {
      events.push({ type: 'password.submit' }, change('password', 'Segredo123'));
      if (!fieldErrors.password) events.push({ type: 'auth.back' });
    } else events.push({ type: 'password.submit' });
    if (scope.forgot) events.push({ type: 'password.forgot' });
  }
  if (m('signingIn')) {
    for (const user of scope.logins ?? [ana]) events.push(done('login', user));
    events.push(fail('login', http(401)), fail('login', network));
  }
  if (m({ forgotPassword: 'editing' })) {
    if (snapshot.context.error === null) {
      const valid = form.email === EMAIL;
      events.push(change('email', valid ? 'ana.silva@' : EMAIL), { type: 'forgot.submit' });
    }
    if (form.email === EMAIL && !fieldErrors.email) events.push({ type: 'auth.back' });
  }
  if (m({ forgotPassword: 'sending' })) {
    events.push(done('forgotPassword', { success: true }), fail('forgotPassword', network));
  }
  if (m({ forgotPassword: 'sent' })) events.push({ type: 'auth.back' });
  if (m({ registering: 'editing' })) {
    const filled = fillNext(snapshot, REGISTRATION);
    events.push(...filled);
    if (form.firstName === '' && !fieldErrors.firstName) {
      events.push({ type: 'register.submit' }, { type: 'auth.back' });
    }
    if (filled.length === 0 && snapshot.context.error === null) {
      events.push({ type: 'register.submit' });
    }
    if (snapshot.context.error === 'emailTaken') events.push({ type: 'login.start' });
  }
  if (m({ registering: 'validating' })) {
    events.push(done('checkPhone', VALID_PHONE), fail('checkPhone', new TypeError('chunk')));
  }
  if (m('signingUp')) {
    for (const user of scope.signUps ?? [registered]) events.push(done('signUp', user));
    events.push(fail('signUp', http(409)), fail('signUp', network));
  }
  if (m({ signingInSocially: 'authorizing' })) {
    events.push(
      done('socialSignIn', { provider: 'google', accessToken: 'google-id-token' }),
      fail('socialSignIn', new SocialSignInError('cancelled', 'google')),
      fail('socialSignIn', new SocialSignInError('blocked', 'google')),
    );
  }
  if (m({ signingInSocially: 'signingUp' })) {
    for (const user of scope.socials ?? [socialNewcomer]) {
      events.push(done('signUpLoginSocial', user));
    }
    events.push(fail('signUpLoginSocial', http(403)));
  }
  if (m({ enteringGuestDetails: 'editing' })) {
    const filled = fillNext(snapshot, GUEST);
    events.push(...filled);
    if (form.name === '' && !fieldErrors.name) {
      events.push({ type: 'guest.submit' }, { type: 'auth.back' });
    }
    if (filled.length === 0 && snapshot.context.error === null) {
      events.push({ type: 'guest.submit' });
    }
  }
  if (m({ enteringGuestDetails: 'validating' })) {
    events.push(done('checkPhone', VALID_PHONE), done('checkPhone', INVALID_PHONE));
    events.push(fail('checkPhone', new TypeError('chunk')));
  }
  if (m('verifyingEmail')) {
    events.push(...codeStepEvents('emailCode', scope.validations ?? [validatedEmail]));
  }
  if (m({ verifyingMobile: 'confirming' })) {
    events.push(...codeStepEvents('mobileCode', [mobileValidated]));
  }
  if (m({ verifyingMobile: { enteringNumber: 'editing' } })) {
    if (snapshot.context.error === null) {
      events.push(...fillNext(snapshot, [['phone', '912000111']]), { type: 'mobile.submit' });
    }
    if (form.phone === '') events.push({ type: 'auth.back' });
  }
  if (m({ verifyingMobile: { enteringNumber: 'validating' } })) {
    events.push(done('checkPhone', VALID_PHONE), done('checkPhone', INVALID_PREFIX));
    events.push(fail('checkPhone', new TypeError('chunk')));
  }
  if (m('signingInExternally')) {
    events.push(done('loginExternal', ana), fail('loginExternal', http(401)));
  }
  if (m('loadingProfile')) {
    events.push(done('fetchProfile', ana), fail('fetchProfile', http(401)));
    events.push(fail('fetchProfile', network));
  }
  if (m('loadingPrizes')) {
    events.push(done('fetchPrizes', prizesFixture(1001)), fail('fetchPrizes', network));
    events.push(fail('fetchPrizes', http(401)));
  }
  if (m('loadFailed')) events.push({ type: 'profile.retry' }, { type: 'auth.back' });
  return events;
}

const base: AuthInput = {
  allowGuestLogin: false,
  reason: 'myBookings',
  social: ENTITY_CONFIG.social ?? null,
};

const userIs = (snapshot: Snapshot, user: AuthenticatedUser) =>
  snapshot.context.user?.id === user.id;
/** Where a sign-in leads, each kind of user answered once; their steps walked elsewhere. */
const ENDS = [ana, joana, rui, numberless];

/** A registered email: password, wrong password, forgot password, unverified accounts. */
export const signInModel = createMachineModel(authMachine, {
  input: base,
  events: (snapshot) =>
    eventsFor(
      {
        logins: ENDS,
        validations: [validatedEmail, { ...numberless, stateId: 1 }, { ...joana, stateId: 1 }],
        forgot: true,
        // Joana's email and Rui's mobile are walked; the loading steps after Ana's sign-in.
        explore: (s) =>
          s.matches('verifyingEmail')
            ? userIs(s, joana)
            : s.matches('verifyingMobile')
              ? userIs(s, rui)
              : s.matches('loadingProfile') || s.matches('loadingPrizes') || s.matches('loadFailed')
                ? userIs(s, ana)
                : true,
      },
      snapshot,
    ),
});
/** An email without an account: registration, then its email code. */
export const registerModel = createMachineModel(authMachine, {
  input: { ...base, prefill: { email: NEW_EMAIL } },
  events: (snapshot) =>
    eventsFor(
      {
        registered: [false],
        signUps: [registered, ana, rui, numberless],
        explore: (s) =>
          !(
            s.matches('verifyingMobile') ||
            s.matches('loadingProfile') ||
            (s.matches('verifyingEmail') && !userIs(s, registered))
          ),
      },
      snapshot,
    ),
});
/** Guests allowed, and a social provider; a first social sign-in gives its number. */
const guestAndSocialModel = createMachineModel(authMachine, {
  input: { ...base, allowGuestLogin: true },
  events: (snapshot) =>
    eventsFor(
      {
        registered: [],
        social: true,
        guest: true,
        socials: [socialNewcomer, ana, joana, rui],
        explore: (s) =>
          !(
            s.matches({ verifyingMobile: 'confirming' }) ||
            s.matches('verifyingEmail') ||
            s.matches('loadingProfile') ||
            (s.matches('verifyingMobile') && !userIs(s, socialNewcomer))
          ),
      },
      snapshot,
    ).filter((event) => event.type !== 'email.submit'),
});
/** A parent app's token: silent, ends either way. */
const externalModel = createMachineModel(authMachine, {
  input: { ...base, externalToken: 'ext-ana' },
  events: (snapshot) => eventsFor({}, snapshot),
});
/** The login cookies' session: the profile is loaded; an unknown token asks to sign in. */
const sessionModel = createMachineModel(authMachine, {
  input: { ...base, session: { userId: 1001, token: 'tok-ana' } },
  events: (snapshot) => eventsFor({ explore: (s) => !s.matches('enteringEmail') }, snapshot),
});

const models = [signInModel, registerModel, guestAndSocialModel, externalModel, sessionModel];

describe('auth chart: model', () => {
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    expectEveryStateReached(...models);
    expectEveryTransitionTaken(...models);
  });
});

// ------------------------------------------------------------------ behaviour, against the sandbox

/** Every middleware call the chart makes, as the sandbox received it. */
function recordCalls() {
  const calls: { method: string; path: string; query: URLSearchParams; body: string }[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname.replace('/mygon-middleware/rest', ''),
      query: url.searchParams,
      body: request.method === 'GET' ? '' : await request.clone().text(),
    });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return calls;
}

function startAuth(
  input: Partial<AuthInput> = {},
  provide: Parameters<typeof authMachine.provide>[0] = {},
) {
  const actor = createActor(authMachine.provide(provide), {
    input: { ...base, ...input },
  }).start();
  onTestFinished(() => {
    actor.stop();
  });
  return actor;
}

type AuthActorRef = ReturnType<typeof startAuth>;
const type = (actor: AuthActorRef, field: AuthTextField, value: string) =>
  actor.send({ type: 'form.change', field, value });
const until = (actor: AuthActorRef, value: Parameters<Snapshot['matches']>[0]) =>
  waitFor(actor, (snapshot) => snapshot.matches(value), { timeout: 5_000 });

/** The one-time code chart the code step runs. */
function codeOf(actor: AuthActorRef) {
  const code = selectCodeActor(actor.getSnapshot());
  if (!code) throw new Error(`no code step in ${JSON.stringify(actor.getSnapshot().value)}`);
  return code;
}
const typeCode = (actor: AuthActorRef, value: string) => {
  codeOf(actor).send({ type: 'code.change', value });
  codeOf(actor).send({ type: 'code.submit' });
};
/** At a code step whose code went out: its resend cools down. */
async function untilCodeSent(actor: AuthActorRef, step: Parameters<Snapshot['matches']>[0]) {
  await until(actor, step);
  return waitFor(
    codeOf(actor),
    (snapshot) => snapshot.matches({ verifying: { resend: 'coolingDown' } }),
    { timeout: 5_000 },
  );
}

describe('auth chart: behaviour against the sandbox', () => {
  it('registers a new visitor, confirms the email and the mobile with the codes, ends signed in', async () => {
    const calls = recordCalls();
    const actor = startAuth();
    type(actor, 'email', ' Ines.Rocha@Example.pt ');
    actor.send({ type: 'email.submit' });
    await until(actor, { registering: 'editing' });

    // Every rule at once, nothing typed lost.
    type(actor, 'firstName', 'Inês');
    type(actor, 'password', 'curta');
    type(actor, 'phone', '213 456 789');
    actor.send({ type: 'register.submit' });
    await until(actor, { registering: 'editing' });
    await waitFor(actor, (s) => Object.keys(s.context.fieldErrors).length > 0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      lastName: 'lastNameRequired',
      phone: 'phoneInvalid',
      password: 'passwordTooShort',
      acceptPrivacyPolicy: 'privacyPolicyRequired',
    });
    expect(actor.getSnapshot().context.form).toMatchObject({
      firstName: 'Inês',
      phone: '213 456 789',
    });

    type(actor, 'lastName', 'Rocha');
    type(actor, 'phone', '912 000 111');
    type(actor, 'password', 'Palavra123');
    actor.send({ type: 'privacy.change', accepted: true });
    actor.send({ type: 'register.submit' });
    await until(actor, 'verifyingEmail');
    const signUp = calls.find((call) => call.path === '/client/authentication/signUp')!;
    expect(Object.fromEntries(new URLSearchParams(signUp.body))).toMatchObject({
      email: 'ines.rocha@example.pt',
      firstName: 'Inês',
      lastName: 'Rocha',
      prefix: '+351',
      mobile: '912000111',
      acceptPrivacyPolicy: 'true',
    });

    typeCode(actor, '000000');
    await waitFor(codeOf(actor), (s) => s.context.fieldErrors.code === 'codeWrong');
    expect(codeOf(actor).getSnapshot().context.code).toBe('000000');
    typeCode(actor, EMAIL_VALIDATION_CODE);
    // The number is known: its SMS is asked for at once.
    await untilCodeSent(actor, { verifyingMobile: 'confirming' });
    expect(calls.map((call) => call.path)).toContain(
      '/authentication/resend-mobile-validation-code',
    );
    typeCode(actor, MOBILE_VALIDATION_CODE);
    await waitFor(actor, (s) => s.status === 'done', { timeout: 5_000 });

    const output = actor.getSnapshot().output!;
    expect(output.kind).toBe('user');
    if (output.kind !== 'user') return;
    expect(output.loginSource).toBe('own');
    expect(output.user).toMatchObject({
      email: 'ines.rocha@example.pt',
      stateId: 1,
      mobileValidation: true,
      prizes: [],
    });
    expect(output.user.token).toMatch(/^tok-/);
  });

  it('signs Ana in (form-encoded), then loads her profile and one page of 100 prizes', async () => {
    const calls = recordCalls();
    const actor = startAuth();
    type(actor, 'email', EMAIL);
    actor.send({ type: 'email.submit' });
    await until(actor, 'enteringPassword');
    type(actor, 'password', 'Segredo123');
    actor.send({ type: 'password.submit' });
    await waitFor(actor, (s) => s.status === 'done', { timeout: 5_000 });

    expect(actor.getSnapshot().output).toMatchObject({
      kind: 'user',
      loginSource: 'own',
      user: { id: 1001, token: 'tok-ana', firstName: 'Ana', prizes: [{ id: 301 }, { id: 302 }] },
    });
    const login = calls.find((call) => call.path === '/authentication/login')!;
    expect(new URLSearchParams(login.body).get('username')).toBe(EMAIL);
    const prizes = calls.find((call) => call.path === '/client/prize/myprizes')!;
    expect(prizes.query.get('pageSize')).toBe('100');
    expect(prizes.query.get('startIndex')).toBe('0');
    expect(prizes.query.get('token')).toBe('tok-ana');
    expect(calls.find((call) => call.path === '/client/profile/1001')?.query.get('token')).toBe(
      'tok-ana',
    );
  });

  it('says a wrong password is wrong, keeps it typed, and offers the forgot-password way', async () => {
    const calls = recordCalls();
    const actor = startAuth();
    type(actor, 'email', EMAIL);
    actor.send({ type: 'email.submit' });
    await until(actor, 'enteringPassword');
    type(actor, 'password', 'errada');
    actor.send({ type: 'password.submit' });
    await waitFor(actor, (s) => s.context.error === 'wrongCredentials');
    expect(actor.getSnapshot().matches('enteringPassword')).toBe(true);
    expect(actor.getSnapshot().context.form.password).toBe('errada');

    actor.send({ type: 'password.forgot' });
    actor.send({ type: 'forgot.submit' });
    await until(actor, { forgotPassword: 'sent' });
    const forgot = calls.find((call) => call.path === '/authentication/password/forgotPassword')!;
    expect(JSON.parse(forgot.body)).toEqual({
      email: EMAIL,
      providerId: 1,
      redirectUrl: `${location.origin}${location.pathname}`,
    });
  });

  it('asks Joana (never confirmed) for the emailed code, and says why', async () => {
    const calls = recordCalls();
    const actor = startAuth();
    type(actor, 'email', 'joana.pereira@example.pt');
    actor.send({ type: 'email.submit' });
    await until(actor, 'enteringPassword');
    type(actor, 'password', 'Segredo123');
    actor.send({ type: 'password.submit' });
    const code = await untilCodeSent(actor, 'verifyingEmail');
    expect(code.context.error).toBe('accountNotVerified');
    expect(calls.map((call) => call.path)).toContain('/authentication/resend-validation-code');
    typeCode(actor, '123 456');
    await waitFor(actor, (s) => s.status === 'done', { timeout: 5_000 });
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'user', user: { stateId: 1 } });
  });

  it('offers a new code only after the cool-down (simulated clock)', async () => {
    const clock = new SimulatedClock();
    const sent = vi.fn(async () => ({ success: true }));
    const actor = createActor(
      authMachine.provide({
        actors: {
          login: fromPromise(async () => rui),
          isRegisteredEmail: fromPromise(async () => ({ registered: true as boolean })),
          mobileCode: mobileCode.provide({ actors: { resendCode: fromPromise(sent) } }),
        },
      }),
      { input: base, clock },
    ).start();
    onTestFinished(() => {
      actor.stop();
    });
    type(actor, 'email', 'rui.ferreira@example.pt');
    actor.send({ type: 'email.submit' });
    await until(actor, 'enteringPassword');
    type(actor, 'password', 'Segredo123');
    actor.send({ type: 'password.submit' });
    await untilCodeSent(actor, { verifyingMobile: 'confirming' });
    expect(sent).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.form).toMatchObject({ prefix: '+351', phone: '936543210' });

    const canResend = () => codeOf(actor).getSnapshot().can({ type: 'code.resend' });
    expect(canResend()).toBe(false);
    clock.increment(RESEND_CODE_COOLDOWN_MS - 1);
    expect(canResend()).toBe(false);
    clock.increment(1);
    expect(canResend()).toBe(true);
    codeOf(actor).send({ type: 'code.resend' });
    await untilCodeSent(actor, { verifyingMobile: 'confirming' });
    expect(sent).toHaveBeenCalledTimes(2);
    expect(canResend()).toBe(false);
  });

  it('counts the cool-down from when each code went out, and tells a resend from the first code', async () => {
    const clock = new SimulatedClock();
    const sent = vi.fn(async () => ({ success: true }));
    const actor = createActor(
      authMachine.provide({
        actors: {
          login: fromPromise(async () => rui),
          isRegisteredEmail: fromPromise(async () => ({ registered: true as boolean })),
          mobileCode: mobileCode.provide({ actors: { resendCode: fromPromise(sent) } }),
          checkPhone: fromPromise(async () => VALID_PHONE),
        },
      }),
      { input: base, clock },
    ).start();
    onTestFinished(() => {
      actor.stop();
    });
    type(actor, 'email', 'rui.ferreira@example.pt');
    actor.send({ type: 'email.submit' });
    await until(actor, 'enteringPassword');
    type(actor, 'password', 'Segredo123');
    actor.send({ type: 'password.submit' });
    let code = await untilCodeSent(actor, { verifyingMobile: 'confirming' });
    // The first SMS: sent now (the widget's clock), not a resend; the whole cool-down is left.
    const first = nowMs();
    const leftOf = (sentAt: number | null) =>
      resendSecondsLeft(sentAt! + RESEND_CODE_COOLDOWN_MS - nowMs());
    expect(code.context).toMatchObject({ codeSentAt: first, codeResent: false });
    expect(leftOf(first)).toBe(RESEND_CODE_COOLDOWN_MS / 1000);
    sandbox.clock.advance(12_400);
    expect(leftOf(first)).toBe(RESEND_CODE_COOLDOWN_MS / 1000 - 12);

    clock.increment(RESEND_CODE_COOLDOWN_MS);
    sandbox.clock.advance(RESEND_CODE_COOLDOWN_MS - 12_400);
    codeOf(actor).send({ type: 'code.resend' });
    code = await untilCodeSent(actor, { verifyingMobile: 'confirming' });
    // The new code: its own cool-down, from now, and said to be a new one.
    expect(code.context).toMatchObject({
      codeSentAt: first + RESEND_CODE_COOLDOWN_MS,
      codeResent: true,
    });
    expect(leftOf(code.context.codeSentAt)).toBe(RESEND_CODE_COOLDOWN_MS / 1000);

    // Another number: its first code is no resend.
    actor.send({ type: 'mobile.edit' });
    await until(actor, { verifyingMobile: 'enteringNumber' });
    actor.send({ type: 'mobile.submit' });
    code = await untilCodeSent(actor, { verifyingMobile: 'confirming' });
    expect(sent).toHaveBeenCalledTimes(3);
    expect(code.context.codeResent).toBe(false);
  });

  it('signs in silently with a parent app’s external token; an unknown one ends failed', async () => {
    const calls = recordCalls();
    const actor = startAuth({ externalToken: 'ext-ana' });
    await waitFor(actor, (s) => s.status === 'done', { timeout: 5_000 });
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'user', user: { id: 1001 } });
    expect(calls[0]?.path).toBe('/authentication/external');

    const refused = startAuth({ externalToken: 'ext-nobody' });
    await waitFor(refused, (s) => s.status === 'done', { timeout: 5_000 });
    expect(refused.getSnapshot().output).toEqual({ kind: 'failed', error: 'externalSignInFailed' });
  });

  it('resumes a known session; an unknown token asks to sign in again', async () => {
    const known = startAuth({ session: { userId: 1002, token: 'tok-miguel' } });
    await waitFor(known, (s) => s.status === 'done', { timeout: 5_000 });
    expect(known.getSnapshot().output).toMatchObject({
      kind: 'user',
      user: { id: 1002, isPremium: true, prizes: [{ id: 304 }, { id: 305 }] },
    });

    const expired = startAuth({ session: { userId: 1002, token: 'tok-old' } });
    await until(expired, 'enteringEmail');
    await waitFor(expired, (s) => s.context.error === 'sessionExpired');
    expect(expired.getSnapshot().context.user).toBeNull();
  });

  it('signs in with a provider’s credential; Facebook blocked says to try another browser', async () => {
    const calls = recordCalls();
    const credential = (accessToken: string) =>
      fromPromise<
        { provider: 'google' | 'facebook'; accessToken: string },
        { provider: 'google' | 'facebook' }
      >(async ({ input }) => ({ provider: input.provider, accessToken }));
    const google = startAuth(
      {},
      { actors: { socialSignIn: credential('google-id-token') as never } },
    );
    await waitFor(google, (s) => s.context.socialProviders !== null);
    expect(google.getSnapshot().context.socialProviders).toEqual(['facebook', 'google', 'apple']);
    google.send({ type: 'social.start', provider: 'google' });
    // A first Google sign-in has no mobile yet: its number is asked for.
    await until(google, { verifyingMobile: 'enteringNumber' });
    expect(google.getSnapshot().context.loginSource).toBe('google');
    const signUp = calls.find((call) => call.path === '/client/authentication/signUpLoginGoogle')!;
    expect(new URLSearchParams(signUp.body).get('idToken')).toBe('google-id-token');

    const facebook = startAuth({}, { actors: { socialSignIn: credential('fb-blocked') as never } });
    await waitFor(facebook, (s) => s.context.socialProviders !== null);
    facebook.send({ type: 'social.start', provider: 'facebook' });
    await waitFor(facebook, (s) => s.context.error === 'facebookUnavailable', { timeout: 5_000 });
    expect(facebook.getSnapshot().matches('enteringEmail')).toBe(true);
  });

  it('continues as a guest only where allowed, with a valid name, email and mobile', async () => {
    const closed = startAuth({ allowGuestLogin: false });
    expect(closed.getSnapshot().can({ type: 'guest.start' })).toBe(false);

    const actor = startAuth({ allowGuestLogin: true, prefill: { name: 'Rita Gomes' } });
    actor.send({ type: 'guest.start' });
    type(actor, 'email', 'rita@');
    type(actor, 'prefix', '+999');
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => Object.keys(s.context.fieldErrors).length > 0, { timeout: 5_000 });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'emailInvalid',
      prefix: 'prefixInvalid',
    });
    type(actor, 'email', 'rita.gomes@example.pt');
    type(actor, 'prefix', '351');
    type(actor, 'phone', '912 000 222');
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.status === 'done', { timeout: 5_000 });
    expect(actor.getSnapshot().output).toEqual({
      kind: 'guest',
      guest: {
        name: 'Rita Gomes',
        email: 'rita.gomes@example.pt',
        prefix: '+351',
        phone: '912000222',
      },
    });
  });

  it('keeps the email and offers a retry when the network fails', async () => {
    const actor = startAuth();
    sandbox.setFault('isRegisteredEmail', { kind: 'network' }, { times: 1 });
    type(actor, 'email', EMAIL);
    actor.send({ type: 'email.submit' });
    await waitFor(actor, (s) => s.context.error === 'network', { timeout: 5_000 });
    expect(actor.getSnapshot().context.form.email).toBe(EMAIL);
    actor.send({ type: 'email.submit' });
    await until(actor, 'enteringPassword');
  });
});
