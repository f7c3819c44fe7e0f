import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/errors';
import { campaignFixture } from '../../api/sandbox/fixtures';
import { campaignMachine, type CampaignInfo } from '../../machines/campaign/campaign.machine';
import type { CampaignReference } from '../../machines/rules/campaign';
import { CampaignScreen } from '../../ui/screens/CampaignScreen';
import { I18nRoot } from '../../ui/i18n';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  replayOnActor,
  replayPath,
  type ModelEvent,
} from '../harness/model';

const available = campaignFixture(101);
const soldOut = campaignFixture(111);

type Event = ModelEvent<typeof campaignMachine>;
const events = [
  { type: 'xstate.done.actor.fetchCampaign', output: available },
  { type: 'xstate.done.actor.fetchCampaign', output: soldOut },
  { type: 'xstate.error.actor.fetchCampaign', error: new ApiError('network', 'offline') },
  {
    type: 'xstate.error.actor.fetchCampaign',
    error: new ApiError('http', 'not found', 404, 'campaignInvalid'),
  },
  { type: 'campaign.retry' },
] as unknown as Event[];

const byId = createMachineModel(campaignMachine, {
  input: { campaignId: 101, offerCode: null },
  events,
});
const withoutReference = createMachineModel(campaignMachine, {
  input: { campaignId: null, offerCode: '  ' },
  events,
});

const models = [byId, withoutReference];

describe('campaign chart: model', () => {
  it('reaches every state and takes every transition', () => {
    // A missing reference is the only way into notProvided, hence the second model.
    expectEveryStateReached(...models);
    expectEveryTransitionTaken(...models);
  });

  for (const model of models) {
    for (const path of model.paths) {
      it(`actor: ${path.description}`, () => replayOnActor(model, path));
    }
  }
});

/** The rendered screen as the system under test: each state must look like itself. */
function renderCampaignScreen(input: { campaignId: number | null; offerCode: string | null }) {
  let pending: { resolve(campaign: CampaignInfo): void; reject(error: unknown): void } | null =
    null;
  const machine = campaignMachine.provide({
    actors: {
      fetchCampaign: fromPromise<CampaignInfo, CampaignReference>(
        () => new Promise((resolve, reject) => (pending = { resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input }).start();
  render(
    <I18nRoot>
      <CampaignScreen actor={actor} />
    </I18nRoot>,
  );
  const settle = async (how: (call: NonNullable<typeof pending>) => void) => {
    if (!pending) throw new Error('No call to answer');
    const call = pending;
    pending = null;
    await act(async () => how(call));
  };
  return { actor, settle };
}

const expectedOnScreen: Record<string, (context: { error: string | null }) => Promise<void>> = {
  loading: async () => {
    expect(await screen.findByRole('status')).toHaveTextContent('A carregar a campanha…');
  },
  showing: async () => {
    expect(
      await screen.findByRole('heading', { name: 'Jantar de degustação para dois' }),
    ).toBeVisible();
    expect(screen.getByText('39,90 €')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  unavailable: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta campanha já não está disponível.',
    );
    expect(
      screen.getByRole('heading', { name: 'Lanche da tarde com pastéis de nata' }),
    ).toBeVisible();
  },
  notProvided: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi indicada nenhuma campanha.',
    );
  },
  failed: async ({ error }) => {
    const alert = await screen.findByRole('alert');
    const retry = screen.queryByRole('button', { name: 'Tentar novamente' });
    if (error === 'campaignInvalid') {
      expect(alert).toHaveTextContent('Esta campanha não é válida.');
      expect(retry, 'an invalid campaign is final: no retry').toBeNull();
    } else {
      expect(alert).toHaveTextContent('Não foi possível contactar o servidor.');
      expect(retry).toBeVisible();
    }
  },
};

describe('campaign screen: model', () => {
  afterEach(cleanup);
  for (const model of models) {
    for (const path of model.paths) {
      it(`screen: ${path.description}`, async () => {
        const { settle } = renderCampaignScreen(model.input!);
        await replayPath(path, {
          exec: async (event) => {
            if (event.type === 'xstate.done.actor.fetchCampaign') {
              await settle((call) =>
                call.resolve((event as unknown as { output: CampaignInfo }).output),
              );
            } else if (event.type === 'xstate.error.actor.fetchCampaign') {
              await settle((call) => call.reject((event as unknown as { error: unknown }).error));
            } else if (event.type === 'campaign.retry') {
              fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
            } else throw new Error(`No way to perform ${event.type} on the screen`);
          },
          check: (expected) => expectedOnScreen[expected.value as string]!(expected.context),
        });
      });
    }
  }
});
