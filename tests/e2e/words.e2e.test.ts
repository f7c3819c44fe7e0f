// Words that follow what happened (issue 14), in Portuguese and in English: SMS is mentioned on a
// success only when the visitor ticked "receive SMS"; a guest is not told of points won; a
// service's times count openings; the register step inside a booking asks to create an account;
// a sign-in inside a booking offers the social providers; a free offer is not sold as a voucher;
// "send a new code" shows its cool-down, announced once and not each second, and confirms a new
// code; "view rewards" is a disclosure with a marker one can see on a 360 px phone, leading to
// the personal area's points and prizes.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, shows, tabTo } from './support';

const LANGUAGES = [
  {
    language: 'pt_PT',
    book: 'Reservar',
    free: 'Grátis',
    buyVoucher: 'Comprar voucher',
    suggestDates: 'Sugerir datas',
    next: 'Continuar',
    confirm: 'Confirmar',
    guest: 'Continuar como convidado',
    name: 'Nome',
    phone: 'Número de telemóvel',
    password: 'Palavra-passe',
    contact: 'Os seus contactos',
    review: 'Confirme os dados',
    confirmed: 'Reserva confirmada',
    pending: 'Pedido de reserva enviado',
    suggestionsSent: 'Sugestões enviadas',
    byEmailOnly: 'confirmá-la por email.',
    bySmsAndEmail: 'confirmá-la por SMS e email.',
    smsTo: 'Vai receber a confirmação por SMS no número +351 912000222.',
    rewards: 'Ver recompensas',
    seePointsAndPrizes: 'Ver os meus pontos e prémios',
    myBookings: 'As minhas reservas',
    pointsBalance: 'Saldo de pontos:',
    createAccountForPoints: 'Crie uma conta para ganhar pontos com as suas próximas reservas.',
    pointsWon: /Ganhou \d+ pontos/,
    openings: /, \d+ vagas?$/,
    places: /lugar(es)? livres?/,
    signInToBook: 'Inicie sessão para concluir a reserva',
    registerToBook: 'Crie uma conta para concluir a reserva',
    socialProvider: (provider: string) => `Continuar com ${provider}`,
    bookService: 'Reservar Corte de cabelo clássico',
    myBookingsSignIn: 'Inicie sessão para ver as suas reservas',
    confirmEmail: 'Confirme o seu email',
    resend: 'Enviar novo código',
    countdown: /^Pode pedir um novo código daqui a (\d+) s\.$/,
    countdownAnnounced: /^Pode pedir um novo código daqui a \d+ segundos\.$/,
    noCode: 'Não recebeu o código? Peça um novo.',
    canResend: 'Já pode pedir um novo código.',
    newCode: 'Enviámos um novo código.',
    newCodeAnnounced: /^Enviámos um novo código\. Pode pedir outro daqui a \d+ segundos\.$/,
  },
  {
    language: 'en_EN',
    book: 'Book',
    free: 'Free',
    buyVoucher: 'Buy voucher',
    suggestDates: 'Suggest dates',
    next: 'Continue',
    confirm: 'Confirm',
    guest: 'Continue as a guest',
    name: 'Name',
    phone: 'Mobile number',
    password: 'Password',
    contact: 'Your contact details',
    review: 'Check your booking',
    confirmed: 'Booking confirmed',
    pending: 'Booking request sent',
    suggestionsSent: 'Suggestions sent',
    byEmailOnly: 'confirm it by email.',
    bySmsAndEmail: 'confirm it by SMS and email.',
    smsTo: 'You will get the confirmation by SMS at +351 912000222.',
    rewards: 'View rewards',
    seePointsAndPrizes: 'See my points and prizes',
    myBookings: 'My bookings',
    pointsBalance: 'Points balance:',
    createAccountForPoints: 'Create an account to earn points with your next bookings.',
    pointsWon: /You earned \d+ points/,
    openings: /, \d+ openings?$/,
    places: /places? left/,
    signInToBook: 'Sign in to complete your booking',
    registerToBook: 'Create an account to complete your booking',
    socialProvider: (provider: string) => `Continue with ${provider}`,
    bookService: 'Book Corte de cabelo clássico',
    myBookingsSignIn: 'Sign in to see your bookings',
    confirmEmail: 'Confirm your email',
    resend: 'Send a new code',
    countdown: /^You can ask for a new code in (\d+) s\.$/,
    countdownAnnounced: /^You can ask for a new code in \d+ seconds\.$/,
    noCode: "Didn't get the code? Ask for a new one.",
    canResend: 'You can ask for a new code now.',
    newCode: 'We have sent a new code.',
    newCodeAnnounced: /^We have sent a new code\. You can ask for another one in \d+ seconds\.$/,
  },
] as const;

type Words = (typeof LANGUAGES)[number];

/** The calendar's tab stop (the first day with room), its first time, then Continue. */
async function chooseFirstSlot(page: Page, words: Words): Promise<void> {
  await page.locator('[role="grid"] button[tabindex="0"]').click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: words.next, exact: true }).click();
}

/** Type 6: three times from the first days with room (campaign 106 asks 24 hours ahead). */
async function suggestThreeTimes(page: Page, words: Words): Promise<void> {
  const days = page.locator('[role="grid"] button:not([aria-disabled="true"])');
  const unticked = page.getByRole('checkbox', { checked: false });
  await days.first().waitFor();
  let chosen = 0;
  for (let day = 0; chosen < 3; day++) {
    await days.nth(day).click();
    await page.getByRole('checkbox').first().waitFor();
    while (chosen < 3 && (await unticked.count()) > 0) {
      await unticked.first().check();
      chosen++;
    }
  }
  await page.getByRole('button', { name: words.next, exact: true }).click();
}

/** Continues as a guest with Rita's details, to the review. */
async function asGuestToReview(page: Page, words: Words): Promise<void> {
  await page.getByRole('button', { name: words.guest }).click();
  await page.getByLabel(words.name, { exact: true }).fill('Rita Gomes');
  await page.getByLabel('Email', { exact: true }).fill('rita.gomes@example.pt');
  await page.getByLabel(words.phone, { exact: true }).fill('912000222');
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await shows(page.getByRole('heading', { name: words.contact }));
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await shows(page.getByRole('heading', { name: words.review }));
}

/** The success screen: the section its heading names. */
async function success(page: Page, heading: string): Promise<Locator> {
  const section = page.getByRole('region', { name: heading });
  await shows(section);
  return section;
}

const textOf = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

for (const words of LANGUAGES) {
  const { language } = words;

  for (const sms of [false, true]) {
    e2e(
      `type 6: the success speaks of SMS ${sms ? 'when' : 'only when'} it was ticked (${sms ? 'ticked' : 'not ticked'}) [${language}]`,
      async ({ page }) => {
        await page.goto(`/?campaignId=106&allowGuestLogin=true&language=${language}`);
        await page.getByRole('button', { name: words.suggestDates }).click();
        await suggestThreeTimes(page, words);
        await asGuestToReview(page, words);
        if (sms) await page.getByRole('checkbox', { name: /SMS/ }).check();
        await page.getByRole('button', { name: words.confirm, exact: true }).click();

        const section = await success(page, words.suggestionsSent);
        const text = await textOf(section);
        if (sms) {
          expect(text).toContain(words.bySmsAndEmail);
          expect(text).toContain(words.smsTo);
        } else {
          expect(text).toContain(words.byEmailOnly);
          expect(text).not.toMatch(/SMS/);
        }
      },
    );

    e2e(
      `type 2: a guest’s pending booking speaks of SMS only if ticked (${sms ? 'ticked' : 'not ticked'}), and of no points won [${language}]`,
      async ({ page }) => {
        await page.goto(`/?campaignId=102&allowGuestLogin=true&language=${language}`);
        await page.getByRole('button', { name: words.book, exact: true }).click();
        await chooseFirstSlot(page, words);
        await asGuestToReview(page, words);
        if (sms) await page.getByRole('checkbox', { name: /SMS/ }).check();
        await page.getByRole('button', { name: words.confirm, exact: true }).click();

        const section = await success(page, words.pending);
        const text = await textOf(section);
        if (sms) expect(text).toContain(words.smsTo);
        else expect(text).not.toMatch(/SMS/);
        // A guest has no account to collect points in: invited to make one, never told they won.
        await section.getByText(words.rewards).click();
        await shows(section.getByText(words.createAccountForPoints));
        expect(await textOf(section)).not.toMatch(words.pointsWon);
      },
    );
  }

  e2e(
    `inside a booking, a new email registers under “create an account”, and the providers are offered [${language}]`,
    async ({ page }) => {
      await page.goto(`/?campaignId=108&language=${language}`);
      await page.getByRole('button', { name: words.book, exact: true }).click();
      await chooseFirstSlot(page, words);
      await shows(page.getByRole('heading', { level: 2, name: words.signInToBook }));
      for (const provider of ['Facebook', 'Google', 'Apple']) {
        await shows(page.getByRole('button', { name: words.socialProvider(provider) }));
      }
      await page.getByLabel('Email', { exact: true }).fill('ines.rocha@example.pt');
      await page.keyboard.press('Enter');
      await shows(page.getByRole('heading', { level: 2, name: words.registerToBook }));
      expect(await page.getByRole('heading', { name: words.signInToBook }).count()).toBe(0);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    },
  );

  e2e(`a free offer (108) is booked, never sold as a voucher [${language}]`, async ({ page }) => {
    await page.goto(`/?campaignId=108&language=${language}`);
    // The campaign's actions are drawn together: once "book" is there, a voucher button would be.
    await shows(page.getByRole('button', { name: words.book, exact: true }));
    await shows(page.getByText(words.free, { exact: true }).first());
    expect(await page.getByRole('button', { name: words.buyVoucher }).count()).toBe(0);
  });

  e2e(`a haircut’s times count openings, not places [${language}]`, async ({ page }) => {
    await page.goto(`/?shopId=12&language=${language}`);
    await page.getByRole('button', { name: words.bookService }).click();
    await page.locator('[role="grid"] button[tabindex="0"]').click();
    const times = page.getByRole('radio');
    await times.first().waitFor();
    for (const label of await times.evaluateAll((radios) =>
      radios.map((radio) => radio.getAttribute('aria-label') ?? ''),
    )) {
      expect(label).toMatch(words.openings);
      expect(label).not.toMatch(words.places);
    }
  });

  e2e(
    `“send a new code” counts its cool-down down, announces it once, and confirms a new code [${language}]`,
    async ({ page }) => {
      // Joana never confirmed her email: signing in asks for its code, one just sent.
      await page.goto(`/?defaultView=myBookings&language=${language}`);
      await shows(page.getByRole('heading', { level: 1, name: words.myBookingsSignIn }));
      await page.getByLabel('Email', { exact: true }).fill('joana.pereira@example.pt');
      await page.keyboard.press('Enter');
      await page.getByLabel(words.password, { exact: true }).fill('Segredo123');
      await page.keyboard.press('Enter');
      await shows(page.getByRole('heading', { level: 1, name: words.confirmEmail }));

      const resend = page.getByRole('button', { name: words.resend });
      const countdown = page.getByText(words.countdown);
      const secondsLeft = async () =>
        Number(words.countdown.exec(await textOf(countdown))?.[1] ?? Number.NaN);
      // What screen readers hear: a polite status, said once per cool-down.
      const announced = page.getByRole('status').filter({ hasText: words.countdownAnnounced });
      await shows(countdown);
      await announced.waitFor({ state: 'attached' });
      expect(await resend.getAttribute('aria-disabled')).toBe('true');
      const atFirst = await secondsLeft();
      expect(atFirst).toBeGreaterThan(20);
      expect(atFirst).toBeLessThanOrEqual(30);

      // Ten seconds on the page's clock: the count follows, the announcement stays as it was.
      const changes = await announced.evaluate((status) => {
        const seen = { count: 0 };
        new MutationObserver(() => seen.count++).observe(status, {
          subtree: true,
          childList: true,
          characterData: true,
        });
        (window as unknown as { announcedChanges: typeof seen }).announcedChanges = seen;
        return seen.count;
      });
      await page.clock.runFor(10_000);
      await expect.poll(secondsLeft).toBeLessThanOrEqual(atFirst - 9);
      expect(await secondsLeft()).toBeGreaterThan(10);
      expect(
        await page.evaluate(
          () => (window as unknown as { announcedChanges: { count: number } }).announcedChanges,
        ),
      ).toEqual({ count: changes });
      expect(await resend.getAttribute('aria-disabled')).toBe('true');

      // The cool-down over: the button can be used, and that is said (once).
      await page.clock.runFor(21_000);
      await expect.poll(() => resend.getAttribute('aria-disabled')).toBeNull();
      await shows(page.getByText(words.noCode));
      await page
        .getByRole('status')
        .filter({ hasText: words.canResend })
        .waitFor({ state: 'attached' });
      expect(await countdown.count()).toBe(0);

      // A new code, asked for with the keyboard: confirmed, and a new cool-down starts.
      await tabTo(page, resend);
      await page.keyboard.press('Enter');
      await shows(page.getByText(words.newCode, { exact: true }));
      await page
        .getByRole('status')
        .filter({ hasText: words.newCodeAnnounced })
        .waitFor({ state: 'attached' });
      await shows(countdown);
      expect(await secondsLeft()).toBeGreaterThan(20);
      expect(await resend.getAttribute('aria-disabled')).toBe('true');
    },
  );

  e2e(
    `“view rewards” shows a marker that turns when it opens, and leads to the points and prizes, on a 360 px phone [${language}]`,
    async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 640 });
      await page.goto(`/?campaignId=108&externalToken=ext-ana&language=${language}`);
      await page.getByRole('button', { name: words.book, exact: true }).click();
      await chooseFirstSlot(page, words);
      await shows(page.getByRole('heading', { name: words.contact }));
      await page.getByRole('button', { name: words.next, exact: true }).click();
      await page.getByRole('button', { name: words.confirm, exact: true }).click();
      const section = await success(page, words.confirmed);
      const summary = section.locator('summary', { hasText: words.rewards });
      await shows(summary);

      /** The disclosure's marker as drawn: its content, turn, and the room it takes. */
      const marker = () =>
        summary.evaluate((element) => {
          const style = getComputedStyle(element, '::before');
          const text = document.createRange();
          text.selectNodeContents(element);
          const box = element.getBoundingClientRect();
          const textLeft = [...text.getClientRects()].map((rect) => rect.left);
          return {
            content: style.content,
            transform: style.transform,
            room: Math.min(...textLeft) - box.left,
            inside: box.left >= 0 && box.right <= document.documentElement.clientWidth,
            height: box.height,
            open: (element.parentElement as HTMLDetailsElement).open,
          };
        });
      const closed = await marker();
      expect(closed.content).not.toMatch(/^(none|normal)$/);
      expect(closed.content).toContain('▸');
      expect(closed.room, 'the marker takes room before the words').toBeGreaterThanOrEqual(8);
      expect(closed.inside).toBe(true);
      expect(closed.height).toBeGreaterThanOrEqual(24);
      expect(closed.open).toBe(false);

      await tabTo(page, summary);
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await marker()).open).toBe(true);
      expect((await marker()).transform).not.toBe(closed.transform);

      // The points earned lead to the personal area's balance and prizes, by keyboard.
      await tabTo(page, section.getByRole('button', { name: words.seePointsAndPrizes }));
      await page.keyboard.press('Enter');
      await shows(page.getByRole('heading', { level: 1, name: words.myBookings }));
      await shows(page.getByText(words.pointsBalance));
      // The button went with the booking's screen: the focus goes to the area's headings.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.tagName ?? ''))
        .toMatch(/^H[12]$/);
    },
  );
}
