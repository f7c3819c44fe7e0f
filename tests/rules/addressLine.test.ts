import { describe, expect, it } from 'vitest';
import { addressLine } from '../../machines/rules/addressLine';

// One way to write an address on one line, for a shop's or a campaign's (AddressView), an
// address typed or saved, and a pickup point: street lines, then postal code and town.

describe('an address on one line', () => {
  it('writes a shop’s address with its further lines, postal code and town', () => {
    expect(
      addressLine({
        address1: 'Rua de Ceuta 45',
        address2: 'Loja B',
        zipcode: '4050-189',
        county: 'Porto',
      }),
    ).toBe('Rua de Ceuta 45, Loja B, 4050-189 Porto');
    expect(addressLine({ address1: 'Rua Garrett 19', county: 'Lisboa' })).toBe(
      'Rua Garrett 19, Lisboa',
    );
  });

  it('writes a typed address and a pickup point the same way', () => {
    const typed = {
      street: 'Rua de Cedofeita 210',
      floorDoor: '1.º Dto.',
      postalCode: '4050-262',
      city: 'Porto',
    };
    expect(addressLine(typed)).toBe('Rua de Cedofeita 210, 1.º Dto., 4050-262 Porto');
    expect(
      addressLine({ address: 'Avenida da Boavista 1277', postalCode: '4100-130', city: 'Porto' }),
    ).toBe('Avenida da Boavista 1277, 4100-130 Porto');
  });

  it('writes a pickup point that lacks its street, or its postal code, or its town', () => {
    expect(addressLine({ postalCode: '1200-109', city: 'Lisboa' })).toBe('1200-109 Lisboa');
    expect(addressLine({ address: 'Cais do Sodré', city: 'Lisboa' })).toBe('Cais do Sodré, Lisboa');
    expect(addressLine({ city: 'Lisboa' })).toBe('Lisboa');
    expect(addressLine({ address: 'Cais do Sodré' })).toBe('Cais do Sodré');
  });

  it('is empty when it names nothing', () => {
    expect(addressLine(null)).toBe('');
    expect(addressLine(undefined)).toBe('');
    expect(addressLine({})).toBe('');
    expect(addressLine({ address1: '  ', zipcode: '' })).toBe('');
  });
});
