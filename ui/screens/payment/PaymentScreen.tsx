import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { openUrl } from '../../../api/openUrl';
import { connectPayment } from '../../../machines/payment/payment.connect';
import type { PaymentField, paymentMachine } from '../../../machines/payment/payment.machine';
import { asText } from '../../asText';
import { Countdown, countdownAnnouncement, type TimeLeft } from '../../components/Countdown';
import { AtmReferenceDetails } from '../../components/AtmReferenceDetails';
import { ErrorNotice } from '../../components/ErrorNotice';
import { PaymentUnconfirmedAdvice } from '../../components/PaymentUnconfirmedAdvice';
import { StepSection as SharedStepSection } from '../../components/StepSection';
import { PhoneNumberFields } from '../../components/FormField';
import { useConnect } from '../../connect';
import { createFlowContext } from '../../flowContext';
import { useFocusStepOnChange } from '../../focusStep';
import { PAYMENT_METHOD_NAMES } from './paymentMethodNames';
import '../../components/booking.css';
import '../auth/auth.css';
import './payment.css';

export type PaymentActor = ActorRefFrom<typeof paymentMachine>;

const [PaymentProvider, usePaymentActor] = createFlowContext<PaymentActor>('payment');

const TITLE_ID = 'payment-title';

/**
 * Paying for a purchase (machines/payment/payment.machine.ts): the method and, for MB WAY, the
 * phone; then the MB WAY wait with its countdown, the card's payment page, an unpaid end with a
 * new attempt, and the ends (ATM reference, in store, paid). Each step has one h2 (the purchase's
 * screen owns the h1) that takes the focus when the step changes; what is possible is what the
 * chart can take (`snapshot.can`).
 */
export function PaymentScreen({ actor }: { actor: PaymentActor }) {
  const { step } = useConnect(actor, connectPayment);
  // The step first shown keeps the page's focus (the purchase's screen places it).
  const area = useFocusStepOnChange(step);

  return (
    <PaymentProvider actor={actor}>
      <div ref={area} className="payment">
        <Step />
      </div>
    </PaymentProvider>
  );
}

/** For lazyScreen(() => import(...)). */
export default PaymentScreen;

function Step() {
  const { step } = useConnect(usePaymentActor(), connectPayment);
  switch (step) {
    case 'method':
      return <MethodStep />;
    case 'mbway':
      return <MbwayStep />;
    case 'card':
      return <CardStep />;
    case 'cardRefused':
      return <CardRefusedStep />;
    case 'amountDiffers':
      return <AmountDiffersStep />;
    case 'unknown':
      return <UnknownStep />;
    case 'unpaid':
      return <UnpaidStep />;
    case 'reference':
      return <ReferenceStep />;
    case 'inStore':
      return <InStoreStep />;
    case 'paid':
      return <PaidStep />;
    case 'cancelled':
      return (
        <StepSection title={<Trans>Pagamento cancelado</Trans>}>
          <p>
            <Trans>Não foi cobrado nada.</Trans>
          </p>
        </StepSection>
      );
    case 'preparing':
      return (
        <section className="payment__step" aria-busy="true">
          <p className="loading" role="status">
            <Trans>A preparar o pagamento…</Trans>
          </p>
        </section>
      );
  }
}

function StepSection(step: { title: ReactNode; busy?: boolean; children: ReactNode }) {
  return <SharedStepSection {...step} titleId={TITLE_ID} className="payment__step" />;
}

function AmountLine() {
  const { amount } = useConnect(usePaymentActor(), connectPayment);
  return (
    <p className="payment__amount">
      <span className="payment__amount-label">
        <Trans>Total a pagar</Trans>
      </span>{' '}
      <strong className="payment__amount-value">{amount}</strong>
    </p>
  );
}

// ------------------------------------------------------------------ the method and the phone

/**
 * The choice: the amount, the methods offered (MB WAY first selected), the MB WAY phone, "Pagar".
 * The same screen while the phone is checked and the payment requested (its button busy), and
 * after starting failed (the catalogue's message, a retry where it can help, another method).
 */
function MethodStep() {
  const { i18n } = useLingui();
  const {
    methods,
    method,
    needsPhone,
    inStoreConfirms,
    noMethods,
    startFailed: failed,
    error,
    busy,
    canSubmit,
    canRetry,
    canChange,
    canCancel,
    chooseMethod,
    submit,
    retry,
    changeMethod,
    cancel,
  } = useConnect(usePaymentActor(), connectPayment);

  if (noMethods) {
    return (
      <StepSection title={<Trans>Pagamento</Trans>}>
        <AmountLine />
        <ErrorNotice code="noPaymentMethods" />
        {canCancel && (
          <div className="payment__actions">
            <button
              data-step-back
              type="button"
              className="button button--secondary"
              onClick={cancel}
            >
              <Trans>Voltar</Trans>
            </button>
          </div>
        )}
      </StepSection>
    );
  }

  return (
    <StepSection title={<Trans>Pagamento</Trans>}>
      <AmountLine />
      {error && <ErrorNotice code={error} onRetry={failed && canRetry ? retry : undefined} />}
      <form
        className="payment__form"
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="payment__methods">
          <legend className="field__label">
            <Trans>Como quer pagar?</Trans>
          </legend>
          {methods.map((option) => (
            <label key={option.code} className="payment__method">
              <input
                type="radio"
                name="payment-method"
                value={option.code}
                checked={method === option.code}
                onChange={() => chooseMethod(option.code)}
              />
              <span>{i18n._(PAYMENT_METHOD_NAMES[option.code])}</span>
            </label>
          ))}
        </fieldset>
        {needsPhone && <PhoneFields />}
        <p className="visually-hidden" role="status">
          {busy ? <Trans>A iniciar o pagamento…</Trans> : ''}
        </p>
        <div className="payment__actions">
          {failed ? (
            canChange && (
              <button type="button" className="button" onClick={changeMethod}>
                <Trans>Escolher outro método</Trans>
              </button>
            )
          ) : (
            // While a call runs the button stays focusable and says so; the chart takes no
            // second submit (a disabled button would drop the keyboard focus).
            <button type="submit" className="button" aria-disabled={!canSubmit || undefined}>
              {busy ? (
                <Trans>A processar…</Trans>
              ) : inStoreConfirms === 'order' ? (
                // Nothing is charged now: confirmed here, paid at the shop.
                <Trans>Confirmar encomenda</Trans>
              ) : inStoreConfirms === 'voucher' ? (
                <Trans>Confirmar compra</Trans>
              ) : (
                <Trans>Pagar</Trans>
              )}
            </button>
          )}
          {canCancel && (
            <button
              data-step-back
              type="button"
              className="button button--secondary"
              onClick={cancel}
            >
              <Trans>Cancelar</Trans>
            </button>
          )}
        </div>
      </form>
    </StepSection>
  );
}

const FIELD_ORDER: readonly PaymentField[] = ['prefix', 'phone'];
const ID_PREFIX = 'payment';
const fieldId = (field: PaymentField) => `${ID_PREFIX}-${field}`;

/**
 * The MB WAY phone: dialing prefix (+351 by default) and mobile number, as the contact step asks
 * them. The chart checks them with the phone rules; a broken rule is said beside its field,
 * which takes the focus, and what was typed stays.
 */
function PhoneFields() {
  const { form, fieldErrors: errors, changePhone } = useConnect(usePaymentActor(), connectPayment);
  const first = useRef(true);
  // After a check the chart answered with broken rules, the first field in error takes the focus.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const field = FIELD_ORDER.find((name) => errors[name] !== undefined);
    if (field) document.getElementById(fieldId(field))?.focus();
  }, [errors]);
  return (
    <PhoneNumberFields
      idPrefix={ID_PREFIX}
      legend={<Trans>Telemóvel associado ao MB WAY</Trans>}
      prefix={form.prefix}
      phone={form.phone}
      errors={errors}
      onChange={changePhone}
    />
  );
}

// ------------------------------------------------------------------ MB WAY

/**
 * The MB WAY request is on the visitor's phone: to whom it went, the time left to accept it (to
 * the server's deadline, where it states a believable one), that the status could not be read
 * when that happens several times in a row, and past the deadline that it is still being asked.
 * The visitor may stop waiting or choose another method: only the widget stops, and it says so.
 */
function MbwayStep() {
  const {
    mbwayWait: wait,
    amount,
    canChange,
    canCancel,
    changeMethod,
    cancel,
  } = useConnect(usePaymentActor(), connectPayment);
  const phone = asText(wait.phone);
  return (
    <StepSection title={<Trans>Confirme o pagamento na app MB WAY</Trans>}>
      <p>
        {amount !== null ? (
          <Trans>
            Enviámos um pedido de pagamento de <strong>{amount}</strong> para o telemóvel{' '}
            <span className="payment__phone">{phone}</span>. Abra a app MB WAY e aceite-o.
          </Trans>
        ) : (
          <Trans>
            Enviámos um pedido de pagamento para o telemóvel{' '}
            <span className="payment__phone">{phone}</span>. Abra a app MB WAY e aceite-o.
          </Trans>
        )}
      </p>
      {wait.deadlineMs !== null && !wait.pastDeadline && (
        <Countdown
          id="payment-countdown"
          className="payment__countdown"
          deadlineMs={wait.deadlineMs}
          label={<Trans>Tempo para confirmar:</Trans>}
          announcement={mbwayAnnouncement}
        />
      )}
      <p className="payment__waiting" role="status">
        {wait.pastDeadline ? (
          <Trans>O prazo para confirmar terminou. A verificar se o pagamento foi feito…</Trans>
        ) : (
          <Trans>A aguardar a confirmação do pagamento…</Trans>
        )}
      </p>
      {wait.unreadable && (
        <p className="notice notice--info">
          <Trans>
            Não estamos a conseguir obter o estado do pagamento. Continuamos a tentar: não pague
            outra vez.
          </Trans>
        </p>
      )}
      <p className="schedule__hint">
        <Trans>Não feche esta página até o pagamento ser confirmado.</Trans>
      </p>
      {(canCancel || canChange) && (
        <>
          <p className="schedule__hint">
            <Trans>
              Se cancelar ou escolher outro método, só deixamos de esperar aqui: o pedido continua
              na app MB WAY até expirar. Recuse-o lá se não o quiser pagar.
            </Trans>
          </p>
          <div className="payment__actions">
            {canChange && (
              <button type="button" className="button button--secondary" onClick={changeMethod}>
                <Trans>Escolher outro método</Trans>
              </button>
            )}
            {canCancel && (
              <button type="button" className="button button--secondary" onClick={cancel}>
                <Trans>Cancelar</Trans>
              </button>
            )}
          </div>
        </>
      )}
    </StepSection>
  );
}

/** The time left, said at its moments; its end is said by the status line instead. */
function mbwayAnnouncement(left: TimeLeft): ReactNode {
  return left.minutes === 0 && left.seconds === 0 ? null : countdownAnnouncement(left);
}

// ------------------------------------------------------------------ outcomes not known

/**
 * Whether the payment was made is not known: the start's answer was lost and is being looked up
 * (or cannot be), or the status stayed unknown past the deadline. Nothing here offers to pay
 * again, except once a lookup has said that nothing was started.
 */
function UnknownStep() {
  const {
    unknownOutcome: outcome,
    methodUnderWay: method,
    kind,
    busy,
    needsPhone,
    canCheck,
    canRetry,
    canChange,
    canCancel,
    check,
    retry,
    changeMethod,
    cancel,
  } = useConnect(usePaymentActor(), connectPayment);
  const mbway = kind === 'mbway';

  if (outcome === 'lookingUp') {
    return (
      <StepSection title={<Trans>A confirmar o pagamento</Trans>}>
        <p className="loading" role="status" aria-busy="true">
          <Trans>Não recebemos a resposta ao pedido de pagamento. A verificar se foi feito…</Trans>
        </p>
      </StepSection>
    );
  }

  if (outcome === 'left') {
    return (
      <StepSection title={<Trans>Não conseguimos confirmar o pagamento</Trans>}>
        {method && <PaymentUnconfirmedAdvice method={method} />}
      </StepSection>
    );
  }

  if (outcome === 'notStarted') {
    return (
      <StepSection title={<Trans>O pagamento não foi iniciado</Trans>}>
        <p>
          <Trans>
            Confirmámos que o pedido de pagamento não chegou a ser feito: não foi cobrado nada.
          </Trans>
        </p>
        <form
          className="payment__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            retry();
          }}
        >
          {canRetry && needsPhone && <PhoneFields />}
          <div className="payment__actions">
            {canRetry && (
              <button type="submit" className="button">
                <Trans>Tentar novamente</Trans>
              </button>
            )}
            {canChange && (
              <button type="button" className="button button--secondary" onClick={changeMethod}>
                <Trans>Escolher outro método</Trans>
              </button>
            )}
            {!canRetry && canCancel && (
              <button type="button" className="button" onClick={cancel}>
                <Trans>Continuar</Trans>
              </button>
            )}
          </div>
        </form>
      </StepSection>
    );
  }

  return (
    <StepSection title={<Trans>Não conseguimos confirmar o pagamento</Trans>} busy={busy}>
      {outcome === 'status' ? (
        <p>
          <Trans>
            O prazo para confirmar terminou e ainda não sabemos se o pagamento foi feito.
          </Trans>
        </p>
      ) : outcome === 'noLookup' ? (
        <p>
          <Trans>
            Não recebemos a resposta ao pedido de pagamento e não temos forma de confirmar se foi
            feito.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Não recebemos a resposta ao pedido de pagamento e ainda não conseguimos confirmar se foi
            feito.
          </Trans>
        </p>
      )}
      <p className="notice notice--info">
        {mbway ? (
          <Trans>
            Antes de pagar outra vez, veja na app MB WAY e no seu email se o pagamento foi feito. Se
            o pedido ainda estiver na app, pode aceitá-lo ou recusá-lo lá.
          </Trans>
        ) : (
          <Trans>
            Antes de pagar outra vez, veja no seu email e nos movimentos da sua conta se o pagamento
            foi feito.
          </Trans>
        )}
      </p>
      <p className="visually-hidden" role="status">
        {busy ? <Trans>A verificar se o pagamento foi feito…</Trans> : ''}
      </p>
      <div className="payment__actions">
        {canCheck && (
          <button
            type="button"
            className="button"
            aria-disabled={busy || undefined}
            onClick={check}
          >
            {busy ? <Trans>A verificar…</Trans> : <Trans>Verificar outra vez</Trans>}
          </button>
        )}
        {canCancel && (
          <button type="button" className="button button--secondary" onClick={cancel}>
            <Trans>Sair</Trans>
          </button>
        )}
      </div>
    </StepSection>
  );
}

// ------------------------------------------------------------------ amount

/**
 * The payment asks another amount than the one shown before "Pagar": both are shown, and the
 * visitor goes on with it or leaves (a request already in the MB WAY app is refused there).
 */
function AmountDiffersStep() {
  const {
    amountsDiffer: amounts,
    kind,
    accept,
    cancel,
  } = useConnect(usePaymentActor(), connectPayment);
  if (!amounts) return null;
  const { shown, asked } = amounts;
  return (
    <StepSection title={<Trans>O valor do pagamento não é o indicado</Trans>}>
      <p className="notice notice--error" role="alert">
        <Trans>
          Indicámos-lhe <strong>{shown}</strong>, mas o pedido de pagamento é de{' '}
          <strong>{asked}</strong>.
        </Trans>
      </p>
      {kind === 'mbway' && (
        <p>
          <Trans>O pedido já está na app MB WAY: se não concordar com o valor, recuse-o lá.</Trans>
        </p>
      )}
      <div className="payment__actions">
        <button type="button" className="button" onClick={accept}>
          <Trans>Continuar com {asked}</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={cancel}>
          <Trans>Cancelar</Trans>
        </button>
      </div>
    </StepSection>
  );
}

// ------------------------------------------------------------------ card

/**
 * The card is paid on the payment platform's page, opened from the visitor's click: by the host
 * page when the widget is embedded, else in a new window; a blocked window gets a plain link.
 * Followed after a reload, the visitor may go on without waiting for it.
 */
function CardStep() {
  const {
    cardPageUrl: url,
    amount,
    canChange,
    // A card payment followed after a reload may be left (its page closed unpaid), nothing else.
    canCancel: canLeave,
    changeMethod,
    cancel,
  } = useConnect(usePaymentActor(), connectPayment);
  const [blocked, setBlocked] = useState(false);
  const open = () => {
    if (!url) return;
    void openUrl(url).then((outcome) => setBlocked(outcome === 'blocked'));
  };
  return (
    <StepSection title={<Trans>Pagar com cartão</Trans>}>
      <AmountLine />
      {url ? (
        <>
          <p>
            {amount !== null ? (
              <Trans>
                O pagamento de <strong>{amount}</strong> é feito numa página segura da plataforma de
                pagamento, numa nova janela.
              </Trans>
            ) : (
              <Trans>
                O pagamento é feito numa página segura da plataforma de pagamento, numa nova janela.
              </Trans>
            )}
          </p>
          <div className="payment__actions">
            <button type="button" className="button" onClick={open}>
              <Trans>Abrir a página de pagamento</Trans>
            </button>
          </div>
          {blocked && (
            <p className="notice notice--info">
              <Trans>O navegador não abriu a nova janela. Use esta ligação:</Trans>{' '}
              <a href={url} target="_blank" rel="noopener noreferrer">
                <Trans>Abrir a página de pagamento</Trans>
              </a>
            </p>
          )}
        </>
      ) : (
        <ErrorNotice code="paymentPlatformError" />
      )}
      <p className="payment__waiting" role="status">
        <Trans>A aguardar a confirmação do pagamento…</Trans>
      </p>
      {canChange && (
        <div className="payment__actions">
          <button type="button" className="button button--secondary" onClick={changeMethod}>
            <Trans>Escolher outro método</Trans>
          </button>
        </div>
      )}
      {canLeave && (
        <div className="payment__actions">
          <button type="button" className="button button--secondary" onClick={cancel}>
            <Trans>Continuar sem confirmar</Trans>
          </button>
        </div>
      )}
    </StepSection>
  );
}

/**
 * The card page the middleware named is not https on a payment provider's host: it is not
 * opened, and the visitor is told not to give their card there.
 */
function CardRefusedStep() {
  const {
    refusedPageHost: host,
    canChange,
    changeMethod,
    cancel,
  } = useConnect(usePaymentActor(), connectPayment);
  const shownHost = asText(host);
  return (
    <StepSection title={<Trans>Não abrimos a página de pagamento</Trans>}>
      <p className="notice notice--error" role="alert">
        <Trans>
          A página de pagamento indicada (<span className="payment__url">{shownHost}</span>) não é
          de uma plataforma de pagamento reconhecida, por isso não a abrimos. Não introduza os dados
          do seu cartão nessa página.
        </Trans>
      </p>
      <p>
        <Trans>Não foi cobrado nada.</Trans>
      </p>
      <div className="payment__actions">
        {canChange ? (
          <button type="button" className="button" onClick={changeMethod}>
            <Trans>Escolher outro método</Trans>
          </button>
        ) : (
          <button type="button" className="button" onClick={cancel}>
            <Trans>Continuar</Trans>
          </button>
        )}
      </div>
    </StepSection>
  );
}

// ------------------------------------------------------------------ unpaid

/**
 * Refused, a platform error or the time ran out (SPEC 8): the catalogue's message, a new attempt
 * (for MB WAY with the phone, prefilled and open to change) or another method.
 */
function UnpaidStep() {
  const { error, needsPhone, canRetry, canChange, retry, changeMethod } = useConnect(
    usePaymentActor(),
    connectPayment,
  );
  return (
    <StepSection title={<Trans>O pagamento não foi concluído</Trans>}>
      <ErrorNotice code={error ?? 'generic'} />
      <AmountLine />
      <form
        className="payment__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          retry();
        }}
      >
        {needsPhone && <PhoneFields />}
        <div className="payment__actions">
          {canRetry && (
            <button type="submit" className="button">
              <Trans>Tentar novamente</Trans>
            </button>
          )}
          {canChange && (
            <button type="button" className="button button--secondary" onClick={changeMethod}>
              <Trans>Escolher outro método</Trans>
            </button>
          )}
        </div>
      </form>
    </StepSection>
  );
}

// ------------------------------------------------------------------ ATM reference

/**
 * The ATM (Multibanco) reference, to pay later at an ATM or in homebanking: entity, reference in
 * groups of three, amount and time limit, each to copy.
 */
function ReferenceStep() {
  const { atmReference: reference } = useConnect(usePaymentActor(), connectPayment);
  return (
    <StepSection title={<Trans>Pagar por referência Multibanco</Trans>}>
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
    </StepSection>
  );
}

// ------------------------------------------------------------------ the other ends

function InStoreStep() {
  const { amount } = useConnect(usePaymentActor(), connectPayment);
  return (
    <StepSection title={<Trans>Vai pagar no estabelecimento</Trans>}>
      <p>
        {amount !== null ? (
          <Trans>
            Não é cobrado nada agora. Paga <strong>{amount}</strong> diretamente no estabelecimento.
          </Trans>
        ) : (
          <Trans>Não é cobrado nada agora. Paga diretamente no estabelecimento.</Trans>
        )}
      </p>
    </StepSection>
  );
}

function PaidStep() {
  const { amount } = useConnect(usePaymentActor(), connectPayment);
  return (
    <StepSection title={<Trans>Pagamento confirmado</Trans>}>
      <p className="notice notice--info">
        {amount !== null ? (
          <Trans>
            Recebemos o seu pagamento de <strong>{amount}</strong>.
          </Trans>
        ) : (
          <Trans>Recebemos o seu pagamento.</Trans>
        )}
      </p>
    </StepSection>
  );
}
