import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { campaignMachine } from '../../machines/campaign/campaign.machine';
import {
  selectCampaignError,
  selectCampaignSummary,
  type CampaignSummary,
} from '../../machines/campaign/campaign.selectors';
import { ErrorNotice } from '../components/ErrorNotice';
import { Price } from '../components/Price';

export type CampaignActor = ActorRefFrom<typeof campaignMachine>;

/** The campaign a visitor arrived at, in whichever state its chart is. */
export function CampaignScreen({ actor }: { actor: CampaignActor }) {
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const summary = useSelector(actor, selectCampaignSummary);
  const error = useSelector(actor, selectCampaignError);
  const canRetry = useSelector(actor, (snapshot) => snapshot.can({ type: 'campaign.retry' }));

  switch (state) {
    case 'loading':
      return <LoadingCampaign />;
    case 'showing':
      return summary && <CampaignDetails summary={summary} />;
    case 'unavailable':
      return (
        <section className="screen" aria-labelledby="campaign-title">
          {summary && <CampaignHeading summary={summary} />}
          <ErrorNotice code="campaignUnavailable" />
        </section>
      );
    case 'notProvided':
      return (
        <section className="screen">
          <ErrorNotice code="campaignNotProvided" />
        </section>
      );
    case 'failed':
      return (
        <section className="screen">
          <ErrorNotice
            code={error ?? 'generic'}
            onRetry={canRetry ? () => actor.send({ type: 'campaign.retry' }) : undefined}
          />
        </section>
      );
  }
}

function LoadingCampaign() {
  return (
    <section className="screen" aria-busy="true">
      <p className="loading" role="status">
        <Trans>A carregar a campanha…</Trans>
      </p>
    </section>
  );
}

function CampaignHeading({ summary }: { summary: CampaignSummary }) {
  return (
    <header className="campaign__header">
      <h1 id="campaign-title" className="campaign__title">
        {summary.title}
      </h1>
      <p className="campaign__shop">
        {summary.shopName}
        {summary.address && <span className="campaign__address">{summary.address}</span>}
      </p>
    </header>
  );
}

function CampaignDetails({ summary }: { summary: CampaignSummary }) {
  const points = summary.points;
  return (
    <article className="screen campaign" aria-labelledby="campaign-title">
      {summary.image && (
        <img
          className="campaign__image"
          src={summary.image.url}
          alt={summary.image.alt}
          width={960}
          height={540}
        />
      )}
      <CampaignHeading summary={summary} />
      {summary.price !== null ? (
        <Price
          price={summary.price}
          priceBefore={summary.priceBefore}
          discountPercent={summary.discountPercent}
        />
      ) : (
        summary.isFree && (
          <p className="price">
            <span className="price__now">
              <Trans>Grátis</Trans>
            </span>
          </p>
        )
      )}
      {points ? (
        <p className="campaign__points">
          <Trans>Ganhe {points} pontos com esta reserva</Trans>
        </p>
      ) : null}
      {summary.startNote && <p className="campaign__note">{summary.startNote}</p>}
    </article>
  );
}
