// The browser's Back and Forward step through the widget's steps, in Chromium, by role and label,
// against the sandbox in the page: a booking, a voucher and an order, in the widget's own page
// and inside the demo merchant page's frame (whose entries join the page's history). Back is
// what the step's own back button does, with every choice kept; Forward returns to the step left;
// a payment waiting for its outcome is not left by Back, and the widget says so. Back and Forward
// are the top page's `history.back()` and `history.forward()`, as the browser's buttons are.
// Further in: a booking through its contact and review (what was typed kept), an order through
// cart, delivery address and contact; and a page whose history entry names a later step while
// nothing is stored (site data cleared), which opens the booking's first step; and a reload
// mid-booking, after which Back returns to the campaign and then leaves the widget; and Forward
// onto a step still loading, which goes on once its button can be pressed.
import { expect } from 'vitest';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { e2e, embeddedWidget, merchantURL, shows, transportToCart } from './support';

const back = (page: Page) => page.evaluate(() => history.back());
const forward = (page: Page) => page.evaluate(() => history.forward());

type Screen = Page | FrameLocator;

/** Campaign 107's order, up to its menu: takeaway, as soon as possible. */
async function orderToMenu(screen: Screen): Promise<void> {
  await shows(
    screen.getByRole('heading', { level: 1, name: 'Francesinha para levar ou entregar em casa' }),
  );
  await screen.getByRole('button', { name: 'Encomendar' }).click();
  await shows(screen.getByRole('heading', { name: 'Como quer receber a encomenda?' }));
  await screen.getByRole('radio', { name: 'Para levar (recolha no estabelecimento)' }).check();
  await screen.getByRole('button', { name: 'Continuar', exact: true }).click();
  await shows(screen.getByRole('heading', { name: 'Menu', exact: true }));
}

/**
 * Back from the menu to the transport (takeaway still chosen), Forward to the menu again; Back
 * twice to the campaign, Forward to the transport.
 */
async function backAndForwardThroughTheOrder(page: Page, screen: Screen): Promise<void> {
  const transport = screen.getByRole('heading', { name: 'Como quer receber a encomenda?' });
  const menu = screen.getByRole('heading', { name: 'Menu', exact: true });
  const takeaway = screen.getByRole('radio', { name: 'Para levar (recolha no estabelecimento)' });
  await back(page);
  await shows(transport);
  await expect.poll(() => takeaway.isChecked()).toBe(true);
  await forward(page);
  await shows(menu);

  await back(page);
  await shows(transport);
  await back(page);
  await shows(screen.getByRole('button', { name: 'Encomendar' }));
  await expect.poll(() => transport.count()).toBe(0);
  await forward(page);
  await shows(transport);
}

e2e(
  "an order, in the widget's page: Back goes to the transport with takeaway kept, Forward to the menu; Back twice to the campaign, Forward to the transport",
  async ({ page }) => {
    await page.goto('/?campaignId=107');
    await orderToMenu(page);
    await backAndForwardThroughTheOrder(page, page);
  },
);

e2e(
  "an order, inside the merchant page's frame: Back and Forward step through the widget's steps, the merchant page stays",
  async ({ page }) => {
    await page.goto(`${merchantURL}?campaignId=107`);
    const { widget } = embeddedWidget(page);
    await orderToMenu(widget);
    const merchantPage = page.url();
    await backAndForwardThroughTheOrder(page, widget);
    expect(page.url()).toBe(merchantPage);
  },
);

e2e(
  'a booking: Back from the sign-in step shows the calendar with the time chosen, Back again the campaign; Forward returns to the calendar',
  async ({ page }) => {
    await page.goto('/?campaignId=108');
    await shows(page.getByRole('heading', { level: 1, name: 'Copo de boas-vindas no jantar' }));
    await page.getByRole('button', { name: 'Reservar' }).click();
    await page.locator('[role="grid"] button[tabindex="0"]').click();
    const firstTime = page.getByRole('radio').first();
    await firstTime.check();
    const time = await firstTime.getAttribute('aria-label');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Inicie sessão para concluir a reserva' }));

    await back(page);
    await shows(page.getByRole('grid'));
    await expect.poll(() => page.getByRole('radio').first().isChecked()).toBe(true);
    expect(await page.getByRole('radio').first().getAttribute('aria-label')).toBe(time);
    await back(page);
    await shows(page.getByRole('button', { name: 'Reservar' }));
    await expect.poll(() => page.getByRole('grid').count()).toBe(0);

    await forward(page);
    await shows(page.getByRole('grid'));
  },
);

e2e(
  'a voucher: Back from the payment to the buyer, then to the count, then to the campaign; Forward to the count',
  async ({ page }) => {
    await page.goto('/?campaignId=101&externalToken=ext-ana');
    await shows(page.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
    await page.getByRole('button', { name: 'Comprar voucher' }).click();
    const countStep = page.getByRole('button', { name: 'Continuar', exact: true });
    await countStep.click();
    const toPayment = page.getByRole('button', { name: 'Continuar para o pagamento' });
    await toPayment.click();
    await shows(page.getByRole('heading', { name: 'Pagamento' }));

    await back(page);
    await shows(toPayment);
    await back(page);
    await shows(countStep);
    await expect.poll(() => toPayment.count()).toBe(0);
    await back(page);
    await shows(page.getByRole('button', { name: 'Comprar voucher' }));

    await forward(page);
    await shows(countStep);
  },
);

e2e(
  'a payment waiting for MB WAY: Back stays on it and says nothing was cancelled; one payment, paid once the app confirms',
  async ({ page }) => {
    await page.goto('/?campaignId=101&externalToken=ext-ana');
    await shows(page.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
    await page.getByRole('button', { name: 'Comprar voucher' }).click();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await shows(page.getByRole('heading', { name: 'Pagamento' }));
    await page.getByRole('radio', { name: 'MB WAY', exact: true }).check();
    await page.getByLabel('Número de telemóvel').fill('912000001');
    await page.getByRole('button', { name: 'Pagar' }).click();
    const waiting = page.getByRole('heading', { name: 'Confirme o pagamento na app MB WAY' });
    await shows(waiting);

    await back(page);
    await shows(
      page.getByRole('status').filter({ hasText: 'Não é possível voltar atrás neste passo.' }),
    );
    await shows(waiting);
    await page.clock.runFor(12_000);
    await shows(page.getByRole('heading', { name: 'Voucher comprado' }));
    const payments = await page.evaluate(
      () =>
        [
          ...(
            window as unknown as { __sandbox: { store: { payments: Map<string, unknown> } } }
          ).__sandbox.store.payments.values(),
        ].length,
    );
    expect(payments).toBe(1);
  },
);

/** Campaign 108 booked by Ana (signed in by the parent app's token), up to the review, a note typed. */
async function bookingToReview(screen: Screen): Promise<void> {
  await shows(screen.getByRole('heading', { level: 1, name: 'Copo de boas-vindas no jantar' }));
  await screen.getByRole('button', { name: 'Reservar' }).click();
  await screen.locator('[role="grid"] button[tabindex="0"]').click();
  await screen.getByRole('radio').first().check();
  await screen.getByRole('button', { name: 'Continuar', exact: true }).click();
  await shows(screen.getByRole('heading', { name: 'Os seus contactos' }));
  await screen.getByLabel('Notas para o estabelecimento (opcional)').fill(NOTE);
  await screen.getByRole('button', { name: 'Continuar', exact: true }).click();
  await shows(screen.getByRole('heading', { name: 'Confirme os dados' }));
  await shows(screen.getByText(NOTE));
}

const NOTE = 'Somos dois, mesa perto da janela.';

/**
 * Back from the review to the contact, the note as typed; Forward to the review, the note on it;
 * Back twice to the calendar, a time still chosen. Nothing booked on the way.
 */
async function backAndForwardThroughTheBooking(
  page: Page,
  screen: Screen,
  sandboxIn: Page | Frame,
): Promise<void> {
  const contact = screen.getByRole('heading', { name: 'Os seus contactos' });
  const review = screen.getByRole('heading', { name: 'Confirme os dados' });
  const note = screen.getByLabel('Notas para o estabelecimento (opcional)');
  await back(page);
  await shows(contact);
  await expect.poll(() => note.inputValue()).toBe(NOTE);
  expect(await screen.getByLabel('Nome', { exact: true }).inputValue()).toBe('Ana Silva');
  await forward(page);
  await shows(review);
  await shows(screen.getByText(NOTE));

  await back(page);
  await shows(contact);
  await back(page);
  await shows(screen.getByRole('grid'));
  await expect.poll(() => screen.getByRole('radio', { checked: true }).count()).toBe(1);
  expect(await reservationsIn(sandboxIn)).toBe(0);
}

/** How many reservations the sandbox (in the page or the widget's frame) holds. */
const reservationsIn = (where: Page | Frame) =>
  where.evaluate(
    () =>
      (window as unknown as { __sandbox: { store: { reservations: unknown[] } } }).__sandbox.store
        .reservations.length,
  );

e2e(
  "a booking, in the widget's page: Back from the review to the contact with the note typed, Forward to the review; Back twice to the calendar",
  async ({ page }) => {
    await page.goto('/?campaignId=108&externalToken=ext-ana');
    await bookingToReview(page);
    await backAndForwardThroughTheBooking(page, page, page);
  },
);

e2e(
  "a booking, inside the merchant page's frame: Back from the review to the contact with the note typed, Forward to the review; the merchant page stays",
  async ({ page }) => {
    await page.goto(`${merchantURL}?campaignId=108&externalToken=ext-ana`);
    const { widget, frame } = embeddedWidget(page);
    await bookingToReview(widget);
    const merchantPage = page.url();
    await backAndForwardThroughTheBooking(page, widget, await frame());
    expect(page.url()).toBe(merchantPage);
  },
);

/** Campaign 107 delivered at home to Ana, from the menu through the cart to her contact. */
async function orderToContact(screen: Screen): Promise<void> {
  await shows(
    screen.getByRole('heading', { level: 1, name: 'Francesinha para levar ou entregar em casa' }),
  );
  await screen.getByRole('button', { name: 'Encomendar' }).click();
  await transportToCart(screen, 'Entrega em casa');
  await screen.getByRole('button', { name: 'Encomendar' }).click();
  await shows(screen.getByRole('heading', { name: 'Morada de entrega' }));
  await screen.getByLabel('Rua e número').fill(STREET);
  await screen.getByLabel('Código postal').fill('4050-262');
  await screen.getByLabel('Localidade').fill('Porto');
  await screen.getByRole('button', { name: 'Entregar nesta morada' }).click();
  await shows(screen.getByRole('heading', { name: 'Os seus contactos' }));
}

const STREET = 'Rua de Cedofeita 210';

/**
 * Back from the contact to the delivery address, as typed; Back to the cart; Forward to the
 * address, Forward to the contact. Nothing ordered on the way.
 */
async function backAndForwardThroughTheCheckout(
  page: Page,
  screen: Screen,
  sandboxIn: Page | Frame,
): Promise<void> {
  const address = screen.getByRole('heading', { name: 'Morada de entrega' });
  const cart = screen.getByRole('heading', { name: 'Carrinho', exact: true });
  const contact = screen.getByRole('heading', { name: 'Os seus contactos' });
  const street = screen.getByLabel('Rua e número');
  await back(page);
  await shows(address);
  await expect.poll(() => street.inputValue()).toBe(STREET);
  await back(page);
  await shows(cart);
  await expect.poll(() => address.count()).toBe(0);
  await forward(page);
  await shows(address);
  await expect.poll(() => street.inputValue()).toBe(STREET);
  await forward(page);
  await shows(contact);
  expect(await ordersIn(sandboxIn)).toBe(0);
}

/** How many orders the sandbox (in the page or the widget's frame) holds. */
const ordersIn = (where: Page | Frame) =>
  where.evaluate(
    () =>
      (window as unknown as { __sandbox: { store: { orders: Map<string, unknown> } } }).__sandbox
        .store.orders.size,
  );

e2e(
  "an order, in the widget's page: Back from the contact to the delivery address as typed, then to the cart; Forward to the address and the contact",
  async ({ page }) => {
    await page.goto('/?campaignId=107&externalToken=ext-ana');
    await orderToContact(page);
    await backAndForwardThroughTheCheckout(page, page, page);
  },
);

e2e(
  "an order, inside the merchant page's frame: Back and Forward through cart, delivery and contact; the merchant page stays",
  async ({ page }) => {
    await page.goto(`${merchantURL}?campaignId=107&externalToken=ext-ana`);
    const { widget, frame } = embeddedWidget(page);
    await orderToContact(widget);
    const merchantPage = page.url();
    await backAndForwardThroughTheCheckout(page, widget, await frame());
    expect(page.url()).toBe(merchantPage);
  },
);

/** Every answer of the sandbox in the page waits this long (0: none). */
const answersTake = (page: Page, ms: number) =>
  page.evaluate((latency) => {
    (window as unknown as { __sandbox: { setLatency(ms: number): void } }).__sandbox.setLatency(
      latency,
    );
  }, ms);

e2e(
  'an order: Forward to the contact while the delivery address, reopened, still waits for its countries goes on once it can',
  async ({ page }) => {
    await page.goto('/?campaignId=107&externalToken=ext-ana');
    await orderToContact(page);
    await back(page);
    await shows(page.getByRole('heading', { name: 'Morada de entrega' }));
    await back(page);
    await shows(page.getByRole('heading', { name: 'Carrinho', exact: true }));
    await answersTake(page, 2500);
    await forward(page);
    await shows(page.getByRole('heading', { name: 'Morada de entrega' }));
    const deliverHere = page.getByRole('button', { name: 'Entregar nesta morada' });
    expect(await deliverHere.getAttribute('aria-disabled')).toBe('true');
    await forward(page);
    await answersTake(page, 0);
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
    expect(await ordersIn(page)).toBe(0);
  },
);

e2e(
  'an order: Back while Forward still waits on the delivery address stays on the address, which no longer goes on by itself; Back again to the cart',
  async ({ page }) => {
    await page.goto('/?campaignId=107&externalToken=ext-ana');
    await orderToContact(page);
    const address = page.getByRole('heading', { name: 'Morada de entrega' });
    const deliverHere = page.getByRole('button', { name: 'Entregar nesta morada' });
    await back(page);
    await shows(address);
    await back(page);
    await shows(page.getByRole('heading', { name: 'Carrinho', exact: true }));
    await answersTake(page, 2500);
    await forward(page);
    await shows(address);
    expect(await deliverHere.getAttribute('aria-disabled')).toBe('true');
    await forward(page);
    await back(page);
    await answersTake(page, 0);
    // The countries arrive and the button can be pressed: nobody presses it.
    await expect.poll(() => deliverHere.getAttribute('aria-disabled')).toBeNull();
    expect(await address.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Os seus contactos' }).count()).toBe(0);
    await back(page);
    await shows(page.getByRole('heading', { name: 'Carrinho', exact: true }));
    expect(await ordersIn(page)).toBe(0);
  },
);

/**
 * Forgets everything the widget stored (site data cleared): now, and again as the next documents
 * start, before the widget's scripts, whatever a leaving page wrote meanwhile.
 */
async function clearStorage(page: Page, frames: Frame[] = []): Promise<void> {
  const clear = () => {
    localStorage.clear();
    sessionStorage.clear();
  };
  await page.context().addInitScript(clear);
  for (const where of [page, ...frames]) await where.evaluate(clear);
}

/**
 * After a reload whose history entry names the contact step while nothing is stored: the first
 * step of the booking, no error; Back and Forward work from there.
 */
async function firstValidStepAfterDeepLink(page: Page, screen: Screen): Promise<void> {
  await shows(screen.getByRole('heading', { level: 1, name: 'Copo de boas-vindas no jantar' }));
  const book = screen.getByRole('button', { name: 'Reservar' });
  await shows(book);
  expect(await screen.getByRole('heading', { name: 'Os seus contactos' }).count()).toBe(0);
  expect(await screen.getByRole('alert').count()).toBe(0);

  await book.click();
  await shows(screen.getByRole('grid'));
  await back(page);
  await shows(book);
  await expect.poll(() => screen.getByRole('grid').count()).toBe(0);
  await forward(page);
  await shows(screen.getByRole('grid'));
}

e2e(
  "a deep link to the contact step with nothing stored, in the widget's page: the booking's first step, no error; Back and Forward work",
  async ({ page, log }) => {
    await page.goto('/?campaignId=108&externalToken=ext-ana');
    await bookingToReview(page);
    await back(page);
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
    // The page's history entry names the contact step: the reload is a link to it.
    expect(await page.evaluate(() => JSON.stringify(history.state))).toContain('Os seus contactos');
    await clearStorage(page);
    await page.reload();
    await firstValidStepAfterDeepLink(page, page);
    expect(log.pageErrors).toEqual([]);
  },
);

e2e(
  "a deep link to the contact step with nothing stored, inside the merchant page's frame: the booking's first step, no error; Back and Forward work",
  async ({ page, log }) => {
    await page.goto(`${merchantURL}?campaignId=108&externalToken=ext-ana`);
    const { widget, frame } = embeddedWidget(page);
    await bookingToReview(widget);
    await back(page);
    await shows(widget.getByRole('heading', { name: 'Os seus contactos' }));
    const merchantPage = page.url();
    const widgetFrame = await frame();
    // The frame's history entry names the contact step: the reload is a link to it.
    expect(await widgetFrame.evaluate(() => JSON.stringify(history.state))).toContain(
      'Os seus contactos',
    );
    await clearStorage(page, [widgetFrame]);
    // The frame's document is reloaded: its history entry (the contact step) stays.
    await widgetFrame.evaluate(() => location.reload());
    await firstValidStepAfterDeepLink(page, widget);
    expect(page.url()).toBe(merchantPage);
    expect(log.pageErrors).toEqual([]);
  },
);

/**
 * After a reload at the review (the booking reopens at its calendar): Back to the campaign, then
 * Back leaves the widget for the page before it, past the entries of the steps before the reload.
 */
async function backOutAfterReload(page: Page, screen: Screen): Promise<void> {
  await shows(screen.getByRole('grid'));
  await back(page);
  await shows(screen.getByRole('button', { name: 'Reservar' }));
  await back(page);
  await expect.poll(() => page.url()).toBe('about:blank');
}

e2e(
  "after a reload mid-booking, in the widget's page: Back to the campaign, then out of the widget, not held by the entries of before the reload",
  async ({ page, log }) => {
    await page.goto('/?campaignId=108&externalToken=ext-ana');
    await bookingToReview(page);
    await page.reload();
    await backOutAfterReload(page, page);
    expect(log.pageErrors).toEqual([]);
  },
);

e2e(
  "after a reload mid-booking, inside the merchant page's frame: Back to the campaign, then out of the merchant page, not held by the entries of before the reload",
  async ({ page, log }) => {
    await page.goto(`${merchantURL}?campaignId=108&externalToken=ext-ana`);
    const { widget, frame } = embeddedWidget(page);
    await bookingToReview(widget);
    await (await frame()).evaluate(() => location.reload());
    await backOutAfterReload(page, widget);
    expect(log.pageErrors).toEqual([]);
  },
);
