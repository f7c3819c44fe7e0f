// The host site's pages (SPEC 1: per language, pt, en, es) in Chromium, by role and label: at a
// merchant's host name (`publicOrigin`, where the widget looks its entity up), a new visitor's
// register form links the privacy policy beside its checkbox, and the link opens the host's page
// in the chosen language in a new window, cut off from the widget, the form kept as typed. Ana's
// personal area lists the host site's pages in her language. The host site is the sandbox
// entity's (HOST_SITE), answered here by the browser context.
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { ENTITY_CONFIG, HOST_SITE } from '../../api/sandbox/seed';
import { e2e, shows } from './support';

const LINKS = ENTITY_CONFIG.hostLinks!;

const LANGUAGES = [
  {
    language: 'pt_PT',
    site: 'pt',
    email: 'Email',
    next: 'Continuar',
    name: 'Nome',
    checkbox: 'Li e aceito a política de privacidade.',
    privacyPolicy: 'Política de privacidade (abre numa nova janela)',
    area: 'Mais no site',
    winPrizes: 'Ganhar prémios',
  },
  {
    language: 'en_EN',
    site: 'en',
    email: 'Email',
    next: 'Continue',
    name: 'Name',
    checkbox: 'I have read and accept the privacy policy.',
    privacyPolicy: 'Privacy policy (opens in a new window)',
    area: 'More on the site',
    winPrizes: 'Win prizes',
  },
] as const;

/** The host site's pages, each a page of its own with a heading naming its address's path. */
async function serveHostSite(context: BrowserContext): Promise<void> {
  await context.route(`${HOST_SITE}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="${path.split('/')[1]}"><head><title>${path}</title></head><body><main><h1>${path}</h1></main></body></html>`,
    });
  });
}

for (const words of LANGUAGES) {
  const { language, site } = words;

  e2e(
    `the privacy policy link opens the host's page in the chosen language [${language}]`,
    async ({ page, publicOrigin }) => {
      const context = page.context();
      await serveHostSite(context);
      await page.goto(`${publicOrigin}/?defaultView=myBookings&language=${language}`);
      await page.getByLabel(words.email, { exact: true }).fill('ines.rocha@example.pt');
      await page.getByRole('button', { name: words.next, exact: true }).click();
      await page.getByLabel(words.name, { exact: true }).fill('Inês');
      await shows(page.getByRole('checkbox', { name: words.checkbox }));

      const link = page.getByRole('link', { name: words.privacyPolicy });
      const address = LINKS.privacyPolicy![site]!;
      expect(await link.getAttribute('href')).toBe(address);
      expect(address).toContain(`/${site}/`);

      const opened = context.waitForEvent('page');
      await link.click();
      const hostPage = await opened;
      await shows(hostPage.getByRole('heading', { level: 1, name: new URL(address).pathname }));
      expect(hostPage.url()).toBe(address);
      expect(await hostPage.evaluate(() => window.opener)).toBeNull();
      // The widget's page stays on the form, with what was typed.
      expect(page.url()).toContain(publicOrigin);
      expect(await page.getByLabel(words.name, { exact: true }).inputValue()).toBe('Inês');
    },
  );

  e2e(
    `the personal area links the host site's pages in the chosen language [${language}]`,
    async ({ page, publicOrigin }) => {
      await serveHostSite(page.context());
      await page.goto(
        `${publicOrigin}/?defaultView=myBookings&externalToken=ext-ana&language=${language}`,
      );
      const area = page.getByRole('navigation', { name: words.area });
      await shows(area);
      const hrefs = await area
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual([
        LINKS.winPrizes![site],
        LINKS.userPrizes![site],
        LINKS.privacyPolicy![site],
        LINKS.termsAndConditions![site],
      ]);

      // Not embedded, a prize page opens in the widget's window, as any link.
      await area.getByRole('link', { name: words.winPrizes }).click();
      await page.waitForURL(LINKS.winPrizes![site]!);
      await shows(page.getByRole('heading', { level: 1, name: `/${site}/` }));
    },
  );
}
