import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { VatIdProblem } from '../machines/rules/vatId';

/**
 * What is wrong with a NIF (SPEC 5 "Valid tax (VAT) id"), said as what to mend: every form that
 * asks for one (a voucher's invoice, a saved address) words it the same.
 */
export const VAT_ID_MESSAGES: Record<VatIdProblem, MessageDescriptor> = {
  vatIdRequired: msg`Indique o NIF para a fatura: 9 algarismos.`,
  vatIdLength: msg`O NIF tem 9 algarismos, sem letras.`,
  vatIdCheckDigit: msg`Estes 9 algarismos não formam um NIF válido: confirme-os.`,
};
