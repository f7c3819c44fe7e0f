import { isHttpUrl } from '../domain/httpUrl';
import type { EntityConfig } from '../machines/widget/widget.types';

/**
 * The entity's theme applied to the page (SPEC 3, Entity configuration): its favicon becomes the
 * page icon and its primary colour the brand colour, with a text colour that stays readable on
 * it (WCAG AA, 4.5:1). Values come from the middleware, so each is checked before use.
 */
export function applyEntityTheme(entity: EntityConfig | null, doc: Document = document): void {
  const theme = entity?.theme;
  if (!theme) return;
  if (theme.faviconUrl && isSafeImageUrl(theme.faviconUrl)) {
    let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = doc.createElement('link');
      icon.rel = 'icon';
      doc.head.append(icon);
    }
    icon.href = theme.faviconUrl;
  }
  const brand = theme.primaryColor ? parseHexColour(theme.primaryColor) : null;
  if (brand) {
    const root = doc.documentElement.style;
    root.setProperty('--color-brand', theme.primaryColor!);
    root.setProperty('--color-brand-contrast', readableTextOn(brand));
  }
}

function isSafeImageUrl(value: string): boolean {
  if (value.startsWith('data:image/')) return true;
  return isHttpUrl(value);
}

/** `#1a73e8` or `#17e` as [r, g, b], or null for anything else. */
export function parseHexColour(value: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** White or near-black text, whichever contrasts more with the background. */
export function readableTextOn(background: [number, number, number]): string {
  const luminance = relativeLuminance(background);
  const onWhite = 1.05 / (luminance + 0.05);
  const onBlack = (luminance + 0.05) / 0.05;
  return onWhite >= onBlack ? '#ffffff' : '#111111';
}
