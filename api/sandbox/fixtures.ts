import type { components } from '../schema';
import { createStore } from './store';

type Schemas = components['schemas'];

/**
 * Answers of the sandbox, for stories and tests that need an entity without making a call:
 * built by the same store the handlers use, so fixtures and the sandbox never disagree.
 */
export function campaignFixture(campaignId: number): Schemas['CampaignInfo'] {
  const store = createStore();
  return store.campaignInfo(store.requireCampaign(campaignId));
}
