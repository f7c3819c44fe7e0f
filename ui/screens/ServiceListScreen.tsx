import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { formatDuration } from '../../machines/rules/durationFormat';
import { connectServices } from '../../machines/services/services.connect';
import type { servicesMachine } from '../../machines/services/services.machine';
import type { ServiceItem, ShopSummary } from '../../machines/services/services.selectors';
import { ErrorNotice } from '../components/ErrorNotice';
import { ServicePrice } from '../components/ServicePrice';
import '../components/booking.css';
import { asText } from '../asText';
import { useConnect } from '../connect';

export type ServicesActor = ActorRefFrom<typeof servicesMachine>;

/** A shop's services (machines/services), in whichever state the chart is. */
export function ServiceListScreen({ actor }: { actor: ServicesActor }) {
  const { state, shop, error, chosen, canRetry, retry, choose } = useConnect(
    actor,
    connectServices,
  );

  switch (state) {
    case 'loading':
      return (
        <section className="screen" aria-busy="true">
          <p className="loading" role="status">
            <Trans>A carregar os serviços…</Trans>
          </p>
        </section>
      );
    case 'failed':
      return (
        <section className="screen">
          <ErrorNotice code={error ?? 'generic'} onRetry={canRetry ? retry : undefined} />
        </section>
      );
    case 'noOnlineBooking':
      return (
        shop && (
          <section className="screen services" aria-labelledby="services-title" data-step-first>
            <ShopHeading shop={shop} />
            <ErrorNotice code="noOnlineBooking" />
            {shop.services.length > 0 && <ServiceList shop={shop} />}
          </section>
        )
      );
    case 'listing':
      return (
        shop && (
          <section className="screen services" aria-labelledby="services-title" data-step-first>
            <ShopHeading shop={shop} />
            <ServiceList shop={shop} onChoose={choose} />
          </section>
        )
      );
    case 'chosen': {
      const name = asText(chosen?.serviceName ?? '');
      return (
        <section className="screen" aria-labelledby="services-title">
          {shop && <ShopHeading shop={shop} />}
          <p role="status">
            <Trans>Escolheu: {name}</Trans>
          </p>
        </section>
      );
    }
  }
}

function ShopHeading({ shop }: { shop: ShopSummary }) {
  return (
    <header>
      <h1 id="services-title" className="campaign__title">
        {shop.name}
      </h1>
      {shop.address && <p className="services__shop">{shop.address}</p>}
    </header>
  );
}

function ServiceList({ shop, onChoose }: { shop: ShopSummary; onChoose?: (id: number) => void }) {
  return (
    <>
      <h2 className="services__heading">
        <Trans>Serviços</Trans>
      </h2>
      <ul className="services__list">
        {shop.services.map((service) => (
          <li key={service.id}>
            <Service service={service} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Service({ service, onChoose }: { service: ServiceItem; onChoose?: (id: number) => void }) {
  const name = asText(service.name);
  const titleId = `service-${service.id}`;
  const duration =
    service.durationMinutes === null ? null : formatDuration(service.durationMinutes);
  const canChoose = onChoose && !service.informationOnly;
  return (
    <article className="service" aria-labelledby={titleId}>
      <h3 id={titleId} className="service__name">
        {service.name}
      </h3>
      <p className="service__details">
        <span className="service__price">
          <ServicePrice price={service.price} />
        </span>
        {duration && (
          <span>
            <span className="visually-hidden">
              <Trans>Duração:</Trans>{' '}
            </span>
            {duration}
          </span>
        )}
        {service.takeaway && (
          <span>
            <Trans>Para levar</Trans>
          </span>
        )}
        {service.delivery && (
          <span>
            <Trans>Entrega ao domicílio</Trans>
          </span>
        )}
        {service.informationOnly && (
          <span>
            <Trans>Sem reserva online</Trans>
          </span>
        )}
      </p>
      {canChoose && (
        <button type="button" className="button" onClick={() => onChoose(service.id)}>
          <ServiceActionLabel action={service.action} name={name} />
        </button>
      )}
    </article>
  );
}

/** The service's button: what choosing it starts, the service named for screen readers. */
function ServiceActionLabel({
  action,
  name,
}: {
  action: ServiceItem['action'];
  name: ReturnType<typeof asText>;
}) {
  switch (action) {
    case 'order':
      return (
        <Trans>
          Encomendar <span className="visually-hidden">{name}</span>
        </Trans>
      );
    case 'coupon':
      return (
        <Trans>
          Obter o cupão <span className="visually-hidden">{name}</span>
        </Trans>
      );
    case 'suggest':
      return (
        <Trans>
          Sugerir datas <span className="visually-hidden">{name}</span>
        </Trans>
      );
    case 'book':
      return (
        <Trans>
          Reservar <span className="visually-hidden">{name}</span>
        </Trans>
      );
  }
}

/** For lazyScreen(() => import(...)): the screen loads with its chart, not the first screen. */
export default ServiceListScreen;
