// Where the keyboard's focus lands, step by step, in every kind of booking, done with the keyboard
// alone (Tab, Shift+Tab, Enter, Space, arrows) wherever it is the visitor's action: every step
// change moves it to the new step's heading (or, inside the sign-in's own steps, to the first
// field to fill), the success to its heading, and back at the campaign or the service list to
// that screen's heading; never to the page. Each walk runs in Portuguese and in English.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, tabTo } from './support';

const LANGUAGES = [
  {
    language: 'pt_PT',
    book: 'Reservar',
    suggestDates: 'Sugerir datas',
    getCoupon: 'Obter o cupão',
    buyVoucher: 'Comprar voucher',
    next: 'Continuar',
    confirm: 'Confirmar',
    done: 'Concluir',
    backToCampaign: 'Voltar à campanha',
    guest: 'Continuar como convidado',
    name: 'Nome',
    phone: 'Número de telemóvel',
    password: 'Palavra-passe',
    dateAndTime: 'Escolha a data e a hora',
    day: 'Escolha o dia',
    suggest: 'Sugira datas e horas',
    signInToBook: 'Inicie sessão para concluir a reserva',
    signInForCoupon: 'Inicie sessão para obter o cupão',
    contact: 'Os seus contactos',
    review: 'Confirme os dados',
    confirmed: 'Reserva confirmada',
    pending: 'Pedido de reserva enviado',
    suggestionsSent: 'Sugestões enviadas',
    coupon: 'O seu cupão',
    bookService: (service: string) => `Reservar ${service}`,
  },
  {
    language: 'en_EN',
    book: 'Book',
    suggestDates: 'Suggest dates',
    getCoupon: 'Get the coupon',
    buyVoucher: 'Buy voucher',
    next: 'Continue',
    confirm: 'Confirm',
    done: 'Done',
    backToCampaign: 'Back to the campaign',
    guest: 'Continue as a guest',
    name: 'Name',
    phone: 'Mobile number',
    password: 'Password',
    dateAndTime: 'Choose the date and time',
    day: 'Choose the day',
    suggest: 'Suggest dates and times',
    signInToBook: 'Sign in to complete your booking',
    signInForCoupon: 'Sign in to get the coupon',
    contact: 'Your contact details',
    review: 'Check your booking',
    confirmed: 'Booking confirmed',
    pending: 'Booking request sent',
    suggestionsSent: 'Suggestions sent',
    coupon: 'Your coupon',
    bookService: (service: string) => `Book ${service}`,
  },
] as const;

type Words = (typeof LANGUAGES)[number];

/** The focused element, as a person would describe it: its role and its name or text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'the page';
    const label = active instanceof HTMLInputElement ? active.labels?.[0]?.textContent : null;
    const name = active.getAttribute('aria-label') ?? label ?? active.textContent ?? '';
    return `${active.tagName.toLowerCase()}: ${name.replace(/\s+/g, ' ').trim()}`;
  });
}

async function expectFocus(page: Page, expected: string): Promise<void> {
  await expect.poll(() => focused(page)).toBe(expected);
}

/** After a step: the focus is on this screen's only h1, and nowhere else. */
async function expectOneH1(page: Page): Promise<void> {
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Shift+Tab until `target` has the focus, as a keyboard user goes back up the page. */
async function shiftTabTo(page: Page, target: Locator, max = 30): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Shift+Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`${max} presses of Shift+Tab never reached ${target.toString()}`);
}

async function press(page: Page, name: string, key = 'Enter'): Promise<void> {
  await tabTo(page, page.getByRole('button', { name, exact: true }), 40);
  await page.keyboard.press(key);
}

/** The calendar's one tab stop: the first day with room (or the day chosen). */
const calendarDay = (page: Page) => page.locator('[role="grid"] button[tabindex="0"]');

/** The calendar's tab stop, chosen with Enter. */
async function chooseDay(page: Page): Promise<void> {
  const day = calendarDay(page);
  await day.waitFor();
  await tabTo(page, day);
  await page.keyboard.press('Enter');
}

/** The first day with room, its first time (Space), then Continue. */
async function chooseDateAndTime(page: Page, words: Words): Promise<void> {
  await chooseDay(page);
  const time = page.getByRole('radio').first();
  await tabTo(page, time);
  await page.keyboard.press('Space');
  await expectFocus(page, `input: ${await time.getAttribute('aria-label')}`);
  await press(page, words.next);
}

/** Continues as a guest: the form's first field takes the focus; Enter sends it. */
async function continueAsGuest(page: Page, words: Words): Promise<void> {
  await press(page, words.guest);
  await expectFocus(page, `input: ${words.name}`);
  await page.keyboard.type('Rita Gomes');
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type('rita.gomes@example.pt');
  await tabTo(page, page.getByLabel(words.phone, { exact: true }));
  await page.keyboard.type('912000222');
  await page.keyboard.press('Enter');
}

/** Contact, review, confirm: each step's heading has the focus; then the success's. */
async function contactReviewConfirm(page: Page, words: Words, success: string): Promise<void> {
  await expectFocus(page, `h2: ${words.contact}`);
  await expectOneH1(page);
  await press(page, words.next);
  await expectFocus(page, `h2: ${words.review}`);
  await press(page, words.confirm);
  await expectFocus(page, `h2: ${success}`);
  await expectOneH1(page);
}

for (const words of LANGUAGES) {
  const { language } = words;

  e2e(
    `type 1, signed out: date, sign-in with a password, contact, review, success, campaign [${language}]`,
    async ({ page }) => {
      await page.goto(`/?campaignId=108&language=${language}`);
      const title = page.getByRole('heading', { level: 1, name: 'Copo de boas-vindas no jantar' });
      await title.waitFor();
      await press(page, words.book);
      await expectFocus(page, `h2: ${words.dateAndTime}`);
      await chooseDateAndTime(page, words);

      // The sign-in is a step of the booking: its heading, under the booking's one h1.
      await expectFocus(page, `h2: ${words.signInToBook}`);
      await expectOneH1(page);
      await tabTo(page, page.getByLabel('Email', { exact: true }));
      await page.keyboard.type('ana.silva@example.pt');
      await page.keyboard.press('Enter');
      // The password step: its field takes the focus.
      await expectFocus(page, `input: ${words.password}`);
      await page.keyboard.type('Segredo123');
      await page.keyboard.press('Enter');

      await contactReviewConfirm(page, words, words.confirmed);
      await press(page, words.done);
      await expectFocus(page, 'h1: Copo de boas-vindas no jantar');
    },
  );

  e2e(
    `type 2 as a guest: date, sign-in, contact, review, success, campaign [${language}]`,
    async ({ page }) => {
      await page.goto(`/?campaignId=102&allowGuestLogin=true&language=${language}`);
      await page.getByRole('heading', { level: 1, name: 'Brunch de fim de semana' }).waitFor();
      await press(page, words.book);
      await expectFocus(page, `h2: ${words.dateAndTime}`);
      await chooseDateAndTime(page, words);
      await expectFocus(page, `h2: ${words.signInToBook}`);
      await expectOneH1(page);
      await continueAsGuest(page, words);
      await contactReviewConfirm(page, words, words.pending);
      await press(page, words.done);
      await expectFocus(page, 'h1: Brunch de fim de semana');
    },
  );

  e2e(
    `type 3 as a guest: day, sign-in, contact, review, success, campaign [${language}]`,
    async ({ page }) => {
      await page.goto(`/?campaignId=103&allowGuestLogin=true&language=${language}`);
      const title = page.getByRole('heading', { level: 1 });
      await title.waitFor();
      const campaign = (await title.textContent())!.trim();
      await press(page, words.book);
      await expectFocus(page, `h2: ${words.day}`);
      await chooseDay(page);
      // A day is chosen where it is: the focus stays on it.
      expect(await focused(page)).toMatch(/^button: /);
      await press(page, words.next);
      await expectFocus(page, `h2: ${words.signInToBook}`);
      await continueAsGuest(page, words);
      await contactReviewConfirm(page, words, words.confirmed);
      await press(page, words.done);
      await expectFocus(page, `h1: ${campaign}`);
    },
  );

  e2e(
    `type 5 as a guest: sign-in, contact, review, the coupon, campaign [${language}]`,
    async ({ page }) => {
      await page.goto(`/?campaignId=114&allowGuestLogin=true&language=${language}`);
      await page
        .getByRole('heading', { level: 1, name: 'Café e pastel de nata de boas-vindas' })
        .waitFor();
      await press(page, words.getCoupon);
      // A coupon has no date: the sign-in is its first step.
      await expectFocus(page, `h2: ${words.signInForCoupon}`);
      await expectOneH1(page);
      await continueAsGuest(page, words);
      await contactReviewConfirm(page, words, words.coupon);
      await press(page, words.done);
      await expectFocus(page, 'h1: Café e pastel de nata de boas-vindas');
    },
  );

  e2e(
    `type 6 as a guest: suggested dates by keyboard, sign-in, contact, review, success, campaign [${language}]`,
    async ({ page }) => {
      await page.goto(`/?campaignId=113&allowGuestLogin=true&language=${language}`);
      const title = page.getByRole('heading', { level: 1 });
      await title.waitFor();
      const campaign = (await title.textContent())!.trim();
      await press(page, words.suggestDates);
      await expectFocus(page, `h2: ${words.suggest}`);

      // Up to two times of the first day with room, then one a week later (at least 24 hours
      // ahead, as one suggestion must be): Space ticks a time, arrows move in the calendar.
      const unticked = page.getByRole('checkbox', { checked: false });
      let chosen = 0;
      await chooseDay(page);
      await unticked.first().waitFor();
      while (chosen < 2 && (await unticked.count()) > 0) {
        await tabTo(page, unticked.first());
        await page.keyboard.press('Space');
        chosen++;
      }
      await shiftTabTo(page, calendarDay(page));
      await page.keyboard.press('ArrowDown');
      // A week later may be closed: the next day that is not, as the visitor would look for it.
      for (let tries = 0; tries < 7; tries++) {
        const day = page.locator('[role="grid"] button:focus');
        if ((await day.getAttribute('aria-disabled')) !== 'true') break;
        await page.keyboard.press('ArrowRight');
      }
      await page.keyboard.press('Enter');
      await unticked.first().waitFor();
      while (chosen < 3) {
        await tabTo(page, unticked.first());
        await page.keyboard.press('Space');
        chosen++;
      }
      await press(page, words.next);

      await expectFocus(page, `h2: ${words.signInToBook}`);
      await expectOneH1(page);
      await continueAsGuest(page, words);
      await contactReviewConfirm(page, words, words.suggestionsSent);
      await press(page, words.done);
      await expectFocus(page, `h1: ${campaign}`);
    },
  );

  e2e(
    `a service of shop 12 as a guest: the list, date, sign-in, contact, review, success, the list [${language}]`,
    async ({ page }) => {
      await page.goto(`/?shopId=12&allowGuestLogin=true&language=${language}`);
      await page.getByRole('heading', { level: 1, name: 'Barbearia & Spa da Foz' }).waitFor();
      await press(page, words.bookService('Corte de cabelo clássico'));
      await expectFocus(page, `h2: ${words.dateAndTime}`);
      await expectOneH1(page);
      await chooseDateAndTime(page, words);
      await expectFocus(page, `h2: ${words.signInToBook}`);
      await continueAsGuest(page, words);
      await contactReviewConfirm(page, words, words.confirmed);
      await press(page, words.done);
      await expectFocus(page, 'h1: Barbearia & Spa da Foz');
    },
  );

  e2e(
    `signed in, type 1 goes from the date straight to the contact step [${language}]`,
    async ({ page }) => {
      await page.goto(`/?campaignId=108&externalToken=ext-ana&language=${language}`);
      await press(page, words.book);
      await expectFocus(page, `h2: ${words.dateAndTime}`);
      await chooseDateAndTime(page, words);
      await contactReviewConfirm(page, words, words.confirmed);
    },
  );

  e2e(
    `back to the campaign from the date step: its heading has the focus [${language}]`,
    async ({ page }) => {
      await page.goto(`/?campaignId=108&language=${language}`);
      await press(page, words.book);
      await expectFocus(page, `h2: ${words.dateAndTime}`);
      await press(page, words.backToCampaign);
      await expectFocus(page, 'h1: Copo de boas-vindas no jantar');
    },
  );

  e2e(
    `“buy voucher” and back: a heading takes the focus each way, never the page [${language}]`,
    async ({ page }) => {
      await page.goto(`/?campaignId=101&language=${language}`);
      await press(page, words.buyVoucher);
      await expect.poll(() => focused(page)).toMatch(/^h[12]: /);
      await expectOneH1(page);
      await press(page, words.backToCampaign);
      await expectFocus(page, 'h1: Jantar de degustação para dois');
    },
  );
}
