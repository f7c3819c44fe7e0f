// The flow state survives a reload (SPEC 4: persisted under the reservation widget's key, version
// 1): an address that names nothing resumes where the visitor was (machines/rules/start.ts).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, embeddedWidget, merchantURL, shows } from './support';

const FLOW_STORAGE_KEY = 'persist:reservationWidget';

e2e('a reload without an address reopens the same shop and view', async ({ page, log }) => {
  await page.goto('/?shopId=11');
  const nav = page.getByRole('navigation', { name: 'Secções' });
  // The shop's services: its name heads the list.
  await shows(page.getByRole('heading', { level: 1, name: 'Taberna do Chiado' }));
  await nav.getByRole('button', { name: 'Carrinho' }).click();
  await shows(page.getByRole('heading', { level: 1, name: 'Carrinho' }));
  const stored = await page.evaluate((key) => localStorage.getItem(key), FLOW_STORAGE_KEY);
  expect(JSON.parse(stored ?? 'null')).toMatchObject({
    version: 1,
    state: { shopId: 11, defaultView: 'cart' },
  });

  await page.goto('/');
  expect(new URL(page.url()).search).toBe('');
  await shows(page.getByRole('heading', { level: 1, name: 'Carrinho' }));
  expect(await nav.getByRole('button', { name: 'Carrinho' }).getAttribute('aria-current')).toBe(
    'page',
  );
  // The shop came back too: its services are offered again.
  await shows(nav.getByRole('button', { name: 'Serviços' }));

  // Without the stored state the same address knows no shop: the test can tell the difference.
  await page.evaluate((key) => localStorage.removeItem(key), FLOW_STORAGE_KEY);
  await page.reload();
  await shows(page.getByRole('navigation', { name: 'Secções' }));
  expect(await page.getByRole('heading', { level: 1, name: 'Carrinho' }).count()).toBe(0);
  expect(await nav.getByRole('button', { name: 'Serviços' }).count()).toBe(0);
  expect(log.consoleErrors).toEqual([]);
});

e2e('an embedded widget reopens in the view the visitor moved to', async ({ page, log }) => {
  await page.goto(merchantURL);
  const { widget } = embeddedWidget(page);
  const nav = widget.getByRole('navigation', { name: 'Secções' });
  await shows(widget.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
  await nav.getByRole('button', { name: 'Premium' }).click();
  await shows(widget.getByRole('heading', { level: 1, name: 'Premium' }));

  // The snippet names campaign 101 again on reload: the same campaign, so the view is kept.
  await page.reload();
  await shows(widget.getByRole('heading', { level: 1, name: 'Premium' }));
  expect(await nav.getByRole('button', { name: 'Premium' }).getAttribute('aria-current')).toBe(
    'page',
  );
  expect(log.consoleErrors).toEqual([]);
});

e2e(
  'a page opened anew shows the campaign its address names, not the view stored last time',
  async ({ page, log }) => {
    await page.goto('/?campaignId=101');
    const nav = page.getByRole('navigation', { name: 'Secções' });
    await shows(page.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
    await nav.getByRole('button', { name: 'Premium' }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Premium' }));

    // A reload carries on where the visitor was ...
    await page.reload();
    await shows(page.getByRole('heading', { level: 1, name: 'Premium' }));
    // ... but the campaign's link opened again, in a new tab, opens the campaign.
    const again = await page.context().newPage();
    await again.goto('/?campaignId=101');
    await shows(again.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
    const againNav = again.getByRole('navigation', { name: 'Secções' });
    expect(
      await againNav.getByRole('button', { name: 'Campanha' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(log.consoleErrors).toEqual([]);
  },
);

e2e(
  'a note typed key by key in a merchant page, the page reloaded at once: the note is still there',
  async ({ page, log }) => {
    const NOTE = 'Mesa perto da janela, por favor.';
    const notesLabel = 'Notas para o estabelecimento (opcional)';
    const { widget } = embeddedWidget(page);
    /** Ana's booking of campaign 108 in the merchant's frame, at its contact step. */
    const toContactStep = async () => {
      const book = widget.getByRole('button', { name: 'Reservar', exact: true });
      const calendar = widget.locator('[role="grid"]');
      await shows(book.or(calendar));
      // Reopened, a campaign whose date was chosen opens at its calendar again.
      if (await book.isVisible()) await book.click();
      await widget.locator('[role="grid"] button[tabindex="0"]').click();
      await widget.getByRole('radio').first().check();
      await widget.getByRole('button', { name: 'Continuar', exact: true }).click();
      await shows(widget.getByRole('heading', { name: 'Os seus contactos' }));
      return widget.getByLabel(notesLabel);
    };
    await page.goto(`${merchantURL}?campaignId=108&externalToken=ext-ana`);
    // Key by key, as a visitor types, and the host page reloaded right after the last one:
    // no pause in which the typing would have been written by itself.
    await (await toContactStep()).pressSequentially(NOTE);
    await page.reload();
    expect(await (await toContactStep()).inputValue()).toBe(NOTE);
    expect(log.consoleErrors).toEqual([]);
  },
);

for (const words of [
  {
    language: 'pt_PT',
    book: 'Reservar',
    next: 'Continuar',
    contact: 'Os seus contactos',
    review: 'Confirme os dados',
    notes: 'Notas para o estabelecimento (opcional)',
    name: 'Nome',
  },
  {
    language: 'en_EN',
    book: 'Book',
    next: 'Continue',
    contact: 'Your contact details',
    review: 'Check your booking',
    notes: 'Notes for the establishment (optional)',
    name: 'Name',
  },
] as const) {
  /** Opens the campaign as Ana and goes to its contact step (the first day and time with room). */
  const toContactStep = async (page: Page, campaignId: number) => {
    await page.goto(`/?campaignId=${campaignId}&externalToken=ext-ana&language=${words.language}`);
    // Reopened in the same tab, a campaign whose date was chosen opens at its calendar again.
    const book = page.getByRole('button', { name: words.book, exact: true });
    const calendar = page.locator('[role="grid"]');
    await shows(book.or(calendar));
    if (await book.isVisible()) await book.click();
    await page.locator('[role="grid"] button[tabindex="0"]').click();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: words.next, exact: true }).click();
    await shows(page.getByRole('heading', { name: words.contact }));
    return page.getByLabel(words.notes);
  };

  e2e(
    `notes stay with the merchant they were written for: kept there, empty at another merchant [${words.language}]`,
    async ({ page, log }) => {
      // Taberna do Chiado (campaign 108): notes for it, given with the contact.
      const notes = await toContactStep(page, 108);
      await notes.fill('Mesa perto da janela, por favor.');
      await page.getByRole('button', { name: words.next, exact: true }).click();
      await shows(page.getByRole('heading', { name: words.review }));

      // The same campaign's link opened again: the notes are still there.
      expect(await (await toContactStep(page, 108)).inputValue()).toBe(
        'Mesa perto da janela, por favor.',
      );

      // Another merchant's campaign (Pastelaria Estrela, 102): no notes, the name still known.
      expect(await (await toContactStep(page, 102)).inputValue()).toBe('');
      expect(await page.getByLabel(words.name, { exact: true }).inputValue()).toBe('Ana Silva');
      expect(log.consoleErrors).toEqual([]);
    },
  );
}

e2e(
  'an address that asks only for a view opens that view; the stored flow fills in the rest',
  async ({ page, log }) => {
    await page.goto('/?shopId=12');
    await shows(page.getByRole('button', { name: 'Reservar Corte de cabelo clássico' }));

    await page.goto('/?defaultView=myBookings');
    await shows(
      page.getByRole('heading', { level: 1, name: 'Inicie sessão para ver as suas reservas' }),
    );
    const nav = page.getByRole('navigation', { name: 'Secções' });
    expect(
      await nav.getByRole('button', { name: 'As minhas reservas' }).getAttribute('aria-current'),
    ).toBe('page');
    // The shop the stored flow knew is still there, one click away.
    await nav.getByRole('button', { name: 'Serviços' }).click();
    await shows(page.getByRole('button', { name: 'Reservar Corte de cabelo clássico' }));
    expect(log.consoleErrors).toEqual([]);
  },
);
