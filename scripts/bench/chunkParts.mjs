// What each part of a bundled chunk weighs once compressed: the bytes gzip -9 saves when every
// byte the part's source files wrote is left out of the chunk (the chunk's source map says who
// wrote which byte). gzip is not additive: the parts' figures add up to about the chunk's size,
// not exactly, since a part also compresses against the others.
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const gzipBytes = (text) => gzipSync(text, { level: 9 }).length;

/**
 * The chunk's bytes as ranges `{ start, end, source }`, in order: each mapping's bytes run to the
 * next mapping; a byte no mapping covers (the bundler's own code, a plugin's generated module)
 * has the source null.
 */
export function sourceRanges(code, map) {
  const lineStarts = [0];
  for (let index = 0; index < code.length; index += 1) {
    if (code[index] === '\n') lineStarts.push(index + 1);
  }
  const ranges = [];
  let open = { start: 0, source: null };
  new SourceMapConsumer(map).eachMapping((mapping) => {
    const offset = lineStarts[mapping.generatedLine - 1] + mapping.generatedColumn;
    if (offset > open.start) ranges.push({ ...open, end: offset });
    open = { start: offset, source: mapping.source ?? null };
  });
  if (code.length > open.start) ranges.push({ ...open, end: code.length });
  return ranges;
}

/**
 * gzip bytes saved by leaving out each part: `parts` are `{ name, owns(source) }`, tried in
 * order (a source belongs to the first part that owns it; `owns` is given null for the unmapped
 * bytes). Returns `{ name, gzip }` for each part, and the chunk's own gzip size as `total`.
 */
export function partSizes(code, map, parts) {
  // Each source's part, asked once: a chunk has tens of thousands of ranges, few sources.
  const partOfSource = new Map();
  const ranges = sourceRanges(code, map).map((range) => {
    if (!partOfSource.has(range.source)) {
      partOfSource.set(
        range.source,
        parts.find((part) => part.owns(range.source)),
      );
    }
    return { ...range, part: partOfSource.get(range.source) };
  });
  const total = gzipBytes(code);
  return {
    total,
    parts: parts.map((part) => {
      const kept = ranges.filter((range) => range.part !== part);
      const rest = kept.map((range) => code.slice(range.start, range.end)).join('');
      return { name: part.name, gzip: total - gzipBytes(rest) };
    }),
  };
}
