import type { components } from '../../api/schema';
import { DEFAULT_COUNTRY_ID } from '../../domain/constants';
import { normaliseVatId, vatIdProblem } from './vatId';

/**
 * A delivery address and a saved address (SPEC 3 Delivery address, Saved address; SPEC 5 "Valid
 * address, street, country, address name, floor and door, postal code, city", "Valid tax (VAT)
 * id"). Pure rules: a broken one is a code the view translates beside its field.
 */

type SavedAddress = components['schemas']['SavedAddress'];
type SavedAddressInput = components['schemas']['SavedAddressInput'];

/** Portugal: its postal codes are written 0000-000. */
export const PORTUGAL_COUNTRY_ID = DEFAULT_COUNTRY_ID;

export const ADDRESS_ERROR_CODES = [
  'streetRequired',
  'postalCodeInvalid',
  'cityRequired',
  'countryRequired',
  'addressNameRequired',
  'floorDoorInvalid',
  'vatIdLength',
  'vatIdCheckDigit',
] as const;

export type AddressErrorCode = (typeof ADDRESS_ERROR_CODES)[number];

export interface AddressForm {
  addressName: string;
  street: string;
  floorDoor: string;
  postalCode: string;
  city: string;
  countryId: number | null;
  company: string;
  vatId: string;
}

export type AddressField = keyof AddressForm;
export type AddressErrors = Partial<Record<AddressField, AddressErrorCode>>;

export function emptyAddressForm(): AddressForm {
  return {
    addressName: '',
    street: '',
    floorDoor: '',
    postalCode: '',
    city: '',
    countryId: PORTUGAL_COUNTRY_ID,
    company: '',
    vatId: '',
  };
}

/** "4050262" and "4050 262" are typed for 4050-262. */
export function normalisePostalCode(value: string, countryId: number | null): string {
  const trimmed = value.trim();
  if (countryId !== PORTUGAL_COUNTRY_ID) return trimmed;
  const parts = /^(\d{4})[\s-]?(\d{3})$/.exec(trimmed);
  return parts ? `${parts[1]}-${parts[2]}` : trimmed;
}

/** Portugal's 0000-000 (the first digit is never 0); elsewhere 3 to 10 letters, digits or
 * dashes. */
export function isValidPostalCode(value: string, countryId: number | null): boolean {
  const code = normalisePostalCode(value, countryId);
  if (countryId === PORTUGAL_COUNTRY_ID) return /^[1-9]\d{3}-\d{3}$/.test(code);
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(code);
}

/** Some letters or digits: a street, a city, a name. */
export function hasText(value: string): boolean {
  return /[\p{L}\p{N}]/u.test(value);
}

/** "3.º Esq.", "R/C", "Moradia": optional, short. */
export const MAX_FLOOR_DOOR_LENGTH = 30;

export function isValidFloorDoor(value: string): boolean {
  return [...value.trim()].length <= MAX_FLOOR_DOOR_LENGTH;
}

/**
 * Every rule of the form at once, so the visitor sees all that is wrong. A saved address needs a
 * name ("Casa", "Trabalho"); an address typed only for this order does not. The VAT id is
 * optional (an invoice to a company) but checked when given.
 */
export function addressErrors(form: AddressForm, options: { saving: boolean }): AddressErrors {
  const errors: AddressErrors = {};
  if (options.saving && !hasText(form.addressName)) errors.addressName = 'addressNameRequired';
  if (!hasText(form.street)) errors.street = 'streetRequired';
  if (!isValidFloorDoor(form.floorDoor)) errors.floorDoor = 'floorDoorInvalid';
  if (form.countryId === null) errors.countryId = 'countryRequired';
  if (!isValidPostalCode(form.postalCode, form.countryId)) errors.postalCode = 'postalCodeInvalid';
  if (!hasText(form.city)) errors.city = 'cityRequired';
  // The NIF is optional here: nothing typed is no NIF, anything else must be one ("PT" alone
  // has too few digits).
  const vatId = hasText(form.vatId) ? vatIdProblem(form.vatId) : null;
  if (vatId !== null) errors.vatId = vatId === 'vatIdRequired' ? 'vatIdLength' : vatId;
  return errors;
}

export function hasAddressErrors(errors: AddressErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The body of user/addresses/create: trimmed, the postal code and VAT id as they are sent. */
export function savedAddressInput(form: AddressForm): SavedAddressInput {
  const countryId = form.countryId ?? PORTUGAL_COUNTRY_ID;
  return {
    addressName: form.addressName.trim(),
    street: form.street.trim(),
    postalCode: normalisePostalCode(form.postalCode, countryId),
    city: form.city.trim(),
    countryId,
    ...(form.floorDoor.trim() ? { floorDoor: form.floorDoor.trim() } : {}),
    ...(form.company.trim() ? { company: form.company.trim() } : {}),
    ...(form.vatId.trim() ? { vatId: normaliseVatId(form.vatId) } : {}),
  };
}

/** A saved address in the form, to deliver to or to edit. */
export function addressFormOf(address: SavedAddress): AddressForm {
  return {
    addressName: address.addressName,
    street: address.street,
    floorDoor: address.floorDoor ?? '',
    postalCode: address.postalCode,
    city: address.city,
    countryId: address.countryId ?? PORTUGAL_COUNTRY_ID,
    company: address.company ?? '',
    vatId: address.vatId ?? '',
  };
}
