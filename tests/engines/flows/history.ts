// The browser's Back and Forward through the widget's steps in every engine (ui/stepHistory.ts):
// campaign 107's order, campaign 108's booking and campaign 101's voucher, each in the widget's
// own page and inside the demo merchant page's frame, whose entries join the page's history. Back and Forward are the top page's `history.back()` and
// `history.forward()`, as the browser's buttons are. Ported from tests/e2e/history.e2e.test.ts.
import { expect } from 'vitest';
import { WIDGET_FRAME_TITLE } from '../../e2e/support';
import type { EngineDocument, EngineTab } from '../engines';
import { button, firstOpenDay, heading, radio, sandboxStore, seesScreen } from '../visitor';
import { openWidget, sandboxNow, type Flow } from './index';

const TITLE = 'Francesinha para levar ou entregar em casa';
const TRANSPORT = 'Como quer receber a encomenda?';
const TAKEAWAY = { role: 'radio', name: 'Para levar (recolha no estabelecimento)' } as const;

const back = (tab: EngineTab) => tab.evaluate(() => history.back());
const forward = (tab: EngineTab) => tab.evaluate(() => history.forward());

/**
 * From the campaign to the menu as takeaway; Back to the transport (takeaway kept), Forward to
 * the menu; Back twice to the campaign, Forward to the transport.
 */
async function stepThroughTheOrder(tab: EngineTab, widget: EngineDocument): Promise<void> {
  await seesScreen(widget, TITLE, 1);
  await widget.click(button('Encomendar'));
  await seesScreen(widget, TRANSPORT);
  await widget.click(TAKEAWAY);
  await widget.click(button('Continuar'));
  await seesScreen(widget, 'Menu');

  await back(tab);
  await seesScreen(widget, TRANSPORT);
  await widget.waitFor({ ...TAKEAWAY, checked: true });
  await forward(tab);
  await seesScreen(widget, 'Menu');

  await back(tab);
  await seesScreen(widget, TRANSPORT);
  await back(tab);
  await widget.waitFor(button('Encomendar'));
  await expect.poll(() => widget.count(heading(TRANSPORT))).toBe(0);
  await forward(tab);
  await seesScreen(widget, TRANSPORT);
}

/**
 * Campaign 108's booking: a day and its first time chosen, on to the sign-in; Back to the
 * calendar with that time still chosen, Back again to the campaign, Forward to the calendar.
 */
async function stepThroughTheBooking(tab: EngineTab, widget: EngineDocument): Promise<void> {
  await seesScreen(widget, 'Copo de boas-vindas no jantar', 1);
  await widget.click(button('Reservar'));
  await widget.click(firstOpenDay);
  await widget.click(radio(0));
  const time = await widget.attribute(radio(0), 'aria-label');
  await widget.click(button('Continuar'));
  await seesScreen(widget, 'Inicie sessão para concluir a reserva');

  await back(tab);
  await widget.waitFor({ role: 'grid' });
  await widget.waitFor({ ...radio(0), checked: true });
  expect(await widget.attribute(radio(0), 'aria-label')).toBe(time);
  await back(tab);
  await widget.waitFor(button('Reservar'));
  await expect.poll(() => widget.count({ role: 'grid' })).toBe(0);
  await forward(tab);
  await widget.waitFor({ role: 'grid' });
}

/**
 * Campaign 101's voucher, Ana signed in by the parent app's token: on to the payment; Back to the
 * buyer, to the count, to the campaign; Forward to the count. Nothing is paid on the way.
 */
async function stepThroughTheVoucher(tab: EngineTab, widget: EngineDocument): Promise<void> {
  const toPayment = button('Continuar para o pagamento');
  await seesScreen(widget, 'Jantar de degustação para dois', 1);
  await widget.click(button('Comprar voucher'));
  await seesScreen(widget, 'O seu voucher');
  await widget.click(button('Continuar'));
  await seesScreen(widget, 'Prémio e fatura');
  await widget.click(toPayment);
  await seesScreen(widget, 'Pagamento');

  await back(tab);
  await seesScreen(widget, 'Prémio e fatura');
  await back(tab);
  await seesScreen(widget, 'O seu voucher');
  await expect.poll(() => widget.count(toPayment)).toBe(0);
  await back(tab);
  await widget.waitFor(button('Comprar voucher'));
  await forward(tab);
  await seesScreen(widget, 'O seu voucher');
  expect((await sandboxStore(widget)).payments).toEqual([]);
}

/** The demo merchant page with the widget in its frame, for `query`; the page's address. */
async function openFramed(tab: EngineTab, merchantURL: string, query: string) {
  const sandbox = encodeURIComponent([sandboxNow(), 'freeze'].join(';'));
  await tab.goto(`${merchantURL}?${query}&sandbox=${sandbox}`);
  return {
    page: await tab.url(),
    widget: tab.frame(`iframe[title="${WIDGET_FRAME_TITLE}"]`),
  };
}

export const HISTORY_FLOWS: Flow[] = [
  {
    name: "Back and Forward through campaign 107's order, in the widget's own page",
    async run(context) {
      await openWidget(context, 'campaignId=107', ['freeze']);
      await stepThroughTheOrder(context.tab, context.tab);
    },
  },
  {
    name: "Back and Forward through campaign 107's order, inside the merchant page's frame: the page stays",
    async run({ tab, merchantURL }) {
      const { page, widget } = await openFramed(tab, merchantURL, 'campaignId=107');
      await stepThroughTheOrder(tab, widget);
      expect(await tab.url()).toBe(page);
    },
  },
  {
    name: "Back and Forward through campaign 108's booking, in the widget's own page: the time chosen kept",
    async run(context) {
      await openWidget(context, 'campaignId=108', ['freeze']);
      await stepThroughTheBooking(context.tab, context.tab);
    },
  },
  {
    name: "Back and Forward through campaign 108's booking, inside the merchant page's frame: the page stays",
    async run({ tab, merchantURL }) {
      const { page, widget } = await openFramed(tab, merchantURL, 'campaignId=108');
      await stepThroughTheBooking(tab, widget);
      expect(await tab.url()).toBe(page);
    },
  },
  {
    name: "Back and Forward through campaign 101's voucher, in the widget's own page: nothing paid",
    async run(context) {
      await openWidget(context, 'campaignId=101&externalToken=ext-ana', ['freeze']);
      await stepThroughTheVoucher(context.tab, context.tab);
    },
  },
  {
    name: "Back and Forward through campaign 101's voucher, inside the merchant page's frame: the page stays",
    async run({ tab, merchantURL }) {
      const { page, widget } = await openFramed(
        tab,
        merchantURL,
        'campaignId=101&externalToken=ext-ana',
      );
      await stepThroughTheVoucher(tab, widget);
      expect(await tab.url()).toBe(page);
    },
  },
];
