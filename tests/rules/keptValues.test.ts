// Values of the flow state read back after a reload (machines/rules/keptValues.ts): the browser's
// storage is not trusted, so each is checked as the step that took it would have checked it; one
// that does not fit is dropped.
import { describe, expect, it } from 'vitest';
import {
  keptNote,
  keptPointId,
  keptPosition,
  keptPrizeId,
  keptSearchPostalCode,
  keptTypedContact,
  keptVatId,
} from '../../machines/rules/keptValues';

describe('a value kept across a reload, read back', () => {
  it('a prize id: a whole number above 0', () => {
    expect(keptPrizeId(301)).toBe(301);
    expect(keptPrizeId(1)).toBe(1);
    for (const odd of [0, -3, 2.5, Number.MAX_SAFE_INTEGER + 2, '301', null, undefined]) {
      expect(keptPrizeId(odd), String(odd)).toBeNull();
    }
  });

  it('a NIF: a valid one as typed, up to 20 characters; anything else is none', () => {
    expect(keptVatId('123456789')).toBe('123456789');
    expect(keptVatId('123 456 789')).toBe('123 456 789');
    expect(keptVatId('123456788')).toBe('');
    expect(keptVatId('1234')).toBe('');
    expect(keptVatId(123456789)).toBe('');
    // Valid once the spaces are set aside, but longer than any NIF is typed.
    expect(keptVatId(' '.repeat(11) + '123456789')).toBe(' '.repeat(11) + '123456789');
    expect(keptVatId(' '.repeat(12) + '123456789')).toBe('');
  });

  it("a note: text within the contact step's 500 characters", () => {
    expect(keptNote('Mesa à janela')).toBe('Mesa à janela');
    expect(keptNote('x'.repeat(500))).toBe('x'.repeat(500));
    expect(keptNote('x'.repeat(501))).toBe('');
    expect(keptNote('😀'.repeat(500))).toBe('😀'.repeat(500));
    expect(keptNote(42)).toBe('');
  });

  it('the postal code pickup points were searched by: short plain text', () => {
    expect(keptSearchPostalCode('1100-048')).toBe('1100-048');
    expect(keptSearchPostalCode('')).toBe('');
    expect(keptSearchPostalCode('1'.repeat(16))).toBe('1'.repeat(16));
    expect(keptSearchPostalCode('1'.repeat(17))).toBe('');
    expect(keptSearchPostalCode('<b>1100</b>')).toBe('');
    expect(keptSearchPostalCode(1100048)).toBe('');
  });

  it("a pickup point's id: 1 to 64 plain characters, nothing before or after", () => {
    expect(keptPointId('PP-LX-02')).toBe('PP-LX-02');
    expect(keptPointId('a'.repeat(64))).toBe('a'.repeat(64));
    for (const odd of ['', 'a'.repeat(65), '<PP-LX-02', 'PP-LX-02>', 'PP LX', 7]) {
      expect(keptPointId(odd), String(odd)).toBeNull();
    }
  });

  it('a position: finite coordinates on the globe, the poles and the date line included', () => {
    expect(keptPosition(38.7063, -9.1446)).toEqual({ latitude: 38.7063, longitude: -9.1446 });
    expect(keptPosition(90, -180)).toEqual({ latitude: 90, longitude: -180 });
    expect(keptPosition(-90, 180)).toEqual({ latitude: -90, longitude: 180 });
    for (const [latitude, longitude] of [
      [90.5, 0],
      [0, 180.5],
      [Number.NaN, 0],
      [0, Number.POSITIVE_INFINITY],
      ['38.7', -9.1],
      [38.7, null],
    ]) {
      expect(keptPosition(latitude, longitude), `${latitude}, ${longitude}`).toBeNull();
    }
  });

  it("a contact step's name, prefix and phone as typed: each plain text of its kind, else left out", () => {
    const typed = { name: 'Ana Sofia Gonçalves', prefix: '+351', phone: '912 345 678' };
    expect(keptTypedContact(typed)).toEqual(typed);
    // Half typed is still typed: an empty name, a prefix being typed, a few digits.
    expect(keptTypedContact({ name: '', prefix: '+', phone: '91' })).toEqual({
      name: '',
      prefix: '+',
      phone: '91',
    });
    expect(keptTypedContact({ name: 'a'.repeat(200) })).toEqual({ name: 'a'.repeat(200) });
    expect(keptTypedContact({ phone: '1'.repeat(20) })).toEqual({ phone: '1'.repeat(20) });
    expect(keptTypedContact({ prefix: '+1234' })).toEqual({ prefix: '+1234' });
    expect(keptTypedContact({ phone: '(+351) 91-234.56' })).toEqual({ phone: '(+351) 91-234.56' });
    // What does not fit is left out, the rest kept.
    expect(keptTypedContact({ ...typed, name: 'a'.repeat(201) })).toEqual({
      prefix: '+351',
      phone: '912 345 678',
    });
    expect(keptTypedContact({ ...typed, name: 'Ana\u0000' })).not.toHaveProperty('name');
    expect(keptTypedContact({ ...typed, name: 'Ana\nSofia' })).not.toHaveProperty('name');
    for (const prefix of ['+12345', '351+', 'PT', ' +351', 351]) {
      expect(keptTypedContact({ ...typed, prefix }), String(prefix)).not.toHaveProperty('prefix');
    }
    for (const phone of ['1'.repeat(21), '91 234 abc', '<b>912</b>', 912345678]) {
      expect(keptTypedContact({ ...typed, phone }), String(phone)).not.toHaveProperty('phone');
    }
    // A NIF as typed, half typed too; one that is not plain text, or too long, left out.
    expect(keptTypedContact({ vatId: '1234' })).toEqual({ vatId: '1234' });
    expect(keptTypedContact({ vatId: 'PT 123 456 789' })).toEqual({ vatId: 'PT 123 456 789' });
    for (const vatId of ['1'.repeat(21), '<b>1</b>', 123456789]) {
      expect(keptTypedContact({ ...typed, vatId }), String(vatId)).not.toHaveProperty('vatId');
    }
    // A guest's email as typed (half typed too); one with spaces or markup, or too long, left out.
    expect(keptTypedContact({ email: 'rita.gomes@' })).toEqual({ email: 'rita.gomes@' });
    expect(keptTypedContact({ email: 'a'.repeat(254) })).toEqual({ email: 'a'.repeat(254) });
    for (const email of ['a'.repeat(255), 'rita @x.pt', '<rita@x.pt>', 'rita\n@x.pt', 7]) {
      expect(keptTypedContact({ ...typed, email }), String(email)).not.toHaveProperty('email');
    }
    // Nothing that fits, or not an object: none.
    for (const odd of [{ name: 7, prefix: 'x', phone: 'y' }, {}, null, 'Ana', 42, undefined]) {
      expect(keptTypedContact(odd), JSON.stringify(odd)).toBeNull();
    }
  });
});
