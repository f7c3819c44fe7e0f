import { Trans } from '@lingui/react/macro';
import type { PremiumActor } from '../../machines/premium/load';
import { connectPremium } from '../../machines/premium/premium.connect';
import { formatEuro } from '../../machines/rules/format';
import { asText } from '../asText';
import { AtmReferenceDetails } from '../components/AtmReferenceDetails';
import { StepSection as SharedStepSection } from '../components/StepSection';
import { ErrorNotice } from '../components/ErrorNotice';
import { PaymentUnconfirmedAdvice } from '../components/PaymentUnconfirmedAdvice';
import { StepArea } from '../components/StepArea';
import { useConnect } from '../connect';
import { createFlowContext } from '../flowContext';
import { AuthScreen } from './auth/AuthScreen';
import { PaymentScreen } from './payment/PaymentScreen';
import '../components/booking.css';
import './auth/auth.css';
import './booking/booking.css';
import './premium.css';

export type { PremiumActor };

const STEP_TITLE_ID = 'premium-step-title';

const [PremiumProvider, usePremiumActor] = createFlowContext<PremiumActor>('premium');

/**
 * The Premium view (machines/premium/premium.machine.ts): what members get and the monthly price,
 * "Aderir ao Premium", the sign-in, the payment chart's screens, then the membership joined (or
 * waiting for an ATM reference to be paid); a member is told there is nothing to pay. One h1
 * names the view; each step has one h2, which takes the focus when the step changes after the
 * view is shown. What is possible is what the chart takes (`snapshot.can`). Loaded with the view.
 */
export function PremiumScreen({ actor }: { actor: PremiumActor }) {
  const { focusKey, canGoBack, goBack } = useConnect(actor, connectPremium);

  return (
    <PremiumProvider actor={actor}>
      <section className="screen booking premium" aria-labelledby="premium-title">
        <h1 id="premium-title" className="booking__title">
          <Trans>Premium</Trans>
        </h1>
        {/* The step the view opens on keeps the page's focus (the navigation's button). */}
        <StepArea step={focusKey}>
          <Step />
        </StepArea>
        {canGoBack && (
          <button data-step-back type="button" className="button button--link" onClick={goBack}>
            <Trans>Voltar</Trans>
          </button>
        )}
      </section>
    </PremiumProvider>
  );
}

/** For lazyScreen(() => import(...)). */
export default PremiumScreen;

function Step() {
  const { step, auth, payment } = useConnect(usePremiumActor(), connectPremium);
  switch (step) {
    case 'loadingExample':
    case 'overview':
      return <OverviewStep loading={step === 'loadingExample'} />;
    case 'identifying':
      return auth ? <AuthScreen actor={auth} /> : null;
    case 'pricing':
    case 'pricingFailed':
      return <PricingStep step={step} />;
    case 'paying':
      return payment ? <PaymentScreen actor={payment} /> : null;
    case 'confirming':
    case 'activationPending':
    case 'confirmFailed':
      return <PaidStep step={step} />;
    case 'joined':
      return <JoinedStep />;
    case 'member':
      return <MemberStep />;
    case 'awaitingPayment':
      return <AwaitingPaymentStep />;
    case 'outcomeUnknown':
      return <OutcomeUnknownStep />;
  }
}

function StepSection({
  className = '',
  ...step
}: Omit<Parameters<typeof SharedStepSection>[0], 'titleId' | 'className'> & {
  className?: string;
}) {
  return (
    <SharedStepSection
      {...step}
      titleId={STEP_TITLE_ID}
      className={`booking__step premium__step ${className}`.trim()}
    />
  );
}

// ------------------------------------------------------------------ what members get

/** The monthly price, or when the visitor will see it (the entity states none). */
function MonthlyPrice() {
  const { monthlyPrice: monthly } = useConnect(usePremiumActor(), connectPremium);
  if (monthly === null) {
    return (
      <p className="premium__price">
        <Trans>O preço mensal é indicado antes de escolher como pagar.</Trans>
      </p>
    );
  }
  const price = formatEuro(monthly);
  return (
    <p className="premium__price">
      <Trans>
        <strong className="premium__amount">{price}</strong> por mês
      </Trans>
    </p>
  );
}

/**
 * What members get (SPEC 1, 6, 9): smart prices (an extra discount, its percentage the rounded
 * saving over the offer price), premium points, premium vouchers; on the campaign the widget was
 * opened at, what they come to there.
 */
function Benefits() {
  const { example } = useConnect(usePremiumActor(), connectPremium);
  const offer = example?.offer ?? null;
  const points = example?.points ?? null;
  const title = example ? asText(example.title) : null;
  const smartPrice = offer ? formatEuro(offer.smartPrice) : '';
  const normalPrice = offer ? formatEuro(offer.normalPrice) : '';
  const percent = offer?.extraDiscountPercent ?? 0;
  const premiumPoints = points?.premium ?? 0;
  const normalPoints = points?.normal ?? 0;
  return (
    <ul className="premium__benefits">
      <li>
        <Trans>
          <strong>Preços smart</strong>: um desconto extra nas campanhas com preço Premium.
        </Trans>
        {offer && title && (
          <span className="premium__example">
            {' '}
            <Trans>
              Em «{title}»: {smartPrice} em vez de {normalPrice}, mais {percent}% de desconto.
            </Trans>
          </span>
        )}
      </li>
      <li>
        <Trans>
          <strong>Pontos Premium</strong>: mais pontos em cada reserva.
        </Trans>
        {points && title && (
          <span className="premium__example">
            {' '}
            <Trans>
              Em «{title}»: {premiumPoints} pontos em vez de {normalPoints}.
            </Trans>
          </span>
        )}
      </li>
      <li>
        <Trans>
          <strong>Vouchers Premium</strong>: os vouchers das ofertas ao preço smart.
        </Trans>
      </li>
    </ul>
  );
}

function OverviewStep({ loading }: { loading: boolean }) {
  const { needsSignIn, canJoin, join } = useConnect(usePremiumActor(), connectPremium);
  return (
    <StepSection title={<Trans>Seja membro Premium</Trans>} busy={loading}>
      <MonthlyPrice />
      <Benefits />
      {needsSignIn && (
        <p className="schedule__hint">
          <Trans>Para aderir, inicie sessão ou crie uma conta.</Trans>
        </p>
      )}
      <p className="visually-hidden" role="status">
        {loading ? <Trans>A carregar…</Trans> : ''}
      </p>
      <div className="booking__actions">
        {/* The chart takes the click once it is ready; a disabled button would drop the focus. */}
        <button
          type="button"
          className="button"
          aria-disabled={!canJoin || undefined}
          onClick={join}
        >
          <Trans>Aderir ao Premium</Trans>
        </button>
      </div>
    </StepSection>
  );
}

/**
 * The monthly price read where the entity states none, before the payment step opens; a price
 * that could not be read has the catalogue's message and a retry: nothing is paid without it.
 */
function PricingStep({ step }: { step: 'pricing' | 'pricingFailed' }) {
  const { error, retry } = useConnect(usePremiumActor(), connectPremium);
  return (
    <StepSection title={<Trans>Pagamento</Trans>} busy={step === 'pricing'}>
      {step === 'pricing' ? (
        <p className="loading" role="status">
          <Trans>A obter o preço mensal…</Trans>
        </p>
      ) : (
        <ErrorNotice code={error ?? 'generic'} onRetry={retry} />
      )}
    </StepSection>
  );
}

// ------------------------------------------------------------------ once paid

/**
 * Paid: the profile is read again (busy), then the membership shows as the user's. Until the
 * profile says premium, the visitor may ask again; a profile that could not be read has the
 * catalogue's message and a retry. The payment is never asked for again.
 */
function PaidStep({ step }: { step: 'confirming' | 'activationPending' | 'confirmFailed' }) {
  const { error, paidAmount, check, retry } = useConnect(usePremiumActor(), connectPremium);
  const amount = paidAmount !== null ? formatEuro(paidAmount) : null;
  return (
    <StepSection title={<Trans>Pagamento confirmado</Trans>} busy={step === 'confirming'}>
      <p className="notice notice--info">
        {amount !== null ? (
          <Trans>
            Recebemos o seu pagamento de <strong>{amount}</strong>.
          </Trans>
        ) : (
          <Trans>Recebemos o seu pagamento.</Trans>
        )}
      </p>
      {step === 'confirming' && (
        <p className="loading" role="status">
          <Trans>A ativar a sua adesão Premium…</Trans>
        </p>
      )}
      {step === 'activationPending' && (
        <>
          <p role="status">
            <Trans>
              A sua adesão ainda não aparece ativa na sua conta. Pode demorar alguns instantes.
            </Trans>
          </p>
          <div className="booking__actions">
            <button type="button" className="button" onClick={check}>
              <Trans>Verificar de novo</Trans>
            </button>
          </div>
        </>
      )}
      {step === 'confirmFailed' && <ErrorNotice code={error ?? 'generic'} onRetry={retry} />}
    </StepSection>
  );
}

function JoinedStep() {
  return (
    <StepSection title={<Trans>Já é membro Premium</Trans>} className="booking__success">
      <p role="status" className="notice notice--success">
        <Trans>Boas-vindas ao Premium: a sua adesão está ativa.</Trans>
      </p>
      <p>
        <Trans>Os preços smart já aparecem nas campanhas.</Trans>
      </p>
      <Benefits />
    </StepSection>
  );
}

function MemberStep() {
  return (
    <StepSection title={<Trans>Já é membro Premium</Trans>}>
      <p className="notice notice--info">
        <Trans>A sua adesão Premium está ativa: não há nada a pagar.</Trans>
      </p>
      <Benefits />
    </StepSection>
  );
}

/** Whether the membership was paid is not known: where to check, and no second payment. */
function OutcomeUnknownStep() {
  const { unconfirmedMethod: method } = useConnect(usePremiumActor(), connectPremium);
  return (
    <StepSection title={<Trans>Não conseguimos confirmar o pagamento</Trans>}>
      {method && <PaymentUnconfirmedAdvice method={method} />}
    </StepSection>
  );
}

/** An ATM reference to pay: the membership starts once the payment arrives. */
function AwaitingPaymentStep() {
  const { atmReference: reference } = useConnect(usePremiumActor(), connectPremium);
  return (
    <StepSection title={<Trans>Pague com a referência Multibanco</Trans>}>
      <p className="notice notice--info">
        <Trans>
          A sua adesão Premium fica ativa quando o pagamento for recebido. Pague num multibanco ou
          no seu homebanking, em Pagamentos de serviços, com estes dados.
        </Trans>
      </p>
      {reference ? (
        <AtmReferenceDetails reference={reference} />
      ) : (
        <ErrorNotice code="paymentPlatformError" />
      )}
    </StepSection>
  );
}
