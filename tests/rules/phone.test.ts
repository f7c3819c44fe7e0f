import { describe, expect, it } from 'vitest';
import { checkPhone, isValidDialingPrefix, normalizePrefix } from '../../machines/rules/phone';

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
