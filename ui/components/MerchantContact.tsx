import { Trans } from '@lingui/react/macro';
import { asText } from '../asText';

/**
 * How to reach the merchant when the widget cannot take the visitor further (information only,
 * no online booking, unavailable): the shop's phone and email, as links, with what the shop gives.
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
  if (!phone && !email) return null;
  const shopName = asText(shopNameText);
  return (
    <div className="merchant-contact">
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
    </div>
  );
}
