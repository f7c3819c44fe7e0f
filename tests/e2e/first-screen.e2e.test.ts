// The first screen in the browser, against the demo build and its sandbox service worker.
import { expect } from 'vitest';
import { e2e, expectFromSandbox, middlewareResponse, shows, tabTo } from './support';

const TITLE = 'Jantar de degustação para dois';

e2e('shows campaign 101 in Portuguese, answered by the sandbox', async ({ page, log }) => {
  const campaignCall = middlewareResponse(page, '/v1/web/campaigns/101');
  await page.goto('/?campaignId=101');

  await expectFromSandbox(await campaignCall, 200);
  await shows(page.getByRole('heading', { level: 1, name: TITLE }));
  await shows(page.getByText('39,90 €', { exact: true }));
  await shows(page.getByText('Ganhe 40 pontos com esta reserva'));
  expect(await page.locator('html').getAttribute('lang')).toBe('pt-PT');
  expect(log.consoleErrors).toEqual([]);
});

e2e('speaks English with language=en_EN', async ({ page, log }) => {
  const campaignCall = middlewareResponse(page, '/v1/web/campaigns/101');
  await page.goto('/?campaignId=101&language=en_EN');

  await expectFromSandbox(await campaignCall, 200);
  await shows(page.getByRole('heading', { level: 1, name: TITLE }));
  await shows(page.getByText('Earn 40 points with this booking'));
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  expect(await page.getByText('Ganhe 40 pontos com esta reserva').count()).toBe(0);
  expect(log.consoleErrors).toEqual([]);
});

e2e('recovers from a failed first load with the keyboard only', async ({ page, log }) => {
  const failedCall = middlewareResponse(page, '/v1/web/campaigns/101');
  await page.goto('/?campaignId=101&sandbox=fault:getCampaign:500*1');

  await expectFromSandbox(await failedCall, 500);
  const alert = page.getByRole('alert');
  await shows(alert);
  expect(await alert.textContent()).toContain('Ocorreu um erro, por favor tente novamente.');
  expect(await page.getByRole('heading', { name: TITLE }).count()).toBe(0);

  const retry = page.getByRole('button', { name: 'Tentar novamente' });
  await tabTo(page, retry);
  const retriedCall = middlewareResponse(page, '/v1/web/campaigns/101');
  await page.keyboard.press('Enter');

  await expectFromSandbox(await retriedCall, 200);
  await shows(page.getByRole('heading', { level: 1, name: TITLE }));
  await shows(page.getByText('39,90 €', { exact: true }));
  expect(await page.getByRole('alert').count()).toBe(0);
  // The one expected console error is the browser's note about the 500 answer.
  expect(log.consoleErrors).toHaveLength(1);
  expect(log.consoleErrors[0]).toContain('500');
});

e2e('says an unknown campaign is not valid, with no retry', async ({ page }) => {
  const campaignCall = middlewareResponse(page, '/v1/web/campaigns/999');
  await page.goto('/?campaignId=999');

  await expectFromSandbox(await campaignCall, 404);
  const alert = page.getByRole('alert');
  await shows(alert);
  expect(await alert.textContent()).toContain('Esta campanha não é válida.');
  expect(await page.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0);
  // The screen says what happened in its heading, not a campaign's title.
  await shows(page.getByRole('heading', { level: 1, name: 'Campanha não encontrada' }));
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
});
