// A merchant in the Azores in the browser: campaign 115's restaurant (sandbox shop 16) is an
// hour behind Lisbon, and the widget shows its times at the shop's clock, not Lisbon's nor the
// visitor's. The oracle is the sandbox's own answer: each slot's text carries the Azores offset,
// so its wall time is the text's hour and minute. It passes at any E2E_NOW.
import { expect } from 'vitest';
import { e2e, shows } from './support';

const REST = '/mygon-middleware/rest';
/** The seed's times for campaign 115, Azores wall clock. */
const AZORES_TIMES = ['12:00', '13:00', '19:30', '21:30'];

e2e("an Azores campaign's times are the shop's local times", async ({ page }) => {
  await page.goto('/?campaignId=115');
  await shows(page.getByRole('heading', { level: 1, name: 'Cozido das Furnas para dois' }));
  const slots = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return (await response.json()) as { startTime: string; capacity: number }[];
  }, `${REST}/v4/campaigns/115/calendar/available-slots?untilMinutes=43200`);
  // Winter (UTC-1) or summer (UTC+0) time in the Azores: never Lisbon's offsets of the season.
  for (const slot of slots) expect(slot.startTime).toMatch(/T\d{2}:\d{2}:\d{2}(-01:00|\+00:00)$/);

  await page.getByRole('button', { name: 'Reservar' }).click();
  const day = page.locator('[role="grid"] button[tabindex="0"]');
  await day.waitFor();
  const date = await day.getAttribute('data-date');
  await day.click();
  await page.getByRole('radio').first().waitFor();
  const shown = (
    await page
      .getByRole('radio')
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label') ?? ''))
  ).map((name) => /, (\d{2}:\d{2}), \d+ lugar/.exec(name)?.[1]);

  // The day's times with room for the default party of 2, at the sandbox's wall clock; the
  // 2 h lead time may leave out the first ones of today.
  const ofDay = slots
    .filter((slot) => slot.startTime.startsWith(`${date}T`) && slot.capacity >= 2)
    .map((slot) => slot.startTime.slice(11, 16));
  expect(shown.length).toBeGreaterThan(0);
  expect(ofDay.slice(ofDay.length - shown.length)).toEqual(shown);
  for (const time of shown) expect(AZORES_TIMES).toContain(time);
});
