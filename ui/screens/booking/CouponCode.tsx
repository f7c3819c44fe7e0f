import { Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QrCodeView } from '../../../machines/rules/bookingRequest';
import { lazyScreen } from '../../lazyScreen';

/** The QR code drawer (uqr) loads only with a coupon that needs drawing. */
export const QrCodeImage = lazyScreen(() => import('./QrCodeImage'));

/**
 * A digital coupon (type 5): the activation code and its QR code; the visit is scheduled later
 * with the merchant, whose phone and email are given. Shown once the coupon is got (a booking)
 * or paid for (a voucher).
 */
export function CouponCode({
  code,
  qr,
  shopPhone,
  shopEmail,
}: {
  code: string;
  qr: QrCodeView;
  shopPhone: string | null;
  shopEmail: string | null;
}) {
  const { t } = useLingui();
  const label = t`Código QR do cupão ${code}`;
  return (
    <div className="coupon">
      <p className="coupon__code">
        <Trans>Código de ativação:</Trans> <strong>{code}</strong>
      </p>
      {qr?.kind === 'image' && (
        <img className="qr" src={qr.url} alt={label} width={200} height={200} />
      )}
      {qr?.kind === 'text' && (
        <Suspense fallback={<p className="loading">{label}</p>}>
          <QrCodeImage text={qr.text} label={label} />
        </Suspense>
      )}
      <p>
        <Trans>
          A visita é marcada mais tarde, diretamente com o estabelecimento, por telefone ou
          contacto:
        </Trans>
      </p>
      <ul className="coupon__contacts">
        {shopPhone && (
          <li>
            <Trans>Telefone:</Trans> <a href={`tel:${shopPhone.replace(/\s/g, '')}`}>{shopPhone}</a>
          </li>
        )}
        {shopEmail && (
          <li>
            <Trans>Email:</Trans> <a href={`mailto:${shopEmail}`}>{shopEmail}</a>
          </li>
        )}
      </ul>
    </div>
  );
}
