import { createContext, useContext } from 'react';
import { Trans } from '@lingui/react/macro';

export interface SupportDetails {
  phone: string | null;
  email: string | null;
}

/** The deployment's support phone and contact email (entity configuration), for error screens. */
export const SupportContext = createContext<SupportDetails>({ phone: null, email: null });

/** "Need help? Call … or write to …", with what the entity gives. */
export function SupportContact() {
  const { phone, email } = useContext(SupportContext);
  if (!phone && !email) return null;
  const tel = phone && <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>;
  const mail = email && <a href={`mailto:${email}`}>{email}</a>;
  return (
    <p className="notice__support">
      {tel && mail ? (
        <Trans>
          Precisa de ajuda? Ligue para {tel} ou escreva para {mail}.
        </Trans>
      ) : tel ? (
        <Trans>Precisa de ajuda? Ligue para {tel}.</Trans>
      ) : (
        <Trans>Precisa de ajuda? Escreva para {mail}.</Trans>
      )}
    </p>
  );
}
