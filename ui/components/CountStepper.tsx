import { useId, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

/** What is counted (SPEC 2 "number of people or number of vouchers"). */
export type Counted = 'people' | 'vouchers';

export interface CountStepperProps {
  counts: Counted;
  count: number;
  min: number;
  max: number;
  canDecrease: boolean;
  canIncrease: boolean;
  onChange: (count: number) => void;
}

interface StepperWords {
  label: ReactNode;
  decrease: string;
  increase: string;
  value: ReactNode;
  hint: ReactNode;
}

/** The group's label, the buttons' names, the count as read out, and the bounds. */
function useWords({ counts, count, min, max }: CountStepperProps): StepperWords {
  const { t } = useLingui();
  if (counts === 'people') {
    return {
      label: <Trans>Número de pessoas</Trans>,
      decrease: t`Menos uma pessoa`,
      increase: t`Mais uma pessoa`,
      value: <Plural value={count} one="# pessoa" other="# pessoas" />,
      hint:
        min === max ? (
          <Trans>Número fixo de pessoas: {min}</Trans>
        ) : (
          <Trans>
            Entre {min} e {max} pessoas
          </Trans>
        ),
    };
  }
  return {
    label: <Trans>Número de vouchers</Trans>,
    decrease: t`Menos um voucher`,
    increase: t`Mais um voucher`,
    value: <Plural value={count} one="# voucher" other="# vouchers" />,
    hint:
      min === max ? (
        <Trans>Número fixo de vouchers: {min}</Trans>
      ) : (
        <Trans>
          Entre {min} e {max} vouchers
        </Trans>
      ),
  };
}

/**
 * A count (people, vouchers): a labelled group with a button on each side and the count read out
 * when it changes. At a bound the button stays focusable (aria-disabled), so keyboard focus is not
 * lost, and does nothing; the chart decides the bounds.
 */
export function CountStepper(props: CountStepperProps) {
  const { count, canDecrease, canIncrease, onChange } = props;
  const words = useWords(props);
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="stepper" role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <span id={labelId} className="stepper__label">
        {words.label}
      </span>
      <div className="stepper__controls">
        <button
          type="button"
          className="stepper__button"
          aria-label={words.decrease}
          aria-disabled={!canDecrease}
          onClick={() => canDecrease && onChange(count - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="stepper__value" aria-live="polite">
          {words.value}
        </output>
        <button
          type="button"
          className="stepper__button"
          aria-label={words.increase}
          aria-disabled={!canIncrease}
          onClick={() => canIncrease && onChange(count + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span id={hintId} className="stepper__hint">
        {words.hint}
      </span>
    </div>
  );
}
