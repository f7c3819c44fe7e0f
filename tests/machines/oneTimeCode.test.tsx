// The one-time code chart (machines/oneTimeCode) as the sign-in runs it for Joana (1003), whose
// email was never confirmed, against the sandbox middleware and on the code step's screen. The
// verdicts are what the screen shows and what the sandbox's store holds (her account confirmed,
// the codes sent); the chart's cool-down runs on a simulated clock, the screen's count on the
// sandbox's (frozen, moved by hand). The coverage model walks every state and transition.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, SimulatedClock, waitFor, type Actor, type EventFromLogic } from 'xstate';
import { ApiError } from '../../api/errors';
import { sandbox } from '../../api/sandbox/control';
import { EMAIL_VALIDATION_CODE } from '../../api/sandbox/seed';
import { RESEND_CODE_COOLDOWN_MS } from '../../domain/constants';
import { emailCode } from '../../machines/auth/auth.actors';
import {
  oneTimeCodeMachine,
  type OneTimeCodeInput,
} from '../../machines/oneTimeCode/oneTimeCode.machine';
import { I18nRoot } from '../../ui/i18n';
import { OneTimeCodeStep } from '../../ui/screens/auth/VerifySteps';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
} from '../harness/model';

const JOANA = 'joana.pereira@example.pt';
const joanaInStore = () => sandbox.store.users.get(1003)!;
const sent = (operationId: string) => sandbox.seenOperations().get(operationId) ?? 0;

let actor: Actor<typeof emailCode> | null = null;
afterEach(() => {
  cleanup();
  actor?.stop();
  actor = null;
});

/** Joana's email code, its first code sent by the chart, on the code step's screen. */
async function openCode(clock: SimulatedClock) {
  sandbox.clearSeenOperations();
  actor = createActor(emailCode, {
    input: {
      destination: { email: JOANA },
      refusals: { verify: 'validateAccount', resend: 'resendValidationCode' },
    },
    clock,
  }).start();
  await waitFor(actor, (snapshot) => snapshot.matches({ verifying: { resend: 'coolingDown' } }));
  return actor;
}

function show(code: Actor<typeof emailCode>) {
  const user = userEvent.setup();
  render(
    <I18nRoot>
      <OneTimeCodeStep
        code={code}
        channel="email"
        email={JOANA}
        phone=""
        focusOnEnter
        onBack={() => undefined}
        onEditNumber={null}
      />
    </I18nRoot>,
  );
  return user;
}

const resendButton = () => screen.getByRole('button', { name: 'Enviar novo código' });

describe('one-time code: Joana confirms her email', () => {
  it('a code goes out at once; a new one only after the cool-down, counted from when it went out', async () => {
    const clock = new SimulatedClock();
    const code = await openCode(clock);
    expect(sent('resendValidationCode')).toBe(1);

    // 12 s later by the widget's clock: the screen counts what is left of the 30.
    sandbox.clock.advance(12_000);
    const user = show(code);
    expect(screen.getByText('Pode pedir um novo código daqui a 18 s.')).toBeVisible();
    expect(resendButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(resendButton());
    expect(sent('resendValidationCode')).toBe(1);

    act(() => clock.increment(RESEND_CODE_COOLDOWN_MS));
    expect(screen.getByText('Não recebeu o código? Peça um novo.')).toBeVisible();
    expect(screen.getByText('Já pode pedir um novo código.')).toHaveAttribute('role', 'status');
    await user.click(resendButton());
    await act(() =>
      waitFor(code, (snapshot) => snapshot.matches({ verifying: { resend: 'coolingDown' } })),
    );
    expect(sent('resendValidationCode')).toBe(2);
    expect(screen.getByText('Enviámos um novo código.')).toBeVisible();
    expect(screen.getByText('Pode pedir um novo código daqui a 30 s.')).toBeVisible();
  });

  it('five digits are refused beside the field, nothing checked; a wrong code keeps her unconfirmed', async () => {
    const code = await openCode(new SimulatedClock());
    const user = show(code);
    const field = screen.getByRole('textbox', { name: 'Código de confirmação' });
    expect(field).toHaveFocus();

    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('O código tem 6 algarismos.');
    expect(sent('validateAccount')).toBe(0);

    await user.clear(field);
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await act(() =>
      waitFor(code, (snapshot) => snapshot.matches({ verifying: { code: 'entering' } })),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'O código não está correto. Confirme-o ou peça um novo código.',
    );
    expect(field).toHaveValue('000000');
    expect(field).toHaveFocus();
    expect(joanaInStore().user.stateId).toBe(2);
  });

  it('each refused submit of the same five digits takes the focus back to the code', async () => {
    const code = await openCode(new SimulatedClock());
    const user = show(code);
    const field = screen.getByRole('textbox', { name: 'Código de confirmação' });
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    await user.type(field, '12345');
    await user.click(confirm);
    expect(screen.getByRole('alert')).toHaveTextContent('O código tem 6 algarismos.');
    expect(field).toHaveFocus();

    // From the button again, nothing changed: refused again, and the focus is back on the code.
    await user.click(confirm);
    expect(screen.getByRole('alert')).toHaveTextContent('O código tem 6 algarismos.');
    expect(field).toHaveFocus();
    expect(sent('validateAccount')).toBe(0);
  });

  it('the right code confirms her account in the sandbox and ends with her user', async () => {
    const code = await openCode(new SimulatedClock());
    const user = show(code);
    await user.type(
      screen.getByRole('textbox', { name: 'Código de confirmação' }),
      `${EMAIL_VALIDATION_CODE.slice(0, 3)} ${EMAIL_VALIDATION_CODE.slice(3)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await act(() => waitFor(code, (snapshot) => snapshot.status === 'done'));
    expect(joanaInStore().user.stateId).toBe(1);
    expect(joanaInStore().emailValidated).toBe(true);
    expect(code.getSnapshot().output).toMatchObject({
      status: 'verified',
      user: { id: 1003, email: JOANA, stateId: 1 },
    });
  });

  it('no answer to the check: said, with a retry that checks again', async () => {
    sandbox.setFault('validateAccount', { kind: 'network' }, { times: 1 });
    const code = await openCode(new SimulatedClock());
    const user = show(code);
    await user.type(
      screen.getByRole('textbox', { name: 'Código de confirmação' }),
      EMAIL_VALIDATION_CODE,
    );
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await act(() =>
      waitFor(code, (snapshot) => snapshot.matches({ verifying: { code: 'entering' } })),
    );
    expect(joanaInStore().user.stateId).toBe(2);
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    await act(() => waitFor(code, (snapshot) => snapshot.status === 'done'));
    expect(joanaInStore().user.stateId).toBe(1);
  });
});

// ------------------------------------------------------------------ coverage

type Event = EventFromLogic<typeof oneTimeCodeMachine>;
const events = [
  { type: 'code.change', value: '12' },
  { type: 'code.change', value: '123456' },
  { type: 'code.submit' },
  {
    type: 'xstate.done.actor.verifyCode',
    output: { id: 1003, email: JOANA, stateId: 1 },
  },
  { type: 'xstate.error.actor.verifyCode', error: new ApiError('http', 'wrong', 422) },
  { type: 'xstate.error.actor.verifyCode', error: new ApiError('network', 'offline') },
  { type: 'xstate.done.actor.resendCode', output: { success: true } },
  { type: 'xstate.error.actor.resendCode', error: new ApiError('network', 'offline') },
  { type: 'xstate.after.resendCoolDown.oneTimeCode.verifying.resend.coolingDown' },
  { type: 'code.resend' },
  { type: 'code.cancel' },
] as unknown as Event[];

const inputs: OneTimeCodeInput[] = [
  { destination: { email: JOANA } },
  { destination: { email: JOANA }, alreadySent: true },
  {
    destination: { token: 'tok-rui', prefix: '+351', mobile: '936543210' },
    refusals: { verify: 'validateMobile', resend: 'resendMobileValidationCode' },
  },
];

describe('one-time code chart: model', () => {
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    const models = inputs.map((input) =>
      createMachineModel(oneTimeCodeMachine, { input, events, limit: 20_000 }),
    );
    expectEveryStateReached(...models);
    expectEveryTransitionTaken(...models);
  });
});
