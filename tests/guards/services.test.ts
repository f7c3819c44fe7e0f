// The services chart's guards (machines/services/services.machine.ts), driven through the chart
// with the shop's answer given here: SPEC 8 "No online booking for this establishment" (the shop
// says so, or none of its services can be booked online: SPEC 4 type 4 is information only), only
// a service of the shop that can be booked is chosen, and a fault may be retried while the
// catalogue's final answers about a campaign may not. The shop is the sandbox's barbershop (12).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, type ErrorCode } from '../../api/errors';
import { shopFixture } from '../../api/sandbox/fixtures';
import {
  servicesMachine,
  type ServicesInput,
  type Shop,
  type ShopMerchantService,
} from '../../machines/services/services.machine';

const barbershop = shopFixture(12); // services 1201 to 1204, booking types 1 and 2

/** The chart with the shop's answers given in turn (a shop, or the error the call fails with). */
async function open(...answers: (Shop | ApiError)[]) {
  return openWith({ shopId: 12 }, ...answers);
}

/** The same, with the chart's input given. */
async function openWith(input: ServicesInput, ...answers: (Shop | ApiError)[]) {
  let calls = 0;
  const actor = createActor(
    servicesMachine.provide({
      actors: {
        fetchShop: fromPromise<Shop, { shopId: number }>(async () => {
          const answer = answers[Math.min(calls, answers.length - 1)]!;
          calls += 1;
          if (answer instanceof ApiError) throw answer;
          return answer;
        }),
      },
    }),
    { input },
  ).start();
  await waitFor(actor, (snapshot) => snapshot.value !== 'loading');
  return { actor, calls: () => calls };
}

type CampaignType = NonNullable<NonNullable<ShopMerchantService['bookingConfig']>['bookingType']>;

const withTypes = (...types: CampaignType[]): Shop => ({
  ...barbershop,
  shopMerchantServices: (barbershop.shopMerchantServices ?? []).map((service, index) => ({
    ...service,
    bookingConfig: { ...service.bookingConfig, bookingType: types[index] ?? 4 },
  })),
});

describe('SPEC 8: "No online booking for this establishment"', () => {
  it('a shop with a service to book lists its services', async () => {
    const { actor } = await open(barbershop);
    expect(actor.getSnapshot().value).toBe('listing');
  });

  it('a shop that says it takes no online booking', async () => {
    const { actor } = await open({ ...barbershop, hasOnlineBooking: false });
    expect(actor.getSnapshot().value).toBe('noOnlineBooking');
  });

  it('a shop whose services are all information only (SPEC 4 type 4), or that has none', async () => {
    expect((await open(withTypes(4, 4, 4, 4))).actor.getSnapshot().value).toBe('noOnlineBooking');
    expect(
      (await open({ ...barbershop, shopMerchantServices: [] })).actor.getSnapshot().value,
    ).toBe('noOnlineBooking');
  });

  it('one service that can be booked is enough', async () => {
    expect((await open(withTypes(4, 4, 4, 2))).actor.getSnapshot().value).toBe('listing');
  });
});

describe('only a bookable service of the shop can be chosen', () => {
  it('a service of the shop is chosen and handed on', async () => {
    const { actor } = await open(barbershop);
    actor.send({ type: 'service.choose', serviceId: 1203 });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.service.id).toBe(1203);
  });

  it('a service of another shop is not', async () => {
    const { actor } = await open(barbershop);
    expect(actor.getSnapshot().can({ type: 'service.choose', serviceId: 1101 })).toBe(false);
    actor.send({ type: 'service.choose', serviceId: 1101 });
    expect(actor.getSnapshot().value).toBe('listing');
  });

  it('a service that is information only (SPEC 4 type 4) is not', async () => {
    const { actor } = await open(withTypes(1, 4));
    expect(actor.getSnapshot().can({ type: 'service.choose', serviceId: 1202 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'service.choose', serviceId: 1201 })).toBe(true);
  });
});

describe('SPEC 8: a fault may be retried, a final answer may not', () => {
  it.each([
    ['no answer', new ApiError('network', 'offline')],
    ['the 40 s time-out', new ApiError('timeout', 'late')],
    ['a server error', new ApiError('http', 'down', 503)],
  ])('%s: the shop is asked again', async (_, error) => {
    const { actor, calls } = await open(error, barbershop);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'services.retry' });
    await waitFor(actor, (snapshot) => snapshot.value === 'listing');
    expect(calls()).toBe(2);
  });

  it.each(['campaignInvalid', 'campaignNotProvided', 'campaignUnavailable'] as ErrorCode[])(
    '"%s" is final: nothing to retry',
    async (code) => {
      const { actor } = await open(new ApiError('http', 'no', 404, code));
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.error).toBe(code);
      expect(actor.getSnapshot().can({ type: 'services.retry' })).toBe(false);
    },
  );
});

describe('a service order a reload interrupted is opened again only while the shop still orders it', () => {
  const tasca = shopFixture(11); // 1101 a table (type 1), 1102 snacks to take away (type 7)
  const reopened = async (shop: Shop, resumeServiceId: number) =>
    (await openWith({ shopId: 11, resumeServiceId }, shop)).actor.getSnapshot();
  const withSnacks = (change: Partial<ShopMerchantService>): Shop => ({
    ...tasca,
    shopMerchantServices: (tasca.shopMerchantServices ?? []).map((service) =>
      service.id === 1102 ? { ...service, ...change } : service,
    ),
  });

  it('the takeaway service still listed and ordered: that order, chosen again', async () => {
    const snapshot = await reopened(tasca, 1102);
    expect(snapshot.value).toBe('chosen');
    expect(snapshot.output).toMatchObject({ service: { id: 1102 } });
  });

  it('not where the shop takes no online booking any more', async () => {
    expect((await reopened({ ...tasca, hasOnlineBooking: false }, 1102)).value).toBe(
      'noOnlineBooking',
    );
  });

  it('not where the shop no longer lists it: the list', async () => {
    const without: Shop = {
      ...tasca,
      shopMerchantServices: (tasca.shopMerchantServices ?? []).filter(({ id }) => id !== 1102),
    };
    expect((await reopened(without, 1102)).value).toBe('listing');
  });

  it('not where it is booked now, not ordered (a table, type 1): the list', async () => {
    const booked = withSnacks({
      bookingConfig: { bookingType: 1, minPartySize: 1, maxPartySize: 8 },
    });
    expect((await reopened(booked, 1102)).value).toBe('listing');
    // Nor a service that was never ordered (the table itself).
    expect((await reopened(tasca, 1101)).value).toBe('listing');
  });
});
