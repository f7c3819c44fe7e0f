import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActorRefFrom } from 'xstate';
import { formatDate, formatTime } from '../../machines/rules/dateFormat';
import type { AppLocale } from '../../machines/rules/language';
import type { IsoMonth } from '../../machines/rules/schedule';
import { connectSchedule } from '../../machines/schedule/schedule.connect';
import type { scheduleMachine } from '../../machines/schedule/schedule.machine';
import type { ScheduleProblem } from '../../machines/schedule/schedule.types';
import { useConnect } from '../connect';
import { createFlowContext } from '../flowContext';
import { ERROR_MESSAGES } from '../errorMessages';
import { ErrorNotice } from '../components/ErrorNotice';
import { MonthCalendar } from '../components/MonthCalendar';
import { ScheduleHeading } from '../components/ScheduleHeading';
import { CountStepper } from '../components/CountStepper';
import { SlotList } from '../components/SlotList';
import '../components/booking.css';
import { asText } from '../asText';

export type ScheduleActor = ActorRefFrom<typeof scheduleMachine>;

/** The validation messages of SPEC 5 and the catalogue's "date not available" (SPEC 8). */
const PROBLEM_MESSAGES: Record<Exclude<ScheduleProblem, 'tooManySelections'>, MessageDescriptor> = {
  dateRequired: msg`Escolha uma data.`,
  dateTimeRequired: msg`Escolha uma data e uma hora.`,
  dateTimesRequired: msg`Escolha pelo menos uma data e hora.`,
  suggestionsRule: msg`Sugira pelo menos 3 datas e horas, uma delas daqui a 24 horas ou mais.`,
  dateNotAvailable: ERROR_MESSAGES.dateNotAvailable,
};

const [ScheduleProvider, useScheduleActor] = createFlowContext<ScheduleActor>('schedule');

/**
 * The date, time and people choice (machines/schedule): what it shows follows the state the
 * chart is in — loading, failed, no dates, one of the three ways of choosing, done.
 */
export function ScheduleScreen({ actor }: { actor: ScheduleActor }) {
  return (
    <ScheduleProvider actor={actor}>
      <ScheduleView />
    </ScheduleProvider>
  );
}

function ScheduleView() {
  const {
    stage,
    mode,
    choosingDay: day,
    choosingSeveral: several,
    slots,
    error,
    canRetry,
    retry,
    confirm,
  } = useConnect(useScheduleActor(), connectSchedule);

  if (stage === 'loading') {
    return (
      <section className="screen schedule" aria-busy="true" aria-labelledby="schedule-title">
        <ScheduleHeading mode={mode} />
        <p className="loading" role="status">
          <Trans>A carregar as datas disponíveis…</Trans>
        </p>
      </section>
    );
  }
  if (stage === 'failed') {
    return (
      <section className="screen schedule" aria-labelledby="schedule-title">
        <ScheduleHeading mode={mode} />
        <ErrorNotice code={error ?? 'generic'} onRetry={canRetry ? retry : undefined} />
      </section>
    );
  }
  if (stage === 'done') return <ChoiceSummary />;
  if (stage === 'noDates') {
    return (
      <section className="screen schedule" aria-labelledby="schedule-title">
        <h2 id="schedule-title">
          <Trans>Escolha a data</Trans>
        </h2>
        <People />
        <p className="notice notice--info" role="status">
          <Trans>Não há datas disponíveis para este número de pessoas.</Trans>
        </p>
      </section>
    );
  }

  return (
    <section className="screen schedule" aria-labelledby="schedule-title">
      <ScheduleHeading mode={mode} />
      <Problem where="top" />
      <Resources />
      {day && <TimeWindow />}
      {several && <SuggestionRules />}
      <People />
      <Calendar />
      {slots === 'one' && <Slots multiple={false} />}
      {slots === 'several' && <Slots multiple />}
      {several && <Suggestions />}
      <Problem where="bottom" />
      <button type="button" className="button" onClick={confirm}>
        <Trans>Continuar</Trans>
      </button>
    </section>
  );
}

function useLocale(): AppLocale {
  const { i18n } = useLingui();
  return i18n.locale as AppLocale;
}

function People() {
  const {
    people,
    canDecreasePeople: canDecrease,
    canIncreasePeople: canIncrease,
    changePeople,
  } = useConnect(useScheduleActor(), connectSchedule);
  return (
    <CountStepper
      counts="people"
      {...people}
      canDecrease={canDecrease}
      canIncrease={canIncrease}
      onChange={changePeople}
    />
  );
}

function Calendar() {
  const { t } = useLingui();
  const locale = useLocale();
  const {
    monthView: view,
    canPreviousMonth: canPrevious,
    canNextMonth: canNext,
    showableMonths,
    previousMonth,
    nextMonth,
    showMonth: show,
    selectDate,
  } = useConnect(useScheduleActor(), connectSchedule);
  if (!view) return null;
  const showMonth = (month: IsoMonth) => {
    if (!showableMonths.includes(month)) return false;
    show(month);
    return true;
  };
  return (
    <MonthCalendar
      {...view}
      locale={locale}
      canPrevious={canPrevious}
      canNext={canNext}
      onPrevious={previousMonth}
      onNext={nextMonth}
      onShowMonth={showMonth}
      onSelect={selectDate}
      describeDay={(day) => {
        const suggestions = day.suggestions;
        if (suggestions === 0) return null;
        return suggestions === 1 ? t`1 sugestão escolhida` : t`${suggestions} sugestões escolhidas`;
      }}
    />
  );
}

function Slots({ multiple }: { multiple: boolean }) {
  const locale = useLocale();
  const {
    daySlots: slots,
    capacityUnit: unit,
    date: day,
    zone,
    selectSlot,
    addSuggestion,
    removeSuggestion,
  } = useConnect(useScheduleActor(), connectSchedule);
  if (!day) return null;
  const date = formatDate(day, locale, zone);
  const count = slots.length;
  return (
    <>
      <p className="visually-hidden" role="status">
        <Plural
          value={count}
          one={`# hora disponível em ${date}`}
          other={`# horas disponíveis em ${date}`}
        />
      </p>
      <SlotList
        day={day}
        slots={slots}
        zone={zone}
        unit={unit}
        locale={locale}
        multiple={multiple}
        onToggle={(startTime, selected) =>
          multiple
            ? selected
              ? removeSuggestion(startTime)
              : addSuggestion(startTime)
            : selectSlot(startTime)
        }
      />
    </>
  );
}

function Suggestions() {
  const { t } = useLingui();
  const locale = useLocale();
  const {
    suggestions: { dateTimes, max },
    zone,
    removeSuggestion,
  } = useConnect(useScheduleActor(), connectSchedule);
  const count = dateTimes.length;
  return (
    <section className="suggestions" aria-labelledby="suggestions-title">
      <h3 id="suggestions-title" className="suggestions__title">
        <Trans>As suas sugestões</Trans>
      </h3>
      <p className="suggestions__count" role="status">
        <Trans>
          {count} de {max} escolhidas
        </Trans>
      </p>
      {count > 0 && (
        <ul className="suggestions__list">
          {dateTimes.map((iso) => {
            const when = `${formatDate(iso, locale, zone)}, ${formatTime(iso, zone)}`;
            return (
              <li key={iso} className="suggestions__item">
                <span>{when}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t`Remover ${when}`}
                  onClick={() => removeSuggestion(iso)}
                >
                  <Trans>Remover</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function SuggestionRules() {
  const {
    suggestions: { min, max },
  } = useConnect(useScheduleActor(), connectSchedule);
  return (
    <p className="schedule__hint">
      <Trans>
        Sugira entre {min} e {max} datas e horas, uma delas daqui a 24 horas ou mais. O
        estabelecimento confirma uma delas por SMS e email.
      </Trans>
    </p>
  );
}

function TimeWindow() {
  const { timeWindow: window } = useConnect(useScheduleActor(), connectSchedule);
  if (!window) return null;
  const { start, end } = window;
  return (
    <p className="schedule__hint">
      <Trans>
        Válido das {start} às {end} do dia escolhido.
      </Trans>
    </p>
  );
}

function Resources() {
  const { resources } = useConnect(useScheduleActor(), connectSchedule);
  if (resources.length === 0) return null;
  const names = asText(resources.map((resource) => resource.name).join(', '));
  return (
    <p className="schedule__hint">
      <Trans>Agenda de: {names}</Trans>
    </p>
  );
}

/**
 * The message of the last refusal, announced. "Date not available" sends the visitor back here,
 * so it shows at the top; the validation messages show by the button that raised them.
 */
function Problem({ where }: { where: 'top' | 'bottom' }) {
  const { i18n } = useLingui();
  const {
    problem,
    suggestions: { max },
  } = useConnect(useScheduleActor(), connectSchedule);
  const shown =
    problem !== null && (where === 'top') === (problem === 'dateNotAvailable') ? problem : null;
  let text: ReactNode = null;
  if (shown === 'tooManySelections') {
    text = (
      <Trans>
        Já escolheu o máximo de {max} datas e horas. Remova uma primeiro para escolher outra.
      </Trans>
    );
  } else if (shown) {
    text = i18n._(PROBLEM_MESSAGES[shown]);
  }
  return (
    <div className="schedule__problem" role="alert">
      {text && <p className="notice notice--error">{text}</p>}
    </div>
  );
}

function ChoiceSummary() {
  const locale = useLocale();
  const { choice, zone } = useConnect(useScheduleActor(), connectSchedule);
  const count = choice.numberOfPeople;
  const when = choice.startTime
    ? `${formatDate(choice.startTime, locale, zone)}, ${formatTime(choice.startTime, zone)}`
    : choice.date
      ? formatDate(choice.date, locale, zone)
      : null;
  return (
    <section className="screen" aria-labelledby="schedule-title">
      <h2 id="schedule-title">
        <Trans>A sua escolha</Trans>
      </h2>
      {when && <p>{when}</p>}
      {choice.dateTimes.length > 0 && (
        <ul>
          {choice.dateTimes.map((iso) => (
            <li key={iso}>
              {formatDate(iso, locale, zone)}, {formatTime(iso, zone)}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Plural value={count} one="# pessoa" other="# pessoas" />
      </p>
    </section>
  );
}

/** For lazyScreen(() => import(...)): the screen loads with its chart, not the first screen. */
export default ScheduleScreen;
