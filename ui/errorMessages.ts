import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '../api/errors';
import { FIRST_SCREEN_ERROR_MESSAGES, knowErrorMessages } from './firstScreenErrors';

export { errorMessage } from './firstScreenErrors';

/**
 * What the visitor reads for each code of the error catalogue (SPEC section 8, api/errors.ts):
 * the first screen's own (ui/firstScreenErrors.ts) and the rest, which load with the screens
 * beyond the first (ui/i18n.ts completeCatalogs). Typed as a full record, so a new code without
 * a message does not compile.
 */
export const ERROR_MESSAGES: Record<ErrorCode, MessageDescriptor> = {
  ...FIRST_SCREEN_ERROR_MESSAGES,
  noParent: msg`Esta operação só está disponível no site onde a reserva foi iniciada.`,
  dateNotAvailable: msg`Data não disponível, selecione outra data.`,
  noDigitalMenu: msg`Este estabelecimento não tem menu digital.`,
  menuNotActive: msg`O menu digital deste estabelecimento não está ativo de momento.`,
  paymentRefused: msg`O pagamento foi recusado.`,
  paymentPlatformError: msg`Ocorreu um erro na plataforma de pagamento, por favor tente novamente.`,
  confirmationExpired: msg`O tempo para confirmar o pagamento terminou, por favor tente novamente.`,
  noPaymentMethods: msg`De momento não há métodos de pagamento disponíveis.`,
  pickupPointsNone: msg`Não foram encontrados pontos de recolha.`,
  pickupPointsSearchError: msg`Não foi possível procurar pontos de recolha, por favor tente novamente.`,
  deliveryUnavailableForShops: msg`A entrega não está disponível para algumas lojas do seu carrinho. Faça uma encomenda separada para cada loja.`,
  addressUnavailableForDelivery: msg`A morada selecionada não está disponível para entregas de momento.`,
  couponInvalid: msg`O código do cupão não é válido.`,
  cartEmpty: msg`O seu carrinho está vazio.`,
  facebookUnavailable: msg`O login com Facebook está indisponível ou bloqueado neste navegador. Experimente outro navegador.`,
  voucherAmountTooLow: msg`O valor do voucher não pode ser inferior a 2 €.`,
};

// From now on every code reads its own message, wherever it is shown.
knowErrorMessages(ERROR_MESSAGES);
