import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { DateTime } from 'luxon';
import { useLingui } from '@lingui/react/macro';
import {
  formatCalendarDay,
  formatCalendarMonth,
  weekdayNames,
} from '../../machines/rules/dateFormat';
import type { AppLocale } from '../../machines/rules/language';
import type { IsoDay, IsoMonth } from '../../machines/rules/schedule';
import type { CalendarDay } from '../../machines/schedule/schedule.selectors';

export interface MonthCalendarProps {
  month: IsoMonth;
  days: CalendarDay[];
  today: IsoDay;
  selected: IsoDay | null;
  locale: AppLocale;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Asks for another month (a keyboard move out of this one); false when it cannot be shown. */
  onShowMonth: (month: IsoMonth) => boolean;
  /** Chooses an offered day; unavailable days are focusable but cannot be chosen. */
  onSelect: (day: IsoDay) => void;
  /** More words for a day's accessible name ("2 sugestões"). */
  describeDay?: (day: CalendarDay) => string | null;
}

/**
 * The grid's days are the shop's calendar days (`2026-03-29`), already read in its time zone by
 * the chart: their weekdays and neighbours are plain calendar arithmetic, done here in UTC, where
 * every day has 24 hours and a midnight.
 */
const CALENDAR_ZONE = 'UTC';
const calendarDay = (day: IsoDay) => DateTime.fromISO(day, { zone: CALENDAR_ZONE });

/** The weeks of the month, Monday first, with null for the days of the months around it. */
function weeksOf(days: CalendarDay[]): (CalendarDay | null)[][] {
  const first = days[0];
  if (!first) return [];
  const lead = calendarDay(first.date).weekday - 1;
  const cells: (CalendarDay | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** Where a key moves the focus from a day (WAI-ARIA date picker grid), or null for other keys. */
function moveFrom(day: IsoDay, event: KeyboardEvent): IsoDay | null {
  const from = calendarDay(day);
  let to: DateTime | null = null;
  switch (event.key) {
    case 'ArrowLeft':
      to = from.minus({ days: 1 });
      break;
    case 'ArrowRight':
      to = from.plus({ days: 1 });
      break;
    case 'ArrowUp':
      to = from.minus({ weeks: 1 });
      break;
    case 'ArrowDown':
      to = from.plus({ weeks: 1 });
      break;
    case 'Home':
      to = from.minus({ days: from.weekday - 1 });
      break;
    case 'End':
      to = from.plus({ days: 7 - from.weekday });
      break;
    case 'PageUp':
      to = from.minus(event.shiftKey ? { years: 1 } : { months: 1 });
      break;
    case 'PageDown':
      to = from.plus(event.shiftKey ? { years: 1 } : { months: 1 });
      break;
  }
  return to?.toISODate() ?? null;
}

/**
 * A month grid following the WAI-ARIA date picker grid: one tab stop (roving tabindex) on the
 * selected or first offered day; arrows move by day and week, Home and End to the week's ends,
 * Page Up and Page Down by month (with Shift, by year), crossing into the next or previous month
 * when the calendar can show it; Enter or Space chooses. Every day is named in full (weekday, date, availability), unavailable
 * days are aria-disabled but still reachable, today is aria-current.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const { month, days, today, selected, locale } = props;
  const { t } = useLingui();
  const headingId = useId();
  const inMonth = (day: IsoDay | null): day is IsoDay => day !== null && day.startsWith(month);

  const defaultFocus = (): IsoDay =>
    (inMonth(selected) && selected) ||
    days.find((day) => day.offered)?.date ||
    (inMonth(today) ? today : days[0]?.date) ||
    `${month}-01`;

  const [focused, setFocused] = useState<IsoDay>(defaultFocus);
  const focusAfterRender = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  // Another month shown by the buttons: the tab stop moves into it.
  const current = inMonth(focused) ? focused : defaultFocus();

  useLayoutEffect(() => {
    if (!focusAfterRender.current) return;
    const button = grid.current?.querySelector<HTMLButtonElement>(`[data-date="${current}"]`);
    if (button) {
      button.focus();
      focusAfterRender.current = false;
    }
  });

  const weekdays = useMemo(
    () =>
      // Three letters fit a narrow column ("seg", "mié", "Mon"); the full name is the abbr.
      weekdayNames(locale).map(({ short, long }) => ({
        short: short.replace(/\.$/, '').slice(0, 3),
        long,
      })),
    [locale],
  );

  const title = formatCalendarMonth(month, locale);

  const onKeyDown = (event: KeyboardEvent, day: IsoDay) => {
    const target = moveFrom(day, event);
    if (target === null) return;
    event.preventDefault();
    // Into another month only if the calendar can show it (the schedule's months).
    if (!target.startsWith(month) && !props.onShowMonth(target.slice(0, 7))) return;
    focusAfterRender.current = true;
    setFocused(target);
  };

  const availability = (day: CalendarDay) => (day.offered ? t`disponível` : t`indisponível`);

  return (
    <div className="calendar">
      <div className="calendar__header">
        <button
          type="button"
          className="calendar__nav"
          aria-label={t`Mês anterior`}
          aria-disabled={!props.canPrevious}
          onClick={() => props.canPrevious && props.onPrevious()}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={headingId} className="calendar__title" aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          className="calendar__nav"
          aria-label={t`Mês seguinte`}
          aria-disabled={!props.canNext}
          onClick={() => props.canNext && props.onNext()}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} role="grid" className="calendar__grid" aria-labelledby={headingId}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(days).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (!day) return <td key={column} role="gridcell" className="calendar__blank" />;
                const isSelected = day.date === selected;
                const note = props.describeDay?.(day);
                const label = [formatCalendarDay(day.date, locale), availability(day), note]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td key={column} role="gridcell" aria-selected={isSelected}>
                    <button
                      type="button"
                      data-date={day.date}
                      className="calendar__day"
                      tabIndex={day.date === current ? 0 : -1}
                      aria-label={label}
                      aria-disabled={!day.offered}
                      aria-current={day.date === today ? 'date' : undefined}
                      onClick={() => day.offered && props.onSelect(day.date)}
                      onKeyDown={(event) => onKeyDown(event, day.date)}
                      onFocus={() => setFocused(day.date)}
                    >
                      {Number(day.date.slice(8))}
                      {day.suggestions > 0 && (
                        <span className="calendar__mark" aria-hidden="true" />
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
