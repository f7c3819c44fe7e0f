import { useId, type ReactNode } from 'react';

export interface CountStepperProps {
  count: number;
  canDecrease: boolean;
  canIncrease: boolean;
  onChange: (count: number) => void;
  /** What is counted, in the visitor's language: the group's label, the buttons' names, the
   * count as read out, and the bounds. */
  words: {
    label: ReactNode;
    decrease: string;
    increase: string;
    value: ReactNode;
    hint: ReactNode;
  };
}

/**
 * A count (people, vouchers): a labelled group with a button on each side and the count read out
 * when it changes. At a bound the button stays focusable (aria-disabled), so keyboard focus is not
 * lost, and does nothing; the chart decides the bounds.
 */
export function CountStepper({
  count,
  canDecrease,
  canIncrease,
  onChange,
  words,
}: CountStepperProps) {
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
