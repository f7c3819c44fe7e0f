/**
 * The personal area's profile chart (machines/profile/profile.machine.ts), one still picture per
 * state, drawn by ProfileView: Ana Silva (1001) as the sandbox holds her, her name, mobile and
 * language, then changing them; a new number waiting for its SMS code.
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows; a variant adds a note
 * in brackets (`editing.form (errors)`).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { signedInUserFixture } from '../api/sandbox/userFixtures';
import {
  initialProfileContext,
  profileMachine,
  type ProfileContext,
} from '../machines/profile/profile.machine';
import { ProfileView } from '../ui/screens/ProfileSection';
import { codeChild } from './support/codeChild';
import { stateStories } from './support/stateStory';

const meta = { title: 'profile' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const profileStory = stateStories(profileMachine, (actor) => <ProfileView actor={actor} />);

const ana = signedInUserFixture(1001);
const shown = initialProfileContext({ user: ana, language: 'pt_PT' });
/** Editing: a new surname and a new mobile number typed. */
const typed: ProfileContext = {
  ...shown,
  form: { ...shown.form, lastName: 'Silva Costa', phone: '913000111' },
};
/** The code chart of the new number (its SMS sent first). */
const toNewNumber = { destination: { token: ana.token, prefix: '+351', mobile: '913000111' } };

export const viewing: Story = {
  name: 'viewing',
  ...profileStory({ value: 'viewing', context: shown }),
};

/** Just saved: a notice says so. */
export const viewingSaved: Story = {
  name: 'viewing (saved)',
  ...profileStory({
    value: 'viewing',
    context: { ...shown, saved: typed.form, form: typed.form, justSaved: true },
  }),
};

export const editingForm: Story = {
  name: 'editing.form',
  ...profileStory({ value: { editing: 'form' }, context: typed }),
};

/** No first name, a number that is not a mobile: each field says why. */
export const editingFormErrors: Story = {
  name: 'editing.form (errors)',
  ...profileStory({
    value: { editing: 'form' },
    context: {
      ...typed,
      form: { ...typed.form, firstName: '', phone: '212345678' },
      fieldErrors: { firstName: 'firstNameRequired', phone: 'phoneInvalid' },
    },
  }),
};

/** The save failed (no answer): the message, what was typed kept. */
export const editingFormFailed: Story = {
  name: 'editing.form (failed)',
  ...profileStory({ value: { editing: 'form' }, context: { ...typed, error: 'network' } }),
};

export const editingCheckingPhone: Story = {
  name: 'editing.checkingPhone',
  ...profileStory({ value: { editing: 'checkingPhone' }, context: typed }),
};

export const editingSaving: Story = {
  name: 'editing.saving',
  ...profileStory({ value: { editing: 'saving' }, context: typed }),
};

/** The new number's code being typed. */
export const verifyingMobile: Story = {
  name: 'verifyingMobile',
  ...profileStory({
    value: 'verifyingMobile',
    context: typed,
    children: codeChild('mobileCode', toNewNumber, undefined, { code: '6543' }),
  }),
};

/** A wrong code: said beside the field, the old number kept. */
export const verifyingMobileCodeWrong: Story = {
  name: 'verifyingMobile (wrong code)',
  ...profileStory({
    value: 'verifyingMobile',
    context: typed,
    children: codeChild(
      'mobileCode',
      toNewNumber,
      { verifying: { code: 'entering', resend: 'available' } },
      { code: '111111', fieldErrors: { code: 'codeWrong' } },
    ),
  }),
};

/** The SMS is on its way to the new number. */
export const verifyingMobileSending: Story = {
  name: 'verifyingMobile (sending the code)',
  ...profileStory({
    value: 'verifyingMobile',
    context: typed,
    children: codeChild('mobileCode', toNewNumber, {
      verifying: { code: 'entering', resend: 'sending' },
    }),
  }),
};

/** A new code may be asked for. */
export const verifyingMobileResendAvailable: Story = {
  name: 'verifyingMobile (a new code may be asked for)',
  ...profileStory({
    value: 'verifyingMobile',
    context: typed,
    children: codeChild('mobileCode', toNewNumber, {
      verifying: { code: 'entering', resend: 'available' },
    }),
  }),
};
