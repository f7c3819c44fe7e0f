// What the engine suite adds to each document it drives (tests/engines/engines.ts): Testing
// Library's queries (its own UMD build, so an element is found by role and accessible name, or by
// its label, exactly as in the unit tests), the checks every step makes (horizontal overflow, the
// page's uncaught errors), and nothing else. Added once per document, after it has loaded.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A name, label or text: exactly this string, or matching this expression. */
export type Matcher = string | RegExp;

/** What a step looks for, as a visitor would: a role and its name, a label, a text, or CSS. */
export type Target = (
  | { role: string; name?: Matcher; level?: number; checked?: boolean }
  | { label: Matcher }
  | { text: Matcher }
  | { css: string }
) & {
  /** The nth of those shown (from 0), where several are and any one will do. */
  nth?: number;
  /** Only inside this (exactly one of it shown): a region, a list, an article. */
  within?: Target;
};

/** A matcher as it crosses to the page (JSON): a RegExp travels as its source and flags. */
type Pattern = string | { regexp: string; flags: string };

/** A target as it crosses to the page. */
export type WireTarget = (
  | { role: string; name?: Pattern; level?: number; checked?: boolean }
  | { label: Pattern }
  | { text: Pattern }
  | { css: string }
) & { nth?: number; within?: WireTarget };

const testingLibrary = readFileSync(
  createRequire(import.meta.url).resolve(
    '@testing-library/dom/dist/@testing-library/dom.umd.min.js',
  ),
  'utf8',
);

/**
 * Runs in the page (serialized: no closure). Defines `window.__engine`: `find` (the visible
 * elements a target names), `overflow` (what sticks out sideways), `errors` (uncaught errors and
 * rejections since it was added) and `screen` (the headings and alerts shown, for failures).
 */
function installHelpers(): void {
  type Query = (container: HTMLElement, matcher: unknown, options?: object) => HTMLElement[];
  const library = (window as unknown as { TestingLibraryDom: Record<string, Query> })
    .TestingLibraryDom;
  const errors: string[] = [];
  addEventListener('error', (event) => errors.push(String(event.message || event.error)));
  addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
  const pattern = (value: unknown) =>
    typeof value === 'object' && value !== null && 'regexp' in value
      ? new RegExp(
          (value as unknown as { regexp: string }).regexp,
          (value as unknown as { flags: string }).flags,
        )
      : value;
  const shown = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const find = (target: Record<string, unknown>): Element[] => {
    let body: HTMLElement | null = document.body;
    if (target.within) {
      const containers = find(target.within as Record<string, unknown>);
      body = containers.length === 1 ? (containers[0] as HTMLElement) : null;
    }
    if (!body) return [];
    let found: Element[];
    if ('role' in target) {
      found = library.queryAllByRole!(body, target.role, {
        hidden: false,
        ...(target.name === undefined ? {} : { name: pattern(target.name) }),
        ...(target.level === undefined ? {} : { level: target.level }),
        ...(target.checked === undefined ? {} : { checked: target.checked }),
      });
    } else if ('label' in target) {
      found = library.queryAllByLabelText!(body, pattern(target.label));
    } else if ('text' in target) {
      found = library.queryAllByText!(body, pattern(target.text));
    } else {
      found = [...body.querySelectorAll(String(target.css))];
    }
    const visible = found.filter(shown);
    if (typeof target.nth !== 'number') return visible;
    const chosen = visible[target.nth];
    return chosen ? [chosen] : [];
  };
  const overflow = () => {
    const width = document.documentElement.clientWidth;
    const wide = document.documentElement.scrollWidth;
    const offenders: string[] = [];
    if (wide > width) {
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.right > width + 0.5 && shown(element)) {
          const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
          offenders.push(`${element.tagName.toLowerCase()}.${element.className} "${text}"`);
        }
        if (offenders.length >= 5) break;
      }
    }
    return { width, scrollWidth: wide, offenders };
  };
  const screen = () =>
    [...document.querySelectorAll('h1, h2, [role="alert"]')]
      .filter(shown)
      .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
      .join(' | ');
  Object.assign(window, { __engine: { find, overflow, errors, screen } });
}

/** The script that adds the helpers to a document that has none yet (idempotent). */
export const INSTALL_SCRIPT = `if (!window.__engine) {
${testingLibrary}
;(${installHelpers.toString()})();
}`;

function encode(value: Matcher): Pattern {
  return value instanceof RegExp ? { regexp: value.source, flags: value.flags } : value;
}

/** A target with its RegExps made JSON. */
export function toWire(target: Target): WireTarget {
  const { within, ...rest } = target;
  const inside = within === undefined ? {} : { within: toWire(within) };
  if ('role' in rest) {
    const { name, ...role } = rest;
    return { ...role, ...(name === undefined ? {} : { name: encode(name) }), ...inside };
  }
  if ('label' in rest) return { label: encode(rest.label), nth: rest.nth, ...inside };
  if ('text' in rest) return { text: encode(rest.text), nth: rest.nth, ...inside };
  return { ...rest, ...inside };
}

/** How a failure names a target. */
export function describeTarget(target: Target): string {
  const nth = target.nth === undefined ? '' : ` (number ${target.nth + 1} of those shown)`;
  const within = target.within === undefined ? '' : ` in ${describeTarget(target.within)}`;
  return describeMatch(target) + nth + within;
}

function describeMatch(target: Target): string {
  if ('role' in target) {
    const level = target.level === undefined ? '' : ` level ${target.level}`;
    return `${target.role}${level}${target.name === undefined ? '' : ` "${String(target.name)}"`}`;
  }
  if ('label' in target) return `the field labelled "${String(target.label)}"`;
  if ('text' in target) return `the text "${String(target.text)}"`;
  return `css ${target.css}`;
}
