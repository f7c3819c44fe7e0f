// A phone-sized frame (360 × 640): every screen of a booking fits it. Nothing reaches outside the
// viewport's width, no two controls overlap, every control is a target of at least 24 × 24 px
// (WCAG 2.2, 2.5.8), and a field's label sits with its box.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, shows } from './support';

const PHONE = { width: 360, height: 640 };

interface LayoutProblem {
  what: string;
  problem: string;
}

/** What does not fit the frame, as a list a failure can print. */
function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const problems: { what: string; problem: string }[] = [];
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    if (document.documentElement.scrollWidth > width) {
      problems.push({
        what: 'page',
        problem: `scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`,
      });
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (!visible(element) || element.closest('.visually-hidden')) continue;
      // Inside a container that scrolls sideways on purpose (a gallery), the container counts.
      if (element.parentElement?.closest('[data-scrolls], .campaign__gallery')) continue;
      const box = element.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5) {
        problems.push({
          what: describe(element),
          problem: `outside the frame (${Math.round(box.left)}–${Math.round(box.right)})`,
        });
      }
    }
    const controls = [
      ...document.querySelectorAll('button, a[href], input, select, textarea, [role="radio"]'),
    ].filter(
      (element) =>
        visible(element) &&
        !element.closest('.visually-hidden') &&
        !(element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)),
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      // A link inside a sentence is exempt from the size rule (2.5.8 "inline").
      const inline = control.tagName === 'A' && getComputedStyle(control).display === 'inline';
      if (!inline && (box.width < 24 || box.height < 24)) {
        problems.push({
          what: describe(control),
          problem: `target ${Math.round(box.width)} × ${Math.round(box.height)} px`,
        });
      }
    }
    for (const [index, first] of controls.entries()) {
      for (const second of controls.slice(index + 1)) {
        if (first.contains(second) || second.contains(first)) continue;
        const a = first.getBoundingClientRect();
        const b = second.getBoundingClientRect();
        const overlap =
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        if (overlap)
          problems.push({ what: describe(first), problem: `overlaps ${describe(second)}` });
      }
    }
    return problems;
  });
}

async function expectFits(page: Page, screen: string): Promise<void> {
  expect(await layoutProblems(page), `${screen} at 360 px`).toEqual([]);
}

/** The tops of two boxes: a prefix and its number sit on one line. */
async function topsOf(page: Page, ...labels: string[]): Promise<number[]> {
  return Promise.all(
    labels.map(async (label) => Math.round((await page.getByLabel(label).boundingBox())!.y)),
  );
}

for (const [language, words] of [
  [
    'pt_PT',
    {
      book: 'Reservar',
      next: 'Continuar',
      guest: 'Continuar como convidado',
      name: 'Nome',
      phone: 'Número de telemóvel',
      prefix: 'Indicativo',
      contact: 'Os seus contactos',
      review: 'Confirme os dados',
      confirm: 'Confirmar',
      sections: 'Secções',
      done: 'Pedido de reserva enviado',
    },
  ],
  [
    'en_EN',
    {
      book: 'Book',
      next: 'Continue',
      guest: 'Continue as a guest',
      name: 'Name',
      phone: 'Mobile number',
      prefix: 'Country code',
      contact: 'Your contact details',
      review: 'Check your booking',
      confirm: 'Confirm',
      sections: 'Sections',
      done: 'Booking request sent',
    },
  ],
] as const) {
  e2e(`a whole booking fits a 360 px phone frame [${language}]`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/?campaignId=102&allowGuestLogin=true&language=${language}`);
    const nav = page.getByRole('navigation', { name: words.sections });
    await shows(nav);
    // The sections take even rows: none is left alone on a row, none split inside a word.
    const sections = await nav.getByRole('button').evaluateAll((buttons) =>
      buttons.map((button) => {
        const splitWords: string[] = [];
        const texts = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          for (const word of text.textContent!.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, word.index);
            range.setEnd(text, word.index + word[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) splitWords.push(word[0]);
          }
        }
        return { top: Math.round(button.getBoundingClientRect().top), splitWords };
      }),
    );
    const perRow = new Map<number, number>();
    for (const { top } of sections) perRow.set(top, (perRow.get(top) ?? 0) + 1);
    expect(sections.length, 'sections').toBeGreaterThan(1);
    expect(Math.min(...perRow.values()), 'sections on the emptiest row').toBeGreaterThan(1);
    expect(
      sections.flatMap((section) => section.splitWords),
      'words split',
    ).toEqual([]);
    await expectFits(page, 'the campaign');

    await page.getByRole('button', { name: words.book, exact: true }).click();
    await page.locator('[role="grid"] button[tabindex="0"]').click();
    await page.getByRole('radio').first().check();
    await expectFits(page, 'the date and time');
    await page.getByRole('button', { name: words.next, exact: true }).click();
    await page.getByRole('button', { name: words.guest }).click();
    await shows(page.getByLabel(words.phone));
    await expectFits(page, 'the guest details');
    const [prefixTop, phoneTop] = await topsOf(page, words.prefix, words.phone);
    expect(Math.abs(prefixTop! - phoneTop!), 'prefix and number on one line').toBeLessThanOrEqual(
      2,
    );
    await page.getByLabel(words.name, { exact: true }).fill('Rita Gomes');
    await page.getByLabel('Email', { exact: true }).fill('rita.gomes@example.pt');
    await page.getByLabel(words.phone).fill('912000222');
    await page.getByRole('button', { name: words.next, exact: true }).click();
    await shows(page.getByRole('heading', { name: words.contact }));
    await expectFits(page, 'the contact');
    await page.getByRole('button', { name: words.next, exact: true }).click();
    await shows(page.getByRole('heading', { name: words.review }));
    await expectFits(page, 'the review');
    await page.getByRole('button', { name: words.confirm }).click();
    await shows(page.getByRole('heading', { name: words.done }));
    await expectFits(page, 'the success');
    await page.screenshot({
      path: `.e2e-artifacts/narrow-success-${language}.png`,
      fullPage: true,
    });
  });
}

e2e(
  'merchant text with a word longer than the frame wraps instead of widening it',
  async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/?shopId=12');
    const service = page.getByRole('heading', { level: 3, name: 'Tratamento facial' });
    await shows(service);
    // As a merchant might write it: a web address or a run of letters with no space to break at.
    const unbroken = `www.${'tratamentofacialcompleto'.repeat(8)}.pt`;
    await service.evaluate((heading, text) => (heading.textContent = text), unbroken);
    await page.getByRole('heading', { level: 1 }).evaluate((heading, text) => {
      heading.textContent = text;
    }, unbroken);
    await expectFits(page, 'the services with long words');
  },
);

e2e(
  'buying a voucher fits a 360 px frame: the kinds with their prices, the details, the payment',
  async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/?campaignId=101&externalToken=ext-ana');
    await page.getByRole('button', { name: 'Comprar voucher' }).click();
    await shows(page.getByRole('group', { name: 'Tipo de voucher' }));
    await expectFits(page, 'the voucher');
    await page.getByRole('radio', { name: 'Voucher para oferecer' }).check();
    await page.getByRole('textbox', { name: 'Nome de quem recebe' }).fill('Rita Sousa');
    await expectFits(page, 'the gift voucher');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { level: 2, name: 'Prémio e fatura' }));
    await expectFits(page, 'the prize and invoice');
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await shows(page.getByRole('heading', { level: 2, name: 'Pagamento' }));
    await expectFits(page, 'the payment');
  },
);

e2e('a 5,000-digit ATM reference wraps inside a 480 px frame', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 800 });
  await page.goto('/?campaignId=101&externalToken=ext-ana');
  await page.getByRole('button', { name: 'Comprar voucher' }).click();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await shows(page.getByRole('heading', { level: 2, name: 'Pagamento' }));
  await page.evaluate(() =>
    (
      window as unknown as { __sandbox: { applyControls(text: string): string[] } }
    ).__sandbox.applyControls('fault:createVoucherPaymentLink:longReference*1'),
  );
  await page.getByRole('radio', { name: 'Referência Multibanco' }).check();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await shows(page.getByRole('button', { name: 'Copiar a referência' }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(480);
  expect(await layoutProblems(page), 'the ATM reference at 480 px').toEqual([]);
});
