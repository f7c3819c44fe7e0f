import { createContext, useContext, useEffect, useRef } from 'react';
/**
 * Tells the host page `failed` (with the code of the message shown): given by the widget's root, the
 * parent bridge's notice in the page, nothing in stories and screen tests.
 */
export const FailureReporter = createContext<(code: string, message?: string) => void>(
  () => undefined,
);

/**
 * The one place the host page hears `failed`: whenever the visitor is shown a failure they can
 * try again (a fault: no answer, a 5xx, an answer off the contract, a screen that stopped), so
 * what the host hears is exactly what the visitor sees. A final answer (an unknown campaign, a
 * wrong password) is no failure of the widget and is not reported.
 */
export function useReportFailure(code: string | null, detail?: string | null): void {
  const report = useContext(FailureReporter);
  // Once per notice shown (StrictMode runs effects twice; a failure shown again is a new notice).
  const reported = useRef<string | null>(null);
  const notice = code === null ? null : `${code}\n${detail ?? ''}`;
  useEffect(() => {
    if (code === null || notice === null || reported.current === notice) return;
    reported.current = notice;
    // The middleware's own words go with the code, where the visitor reads them too.
    if (detail) report(code, detail);
    else report(code);
  }, [code, detail, notice, report]);
}
