import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { components } from '../../../api/schema';
import { formatEuro } from '../../../machines/rules/format';

export type CartItem = components['schemas']['CartItem'];

/** One line of a cart: quantity, name, its total, "unavailable" when it is; then `children`. */
export function CartItemLine({ item, children }: { item: CartItem; children?: ReactNode }) {
  const name = item.name;
  const quantity = item.quantity;
  return (
    <li className="order__item">
      <span className="order__item-name">
        <Trans>
          {quantity} × {name}
        </Trans>
      </span>
      <span className="order__item-price">{formatEuro(item.total)}</span>
      {item.isAvailable === false && (
        <span className="order__badge">
          <Trans>Indisponível</Trans>
        </span>
      )}
      {children}
    </li>
  );
}
