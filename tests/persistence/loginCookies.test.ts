import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  clearLoginCookies,
  loginCookieAttributes,
  writeLoginCookies,
  type CookiePage,
} from '../../api/loginCookieWriter';
import {
  KEPT_LOGIN_KEY,
  readLogin,
  readLoginCookies,
  TOKEN_COOKIE,
  USER_ID_COOKIE,
  type LoginStorage,
} from '../../api/loginCookies';

// A page at its own address, with jsdom's cookie jar: tough-cookie, which refuses a cookie on a
// public suffix (`co.uk`, `com.pt`, `github.io`) as browsers do, so the domain probe meets the
// answers a browser gives. (jsdom ships no types: the one constructor used is typed here.)
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: { url: string }) => { window: { document: Document } };
};

interface TestPage extends CookiePage {
  /** Every cookie line written, in order, as document.cookie received it. */
  written: string[];
}

/**
 * The page at `url`, top-level, or framed by pages of the given origins (`ancestorOrigins`,
 * innermost first; undefined where the browser does not list them, as Firefox).
 */
function pageAt(url: string, frame?: { ancestorOrigins?: string[] }): TestPage {
  const { document } = new JSDOM('', { url }).window;
  const written: string[] = [];
  const self = {};
  return {
    written,
    get cookie() {
      return document.cookie;
    },
    set cookie(line: string) {
      written.push(line);
      document.cookie = line;
    },
    defaultView: {
      self,
      top: frame ? {} : self,
      location: { ancestorOrigins: frame?.ancestorOrigins },
    },
  };
}

const YEAR = 365 * 24 * 60 * 60;
const attributesAt = (url: string, frame?: { ancestorOrigins?: string[] }) =>
  loginCookieAttributes(pageAt(url, frame), new URL(url), YEAR);

describe('login cookies', () => {
  it('live 365 days on the registrable domain, SameSite=Lax and Secure on the widget’s own https page', () => {
    const attributes = attributesAt('https://widget.reservas.example.pt/');
    expect(attributes).toContain(`Max-Age=${YEAR}`);
    expect(attributes).toContain('Domain=example.pt');
    expect(attributes).toContain('SameSite=Lax');
    expect(attributes).toContain('Secure');
    expect(attributes).not.toContain('Partitioned');
  });

  it('are Secure, SameSite=None and Partitioned in a frame of another site over https', () => {
    const attributes = attributesAt('https://widget.example.pt/', {
      ancestorOrigins: ['https://www.merchant-shop.com'],
    });
    expect(attributes).toContain('Domain=example.pt');
    expect(attributes).toContain('Secure; SameSite=None; Partitioned');
    // A frame whose top page is another site, through a page of the widget's own site.
    expect(
      attributesAt('https://widget.example.pt/', {
        ancestorOrigins: ['https://shop.example.pt', 'https://www.merchant-shop.com'],
      }),
    ).toContain('SameSite=None');
    // An http page of the same host is another site; so is a sandboxed page (origin "null").
    expect(
      attributesAt('https://widget.example.pt/', { ancestorOrigins: ['http://example.pt'] }),
    ).toContain('SameSite=None');
    expect(attributesAt('https://widget.example.pt/', { ancestorOrigins: ['null'] })).toContain(
      'SameSite=None',
    );
    // Where the browser does not list the frame's ancestors, only SameSite=None could be kept.
    expect(attributesAt('https://widget.example.pt/', {})).toContain(
      'Secure; SameSite=None; Partitioned',
    );
  });

  it('stay SameSite=Lax in a frame of the widget’s own site, and on plain http', () => {
    const sameSite = attributesAt('https://widget.example.pt/', {
      ancestorOrigins: ['https://shop.example.pt', 'https://example.pt'],
    });
    expect(sameSite).toContain('SameSite=Lax; Secure');
    expect(sameSite).not.toContain('Partitioned');
    const http = attributesAt('http://widget.example.pt/', {
      ancestorOrigins: ['http://www.merchant-shop.com'],
    });
    expect(http).toContain('SameSite=Lax');
    expect(http).not.toContain('Secure');
  });

  it('find the registrable domain as the browser does, under multi-label public suffixes', () => {
    expect(attributesAt('https://a.b.example.co.uk/')).toContain('Domain=example.co.uk');
    expect(attributesAt('https://a.b.loja.com.pt/')).toContain('Domain=loja.com.pt');
    expect(attributesAt('https://example.pt/')).toContain('Domain=example.pt');
    // A private public suffix: each site under github.io is its own.
    expect(attributesAt('https://merchant.github.io/')).toContain('Domain=merchant.github.io');
  });

  it('probe each parent domain, shortest first, until the browser keeps one, and leave no probe', () => {
    const page = pageAt('https://a.b.example.co.uk/');
    loginCookieAttributes(page, new URL('https://a.b.example.co.uk/'), YEAR);
    expect(page.written.map((line) => /Domain=([^;]+)/.exec(line)?.[1])).toEqual([
      'co.uk', // refused: a public suffix
      'example.co.uk', // kept
      'example.co.uk', // and deleted
    ]);
    expect(page.written.at(-1)).toContain('Max-Age=0');
    expect(page.cookie).toBe('');
  });

  it('stay host-only on local hosts and IP addresses, with no probe', () => {
    for (const url of [
      'http://localhost:5173/',
      'http://app.localhost/',
      'http://127.0.0.1:4173/',
      'http://192.168.1.20/',
      'http://[::1]:8080/',
    ]) {
      const page = pageAt(url);
      const attributes = loginCookieAttributes(page, new URL(url), 1);
      expect(page.written, url).toEqual([]);
      expect(attributes, url).not.toContain('Domain=');
      expect(attributes, url).toContain('SameSite=Lax');
      expect(attributes, url).not.toContain('Secure');
    }
  });

  it('are written for 365 days (SPEC 9), both of them', () => {
    const page = pageAt('http://localhost/');
    writeLoginCookies(page, new URL('http://localhost/'), { userId: 1, token: 'tok' });
    expect(page.written).toHaveLength(2);
    for (const line of page.written) expect(line).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
  });

  it('are written, read back and cleared', () => {
    const url = 'https://widget.example.pt/';
    const page = pageAt(url);
    writeLoginCookies(page, new URL(url), { userId: 7, token: 'abc=/+;%' });
    expect(readLoginCookies(page)).toEqual({ userId: 7, token: 'abc=/+;%' });
    clearLoginCookies(page, new URL(url));
    expect(page.written.slice(-2).every((line) => line.includes('Max-Age=0'))).toBe(true);
    expect(readLoginCookies(page)).toBeNull();
    expect(page.cookie).toBe('');
  });

  it('carry the widget’s prefix: a merchant’s own userId and token cookies are neither read nor overwritten', () => {
    expect([USER_ID_COOKIE, TOKEN_COOKIE]).toEqual(['bookingwidget_userId', 'bookingwidget_token']);
    const url = 'https://www.example.pt/';
    const page = pageAt(url);
    page.cookie = 'userId=99; Path=/';
    page.cookie = 'token=the-merchant-s; Path=/';
    expect(readLoginCookies(page)).toBeNull();
    writeLoginCookies(page, new URL(url), { userId: 7, token: 'tok' });
    clearLoginCookies(page, new URL(url));
    expect(page.cookie).toBe('userId=99; token=the-merchant-s');
  });

  it('are read whatever else the site keeps: another cookie’s bad % escape changes nothing', () => {
    const page = pageAt('https://www.example.pt/');
    page.cookie = 'promo=50%off; Path=/';
    writeLoginCookies(page, new URL('https://www.example.pt/'), { userId: 7, token: 'tok' });
    expect(page.cookie).toContain('promo=50%off');
    expect(readLoginCookies(page)).toEqual({ userId: 7, token: 'tok' });
    expect(
      readLoginCookies({
        cookie: 'a=%; bookingwidget_userId=7; promo=50%off; bookingwidget_token=tok; b=%E0%A4%A',
      }),
    ).toEqual({ userId: 7, token: 'tok' });
  });

  it('read nothing from a missing, invalid or badly escaped login cookie', () => {
    expect(readLoginCookies({ cookie: 'bookingwidget_token=abc' })).toBeNull();
    expect(
      readLoginCookies({ cookie: 'bookingwidget_userId=abc; bookingwidget_token=abc' }),
    ).toBeNull();
    expect(
      readLoginCookies({ cookie: 'bookingwidget_userId=7; bookingwidget_token=%E0%A4%A' }),
    ).toBeNull();
    expect(
      readLoginCookies({ cookie: 'bookingwidget_userId=%; bookingwidget_token=abc' }),
    ).toBeNull();
    expect(readLoginCookies({ cookie: '' })).toBeNull();
  });
});

/** A page whose browser refuses every cookie it writes (WebKit, in a frame of another site). */
function pageRefusingCookies(): TestPage {
  const written: string[] = [];
  const self = {};
  return {
    written,
    get cookie() {
      return '';
    },
    set cookie(line: string) {
      written.push(line);
    },
    defaultView: { self, top: {}, location: { ancestorOrigins: ['https://www.restaurante.pt'] } },
  };
}

/** The frame's localStorage, as a map. */
function storage(): LoginStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SIGNED_IN_AT = Date.UTC(2026, 2, 3, 9);
const widgetUrl = new URL('https://widget.example.pt/');

describe('the login where the browser refuses the frame’s cookies', () => {
  it('is kept in the frame’s own storage, read at the next start, for 365 days', () => {
    const page = pageRefusingCookies();
    const kept = storage();
    writeLoginCookies(
      page,
      widgetUrl,
      { userId: 7, token: 'tok' },
      {
        storage: kept,
        nowMs: SIGNED_IN_AT,
      },
    );
    expect(readLoginCookies(page)).toBeNull();
    expect(readLogin(page, kept, SIGNED_IN_AT + DAY_MS)).toEqual({ userId: 7, token: 'tok' });
    expect(readLogin(page, kept, SIGNED_IN_AT + 364 * DAY_MS)).toEqual({ userId: 7, token: 'tok' });
    // A year on, it has lapsed as the cookies would have, and is dropped.
    expect(readLogin(page, kept, SIGNED_IN_AT + 365 * DAY_MS)).toBeNull();
    expect(kept.entries.has(KEPT_LOGIN_KEY)).toBe(false);
  });

  it('is forgotten on signing out', () => {
    const page = pageRefusingCookies();
    const kept = storage();
    writeLoginCookies(
      page,
      widgetUrl,
      { userId: 7, token: 'tok' },
      {
        storage: kept,
        nowMs: SIGNED_IN_AT,
      },
    );
    clearLoginCookies(page, widgetUrl, kept);
    expect(readLogin(page, kept, SIGNED_IN_AT)).toBeNull();
    expect(kept.entries.size).toBe(0);
  });

  it('is not copied where the cookies are kept, and an old copy goes', () => {
    const page = pageAt('https://widget.example.pt/');
    const kept = storage();
    kept.setItem(
      KEPT_LOGIN_KEY,
      JSON.stringify({ version: 1, userId: 3, token: 'old', expiresAtMs: SIGNED_IN_AT + DAY_MS }),
    );
    writeLoginCookies(
      page,
      widgetUrl,
      { userId: 7, token: 'tok' },
      {
        storage: kept,
        nowMs: SIGNED_IN_AT,
      },
    );
    expect(kept.entries.size).toBe(0);
    expect(readLogin(page, kept, SIGNED_IN_AT)).toEqual({ userId: 7, token: 'tok' });
  });

  it('comes second to the cookies, and a broken or foreign entry counts as none', () => {
    const kept = storage();
    const expiresAtMs = SIGNED_IN_AT + DAY_MS;
    kept.setItem(
      KEPT_LOGIN_KEY,
      JSON.stringify({ version: 1, userId: 3, token: 'k', expiresAtMs }),
    );
    expect(
      readLogin({ cookie: 'bookingwidget_userId=7; bookingwidget_token=tok' }, kept, SIGNED_IN_AT),
    ).toEqual({ userId: 7, token: 'tok' });
    for (const broken of [
      '{',
      'null',
      JSON.stringify({ version: 2, userId: 3, token: 'k', expiresAtMs }),
      JSON.stringify({ version: 1, userId: -3, token: 'k', expiresAtMs }),
      JSON.stringify({ version: 1, userId: 3, token: '', expiresAtMs }),
      JSON.stringify({ version: 1, userId: 3, token: 'k' }),
    ]) {
      kept.setItem(KEPT_LOGIN_KEY, broken);
      expect(readLogin({ cookie: '' }, kept, SIGNED_IN_AT), broken).toBeNull();
    }
    expect(readLogin({ cookie: '' }, null, SIGNED_IN_AT)).toBeNull();
  });
});
