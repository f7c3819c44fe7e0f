// No dead ends, in Portuguese and in English: a screen where the widget cannot take the visitor
// further says why under its one h1 and offers the way on: the merchant's phone and email (or,
// for what the shop does not give, the deployment's support contact), the support contact, the
// scenarios of a sandbox build, a way back. (axe checks every screen on its own: support.ts.)
//
// Most of these run at `publicOrigin`, a host name that is not local: there the widget looks its
// entity up, as on a deployment, and so knows the support phone and email (on localhost it does
// not, SPEC 1).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ENTITY_CONFIG, SHOPS } from '../../api/sandbox/seed';
import { e2e, shows } from './support';

const shop = (id: number) => SHOPS.find((candidate) => candidate.id === id)!;
/** Tasca da Bica (shop 15): campaigns 104 and 110. */
const BICA = shop(15);
/** Taberna do Chiado (11): service 1102. */
const CHIADO = shop(11);
const SUPPORT = {
  phone: ENTITY_CONFIG.supportPhone!,
  email: ENTITY_CONFIG.contactDefaults!.email!,
};

const LANGUAGES = [
  {
    language: 'pt_PT',
    informationOnly: /apenas informativa/,
    noOnlineBooking: 'Este estabelecimento não aceita reservas online.',
    notFound: 'Campanha não encontrada',
    notValid: 'Esta campanha não é válida.',
    noCampaign: 'Nenhuma campanha indicada',
    scenarios: 'Cenários do sandbox',
    refusedPhone: '+351 912000002: recusado',
    orderButton: 'Encomendar',
    transportStep: 'Como quer receber a encomenda?',
    back: 'Voltar',
    order: 'Encomendar Petiscos para levar',
    notBookedHere: /não se reserva aqui/,
    anyAction: /^(Reservar|Comprar|Obter|Sugerir|Encomendar)/,
  },
  {
    language: 'en_EN',
    informationOnly: /for information only/,
    noOnlineBooking: 'This venue does not take online bookings.',
    notFound: 'Campaign not found',
    notValid: 'This campaign is not valid.',
    noCampaign: 'No campaign given',
    scenarios: 'Sandbox scenarios',
    refusedPhone: '+351 912000002: refused',
    orderButton: 'Order',
    transportStep: 'How would you like to get your order?',
    back: 'Back',
    order: 'Order Petiscos para levar',
    notBookedHere: /not booked here/,
    anyAction: /^(Book|Buy|Get|Suggest|Order)/,
  },
] as const;

/** The links a visitor can call and write to, as `tel:` and `mailto:` addresses. */
async function contactLinks(page: Page): Promise<{ tel: string[]; mailto: string[] }> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return {
    tel: hrefs.filter((href) => href.startsWith('tel:')),
    mailto: hrefs.filter((href) => href.startsWith('mailto:')),
  };
}

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Says why in one h1 and offers a phone to call and an address to write to. */
async function expectPhoneAndEmail(page: Page, phone: string, email?: string): Promise<void> {
  const links = await contactLinks(page);
  expect(links.tel, 'a phone to call').toContain(tel(phone));
  if (email) expect(links.mailto, 'an address to write to').toContain(`mailto:${email}`);
  else expect(links.mailto.length, 'an address to write to').toBeGreaterThan(0);
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
}

for (const words of LANGUAGES) {
  const { language } = words;

  e2e(
    `campaign 104, information only: says so, with the merchant’s phone and an email [${language}]`,
    async ({ page, publicOrigin }) => {
      await page.goto(`${publicOrigin}/?campaignId=104&language=${language}`);
      await shows(page.getByRole('heading', { level: 1, name: 'Noite de fado vadio às quintas' }));
      await shows(page.getByText(words.informationOnly));
      await expectPhoneAndEmail(page, BICA.phone!, BICA.email ?? undefined);
      await shows(page.getByRole('link', { name: BICA.phone! }));
    },
  );

  e2e(
    `campaign 110, a blocked merchant: no online booking, the merchant’s phone and an email [${language}]`,
    async ({ page, publicOrigin }) => {
      await page.goto(`${publicOrigin}/?campaignId=110&language=${language}`);
      await shows(page.getByRole('heading', { level: 1, name: 'Jantar de petiscos na Bica' }));
      await shows(page.getByText(words.noOnlineBooking));
      await expectPhoneAndEmail(page, BICA.phone!, BICA.email ?? undefined);
      expect(await page.getByRole('button', { name: words.anyAction }).count()).toBe(0);
    },
  );

  e2e(
    `campaign 107, takeaway or delivery: ordered (the transport first), and the way back [${language}]`,
    async ({ page, publicOrigin }) => {
      const title = 'Francesinha para levar ou entregar em casa';
      await page.goto(`${publicOrigin}/?campaignId=107&language=${language}`);
      await shows(page.getByRole('heading', { level: 1, name: title }));
      expect(await page.getByText(words.noOnlineBooking).count()).toBe(0);
      await page.getByRole('button', { name: words.orderButton, exact: true }).click();
      await shows(page.getByRole('heading', { name: words.transportStep }));
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await page.getByRole('button', { name: words.back, exact: true }).click();
      await shows(page.getByRole('heading', { level: 1, name: title }));
    },
  );

  e2e(
    `service 1102, takeaway or delivery: ordered from the list (the transport first), and the way back [${language}]`,
    async ({ page, publicOrigin }) => {
      await page.goto(`${publicOrigin}/?shopId=11&language=${language}`);
      await page.getByRole('button', { name: words.order }).click();
      await shows(page.getByRole('heading', { level: 1, name: 'Petiscos para levar' }));
      await shows(page.getByRole('heading', { name: words.transportStep }));
      expect(await page.getByText(words.notBookedHere).count()).toBe(0);
      await page.getByRole('button', { name: words.back, exact: true }).click();
      await shows(page.getByRole('heading', { level: 1, name: CHIADO.name }));
    },
  );

  e2e(
    `an unknown campaign (999): says so, and offers the support phone and email [${language}]`,
    async ({ page, publicOrigin }) => {
      await page.goto(`${publicOrigin}/?campaignId=999&language=${language}`);
      await shows(page.getByRole('heading', { level: 1, name: words.notFound }));
      await shows(page.getByText(words.notValid));
      await expectPhoneAndEmail(page, SUPPORT.phone, SUPPORT.email);
    },
  );

  e2e(
    `no campaign given: says so, and offers the support phone and email [${language}]`,
    async ({ page, publicOrigin }) => {
      await page.goto(`${publicOrigin}/?language=${language}`);
      await shows(page.getByRole('heading', { level: 1, name: words.noCampaign }));
      await expectPhoneAndEmail(page, SUPPORT.phone, SUPPORT.email);
    },
  );

  e2e(
    `a sandbox build’s bare address: no campaign, and the scenarios to try, which open [${language}]`,
    async ({ page }) => {
      await page.goto(`/?language=${language}`);
      await shows(page.getByRole('heading', { level: 1, name: words.noCampaign }));
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      const scenarios = page.getByRole('complementary', { name: words.scenarios });
      await shows(scenarios);
      await shows(scenarios.getByText(words.refusedPhone));
      await scenarios.getByRole('link', { name: '102 · Brunch de fim de semana' }).click();
      await shows(page.getByRole('heading', { level: 1, name: 'Brunch de fim de semana' }));
      // A page that names a campaign is the widget alone.
      expect(await page.getByRole('complementary', { name: words.scenarios }).count()).toBe(0);
    },
  );
}
