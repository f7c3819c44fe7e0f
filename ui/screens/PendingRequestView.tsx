import { useEffect, useRef, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { connectResume } from '../../machines/resume/resume.connect';
import { DEFAULT_SHOP_ZONE } from '../../machines/rules/format';
import { ErrorNotice } from '../components/ErrorNotice';
import { asText } from '../asText';
import { useConnect } from '../connect';
import { focusHeading } from '../focus';
import { PaymentScreen } from './payment/PaymentScreen';
import { useResumeActor } from './resumeContext';

/**
 * The booking's date and time as the visitor chose it. What is found after a reload keeps no
 * shop, so its time zone is the default one (Europe/Lisbon), not the shop's own.
 */
function useWhen(iso: string | undefined): string | null {
  const { i18n } = useLingui();
  if (!iso || Number.isNaN(Date.parse(iso))) return null;
  return new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: DEFAULT_SHOP_ZONE,
  }).format(new Date(iso));
}

const TITLE_ID = 'pending-title';

/**
 * A booking or an order that was on its way when the page went (a reload, "back"): what it made
 * is found out before anything else, and it is never sent again (README "Money safety"). Made,
 * it is shown (the booking's success, the order's state, or the order's payment step); not made,
 * that is said plainly; not known (the lookup unanswered, or a guest's, which no call finds), the
 * screen says so, where to check, and offers no new request.
 */
export function PendingRequestView() {
  const {
    pendingStage: stage,
    pending,
    resent,
    foundOrder: found,
    payment,
    error,
    checkAgain,
    continueFromRequest: go,
    continueFromPayment,
    retry,
  } = useConnect(useResumeActor(), connectResume);
  const when = useWhen(resent?.result.date);
  const area = useRef<HTMLElement>(null);

  // Each outcome takes the focus to its own heading: what changed.
  useEffect(() => {
    if (stage === null || stage === 'lookingUp' || stage === 'payLoading') return;
    focusHeading(area.current?.querySelector<HTMLElement>('h1'));
  }, [stage]);

  if (stage === null) return null;
  const isOrder = (found !== null && resent === null) || pending?.kind === 'order';
  const title = found?.title ?? resent?.title ?? pending?.title ?? '';

  if (stage === 'lookingUp') {
    return (
      <section className="screen" aria-busy="true">
        <p className="loading" role="status">
          {isOrder ? (
            <Trans>A verificar se a sua encomenda foi feita…</Trans>
          ) : (
            <Trans>A confirmar a sua reserva…</Trans>
          )}
        </p>
      </section>
    );
  }

  if (stage === 'made' && resent) {
    const reference = asText(String(resent.result.reservationId));
    return (
      <Screen area={area}>
        <h1 id={TITLE_ID}>
          {resent.result.status === 'confirmed' ? (
            <Trans>Reserva confirmada</Trans>
          ) : (
            <Trans>Reserva registada: aguarda a confirmação do estabelecimento</Trans>
          )}
        </h1>
        <p>{resent.title}</p>
        {when && <p>{when}</p>}
        <p>
          <Trans>Número da reserva: {reference}</Trans>
        </p>
        <Continue onClick={go} />
      </Screen>
    );
  }

  if (stage === 'made' && found) {
    const code = asText(found.order.orderCode);
    return (
      <Screen area={area}>
        <h1 id={TITLE_ID}>
          <Trans>Encomenda enviada</Trans>
        </h1>
        <p>{title}</p>
        <div className="notice notice--success" role="status">
          <p>
            <Trans>
              A encomenda <strong>{code}</strong> foi enviada ao estabelecimento e aguarda a sua
              confirmação.
            </Trans>
          </p>
        </div>
        <Continue onClick={go} />
      </Screen>
    );
  }

  if (stage === 'notMade') {
    return (
      <Screen area={area}>
        <h1 id={TITLE_ID}>
          {isOrder ? (
            <Trans>A encomenda não foi feita</Trans>
          ) : (
            <Trans>A reserva não foi feita</Trans>
          )}
        </h1>
        <p>{title}</p>
        <p>
          {isOrder ? (
            <Trans>
              O pedido de encomenda que estava a enviar quando a página foi recarregada não chegou a
              ser feito: não foi encomendado nem cobrado nada.
            </Trans>
          ) : (
            <Trans>
              O pedido de reserva que estava a enviar quando a página foi recarregada não chegou a
              ser feito: não foi reservado nada.
            </Trans>
          )}
        </p>
        <Continue onClick={go} />
      </Screen>
    );
  }

  if (stage === 'unconfirmed' || stage === 'noLookup') {
    return (
      <Screen area={area}>
        <h1 id={TITLE_ID}>
          {isOrder ? (
            <Trans>Não conseguimos confirmar a encomenda</Trans>
          ) : (
            <Trans>Não conseguimos confirmar a sua reserva</Trans>
          )}
        </h1>
        <p>{title}</p>
        <p>
          {stage === 'noLookup' ? (
            isOrder ? (
              <Trans>
                A página foi recarregada enquanto a encomenda era enviada e não temos forma de
                confirmar se foi feita. Se foi, recebe a confirmação por email.
              </Trans>
            ) : (
              <Trans>
                A página foi recarregada enquanto a reserva era enviada e não temos forma de
                confirmar se foi feita. Se foi, recebe a confirmação por email.
              </Trans>
            )
          ) : isOrder ? (
            <Trans>
              A página foi recarregada enquanto a encomenda era enviada e ainda não conseguimos
              confirmar se foi feita. Não a enviamos outra vez.
            </Trans>
          ) : (
            <Trans>
              A página foi recarregada enquanto a reserva era enviada e ainda não conseguimos
              confirmar se foi feita. Não a enviamos outra vez.
            </Trans>
          )}
        </p>
        {stage === 'unconfirmed' && error && <ErrorNotice code={error} />}
        <p className="notice notice--info">
          {isOrder ? (
            <Trans>
              Antes de encomendar outra vez, veja no seu email se a encomenda foi feita.
            </Trans>
          ) : (
            <Trans>Antes de reservar outra vez, veja no seu email se a reserva foi feita.</Trans>
          )}
        </p>
        {stage === 'unconfirmed' && (
          <button type="button" className="button" onClick={checkAgain}>
            <Trans>Verificar outra vez</Trans>
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={go}>
          <Trans>Continuar sem confirmar</Trans>
        </button>
      </Screen>
    );
  }

  // An order made, waiting for its payment: its payment step.
  const code = found ? asText(found.order.orderCode) : '';
  return (
    <Screen area={area} busy={stage === 'payLoading'}>
      <h1 id={TITLE_ID} className="booking__title">
        {title || <Trans>Pagamento em curso</Trans>}
      </h1>
      <div className="notice notice--info">
        <p>
          <Trans>
            Encomenda <strong>{code}</strong> registada: falta o pagamento para a enviar ao
            estabelecimento.
          </Trans>
        </p>
      </div>
      {stage === 'payLoading' && (
        <p className="loading" role="status">
          <Trans>A preparar o pagamento…</Trans>
        </p>
      )}
      {stage === 'paying' && payment ? <PaymentScreen actor={payment} /> : null}
      {stage === 'payUnavailable' && (
        <>
          <ErrorNotice code={error ?? 'network'} onRetry={retry} />
          <button type="button" className="button button--secondary" onClick={continueFromPayment}>
            <Trans>Sair sem pagar</Trans>
          </button>
        </>
      )}
    </Screen>
  );
}

function Screen({
  area,
  busy = false,
  children,
}: {
  area: React.RefObject<HTMLElement | null>;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section ref={area} className="screen booking" aria-labelledby={TITLE_ID} aria-busy={busy}>
      {children}
    </section>
  );
}

function Continue({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="button" onClick={onClick}>
      <Trans>Continuar</Trans>
    </button>
  );
}

/** For lazyScreen(() => import(...)): shown only after a reload while a request was on its way. */
export default PendingRequestView;
