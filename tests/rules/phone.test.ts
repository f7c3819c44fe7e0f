import { readFile } from 'node:fs/promises';
import {
  parsePhoneNumberFromString,
  type CountryCode,
  type MetadataJson,
} from 'libphonenumber-js/core/es6';
import mobileExamples from 'libphonenumber-js/examples.mobile.json';
import minMetadata from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import { checkPhone, isValidDialingPrefix, normalizePrefix } from '../../machines/rules/phone';
import phoneMetadata from '../../machines/rules/phoneMetadata.json';
import { OUTPUT_PATH, SOURCE_PATH, renderPhoneMetadata } from '../../scripts/phoneMetadata.mjs';

describe('dialing prefix', () => {
  it.each([
    ['+351', '+351'],
    ['351', '+351'],
    ['00351', '+351'],
    [' + 34 ', '+34'],
    ['+1', '+1'],
  ])('reads %j as %s', (typed, prefix) => expect(normalizePrefix(typed)).toBe(prefix));

  it.each(['', '+', 'abc', '+35a', '+12345'])('%j is not a prefix', (typed) =>
    expect(normalizePrefix(typed)).toBeNull(),
  );

  it('exists only for a country calling code', () => {
    expect(isValidDialingPrefix('+351')).toBe(true);
    expect(isValidDialingPrefix('+34')).toBe(true);
    expect(isValidDialingPrefix('+44')).toBe(true);
    expect(isValidDialingPrefix('+999')).toBe(false);
    expect(isValidDialingPrefix('+0')).toBe(false);
  });
});

describe('mobile number for a prefix', () => {
  it('accepts a Portuguese mobile, with or without spaces, and answers it as digits', () => {
    expect(checkPhone('+351', '912 345 678')).toEqual({
      prefixValid: true,
      phoneValid: true,
      prefix: '+351',
      phone: '912345678',
    });
    expect(checkPhone('351', '936543210').phoneValid).toBe(true);
  });

  it('accepts the number typed in full with the same code', () => {
    expect(checkPhone('+351', '+351 961 234 567')).toMatchObject({
      phoneValid: true,
      phone: '961234567',
    });
  });

  it('refuses a number of another country than the prefix', () => {
    expect(checkPhone('+351', '+34 612 345 678').phoneValid).toBe(false);
  });

  it('refuses a Portuguese landline (an SMS code could not reach it) and wrong lengths', () => {
    expect(checkPhone('+351', '213 456 789').phoneValid).toBe(false);
    expect(checkPhone('+351', '91234567').phoneValid).toBe(false);
    expect(checkPhone('+351', '9123456789').phoneValid).toBe(false);
  });

  it('checks other countries by length', () => {
    expect(checkPhone('+34', '612 345 678').phoneValid).toBe(true);
    expect(checkPhone('+44', '7400 123456').phoneValid).toBe(true);
    expect(checkPhone('+34', '6123').phoneValid).toBe(false);
  });

  it('refuses text that is not a number', () => {
    expect(checkPhone('+351', 'ligue 912345678').phoneValid).toBe(false);
    expect(checkPhone('+351', '').phoneValid).toBe(false);
  });

  it('reports an unknown prefix and keeps what was typed', () => {
    expect(checkPhone('+999', '912345678')).toEqual({
      prefixValid: false,
      phoneValid: false,
      prefix: '+999',
      phone: '912345678',
    });
  });
});

// The phone rules load machines/rules/phoneMetadata.json, libphonenumber-js's `min` metadata less
// the formatting rules, written by scripts/phoneMetadata.mjs. These tests hold it to the package.
describe('phone metadata', () => {
  const countries = Object.keys(minMetadata.countries) as CountryCode[];

  it('is fresh: generated from the installed libphonenumber-js (else run `node scripts/phoneMetadata.mjs`)', async () => {
    const generated = await renderPhoneMetadata(await readFile(SOURCE_PATH, 'utf8'));
    expect(generated === (await readFile(OUTPUT_PATH, 'utf8'))).toBe(true);
  });

  it('offers every country the package knows, and its dialing prefix', () => {
    expect(Object.keys(phoneMetadata.countries).sort()).toEqual([...countries].sort());
    for (const country of countries) {
      expect(isValidDialingPrefix(`+${minMetadata.countries[country]![0]}`), country).toBe(true);
    }
  });

  it('judges every country’s numbers as the full `min` metadata does', () => {
    for (const country of countries) {
      const example = mobileExamples[country];
      for (const number of [example, `${example}1`, example.slice(0, -1), `0${example}`]) {
        const judged = (metadata: MetadataJson) => {
          const parsed = parsePhoneNumberFromString(number, country, metadata);
          return [parsed?.number, parsed?.country, parsed?.isValid()];
        };
        expect(judged(phoneMetadata as MetadataJson), `${country} ${number}`).toEqual(
          judged(minMetadata),
        );
      }
    }
  });

  it('accepts every country’s example mobile number with its dialing prefix', () => {
    for (const country of countries) {
      const prefix = `+${minMetadata.countries[country]![0]}`;
      expect(checkPhone(prefix, mobileExamples[country]).phoneValid, country).toBe(true);
    }
  });
});
