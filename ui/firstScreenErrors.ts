import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '../api/errors';

/**
 * The messages of the error catalogue (SPEC section 8) a first screen may show itself: a campaign
 * or the deployment that cannot be read, a fault of the connection or of an answer. Only these
 * ship with the first screen (ui/boot/firstScreenMessages.ts takes the messages its code names);
 * the rest of the catalogue is ui/errorMessages.ts, which comes with every other screen.
 */
export const FIRST_SCREEN_ERROR_MESSAGES = {
  generic: msg`Ocorreu um erro, por favor tente novamente.`,
  timeout: msg`O servidor demorou demasiado tempo a responder. Por favor tente novamente.`,
  network: msg`Não foi possível contactar o servidor. Verifique a sua ligação à internet e tente novamente.`,
  malformedResponse: msg`Recebemos uma resposta inesperada do servidor. Por favor tente novamente.`,
  campaignInvalid: msg`Esta campanha não é válida.`,
  campaignNotProvided: msg`Não foi indicada nenhuma campanha.`,
  campaignUnavailable: msg`Esta campanha já não está disponível.`,
  noOnlineBooking: msg`Este estabelecimento não aceita reservas online.`,
} satisfies Partial<Record<ErrorCode, MessageDescriptor>>;

const known: Partial<Record<ErrorCode, MessageDescriptor>> = { ...FIRST_SCREEN_ERROR_MESSAGES };

/** Every code's message, once the whole catalogue has arrived (ui/errorMessages.ts). */
export function knowErrorMessages(messages: Record<ErrorCode, MessageDescriptor>): void {
  Object.assign(known, messages);
}

/**
 * The message for a code in the active language of the given i18n instance. The other screens
 * load the whole catalogue before they are drawn (completeCatalogs in ui/i18n.ts); a first
 * screen told a fault only they meet reads the generic message.
 */
export function errorMessage(i18n: I18n, code: ErrorCode): string {
  return i18n._(known[code] ?? FIRST_SCREEN_ERROR_MESSAGES.generic);
}
