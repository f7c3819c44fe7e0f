import { useContext } from 'react';
import { Trans } from '@lingui/react/macro';
import { ShowMyBookings } from '../showMyBookings';
import { HostLink } from './HostLinks';

/**
 * A success screen's "view rewards" (SPEC 2): for an account, "Ver recompensas" opens the
 * personal area, where its points and prizes are ("Pontos e prémios"); nothing where the
 * deployment has no personal area. A guest has no rewards: the host site's page on winning
 * prizes, where the entity gives one, else nothing.
 */
export function ViewRewards({ hasAccount }: { hasAccount: boolean }) {
  const showMyBookings = useContext(ShowMyBookings);
  if (!hasAccount) return <HostLink page="winPrizes" />;
  if (!showMyBookings) return null;
  return (
    <button type="button" className="button button--secondary" onClick={showMyBookings}>
      <Trans>Ver recompensas</Trans>
    </button>
  );
}
