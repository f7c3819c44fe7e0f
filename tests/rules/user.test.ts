import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { SocialSignInError } from '../../api/social';
import { initialFlowState } from '../../domain/flowState';
import {
  authErrorOf,
  isSocialCancelled,
  isUnauthorizedError,
  isWrongCodeError,
  socialErrorOf,
  socialSignUpErrorOf,
} from '../../machines/auth/authErrors';
import {
  contactFromGuest,
  contactFromUser,
  contactPrefilled,
  contactSignedOut,
  flowSignedOut,
  fullNameOf,
  isEmailUnverified,
  isMobileUnverified,
} from '../../machines/rules/user';

const contact = { name: 'Typed Name', prefix: '+34', phone: '600000000', notes: 'n', vatId: '' };
const http = (status: number, code?: 'facebookUnavailable') =>
  new ApiError('http', 'x', status, code);

describe('user state', () => {
  it('an email waits for its code while stateId is 2', () => {
    expect(isEmailUnverified({ stateId: 2 })).toBe(true);
    expect(isEmailUnverified({ stateId: 1 })).toBe(false);
    expect(isEmailUnverified({})).toBe(false);
  });
  it('only an explicit mobileValidation false asks for the mobile code', () => {
    expect(isMobileUnverified({ mobileValidation: false })).toBe(true);
    expect(isMobileUnverified({ mobileValidation: true })).toBe(false);
    expect(isMobileUnverified({})).toBe(false);
  });
  it('names the user by first and last name, else the username', () => {
    expect(fullNameOf({ firstName: ' Ana ', lastName: 'Silva' })).toBe('Ana Silva');
    expect(fullNameOf({ firstName: 'Ana' })).toBe('Ana');
    expect(fullNameOf({ username: 'ana@example.pt' })).toBe('ana@example.pt');
    expect(fullNameOf({ firstName: ' ', username: ' ana@example.pt ' })).toBe('ana@example.pt');
  });
});

describe('contact prefill (SPEC 4, Login)', () => {
  it('takes the name and phone from the user, the prefix falling back to +351', () => {
    expect(
      contactFromUser(contact, { firstName: 'Ana', lastName: 'Silva', mobile: '912345678' }),
    ).toEqual({ ...contact, name: 'Ana Silva', phone: '912345678', prefix: '+351' });
    expect(
      contactFromUser(contact, { firstName: 'Ana', mobile: '612345678', mobilePrefix: '+34' }),
    ).toMatchObject({ prefix: '+34' });
  });
  it('keeps what was typed where the user has nothing', () => {
    expect(contactFromUser(contact, {})).toEqual({ ...contact, prefix: '+351' });
  });
  it('reads the user’s phone and prefix without the spaces around them', () => {
    expect(
      contactFromUser(contact, { firstName: 'Ana', mobile: ' 912345678 ', mobilePrefix: ' +34 ' }),
    ).toMatchObject({ phone: '912345678', prefix: '+34' });
  });
  it('a guest without a prefix gets +351; one with a prefix keeps it', () => {
    const guest = { name: 'Rita', prefix: '', phone: '912000111' };
    expect(contactFromGuest(contact, guest).prefix).toBe('+351');
    expect(contactFromGuest(contact, { ...guest, prefix: '+34' }).prefix).toBe('+34');
  });
  it('the host page’s prefill replaces what it gives, and only that', () => {
    const withEmail = { ...contact, email: 'typed@example.pt' };
    expect(contactPrefilled(withEmail, { name: 'Ana Silva' })).toEqual({
      ...withEmail,
      name: 'Ana Silva',
    });
    expect(
      contactPrefilled(withEmail, { phone: '912345678', email: 'ana.silva@example.pt' }),
    ).toEqual({ ...withEmail, phone: '912345678', email: 'ana.silva@example.pt' });
    expect(contactPrefilled(withEmail, { name: '', phone: '', email: '' })).toEqual(withEmail);
  });
  it('takes a guest’s details, and forgets them on sign-out', () => {
    const guest = { name: ' Rita ', prefix: '+351', phone: '912000111' };
    expect(contactFromGuest(contact, guest)).toEqual({
      ...contact,
      name: 'Rita',
      prefix: '+351',
      phone: '912000111',
    });
    expect(contactSignedOut(contact)).toEqual({
      ...contact,
      name: '',
      phone: '',
      email: '',
      prefix: '+351',
    });
    expect(contactSignedOut({ ...contact, email: 'ana.silva@example.pt' }).email).toBe('');
  });
});

describe('signing out', () => {
  it('forgets whose contact it was, and the contact typed on a step of a booking, an order or a voucher purchase kept; the rest of them stays', () => {
    const typed = { name: 'Ana S.', prefix: '+351', phone: '913' };
    const flow = {
      ...initialFlowState(),
      contact: { ...initialFlowState().contact, name: 'Ana Silva', email: 'ana@example.pt' },
      bookingInProgress: { campaignId: 102, startTime: null, contactTyped: typed },
      orderInProgress: {
        step: 'delivery' as const,
        shopId: 14,
        campaignId: 107,
        contactTyped: typed,
      },
      voucherInProgress: {
        step: 'voucher' as const,
        campaignId: 101,
        kind: 'normal' as const,
        giftName: '',
        contactTyped: typed,
      },
    };
    const out = flowSignedOut(flow);
    expect(out.contact).toMatchObject({ name: '', phone: '', email: '', prefix: '+351' });
    expect(out.bookingInProgress).toEqual({ campaignId: 102, startTime: null, contactTyped: null });
    expect(out.orderInProgress).toMatchObject({ step: 'delivery', shopId: 14, contactTyped: null });
    expect(out.voucherInProgress).toMatchObject({ campaignId: 101, contactTyped: null });
    // None kept: none made up.
    expect(flowSignedOut(initialFlowState()).bookingInProgress ?? null).toBeNull();
  });
});

describe('auth failures', () => {
  it('reads sign-in failures from the status of each call', () => {
    expect(authErrorOf(http(401), 'login')).toBe('wrongCredentials');
    expect(authErrorOf(http(409), 'signUp')).toBe('emailTaken');
    expect(authErrorOf(http(404), 'resendValidationCode')).toBe('unknownEmail');
    expect(authErrorOf(http(401), 'loginExternal')).toBe('externalSignInFailed');
    expect(authErrorOf(http(401), 'fetchProfile')).toBe('sessionExpired');
    expect(authErrorOf(http(500), 'login')).toBe('generic');
  });
  it('keeps the catalogue’s faults', () => {
    expect(authErrorOf(new ApiError('network', 'offline'), 'login')).toBe('network');
    expect(authErrorOf(new ApiError('timeout', 'slow'), 'signUp')).toBe('timeout');
    expect(authErrorOf(new Error('?'), 'login')).toBe('generic');
  });
  it('tells a wrong code and an unknown token', () => {
    expect(isWrongCodeError(http(422))).toBe(true);
    expect(isWrongCodeError(http(500))).toBe(false);
    expect(isUnauthorizedError(http(401))).toBe(true);
    expect(isUnauthorizedError(new ApiError('network', 'x'))).toBe(false);
  });
  it('says Facebook is unavailable or blocked, the others to use another method', () => {
    expect(socialErrorOf(new SocialSignInError('blocked', 'facebook'), 'facebook')).toBe(
      'facebookUnavailable',
    );
    expect(socialErrorOf(http(501), 'google')).toBe('socialUnavailable');
    expect(socialErrorOf(new ApiError('timeout', 'x'), 'apple')).toBe('timeout');
    expect(socialSignUpErrorOf(http(403, 'facebookUnavailable'), 'facebook')).toBe(
      'facebookUnavailable',
    );
    expect(socialSignUpErrorOf(http(403), 'facebook')).toBe('facebookUnavailable');
    expect(socialSignUpErrorOf(http(401), 'google')).toBe('socialUnavailable');
    expect(socialSignUpErrorOf(http(403), 'apple')).toBe('socialUnavailable');
    expect(socialSignUpErrorOf(http(401), 'facebook')).toBe('socialUnavailable');
    expect(socialSignUpErrorOf(http(500), 'google')).toBe('generic');
  });
  it('says nothing when the visitor closed the provider’s window', () => {
    expect(isSocialCancelled(new SocialSignInError('cancelled', 'google'))).toBe(true);
    expect(isSocialCancelled(new SocialSignInError('blocked', 'google'))).toBe(false);
  });
});
