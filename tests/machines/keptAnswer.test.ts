import { describe, expect, it } from 'vitest';
import { keptAnswer } from '../../machines/keptAnswer';

describe('keptAnswer', () => {
  it('answers the same object while every part is the same, and a new one when a part changes', () => {
    const kept = keptAnswer<{ total: number }>();
    const items = [1, 2];
    let computed = 0;
    const total = (list: number[], factor: number) =>
      kept([list, factor], () => {
        computed += 1;
        return { total: list.reduce((sum, n) => sum + n, 0) * factor };
      });
    const first = total(items, 2);
    expect(total(items, 2)).toBe(first);
    expect(computed).toBe(1);
    // An equal list that is another object is another part.
    expect(total([1, 2], 2)).not.toBe(first);
    expect(total(items, 3)).toEqual({ total: 9 });
    expect(computed).toBe(3);
  });

  it('keeps one answer per selector', () => {
    const one = keptAnswer<string>();
    const other = keptAnswer<string>();
    expect(one(['a'], () => 'one')).toBe('one');
    expect(other(['a'], () => 'other')).toBe('other');
    expect(one(['a'], () => 'again')).toBe('one');
  });
});
