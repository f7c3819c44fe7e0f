import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONTEXT,
  clientKindOf,
  isLocalHost,
  parseContext,
  parseStart,
} from '../../machines/rules/context';

describe('parseContext', () => {
  it('gives the spec defaults when nothing is set', () => {
    const { value, warnings } = parseContext({});
    expect(value).toEqual(DEFAULT_CONTEXT);
    expect(value).toMatchObject({
      entityId: 1,
      providerId: 1,
      clientApplication: 'WEB',
      clientPlatform: 'WIDGET',
      language: 'pt_PT',
    });
    expect(warnings).toEqual([]);
  });

  it('reads valid values of every kind', () => {
    const { value, warnings } = parseContext({
      userId: '42',
      token: 'abc.DEF-123=',
      entityId: '3',
      clientApplication: 'ios',
      language: 'en-US',
      showClose: 'true',
      canBookDate: '0',
      allowGuestLogin: true,
      channelManager: 'SITE_MINDER',
    });
    expect(value).toMatchObject({
      userId: 42,
      token: 'abc.DEF-123=',
      entityId: 3,
      clientApplication: 'IOS',
      language: 'en_US',
      showClose: true,
      canBookDate: false,
      allowGuestLogin: true,
      channelManager: 'SITE_MINDER',
    });
    expect(warnings).toEqual([]);
  });

  it('falls back to the default for each invalid value and says which, without the value', () => {
    const { value, warnings } = parseContext({
      entityId: '-4',
      language: 'fr_FR',
      showClose: 'maybe',
      token: 'has spaces <script>',
      userId: '1e3',
    });
    expect(value).toEqual(DEFAULT_CONTEXT);
    expect(warnings).toHaveLength(5);
    expect(warnings.join()).toContain('language');
    expect(warnings.join()).not.toContain('<script>');
  });

  it('layers a later source over an earlier one', () => {
    const fromUrl = parseContext({ language: 'es_ES', entityId: '2' }).value;
    const fromParent = parseContext({ language: 'en_EN' }, fromUrl).value;
    expect(fromParent).toMatchObject({ language: 'en_EN', entityId: 2 });
  });
});

describe('parseStart', () => {
  it('reads the start and ignores what is invalid', () => {
    const { value, warnings } = parseStart({
      campaignId: '101',
      offerCode: 'CHIADO2026',
      shopId: 'x',
      defaultView: 'myBookings',
      referralCode: 'AMIGO-7',
    });
    expect(value).toEqual({
      campaignId: 101,
      offerCode: 'CHIADO2026',
      shopId: null,
      serviceId: null,
      defaultView: 'myBookings',
      referralCode: 'AMIGO-7',
      mapToken: null,
    });
    expect(warnings).toEqual(['Ignored invalid shopId; using null']);
  });
});

describe('parseStart: a reserve-with-map flow', () => {
  it('keeps the map service’s token, and refuses one that could reach a URL oddly', () => {
    expect(parseStart({ campaignId: '108', mapToken: 'rwg_AbC-123.x' }).value.mapToken).toBe(
      'rwg_AbC-123.x',
    );
    const odd = parseStart({ mapToken: 'a b<c>' });
    expect(odd.value.mapToken).toBeNull();
    expect(odd.warnings).toEqual(['Ignored invalid mapToken; using null']);
  });
});

describe('clientKindOf', () => {
  it('derives mobile app, embedded app and web', () => {
    expect(clientKindOf({ clientApplication: 'ANDROID', clientPlatform: 'APP' })).toBe('mobileApp');
    expect(clientKindOf({ clientApplication: 'WEB', clientPlatform: 'APP' })).toBe('embeddedApp');
    expect(clientKindOf({ clientApplication: 'WEB', clientPlatform: 'WIDGET' })).toBe('web');
  });
});

describe('isLocalHost', () => {
  it.each(['localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'shop.localhost', 'LOCALHOST.'])(
    '%s is local',
    (host) => expect(isLocalHost(host)).toBe(true),
  );
  it.each(['example.pt', 'localhost.example.pt', '128.0.0.1', '10.0.0.1'])('%s is not', (host) =>
    expect(isLocalHost(host)).toBe(false),
  );
});
