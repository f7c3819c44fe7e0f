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
});
