import { describe, expect, it } from 'vitest';
import { apiClient, getApiBaseUrl, unwrap } from '../../api/client';
import { ERROR_REACTIONS, reactionRow, type Situation } from '../../api/errorReactions';
import {
  ApiError,
  errorCodeOf,
  errorDetailOf,
  reactionsIn,
  refusalReaction,
} from '../../api/errors';
import { FIRST_SCREEN_CONTEXT } from '../../api/firstScreenContext';
import { FIRST_SCREEN_REACTIONS } from '../../api/firstScreenReactions';
import { sandbox } from '../../api/sandbox/control';

// The reactions table (api/errorReactions.ts) as a table: every row answers what it names, and
// the sandbox refuses as SPEC 8 says (a message and the status) unless asked for more. What each
// row makes the widget do is tested on the charts and screens (tests/qa/errorReactions.test.tsx).

const SITUATIONS: Situation[] = [{}, { smart: true }, { prize: true }];

describe('the reactions table', () => {
  it('answers every operation and status of each row with that row (none hidden by another)', () => {
    for (const row of ERROR_REACTIONS) {
      for (const operation of row.operations) {
        for (const status of row.statuses) {
          const answered = SITUATIONS.some(
            (situation) => reactionRow(operation, status, situation) === row,
          );
          expect(answered, `${operation} ${status} → ${row.code}`).toBe(true);
        }
      }
    }
  });

  it('has no row for a fault: a 5xx is never a refusal', () => {
    for (const row of ERROR_REACTIONS) {
      expect(row.statuses.every((status) => status >= 400 && status < 500)).toBe(true);
    }
  });

  it('reads what the chart knows: a smart reservation refused is no "no online booking"', () => {
    const reactions = reactionsIn(ERROR_REACTIONS, 'createBooking', 403);
    expect(refusalReaction({ reactions })).toBe('noOnlineBooking');
    expect(refusalReaction({ reactions }, { smart: true })).toBe('generic');
    const refused = new ApiError('http', 'Só membros smart.', 403, 'noOnlineBooking', undefined, {
      operation: 'createBooking',
      reactions,
      detail: 'Só membros smart.',
    });
    expect(errorCodeOf(refused, { smart: true })).toBe('generic');
    expect(errorDetailOf(refused, { smart: true })).toBe('Só membros smart.');
    expect(errorDetailOf(refused)).toBeNull();
  });

  it("takes a body's code only where no row answers", () => {
    const bodyCode = 'cartEmpty' as const;
    const applyCoupon = (status: number) => reactionsIn(ERROR_REACTIONS, 'applyCoupon', status);
    expect(refusalReaction({ reactions: applyCoupon(422), bodyCode })).toBe('couponInvalid');
    expect(refusalReaction({ reactions: applyCoupon(401), bodyCode })).toBe('cartEmpty');
    expect(refusalReaction({ reactions: applyCoupon(401) })).toBe('generic');
  });

  it("gives the client the first screen's rows as the table has them", () => {
    const firstScreenOperations = Object.values(FIRST_SCREEN_CONTEXT).map(
      (context) => context.operationId,
    );
    const firstScreenRows = ERROR_REACTIONS.filter((row) =>
      row.operations.some((operation) => firstScreenOperations.includes(operation)),
    );
    expect(FIRST_SCREEN_REACTIONS).toEqual(firstScreenRows);
  });
});

describe('the sandbox refuses as SPEC 8 says', () => {
  const refusalOf = async (init?: RequestInit) => {
    const response = await fetch(`${getApiBaseUrl()}/v1/web/campaigns/999`, init);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('a message and the status, nothing else, by default', async () => {
    expect(await refusalOf()).toEqual({
      status: 404,
      body: { message: 'Campanha 999 inexistente.', status: 404 },
    });
  });

  it('a catalogue code besides, in its errorCodes mode', async () => {
    expect(sandbox.applyControls('errorCodes')).toEqual([]);
    expect((await refusalOf()).body).toEqual({
      message: 'Campanha 999 inexistente.',
      status: 404,
      code: 'campaignInvalid',
    });
  });

  it("fields under other names and the message as 'error', in its renamedFields mode", async () => {
    expect(sandbox.applyControls('renamedFields')).toEqual([]);
    expect((await refusalOf()).body).toEqual({ error: 'Campanha 999 inexistente.', status: 404 });
    const answer = await fetch(`${getApiBaseUrl()}/v1/web/campaigns/101`);
    const campaign = (await answer.json()) as Record<string, unknown>;
    expect(campaign.campaign).toBeDefined();
    expect(campaign.campaignView).toBeUndefined();
    // The widget's check refuses it: an answer off the contract.
    await expect(
      unwrap(apiClient.GET('/v1/web/campaigns/{id}', { params: { path: { id: 101 } } })),
    ).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('reset() brings back the contract shape', async () => {
    sandbox.applyControls('errorCodes;renamedFields');
    sandbox.reset();
    expect((await refusalOf()).body).toEqual({ message: 'Campanha 999 inexistente.', status: 404 });
  });
});
