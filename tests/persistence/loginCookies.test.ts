import { describe, expect, it } from 'vitest';
import {
  clearLoginCookies,
  loginCookieAttributes,
  writeLoginCookies,
} from '../../api/loginCookieWriter';
import { readLoginCookies } from '../../api/loginCookies';

/** Records each cookie written, the way document.cookie receives them. */
function recordingJar() {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return written.map((line) => line.split(';')[0]).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
    },
  };
}

const YEAR = 365 * 24 * 60 * 60;

describe('login cookies', () => {
  it('live 365 days on the registrable domain, usable in a cross-site frame', () => {
    const attributes = loginCookieAttributes(new URL('https://widget.reservas.example.pt/'), YEAR);
    expect(attributes).toContain(`Max-Age=${YEAR}`);
    expect(attributes).toContain('Domain=example.pt');
    expect(attributes).toContain('Secure');
    expect(attributes).toContain('SameSite=None');
    expect(attributes).toContain('Partitioned');
  });

  it('find the registrable domain under multi-label public suffixes', () => {
    expect(loginCookieAttributes(new URL('https://a.b.loja.com.pt/'), 1)).toContain(
      'Domain=loja.com.pt',
    );
    expect(loginCookieAttributes(new URL('https://x.y.co.uk/'), 1)).toContain('Domain=y.co.uk');
  });

  it('stay host-only on local hosts and IP addresses', () => {
    for (const url of ['http://localhost:5173/', 'http://127.0.0.1:4173/', 'http://[::1]:80/']) {
      const attributes = loginCookieAttributes(new URL(url), 1);
      expect(attributes).not.toContain('Domain=');
      expect(attributes).toContain('SameSite=Lax');
      expect(attributes).not.toContain('Secure');
    }
  });

  it('are written for 365 days (SPEC 9), both of them', () => {
    const jar = recordingJar();
    writeLoginCookies(jar, new URL('http://localhost/'), { userId: 1, token: 'tok' });
    expect(jar.written).toHaveLength(2);
    for (const line of jar.written) expect(line).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
  });

  it('are written, read back and cleared', () => {
    const jar = recordingJar();
    const url = new URL('https://widget.example.pt/');
    writeLoginCookies(jar, url, { userId: 7, token: 'abc=/+' });
    expect(readLoginCookies(jar)).toEqual({ userId: 7, token: 'abc=/+' });
    clearLoginCookies(jar, url);
    expect(jar.written.slice(-2).every((line) => line.includes('Max-Age=0'))).toBe(true);
  });

  it('read nothing from a missing or invalid user id', () => {
    expect(readLoginCookies({ cookie: 'token=abc' })).toBeNull();
    expect(readLoginCookies({ cookie: 'userId=abc; token=abc' })).toBeNull();
    expect(readLoginCookies({ cookie: '' })).toBeNull();
  });
});
