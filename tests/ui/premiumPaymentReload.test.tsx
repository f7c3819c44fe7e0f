// A premium membership paid by MB WAY survives a reload, and nothing is charged twice: Ana,
// signed in by the host's external token, joins Premium on the widget opened at campaign 101,
// the page goes during the countdown (the widget torn down), and the widget started again with
// the same storage follows the same payment, its time left to the same deadline, never starting
// another; once the sandbox says it is paid, the screen says so and Ana is a member in the widget
// (the Premium view, and campaign 101's smart price). The verdict comes from the screen (roles,
// names, text) and from the sandbox's store (orders, payments, who is premium, the calls made).
//
// Time. The widget's clock follows the sandbox's, frozen at FIXED_NOW (tests/setup.ts); the
// charts' delays (the MB WAY polling and deadline) and the countdown's redraw run on setTimeout,
// faked here. Time passes only when a step says so (`pass`): the sandbox's clock and the fake
// timers move on together, a second at a time, each second waiting until every call it caused is
// answered. Waiting for the middleware or a screen's code is a real wait (`until`) during which
// the widget's time stands still.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getConfig, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../api/sandbox/control';
import { settle, until, watchSandboxCalls } from '../harness/simulatedClockWaits';
import { openWidgetPage } from '../harness/widgetPage';

const FLOW_STORAGE_KEY = 'persist:reservationWidget';
const ANA = 1001;

// ------------------------------------------------------------------ time and waiting

watchSandboxCalls();

/** Time passes for the widget and the middleware alike, a second at a time. */
async function pass(ms: number): Promise<void> {
  for (let done = 0; done < ms; done += 1_000) {
    const chunk = Math.min(1_000, ms - done);
    await getConfig().asyncWrapper(async () => {
      sandbox.clock.advance(chunk);
      await vi.advanceTimersByTimeAsync(chunk);
    });
    await settle();
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  // Testing Library's async wrapper ends on a setTimeout(0) it runs through `jest` when it sees
  // fake timers (see tests/qa/voucher.test.tsx).
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});

// ------------------------------------------------------------------ the page

let close: (() => void) | null = null;
afterEach(() => {
  close?.();
  close = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A first visit: no storage, no cookies. */
function forgetEverything(): void {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * The page at `address`: the shell (storage, API context, language) and the root chart, rendered.
 * Whatever storage and cookies the tab holds are what the widget starts with (a reload keeps them).
 */
async function openPage(address: string) {
  const { leave } = await openWidgetPage(address);
  close = leave;
  return {
    user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTimeAsync(ms) }),
    leave,
  };
}

// ------------------------------------------------------------------ what the screen shows

const heading = (name: string, level?: number) =>
  until(() => {
    const found = screen.getByRole('heading', { name, level });
    expect(found).toBeVisible();
    return found;
  });
const button = (name: string) => until(() => screen.getByRole('button', { name }));

/** Visible text, spaces made plain (Intl writes narrow no-break spaces in prices). */
const plain = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const timeLeft = (ms: number) => {
  const seconds = Math.ceil(Math.max(0, ms) / 1_000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

// ------------------------------------------------------------------ what the sandbox holds

const premiumOrders = () =>
  [...sandbox.store.orders.values()]
    .map((record) => record.order.orderCode)
    .filter((code) => code.startsWith('PRM-'))
    .map((code) => sandbox.store.orderView(code));
const payments = () => [...sandbox.store.payments.values()];
const isPremium = (userId: number) => sandbox.store.users.get(userId)!.user.isPremium === true;

/** The flow state the tab keeps (localStorage), as the next start reads it. */
const storedPayment = () => {
  const stored = JSON.parse(localStorage.getItem(FLOW_STORAGE_KEY) ?? 'null') as {
    state?: { paymentInProgress?: unknown };
  } | null;
  return stored?.state?.paymentInProgress ?? null;
};

// ------------------------------------------------------------------ the tests

type Visitor = Awaited<ReturnType<typeof openPage>>['user'];

/** How Ana is signed in, on the first visit and again after the reload. */
const WAYS = [
  {
    name: 'signed in by the host’s external token (the address carries it again)',
    address: '/?campaignId=101&defaultView=premium&externalToken=ext-ana',
    signIn: async () => undefined,
  },
  {
    name: 'signed in with her password on joining (the login cookies sign her in again)',
    address: '/?campaignId=101&defaultView=premium',
    signIn: async (user: Visitor) => {
      await heading('Inicie sessão para aderir ao Premium', 2);
      await user.type(await until(() => screen.getByLabelText('Email')), 'ana.silva@example.pt');
      await user.click(await button('Continuar'));
      const password = await until(() => screen.getByLabelText('Palavra-passe'));
      await user.type(password, 'Segredo123');
      await user.click(await button('Entrar'));
    },
  },
];

describe.each(WAYS)(
  'a reload during the premium membership’s MB WAY countdown, Ana $name',
  (way) => {
    it(
      'follows the same payment (time left to its deadline, no second payment); paid, Ana is a member: the Premium view says so and campaign 101 shows her the smart price',
      { timeout: 90_000 },
      async () => {
        forgetEverything();
        const first = await openPage(way.address);
        await heading('Seja membro Premium', 2);
        await first.user.click(await button('Aderir ao Premium'));
        await way.signIn(first.user);
        await heading('Pagamento', 2);
        const phone = await until(() =>
          screen.getByRole('textbox', { name: 'Número de telemóvel' }),
        );
        await first.user.clear(phone);
        await first.user.type(phone, '912000001');
        await first.user.click(await button('Pagar'));
        await heading('Confirme o pagamento na app MB WAY');
        await settle();
        expect(screen.getByRole('timer', { name: 'Tempo para confirmar:' })).toHaveTextContent(
          '5:00',
        );
        expect(premiumOrders()).toHaveLength(1);
        expect(payments()).toHaveLength(1);
        const [payment] = payments();
        // The flow state keeps it from the moment it started: the membership, Ana by id (no token).
        expect(storedPayment()).toMatchObject({
          purchase: 'premium',
          payer: { kind: 'user', userId: ANA },
          title: 'Premium',
          inProgress: { orderCode: premiumOrders()[0]!.orderCode, method: 'hipay_mbway' },
        });
        expect(JSON.stringify(storedPayment())).not.toContain('tok-ana');

        // Four seconds into the countdown the page goes; the tab's storage stays.
        await pass(4_000);
        first.leave();
        expect(isPremium(ANA)).toBe(false);
        sandbox.clearSeenOperations();

        // Started again with the same storage and address: the same payment, followed.
        const again = await openPage(way.address);
        await heading('Premium', 1);
        await heading('Confirme o pagamento na app MB WAY');
        await settle();
        expect(screen.getByRole('timer', { name: 'Tempo para confirmar:' })).toHaveTextContent(
          timeLeft(payment!.deadlineMs! - sandbox.clock.nowMs()),
        );
        expect(screen.getByRole('timer', { name: 'Tempo para confirmar:' })).toHaveTextContent(
          '4:56',
        );
        expect(screen.queryByRole('button', { name: 'Aderir ao Premium' })).toBeNull();

        // The sandbox says paid 10 s after the request: six more seconds.
        await pass(6_000);
        await heading('Pagamento confirmado', 2);
        await until(() =>
          expect(
            screen.getByText('Boas-vindas ao Premium: a sua adesão está ativa.'),
          ).toBeVisible(),
        );
        expect(premiumOrders()).toEqual([
          expect.objectContaining({ total: 4.99, status: 'awaiting_confirmation' }),
        ]);
        expect(payments()).toHaveLength(1);
        expect(isPremium(ANA)).toBe(true);
        // After the reload only the payment's status was asked: no payment was started.
        const seen = sandbox.seenOperations();
        expect(seen.get('getMbwayPaymentStatus') ?? 0).toBeGreaterThan(0);
        expect(seen.has('getPremiumPaymentLink')).toBe(false);
        expect(seen.has('purchaseOrder')).toBe(false);
        expect(storedPayment()).toBeNull();

        // On to the Premium view: Ana is a member, with nothing to pay.
        await again.user.click(await button('Continuar'));
        await heading('Já é membro Premium', 2);
        expect(
          screen.getByText('A sua adesão Premium está ativa: não há nada a pagar.'),
        ).toBeVisible();
        expect(screen.queryByRole('button', { name: 'Aderir ao Premium' })).toBeNull();

        // Campaign 101 shows her the member's price.
        await again.user.click(await button('Campanha'));
        await heading('Jantar de degustação para dois', 1);
        await until(() =>
          expect(
            screen.getByText(
              (_, element) =>
                element?.tagName === 'P' &&
                plain(element.textContent).startsWith(
                  'Preço Premium para si: 35,90 € em vez de 39,90 €',
                ),
            ),
          ).toBeVisible(),
        );
        expect(payments()).toHaveLength(1);
      },
    );
  },
);
