import { parse } from 'yaml';
import { contractPlace } from '../assumptions';

/**
 * Every place of the contract whose description says "Assumed" (the guesses the registry of
 * assumptions, api/assumptions.ts, must list), as `contractPlace` writes them: a parameter by its
 * name, everything else by its keys.
 */
export function assumedPlaces(contractText: string): string[] {
  const places: string[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        const name = (item as { name?: unknown } | null)?.name;
        visit(item, [...path, typeof name === 'string' ? name : String(index)]);
      });
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const description = (node as { description?: unknown }).description;
    if (path[0] !== 'info' && typeof description === 'string' && /\bAssumed\b/.test(description)) {
      places.push(contractPlace(...path));
    }
    for (const [key, value] of Object.entries(node)) visit(value, [...path, key]);
  };
  visit(parse(contractText), []);
  return places;
}
