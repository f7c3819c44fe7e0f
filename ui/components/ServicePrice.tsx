import { Trans } from '@lingui/react/macro';
import { formatEuro } from '../../machines/rules/format';
import type { ServicePrice as ServicePriceValue } from '../../machines/rules/services';

/** A merchant service's price (machines/rules/services.ts), in the list and in the review. */
export function ServicePrice({ price }: { price: ServicePriceValue }) {
  switch (price.kind) {
    case 'free':
      return <Trans>Grátis</Trans>;
    case 'fixed':
      return <>{formatEuro(price.price)}</>;
    case 'from': {
      const from = formatEuro(price.price);
      if (price.maxPrice === null) return <Trans>Desde {from}</Trans>;
      const to = formatEuro(price.maxPrice);
      return (
        <Trans>
          Desde {from} até {to}
        </Trans>
      );
    }
    case 'onRequest':
      return <Trans>Preço sob consulta</Trans>;
  }
}
