// A reload in the middle of an order keeps what the visitor wrote (SPEC 3 Flow state:
// shoppingCartNotes, the Contact's vatId): Ana (signed in by the parent app's token) orders
// campaign 107 as takeaway, writes a note to the shop and gives a NIF, reloads at the review,
// and finds her note and NIF on the contact step; ordered, the sandbox's order holds them. Rita
// orders shop 11's takeaway service (its list, "Encomendar") to a pickup point: a reload reopens
// that order with the point chosen, and a note and a NIF typed but not confirmed survive another.
// A coupon applied to the cart is still on it after a reload (the shop keeps the cart).
// In Chromium, by role and label, in Portuguese; the sandbox in the page answers (its store
// outlives the reload).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, shows, transportToCart } from './support';

const NOTE = 'Sem coentros, por favor.';
const TITLE = 'Francesinha para levar ou entregar em casa';

interface StoredOrderRequest {
  shopId: number;
  deliveryType: string;
  pickupPoint?: string;
  productOrder: { shopId: number; note?: string; shopDeliveryMethodId?: number }[];
  contact: { name?: string; phone?: string; vatId?: string };
}

/** The order requests the sandbox in the page holds. */
function orderRequests(page: Page): Promise<StoredOrderRequest[]> {
  return page.evaluate(() => {
    const { store } = (
      window as unknown as {
        __sandbox: { store: { orders: Map<string, { request?: StoredOrderRequest }> } };
      }
    ).__sandbox;
    return [...store.orders.values()].flatMap((record) => (record.request ? [record.request] : []));
  });
}

/** Signs Ana in at the order's sign-in step. */
async function signInAsAna(page: Page) {
  await page.getByLabel('Email', { exact: true }).fill('ana.silva@example.pt');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await page.getByLabel('Palavra-passe', { exact: true }).fill('Segredo123');
  await page.getByRole('button', { name: 'Entrar' }).click();
}

e2e(
  'campaign 107 as takeaway, with a note and a NIF, then a reload at the review: both kept on the contact step; the order made holds them',
  async ({ page }) => {
    await page.goto('/?campaignId=107&externalToken=ext-ana');
    await shows(page.getByRole('heading', { level: 1, name: TITLE }));
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await transportToCart(page, 'Para levar (recolha no estabelecimento)');
    await page.getByRole('button', { name: 'Encomendar' }).click();
    // Collected at the shop: no delivery to choose. Her contact, a NIF and a note.
    const contact = page.getByRole('heading', { name: 'Os seus contactos' });
    const signIn = page.getByRole('heading', { name: 'Inicie sessão para concluir a encomenda' });
    await shows(contact);
    await page.getByLabel('NIF (para fatura)').fill('123 456 789');
    await page.getByLabel('Notas para o estabelecimento (opcional)').fill(NOTE);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Rever a encomenda' }));

    await page.reload();
    // Back in the same order (its cart read again), then (her session read again, or signed in
    // again) the contact as given: the note and the NIF as the contact step confirmed it.
    await shows(contact.or(signIn));
    if (await signIn.isVisible()) await signInAsAna(page);
    await shows(contact);
    expect(await page.getByLabel('Notas para o estabelecimento (opcional)').inputValue()).toBe(
      NOTE,
    );
    expect(await page.getByLabel('NIF (para fatura)').inputValue()).toBe('123456789');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Rever a encomenda' }));
    await shows(page.getByText('Para levar, o mais depressa possível.'));
    expect(await orderRequests(page)).toEqual([]);

    // Ordered: the order the sandbox made holds the note to the shop and the NIF.
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await expect.poll(() => orderRequests(page), { timeout: 15_000 }).toHaveLength(1);
    expect((await orderRequests(page))[0]).toMatchObject({
      productOrder: [expect.objectContaining({ note: NOTE })],
      contact: expect.objectContaining({ vatId: '123456789' }),
    });
  },
);

e2e(
  'campaign 107 as takeaway, Rita as a guest: her details typed on the guest form, not yet confirmed, then a reload: still there; the order made is hers',
  async ({ page }) => {
    await page.goto('/?campaignId=107&allowGuestLogin=true');
    await shows(page.getByRole('heading', { level: 1, name: TITLE }));
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await transportToCart(page, 'Para levar (recolha no estabelecimento)');
    await page.getByRole('button', { name: 'Encomendar' }).click();
    const asGuest = page.getByRole('button', { name: 'Continuar como convidado' });
    await asGuest.click();
    await page.getByLabel('Nome', { exact: true }).fill('Rita Gomes');
    await page.getByLabel('Email', { exact: true }).fill('rita.gomes@example.pt');
    await page.getByLabel('Número de telemóvel').fill('912000222');

    await page.reload();
    await asGuest.click();
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Rita Gomes');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(
      'rita.gomes@example.pt',
    );
    expect(await page.getByLabel('Número de telemóvel').inputValue()).toBe('912000222');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Rita Gomes');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Rever a encomenda' }));
    expect(await orderRequests(page)).toEqual([]);

    await page.getByRole('button', { name: 'Encomendar' }).click();
    await expect.poll(() => orderRequests(page), { timeout: 15_000 }).toHaveLength(1);
    expect((await orderRequests(page))[0]).toMatchObject({
      contact: expect.objectContaining({ name: 'Rita Gomes', phone: '912000222' }),
    });
  },
);

/** A guest, Rita, gives her details at the order's sign-in step, up to her contact. */
async function asRita(page: Page) {
  await page.getByRole('button', { name: 'Continuar como convidado' }).click();
  await page.getByLabel('Nome', { exact: true }).fill('Rita Gomes');
  await page.getByLabel('Email', { exact: true }).fill('rita.gomes@example.pt');
  await page.getByLabel('Número de telemóvel').fill('912000222');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
}

e2e(
  "shop 11's takeaway service delivered to a pickup point: a reload reopens that order with the point chosen, and Back the postal code it was searched by; her name and phone changed, a note and a NIF typed, not confirmed, survive a reload; the order made is the shop's, with them",
  async ({ page }) => {
    await page.goto('/?shopId=11&allowGuestLogin=true');
    await page.getByRole('button', { name: 'Encomendar Petiscos para levar' }).click();
    await shows(page.getByRole('heading', { name: 'Como quer receber a encomenda?' }));
    await transportToCart(page, 'Entrega em casa');
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Entrega', exact: true }));
    await page.getByRole('radio', { name: /Entrega num ponto de recolha/ }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByLabel('Código postal onde procurar').fill('1100-048');
    await page.getByRole('button', { name: 'Procurar pontos de recolha' }).click();
    const points = page.getByRole('list', { name: 'Pontos de recolha, o mais perto primeiro' });
    await points.getByRole('button', { name: 'Escolher Quiosque Cais do Sodré' }).click();
    const asGuest = page.getByRole('button', { name: 'Continuar como convidado' });
    await shows(asGuest);

    // Reloaded: the same service's order, past its delivery (the point chosen again), not the
    // list of services.
    await page.reload();
    await shows(asGuest);
    expect(await page.getByRole('button', { name: 'Encomendar Petiscos para levar' }).count()).toBe(
      0,
    );
    // Back to the pickup step: the point still chosen, the postal code as it was typed.
    await page.getByRole('button', { name: 'Voltar à entrega' }).click();
    await shows(page.getByRole('heading', { name: 'Ponto de recolha' }));
    expect(await page.getByLabel('Código postal onde procurar').inputValue()).toBe('1100-048');
    await shows(
      points
        .getByRole('listitem')
        .filter({ hasText: 'Ponto escolhido' })
        .filter({ hasText: 'Quiosque Cais do Sodré' }),
    );
    await points.getByRole('button', { name: 'Escolher Quiosque Cais do Sodré' }).click();
    await asRita(page);
    // Typed, not confirmed, then a reload: all still there.
    await page.getByLabel('Nome', { exact: true }).fill('Rita M. Gomes');
    await page.getByLabel('Número de telemóvel').fill('912000333');
    await page.getByLabel('NIF (para fatura)').fill('123456789');
    await page.getByLabel('Notas para o estabelecimento (opcional)').fill(NOTE);
    await page.reload();
    // Asked again who orders: the guest's form holds what she typed last, her email as given.
    await page.getByRole('button', { name: 'Continuar como convidado' }).click();
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Rita M. Gomes');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(
      'rita.gomes@example.pt',
    );
    expect(await page.getByLabel('Número de telemóvel').inputValue()).toBe('912000333');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Rita M. Gomes');
    expect(await page.getByLabel('Número de telemóvel').inputValue()).toBe('912000333');
    expect(await page.getByLabel('Notas para o estabelecimento (opcional)').inputValue()).toBe(
      NOTE,
    );
    expect(await page.getByLabel('NIF (para fatura)').inputValue()).toBe('123456789');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Rever a encomenda' }));
    await shows(page.getByText(/Ponto de recolha Quiosque Cais do Sodré/));
    expect(await orderRequests(page)).toEqual([]);

    // Ordered: shop 11's order, to that point, with the note and the NIF.
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await page.getByRole('radio', { name: 'Referência Multibanco' }).check();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await shows(page.getByRole('heading', { name: 'Pagar por referência Multibanco' }));
    expect(await orderRequests(page)).toEqual([
      expect.objectContaining({
        shopId: 11,
        deliveryType: 'PICKUP_POINT',
        pickupPoint: 'PP-LX-02',
        productOrder: [expect.objectContaining({ shopId: 11, note: NOTE })],
        contact: expect.objectContaining({
          name: 'Rita M. Gomes',
          phone: '912000333',
          vatId: '123456789',
        }),
      }),
    ]);
  },
);

e2e(
  'campaign 107 as takeaway, BEMVINDO10 applied in the cart, then a reload: the cart again with the coupon and its discount',
  async ({ page }) => {
    await page.goto('/?campaignId=107');
    await shows(page.getByRole('heading', { level: 1, name: TITLE }));
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await transportToCart(page, 'Para levar (recolha no estabelecimento)');
    await page.getByLabel('Código de cupão').fill('BEMVINDO10');
    await page.getByRole('button', { name: 'Aplicar cupão' }).click();
    await shows(page.getByText('Cupão BEMVINDO10 aplicado.'));
    const plain = (texts: string[]) => texts.map((text) => text.replace(/[\u00a0\u202f]/g, ' '));
    const totals = plain(await page.getByRole('definition').allInnerTexts());

    await page.reload();
    // The same cart (the shop keeps it for the visit), the coupon on it, the same totals.
    await shows(page.getByRole('heading', { name: 'Carrinho', exact: true }));
    await shows(page.getByText('Cupão BEMVINDO10 aplicado.'));
    expect(plain(await page.getByRole('definition').allInnerTexts())).toEqual(totals);
    expect(await orderRequests(page)).toEqual([]);
  },
);
