/**
 * The contact step (machines/booking/contact.machine.ts), one still picture per state: a booking's
 * name, dialing prefix and mobile, notes for the merchant, and on a booking an optional NIF.
 *
 * Convention (stories/README.md): the title is the machine's id and every story is named by the
 * state path it shows; a variant adds a note in brackets.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { contactMachine } from '../machines/booking/contact.machine';
import { ContactStep } from '../ui/screens/booking/ContactStep';
import '../ui/screens/auth/auth.css';
import { anaContact, contactAt, emptyContact } from './support/bookingFixtures';
import { stateStories } from './support/stateStory';

const meta = { title: 'contact' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const story = stateStories(contactMachine, (actor) => <ContactStep actor={actor} />);

export const editing: Story = {
  name: 'editing',
  ...story({ value: 'editing', context: contactAt(emptyContact) }),
};

/** Prefilled from the signed-in user. */
export const editingPrefilled: Story = {
  name: 'editing (prefilled)',
  ...story({ value: 'editing', context: contactAt(anaContact) }),
};

/** Every rule broken at once: no name, a prefix that is none, notes far too long. */
export const editingInvalid: Story = {
  name: 'editing (invalid)',
  ...story({
    value: 'editing',
    context: {
      ...contactAt({ name: ' ', prefix: '+999', phone: '12', notes: 'x'.repeat(501) }),
      fieldErrors: { name: 'nameRequired', prefix: 'prefixInvalid', notes: 'notesTooLong' },
    },
  }),
};

/** The number is not a mobile for the prefix. */
export const editingWrongPhone: Story = {
  name: 'editing (not a mobile)',
  ...story({
    value: 'editing',
    context: {
      ...contactAt({ ...anaContact, phone: '212345678' }),
      fieldErrors: { phone: 'phoneInvalid' },
    },
  }),
};

/** A booking's contact: a NIF whose check digit fails, refused beside it (SPEC 5). */
export const editingVatIdRefused: Story = {
  name: 'editing (NIF refused)',
  ...story({
    value: 'editing',
    context: {
      ...contactAt({ ...anaContact, vatId: '123 456 788' }, { askVatId: true }),
      vatIdError: 'vatIdCheckDigit',
    },
  }),
};

export const validating: Story = {
  name: 'validating',
  ...story({ value: 'validating', context: contactAt(anaContact) }),
};

export const done: Story = {
  name: 'done',
  ...story({ value: 'done', context: contactAt(anaContact) }),
};
