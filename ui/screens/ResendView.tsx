import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { widgetMachine } from '../../machines/widget/widget.machine';
import {
  selectResendState,
  selectResent,
  selectWidgetError,
} from '../../machines/widget/widget.selectors';
import { DEFAULT_SHOP_ZONE } from '../../machines/rules/format';
import { ErrorNotice } from '../components/ErrorNotice';
import { asText } from '../asText';

type WidgetActor = ActorRefFrom<typeof widgetMachine>;

/**
 * The booking's date and time as the visitor chose it. What is resent after a reload keeps no
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

/**
 * A booking that was on its way when the page went (a reload, "back"), sent again before
 * anything else: shown as made only when the answer says so, with its reference.
 */
export function ResendView({ actor }: { actor: WidgetActor }) {
  const state = useSelector(actor, selectResendState);
  const resent = useSelector(actor, selectResent);
  const error = useSelector(actor, selectWidgetError);
  const when = useWhen(resent?.result.date);
  const go = () => actor.send({ type: 'pending.continue' });

  if (state === 'resending') {
    return (
      <section className="screen" aria-busy="true">
        <p className="loading" role="status">
          <Trans>A confirmar a sua reserva…</Trans>
        </p>
      </section>
    );
  }
  if (state === 'resent' && resent) {
    const reference = asText(String(resent.result.reservationId));
    const title = resent.title;
    return (
      <section className="screen" aria-labelledby="resent-title">
        <h1 id="resent-title">
          {resent.result.status === 'confirmed' ? (
            <Trans>Reserva confirmada</Trans>
          ) : (
            <Trans>Reserva registada: aguarda a confirmação do estabelecimento</Trans>
          )}
        </h1>
        <p>{title}</p>
        {when && <p>{when}</p>}
        <p>
          <Trans>Número da reserva: {reference}</Trans>
        </p>
        <button type="button" className="button" onClick={go}>
          <Trans>Continuar</Trans>
        </button>
      </section>
    );
  }
  if (state === 'refused') {
    return (
      <section className="screen">
        <h1>
          <Trans>A reserva não foi feita</Trans>
        </h1>
        <ErrorNotice code={error ?? 'generic'} />
        <button type="button" className="button" onClick={go}>
          <Trans>Continuar</Trans>
        </button>
      </section>
    );
  }
  if (state === 'unconfirmed') {
    return (
      <section className="screen">
        <h1>
          <Trans>Não conseguimos confirmar a sua reserva</Trans>
        </h1>
        <p>
          <Trans>
            Pode já estar feita: veja em As minhas reservas, ou tente de novo. Não será reservada
            duas vezes.
          </Trans>
        </p>
        <ErrorNotice
          code={error ?? 'generic'}
          onRetry={() => actor.send({ type: 'pending.retry' })}
        />
        <button type="button" className="button button--secondary" onClick={go}>
          <Trans>Continuar sem confirmar</Trans>
        </button>
      </section>
    );
  }
  return null;
}

/** For lazyScreen(() => import(...)): shown only after a reload mid-booking. */
export default ResendView;
