import { Suspense, useEffect, useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { connectAuth } from '../../../machines/auth/auth.connect';
import type { authMachine } from '../../../machines/auth/auth.machine';
import type { AuthReason } from '../../../machines/auth/auth.types';
import type { AuthStep } from '../../../machines/auth/auth.selectors';
import { useConnect } from '../../connect';
import { ActionButton, AuthNotice } from './AuthParts';
import { EmailStep } from './EmailStep';
import './auth.css';
import { StepHeading } from '../../components/StepHeading';
import { AuthProvider, useAuthActor } from './authContext';
import { lazyScreen } from '../../lazyScreen';

/**
 * The steps after the email (password, register, guest, one-time codes), loaded while the email
 * step is shown: each is reached only after a call, so it is there when the answer comes.
 */
export const LaterSteps = lazyScreen(() => import('./LaterSteps'));

export type AuthActor = ActorRefFrom<typeof authMachine>;

/** The register step's heading: an account is being made, for the same purpose. */
export const REGISTER_TITLES: Record<AuthReason, MessageDescriptor> = {
  signIn: msg`Criar conta`,
  myBookings: msg`Crie uma conta para ver as suas reservas`,
  booking: msg`Crie uma conta para concluir a reserva`,
  coupon: msg`Crie uma conta para obter o cupão`,
  order: msg`Crie uma conta para concluir a encomenda`,
  voucher: msg`Crie uma conta para comprar o voucher`,
  premium: msg`Crie uma conta para aderir ao Premium`,
};

/** What each step's heading says the sign-in is for. */
export const REASON_TITLES: Record<AuthReason, MessageDescriptor> = {
  signIn: msg`Iniciar sessão`,
  myBookings: msg`Inicie sessão para ver as suas reservas`,
  booking: msg`Inicie sessão para concluir a reserva`,
  coupon: msg`Inicie sessão para obter o cupão`,
  order: msg`Inicie sessão para concluir a encomenda`,
  voucher: msg`Inicie sessão para comprar o voucher`,
  premium: msg`Inicie sessão para aderir ao Premium`,
};

export interface StepProps {
  /** The visitor came from another step: the focus goes to this step's first field. */
  focusOnEnter: boolean;
}

/**
 * The auth chart's screens (SPEC 2: email-only entry, login, register, forgot password, email and
 * mobile one-time codes), one per step. Loaded lazily: nothing of it is on the first screen.
 */
export function AuthScreen({ actor }: { actor: AuthActor }) {
  return (
    <AuthProvider actor={actor}>
      <AuthSteps />
    </AuthProvider>
  );
}

function AuthSteps() {
  const { step } = useConnect(useAuthActor(), connectAuth);
  // The first step shown keeps the page's focus; every later step takes it.
  const [firstStep] = useState<AuthStep>(step);
  const [moved, setMoved] = useState(false);
  if (!moved && step !== firstStep) setMoved(true);
  const props = { focusOnEnter: moved || step !== firstStep };
  useEffect(() => {
    void LaterSteps.preload().catch(() => undefined);
  }, []);

  switch (step) {
    case 'email':
      return <EmailStep key={step} {...props} />;
    case 'loadFailed':
      return <LoadFailedStep />;
    case 'loading':
      return <SigningInStatus />;
    case 'signedIn':
      return (
        <EndStatus>
          <Trans>Sessão iniciada.</Trans>
        </EndStatus>
      );
    case 'continuedAsGuest':
      return (
        <EndStatus>
          <Trans>A continuar como convidado.</Trans>
        </EndStatus>
      );
    case 'externalSignInFailed':
      return <ExternalFailedStep />;
    default:
      // Every other step is a later one (LaterSteps.tsx). Its code is usually there by then; if
      // not, this step waits for it in its own place.
      return (
        <Suspense fallback={<StepLoading />}>
          <LaterSteps key={step} step={step} {...props} />
        </Suspense>
      );
  }
}

/** Default export for React.lazy. */
export default AuthScreen;

/** The heading every step opens with: what the sign-in is for. */
export function AuthHeading({
  titles = REASON_TITLES,
}: {
  titles?: Record<AuthReason, MessageDescriptor>;
}) {
  const { i18n } = useLingui();
  const { reason } = useConnect(useAuthActor(), connectAuth);
  return (
    <StepHeading id="auth-title" className="auth__title">
      {i18n._(titles[reason])}
    </StepHeading>
  );
}

/** A later step whose code is still on its way. */
function StepLoading() {
  return (
    <section className="screen auth" aria-busy="true">
      <p className="loading" role="status">
        <Trans>A carregar…</Trans>
      </p>
    </section>
  );
}

function SigningInStatus() {
  return (
    <section className="screen auth" aria-busy="true">
      <p className="loading" role="status">
        <Trans>A iniciar sessão…</Trans>
      </p>
    </section>
  );
}

function EndStatus({ children }: { children: ReactNode }) {
  return (
    <section className="screen auth">
      <p role="status">{children}</p>
    </section>
  );
}

/** The parent app's token was refused: said, and the widget goes on without a user. */
function ExternalFailedStep() {
  const { error } = useConnect(useAuthActor(), connectAuth);
  return (
    <section className="screen auth">
      <AuthNotice code={error ?? 'externalSignInFailed'} />
    </section>
  );
}

/** Signed in, but the profile or prizes did not load: try again, or sign in again. */
function LoadFailedStep() {
  const { error, retryProfile, back } = useConnect(useAuthActor(), connectAuth);
  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <AuthHeading />
      <AuthNotice code={error ?? 'generic'} isFault>
        <div className="auth__actions">
          <ActionButton variant="secondary" onClick={retryProfile}>
            <Trans>Tentar novamente</Trans>
          </ActionButton>
          <ActionButton stepBack onClick={back}>
            <Trans>Iniciar sessão com outra conta</Trans>
          </ActionButton>
        </div>
      </AuthNotice>
    </section>
  );
}
