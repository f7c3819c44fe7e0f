// The personal area's profile rules: what the form starts from, what must be there before it is
// sent, and which change needs the SMS code (a new number) or the profile call (name, language).
import { describe, expect, it } from 'vitest';
import { signedInUserFixture } from '../../api/sandbox/userFixtures';
import {
  isMobileChanged,
  isProfileChanged,
  profileErrors,
  profileFormOf,
  profileLanguageOf,
} from '../../machines/rules/profile';

const ana = profileFormOf(signedInUserFixture(1001), 'pt_PT');

describe('profile rules', () => {
  it('starts from the user as the middleware has them, +351 when no prefix is known', () => {
    expect(ana).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      prefix: '+351',
      phone: '912345678',
      language: 'pt_PT',
    });
    expect(profileFormOf({ firstName: ' Rui ' }, 'en_US')).toEqual({
      firstName: 'Rui',
      lastName: '',
      prefix: '+351',
      phone: '',
      language: 'en_EN',
    });
    expect(profileLanguageOf('es_ES')).toBe('es_ES');
  });

  it('asks for a first name and a mobile number', () => {
    expect(profileErrors(ana)).toEqual({});
    expect(profileErrors({ ...ana, firstName: '  ', phone: '' })).toEqual({
      firstName: 'firstNameRequired',
      phone: 'phoneInvalid',
    });
  });

  it('a new number is another prefix or national number, spaces and dashes aside', () => {
    expect(isMobileChanged(ana, { ...ana, phone: '912 345-678' })).toBe(false);
    expect(isMobileChanged(ana, { ...ana, phone: '913000111' })).toBe(true);
    expect(isMobileChanged(ana, { ...ana, prefix: '+34' })).toBe(true);
  });

  it('the name (spaces aside) or the language changed needs the profile call', () => {
    expect(isProfileChanged(ana, { ...ana, firstName: ' Ana ', phone: '913000111' })).toBe(false);
    expect(isProfileChanged(ana, { ...ana, lastName: 'Costa' })).toBe(true);
    expect(isProfileChanged(ana, { ...ana, language: 'en_EN' })).toBe(true);
  });
});
