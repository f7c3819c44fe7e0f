import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '../../domain/constants';
import {
  areNotesWithinLimit,
  codeErrors,
  contactErrors,
  emailErrors,
  MAX_NOTES_LENGTH,
  guestErrors,
  hasName,
  hasPassword,
  isOneTimeCodeFormat,
  isPasswordLongEnough,
  isValidEmail,
  normalizeCode,
  normalizeEmail,
  passwordErrors,
  phoneErrors,
  registrationErrors,
  type PhoneCheck,
} from '../../machines/rules/authValidation';

const validPhone: PhoneCheck = {
  prefixValid: true,
  phoneValid: true,
  prefix: '+351',
  phone: '912345678',
};
const badPrefix: PhoneCheck = { prefixValid: false, phoneValid: false, prefix: '+999', phone: '1' };
const badPhone: PhoneCheck = { prefixValid: true, phoneValid: false, prefix: '+351', phone: '12' };

describe('email', () => {
  it.each(['ana.silva@example.pt', ' Ana.Silva@Example.PT ', 'a+b@mail.co.uk'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each(['', 'ana', 'ana@', 'ana@example', '@example.pt', 'ana silva@example.pt', 'a@b..pt'])(
    'refuses %j',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
  it('refuses an address longer than 254 characters, not one of 254', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@example.pt`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(244)}@example.pt`)).toBe(false); // 255
    expect(isValidEmail(`${'a'.repeat(243)}@example.pt`)).toBe(true); // 254
  });
  it('is sent trimmed and in lower case', () => {
    expect(normalizeEmail(' Ana.Silva@Example.PT ')).toBe('ana.silva@example.pt');
  });
  it('gives emailInvalid', () => {
    expect(emailErrors({ email: 'ana' })).toEqual({ email: 'emailInvalid' });
    expect(emailErrors({ email: 'ana@example.pt' })).toEqual({});
  });
});

describe('names and passwords', () => {
  it('a name has a letter', () => {
    expect(hasName('Inês')).toBe(true);
    expect(hasName('   ')).toBe(false);
    expect(hasName('123')).toBe(false);
  });
  it('a login password is anything typed, spaces included', () => {
    expect(hasPassword(' ')).toBe(true);
    expect(hasPassword('')).toBe(false);
    expect(passwordErrors({ password: '' })).toEqual({ password: 'passwordRequired' });
  });
  it(`a register password has at least ${MIN_PASSWORD_LENGTH} characters`, () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(isPasswordLongEnough('1234567')).toBe(false);
    expect(isPasswordLongEnough('12345678')).toBe(true);
    // Characters, not UTF-16 units: an emoji is one.
    expect(isPasswordLongEnough('🔑🔑🔑🔑🔑🔑🔑')).toBe(false);
  });
});

describe('one-time codes', () => {
  it('are six digits, spaces and dashes ignored', () => {
    expect(isOneTimeCodeFormat('123456')).toBe(true);
    expect(isOneTimeCodeFormat(' 123 456 ')).toBe(true);
    expect(isOneTimeCodeFormat('123-456')).toBe(true);
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(isOneTimeCodeFormat('12345')).toBe(false);
    expect(isOneTimeCodeFormat('12345a')).toBe(false);
    expect(codeErrors({ code: '1' })).toEqual({ code: 'codeInvalid' });
  });
});

describe('forms', () => {
  it('phone errors name the prefix first', () => {
    expect(phoneErrors(badPrefix)).toEqual({ prefix: 'prefixInvalid' });
    expect(phoneErrors(badPhone)).toEqual({ phone: 'phoneInvalid' });
    expect(phoneErrors(validPhone)).toEqual({});
  });

  it('registration names every broken rule at once', () => {
    expect(
      registrationErrors(
        { firstName: ' ', lastName: '', password: 'curta', acceptPrivacyPolicy: false },
        badPhone,
      ),
    ).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      phone: 'phoneInvalid',
      password: 'passwordTooShort',
      acceptPrivacyPolicy: 'privacyPolicyRequired',
    });
    expect(
      registrationErrors(
        { firstName: 'Inês', lastName: 'Rocha', password: 'Palavra123', acceptPrivacyPolicy: true },
        validPhone,
      ),
    ).toEqual({});
  });

  it('a guest gives a name, an email and a phone', () => {
    expect(guestErrors({ name: '', email: 'x' }, badPrefix)).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      prefix: 'prefixInvalid',
    });
    expect(guestErrors({ name: 'Rita', email: 'rita@example.pt' }, validPhone)).toEqual({});
  });
});

describe('the booking contact (SPEC 3 Contact, SPEC 5)', () => {
  const valid: PhoneCheck = {
    prefixValid: true,
    phoneValid: true,
    prefix: '+351',
    phone: '912345678',
  };

  it('needs a name, a valid prefix and mobile; notes are optional, up to the limit', () => {
    expect(contactErrors({ name: 'Ana Silva', notes: '' }, valid)).toEqual({});
    expect(
      contactErrors(
        { name: ' ', notes: 'x'.repeat(MAX_NOTES_LENGTH + 1) },
        { ...valid, prefixValid: false, phoneValid: false },
      ),
    ).toEqual({ name: 'nameRequired', prefix: 'prefixInvalid', notes: 'notesTooLong' });
    expect(contactErrors({ name: 'Ana', notes: '' }, { ...valid, phoneValid: false })).toEqual({
      phone: 'phoneInvalid',
    });
  });

  it('counts the notes’ characters once trimmed', () => {
    expect(areNotesWithinLimit(`  ${'é'.repeat(MAX_NOTES_LENGTH)}  `)).toBe(true);
    expect(areNotesWithinLimit('é'.repeat(MAX_NOTES_LENGTH + 1))).toBe(false);
  });
});
