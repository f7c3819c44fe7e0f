import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatTime } from '../../../machines/rules/dateFormat';
import { formatDuration } from '../../../machines/rules/durationFormat';
import { formatEuro } from '../../../machines/rules/format';
import type { AppLocale } from '../../../machines/rules/language';
import { Price } from '../../components/Price';
import { ServicePrice } from '../../components/ServicePrice';
import type {
  BookingPrice,
  BookingSummary,
  BookingWhen,
} from '../../../machines/booking/booking.selectors';

/** The locale of the active catalog, for dates. */
export function useLocale(): AppLocale {
  const { i18n } = useLingui();
  return i18n.locale as AppLocale;
}

/** When the booking is for, in words, at the shop's wall clock (`zone`). */
export function When({ when, zone }: { when: BookingWhen; zone: string }) {
  const locale = useLocale();
  switch (when.kind) {
    case 'dateTime': {
      const date = formatDate(when.startTime, locale, zone);
      const time = formatTime(when.startTime, zone);
      return (
        <Trans>
          {date}, às {time}
        </Trans>
      );
    }
    case 'day': {
      const date = formatDate(when.date, locale, zone);
      if (!when.window) return <>{date}</>;
      const { start, end } = when.window;
      return (
        <Trans>
          {date}, entre as {start} e as {end}
        </Trans>
      );
    }
    case 'several':
      return (
        <ul className="booking__times">
          {when.dateTimes.map((iso) => {
            const date = formatDate(iso, locale, zone);
            const time = formatTime(iso, zone);
            return (
              <li key={iso}>
                <Trans>
                  {date}, às {time}
                </Trans>
              </li>
            );
          })}
        </ul>
      );
    case 'none':
      return <Trans>A combinar com o estabelecimento, por telefone ou contacto</Trans>;
  }
}

/** The price of what is booked: a service's, a member's smart price, or the campaign's. */
function PriceLine({ price }: { price: BookingPrice }) {
  if (price.kind === 'service') return <ServicePrice price={price.price} />;
  const campaign = price.price;
  if (price.smartPrice !== null && campaign.kind === 'priced') {
    const smart = formatEuro(price.smartPrice);
    const normal = formatEuro(campaign.amount);
    return (
      <Trans>
        {smart} (preço Premium; normal {normal})
      </Trans>
    );
  }
  return <Price price={campaign} detail="amount" />;
}

/** A term and its description, when there is one. */
function Row({ term, children }: { term: ReactNode; children: ReactNode }) {
  if (children === null || children === undefined || children === false) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** What is booked, when, for how many, at what price and for whom. */
export function BookingDetails({
  summary,
  reservationId,
}: {
  summary: BookingSummary;
  reservationId?: number;
}) {
  const phone = summary.contact.phone ? `${summary.contact.prefix} ${summary.contact.phone}` : '';
  const people = summary.numberOfPeople;
  const notes = summary.contact.notes;
  return (
    <dl className="booking__details">
      {reservationId !== undefined && (
        <Row term={<Trans>Número da reserva</Trans>}>{reservationId}</Row>
      )}
      <Row term={<Trans>O quê</Trans>}>
        {summary.title}
        <span className="booking__shop">{summary.shopName}</span>
      </Row>
      <Row term={<Trans>Quando</Trans>}>
        <When when={summary.when} zone={summary.zone} />
      </Row>
      {people !== null && summary.when.kind !== 'none' && (
        <Row term={<Trans>Pessoas</Trans>}>{people}</Row>
      )}
      {summary.durationMinutes !== null && (
        <Row term={<Trans>Duração</Trans>}>{formatDuration(summary.durationMinutes)}</Row>
      )}
      <Row term={<Trans>Preço</Trans>}>
        <PriceLine price={summary.price} />
      </Row>
      <Row term={<Trans>Nome</Trans>}>{summary.contact.name || null}</Row>
      <Row term={<Trans>Telemóvel</Trans>}>
        {phone ? <span className="booking__phone">{phone}</span> : null}
      </Row>
      <Row term={<Trans>Email</Trans>}>{summary.email}</Row>
      <Row term={<Trans>NIF (para fatura)</Trans>}>{summary.contact.vatId || null}</Row>
      <Row term={<Trans>Notas para o estabelecimento</Trans>}>{notes || null}</Row>
    </dl>
  );
}
