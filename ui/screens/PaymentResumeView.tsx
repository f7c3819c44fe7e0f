import { useEffect, useRef, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { formatEuro } from '../../machines/rules/format';
import { atmReferenceOf } from '../../machines/rules/payment';
import type { PaymentEnded } from '../../machines/resume/resume.types';
import { connectResume } from '../../machines/resume/resume.connect';
import { AtmReferenceDetails } from '../components/AtmReferenceDetails';
import { ErrorNotice } from '../components/ErrorNotice';
import { useConnect } from '../connect';
import { PaymentUnconfirmedAdvice } from '../components/PaymentUnconfirmedAdvice';
import { focusHeading } from '../focus';
import { PaymentScreen } from './payment/PaymentScreen';
import { useResumeActor } from './resumeContext';

const TITLE_ID = 'payment-resume-title';

/**
 * A payment that was under way when the page went (a reload during an MB WAY countdown, a card
 * page open), followed before anything else: under a heading naming the purchase, the payment's
 * own screen (the time left to the server's deadline, the card page, the ATM reference), then how
 * it ended, said plainly, and the way on to the view the visitor was in. A premium membership
 * paid is confirmed from the user's profile, read again, before the way on. Nothing here starts a
 * payment: the chart only asks how this one stands.
 */
export function PaymentResumeView() {
  const {
    paymentState: state,
    paymentUnderWay: underWay,
    paymentEnded: ended,
    payment,
    error,
    isPremiumMember: member,
    continueFromPayment: go,
    retry,
  } = useConnect(useResumeActor(), connectResume);
  const area = useRef<HTMLElement>(null);

  // The end (or a failure to load) takes the focus to its own heading: what changed.
  useEffect(() => {
    if (state !== 'ended' && state !== 'unavailable' && state !== 'confirming') return;
    const root = area.current;
    focusHeading(root?.querySelector<HTMLElement>('h2') ?? root?.querySelector('h1'));
  }, [state]);

  if (state === null) return null;
  const title =
    (state === 'ended' || state === 'confirming' ? ended?.title : underWay?.title) ?? '';
  return (
    <section ref={area} className="screen booking" aria-labelledby={TITLE_ID}>
      <h1 id={TITLE_ID} className="booking__title">
        {title || <Trans>Pagamento em curso</Trans>}
      </h1>
      {state === 'loading' && (
        <>
          <Lead />
          <p className="loading" role="status" aria-busy="true">
            <Trans>A preparar o pagamento…</Trans>
          </p>
        </>
      )}
      {state === 'following' && (
        <>
          <Lead />
          {payment ? <PaymentScreen actor={payment} /> : null}
        </>
      )}
      {state === 'unavailable' && (
        <>
          <ErrorNotice code={error ?? 'network'} onRetry={retry} />
          <button type="button" className="button button--secondary" onClick={go}>
            <Trans>Continuar sem confirmar</Trans>
          </button>
        </>
      )}
      {state === 'confirming' && ended && (
        <>
          <Outcome ended={ended} member={false} />
          <p className="loading" role="status" aria-busy="true">
            <Trans>A ativar a sua adesão Premium…</Trans>
          </p>
        </>
      )}
      {state === 'ended' && ended && (
        <>
          <Outcome ended={ended} member={member} />
          <button type="button" className="button" onClick={go}>
            <Trans>Continuar</Trans>
          </button>
        </>
      )}
    </section>
  );
}

/** For lazyScreen(() => import(...)): shown only after a reload mid-payment. */
export default PaymentResumeView;

function Lead() {
  return (
    <p>
      <Trans>Tinha um pagamento em curso: continuamos a acompanhá-lo aqui.</Trans>
    </p>
  );
}

function OutcomeSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="payment__step" aria-labelledby="payment-resume-outcome">
      <h2 id="payment-resume-outcome">{title}</h2>
      {children}
    </section>
  );
}

/**
 * How the payment ended, in plain words: paid (a premium membership paid: active, once the
 * profile says so), not paid, a reference to pay, in store, left.
 */
function Outcome({ ended, member }: { ended: PaymentEnded; member: boolean }) {
  const { output } = ended;
  const amount = formatEuro(
    output.status === 'cancelled' ? ended.amount : (output.payment?.amount ?? ended.amount),
  );
  switch (output.status) {
    case 'paid':
      return (
        <OutcomeSection title={<Trans>Pagamento confirmado</Trans>}>
          <div className="notice notice--info">
            <p>
              <Trans>
                Recebemos o seu pagamento de <strong>{amount}</strong>.
              </Trans>
            </p>
          </div>
          {ended.purchase === 'premium' && member && (
            <p role="status" className="notice notice--success">
              <Trans>Boas-vindas ao Premium: a sua adesão está ativa.</Trans>
            </p>
          )}
        </OutcomeSection>
      );
    case 'unpaid':
      return (
        <OutcomeSection title={<Trans>O pagamento não foi concluído</Trans>}>
          <ErrorNotice code={output.reason} />
          <p>
            <Trans>Não foi cobrado nada.</Trans>
          </p>
        </OutcomeSection>
      );
    case 'referenceIssued': {
      const reference = atmReferenceOf(output.payment, ended.amount);
      return (
        <OutcomeSection title={<Trans>Pagar por referência Multibanco</Trans>}>
          {reference ? (
            <>
              <p>
                <Trans>
                  Pague num multibanco ou no seu homebanking, em Pagamentos de serviços, com estes
                  dados. A compra fica concluída quando o pagamento for recebido.
                </Trans>
              </p>
              <AtmReferenceDetails reference={reference} />
            </>
          ) : (
            <ErrorNotice code="paymentPlatformError" />
          )}
        </OutcomeSection>
      );
    }
    case 'inStore':
      return (
        <OutcomeSection title={<Trans>Vai pagar no estabelecimento</Trans>}>
          <p>
            <Trans>
              Não é cobrado nada agora. Paga <strong>{amount}</strong> diretamente no
              estabelecimento.
            </Trans>
          </p>
        </OutcomeSection>
      );
    case 'unconfirmed':
      return (
        <OutcomeSection title={<Trans>Não conseguimos confirmar o pagamento</Trans>}>
          <PaymentUnconfirmedAdvice method={output.method} />
        </OutcomeSection>
      );
    case 'cancelled':
      return (
        <OutcomeSection title={<Trans>Pagamento por confirmar</Trans>}>
          <p>
            <Trans>
              Deixou de acompanhar este pagamento. Se o concluiu na página de pagamento, a compra
              fica registada; se não, não foi cobrado nada.
            </Trans>
          </p>
        </OutcomeSection>
      );
  }
}
