import { describe, expect, it } from 'vitest';
import { applyEntityTheme, parseHexColour, readableTextOn } from '../../ui/theme';

describe('entity theme', () => {
  it('reads hex colours and refuses anything else', () => {
    expect(parseHexColour('#0b5cad')).toEqual([11, 92, 173]);
    expect(parseHexColour('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColour('red; background: url(x)')).toBeNull();
  });

  it('picks the text colour that stays readable on the brand colour', () => {
    expect(readableTextOn([11, 92, 173])).toBe('#ffffff');
    expect(readableTextOn([255, 214, 0])).toBe('#111111');
  });

  it('sets the page icon and the brand colours, ignoring unsafe values', () => {
    applyEntityTheme({
      id: 1,
      providerId: 1,
      theme: { faviconUrl: 'https://cdn.example.pt/icon.png', primaryColor: '#ffd600' },
    });
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href).toBe(
      'https://cdn.example.pt/icon.png',
    );
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-brand')).toBe('#ffd600');
    expect(style.getPropertyValue('--color-brand-contrast')).toBe('#111111');

    applyEntityTheme({
      id: 1,
      providerId: 1,
      theme: { faviconUrl: 'javascript:alert(1)', primaryColor: 'expression(alert(1))' },
    });
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href).toBe(
      'https://cdn.example.pt/icon.png',
    );
    expect(style.getPropertyValue('--color-brand')).toBe('#ffd600');
  });
});
