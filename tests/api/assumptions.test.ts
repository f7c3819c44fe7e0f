// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASSUMPTIONS } from '../../api/assumptions';
import { assumedPlaces } from '../../api/conformance/contractMarkers';
import { OPERATION_CONTEXT } from '../../api/contextParams';

// The registry of assumptions (api/assumptions.ts) cannot go stale: every guess the contract
// marks "Assumed" is listed, every place listed is still marked, every operation named is in the
// contract, and every piece of code said to rely on a guess still holds the symbol named.

const contract = readFileSync('api/openapi.yaml', 'utf8');
const marked = assumedPlaces(contract);
const listed = ASSUMPTIONS.flatMap((assumption) => assumption.contract);
const operationIds = new Set(Object.values(OPERATION_CONTEXT).map((entry) => entry.operationId));

describe('the registry of assumptions', () => {
  it('lists every guess the contract marks "Assumed"', () => {
    expect(marked.length).toBeGreaterThan(50);
    expect(marked.filter((place) => !listed.includes(place))).toEqual([]);
  });

  it('names only places the contract still marks, each once', () => {
    expect(listed.filter((place) => !marked.includes(place))).toEqual([]);
    expect(listed.filter((place, index) => listed.indexOf(place) !== index)).toEqual([]);
  });

  it('names operations of the contract, and ids once', () => {
    for (const assumption of ASSUMPTIONS) {
      for (const operation of assumption.operations) {
        expect(operationIds.has(operation), `${assumption.id}: ${operation}`).toBe(true);
      }
    }
    const ids = ASSUMPTIONS.map((assumption) => assumption.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names code that still holds the symbol relied on', () => {
    for (const assumption of ASSUMPTIONS) {
      for (const { file, symbol } of assumption.reliedOnBy) {
        expect(existsSync(file), `${assumption.id}: ${file}`).toBe(true);
        expect(readFileSync(file, 'utf8'), `${assumption.id}: ${symbol} in ${file}`).toContain(
          symbol,
        );
      }
    }
  });

  it('finds a guess the contract gains without an entry', () => {
    const grown = contract.replace(
      'description: An amount in euro,',
      'description: Assumed - a new guess. An amount in euro,',
    );
    expect(grown).not.toBe(contract);
    expect(assumedPlaces(grown)).toContain('components › schemas › Money');
    expect(assumedPlaces(contract)).not.toContain('components › schemas › Money');
  });
});
