import { describe, expect, it } from 'vitest';
import {
  addressErrors,
  addressFormOf,
  emptyAddressForm,
  formatAddress,
  isValidPostalCode,
  normalisePostalCode,
  savedAddressInput,
  type AddressForm,
} from '../../machines/rules/address';
import { isValidPortugueseVatId, normaliseVatId, vatCheckDigit } from '../../machines/rules/vatId';

const porto: AddressForm = {
  ...emptyAddressForm(),
  addressName: 'Casa',
  street: 'Rua de Cedofeita 210',
  floorDoor: '1.º Dto.',
  postalCode: '4050-262',
  city: 'Porto',
};

describe('postal codes (SPEC 5; 0000-000 in Portugal, country 139)', () => {
  it('takes the Portuguese form, typed with or without the dash', () => {
    expect(isValidPostalCode('4050-262', 139)).toBe(true);
    expect(isValidPostalCode('4050262', 139)).toBe(true);
    expect(isValidPostalCode(' 1200 203 ', 139)).toBe(true);
    expect(normalisePostalCode('4050262', 139)).toBe('4050-262');
    expect(normalisePostalCode('1200 203', 139)).toBe('1200-203');
  });

  it('refuses anything else in Portugal', () => {
    for (const code of ['4050-26', '40502-62', '0050-262', 'ABCD-EFG', '', '4050--262']) {
      expect(isValidPostalCode(code, 139), code).toBe(false);
    }
  });

  it('is looser elsewhere, and needs a country', () => {
    expect(isValidPostalCode('28013', 67)).toBe(true);
    expect(isValidPostalCode('x', 67)).toBe(false);
    expect(normalisePostalCode('4050262', 67)).toBe('4050262');
  });
});

describe('VAT id (SPEC 5: a valid tax id, with its check digit)', () => {
  it('accepts Portuguese tax numbers whose last digit checks the others', () => {
    for (const id of ['123456789', '509876544', '501442600', 'PT 123 456 789', '123.456.789']) {
      expect(isValidPortugueseVatId(id), id).toBe(true);
    }
  });

  it('refuses a wrong check digit, a wrong length and an unknown first digit', () => {
    for (const id of ['123456780', '509876543', '12345678', '1234567890', '412345678', 'abc']) {
      expect(isValidPortugueseVatId(id), id).toBe(false);
    }
  });

  it('computes the check digit mod 11, a remainder under 2 giving 0', () => {
    expect(vatCheckDigit('12345678')).toBe(9);
    // 5*9 + 0 + 1*7 + 4*6 + 4*5 + 2*4 + 6*3 + 0 = 122, 122 mod 11 = 1 -> 0
    expect(vatCheckDigit('50144260')).toBe(0);
    expect(normaliseVatId('pt 509-876-544')).toBe('509876544');
  });
});

describe('an address form (SPEC 5: street, postal code, city, country, address name, floor and door)', () => {
  it('a complete Porto address has nothing wrong', () => {
    expect(addressErrors(porto, { saving: true })).toEqual({});
  });

  it('says everything that is wrong at once', () => {
    expect(
      addressErrors(
        {
          ...emptyAddressForm(),
          countryId: null,
          floorDoor: 'x'.repeat(31),
          vatId: '123456780',
        },
        { saving: true },
      ),
    ).toEqual({
      addressName: 'addressNameRequired',
      street: 'streetRequired',
      floorDoor: 'floorDoorInvalid',
      countryId: 'countryRequired',
      postalCode: 'postalCodeInvalid',
      city: 'cityRequired',
      vatId: 'vatIdInvalid',
    });
  });

  it('asks for a name only for an address to save; the VAT id only when given', () => {
    expect(addressErrors({ ...porto, addressName: ' ' }, { saving: false })).toEqual({});
    expect(addressErrors({ ...porto, addressName: ' ' }, { saving: true })).toEqual({
      addressName: 'addressNameRequired',
    });
    expect(addressErrors({ ...porto, vatId: '509876544' }, { saving: true })).toEqual({});
  });

  it('defaults to Portugal (country 139)', () => {
    expect(emptyAddressForm().countryId).toBe(139);
  });

  it('is sent trimmed, the postal code and VAT id normalised, empty extras left out', () => {
    expect(
      savedAddressInput({
        ...porto,
        street: ' Rua de Cedofeita 210 ',
        postalCode: '4050262',
        vatId: 'PT 509 876 544',
      }),
    ).toEqual({
      addressName: 'Casa',
      street: 'Rua de Cedofeita 210',
      floorDoor: '1.º Dto.',
      postalCode: '4050-262',
      city: 'Porto',
      countryId: 139,
      vatId: '509876544',
    });
  });

  it('reads back a saved address and writes it on one line', () => {
    const form = addressFormOf({ id: 403, ...savedAddressInput(porto) });
    expect(form).toEqual({ ...porto });
    expect(formatAddress(form)).toBe('Rua de Cedofeita 210, 1.º Dto., 4050-262 Porto');
    expect(formatAddress({ ...form, floorDoor: '' })).toBe('Rua de Cedofeita 210, 4050-262 Porto');
  });
});
