// What the first screen fetches ahead: the idle campaign overview fetches the date step's
// calendar (and loads the booking charts), so "Reservar" opens it without asking the middleware
// again; the widget starts the campaign call beside the entity lookup.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { clearAhead } from '../../api/ahead';
import { sandbox } from '../../api/sandbox/control';
import { server } from '../../api/sandbox/node';
import { ENTITY_CONFIG } from '../../api/sandbox/seed';
import { initialFlowState } from '../../domain/flowState';
import { campaignMachine } from '../../machines/campaign/campaign.machine';
import { DEFAULT_CONTEXT, EMPTY_START } from '../../machines/rules/context';
import { widgetMachine } from '../../machines/widget/widget.machine';
import { campaignInput } from '../../stories/support/bookingFixtures';

let asked: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  asked.push(url.pathname.replace('/mygon-middleware/rest', ''));
};
beforeEach(() => {
  // A frozen clock: the slots' window starts at the minute, the prefetch and the step ask alike.
  sandbox.clock.setNow('2026-03-03T09:00', { frozen: true });
  asked = [];
  clearAhead();
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  clearAhead();
  sandbox.clock.reset();
});

const times = (path: string) => asked.filter((asked) => asked === path).length;

type Booking = {
  getSnapshot(): {
    children: Record<string, { getSnapshot(): { matches(value: string): boolean } } | undefined>;
  };
};

/** Until the reservation's date step has its calendar (schedule and slots loaded). */
async function dateStepShown(campaign: ReturnType<typeof createActor<typeof campaignMachine>>) {
  await vi.waitFor(() => {
    const booking = campaign.getSnapshot().children.booking as unknown as Booking | undefined;
    const schedule = booking?.getSnapshot().children.schedule?.getSnapshot();
    expect(schedule?.matches('loading') === false).toBe(true);
  }, 10_000);
}

describe('the idle campaign overview', () => {
  it("fetches the date step's calendar ahead: the step then asks for nothing", async () => {
    const campaign = createActor(campaignMachine, { input: campaignInput(108) }).start();
    await waitFor(campaign, (snapshot) => snapshot.matches({ showing: 'overview' }));
    await vi.waitFor(() => {
      expect(times('/campaign/schedule/108')).toBe(1);
      expect(times('/v4/campaigns/108/calendar/available-slots')).toBe(1);
    });
    campaign.send({ type: 'booking.start' });
    await dateStepShown(campaign);
    expect(times('/campaign/schedule/108')).toBe(1);
    expect(times('/v4/campaigns/108/calendar/available-slots')).toBe(1);
    campaign.stop();
  });

  it('keeps to the slots fetched ahead when the visitor clicks past the minute', async () => {
    const campaign = createActor(campaignMachine, { input: campaignInput(108) }).start();
    await waitFor(campaign, (snapshot) => snapshot.matches({ showing: 'overview' }));
    await vi.waitFor(() => expect(times('/v4/campaigns/108/calendar/available-slots')).toBe(1));
    // The visitor reads the offer for a minute and a half.
    sandbox.clock.setNow('2026-03-03T09:01:30', { frozen: true });
    campaign.send({ type: 'booking.start' });
    await dateStepShown(campaign);
    expect(times('/v4/campaigns/108/calendar/available-slots')).toBe(1);
    campaign.stop();
  });

  it('fetches nothing ahead when the visitor moves on first', async () => {
    const campaign = createActor(campaignMachine, { input: campaignInput(108) }).start();
    await waitFor(campaign, (snapshot) => snapshot.matches({ showing: 'overview' }));
    campaign.send({ type: 'booking.start' });
    await dateStepShown(campaign);
    expect(times('/campaign/schedule/108')).toBe(1);
    expect(times('/v4/campaigns/108/calendar/available-slots')).toBe(1);
    campaign.stop();
  });

  it("fetches an order's first reads ahead (the schedule, the cart): its transport step asks for neither", async () => {
    const campaign = createActor(campaignMachine, { input: campaignInput(107) }).start();
    await waitFor(campaign, (snapshot) => snapshot.matches({ showing: 'overview' }));
    await vi.waitFor(() => {
      expect(times('/campaign/schedule/107')).toBe(1);
      expect(times('/v1/web/shopping-cart')).toBe(1);
    });
    campaign.send({ type: 'order.start' });
    await vi.waitFor(() => {
      const order = campaign.getSnapshot().context.refs.order?.getSnapshot();
      const transport = order?.children.transport?.getSnapshot();
      const cart = order?.children.cart?.getSnapshot();
      expect(transport?.matches('choosing')).toBe(true);
      expect(cart?.context.cart).not.toBeNull();
    }, 10_000);
    expect(times('/campaign/schedule/107')).toBe(1);
    expect(times('/v1/web/shopping-cart')).toBe(1);
    campaign.stop();
  });

  it('fetches no calendar for a campaign whose next step has none', async () => {
    // 101 is bought as a voucher, 105 is a coupon: no date step to prepare.
    for (const id of [101, 105]) {
      const campaign = createActor(campaignMachine, { input: campaignInput(id) }).start();
      await waitFor(campaign, (snapshot) => snapshot.matches({ showing: 'overview' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      campaign.stop();
    }
    expect(asked.filter((path) => path.includes('calendar') || path.includes('schedule'))).toEqual(
      [],
    );
  });
});

describe('the widget', () => {
  it('asks for the campaign beside the entity lookup, not after it, and only once', async () => {
    // Hold the entity lookup: the campaign call must go out meanwhile.
    let releaseEntity = () => {};
    const entityHeld = new Promise<void>((resolve) => (releaseEntity = resolve));
    server.use(
      http.get('*/mygon-middleware/rest/v1/entity/config', async () => {
        await entityHeld;
        return HttpResponse.json(ENTITY_CONFIG);
      }),
    );
    const widget = createActor(widgetMachine, {
      input: {
        context: DEFAULT_CONTEXT,
        start: { ...EMPTY_START, campaignId: 101 },
        flow: initialFlowState(),
        hostname: 'reservas.mercadolocal.pt',
      },
    }).start();
    await vi.waitFor(() => expect(times('/v1/web/campaigns/101')).toBe(1));
    expect(widget.getSnapshot().matches('loadingEntity')).toBe(true);
    releaseEntity();
    await vi.waitFor(() => {
      const campaign = widget.getSnapshot().children.campaign?.getSnapshot();
      expect(campaign?.matches('showing')).toBe(true);
    });
    expect(times('/v1/web/campaigns/101')).toBe(1);
    widget.stop();
  });
});
