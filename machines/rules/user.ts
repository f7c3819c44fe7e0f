import type { components } from '../../api/schema';
import { DEFAULT_PHONE_PREFIX } from '../../domain/constants';
import type { FlowState } from '../../domain/flowState';

type User = components['schemas']['User'];

/**
 * The signed-in user's state (SPEC 3, User) as the sign-in flow reads it, and the contact details
 * a user or a guest gives the flow (SPEC 4, Login: "Name and phone are prefilled from user
 * details. The prefix falls back to +351").
 */

/** stateId of an account whose email still waits for its one-time code (assumed: 2, as the
 * sandbox answers; 1 is an active account). */
export const EMAIL_UNVERIFIED_STATE_ID = 2;

export function isEmailUnverified(user: Pick<User, 'stateId'>): boolean {
  return user.stateId === EMAIL_UNVERIFIED_STATE_ID;
}

/** Only an explicit `false` asks for the mobile code; a user without the field is not asked. */
export function isMobileUnverified(user: Pick<User, 'mobileValidation'>): boolean {
  return user.mobileValidation === false;
}

/** The user's name as shown and used for bookings: first and last name, else the username. */
export function fullNameOf(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.username?.trim() || '';
}

export interface ContactDetails {
  name: string;
  prefix: string;
  phone: string;
}

/**
 * The flow's contact prefilled from the user: the name and phone when the user has them (what
 * the visitor typed stays otherwise), the user's prefix, else +351.
 */
export function contactFromUser<Contact extends ContactDetails>(
  contact: Contact,
  user: Pick<User, 'firstName' | 'lastName' | 'username' | 'mobile' | 'mobilePrefix'>,
): Contact {
  const name = fullNameOf(user);
  const phone = user.mobile?.trim() ?? '';
  return {
    ...contact,
    name: name || contact.name,
    phone: phone || contact.phone,
    prefix: user.mobilePrefix?.trim() || DEFAULT_PHONE_PREFIX,
  };
}

/** The flow's contact taken from a guest's details. */
export function contactFromGuest<Contact extends ContactDetails>(
  contact: Contact,
  guest: ContactDetails,
): Contact {
  return {
    ...contact,
    name: guest.name.trim(),
    phone: guest.phone,
    prefix: guest.prefix || DEFAULT_PHONE_PREFIX,
  };
}

/** The host page's prefill (SPEC 6 parent `prefill`): what it gives replaces the contact's. */
export function contactPrefilled<Contact extends ContactDetails & { email?: string }>(
  contact: Contact,
  prefill: { name?: string; phone?: string; email?: string },
): Contact {
  const { name, phone, email } = prefill;
  return {
    ...contact,
    ...(name ? { name } : {}),
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
  };
}

/**
 * Signing out forgets whose contact it was: name, phone and email emptied, the prefix back to
 * +351.
 */
export function contactSignedOut<Contact extends ContactDetails & { email?: string }>(
  contact: Contact,
): Contact {
  return { ...contact, name: '', phone: '', email: '', prefix: DEFAULT_PHONE_PREFIX };
}

/**
 * The flow state once the visitor signs out: their contact forgotten, and so is the contact
 * typed on a step (`contactTyped`) of the booking, order or voucher purchase kept.
 */
export function flowSignedOut(flow: FlowState): FlowState {
  const untyped = <Kept extends object>(kept: Kept | null | undefined) =>
    kept && { ...kept, contactTyped: null };
  return {
    ...flow,
    contact: contactSignedOut(flow.contact),
    bookingInProgress: untyped(flow.bookingInProgress),
    orderInProgress: untyped(flow.orderInProgress),
    voucherInProgress: untyped(flow.voucherInProgress),
  };
}
