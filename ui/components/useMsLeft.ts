import { useEffect, useState } from 'react';
import { nowMs } from '../../api/clock';

/**
 * Milliseconds left until `deadlineMs` by the widget's clock, redrawn at each whole second of the
 * count (not a second from mount, so the count never lags) until it reaches 0.
 */
export function useMsLeft(deadlineMs: number): number {
  const [now, setNow] = useState(nowMs);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = nowMs();
      setNow(current);
      const left = deadlineMs - current;
      if (left <= 0) return;
      const untilNext = left % 1000;
      timer = setTimeout(tick, untilNext > 0 ? untilNext : 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadlineMs]);
  return Math.max(0, deadlineMs - now);
}
