import { describe, expect, it } from 'vitest';
import {
  addressErrors,
  addressFormOf,
  emptyAddressForm,
  hasAddressErrors,
  isValidPostalCode,
  normalisePostalCode,
  savedAddressInput,
  type AddressForm,
} from '../../machines/rules/address';
import { addressLine } from '../../machines/rules/addressLine';
import {
  isValidPortugueseVatId,
  normaliseVatId,
  vatCheckDigit,
  vatIdProblem,
} from '../../machines/rules/vatId';

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
    for (const code of [
      // The -000 part is not optional: 4050 alone names a whole area, not an address.
      '4050',
      '4050-',
      '4050-26',
      '40502-62',
      '0050-262',
      'ABCD-EFG',
      '',
      '4050--262',
      '14050-262',
      '4050-2620',
      'P4050-262',
    ]) {
      expect(isValidPostalCode(code, 139), code).toBe(false);
    }
  });

  it('is looser elsewhere, and needs a country', () => {
    expect(isValidPostalCode('28013', 67)).toBe(true);
    expect(isValidPostalCode('x', 67)).toBe(false);
    // 3 to 10 letters, digits, spaces or dashes, starting and ending with a letter or digit.
    expect(isValidPostalCode('SW1A 1AA', 67)).toBe(true);
    expect(isValidPostalCode('ABC', 67)).toBe(true);
    expect(isValidPostalCode('1234567890', 67)).toBe(true);
    for (const code of ['AB', '12345678901', '-28013', '28013-', '28013!', '#28013']) {
      expect(isValidPostalCode(code, 67), code).toBe(false);
    }
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

  it('says what is wrong: nothing typed, not nine digits, or nine digits that are no NIF', () => {
    expect(vatIdProblem('')).toBe('vatIdRequired');
    expect(vatIdProblem('  PT ')).toBe('vatIdRequired');
    for (const id of ['12345678', '1234567890', '12345678A', 'abc', '123 456 78']) {
      expect(vatIdProblem(id), id).toBe('vatIdLength');
    }
    // Nine digits: the last does not check the others, or the first says no kind of taxpayer.
    for (const id of ['123456780', '509876543', '412345678', 'PT 123 456 788']) {
      expect(vatIdProblem(id), id).toBe('vatIdCheckDigit');
    }
    expect(vatIdProblem('PT 123 456 789')).toBeNull();
  });

  it('an address: an optional NIF, told by what is wrong', () => {
    const withVatId = (vatId: string) => addressErrors({ ...porto, vatId }, { saving: true });
    expect(withVatId('')).toEqual({});
    expect(withVatId('12345678')).toEqual({ vatId: 'vatIdLength' });
    expect(withVatId('PT')).toEqual({ vatId: 'vatIdLength' });
    expect(withVatId('123456780')).toEqual({ vatId: 'vatIdCheckDigit' });
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
      vatId: 'vatIdCheckDigit',
    });
  });

  it('asks for a name only for an address to save; the VAT id only when given', () => {
    expect(addressErrors({ ...porto, addressName: ' ' }, { saving: false })).toEqual({});
    expect(addressErrors({ ...porto, addressName: ' ' }, { saving: true })).toEqual({
      addressName: 'addressNameRequired',
    });
    expect(addressErrors({ ...porto, vatId: '509876544' }, { saving: true })).toEqual({});
  });

  it('defaults to Portugal (country 139), every field empty', () => {
    expect(emptyAddressForm()).toEqual({
      addressName: '',
      street: '',
      floorDoor: '',
      postalCode: '',
      city: '',
      countryId: 139,
      company: '',
      vatId: '',
    });
  });

  it('a floor and door of up to 30 characters, spaces around not counted', () => {
    expect(addressErrors({ ...porto, floorDoor: 'x'.repeat(30) }, { saving: true })).toEqual({});
    expect(
      addressErrors({ ...porto, floorDoor: `  ${'x'.repeat(30)}  ` }, { saving: true }),
    ).toEqual({});
    expect(addressErrors({ ...porto, floorDoor: 'x'.repeat(31) }, { saving: true })).toEqual({
      floorDoor: 'floorDoorInvalid',
    });
  });

  it('a VAT id of spaces only is none given', () => {
    expect(addressErrors({ ...porto, vatId: '   ' }, { saving: true })).toEqual({});
  });

  it('a form with any error has errors; one without has none', () => {
    expect(hasAddressErrors({})).toBe(false);
    expect(hasAddressErrors({ city: 'cityRequired' })).toBe(true);
    expect(hasAddressErrors(addressErrors(emptyAddressForm(), { saving: false }))).toBe(true);
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

  it('every field is sent trimmed, the company and floor when given', () => {
    expect(
      savedAddressInput({
        addressName: ' Trabalho ',
        street: ' Avenida da Liberdade 1 ',
        floorDoor: ' 3.º Esq. ',
        postalCode: ' 1250-096 ',
        city: ' Lisboa ',
        countryId: 139,
        company: ' Loja Lda ',
        vatId: ' 509876544 ',
      }),
    ).toEqual({
      addressName: 'Trabalho',
      street: 'Avenida da Liberdade 1',
      floorDoor: '3.º Esq.',
      postalCode: '1250-096',
      city: 'Lisboa',
      countryId: 139,
      company: 'Loja Lda',
      vatId: '509876544',
    });
    const blanks = savedAddressInput({ ...porto, floorDoor: '  ', company: '  ', vatId: '  ' });
    expect(blanks).not.toHaveProperty('floorDoor');
    expect(blanks).not.toHaveProperty('company');
    expect(blanks).not.toHaveProperty('vatId');
  });

  it('is sent in its country, Portugal (139) when none was chosen', () => {
    expect(savedAddressInput({ ...porto, countryId: 67, postalCode: '28013' }).countryId).toBe(67);
    expect(savedAddressInput({ ...porto, countryId: null }).countryId).toBe(139);
  });

  it('a saved address without its optional fields reads back with them empty, in Portugal', () => {
    // The contract's countryId defaults to 139 when the answer leaves it out.
    const bare = {
      id: 404,
      addressName: 'Casa',
      street: 'Rua de Cedofeita 210',
      postalCode: '4050-262',
      city: 'Porto',
    } as Parameters<typeof addressFormOf>[0];
    expect(addressFormOf(bare)).toEqual({ ...porto, floorDoor: '' });
    expect(addressFormOf({ id: 405, ...savedAddressInput(porto), countryId: 67 }).countryId).toBe(
      67,
    );
  });

  it('is written on one line without the spaces typed around its parts, or its empty parts', () => {
    const typed = {
      street: ' Rua de Cedofeita 210 ',
      floorDoor: ' 1.º Dto. ',
      postalCode: ' 4050-262 ',
      city: ' Porto ',
    };
    expect(addressLine(typed)).toBe('Rua de Cedofeita 210, 1.º Dto., 4050-262 Porto');
    expect(addressLine({ ...typed, postalCode: ' ' })).toBe(
      'Rua de Cedofeita 210, 1.º Dto., Porto',
    );
    expect(addressLine({ ...typed, city: '' })).toBe('Rua de Cedofeita 210, 1.º Dto., 4050-262');
    expect(addressLine({ street: '', floorDoor: '', postalCode: '4050-262', city: 'Porto' })).toBe(
      '4050-262 Porto',
    );
    expect(addressLine({ ...typed, postalCode: '', city: '' })).toBe(
      'Rua de Cedofeita 210, 1.º Dto.',
    );
  });

  it('reads back a saved address and writes it on one line', () => {
    const form = addressFormOf({ id: 403, ...savedAddressInput(porto) });
    expect(form).toEqual({ ...porto });
    expect(addressLine(form)).toBe('Rua de Cedofeita 210, 1.º Dto., 4050-262 Porto');
    expect(addressLine({ ...form, floorDoor: '' })).toBe('Rua de Cedofeita 210, 4050-262 Porto');
  });
});
