import { useId } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

interface PeopleStepperProps {
  count: number;
  min: number;
  max: number;
  canDecrease: boolean;
  canIncrease: boolean;
  onChange: (count: number) => void;
}

/**
 * The number of people: a labelled group with a button on each side and the count read out when
 * it changes. At a bound the button stays focusable (aria-disabled), so keyboard focus is not
 * lost, and does nothing.
 */
export function PeopleStepper({
  count,
  min,
  max,
  canDecrease,
  canIncrease,
  onChange,
}: PeopleStepperProps) {
  const { t } = useLingui();
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="stepper" role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <span id={labelId} className="stepper__label">
        <Trans>Número de pessoas</Trans>
      </span>
      <div className="stepper__controls">
        <button
          type="button"
          className="stepper__button"
          aria-label={t`Menos uma pessoa`}
          aria-disabled={!canDecrease}
          onClick={() => canDecrease && onChange(count - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="stepper__value" aria-live="polite">
          <Plural value={count} one="# pessoa" other="# pessoas" />
        </output>
        <button
          type="button"
          className="stepper__button"
          aria-label={t`Mais uma pessoa`}
          aria-disabled={!canIncrease}
          onClick={() => canIncrease && onChange(count + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span id={hintId} className="stepper__hint">
        {min === max ? (
          <Trans>Número fixo de pessoas: {min}</Trans>
        ) : (
          <Trans>
            Entre {min} e {max} pessoas
          </Trans>
        )}
      </span>
    </div>
  );
}
