// Services booked as the campaigns of their types are (SPEC 2 service flow, SPEC 4 booking types),
// in the browser against the demo build and the sandbox, in pt-PT: from Taberna do Chiado's list
// (shop 11), a day inside a time window (1103, type 3), a digital coupon (1104, type 5) and
// several suggested date-times (1105, type 6), each left once by its way back to the list, then
// booked as a guest; the sandbox holds one booking of that service with its type and date(s).
// The information-only service (1106, type 4) still says it has no online booking.
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, shows } from './support';

const SHOP = 'Taberna do Chiado';
const ZONE = 'Europe/Lisbon';

interface StoredReservation {
  reservationId: number;
  campaignId: number;
  campaignType?: number;
  status: string;
  numberOfPeople: number;
  date?: string;
  dateTimes?: string[];
  activationCode?: string;
}

/**
 * The reservations the sandbox holds (its store lives in the page, beside the worker), each with
 * the merchant service it was made of, as the store keeps it.
 */
function reservations(page: Page): Promise<(StoredReservation & { serviceId?: number })[]> {
  return page.evaluate(() => {
    const { store } = (
      window as unknown as {
        __sandbox: {
          store: {
            reservations: StoredReservation[];
            reservationsMade: Map<number, { serviceId?: number }>;
          };
        };
      }
    ).__sandbox;
    return store.reservations.map((reservation) => ({
      ...reservation,
      serviceId: store.reservationsMade.get(reservation.reservationId)?.serviceId,
    }));
  });
}

/** The shop's service list, its heading shown. */
async function atTheList(page: Page): Promise<void> {
  await shows(page.getByRole('heading', { level: 1, name: SHOP }));
}

/** The booking of a service: its name heads it. */
async function bookingOf(page: Page, name: string): Promise<void> {
  await shows(page.getByRole('heading', { level: 1, name: new RegExp(`^${name}`) }));
}

/** Continues as a guest with Rita's details, then the contact as prefilled, to the review. */
async function asGuestToReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continuar como convidado' }).click();
  await page.getByLabel('Nome', { exact: true }).fill('Rita Gomes');
  await page.getByLabel('Email', { exact: true }).fill('rita.gomes@example.pt');
  await page.getByLabel('Número de telemóvel').fill('912000222');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await shows(page.getByRole('heading', { name: 'Confirme os dados' }));
}

e2e('type 3 service: a day inside its time window, no hour; back to the list', async ({ page }) => {
  const name = 'Prova de vinhos do Douro';
  await page.goto('/?shopId=11&allowGuestLogin=true');
  await atTheList(page);
  const book = page.getByRole('button', { name: `Reservar ${name}` });
  await book.click();
  await bookingOf(page, name);
  await shows(page.getByRole('heading', { name: 'Escolha o dia' }));
  await page.getByRole('button', { name: 'Voltar aos serviços' }).click();
  await atTheList(page);

  await book.click();
  await shows(page.getByRole('heading', { name: 'Escolha o dia' }));
  await shows(page.getByText('Válido das 16:00 às 18:00 do dia escolhido.'));
  expect(await page.getByRole('radio').count()).toBe(0);
  const day = page.locator('[role="grid"] button[tabindex="0"]');
  const chosenDay = await day.getAttribute('data-date');
  await day.click();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await asGuestToReview(page);
  await shows(page.getByText(/entre as 16:00 e as 18:00/));
  expect(await reservations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await shows(page.getByRole('heading', { name: 'Reserva confirmada' }));
  const held = await reservations(page);
  expect(held).toHaveLength(1);
  expect(held[0]).toMatchObject({
    campaignId: 0,
    campaignType: 3,
    status: 'confirmed',
    serviceId: 1103,
    date: chosenDay,
  });
});

e2e('type 5 service: a digital coupon, to schedule later; back to the list', async ({ page }) => {
  const name = 'Sobremesa da casa oferecida';
  await page.goto('/?shopId=11&allowGuestLogin=true');
  await atTheList(page);
  const getCoupon = page.getByRole('button', { name: `Obter o cupão ${name}` });
  await getCoupon.click();
  await bookingOf(page, name);
  await shows(page.getByRole('heading', { name: 'Inicie sessão para obter o cupão' }));
  expect(await page.getByRole('grid').count()).toBe(0);
  await page.getByRole('button', { name: 'Voltar', exact: true }).click();
  await atTheList(page);

  await getCoupon.click();
  await shows(page.getByRole('heading', { name: 'Inicie sessão para obter o cupão' }));
  await asGuestToReview(page);
  await shows(page.getByText('A combinar com o estabelecimento, por telefone ou contacto'));
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await shows(page.getByRole('heading', { name: 'O seu cupão' }));
  const held = await reservations(page);
  expect(held).toHaveLength(1);
  expect(held[0]).toMatchObject({ campaignId: 0, campaignType: 5, serviceId: 1104 });
  expect(held[0]!.date).toBeUndefined();
  const code = held[0]!.activationCode!;
  await shows(page.getByText(code, { exact: true }));
  await shows(page.getByRole('img', { name: `Código QR do cupão ${code}` }));
  await shows(page.getByText(/marcada mais tarde, diretamente com o estabelecimento/));
});

e2e('type 6 service: three suggested date-times, pending; back to the list', async ({ page }) => {
  const name = 'Jantar de grupo';
  await page.goto('/?shopId=11&allowGuestLogin=true');
  await atTheList(page);
  const suggest = page.getByRole('button', { name: `Sugerir datas ${name}` });
  await suggest.click();
  await bookingOf(page, name);
  await shows(page.getByRole('heading', { name: 'Sugira datas e horas' }));
  await page.getByRole('button', { name: 'Voltar aos serviços' }).click();
  await atTheList(page);

  await suggest.click();
  await shows(page.getByRole('heading', { name: 'Sugira datas e horas' }));
  // Three times from the first days with room, whatever the day the test runs at.
  const days = page.locator('[role="grid"] button:not([aria-disabled="true"])');
  const unchecked = page.getByRole('checkbox', { checked: false });
  await days.first().waitFor();
  const suggested: string[] = [];
  for (let day = 0; suggested.length < 3; day++) {
    const date = await days.nth(day).getAttribute('data-date');
    await days.nth(day).click();
    await page.getByRole('checkbox').first().waitFor();
    while (suggested.length < 3 && (await unchecked.count()) > 0) {
      const time = unchecked.first();
      // "quarta-feira, 2 de dezembro de 2026, 19:30, 12 lugares livres"
      const label = (await time.getAttribute('aria-label')) ?? '';
      suggested.push(`${date}T${/, (\d{2}:\d{2}), /.exec(label)![1]}`);
      await time.check();
    }
  }
  await shows(page.getByText('3 de 5 escolhidas'));
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await asGuestToReview(page);
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await shows(page.getByRole('heading', { name: 'Sugestões enviadas' }));
  const held = await reservations(page);
  expect(held).toHaveLength(1);
  expect(held[0]).toMatchObject({
    campaignId: 0,
    campaignType: 6,
    status: 'pending',
    numberOfPeople: 4,
    serviceId: 1105,
  });
  // The date-times ticked, as the shop's wall clock reads them.
  expect(
    held[0]!.dateTimes!.map((iso) =>
      DateTime.fromISO(iso).setZone(ZONE).toFormat("yyyy-MM-dd'T'HH:mm"),
    ),
  ).toEqual(suggested);
  expect(held[0]!.date).toBeUndefined();
});

e2e('type 4 service: listed for information, not booked here', async ({ page }) => {
  await page.goto('/?shopId=11&allowGuestLogin=true');
  await atTheList(page);
  const cellar = page.getByRole('article', { name: 'Visita à garrafeira' });
  await shows(cellar.getByText('Sem reserva online'));
  expect(await cellar.getByRole('button').count()).toBe(0);
  expect(await reservations(page)).toEqual([]);
});
