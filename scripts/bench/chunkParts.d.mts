import type { RawSourceMap } from 'source-map-js';

/** A run of a chunk's bytes and the source file that wrote it (null: no mapping covers it). */
export interface SourceRange {
  start: number;
  end: number;
  source: string | null;
}

/** A part of a chunk: the sources it owns (null stands for the unmapped bytes). */
export interface ChunkPart {
  name: string;
  owns(source: string | null): boolean;
}

export declare function sourceRanges(code: string, map: RawSourceMap): SourceRange[];

export declare function partSizes(
  code: string,
  map: RawSourceMap,
  parts: readonly ChunkPart[],
): { total: number; parts: { name: string; gzip: number }[] };
