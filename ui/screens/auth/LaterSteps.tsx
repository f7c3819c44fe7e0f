import type { AuthStep } from '../../../machines/auth/auth.selectors';
import type { StepProps } from './AuthScreen';
import { ForgotPasswordSentStep, ForgotPasswordStep, PasswordStep } from './PasswordSteps';
import { GuestStep, RegisterStep } from './RegisterSteps';
import { MobileNumberStep, VerifyCodeStep } from './VerifySteps';

/** The sign-in's steps after the email, each reached after a call: what an answer leads to. */
export type LaterStep = Extract<
  AuthStep,
  | 'password'
  | 'forgotPassword'
  | 'forgotPasswordSent'
  | 'register'
  | 'guest'
  | 'verifyEmail'
  | 'mobileNumber'
  | 'verifyMobile'
>;

/**
 * The steps after the email, in a chunk of their own: the sign-in opens on the email step, and
 * AuthScreen loads this chunk as soon as that step is drawn, while the visitor types.
 */
export default function LaterSteps({ step, ...props }: StepProps & { step: LaterStep }) {
  switch (step) {
    case 'password':
      return <PasswordStep {...props} />;
    case 'forgotPassword':
      return <ForgotPasswordStep {...props} />;
    case 'forgotPasswordSent':
      return <ForgotPasswordSentStep {...props} />;
    case 'register':
      return <RegisterStep {...props} />;
    case 'guest':
      return <GuestStep {...props} />;
    case 'verifyEmail':
      return <VerifyCodeStep channel="email" {...props} />;
    case 'mobileNumber':
      return <MobileNumberStep {...props} />;
    case 'verifyMobile':
      return <VerifyCodeStep channel="mobile" {...props} />;
  }
}
