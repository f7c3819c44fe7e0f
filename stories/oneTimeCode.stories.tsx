/**
 * The one-time code chart (machines/oneTimeCode/oneTimeCode.machine.ts), one still picture per
 * state, drawn by the sign-in's code step: Inês's emailed code (the sandbox's new visitor), typed,
 * checked, and asked for again after its cool-down. The sign-in and the profile run this chart
 * for their codes (stories/auth.stories.tsx, stories/profile.stories.tsx show it there).
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows; a parallel state's
 * story is named after the region's state it is about (`verifying.resend.available`), a variant
 * adds a note in brackets (`verifying.code.entering (codeWrong)`).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { nowMs } from '../api/clock';
import { emailCode } from '../machines/auth/auth.actors';
import {
  initialOneTimeCodeContext,
  type OneTimeCodeContext,
} from '../machines/oneTimeCode/oneTimeCode.machine';
import { OneTimeCodeStep } from '../ui/screens/auth/VerifySteps';
import '../ui/screens/auth/auth.css';
import { stateStories } from './support/stateStory';

const meta = { title: 'oneTimeCode' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new visitor (no account in the sandbox). */
const NEW_EMAIL = 'ines.rocha@example.pt';

/** With the email's calls, so what the screen sends really goes to the sandbox. */
const codeStory = stateStories(emailCode, (actor) => (
  <OneTimeCodeStep
    code={actor}
    channel="email"
    email={NEW_EMAIL}
    phone="+351 912000111"
    focusOnEnter={false}
    onBack={() => undefined}
    onEditNumber={null}
  />
));

/** signUp emailed the first code: the resend cools down from the start. */
const sent: OneTimeCodeContext = initialOneTimeCodeContext({
  destination: { email: NEW_EMAIL },
  alreadySent: true,
  refusals: { verify: 'validateAccount', resend: 'resendValidationCode' },
});

// ------------------------------------------------------------------ the code

export const codeEntering: Story = {
  name: 'verifying.code.entering',
  ...codeStory({
    value: { verifying: { code: 'entering', resend: 'coolingDown' } },
    context: sent,
  }),
};

/** Five digits: the field says a code has six, nothing is checked. */
export const codeEnteringInvalid: Story = {
  name: 'verifying.code.entering (codeInvalid)',
  ...codeStory({
    value: { verifying: { code: 'entering', resend: 'coolingDown' } },
    context: { ...sent, code: '12345', fieldErrors: { code: 'codeInvalid' } },
  }),
};

/** A wrong code: said beside the field, which keeps the focus and the code typed. */
export const codeEnteringWrong: Story = {
  name: 'verifying.code.entering (codeWrong)',
  ...codeStory({
    value: { verifying: { code: 'entering', resend: 'available' } },
    context: { ...sent, code: '000000', fieldErrors: { code: 'codeWrong' } },
  }),
};

/** The check got no answer: said, with a retry. */
export const codeEnteringNetwork: Story = {
  name: 'verifying.code.entering (network)',
  ...codeStory({
    value: { verifying: { code: 'entering', resend: 'available' } },
    context: { ...sent, code: '123456', error: 'network' },
  }),
};

export const codeChecking: Story = {
  name: 'verifying.code.checking',
  ...codeStory({
    value: { verifying: { code: 'checking', resend: 'coolingDown' } },
    context: { ...sent, code: '123456' },
  }),
};

// ------------------------------------------------------------------ a new code

export const resendCoolingDown: Story = {
  name: 'verifying.resend.coolingDown',
  ...codeStory({
    value: { verifying: { code: 'entering', resend: 'coolingDown' } },
    context: sent,
  }),
};

/** 12 seconds after the code went out: 18 seconds left, counted on the screen. */
export const resendCoolingDownCounting: Story = {
  name: 'verifying.resend.coolingDown (12 s gone)',
  ...codeStory({
    value: { verifying: { code: 'entering', resend: 'coolingDown' } },
    context: () => ({ ...sent, codeSentAt: nowMs() - 12_000 }),
  }),
};

/** The visitor asked for a new code: it went out, said so, and the cool-down starts again. */
export const resendCoolingDownResent: Story = {
  name: 'verifying.resend.coolingDown (new code sent)',
  ...codeStory({
    value: { verifying: { code: 'entering', resend: 'coolingDown' } },
    context: () => ({ ...sent, codeSentAt: nowMs(), codeResent: true }),
  }),
};

export const resendAvailable: Story = {
  name: 'verifying.resend.available',
  ...codeStory({ value: { verifying: { code: 'entering', resend: 'available' } }, context: sent }),
};

/** The new code could not be sent: said, and it may be asked for again. */
export const resendAvailableFailed: Story = {
  name: 'verifying.resend.available (network)',
  ...codeStory({
    value: { verifying: { code: 'entering', resend: 'available' } },
    context: { ...sent, error: 'network' },
  }),
};

export const resendSending: Story = {
  name: 'verifying.resend.sending',
  ...codeStory({ value: { verifying: { code: 'entering', resend: 'sending' } }, context: sent }),
};

// ------------------------------------------------------------------ the ends

/** The code was right: the host moves on at once (the last screen stays until it does). */
export const verified: Story = {
  name: 'verified',
  ...codeStory({
    value: 'verified',
    context: { ...sent, code: '123456', user: { id: 1101, email: NEW_EMAIL, stateId: 1 } },
  }),
};

/** The visitor gave the code up: the host goes back (the last screen stays until it does). */
export const cancelled: Story = {
  name: 'cancelled',
  ...codeStory({ value: 'cancelled', context: sent }),
};
