import { useState, type ReactNode } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import { countdownParts, isCountdownAnnouncement } from '../../machines/rules/payment';
import { useMsLeft } from './useMsLeft';

export interface TimeLeft {
  minutes: number;
  seconds: number;
}

interface CountdownProps {
  /** The absolute end (epoch ms): a server's deadline, so a reload or a slow tab stays right. */
  deadlineMs: number;
  /** The visible label of the time left (`Tempo para confirmar`). */
  label: ReactNode;
  /** Ties the label to the time, for `getByRole('timer', { name })` and screen readers. */
  id: string;
  /**
   * When a screen reader hears the time left; by default each whole minute, then at 45, 30, 15,
   * 10 and 5 s and at the end (machines/rules/payment.ts).
   */
  isAnnouncement?: (msLeft: number) => boolean;
  /** What it hears then; by default "4 minutos restantes", "30 segundos restantes". */
  announcement?: (left: TimeLeft) => ReactNode;
  className?: string;
}

/**
 * The time left until a deadline, as m:ss (`4:05`), counted by the widget's clock (api/clock.ts,
 * the sandbox's in tests and stories) and redrawn every second. The visible count is a `timer`,
 * which screen readers do not read out by itself; a polite status says the time left only at
 * the moments `isAnnouncement` picks, never every second (WCAG 2.2.1, without flooding).
 */
export function Countdown({
  deadlineMs,
  label,
  id,
  isAnnouncement = isCountdownAnnouncement,
  announcement = countdownAnnouncement,
  className,
}: CountdownProps) {
  const msLeft = useMsLeft(deadlineMs);
  const left = countdownParts(msLeft);
  // What is said: the time left at the last announcement moment reached (nothing before one).
  const [announced, setAnnounced] = useState<TimeLeft | null>(null);
  if (
    isAnnouncement(msLeft) &&
    (announced?.minutes !== left.minutes || announced.seconds !== left.seconds)
  ) {
    setAnnounced(left);
  }
  const labelId = `${id}-label`;
  return (
    <div className={['countdown', className].filter(Boolean).join(' ')}>
      <span className="countdown__label" id={labelId}>
        {label}
      </span>{' '}
      <span className="countdown__time" role="timer" id={id} aria-labelledby={labelId}>
        {formatTimeLeft(left)}
      </span>
      <span className="visually-hidden" role="status">
        {announced ? announcement(announced) : ''}
      </span>
    </div>
  );
}

/** `4:05`, `0:09`: minutes, then seconds in two digits. */
export function formatTimeLeft({ minutes, seconds }: TimeLeft): string {
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** The default words for the time left: "4 minutos restantes", "30 segundos restantes". */
export function countdownAnnouncement({ minutes, seconds }: TimeLeft): ReactNode {
  if (minutes === 0 && seconds === 0) return <Trans>O tempo terminou.</Trans>;
  if (seconds === 0) {
    return <Plural value={minutes} one="# minuto restante." other="# minutos restantes." />;
  }
  if (minutes === 0) {
    return <Plural value={seconds} one="# segundo restante." other="# segundos restantes." />;
  }
  return (
    <Trans>
      Faltam {minutes} min e {seconds} s.
    </Trans>
  );
}
