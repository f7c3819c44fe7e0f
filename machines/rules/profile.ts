import type { components } from '../../api/schema';
import { DEFAULT_PHONE_PREFIX } from '../../domain/constants';
import type { FieldErrors } from './authValidation';
import type { SupportedLanguage } from './context';

type User = components['schemas']['User'];

/** The personal area's profile as the visitor sees and changes it (SPEC 3 User). */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  prefix: string;
  phone: string;
  /** The widget's language, saved as the user's languageCode (en_US is English: en_EN). */
  language: ProfileLanguage;
}

/** The languages the profile offers (en_US is the same English as en_EN). */
export const PROFILE_LANGUAGES = ['pt_PT', 'es_ES', 'en_EN'] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

export function profileLanguageOf(language: SupportedLanguage): ProfileLanguage {
  return language === 'en_US' ? 'en_EN' : language;
}

export function profileFormOf(
  user: Pick<User, 'firstName' | 'lastName' | 'mobile' | 'mobilePrefix'>,
  language: SupportedLanguage,
): ProfileForm {
  return {
    firstName: user.firstName?.trim() ?? '',
    lastName: user.lastName?.trim() ?? '',
    prefix: user.mobilePrefix?.trim() || DEFAULT_PHONE_PREFIX,
    phone: user.mobile?.trim() ?? '',
    language: profileLanguageOf(language),
  };
}

/** What must be there before anything is sent: a first name and a mobile number. */
export function profileErrors(form: ProfileForm): FieldErrors<'firstName' | 'phone'> {
  const errors: FieldErrors<'firstName' | 'phone'> = {};
  if (!form.firstName.trim()) errors.firstName = 'firstNameRequired';
  if (!form.phone.trim()) errors.phone = 'phoneInvalid';
  return errors;
}

const digits = (value: string) => value.replace(/\D/g, '');

/** Another number (prefix or national number, spaces and dashes aside): it needs its SMS code. */
export function isMobileChanged(saved: ProfileForm, form: ProfileForm): boolean {
  return digits(saved.prefix) !== digits(form.prefix) || digits(saved.phone) !== digits(form.phone);
}

/** The name or the language changed: saved with updateProfile. */
export function isProfileChanged(saved: ProfileForm, form: ProfileForm): boolean {
  return (
    saved.firstName.trim() !== form.firstName.trim() ||
    saved.lastName.trim() !== form.lastName.trim() ||
    saved.language !== form.language
  );
}
