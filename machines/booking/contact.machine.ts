import { and, assertEvent, assign, setup } from 'xstate';
import { checkPhone, phoneCheckIn, prefetchPhoneRules } from '../phone/phone.actors';
import {
  areNotesWithinLimit,
  contactErrors,
  hasName,
  type FieldErrors,
  type PhoneCheck,
} from '../rules/authValidation';
import type { BookingContact } from '../rules/bookingRequest';
import type { TypedContact } from '../rules/keptValues';
import { normaliseVatId, vatIdProblem, type VatIdProblem } from '../rules/vatId';
import { DEFAULT_PHONE_PREFIX } from '../../domain/constants';

/** The contact step's fields (SPEC 3, Flow state: Contact). */
export type ContactField = keyof BookingContact;

export interface ContactInput {
  /** What the flow knows: the signed-in user's or guest's details, or what was typed before. */
  contact: BookingContact;
  /** Ask for the NIF too (a booking's contact, SPEC 3 Contact: vatId), optional. */
  askVatId?: boolean;
}

export interface ContactContext {
  form: BookingContact;
  askVatId: boolean;
  /** What is wrong with the NIF typed (ui/vatIdMessages.ts words it); none when left empty. */
  vatIdError: VatIdProblem | null;
  /** The rules the last submit broke (SPEC 5), as codes the view translates. */
  fieldErrors: FieldErrors<ContactField>;
  /** The phone rules could not be loaded (offline): a submit tries again. */
  error: 'generic' | null;
}

export type ContactEvent =
  | { type: 'contact.change'; field: ContactField; value: string }
  | { type: 'contact.submit' };

/**
 * The step's fields as they are being typed (not yet confirmed), told to whoever runs the step at
 * each change, so that a reload right after typing still finds them.
 */
export interface ContactTyped extends TypedContact {
  type: 'contact.typed';
  notes: string;
  vatId: string;
}

export function initialContactContext(input: ContactInput): ContactContext {
  return {
    form: {
      name: input.contact.name,
      prefix: input.contact.prefix || DEFAULT_PHONE_PREFIX,
      phone: input.contact.phone,
      notes: input.contact.notes,
      ...(input.askVatId ? { vatId: input.contact.vatId ?? '' } : {}),
    },
    askVatId: input.askVatId === true,
    vatIdError: null,
    fieldErrors: {},
    error: null,
  };
}

/** The NIF's problem, if one was typed: left empty, it is simply not asked for. */
function optionalVatIdProblem(context: Pick<ContactContext, 'askVatId' | 'form'>) {
  const vatId = context.form.vatId ?? '';
  if (!context.askVatId || vatId.trim() === '') return null;
  return vatIdProblem(vatId);
}

/** A change: kept, and told as typed. */
const typedChange = {
  actions: [
    'assignField' as const,
    {
      type: 'report' as const,
      params: ({ context: { form } }: { context: ContactContext }): ContactTyped => ({
        type: 'contact.typed',
        name: form.name,
        prefix: form.prefix,
        phone: form.phone,
        notes: form.notes,
        vatId: form.vatId ?? '',
      }),
    },
  ],
};

/**
 * The booking's contact step (SPEC 3 Contact: name, dialing prefix, default +351, phone, notes for
 * the merchant; on a booking, an optional NIF for the invoice, checked as the voucher's). Prefilled from whoever books; nothing typed is lost across failed submits. The
 * phone is checked in `validating` by `checkPhone` (machines/phone; the phone rules and their
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
    /** The NIF is optional; one typed must be a valid NIF (SPEC 5, machines/rules/vatId.ts). */
    isVatIdValid: ({ context }) => optionalVatIdProblem(context) === null,
  },
  actions: {
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'contact.change');
      return { form: { ...context.form, [event.field]: event.value } };
    }),
    clearErrors: assign({ fieldErrors: {}, error: null, vatIdError: null }),
    assignErrors: assign({
      fieldErrors: ({ context }, check: PhoneCheck) => contactErrors(context.form, check),
      vatIdError: ({ context }) => optionalVatIdProblem(context),
    }),
    assignError: assign({ error: 'generic' as const }),
    /** The prefix and number as the phone rules normalised them; the name and notes trimmed. */
    assignChecked: assign({
      form: ({ context }, check: PhoneCheck) => ({
        name: context.form.name.trim(),
        prefix: check.prefix,
        phone: check.phone,
        notes: context.form.notes.trim(),
        ...(context.askVatId ? { vatId: normaliseVatId(context.form.vatId ?? '') } : {}),
      }),
    }),
    prefetchPhoneRules,
    /** Tells whoever runs the step (they supply it); alone, it tells no one. */
    report: (_, _report: ContactTyped) => {},
  },
}).createMachine({
  id: 'contact',
  context: ({ input }) => initialContactContext(input),
  entry: 'prefetchPhoneRules',
  initial: 'editing',
  states: {
    editing: {
      on: {
        'contact.change': typedChange,
        'contact.submit': { target: 'validating', actions: 'clearErrors' },
      },
    },
    // What is typed while the rules load is kept (and checked on the next submit).
    validating: {
      on: { 'contact.change': typedChange },
      invoke: {
        id: 'checkPhone',
        src: 'checkPhone',
        input: ({ context }) => ({ prefix: context.form.prefix, phone: context.form.phone }),
        onDone: [
          {
            guard: and([
              'hasName',
              'isPrefixValid',
              'isMobileValid',
              'areNotesWithinLimit',
              'isVatIdValid',
            ]),
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
