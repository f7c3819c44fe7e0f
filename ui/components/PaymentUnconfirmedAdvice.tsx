import { Trans } from '@lingui/react/macro';
import type { components } from '../../api/schema';
import { paymentKindOf } from '../../machines/rules/payment';

/**
 * What a visitor who left a payment whose outcome is not known is told: it may still be paid, so
 * where to check before paying again (the MB WAY app, their email, their account).
 */
export function PaymentUnconfirmedAdvice({
  method,
}: {
  method: components['schemas']['PaymentMethodCode'];
}) {
  return (
    <>
      <p>
        <Trans>
          Não sabemos se o pagamento foi feito: pode ainda ser concluído. Se for, a compra fica
          registada e recebe a confirmação por email.
        </Trans>
      </p>
      <p className="notice notice--info">
        {paymentKindOf(method) === 'mbway' ? (
          <Trans>
            Antes de pagar outra vez, veja na app MB WAY e no seu email se o pagamento foi feito. Se
            o pedido ainda estiver na app, pode aceitá-lo ou recusá-lo lá.
          </Trans>
        ) : (
          <Trans>
            Antes de pagar outra vez, veja no seu email e nos movimentos da sua conta se o pagamento
            foi feito.
          </Trans>
        )}
      </p>
    </>
  );
}
