// Buying campaign 101's voucher in every engine, Ana signed in by the parent app's token, and
// paying for it: MB WAY with each of the sandbox's test phones (912000001 paid; 912000002 refused,
// then paid with another phone; 912000003 a platform error, and another method; 912000004 never
// answers, expired at the deadline), by card (the payment page opened from the click), by ATM
// reference, and in store. Ported from tests/e2e/voucher.e2e.test.ts (Chromium only). There time
// passed on Playwright's page clock; here the sandbox's clock, which the widget follows, is
// frozen at the suite's instant and moved on by the flow (`advanceSandboxClock`): the countdown,
// the payment's outcome and the deadline all follow it, and every step waits for what the
// screen shows next.
import { expect } from 'vitest';
import type { EngineDocument } from '../engines';
import {
  advanceSandboxClock,
  button,
  field,
  sandboxStore,
  seesScreen,
  text,
  type SandboxStore,
} from '../visitor';
import { openWidget, type Flow, type FlowContext } from './index';

const TITLE = 'Jantar de degustação para dois';
const BOUGHT = 'Voucher comprado';
const CONFIRM_IN_APP = 'Confirme o pagamento na app MB WAY';

/** Ana opens campaign 101 (the sandbox's clock frozen) and goes to the payment of one voucher. */
async function toPayment(context: FlowContext): Promise<void> {
  const { tab } = context;
  await openWidget(context, 'campaignId=101&externalToken=ext-ana', ['freeze']);
  await seesScreen(tab, TITLE, 1);
  await tab.click(button('Comprar voucher'));
  await seesScreen(tab, 'O seu voucher');
  await tab.click(button('Continuar'));
  await seesScreen(tab, 'Prémio e fatura');
  await tab.click(button('Continuar para o pagamento'));
  await seesScreen(tab, 'Pagamento');
  await tab.waitFor(text('79,80 €', 0));
}

async function payByMbway(tab: EngineDocument, phone: string): Promise<void> {
  await tab.click({ role: 'radio', name: 'MB WAY' });
  await tab.fill(field('Número de telemóvel'), phone);
  await tab.click(button('Pagar'));
  await seesScreen(tab, CONFIRM_IN_APP);
}

/** The one voucher order the store holds (fails if there is not exactly one). */
function theOrder(held: SandboxStore): SandboxStore['orders'][number] {
  expect(held.orders).toHaveLength(1);
  return held.orders[0]!;
}

const paymentsOf = (held: SandboxStore) =>
  held.payments.map(({ orderCode, method, phone, status }) => ({
    orderCode,
    method,
    status,
    ...(phone ? { phone } : {}),
  }));

export const VOUCHER_FLOWS: Flow[] = [
  {
    name: 'voucher by MB WAY 912000001: the countdown follows the clock from 5:00; paid 10 s later; one order, paid',
    async run(context) {
      const { tab } = context;
      await toPayment(context);
      await payByMbway(tab, '912000001');
      const timer = { role: 'timer' };
      expect(await tab.text(timer)).toContain('5:00');
      await advanceSandboxClock(tab, 4_000);
      await expect.poll(() => tab.text(timer)).toContain('4:56');
      expect(await tab.count({ role: 'heading', name: BOUGHT })).toBe(0);
      await advanceSandboxClock(tab, 8_000);
      await seesScreen(tab, BOUGHT);

      const held = await sandboxStore(tab);
      const order = theOrder(held);
      expect(order).toMatchObject({ total: 79.8, status: 'awaiting_confirmation' });
      expect(paymentsOf(held)).toEqual([
        { orderCode: order.orderCode, method: 'hipay_mbway', phone: '912000001', status: 'paid' },
      ]);
    },
  },
  {
    name: 'voucher by MB WAY 912000002 refused: "O pagamento foi recusado"; another phone, a new attempt, paid',
    async run(context) {
      const { tab } = context;
      await toPayment(context);
      await payByMbway(tab, '912000002');
      await advanceSandboxClock(tab, 8_000);
      await seesScreen(tab, 'O pagamento não foi concluído');
      await tab.waitFor(text('O pagamento foi recusado.'));
      await tab.fill(field('Número de telemóvel'), '912000001');
      await tab.click(button('Tentar novamente'));
      await seesScreen(tab, CONFIRM_IN_APP);
      await advanceSandboxClock(tab, 12_000);
      await seesScreen(tab, BOUGHT);

      // One voucher order, two payments of it: the refused one and the one paid.
      const held = await sandboxStore(tab);
      const order = theOrder(held);
      expect(order.status).toBe('awaiting_confirmation');
      expect(paymentsOf(held)).toEqual([
        {
          orderCode: order.orderCode,
          method: 'hipay_mbway',
          phone: '912000002',
          status: 'cancelled',
        },
        { orderCode: order.orderCode, method: 'hipay_mbway', phone: '912000001', status: 'paid' },
      ]);
    },
  },
  {
    name: 'voucher by MB WAY 912000003: the payment platform error, and another method may be chosen',
    async run(context) {
      const { tab } = context;
      await toPayment(context);
      await payByMbway(tab, '912000003');
      await advanceSandboxClock(tab, 8_000);
      await tab.waitFor(
        text('Ocorreu um erro na plataforma de pagamento, por favor tente novamente.'),
      );
      await tab.click(button('Escolher outro método'));
      await tab.waitFor({ role: 'radio', name: 'Referência Multibanco' });

      const held = await sandboxStore(tab);
      const order = theOrder(held);
      expect(order.status).toBe('awaiting_payment');
      expect(paymentsOf(held)).toEqual([
        {
          orderCode: order.orderCode,
          method: 'hipay_mbway',
          phone: '912000003',
          status: 'error_in_payment_platform',
        },
      ]);
    },
  },
  {
    name: 'voucher by MB WAY 912000004 never answered: past the deadline, "timer expired, try again"',
    async run(context) {
      const { tab } = context;
      await toPayment(context);
      await payByMbway(tab, '912000004');
      await advanceSandboxClock(tab, 5 * 60_000 + 6_000);
      await tab.waitFor(
        text('O tempo para confirmar o pagamento terminou, por favor tente novamente.'),
      );
      await tab.waitFor(button('Tentar novamente'));

      const held = await sandboxStore(tab);
      const order = theOrder(held);
      expect(order.status).toBe('awaiting_payment');
      expect(paymentsOf(held)).toEqual([
        {
          orderCode: order.orderCode,
          method: 'hipay_mbway',
          phone: '912000004',
          status: 'expired',
        },
      ]);
    },
  },
  {
    name: 'voucher by card: the payment page opens from the click; paid once the page says so',
    async run(context) {
      const { tab } = context;
      await toPayment(context);
      await tab.click({ role: 'radio', name: 'Cartão de crédito ou débito' });
      await tab.click(button('Pagar'));
      await seesScreen(tab, 'Pagar com cartão');
      // The windows the page opens, recorded on their way to the browser (which still opens
      // them): the sandbox's card page, whose "Pagar" is set through the store here
      // (tests/e2e/cardPage.e2e.test.ts presses it).
      await tab.evaluate(() => {
        const opened: { url: string; window: boolean }[] = [];
        const open = window.open.bind(window);
        Object.assign(window, { openedWindows: opened });
        window.open = (url?: string | URL, ...rest: unknown[]) => {
          const result = open(url, ...(rest as [string?, string?]));
          opened.push({ url: String(url), window: result !== null });
          return result;
        };
      });
      await tab.click(button('Abrir a página de pagamento'));
      const opened = () =>
        tab.evaluate(
          () =>
            (window as unknown as { openedWindows: { url: string; window: boolean }[] })
              .openedWindows,
        );
      await expect.poll(opened).toHaveLength(1);
      const [{ url, window: windowOpened }] = (await opened()) as [
        { url: string; window: boolean },
      ];
      expect(url).toMatch(/\/__sandbox\/card\.html\?payment=pay-\d+&/);
      // A popup the engine blocked would leave a plain link to follow instead.
      if (!windowOpened) {
        expect(
          await tab.attribute({ role: 'link', name: 'Abrir a página de pagamento' }, 'href'),
        ).toBe(url);
      }
      await tab.evaluate(
        (paymentId) => {
          (
            window as unknown as {
              __sandbox: { chooseCardOutcome(id: string, outcome: 'paid'): void };
            }
          ).__sandbox.chooseCardOutcome(paymentId, 'paid');
        },
        new URL(url).searchParams.get('payment') ?? '',
      );
      await advanceSandboxClock(tab, 6_000);
      await seesScreen(tab, BOUGHT);

      const held = await sandboxStore(tab);
      const order = theOrder(held);
      expect(order).toMatchObject({ total: 79.8, status: 'awaiting_confirmation' });
      expect(paymentsOf(held)).toEqual([
        { orderCode: order.orderCode, method: 'hipay_cc', status: 'paid' },
      ]);
    },
  },
  {
    name: 'voucher by ATM reference: entity 11249 and the reference to copy; the voucher stays unpaid',
    async run(context) {
      const { tab } = context;
      await toPayment(context);
      await tab.click({ role: 'radio', name: 'Referência Multibanco' });
      await tab.click(button('Pagar'));
      await tab.waitFor(text('11249'));
      await tab.waitFor(button('Copiar a referência'));
      await tab.waitFor(text(/\d{3} \d{3} \d{3}/, 0));

      const held = await sandboxStore(tab);
      const order = theOrder(held);
      expect(order.status).toBe('awaiting_payment');
      expect(paymentsOf(held)).toEqual([
        { orderCode: order.orderCode, method: 'hipay_mb', status: 'pending' },
      ]);
    },
  },
  {
    name: 'voucher paid in store: nothing charged now, the voucher awaits the merchant',
    async run(context) {
      const { tab } = context;
      await toPayment(context);
      await tab.click({ role: 'radio', name: 'Pagar no estabelecimento' });
      // Nothing is charged now: the button confirms the purchase, it does not say "Pagar".
      await tab.click(button('Confirmar compra'));
      expect(await tab.count(button('Pagar'))).toBe(0);
      await seesScreen(tab, 'Vai pagar no estabelecimento');

      const held = await sandboxStore(tab);
      const order = theOrder(held);
      expect(paymentsOf(held)).toEqual([
        expect.objectContaining({ orderCode: order.orderCode, method: 'IN_STORE_PAYMENT' }),
      ]);
    },
  },
];
