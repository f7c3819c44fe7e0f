// The embed loader on a merchant's page: the one-line snippet opens the widget in a frame.
import { expect } from 'vitest';
import { e2e, shows } from './support';

e2e('the snippet opens campaign 101 in a frame on the host page', async ({ page, log }) => {
  await page.goto('/embed-host.html');

  const frame = page.locator('iframe[title="Reservas"]');
  await shows(frame);
  const src = new URL((await frame.getAttribute('src')) ?? '', page.url());
  expect(src.searchParams.get('campaignId')).toBe('101');
  expect(src.searchParams.get('parentOrigin')).toBe(new URL(page.url()).origin);

  const widget = page.frameLocator('iframe[title="Reservas"]');
  await shows(widget.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
  await shows(widget.getByText('39,90 €', { exact: true }));
  expect(log.consoleErrors).toEqual([]);
});
