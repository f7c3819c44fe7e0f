// Generated from api/openapi.yaml by `node api/codegen/contextParams.mjs`. Do not edit.

import type { OperationContext } from './contextParams';

/**
 * api/contextParams.ts for the first screen's calls only, which leave before any other code has
 * loaded: getEntityConfig, getCampaign, getCampaignByOfferCode, getShop.
 */
export const FIRST_SCREEN_CONTEXT: Readonly<Record<string, OperationContext>> = {
  'GET /v1/web/campaigns/{id}': {
    operationId: 'getCampaign',
    query: ['language', 'token', 'entityId', 'clientApplication', 'sessionId'],
    header: [],
    form: false,
  },
  'GET /v1/web/campaigns/by-offer-code/{code}': {
    operationId: 'getCampaignByOfferCode',
    query: ['language', 'token', 'entityId', 'clientApplication', 'sessionId'],
    header: [],
    form: false,
  },
  'GET /shop/{shopId}': { operationId: 'getShop', query: ['language'], header: [], form: false },
  'GET /v1/entity/config': {
    operationId: 'getEntityConfig',
    query: ['language'],
    header: [],
    form: false,
  },
};
