/** One event of a Chromium trace (the fields the summary reads). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { isOutermostMainFrame?: boolean; documentLoaderURL?: string } };
}

/** The main thread from navigation start to one mark, in ms (and counts). */
export interface MainThreadWindow {
  at: number;
  tasks: number;
  longTasks: number;
  longestTaskMs: number;
  longTasksMs: number;
  blockingMs: number;
  evaluateMs: number;
  compileMs: number;
  otherScriptMs: number;
  styleLayoutMs: number;
  parseHtmlMs: number;
  gcMs: number;
}

export declare const LONG_TASK_MS: number;
export declare const TRACE_CATEGORIES: string[];

export declare function mainThreadSummary(
  events: readonly TraceEvent[],
  options: { marks: readonly string[] },
): Record<string, MainThreadWindow | null>;

export declare function medianSummary<Summary extends Record<string, object | null>>(
  summaries: readonly Summary[],
): Summary;
