import { gzipSync } from 'node:zlib';
import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { partSizes, sourceRanges } from '../../scripts/bench/chunkParts.mjs';

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

// A made-up bundle: an unmapped runtime line, then a library's code and the app's on line 2.
const RUNTIME = 'var runtime=function(){return 42};\n';
const LIBRARY = 'function lib(a){return a.map(x=>x*2).filter(Boolean)}';
const APP = 'const app=lib([1,2,3]);console.log("the app",app);';
const CODE = `${RUNTIME}${LIBRARY}${APP}`;

function bundleMap() {
  const map = new SourceMapGenerator({ file: 'index.js' });
  const at = (column: number, source: string) =>
    map.addMapping({
      generated: { line: 2, column },
      original: { line: 1, column: 0 },
      source,
    });
  at(0, '../node_modules/lib/index.js');
  at(LIBRARY.length, '../src/app.ts');
  return JSON.parse(map.toString()) as ReturnType<SourceMapGenerator['toJSON']>;
}

describe("the bench's chunk parts (scripts/bench/chunkParts.mjs)", () => {
  it('gives every byte of the chunk, in order, to the source that wrote it', () => {
    const ranges = sourceRanges(CODE, bundleMap());
    expect(ranges).toEqual([
      { start: 0, end: RUNTIME.length, source: null },
      {
        start: RUNTIME.length,
        end: RUNTIME.length + LIBRARY.length,
        source: '../node_modules/lib/index.js',
      },
      { start: RUNTIME.length + LIBRARY.length, end: CODE.length, source: '../src/app.ts' },
    ]);
    expect(ranges.map(({ start, end }) => CODE.slice(start, end)).join('')).toBe(CODE);
  });

  it('weighs a part by the gzip bytes the chunk saves without its bytes', () => {
    const { total, parts } = partSizes(CODE, bundleMap(), [
      { name: 'library', owns: (source) => source?.includes('node_modules/') ?? false },
      { name: 'app', owns: (source) => source !== null },
      { name: 'unmapped', owns: () => true },
    ]);
    expect(total).toBe(gzip(CODE));
    expect(parts).toEqual([
      { name: 'library', gzip: gzip(CODE) - gzip(`${RUNTIME}${APP}`) },
      { name: 'app', gzip: gzip(CODE) - gzip(`${RUNTIME}${LIBRARY}`) },
      { name: 'unmapped', gzip: gzip(CODE) - gzip(`${LIBRARY}${APP}`) },
    ]);
    expect(parts.every((part) => part.gzip > 0)).toBe(true);
  });

  it('gives a source to the first part that owns it only', () => {
    const { parts } = partSizes(CODE, bundleMap(), [
      { name: 'everything mapped', owns: (source) => source !== null },
      { name: 'the app again', owns: (source) => source === '../src/app.ts' },
      { name: 'unmapped', owns: () => true },
    ]);
    expect(parts[0]).toEqual({ name: 'everything mapped', gzip: gzip(CODE) - gzip(RUNTIME) });
    expect(parts[1]).toEqual({ name: 'the app again', gzip: 0 });
  });
});
