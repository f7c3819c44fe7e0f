// A booking on its way when the page went (a reload, "back"): the widget starts by sending the
// same request again, with its key, and shows what the middleware answers. The verdict comes from
// the screen and from the sandbox's store: exactly one booking, shown as made.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, waitFor } from 'xstate';
import { apiClient, configureApi, unwrap } from '../../api/client';
import { sandbox } from '../../api/sandbox/control';
import { initialFlowState } from '../../domain/flowState';
import type { PendingRequest } from '../../domain/pendingRequest';
import { DEFAULT_CONTEXT, EMPTY_START } from '../../machines/rules/context';
import { idempotencyKeyFor } from '../../machines/rules/idempotency';
import { widgetMachine } from '../../machines/widget/widget.machine';
import { I18nRoot } from '../../ui/i18n';
import { WidgetScreen } from '../../ui/screens/WidgetScreen';

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
const pending: PendingRequest = {
  kind: 'booking',
  operation,
  params: { path: { userId: 1001 } },
  body,
  key: idempotencyKeyFor('seed', operation, body),
  title: 'Copo de boas-vindas no jantar',
};

/** The first request, as it went before the page was reloaded. */
const firstRequest = () =>
  unwrap(
    apiClient.POST('/client/book/book/{userId}', {
      params: { path: { userId: 1001 }, header: { 'Idempotency-Key': pending.key } },
      body,
    }),
  );

function reopen() {
  const notifyHost = vi.fn();
  const actor = createActor(widgetMachine.provide({ actions: { notifyHost } }), {
    input: {
      context: { ...DEFAULT_CONTEXT, userId: 1001, token: 'tok-ana' },
      start: { ...EMPTY_START, campaignId: 108 },
      flow: { ...initialFlowState(), pendingRequest: pending },
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

beforeEach(() => configureApi({ host: undefined, context: { token: 'tok-ana' } }));
afterEach(cleanup);

describe('a reload while a booking was on its way', () => {
  it('the first request was made: the same key answers it, one booking, shown as made', async () => {
    const made = await firstRequest();
    const { actor, notifyHost } = reopen();
    await screen.findByRole('heading', { name: 'Reserva confirmada' });
    expect(screen.getByText(`Número da reserva: ${made.reservationId}`)).toBeVisible();
    expect(screen.getByText('Copo de boas-vindas no jantar')).toBeVisible();
    expect(sandbox.store.reservations).toHaveLength(1);
    expect(notifyHost.mock.calls.map(([, notice]) => notice as unknown)).toContainEqual({
      name: 'bookingMade',
      detail: { campaignId: 108, reservationId: String(made.reservationId) },
    });
    // Nothing pending any more: on to the campaign.
    expect(actor.getSnapshot().context.flow.pendingRequest).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await act(() => waitFor(actor, (snapshot) => snapshot.matches({ ready: 'campaign' })));
  });

  it('the first request never arrived: it is made now, once', async () => {
    reopen();
    await screen.findByRole('heading', { name: 'Reserva confirmada' });
    expect(sandbox.store.reservations).toHaveLength(1);
    expect(sandbox.store.reservations[0]).toMatchObject({ campaignId: 108, numberOfPeople: 2 });
  });

  it('an answer that says nothing is not shown as made: a retry with the same key', async () => {
    await firstRequest();
    sandbox.setFault(
      'createFreeBooking',
      { kind: 'malformed', shape: 'emptyObject' },
      { times: 1 },
    );
    const { actor } = reopen();
    await screen.findByRole('heading', { name: 'Não conseguimos confirmar a sua reserva' });
    expect(screen.queryByText('Reserva confirmada')).toBeNull();
    expect(actor.getSnapshot().context.flow.pendingRequest).toEqual(pending);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByRole('heading', { name: 'Reserva confirmada' });
    expect(sandbox.store.reservations).toHaveLength(1);
  });

  it('refused for good (the date taken): says so, nothing booked, nothing left pending', async () => {
    sandbox.setFault(
      'createFreeBooking',
      { kind: 'status', status: 409, code: 'dateNotAvailable' },
      { times: 1 },
    );
    const { actor } = reopen();
    await screen.findByRole('heading', { name: 'A reserva não foi feita' });
    expect(screen.getByRole('alert')).toHaveTextContent(/data/i);
    expect(sandbox.store.reservations).toHaveLength(0);
    expect(actor.getSnapshot().context.flow.pendingRequest).toBeNull();
  });
});
