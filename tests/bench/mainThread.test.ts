import { describe, expect, it } from 'vitest';
import { mainThreadSummary, medianSummary } from '../../scripts/bench/mainThread.mjs';

// A made-up trace in microseconds: the page's main thread (pid 1, tid 1) from its navigation at
// 1 000 000 µs, another renderer's thread (pid 2) that must be left out, and a mark at +400 ms.
const NAVIGATION = 1_000_000;
const at = (ms: number) => NAVIGATION + ms * 1000;
const task = (startMs: number, durationMs: number, name = 'RunTask', pid = 1) => ({
  name,
  ph: 'X',
  pid,
  tid: pid,
  ts: at(startMs),
  dur: durationMs * 1000,
});
const EVENTS = [
  {
    name: 'navigationStart',
    ph: 'R',
    pid: 1,
    tid: 1,
    ts: NAVIGATION,
    args: {
      data: {
        isOutermostMainFrame: true,
        documentLoaderURL: 'http://widget.example/?campaignId=1',
      },
    },
  },
  // An about:blank navigation before it is not the page's.
  {
    name: 'navigationStart',
    ph: 'R',
    pid: 1,
    tid: 1,
    ts: NAVIGATION - 5000,
    args: { data: { isOutermostMainFrame: true, documentLoaderURL: '' } },
  },
  task(10, 20),
  task(100, 120), // long: 70 ms past the line
  task(101, 80, 'v8.evaluateModule'),
  task(150, 30, 'FunctionCall'), // run while a module is evaluated: counted as evaluation
  task(190, 10, 'Layout'),
  task(300, 200), // long, cut by the mark at 400 ms: 100 ms, 50 past the line
  task(350, 100, 'FunctionCall'), // 50 ms of it before the mark
  task(310, 20, 'EvaluateScript'),
  task(0, 900, 'RunTask', 2), // another page's
  { name: 'bench:next', ph: 'I', pid: 1, tid: 1, ts: at(400) },
  { name: 'bench:next', ph: 'I', pid: 2, tid: 2, ts: at(100) },
];

describe("the bench's main-thread summary (scripts/bench/mainThread.mjs)", () => {
  it("counts the page's tasks up to the mark, the long ones and the time in each kind of work", () => {
    const summary = mainThreadSummary(EVENTS, { marks: ['bench:next', 'bench:missing'] });
    expect(summary['bench:missing']).toBeNull();
    expect(summary['bench:next']).toEqual({
      at: 400,
      tasks: 3,
      longTasks: 2,
      longestTaskMs: 120,
      longTasksMs: 220,
      blockingMs: 120,
      evaluateMs: 100,
      compileMs: 0,
      otherScriptMs: 50,
      styleLayoutMs: 10,
      parseHtmlMs: 0,
      gcMs: 0,
    });
  });

  it('takes the median of each figure over several loads', () => {
    const one = (at: number) => ({ 'bench:next': { at, tasks: at / 100 }, 'bench:gone': null });
    expect(medianSummary([one(300), one(100), one(200)])).toEqual({
      'bench:next': { at: 200, tasks: 2 },
      'bench:gone': null,
    });
  });
});
