/**
 * The sign-in chart (machines/auth/auth.machine.ts), one still picture per state, drawn by
 * AuthScreen: email first, password, forgot password, register, guest, social providers, the
 * email and mobile one-time codes, the profile load, and the ends.
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows; a variant adds a note
 * in brackets (`enteringPassword (wrongCredentials)`). The code steps show the one-time code chart
 * they run (stories/oneTimeCode.stories.tsx has each of its states).
 * Users, emails and codes are the sandbox's (api/sandbox/README.md, Users).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ENTITY_CONFIG } from '../api/sandbox/seed';
import { SANDBOX_USERS, signedInUserFixture } from '../api/sandbox/userFixtures';
import { authMachine } from '../machines/auth/auth.machine';
import { initialAuthContext } from '../machines/auth/auth.setup';
import type { AuthContext, AuthForm } from '../machines/auth/auth.types';
import type { OneTimeCodeInput } from '../machines/oneTimeCode/oneTimeCode.machine';
import { AuthScreen, LaterSteps } from '../ui/screens/auth/AuthScreen';
import { codeChild } from './support/codeChild';
import { stateStories } from './support/stateStory';

// The steps after the email load in their own chunk (ui/screens/auth/LaterSteps.tsx): preloaded
// here, every story draws its step at once.
const meta = { title: 'auth', loaders: [() => LaterSteps.preload()] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const authStory = stateStories(authMachine, (actor) => <AuthScreen actor={actor} />);

const { ana, joana, rui } = SANDBOX_USERS;
/** A new visitor (no account in the sandbox). */
const NEW_EMAIL = 'ines.rocha@example.pt';

/** Opened from "My bookings" on a deployment with the three providers. */
function context(
  overrides: Partial<Omit<AuthContext, 'form'>> & { form?: Partial<AuthForm> } = {},
): AuthContext {
  const base = initialAuthContext({
    allowGuestLogin: false,
    reason: 'myBookings',
    social: ENTITY_CONFIG.social ?? null,
  });
  return {
    ...base,
    socialProviders: ['facebook', 'google', 'apple'],
    ...overrides,
    form: { ...base.form, ...overrides.form },
  };
}

const registration: Partial<AuthForm> = {
  email: NEW_EMAIL,
  firstName: 'Inês',
  lastName: 'Rocha',
  prefix: '+351',
  phone: '912000111',
  password: 'Palavra123',
  acceptPrivacyPolicy: true,
};

/** Inês just registered: her account waits for the emailed code. */
const newUser = {
  ...signedInUserFixture(1001),
  id: 1101,
  token: 'tok-1101',
  email: NEW_EMAIL,
  firstName: 'Inês',
  lastName: 'Rocha',
  stateId: 2,
  mobile: '912000111',
  mobileValidation: false,
  newRegistration: true,
  points: 0,
  prizes: [],
};
const ruiSignedIn = signedInUserFixture(rui.id);
const anaSignedIn = signedInUserFixture(ana.id);

// ------------------------------------------------------------------ email first

export const enteringEmail: Story = {
  name: 'enteringEmail',
  ...authStory({ value: 'enteringEmail', context: context() }),
};

/** Where the context allows guests (allowGuestLogin), a guest path is offered. */
export const enteringEmailGuests: Story = {
  name: 'enteringEmail (guests allowed)',
  ...authStory({ value: 'enteringEmail', context: context({ allowGuestLogin: true }) }),
};

/** Inside a parent window that offers only Google; no guest path. */
export const enteringEmailParentProviders: Story = {
  name: 'enteringEmail (parent offers Google only)',
  ...authStory({ value: 'enteringEmail', context: context({ socialProviders: ['google'] }) }),
};

export const enteringEmailInvalid: Story = {
  name: 'enteringEmail (invalid email)',
  ...authStory({
    value: 'enteringEmail',
    context: context({ form: { email: 'ana.silva@' }, fieldErrors: { email: 'emailInvalid' } }),
  }),
};

export const enteringEmailNetwork: Story = {
  name: 'enteringEmail (network)',
  ...authStory({
    value: 'enteringEmail',
    context: context({ form: { email: ana.email }, error: 'network' }),
  }),
};

/** SPEC 5 and 8: Facebook unavailable or blocked, try another browser. */
export const enteringEmailFacebook: Story = {
  name: 'enteringEmail (facebookUnavailable)',
  ...authStory({
    value: 'enteringEmail',
    context: context({ error: 'facebookUnavailable', socialProvider: 'facebook' }),
  }),
};

/** The login cookies held a token the middleware no longer knows. */
export const enteringEmailSessionExpired: Story = {
  name: 'enteringEmail (sessionExpired)',
  ...authStory({ value: 'enteringEmail', context: context({ error: 'sessionExpired' }) }),
};

export const checkingEmail: Story = {
  name: 'checkingEmail',
  ...authStory({ value: 'checkingEmail', context: context({ form: { email: ana.email } }) }),
};

// ------------------------------------------------------------------ password

export const enteringPassword: Story = {
  name: 'enteringPassword',
  ...authStory({ value: 'enteringPassword', context: context({ form: { email: ana.email } }) }),
};

export const enteringPasswordWrong: Story = {
  name: 'enteringPassword (wrongCredentials)',
  ...authStory({
    value: 'enteringPassword',
    context: context({
      form: { email: ana.email, password: 'errada' },
      error: 'wrongCredentials',
    }),
  }),
};

export const enteringPasswordEmpty: Story = {
  name: 'enteringPassword (no password)',
  ...authStory({
    value: 'enteringPassword',
    context: context({ form: { email: ana.email }, fieldErrors: { password: 'passwordRequired' } }),
  }),
};

export const signingIn: Story = {
  name: 'signingIn',
  ...authStory({
    value: 'signingIn',
    context: context({ form: { email: ana.email, password: ana.password } }),
  }),
};

export const forgotPasswordEditing: Story = {
  name: 'forgotPassword.editing',
  ...authStory({
    value: { forgotPassword: 'editing' },
    context: context({ form: { email: ana.email } }),
  }),
};

export const forgotPasswordSending: Story = {
  name: 'forgotPassword.sending',
  ...authStory({
    value: { forgotPassword: 'sending' },
    context: context({ form: { email: ana.email } }),
  }),
};

export const forgotPasswordSent: Story = {
  name: 'forgotPassword.sent',
  ...authStory({
    value: { forgotPassword: 'sent' },
    context: context({ form: { email: ana.email } }),
  }),
};

// ------------------------------------------------------------------ register

export const registeringEditing: Story = {
  name: 'registering.editing',
  ...authStory({
    value: { registering: 'editing' },
    context: context({ form: { email: NEW_EMAIL } }),
  }),
};

/** Every broken rule at once, the password's minimum with its count. */
export const registeringErrors: Story = {
  name: 'registering.editing (errors)',
  ...authStory({
    value: { registering: 'editing' },
    context: context({
      form: { email: NEW_EMAIL, firstName: 'Inês', phone: '2134', password: 'curta' },
      fieldErrors: {
        lastName: 'lastNameRequired',
        phone: 'phoneInvalid',
        password: 'passwordTooShort',
        acceptPrivacyPolicy: 'privacyPolicyRequired',
      },
    }),
  }),
};

export const registeringPrefix: Story = {
  name: 'registering.editing (prefixInvalid)',
  ...authStory({
    value: { registering: 'editing' },
    context: context({
      form: { ...registration, prefix: '+999' },
      fieldErrors: { prefix: 'prefixInvalid' },
    }),
  }),
};

/** The email was registered meanwhile: sign in instead. */
export const registeringEmailTaken: Story = {
  name: 'registering.editing (emailTaken)',
  ...authStory({
    value: { registering: 'editing' },
    context: context({ form: registration, error: 'emailTaken' }),
  }),
};

export const registeringValidating: Story = {
  name: 'registering.validating',
  ...authStory({ value: { registering: 'validating' }, context: context({ form: registration }) }),
};

export const signingUp: Story = {
  name: 'signingUp',
  ...authStory({ value: 'signingUp', context: context({ form: registration }) }),
};

// ------------------------------------------------------------------ social

export const signingInSociallyAuthorizing: Story = {
  name: 'signingInSocially.authorizing',
  ...authStory({
    value: { signingInSocially: 'authorizing' },
    context: context({ socialProvider: 'google' }),
  }),
};

export const signingInSociallySigningUp: Story = {
  name: 'signingInSocially.signingUp',
  ...authStory({
    value: { signingInSocially: 'signingUp' },
    context: context({
      socialProvider: 'apple',
      credential: { provider: 'apple', accessToken: 'apple-identity-token' },
    }),
  }),
};

// ------------------------------------------------------------------ guests

const guestForm: Partial<AuthForm> = {
  name: 'Rita Gomes',
  email: 'rita.gomes@example.pt',
  prefix: '+351',
  phone: '912000222',
};

export const enteringGuestDetailsEditing: Story = {
  name: 'enteringGuestDetails.editing',
  ...authStory({
    value: { enteringGuestDetails: 'editing' },
    context: context({ allowGuestLogin: true }),
  }),
};

export const enteringGuestDetailsErrors: Story = {
  name: 'enteringGuestDetails.editing (errors)',
  ...authStory({
    value: { enteringGuestDetails: 'editing' },
    context: context({
      allowGuestLogin: true,
      form: { ...guestForm, name: '', phone: '12' },
      fieldErrors: { name: 'nameRequired', phone: 'phoneInvalid' },
    }),
  }),
};

export const enteringGuestDetailsValidating: Story = {
  name: 'enteringGuestDetails.validating',
  ...authStory({
    value: { enteringGuestDetails: 'validating' },
    context: context({ allowGuestLogin: true, form: guestForm }),
  }),
};

// ------------------------------------------------------------------ email code

const emailCode = context({ form: registration, user: newUser, loginSource: 'own' });
const toNewEmail: OneTimeCodeInput = { destination: { email: NEW_EMAIL }, alreadySent: true };

export const verifyingEmail: Story = {
  name: 'verifyingEmail',
  ...authStory({
    value: 'verifyingEmail',
    context: emailCode,
    children: codeChild('emailCode', toNewEmail),
  }),
};

/** A wrong code: said beside the field, which keeps the focus and the code typed. */
export const verifyingEmailWrongCode: Story = {
  name: 'verifyingEmail (codeWrong)',
  ...authStory({
    value: 'verifyingEmail',
    context: emailCode,
    children: codeChild(
      'emailCode',
      toNewEmail,
      { verifying: { code: 'entering', resend: 'available' } },
      { code: '000000', fieldErrors: { code: 'codeWrong' } },
    ),
  }),
};

/** Joana signed in before confirming her email: told why, and a code is on its way. */
export const verifyingEmailNotVerified: Story = {
  name: 'verifyingEmail (accountNotVerified)',
  ...authStory({
    value: 'verifyingEmail',
    context: context({
      form: { email: joana.email, password: joana.password },
      user: signedInUserFixture(joana.id),
      loginSource: 'own',
      error: 'accountNotVerified',
    }),
    children: codeChild(
      'emailCode',
      { destination: { email: joana.email }, error: 'accountNotVerified' },
      { verifying: { code: 'entering', resend: 'sending' } },
    ),
  }),
};

// ------------------------------------------------------------------ mobile code

/** Rui has a number but never confirmed it. */
const mobileCode = context({
  form: { email: rui.email, prefix: '+351', phone: ruiSignedIn.mobile ?? '' },
  user: ruiSignedIn,
  loginSource: 'own',
});
const toRuisMobile: OneTimeCodeInput = {
  destination: { token: ruiSignedIn.token, prefix: '+351', mobile: ruiSignedIn.mobile ?? '' },
};

export const verifyingMobileEnteringNumberEditing: Story = {
  name: 'verifyingMobile.enteringNumber.editing',
  ...authStory({
    value: { verifyingMobile: { enteringNumber: 'editing' } },
    context: context({
      form: { email: 'google.user@example.pt', phone: '' },
      user: { ...newUser, stateId: 1, mobile: undefined, email: 'google.user@example.pt' },
      loginSource: 'google',
    }),
  }),
};

export const verifyingMobileEnteringNumberErrors: Story = {
  name: 'verifyingMobile.enteringNumber.editing (phoneInvalid)',
  ...authStory({
    value: { verifyingMobile: { enteringNumber: 'editing' } },
    context: {
      ...mobileCode,
      form: { ...mobileCode.form, phone: '21345' },
      fieldErrors: { phone: 'phoneInvalid' },
    },
  }),
};

export const verifyingMobileEnteringNumberValidating: Story = {
  name: 'verifyingMobile.enteringNumber.validating',
  ...authStory({
    value: { verifyingMobile: { enteringNumber: 'validating' } },
    context: mobileCode,
  }),
};

export const verifyingMobileConfirming: Story = {
  name: 'verifyingMobile.confirming',
  ...authStory({
    value: { verifyingMobile: 'confirming' },
    context: mobileCode,
    children: codeChild('mobileCode', toRuisMobile),
  }),
};

export const verifyingMobileWrongCode: Story = {
  name: 'verifyingMobile.confirming (codeWrong)',
  ...authStory({
    value: { verifyingMobile: 'confirming' },
    context: mobileCode,
    children: codeChild(
      'mobileCode',
      toRuisMobile,
      { verifying: { code: 'entering', resend: 'available' } },
      { code: '111111', fieldErrors: { code: 'codeWrong' } },
    ),
  }),
};

/** The visitor asked for a new SMS: it went out, said so, and the cool-down starts again. */
export const verifyingMobileResent: Story = {
  name: 'verifyingMobile.confirming (new code sent)',
  ...authStory({
    value: { verifyingMobile: 'confirming' },
    context: mobileCode,
    children: codeChild('mobileCode', toRuisMobile, undefined, { codeResent: true }),
  }),
};

// ------------------------------------------------------------------ signed in

/** A parent app's externalToken (sandbox: ext-ana). */
export const signingInExternally: Story = {
  name: 'signingInExternally',
  ...authStory({
    value: 'signingInExternally',
    context: context({ pending: 'externalToken', externalToken: 'ext-ana', silent: true }),
  }),
};

export const loadingProfile: Story = {
  name: 'loadingProfile',
  ...authStory({
    value: 'loadingProfile',
    context: context({ form: { email: ana.email }, user: anaSignedIn, loginSource: 'own' }),
  }),
};

export const loadingPrizes: Story = {
  name: 'loadingPrizes',
  ...authStory({
    value: 'loadingPrizes',
    context: context({ form: { email: ana.email }, user: anaSignedIn, loginSource: 'own' }),
  }),
};

/** Signed in, but the profile did not load: try again, or another account. */
export const loadFailed: Story = {
  name: 'loadFailed',
  ...authStory({
    value: 'loadFailed',
    context: context({ user: anaSignedIn, loginSource: 'own', error: 'network' }),
  }),
};

export const loadFailedTimeout: Story = {
  name: 'loadFailed (timeout)',
  ...authStory({
    value: 'loadFailed',
    context: context({ user: anaSignedIn, loginSource: 'own', error: 'timeout' }),
  }),
};

export const signedIn: Story = {
  name: 'signedIn',
  ...authStory({
    value: 'signedIn',
    context: context({ user: anaSignedIn, loginSource: 'own' }),
  }),
};

export const continuedAsGuest: Story = {
  name: 'continuedAsGuest',
  ...authStory({
    value: 'continuedAsGuest',
    context: context({ allowGuestLogin: true, form: guestForm }),
  }),
};

export const externalSignInFailed: Story = {
  name: 'externalSignInFailed',
  ...authStory({
    value: 'externalSignInFailed',
    context: context({ silent: true, error: 'externalSignInFailed' }),
  }),
};
