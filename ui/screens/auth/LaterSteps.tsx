import type { ReactNode } from 'react';
import type { AuthStep } from '../../../machines/auth/auth.selectors';
import type { StepProps } from './AuthScreen';
import { ForgotPasswordSentStep, ForgotPasswordStep, PasswordStep } from './PasswordSteps';
import { GuestStep, RegisterStep } from './RegisterSteps';
import { MobileNumberStep, VerifyCodeStep } from './VerifySteps';

/**
 * The sign-in's steps after the email, each reached after a call: what an answer leads to. Every
 * step but those AuthScreen draws itself (the email, the statuses and the ends): a step added to
 * AuthStep is one of these, and the compiler asks for its screen below until AuthScreen takes it.
 */
export type LaterStep = Exclude<
  AuthStep,
  'email' | 'loading' | 'loadFailed' | 'signedIn' | 'continuedAsGuest' | 'externalSignInFailed'
>;

/** Each later step's screen. */
const LATER_STEPS = {
  password: (props) => <PasswordStep {...props} />,
  forgotPassword: (props) => <ForgotPasswordStep {...props} />,
  forgotPasswordSent: (props) => <ForgotPasswordSentStep {...props} />,
  register: (props) => <RegisterStep {...props} />,
  guest: (props) => <GuestStep {...props} />,
  verifyEmail: (props) => <VerifyCodeStep channel="email" {...props} />,
  mobileNumber: (props) => <MobileNumberStep {...props} />,
  verifyMobile: (props) => <VerifyCodeStep channel="mobile" {...props} />,
} satisfies Record<LaterStep, (props: StepProps) => ReactNode>;

/**
 * The steps after the email, in a chunk of their own: the sign-in opens on the email step, and
 * AuthScreen loads this chunk as soon as that step is drawn, while the visitor types.
 */
export default function LaterSteps({ step, ...props }: StepProps & { step: LaterStep }) {
  return LATER_STEPS[step](props);
}
