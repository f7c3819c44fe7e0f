import type { components } from '../../api/schema';
import type { SocialCredential, SocialProvider, SocialSettings } from '../../api/social';
import type { AuthErrorCode } from './authErrors';
import type { FieldErrors } from '../rules/authValidation';

type Schemas = components['schemas'];
export type User = Schemas['User'];
export type AuthenticatedUser = Schemas['AuthenticatedUser'];
export type LoginSource = Schemas['LoginSource'];
export type Prize = Schemas['Prize'];
export type RegisteredEmail = Schemas['RegisteredEmail'];
export type OkResult = Schemas['OkResult'];

/** Why a user is needed: it names the sign-in screen's heading. */
export type AuthReason =
  | 'signIn'
  | 'myBookings'
  | 'booking'
  | 'coupon'
  | 'order'
  | 'voucher'
  | 'premium';

/** What a guest gives instead of an account (SPEC 6): enough to book and be contacted. */
export interface GuestDetails {
  name: string;
  email: string;
  /** `+351` */
  prefix: string;
  /** The national number, digits only. */
  phone: string;
}

/**
 * A guest's details as they are being typed (not yet confirmed), told to whoever runs the sign-in
 * at each change, so that a reload right after typing still finds them.
 */
export interface GuestTyped extends GuestDetails {
  type: 'guest.typed';
}

/**
 * What the chart ends with. `failed` only follows an `externalToken` input (a silent sign-in the
 * parent app asked for): every other failure leaves the visitor on a screen with a way on.
 */
export type AuthOutput =
  | { kind: 'user'; user: AuthenticatedUser; loginSource: LoginSource }
  | { kind: 'guest'; guest: GuestDetails }
  | { kind: 'failed'; error: AuthErrorCode };

export interface AuthInput {
  /** SPEC 6: a guest path exists only where the context's allowGuestLogin is on. */
  allowGuestLogin: boolean;
  reason?: AuthReason;
  providerId?: number;
  /** Signs in silently with the parent app's token (authentication/external), then ends. */
  externalToken?: string | null;
  /** A user id and token already known (the login cookies): their profile is loaded. */
  session?: { userId: number; token: string } | null;
  /** What the flow already knows (the host's prefill, the contact), so nothing is typed twice. */
  prefill?: Partial<Pick<AuthForm, 'email' | 'name' | 'prefix' | 'phone'>>;
  /** The deployment's social settings: outside a parent window, the providers with a client id. */
  social?: SocialSettings | null;
}

/** Everything the visitor types, kept across steps and errors (nothing typed is lost). */
export interface AuthForm {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The guest's name. */
  name: string;
  prefix: string;
  phone: string;
  acceptPrivacyPolicy: boolean;
}

/** The fields of the auth screens; the one-time code is typed into the code chart. */
export type AuthField = keyof AuthForm | 'code';
export type AuthTextField = Exclude<keyof AuthForm, 'acceptPrivacyPolicy'>;

export interface AuthContext {
  allowGuestLogin: boolean;
  reason: AuthReason;
  providerId: number;
  social: SocialSettings | null;
  /** Where the chart starts from besides the email: a parent's token, or a known session. */
  pending: 'externalToken' | 'session' | null;
  externalToken: string | null;
  /** An external sign-in: a failure ends the chart instead of asking the visitor. */
  silent: boolean;
  form: AuthForm;
  /** The rules the last submit broke, by field (SPEC 5), as codes the view translates. */
  fieldErrors: FieldErrors<AuthField>;
  /** Why the last call failed, with a way on beside it. */
  error: AuthErrorCode | null;
  /** The providers offered; null until known. */
  socialProviders: SocialProvider[] | null;
  socialProvider: SocialProvider | null;
  credential: SocialCredential | null;
  user: AuthenticatedUser | null;
  loginSource: LoginSource | null;
  /**
   * The account's email code already went out (signUp emails it): its resend cools down at once.
   * After a login of an account never confirmed, a code is sent first.
   */
  emailCodeSent: boolean;
}

export type AuthEvent =
  | { type: 'form.change'; field: AuthTextField; value: string }
  | { type: 'privacy.change'; accepted: boolean }
  | { type: 'email.submit' }
  | { type: 'password.submit' }
  | { type: 'password.forgot' }
  | { type: 'login.start' }
  | { type: 'forgot.submit' }
  | { type: 'register.submit' }
  | { type: 'guest.start' }
  | { type: 'guest.submit' }
  | { type: 'social.start'; provider: SocialProvider }
  | { type: 'mobile.submit' }
  | { type: 'mobile.edit' }
  | { type: 'profile.retry' }
  | { type: 'auth.back' };
