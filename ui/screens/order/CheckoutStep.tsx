import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { connectCheckout } from '../../../machines/checkout/checkout.connect';
import type {
  CheckoutActor,
  CheckoutStep as Step,
} from '../../../machines/checkout/checkout.selectors';
import { formatEuro } from '../../../machines/rules/format';
import { AtmReferenceDetails } from '../../components/AtmReferenceDetails';
import { ErrorNotice } from '../../components/ErrorNotice';
import { PaymentUnconfirmedAdvice } from '../../components/PaymentUnconfirmedAdvice';
import { useConnect } from '../../connect';
import { useFocusStepOnChange } from '../../focusStep';
import { AuthScreen } from '../auth/AuthScreen';
import { ContactStep } from '../booking/ContactStep';
import { PaymentScreen } from '../payment/PaymentScreen';
import { OrderPrizeChoice } from './OrderPrizeChoice';
import { OrderSuccessActions } from './OrderSuccessActions';
import { CheckoutProvider, useCheckoutActor } from './checkoutContext';

/**
 * The checkout (machines/checkout/checkout.machine.ts): sign in or continue as a guest, the
 * contact and a note to the shop, the review with "Encomendar", the payment, and the order handed
 * to the merchant (awaiting their confirmation) or its ATM reference. `summary` is the order as
 * chosen (transport, delivery, total), drawn by the order's screen. Each step has one h2, which
 * takes the focus when the step changes.
 */
export function CheckoutStep({ actor, summary }: { actor: CheckoutActor; summary: ReactNode }) {
  const { step } = useConnect(actor, connectCheckout);
  const area = useFocusStepOnChange(step);
  return (
    <CheckoutProvider actor={actor}>
      <div ref={area} className="order__step">
        <CheckoutStepView step={step} summary={summary} />
      </div>
    </CheckoutProvider>
  );
}

function CheckoutStepView({ step, summary }: { step: Step; summary: ReactNode }) {
  const { auth, contact, payment, back, backTo } = useConnect(useCheckoutActor(), connectCheckout);
  // Out of the checkout: the delivery step where it had one (an address, a pickup point), else
  // the cart.
  const leave =
    backTo === 'delivery' ? <Trans>Voltar à entrega</Trans> : <Trans>Voltar ao carrinho</Trans>;
  switch (step) {
    case 'identify':
      return (
        <>
          {auth && <AuthScreen actor={auth} />}
          <BackButton onClick={back}>{leave}</BackButton>
        </>
      );
    case 'contact':
      return (
        <>
          {contact && <ContactStep actor={contact} purpose="order" />}
          <BackButton onClick={back}>{leave}</BackButton>
        </>
      );
    case 'loadingMethods':
      return (
        <Busy>
          <Trans>A obter os métodos de pagamento…</Trans>
        </Busy>
      );
    case 'methodsFailed':
      return <MethodsFailed />;
    case 'noMethods':
      return (
        <>
          <h2>
            <Trans>Não é possível encomendar online</Trans>
          </h2>
          <ErrorNotice code="noPaymentMethods" />
          <p>
            <Trans>Nada foi encomendado nem cobrado.</Trans>
          </p>
          <BackButton onClick={back}>{leave}</BackButton>
        </>
      );
    case 'review':
      return <Review summary={summary} />;
    case 'placing':
      return (
        <Busy>
          <Trans>A enviar a encomenda…</Trans>
        </Busy>
      );
    case 'placeFailed':
      return <PlaceFailed />;
    case 'placeUnconfirmed':
      return <PlaceUnconfirmed />;
    case 'payment':
      return (
        <>
          <OrderMadeNote />
          {payment && <PaymentScreen actor={payment} />}
        </>
      );
    case 'unpaid':
      return <Unpaid />;
    case 'placed':
      return <Placed summary={summary} />;
    case 'awaitingPayment':
      return <AwaitingPayment />;
    case 'paymentUnconfirmed':
      return <PaymentUnconfirmed />;
    // A moment only: the order's screen moves on (the cart, or out of the order).
    case 'ended':
      return (
        <>
          <h2>
            <Trans>Finalizar a encomenda</Trans>
          </h2>
          {summary}
        </>
      );
  }
}

function BackButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <div className="order__actions">
      <button data-step-back type="button" className="button button--secondary" onClick={onClick}>
        {children}
      </button>
    </div>
  );
}

function Busy({ children }: { children: ReactNode }) {
  return (
    <>
      <h2>
        <Trans>Finalizar a encomenda</Trans>
      </h2>
      <p role="status" aria-busy="true">
        {children}
      </p>
    </>
  );
}

function MethodsFailed() {
  const { error, errorDetail, retry, back } = useConnect(useCheckoutActor(), connectCheckout);
  return (
    <>
      <h2>
        <Trans>Finalizar a encomenda</Trans>
      </h2>
      {error && <ErrorNotice code={error} detail={errorDetail} onRetry={retry} />}
      <BackButton onClick={back}>
        <Trans>Voltar aos contactos</Trans>
      </BackButton>
    </>
  );
}

/** Who orders, as the contact step confirmed: name, mobile and the note to the shop. */
function ContactSummary() {
  const { contactDetails: contact } = useConnect(useCheckoutActor(), connectCheckout);
  const phone = `${contact.prefix} ${contact.phone}`;
  const note = contact.notes.trim();
  const vatId = contact.vatId ?? '';
  return (
    <>
      <p>
        <Trans>
          Em nome de {contact.name}, {phone}.
        </Trans>
      </p>
      {vatId && (
        <p>
          <Trans>NIF para a fatura: {vatId}</Trans>
        </p>
      )}
      {note && (
        <p>
          <Trans>Nota para o estabelecimento: {note}</Trans>
        </p>
      )}
    </>
  );
}

function Review({ summary }: { summary: ReactNode }) {
  const { place, back } = useConnect(useCheckoutActor(), connectCheckout);
  return (
    <>
      <h2>
        <Trans>Rever a encomenda</Trans>
      </h2>
      {summary}
      <ContactSummary />
      <OrderPrizeChoice />
      <p className="schedule__hint">
        <Trans>A seguir, escolha como pagar. Nada é cobrado antes disso.</Trans>
      </p>
      <div className="order__actions">
        <button type="button" className="button" onClick={place}>
          <Trans>Encomendar</Trans>
        </button>
        <button data-step-back type="button" className="button button--secondary" onClick={back}>
          <Trans>Alterar contactos</Trans>
        </button>
      </div>
    </>
  );
}

function PlaceFailed() {
  const { error, errorDetail, canRetry, retry, back } = useConnect(
    useCheckoutActor(),
    connectCheckout,
  );
  return (
    <>
      <h2>
        <Trans>A encomenda não foi feita</Trans>
      </h2>
      {error && (
        <ErrorNotice code={error} detail={errorDetail} onRetry={canRetry ? retry : undefined} />
      )}
      <BackButton onClick={back}>
        {error === 'cartEmpty' ? (
          <Trans>Voltar ao carrinho</Trans>
        ) : (
          <Trans>Voltar à revisão</Trans>
        )}
      </BackButton>
    </>
  );
}

/** Above the payment: the order is made (its code), and what is left is paying it. */
function OrderMadeNote() {
  const { order } = useConnect(useCheckoutActor(), connectCheckout);
  if (!order) return null;
  const code = order.orderCode;
  return (
    <div className="notice notice--info">
      <p>
        <Trans>
          Encomenda <strong>{code}</strong> registada: falta o pagamento para a enviar ao
          estabelecimento.
        </Trans>
      </p>
    </div>
  );
}

/**
 * "Encomendar"'s answer was lost: never "not made". A signed-in visitor's order is looked up; a
 * lookup without an answer may be asked again; a guest's cannot be, and the screen says so.
 */
function PlaceUnconfirmed() {
  const { unconfirmed, canCheck, check, back } = useConnect(useCheckoutActor(), connectCheckout);
  if (unconfirmed === 'lookingUp') {
    return (
      <Busy>
        <Trans>Não recebemos a resposta ao pedido de encomenda. A verificar se foi feita…</Trans>
      </Busy>
    );
  }
  return (
    <>
      <h2>
        <Trans>Não conseguimos confirmar a encomenda</Trans>
      </h2>
      <p>
        {unconfirmed === 'noLookup' ? (
          <Trans>
            Não recebemos a resposta ao pedido de encomenda e não temos forma de confirmar se foi
            feita. Se foi, recebe a confirmação por email.
          </Trans>
        ) : (
          <Trans>
            Não recebemos a resposta ao pedido de encomenda e ainda não conseguimos confirmar se foi
            feita.
          </Trans>
        )}
      </p>
      <p className="notice notice--info">
        <Trans>Antes de encomendar outra vez, veja no seu email se a encomenda foi feita.</Trans>
      </p>
      <div className="order__actions">
        {canCheck && (
          <button type="button" className="button" onClick={check}>
            <Trans>Verificar outra vez</Trans>
          </button>
        )}
        <button data-step-back type="button" className="button button--secondary" onClick={back}>
          <Trans>Voltar ao resumo</Trans>
        </button>
      </div>
    </>
  );
}

/**
 * The order is made, and whether its payment was made is not known: the order's code, where to
 * check before paying again, and the way out (no second payment offered here).
 */
function PaymentUnconfirmed() {
  const {
    order,
    unconfirmedMethod: method,
    finish,
  } = useConnect(useCheckoutActor(), connectCheckout);
  const code = order?.orderCode ?? '';
  return (
    <>
      <h2>
        <Trans>Não conseguimos confirmar o pagamento</Trans>
      </h2>
      <p>
        <Trans>
          A encomenda <strong>{code}</strong> está registada.
        </Trans>
      </p>
      {method && <PaymentUnconfirmedAdvice method={method} />}
      <div className="order__actions">
        <button type="button" className="button" onClick={finish}>
          <Trans>Continuar</Trans>
        </button>
      </div>
    </>
  );
}

function Unpaid() {
  const { order, pay, finish } = useConnect(useCheckoutActor(), connectCheckout);
  const code = order?.orderCode ?? '';
  return (
    <>
      <h2>
        <Trans>A encomenda aguarda pagamento</Trans>
      </h2>
      <p>
        <Trans>
          A encomenda <strong>{code}</strong> está registada mas não foi paga, por isso ainda não
          foi enviada ao estabelecimento. Não foi cobrado nada.
        </Trans>
      </p>
      <div className="order__actions">
        <button type="button" className="button" onClick={pay}>
          <Trans>Pagar a encomenda</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={finish}>
          <Trans>Sair sem pagar</Trans>
        </button>
      </div>
    </>
  );
}

function Placed({ summary }: { summary: ReactNode }) {
  const { order, paid } = useConnect(useCheckoutActor(), connectCheckout);
  const code = order?.orderCode ?? '';
  const total = formatEuro(order?.total ?? 0);
  return (
    <>
      <h2>
        <Trans>Encomenda enviada</Trans>
      </h2>
      <div className="notice notice--success" role="status">
        <p>
          <Trans>
            A encomenda <strong>{code}</strong> foi enviada ao estabelecimento e aguarda a sua
            confirmação.
          </Trans>
        </p>
        {paid === 'paid' ? (
          <p>
            <Trans>Pagamento de {total} recebido.</Trans>
          </p>
        ) : paid === 'inStore' ? (
          <p>
            <Trans>Paga {total} no estabelecimento. Não foi cobrado nada agora.</Trans>
          </p>
        ) : null}
      </div>
      {summary}
      <OrderSuccessActions />
    </>
  );
}

function AwaitingPayment() {
  const {
    order,
    atmReference: reference,
    finish,
  } = useConnect(useCheckoutActor(), connectCheckout);
  const code = order?.orderCode ?? '';
  return (
    <>
      <h2>
        <Trans>Pagar por referência Multibanco</Trans>
      </h2>
      <p>
        <Trans>
          A encomenda <strong>{code}</strong> é enviada ao estabelecimento quando o pagamento for
          recebido. Pague num multibanco ou no seu homebanking, em Pagamentos de serviços.
        </Trans>
      </p>
      {reference ? (
        <AtmReferenceDetails reference={reference} />
      ) : (
        <ErrorNotice code="paymentPlatformError" />
      )}
      <div className="order__actions">
        <button type="button" className="button" onClick={finish}>
          <Trans>Concluir</Trans>
        </button>
      </div>
    </>
  );
}
