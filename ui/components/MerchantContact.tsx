import { useContext } from 'react';
import { Trans } from '@lingui/react/macro';
import { asText } from '../asText';
import { SupportContact, SupportContext } from './SupportContact';

/**
 * How to reach the merchant when the widget cannot take the visitor further (information only,
 * no online booking, unavailable): the shop's phone and email, as links, with what the shop gives.
 * Where the shop gives no phone or no email, the deployment's support contact (the entity's)
 * follows, so the visitor always has a number to call and an address to write to where either
 * is known.
 */
export function MerchantContact({
  shopName: shopNameText,
  phone,
  email,
}: {
  shopName: string;
  phone: string | null;
  email: string | null;
}) {
  const support = useContext(SupportContext);
  const supportHelps = (!phone || !email) && (support.phone || support.email);
  if (!phone && !email && !supportHelps) return null;
  const shopName = asText(shopNameText);
  return (
    <div className="merchant-contact">
      {(phone || email) && (
        <>
          <p>
            <Trans>Contacte {shopName}:</Trans>
          </p>
          <ul>
            {phone && (
              <li>
                <Trans>Telefone:</Trans> <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </li>
            )}
            {email && (
              <li>
                <Trans>Email:</Trans> <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
          </ul>
        </>
      )}
      {supportHelps && <SupportContact />}
    </div>
  );
}
