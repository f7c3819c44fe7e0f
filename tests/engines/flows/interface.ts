// The suite's own interface in every engine (tests/engines/engines.ts and inPage.ts): what
// `count`, `texts`, `attribute` and targets `within` a container answer, checked against the
// page's own DOM on campaign 108's date step, so a flow's "none shown" (a count of 0) can be
// trusted in each driver. `type` is the keyboard of the sign-in flows.
import { expect } from 'vitest';
import type { Target } from '../inPage';
import { button, firstOpenDay, radio, seesScreen } from '../visitor';
import { openWidget, type Flow } from './index';

export const INTERFACE_FLOWS: Flow[] = [
  {
    name: 'the interface: count, texts, attribute and within agree with the page, in each driver',
    async run(context) {
      const { tab } = context;
      await openWidget(context, 'campaignId=108');
      await tab.click(button('Reservar'));
      await seesScreen(tab, 'Escolha a data e a hora');
      await tab.click(firstOpenDay);
      await tab.waitFor(radio(0));

      // The page's own answer: the times offered, and the grid's days.
      const inPage = await tab.evaluate(() => {
        const shown = (element: Element) => element.getClientRects().length > 0;
        const radios = [...document.querySelectorAll('input[type="radio"], [role="radio"]')].filter(
          shown,
        );
        return {
          radios: radios.length,
          firstLabel: radios[0]!.getAttribute('aria-label'),
          days: [...document.querySelectorAll('[role="grid"] button')].filter(shown).length,
          dayTexts: [...document.querySelectorAll('[role="grid"] button')]
            .filter(shown)
            .map((day) => (day.textContent ?? '').replace(/\s+/g, ' ').trim()),
        };
      });
      expect(inPage.radios).toBeGreaterThan(1);

      const times: Target = { role: 'radio' };
      expect(await tab.count(times)).toBe(inPage.radios);
      expect(await tab.texts(times)).toHaveLength(inPage.radios);
      expect(await tab.attribute(radio(0), 'aria-label')).toBe(inPage.firstLabel);
      expect(await tab.attribute(radio(0), 'data-no-such-attribute')).toBeNull();
      expect(await tab.count({ role: 'radio', name: 'no such time' })).toBe(0);
      expect(await tab.texts({ role: 'radio', name: 'no such time' })).toEqual([]);

      // Within a container: the grid holds the days and none of the times.
      const grid: Target = { role: 'grid' };
      expect(await tab.count({ role: 'button', within: grid })).toBe(inPage.days);
      expect(await tab.texts({ role: 'button', within: grid })).toEqual(inPage.dayTexts);
      expect(await tab.count({ role: 'radio', within: grid })).toBe(0);
      expect(await tab.count({ css: 'button', within: grid })).toBe(inPage.days);
      // A container not shown holds nothing.
      expect(await tab.count({ role: 'button', within: { role: 'dialog' } })).toBe(0);
    },
  },
];
