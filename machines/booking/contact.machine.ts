import { and, assertEvent, assign, setup } from 'xstate';
import { checkPhone } from '../auth/auth.machine';
import {
  areNotesWithinLimit,
  contactErrors,
  hasName,
  type FieldErrors,
  type PhoneCheck,
} from '../rules/authValidation';
import type { BookingContact } from '../rules/bookingRequest';
import { DEFAULT_PHONE_PREFIX } from '../../domain/constants';

/** The contact step's fields (SPEC 3, Flow state: Contact). */
export type ContactField = keyof BookingContact;

export interface ContactInput {
  /** What the flow knows: the signed-in user's or guest's details, or what was typed before. */
  contact: BookingContact;
}

export interface ContactContext {
  form: BookingContact;
  /** The rules the last submit broke (SPEC 5), as codes the view translates. */
  fieldErrors: FieldErrors<ContactField>;
  /** The phone rules could not be loaded (offline): a submit tries again. */
  error: 'generic' | null;
}

export type ContactEvent =
  | { type: 'contact.change'; field: ContactField; value: string }
  | { type: 'contact.submit' };

export function initialContactContext(input: ContactInput): ContactContext {
  return {
    form: {
      name: input.contact.name,
      prefix: input.contact.prefix || DEFAULT_PHONE_PREFIX,
      phone: input.contact.phone,
      notes: input.contact.notes,
    },
    fieldErrors: {},
    error: null,
  };
}

/** The output of the call the transition follows (and() passes guards the event, not params). */
function phoneCheckIn(event: { type: string }): PhoneCheck | null {
  return event.type === 'xstate.done.actor.checkPhone'
    ? (event as unknown as { output: PhoneCheck }).output
    : null;
}

/**
 * The booking's contact step (SPEC 3 Contact: name, dialing prefix, default +351, phone, notes for
 * the merchant). Prefilled from whoever books; nothing typed is lost across failed submits. The
 * phone is checked in `validating` by the sign-in's `checkPhone` (the phone rules and their
 * library load then, never with the first screen).
 */
export const contactMachine = setup({
  types: {
    input: {} as ContactInput,
    context: {} as ContactContext,
    events: {} as ContactEvent,
    output: {} as BookingContact,
  },
  actors: { checkPhone },
  guards: {
    hasName: ({ context }) => hasName(context.form.name),
    isPrefixValid: ({ event }) => phoneCheckIn(event)?.prefixValid === true,
    isMobileValid: ({ event }) => phoneCheckIn(event)?.phoneValid === true,
    areNotesWithinLimit: ({ context }) => areNotesWithinLimit(context.form.notes),
  },
  actions: {
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'contact.change');
      return { form: { ...context.form, [event.field]: event.value } };
    }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    assignErrors: assign({
      fieldErrors: ({ context }, check: PhoneCheck) => contactErrors(context.form, check),
    }),
    assignError: assign({ error: 'generic' as const }),
    /** The prefix and number as the phone rules normalised them; the name and notes trimmed. */
    assignChecked: assign({
      form: ({ context }, check: PhoneCheck) => ({
        name: context.form.name.trim(),
        prefix: check.prefix,
        phone: check.phone,
        notes: context.form.notes.trim(),
      }),
    }),
    /** Starts loading the phone rules as soon as the form opens. */
    prefetchPhoneRules: () => {
      void import('../rules/phone').catch(() => undefined);
    },
  },
}).createMachine({
  id: 'contact',
  context: ({ input }) => initialContactContext(input),
  entry: 'prefetchPhoneRules',
  initial: 'editing',
  states: {
    editing: {
      on: {
        'contact.change': { actions: 'assignField' },
        'contact.submit': { target: 'validating', actions: 'clearErrors' },
      },
    },
    // What is typed while the rules load is kept (and checked on the next submit).
    validating: {
      on: { 'contact.change': { actions: 'assignField' } },
      invoke: {
        id: 'checkPhone',
        src: 'checkPhone',
        input: ({ context }) => ({ prefix: context.form.prefix, phone: context.form.phone }),
        onDone: [
          {
            guard: and(['hasName', 'isPrefixValid', 'isMobileValid', 'areNotesWithinLimit']),
            target: 'done',
            actions: { type: 'assignChecked', params: ({ event }) => event.output },
          },
          {
            target: 'editing',
            actions: { type: 'assignErrors', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'editing', actions: 'assignError' },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.form,
});
