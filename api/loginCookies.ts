/**
 * The login cookies (SPEC 3): the signed-in user's id and token. Reading them needs nothing but
 * the cookie string, so it is part of the first screen; writing them needs the public-suffix
 * list (api/loginCookieWriter.ts), which is loaded only when a visitor signs in or out.
 */
export const USER_ID_COOKIE = 'userId';
export const TOKEN_COOKIE = 'token';

export interface LoginCookies {
  userId: number;
  token: string;
}

/** The document-like object the cookies are written to (a test passes a fake). */
export interface CookieJar {
  cookie: string;
}

export function readLoginCookies(jar: CookieJar): LoginCookies | null {
  const values = new Map(
    jar.cookie
      .split(';')
      .map((pair) => pair.trim().split('='))
      .filter((parts): parts is [string, string] => parts.length === 2)
      .map(([name, value]) => [name, decodeURIComponent(value)]),
  );
  const userId = Number(values.get(USER_ID_COOKIE));
  const token = values.get(TOKEN_COOKIE);
  if (!Number.isInteger(userId) || userId <= 0 || !token) return null;
  return { userId, token };
}
