import { createContext, useContext } from 'react';
import { Trans } from '@lingui/react/macro';

/** The deployment's support phone (entity configuration), for the error screens. */
export const SupportPhoneContext = createContext<string | null>(null);

/** "Need help? Call …", when the entity gives a support phone. */
export function SupportContact() {
  const phone = useContext(SupportPhoneContext);
  if (!phone) return null;
  const href = `tel:${phone.replace(/[^\d+]/g, '')}`;
  return (
    <p className="notice__support">
      <Trans>
        Precisa de ajuda? Ligue para <a href={href}>{phone}</a>.
      </Trans>
    </p>
  );
}
