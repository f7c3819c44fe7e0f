// A booking on its way when the page went (a reload, "back"): the widget started again with the
// same flow state looks up what it made, never sends it again (README "Money safety"), and shows
// what the lookup says. The sandbox's middleware ignores Idempotency-Key here: a request sent
// again would book twice. Its clock is frozen at 12:00 in Lisbon. The verdict comes from the
// screen and from the sandbox's store: at most one booking, shown as made only when found.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, waitFor } from 'xstate';
import { apiClient, configureApi, unwrap } from '../../api/client';
import { FIXED_NOW } from '../../api/sandbox/clock';
import { sandbox } from '../../api/sandbox/control';
import { initialFlowState } from '../../domain/flowState';
import type { PendingRequest } from '../../domain/pendingRequest';
import { DEFAULT_CONTEXT, EMPTY_START } from '../../machines/rules/context';
import { idempotencyKeyFor } from '../../machines/rules/idempotency';
import { widgetMachine } from '../../machines/widget/widget.machine';
import { I18nRoot } from '../../ui/i18n';
import { WidgetScreen } from '../../ui/screens/WidgetScreen';

const NOON = FIXED_NOW.replace('09:00', '12:00');

// A loaded two-core machine loads lazy code slowly: wait for what a visitor waits for. The view
// and the lookup's rules load lazily; compiled once before the tests, as a page would have them
// cached after the first visit.
configure({ asyncUtilTimeout: 10_000 });
beforeAll(
  () =>
    Promise.all([
      import('../../ui/screens/PendingRequestView'),
      import('../../machines/rules/pendingLookup'),
    ]),
  120_000,
);

const body = {
  campaignId: 108,
  shopId: 11,
  reservationType: 'normal' as const,
  date: '2026-03-03T19:00:00.000Z',
  numberOfPeople: 2,
  name: 'Ana Silva',
  prefix: '+351',
  phone: '912345678',
  receiveSms: false,
};
const operation = 'POST /client/book/book/{userId}';
const TITLE = 'Copo de boas-vindas no jantar';

/** Ana's free booking of campaign 108, as the flow state kept it when it went out. */
const anasPending = (): PendingRequest => ({
  kind: 'booking',
  operation,
  params: { path: { userId: 1001 } },
  body,
  key: idempotencyKeyFor('seed', operation, body),
  title: TITLE,
  requestedAtMs: sandbox.clock.nowMs(),
  requester: { kind: 'user', userId: 1001 },
  campaignId: 108,
  shopId: 11,
});

const guestBody = { ...body, name: 'Rita Gomes', email: 'rita.gomes@example.pt' };
const guestOperation = 'POST /bookings/guest';
const guestsPending = (): PendingRequest => ({
  kind: 'booking',
  operation: guestOperation,
  params: { query: { providerId: 1 } },
  body: guestBody,
  key: idempotencyKeyFor('seed', guestOperation, guestBody),
  title: TITLE,
  requestedAtMs: sandbox.clock.nowMs(),
  requester: { kind: 'guest' },
  campaignId: 108,
  shopId: 11,
});

/** The first request, as it reached the middleware before the page went. */
const anasFirstRequest = (pending: PendingRequest) =>
  unwrap(
    apiClient.POST('/client/book/book/{userId}', {
      params: { path: { userId: 1001 }, header: { 'Idempotency-Key': pending.key } },
      body,
    }),
  );
const guestsFirstRequest = (pending: PendingRequest) =>
  unwrap(
    apiClient.POST('/bookings/guest', {
      params: { query: { providerId: 1 }, header: { 'Idempotency-Key': pending.key } },
      body: guestBody,
    }),
  );

/** The widget started again with that flow state; Ana's login from her cookies, or nobody. */
function reopen(pending: PendingRequest, signedIn = true) {
  const notifyHost = vi.fn();
  const actor = createActor(widgetMachine.provide({ actions: { notifyHost } }), {
    input: {
      context: signedIn ? { ...DEFAULT_CONTEXT, userId: 1001, token: 'tok-ana' } : DEFAULT_CONTEXT,
      start: { ...EMPTY_START, campaignId: 108 },
      flow: { ...initialFlowState(), campaignId: 108, pendingRequest: pending },
      hostname: 'localhost',
    },
  }).start();
  render(
    <I18nRoot>
      <WidgetScreen actor={actor} />
    </I18nRoot>,
  );
  return { actor, notifyHost };
}

const booked = () => sandbox.store.reservations;
const seen = (operationId: string) => sandbox.seenOperations().get(operationId) ?? 0;

beforeEach(() => {
  sandbox.clock.setNow(NOON, { frozen: true });
  sandbox.setIdempotency(false);
  configureApi({ host: undefined, context: { token: 'tok-ana' } });
});
afterEach(() => {
  cleanup();
  sandbox.clearSeenOperations();
});

describe('a reload while a booking was on its way (Idempotency-Key ignored)', () => {
  it("Ana's was made: found in her bookings, shown as made; one booking, never sent again", async () => {
    const pending = anasPending();
    const made = await anasFirstRequest(pending);
    sandbox.clearSeenOperations();
    const { actor, notifyHost } = reopen(pending);
    await screen.findByRole('heading', { name: 'Reserva confirmada' });
    expect(screen.getByText(`Número da reserva: ${made.reservationId}`)).toBeVisible();
    expect(screen.getByText(TITLE)).toBeVisible();
    expect(booked()).toHaveLength(1);
    expect(seen('createFreeBooking')).toBe(0);
    expect(seen('getMyBookings')).toBe(1);
    expect(notifyHost.mock.calls.map(([, notice]) => notice as unknown)).toContainEqual({
      name: 'bookingMade',
      detail: { campaignId: 108, reservationId: String(made.reservationId) },
    });
    // Nothing pending any more: on to the campaign.
    expect(actor.getSnapshot().context.flow.pendingRequest).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await act(() => waitFor(actor, (snapshot) => snapshot.matches({ ready: 'campaign' })));
    expect(booked()).toHaveLength(1);
  });

  it("Ana's never arrived: said plainly that nothing was booked, and nothing is booked now", async () => {
    const { actor } = reopen(anasPending());
    await screen.findByRole('heading', { name: 'A reserva não foi feita' });
    expect(
      screen.getByText(
        'O pedido de reserva que estava a enviar quando a página foi recarregada não chegou a ser feito: não foi reservado nada.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Reserva confirmada')).toBeNull();
    expect(booked()).toHaveLength(0);
    expect(seen('createFreeBooking')).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await act(() => waitFor(actor, (snapshot) => snapshot.matches({ ready: 'campaign' })));
    expect(actor.getSnapshot().context.flow.pendingRequest).toBeNull();
    expect(booked()).toHaveLength(0);
  });

  it("Ana's, the lookup unanswered: not known, no resend offered; asked again, found; one booking", async () => {
    const pending = anasPending();
    await anasFirstRequest(pending);
    sandbox.clearSeenOperations();
    sandbox.setFault('getMyBookings', { kind: 'network' }, { times: 1 });
    const { actor } = reopen(pending);
    await screen.findByRole('heading', { name: 'Não conseguimos confirmar a sua reserva' });
    expect(
      screen.getByText(
        'A página foi recarregada enquanto a reserva era enviada e ainda não conseguimos confirmar se foi feita. Não a enviamos outra vez.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continuar sem confirmar' })).toBeVisible();
    expect(actor.getSnapshot().context.flow.pendingRequest).toEqual(pending);
    await userEvent.click(screen.getByRole('button', { name: 'Verificar outra vez' }));
    await screen.findByRole('heading', { name: 'Reserva confirmada' });
    expect(booked()).toHaveLength(1);
    expect(seen('createFreeBooking')).toBe(0);
  });

  it('a state stored before the time and the user were kept: still looked up, found once', async () => {
    const {
      requestedAtMs: _at,
      requester: _who,
      campaignId: _c,
      shopId: _s,
      ...older
    } = anasPending();
    await anasFirstRequest(older);
    sandbox.clearSeenOperations();
    reopen(older);
    await screen.findByRole('heading', { name: 'Reserva confirmada' });
    expect(booked()).toHaveLength(1);
    expect(seen('createFreeBooking')).toBe(0);
  });

  it("a guest's: no call finds it, said so (see the email); never sent again, no retry", async () => {
    const pending = guestsPending();
    await guestsFirstRequest(pending);
    sandbox.clearSeenOperations();
    const { actor } = reopen(pending, false);
    await screen.findByRole('heading', { name: 'Não conseguimos confirmar a sua reserva' });
    expect(
      screen.getByText(
        'A página foi recarregada enquanto a reserva era enviada e não temos forma de confirmar se foi feita. Se foi, recebe a confirmação por email.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verificar outra vez' })).toBeNull();
    expect(booked()).toHaveLength(1);
    expect(seen('createGuestBooking')).toBe(0);
    expect(seen('getMyBookings')).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar sem confirmar' }));
    await act(() => waitFor(actor, (snapshot) => snapshot.matches({ ready: 'campaign' })));
    expect(booked()).toHaveLength(1);
    expect(seen('createGuestBooking')).toBe(0);
  });
});
