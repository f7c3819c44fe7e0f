// The browser's Back and Forward through the widget's steps in every engine (ui/stepHistory.ts):
// campaign 107's order in the widget's own page and inside the demo merchant page's frame, whose
// entries join the page's history. Back and Forward are the top page's `history.back()` and
// `history.forward()`, as the browser's buttons are. Ported from tests/e2e/history.e2e.test.ts.
import { expect } from 'vitest';
import { WIDGET_FRAME_TITLE } from '../../e2e/support';
import type { EngineDocument, EngineTab } from '../engines';
import { button, heading, seesScreen } from '../visitor';
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
      const sandbox = encodeURIComponent([sandboxNow(), 'freeze'].join(';'));
      await tab.goto(`${merchantURL}?campaignId=107&sandbox=${sandbox}`);
      const page = await tab.url();
      await stepThroughTheOrder(tab, tab.frame(`iframe[title="${WIDGET_FRAME_TITLE}"]`));
      expect(await tab.url()).toBe(page);
    },
  },
];
