/**
 * A value a chart's view (its connect, machines/<chart>/<chart>.connect.ts) hands over to be
 * compared by identity, not content: `useConnect` (ui/connect.ts) draws again when the chart
 * assigns a new one, even one that reads the same. A refused submit answered with the same
 * field errors as the last is a new answer, and the focus goes back to the field each time.
 */
export class ByIdentity<T> {
  constructor(readonly value: T) {}
}

export const byIdentity = <T>(value: T): ByIdentity<T> => new ByIdentity(value);
