// The personal area's profile chart against the sandbox middleware: Ana changes her name and
// language (the assumed updateProfile call) and her mobile number (SPEC 7's resend and
// mobile-validation calls, through the one-time code chart); what the sandbox's store holds for her
// is the verdict, with what the chart tells the widget. A number that is not a mobile sends
// nothing; a wrong code keeps the old number; a failed save keeps what was typed.
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor, type Actor } from 'xstate';
import { ApiError } from '../../api/errors';
import { sandbox } from '../../api/sandbox/control';
import { RESEND_CODE_COOLDOWN_MS } from '../../domain/constants';
import {
  profileMachine,
  type ProfileEmitted,
  type ProfileInput,
} from '../../machines/profile/profile.machine';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  type ModelEvent,
} from '../harness/model';

const ANA_ID = 1001;
const anaInStore = () => sandbox.store.users.get(ANA_ID)!.user;

let actor: Actor<typeof profileMachine> | null = null;
afterEach(() => {
  actor?.stop();
  actor = null;
});

function start(clock?: SimulatedClock) {
  const ana = anaInStore();
  const input: ProfileInput = {
    user: {
      id: ana.id,
      token: ana.token!,
      firstName: ana.firstName,
      lastName: ana.lastName,
      mobile: ana.mobile,
      mobilePrefix: ana.mobilePrefix,
    },
    language: 'pt_PT',
  };
  const saved: ProfileEmitted[] = [];
  actor = createActor(profileMachine, clock ? { input, clock } : { input });
  actor.on('profile.saved', (event) => saved.push(event));
  actor.start();
  return { profile: actor, saved };
}

/** The one-time code chart of the new number. */
function codeOf(profile: Actor<typeof profileMachine>) {
  const code = profile.getSnapshot().children.mobileCode;
  if (!code) throw new Error(`no code step in ${JSON.stringify(profile.getSnapshot().value)}`);
  return code;
}

/** Nothing under way: no call of the profile's, nor of its code chart's. */
const settled = async (profile: Actor<typeof profileMachine>) => {
  const snapshot = await waitFor(
    profile,
    (snapshot) =>
      !snapshot.matches({ editing: 'checkingPhone' }) && !snapshot.matches({ editing: 'saving' }),
  );
  const code = snapshot.children.mobileCode;
  if (code) {
    await waitFor(
      code,
      (state) =>
        !state.matches({ verifying: { code: 'checking' } }) &&
        !state.matches({ verifying: { resend: 'sending' } }),
    );
  }
};

function change(profile: Actor<typeof profileMachine>, values: Record<string, string>) {
  profile.send({ type: 'profile.edit' });
  for (const [field, value] of Object.entries(values)) {
    profile.send({ type: 'profile.change', field: field as 'firstName', value });
  }
  profile.send({ type: 'profile.save' });
}

describe('the profile', () => {
  it('a new name and language are saved in the sandbox and told to the widget', async () => {
    const { profile, saved } = start();
    change(profile, { firstName: ' Ana Maria ', lastName: 'Silva Costa', language: 'en_EN' });
    await settled(profile);
    expect(profile.getSnapshot().value).toBe('viewing');
    expect(anaInStore()).toMatchObject({
      firstName: 'Ana Maria',
      lastName: 'Silva Costa',
      languageCode: 'en_EN',
      mobile: '912345678',
    });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      language: 'en_EN',
      user: { firstName: 'Ana Maria', lastName: 'Silva Costa' },
    });
    expect(profile.getSnapshot().context.justSaved).toBe(true);
  });

  it('without a first name nothing is sent; the field says why', async () => {
    const { profile, saved } = start();
    change(profile, { firstName: '  ' });
    expect(profile.getSnapshot().matches({ editing: 'form' })).toBe(true);
    expect(profile.getSnapshot().context.fieldErrors).toEqual({ firstName: 'firstNameRequired' });
    expect(anaInStore().firstName).toBe('Ana');
    expect(saved).toEqual([]);
  });

  it('a new mobile gets its SMS code; a wrong code keeps the old number, the right one changes it', async () => {
    sandbox.clearSeenOperations();
    const { profile, saved } = start();
    change(profile, { phone: '913 000 111' });
    await settled(profile);
    expect(profile.getSnapshot().matches('verifyingMobile')).toBe(true);
    expect(
      codeOf(profile)
        .getSnapshot()
        .matches({ verifying: { code: 'entering' } }),
    ).toBe(true);
    expect(sandbox.seenOperations().get('resendMobileValidationCode')).toBe(1);
    expect(sandbox.seenOperations().get('updateProfile')).toBeUndefined();

    codeOf(profile).send({ type: 'code.change', value: '111111' });
    codeOf(profile).send({ type: 'code.submit' });
    await settled(profile);
    expect(codeOf(profile).getSnapshot().context.fieldErrors).toEqual({ code: 'codeWrong' });
    expect(anaInStore().mobile).toBe('912345678');

    codeOf(profile).send({ type: 'code.change', value: '654 321' });
    codeOf(profile).send({ type: 'code.submit' });
    await settled(profile);
    expect(profile.getSnapshot().value).toBe('viewing');
    expect(anaInStore()).toMatchObject({ mobile: '913000111', mobileValidation: true });
    expect(profile.getSnapshot().context.saved.phone).toBe('913000111');
    expect(saved.map((event) => event.user.mobile)).toEqual(['913000111']);
  });

  it('keeping the old number leaves the sandbox as it was', async () => {
    const { profile, saved } = start();
    change(profile, { phone: '913000111' });
    await settled(profile);
    codeOf(profile).send({ type: 'code.cancel' });
    expect(profile.getSnapshot().value).toBe('viewing');
    expect(profile.getSnapshot().context.saved.phone).toBe('912345678');
    expect(anaInStore().mobile).toBe('912345678');
    expect(saved).toEqual([]);
  });

  it('a number that is not a mobile sends nothing', async () => {
    sandbox.clearSeenOperations();
    const { profile } = start();
    change(profile, { phone: '212345678' });
    await settled(profile);
    expect(profile.getSnapshot().matches({ editing: 'form' })).toBe(true);
    expect(profile.getSnapshot().context.fieldErrors).toEqual({ phone: 'phoneInvalid' });
    expect(sandbox.seenOperations().get('resendMobileValidationCode')).toBeUndefined();
  });

  it('a failed save says so and keeps what was typed', async () => {
    sandbox.setFault('updateProfile', { kind: 'status', status: 500 }, { times: 1 });
    const { profile, saved } = start();
    change(profile, { firstName: 'Ana Maria' });
    await settled(profile);
    const snapshot = profile.getSnapshot();
    expect(snapshot.matches({ editing: 'form' })).toBe(true);
    expect(snapshot.context.error).toBe('generic');
    expect(snapshot.context.form.firstName).toBe('Ana Maria');
    expect(anaInStore().firstName).toBe('Ana');
    expect(saved).toEqual([]);

    profile.send({ type: 'profile.save' });
    await settled(profile);
    expect(anaInStore().firstName).toBe('Ana Maria');
  });

  it('a new code can be asked for 30 s after the last one', async () => {
    const clock = new SimulatedClock();
    sandbox.clearSeenOperations();
    const { profile } = start(clock);
    change(profile, { phone: '913000111' });
    await settled(profile);
    const canResend = () => codeOf(profile).getSnapshot().can({ type: 'code.resend' });
    expect(canResend()).toBe(false);
    clock.increment(RESEND_CODE_COOLDOWN_MS - 1);
    expect(canResend()).toBe(false);
    clock.increment(1);
    expect(canResend()).toBe(true);
    codeOf(profile).send({ type: 'code.resend' });
    await settled(profile);
    expect(sandbox.seenOperations().get('resendMobileValidationCode')).toBe(2);
  });
});

type Event = ModelEvent<typeof profileMachine>;
const anaSaved = {
  id: ANA_ID,
  firstName: 'Ana Maria',
  lastName: 'Silva',
  mobile: '912345678',
  mobilePrefix: '+351',
};
const phoneCheck = (phoneValid: boolean) => ({
  prefixValid: true,
  phoneValid,
  prefix: '+351',
  phone: '913000111',
});
const events = [
  { type: 'profile.edit' },
  { type: 'profile.cancel' },
  { type: 'profile.change', field: 'firstName', value: '' },
  { type: 'profile.change', field: 'firstName', value: 'Ana Maria' },
  { type: 'profile.change', field: 'phone', value: '913000111' },
  { type: 'profile.save' },
  { type: 'xstate.done.actor.checkPhone', output: phoneCheck(true) },
  { type: 'xstate.done.actor.checkPhone', output: phoneCheck(false) },
  { type: 'xstate.error.actor.checkPhone', error: new Error('rules did not load') },
  { type: 'xstate.done.actor.updateProfile', output: anaSaved },
  { type: 'xstate.error.actor.updateProfile', error: new ApiError('http', 'down', 500) },
  {
    type: 'xstate.done.actor.mobileCode',
    output: { status: 'verified', user: { ...anaSaved, mobile: '913000111' } },
  },
  { type: 'xstate.done.actor.mobileCode', output: { status: 'cancelled' } },
  { type: 'language.sync', language: 'es_ES' },
] as unknown as Event[];

describe('profile chart: model', () => {
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    const ana = anaInStore();
    const input: ProfileInput = {
      user: {
        id: ana.id,
        token: ana.token!,
        firstName: 'Ana',
        lastName: 'Silva',
        mobile: '912345678',
        mobilePrefix: '+351',
      },
      language: 'pt_PT',
    };
    const models = [createMachineModel(profileMachine, { input, events, limit: 30_000 })];
    expectEveryStateReached(...models);
    expectEveryTransitionTaken(...models);
  });
});
