// Every answer of the middleware is checked against the contract before a chart sees it
// (api/client.ts checkAnswer, api/responseChecks.ts generated from api/openapi.yaml).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkAnswerWith } from '../../api/answerCheck';
import { apiClient, configureApi, unwrap } from '../../api/client';
import { ApiError } from '../../api/errors';
import { RESPONSE_CHECKS } from '../../api/responseChecks';

const checkAnswer = (operation: string, status: number, text: string) =>
  checkAnswerWith(RESPONSE_CHECKS, operation, status, text);
import { MALFORMED_SHAPES, sandbox, seenOperations } from '../../api/sandbox/control';

const contract = parse(readFileSync('api/openapi.yaml', 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const operations = Object.entries(contract.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([, operation]) => typeof operation === 'object' && operation?.operationId)
    .map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operationId: operation.operationId!,
    })),
);

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the answer was accepted');
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

const getCampaign = (id = 101) =>
  unwrap(apiClient.GET('/v1/web/campaigns/{id}', { params: { path: { id } } }));

beforeEach(() => {
  configureApi({ host: undefined, context: { token: 'tok-ana', language: 'pt_PT' } });
});

describe('every operation of the contract has a response check', () => {
  it('one check per operation of openapi.yaml, and none for anything else', () => {
    expect(Object.keys(RESPONSE_CHECKS).sort()).toEqual(operations.map(({ key }) => key).sort());
  });

  it("the first screen's checks are those of its calls, each the same as in the whole set", async () => {
    const { FIRST_SCREEN_CHECKS } = await import('../../api/firstScreenChecks');
    const firstScreen = Object.keys(FIRST_SCREEN_CHECKS);
    expect(firstScreen).toEqual(
      expect.arrayContaining(['GET /v1/entity/config', 'GET /v1/web/campaigns/{id}']),
    );
    expect(Object.keys(RESPONSE_CHECKS)).toEqual(expect.arrayContaining(firstScreen));
    const answer = JSON.stringify({ campaignView: {} });
    for (const key of firstScreen) {
      const whole = refusal(() => checkAnswer(key, 200, answer));
      const first = refusal(() => checkAnswerWith(FIRST_SCREEN_CHECKS, key, 200, answer));
      expect(first.message).toBe(whole.message);
    }
  });

  it('a call the contract does not list is refused, not passed on unchecked', () => {
    const error = refusal(() => checkAnswer('GET /not/in/the/contract', 200, '{}'));
    expect(error).toMatchObject({ kind: 'malformed', code: 'malformedResponse' });
  });

  describe.each(operations.filter(({ key }) => RESPONSE_CHECKS[key] !== null))(
    '$operationId',
    ({ key }) => {
      it.each([
        ['null', 'null'],
        ['{}', '{}'],
        ['an empty body', ''],
        ['a string', '"ok"'],
        ['a number', '42'],
        ['HTML', '<html><body>Bad gateway</body></html>'],
      ])('refuses %s as malformed', (_, body) => {
        expect(refusal(() => checkAnswer(key, 200, body))).toMatchObject({
          kind: 'malformed',
          code: 'malformedResponse',
          status: 200,
        });
      });
    },
  );
});

describe('the client checks what the sandbox answers', () => {
  it('passes a well-formed answer through unchanged', async () => {
    const campaign = await getCampaign();
    expect(campaign.campaignView.campaignTitle).toBe('Jantar de degustação para dois');
  });

  it.each(MALFORMED_SHAPES)('getCampaign answering %s is a malformed ApiError', async (shape) => {
    sandbox.setFault('getCampaign', { kind: 'malformed', shape });
    const error = await failure(getCampaign());
    expect(error).toMatchObject({ kind: 'malformed', code: 'malformedResponse', status: 200 });
  });

  it('names where the answer left the contract, and keeps the answer for a reference', async () => {
    sandbox.setFault('getCampaign', { kind: 'malformed', shape: 'wrongTypes' });
    const error = await failure(getCampaign());
    expect(error.message).toMatch(/campaignView\.campaignId/);
    expect(error.answer).toMatchObject({ campaignView: { campaignId: '101' } });
  });

  it('refuses an amount below 0 (Money has a minimum of 0): a negative price is never shown', () => {
    const payment = { id: 'pay-1', paymentMethod: 'hipay_mbway', amount: -79.8 };
    const answer = { orderCode: 'VOU-1', amount: -79.8, payment };
    expect(() =>
      checkAnswer('POST /client/gift/hipay/{userId}/', 200, JSON.stringify(answer)),
    ).toThrow(/amount/);
    const paid = { orderCode: 'VOU-1', amount: 0, payment: { ...payment, amount: 79.8 } };
    expect(() =>
      checkAnswer('POST /client/gift/hipay/{userId}/', 200, JSON.stringify(paid)),
    ).not.toThrow();
  });

  it('refuses null where the contract says object, and a status it does not know', async () => {
    const answers = [
      { campaignView: null, attributes: [], shop: { id: 11, name: 'Taberna' } },
      { reservationId: 77, status: 'weird', campaignId: 101 },
    ];
    expect(() =>
      checkAnswer('GET /v1/web/campaigns/{id}', 200, JSON.stringify(answers[0])),
    ).toThrow(/campaignView/);
    expect(() => checkAnswer('POST /bookings', 200, JSON.stringify(answers[1]))).toThrow(/status/);
  });

  it('a lost answer is a network error, and the booking was made all the same', async () => {
    sandbox.setFault('createBooking', { kind: 'lost' }, { times: 1 });
    const book = () =>
      unwrap(
        apiClient.POST('/bookings', {
          params: { header: { 'Idempotency-Key': 'key-1' } },
          body: { campaignId: 101, numberOfPeople: 2, date: '2026-03-03T19:00:00.000Z' },
        }),
      );
    expect(await failure(book())).toMatchObject({ kind: 'network' });
    expect(sandbox.store.reservations).toHaveLength(1);
    // The same key answers the first booking, and makes no second one.
    const again = await book();
    expect(again.reservationId).toBe(sandbox.store.reservations[0]?.reservationId);
    expect(sandbox.store.reservations).toHaveLength(1);
  });

  it('counts the calls of each operation', async () => {
    const before = seenOperations().get('getCampaign') ?? 0;
    await getCampaign();
    await getCampaign(102);
    expect(seenOperations().get('getCampaign')).toBe(before + 2);
  });

  it('reads the malformed and lost faults in the ?sandbox= text form', () => {
    expect(
      sandbox.applyControls(
        'fault:getCampaign:malformed;fault:getShop:malformed-null*1;fault:createBooking:lost;fault:login:malformed-nonsense',
      ),
    ).toEqual(['fault:login:malformed-nonsense']);
    expect(sandbox.listFaults()).toEqual([
      {
        operationId: 'getCampaign',
        fault: { kind: 'malformed', shape: 'wrongTypes' },
        remaining: null,
      },
      { operationId: 'getShop', fault: { kind: 'malformed', shape: 'null' }, remaining: 1 },
      { operationId: 'createBooking', fault: { kind: 'lost' }, remaining: null },
    ]);
  });
});
