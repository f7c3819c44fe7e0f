import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AUTH_ERROR_CODES, type AuthErrorCode } from '../machines/auth/authErrors';
import { MAX_NOTES_LENGTH, type FieldErrorCode } from '../machines/rules/authValidation';
import { MIN_PASSWORD_LENGTH, ONE_TIME_CODE_LENGTH } from '../domain/constants';
import { ERROR_MESSAGES } from './errorMessages';

const count = MIN_PASSWORD_LENGTH;
const digits = ONE_TIME_CODE_LENGTH;
const maxNotes = MAX_NOTES_LENGTH;

/**
 * What the visitor reads beside a field for each rule of SPEC 5 (machines/rules/authValidation.ts).
 * A full record: a new rule without its message does not compile.
 */
export const FIELD_ERROR_MESSAGES: Record<FieldErrorCode, MessageDescriptor> = {
  emailInvalid: msg`Indique um email válido.`,
  nameRequired: msg`Indique o seu nome.`,
  firstNameRequired: msg`Indique o seu nome.`,
  lastNameRequired: msg`Indique o seu apelido.`,
  passwordRequired: msg`Indique a sua palavra-passe.`,
  passwordTooShort: msg`A palavra-passe deve ter pelo menos ${count} caracteres.`,
  privacyPolicyRequired: msg`Para criar a conta tem de aceitar a política de privacidade.`,
  phoneInvalid: msg`Indique um número de telemóvel válido para este indicativo.`,
  prefixInvalid: msg`Indique um indicativo de país válido, por exemplo +351.`,
  codeInvalid: msg`O código tem ${digits} algarismos.`,
  codeWrong: msg`O código não está correto. Confirme-o ou peça um novo código.`,
  notesTooLong: msg`As notas podem ter até ${maxNotes} caracteres.`,
};

type AuthOnlyCode = (typeof AUTH_ERROR_CODES)[number];

/** The sign-in failures the catalogue of SPEC 8 does not name (machines/rules/authErrors.ts). */
export const AUTH_ERROR_MESSAGES: Record<AuthOnlyCode, MessageDescriptor> = {
  wrongCredentials: msg`Email ou palavra-passe incorretos.`,
  emailTaken: msg`Já existe uma conta com este email.`,
  unknownEmail: msg`Não existe nenhuma conta com este email.`,
  accountNotVerified: msg`A sua conta ainda não foi confirmada. Enviámos um código para o seu email.`,
  externalSignInFailed: msg`Não foi possível iniciar a sua sessão automaticamente.`,
  sessionExpired: msg`A sua sessão terminou. Inicie sessão de novo.`,
  socialUnavailable: msg`Não foi possível iniciar sessão com esta conta. Experimente outro método.`,
};

function isAuthOnly(code: AuthErrorCode): code is AuthOnlyCode {
  return (AUTH_ERROR_CODES as readonly string[]).includes(code);
}

export function authErrorMessage(i18n: I18n, code: AuthErrorCode): string {
  return i18n._(isAuthOnly(code) ? AUTH_ERROR_MESSAGES[code] : ERROR_MESSAGES[code]);
}

export function fieldErrorMessage(i18n: I18n, code: FieldErrorCode): string {
  return i18n._(FIELD_ERROR_MESSAGES[code]);
}
