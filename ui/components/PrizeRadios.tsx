import type { ReactNode, Ref } from 'react';
import { Trans } from '@lingui/react/macro';
import { formatEuro } from '../../machines/rules/format';
import './prizeRadios.css';

export interface PrizeOption {
  id: number;
  name: string;
  value: number;
}

/**
 * The visitor's usable prizes as one radio group, "Sem prémio" first (a voucher's and a booking's
 * review): at most one prize, the refusal said under the group and linked to it.
 */
export function PrizeRadios({
  name,
  legend,
  prizes,
  prizeId,
  onSelect,
  error,
  errorId,
  errorRef,
}: {
  /** The radios' group name, unique on the page. */
  name: string;
  legend: ReactNode;
  prizes: readonly PrizeOption[];
  prizeId: number | null;
  onSelect: (prizeId: number | null) => void;
  /** Why the prize chosen cannot go (focused by the screen when it is said). */
  error: ReactNode | null;
  errorId: string;
  errorRef?: Ref<HTMLParagraphElement>;
}) {
  return (
    <fieldset className="voucher__choices" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      <label className="voucher__choice">
        <input
          type="radio"
          name={name}
          value=""
          checked={prizeId === null}
          onChange={() => onSelect(null)}
        />
        <span className="voucher__choice-name">
          <Trans>Sem prémio</Trans>
        </span>
      </label>
      {prizes.map((prize) => (
        <label key={prize.id} className="voucher__choice">
          <input
            type="radio"
            name={name}
            value={prize.id}
            checked={prizeId === prize.id}
            onChange={() => onSelect(prize.id)}
          />
          <span className="voucher__choice-text">
            <span className="voucher__choice-name">{prize.name}</span>{' '}
            <span className="voucher__choice-detail">{formatEuro(prize.value)}</span>
          </span>
        </label>
      ))}
      {error && (
        <p
          ref={errorRef}
          className="field__error voucher__prize-error"
          id={errorId}
          tabIndex={-1}
          role="alert"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}
