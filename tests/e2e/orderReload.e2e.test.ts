// A reload in the middle of an order keeps what the visitor chose (SPEC 3 Flow state:
// shoppingCartNotes, the delivery choice's pickupPoint and shopDeliveryMethodId, the Contact's
// vatId): Ana orders shop 11's cart (Tasca, the Cart view) delivered to a pickup point, writes a
// note to the shop and gives a NIF, reloads at the review, and finds the same point chosen and
// her note and NIF on the contact step; ordered, the sandbox's order holds them. In Chromium, by
// role and label, in Portuguese; the sandbox in the page answers (its store outlives the reload).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, shows } from './support';

const NOTE = 'Sem coentros, por favor.';
const POINT = 'Quiosque Cais do Sodré';

interface StoredOrderRequest {
  pickupPoint?: string;
  productOrder: { note?: string; shopDeliveryMethodId?: number }[];
  contact: { vatId?: string };
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
  "shop 11's cart to a pickup point, with a note and a NIF, then a reload: the point, the note and the NIF kept; the order made holds them",
  async ({ page }) => {
    await page.goto('/?shopId=11&defaultView=cart');
    await shows(page.getByRole('heading', { level: 1, name: 'Carrinho', exact: true }));
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Como quer receber a encomenda?' }));
    await page.getByRole('radio', { name: 'Entrega em casa' }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    await shows(page.getByRole('heading', { name: 'Entrega', exact: true }));
    await page.getByRole('radio', { name: /Entrega num ponto de recolha/ }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByLabel('Código postal onde procurar').fill('1100-048');
    await page.getByRole('button', { name: 'Procurar pontos de recolha' }).click();
    const list = page.getByRole('list', { name: 'Pontos de recolha, o mais perto primeiro' });
    await list.getByRole('button', { name: `Escolher ${POINT}` }).click();

    const signIn = page.getByRole('heading', { name: 'Inicie sessão para concluir a encomenda' });
    const contact = page.getByRole('heading', { name: 'Os seus contactos' });
    await shows(signIn);
    await signInAsAna(page);
    await shows(contact);
    await page.getByLabel('NIF (para fatura)').fill('123 456 789');
    await page.getByLabel('Notas para o estabelecimento (opcional)').fill(NOTE);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Rever a encomenda' }));

    await page.reload();
    // Back through the delivery with the same point (nothing asked about it), then (her session
    // read again, or signed in again) the contact as given.
    await shows(contact.or(signIn));
    if (await signIn.isVisible()) await signInAsAna(page);
    await shows(contact);
    expect(await page.getByLabel('Notas para o estabelecimento (opcional)').inputValue()).toBe(
      NOTE,
    );
    // As the contact step confirmed it: its nine digits.
    expect(await page.getByLabel('NIF (para fatura)').inputValue()).toBe('123456789');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Rever a encomenda' }));
    await shows(page.getByText(new RegExp(`Ponto de recolha ${POINT}`)));
    expect(await orderRequests(page)).toEqual([]);

    await page.getByRole('button', { name: 'Encomendar' }).click();
    await page.getByRole('radio', { name: 'Referência Multibanco' }).check();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await shows(page.getByRole('heading', { name: 'Pagar por referência Multibanco' }));
    expect(await orderRequests(page)).toEqual([
      expect.objectContaining({
        pickupPoint: 'PP-LX-02',
        productOrder: [expect.objectContaining({ note: NOTE, shopDeliveryMethodId: 502 })],
        contact: expect.objectContaining({ vatId: '123456789' }),
      }),
    ]);
  },
);
