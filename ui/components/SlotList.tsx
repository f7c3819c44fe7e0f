import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { formatDate, formatTime } from '../../machines/rules/dateFormat';
import type { AppLocale } from '../../machines/rules/language';
import type { CapacityUnit, SlotOption } from '../../machines/schedule/schedule.selectors';

interface SlotListProps {
  /** The chosen day, `2026-03-04`. */
  day: string;
  slots: SlotOption[];
  /** The shop's time zone: every time is written at its wall clock. */
  zone: string;
  /** What a slot's capacity counts: places (a campaign) or openings (a service). */
  unit: CapacityUnit;
  locale: AppLocale;
  /** One time (radio buttons) or several (check boxes, type 6 suggestions). */
  multiple: boolean;
  onToggle: (startTime: string, selected: boolean) => void;
}

/**
 * The offered times of a day. Each one is named in full for screen readers: weekday, date, time
 * and the places left ("quarta-feira, 4 de março de 2026, 19:00, 8 lugares livres").
 */
export function SlotList({ day, slots, zone, unit, locale, multiple, onToggle }: SlotListProps) {
  // Re-rendered when the language changes; plural() reads the active catalog.
  useLingui();
  const date = formatDate(day, locale, zone);
  return (
    <fieldset className="slots">
      <legend className="slots__legend">
        {multiple ? (
          <Trans>Horas a sugerir em {date}</Trans>
        ) : (
          <Trans>Horas disponíveis em {date}</Trans>
        )}
      </legend>
      <ul className="slots__list">
        {slots.map((slot) => {
          const time = formatTime(slot.startTime, zone);
          const capacity = slot.capacity;
          const places =
            unit === 'openings'
              ? plural(capacity, { one: '# vaga', other: '# vagas' })
              : plural(capacity, { one: '# lugar livre', other: '# lugares livres' });
          return (
            <li key={slot.startTime}>
              <label className="slot">
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={multiple ? undefined : 'slot'}
                  className="slot__input"
                  checked={slot.selected}
                  aria-label={`${date}, ${time}, ${places}`}
                  onChange={() => onToggle(slot.startTime, slot.selected)}
                />
                <span className="slot__time">{time}</span>
                <span className="slot__places">{places}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
