import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethodCode } from '../../../machines/payment/payment.machine';

/**
 * What each payment method of SPEC 4 is called, in every language. A full record: a new method
 * without its name does not compile.
 */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethodCode, MessageDescriptor> = {
  hipay_mbway: msg`MB WAY`,
  hipay_cc: msg`Cartão de crédito ou débito`,
  hipay_mb: msg`Referência Multibanco`,
  IN_STORE_PAYMENT: msg`Pagar no estabelecimento`,
  VIVA_WALLET: msg`Viva Wallet`,
  SIBS_MBWAY: msg`MB WAY (SIBS)`,
  SIBS_CARD: msg`Cartão (SIBS)`,
};
