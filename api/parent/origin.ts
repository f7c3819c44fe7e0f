import { isHttpUrl } from '../../domain/httpUrl';

/**
 * The origin the widget may talk to. The loader hands the embedding page's origin over in the
 * frame's address, which anyone could forge, so it is believed only when the browser confirms it
 * (location.ancestorOrigins or the referrer) or lists it in the configured allow-list. A parent
 * found here hears the public notices; only one on the allow-list more (`isAllowListed`).
 */
export function resolveParentOrigin({
  handedOrigin,
  confirmedOrigin,
  allowedOrigins,
}: {
  handedOrigin: string | null;
  confirmedOrigin: string | null;
  allowedOrigins: readonly string[];
}): string | null {
  const handed = originOf(handedOrigin);
  const confirmed = originOf(confirmedOrigin);
  const candidate = handed ?? confirmed;
  if (!candidate) return null;
  if (confirmed && candidate !== confirmed) return null;
  if (!confirmed && !isAllowListed(candidate, allowedOrigins)) return null;
  return candidate;
}

/** Whether the parent's origin is on a configured allow-list (none configured: no). */
export function isAllowListed(origin: string | null, allowedOrigins: readonly string[]): boolean {
  return origin !== null && allowedOrigins.map(originOf).includes(origin);
}

function originOf(value: string | null | undefined): string | null {
  if (!value || !isHttpUrl(value)) return null;
  return new URL(value).origin;
}
