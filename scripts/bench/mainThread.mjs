// What a page's main thread did from navigation start to a moment marked in a Chromium trace
// (devtools.timeline): its tasks, the long ones (a click that arrives meanwhile waits for them),
// and the time spent evaluating scripts, compiling, running other script (event handlers,
// timers, promise jobs) and in style and layout.

/** A task longer than this delays any input that arrives meanwhile (the Long Tasks API's line). */
export const LONG_TASK_MS = 50;

/** The trace categories the summary reads. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

/** The kinds of work summed, each by the trace events that are that work, first kind first. */
const KINDS = {
  evaluate: ['EvaluateScript', 'v8.evaluateModule'],
  compile: ['v8.compile', 'v8.compileModule'],
  otherScript: [
    'FunctionCall',
    'TimerFire',
    'RunMicrotasks',
    'EventDispatch',
    'FireAnimationFrame',
  ],
  styleLayout: ['UpdateLayoutTree', 'Layout'],
  parseHtml: ['ParseHTML'],
  gc: ['MinorGC', 'MajorGC'],
};

/** The time `events` cover within [from, to], as sorted disjoint intervals `[start, end]`. */
function covered(events, from, to) {
  const intervals = [];
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    const start = Math.max(event.ts, from);
    const end = Math.min(event.ts + event.dur, to);
    if (end <= start) continue;
    const last = intervals.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else intervals.push([start, end]);
  }
  return intervals;
}

/** The part of `intervals` outside `taken` (both sorted and disjoint). */
function without(intervals, taken) {
  const left = [];
  for (const [start, end] of intervals) {
    let from = start;
    for (const [takenStart, takenEnd] of taken) {
      if (takenEnd <= from || takenStart >= end) continue;
      if (takenStart > from) left.push([from, takenStart]);
      from = Math.max(from, takenEnd);
    }
    if (from < end) left.push([from, end]);
  }
  return left;
}

const length = (intervals) => intervals.reduce((total, [start, end]) => total + end - start, 0);

/**
 * The page's main thread from its navigation start to each of `marks` (user timing marks,
 * `performance.mark(name)`), in ms: for each mark, `{ at, tasks, longTasks, longestTaskMs,
 * longTasksMs, blockingMs, evaluateMs, compileMs, otherScriptMs, styleLayoutMs, parseHtmlMs,
 * gcMs }`, where blocking is the part of each long task past LONG_TASK_MS (Lighthouse's total
 * blocking time, over this window) and each moment counts in one kind of work only. The page is the outermost frame whose navigation loaded an
 * http(s) address; a mark missing from the trace gives null.
 */
export function mainThreadSummary(events, { marks }) {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isOutermostMainFrame &&
      /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''),
  );
  if (!navigation) throw new Error('The trace has no navigation of the page');
  const { pid, tid, ts: start } = navigation;
  const onMainThread = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X')
    .filter((event) => event.ts + (event.dur ?? 0) >= start)
    .sort((a, b) => a.ts - b.ts);
  const tasks = onMainThread.filter((event) => event.name === 'RunTask');
  const ms = (us) => us / 1000;
  return Object.fromEntries(
    marks.map((name) => {
      const mark = events.find((event) => event.pid === pid && event.name === name);
      if (!mark) return [name, null];
      const end = mark.ts;
      const inWindow = tasks.filter((task) => task.ts < end);
      const durations = inWindow.map((task) => Math.min(task.ts + task.dur, end) - task.ts);
      const long = durations.filter((duration) => ms(duration) > LONG_TASK_MS);
      const summary = {
        at: ms(end - start),
        tasks: inWindow.length,
        longTasks: long.length,
        longestTaskMs: ms(Math.max(0, ...durations)),
        longTasksMs: ms(long.reduce((total, duration) => total + duration, 0)),
        blockingMs: long.reduce((total, duration) => total + ms(duration) - LONG_TASK_MS, 0),
      };
      // Each moment counts once, for the first kind it is part of (a handler run while a module
      // is evaluated counts as evaluation).
      let taken = [];
      for (const [kind, names] of Object.entries(KINDS)) {
        const of = onMainThread.filter((event) => names.includes(event.name));
        const own = without(covered(of, start, end), taken);
        summary[`${kind}Ms`] = ms(length(own));
        taken = covered(
          [...taken, ...own].map(([from, to]) => ({ ts: from, dur: to - from })),
          start,
          end,
        );
      }
      return [name, summary];
    }),
  );
}

/** The median of each figure over several summaries (of the same marks). */
export function medianSummary(summaries) {
  const median = (values) => {
    const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
    if (sorted.length === 0) return Number.NaN;
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const [first] = summaries;
  if (!first) return {};
  return Object.fromEntries(
    Object.keys(first).map((mark) => [
      mark,
      first[mark] === null
        ? null
        : Object.fromEntries(
            Object.keys(first[mark]).map((key) => [
              key,
              median(summaries.map((summary) => summary[mark]?.[key])),
            ]),
          ),
    ]),
  );
}
