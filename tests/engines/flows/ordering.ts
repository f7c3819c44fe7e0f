// Ordering in every engine: campaign 107 (Francesinha & Companhia, shop 14) delivered at home to
// Ana (a Lisbon address refused, a Porto one accepted at 2,50 €), ordered and paid by MB WAY; and
// service 1102 (Taberna do Chiado, shop 11) delivered to a pickup point found by postal code,
// ordered by a guest and paid by ATM reference. Ported from tests/e2e/delivery.e2e.test.ts
// (Chromium only): the same words, and the one order the sandbox's store holds at the end.
import { expect } from 'vitest';
import {
  advanceSandboxClock,
  button,
  field,
  sandboxStore,
  seesScreen,
  text,
  type SandboxStore,
} from '../visitor';
import { openWidget, type Flow } from './index';

const TITLE = 'Francesinha para levar ou entregar em casa';

/** The one order the store holds (fails if there is not exactly one). */
function theOrder(held: SandboxStore): SandboxStore['orders'][number] {
  expect(held.orders).toHaveLength(1);
  return held.orders[0]!;
}

export const ORDERING_FLOWS: Flow[] = [
  {
    name: 'order of campaign 107 delivered at home: a Lisbon address refused, a Porto one at 2,50 €; paid by MB WAY, one order',
    async run(context) {
      const { tab } = context;
      await openWidget(context, 'campaignId=107&externalToken=ext-ana', ['freeze']);
      await seesScreen(tab, TITLE, 1);
      await tab.click(button('Encomendar'));
      await seesScreen(tab, 'Como quer receber a encomenda?');
      await tab.click({ role: 'radio', name: 'Entrega em casa' });
      await tab.click(button('Continuar'));
      // Delivered: the items' 27,30 € and the campaign's 2,50 € of delivery told apart.
      await tab.waitFor(text('3 artigos no carrinho: 27,30 €, mais 2,50 € de entrega'));
      await tab.click(button('Ver carrinho'));
      await seesScreen(tab, 'Carrinho');
      await tab.click(button('Encomendar'));

      // Shop 14 delivers at home only: the address, Portugal by default.
      await seesScreen(tab, 'Morada de entrega');
      await expect.poll(() => tab.value(field('País'))).toBe('139');
      await tab.fill(field('Rua e número'), 'Rua Augusta 27');
      await tab.fill(field('Código postal'), '1100-048');
      await tab.fill(field('Localidade'), 'Lisboa');
      await tab.click(button('Entregar nesta morada'));
      await tab.waitFor(
        text(
          'Francesinha & Companhia só faz entregas ao domicílio na zona de Porto (códigos postais 4xxx). Indique uma morada nessa zona.',
        ),
      );
      expect(await tab.value(field('Rua e número'))).toBe('Rua Augusta 27');

      await tab.fill(field('Rua e número'), 'Rua de Cedofeita 210');
      await tab.fill(field('Código postal'), '4050262');
      await tab.fill(field('Localidade'), 'Porto');
      await tab.click(button('Entregar nesta morada'));

      // Ana's contact, then the review: the address with its cost, the total with it.
      await seesScreen(tab, 'Os seus contactos');
      expect(await tab.value(field('Nome'))).toBe('Ana Silva');
      await tab.click(button('Continuar'));
      await seesScreen(tab, 'Rever a encomenda');
      expect(await tab.text(text(/Entrega em Rua de Cedofeita/))).toBe(
        'Entrega em Rua de Cedofeita 210, 4050-262 Porto: 2,50 €.',
      );
      // Every item ordered, then 27,30 € of the cart and 2,50 € of the delivery.
      const ordered = { role: 'list', name: 'Artigos da encomenda' };
      expect(await tab.count({ role: 'listitem', within: ordered })).toBe(2);
      expect(await tab.texts({ role: 'definition' })).toEqual([
        '27,30 €',
        '0,00 €',
        '2,50 €',
        '29,80 €',
      ]);
      expect((await sandboxStore(tab)).orders).toEqual([]);

      // Ordered, then paid by MB WAY (the shop's, SIBS) on Ana's mobile.
      await tab.click(button('Encomendar'));
      await seesScreen(tab, 'Pagamento');
      await tab.waitFor({ role: 'radio', name: 'MB WAY (SIBS)', checked: true });
      await tab.click(button('Pagar'));
      await seesScreen(tab, 'Confirme o pagamento na app MB WAY');
      expect(await tab.count({ role: 'heading', name: 'Encomenda enviada' })).toBe(0);
      await advanceSandboxClock(tab, 12_000);
      await seesScreen(tab, 'Encomenda enviada');
      await tab.waitFor(text('Pagamento de 29,80 € recebido.'));

      const held = await sandboxStore(tab);
      const order = theOrder(held);
      expect(order).toMatchObject({
        status: 'awaiting_confirmation',
        deliveryCost: 2.5,
        total: 29.8,
        paymentMethod: 'SIBS_MBWAY',
        request: { deliveryType: 'DELIVERY' },
      });
      expect(held.payments).toEqual([
        expect.objectContaining({
          orderCode: order.orderCode,
          method: 'SIBS_MBWAY',
          status: 'paid',
        }),
      ]);
    },
  },
  {
    name: 'order of service 1102 delivered to a pickup point: none near Faro, three near Lisbon nearest first; a guest pays by ATM reference, one order',
    async run(context) {
      const { tab } = context;
      await openWidget(context, 'shopId=11&allowGuestLogin=true');
      await tab.click(button('Encomendar Petiscos para levar'));
      await seesScreen(tab, 'Como quer receber a encomenda?');
      await tab.click({ role: 'radio', name: 'Entrega em casa' });
      await tab.click(button('Continuar'));
      await tab.click(button('Ver carrinho'));
      await seesScreen(tab, 'Carrinho');
      await tab.click(button('Encomendar'));

      await seesScreen(tab, 'Entrega');
      await tab.click({ role: 'radio', name: /Entrega num ponto de recolha/ });
      await tab.click(button('Continuar'));
      await seesScreen(tab, 'Ponto de recolha');

      await tab.fill(field('Código postal onde procurar'), '8000-138');
      await tab.click(button('Procurar pontos de recolha'));
      await tab.waitFor(text('Não foram encontrados pontos de recolha.'));

      await tab.fill(field('Código postal onde procurar'), '1100-048');
      await tab.click(button('Procurar pontos de recolha'));
      const list = { role: 'list', name: 'Pontos de recolha, o mais perto primeiro' };
      await tab.waitFor(list);
      expect(await tab.texts({ role: 'button', within: list })).toEqual([
        'Escolher Loja Restauradores',
        'Escolher Quiosque Cais do Sodré',
        'Escolher Papelaria Avenida',
      ]);
      await tab.expectNoOverflow('the pickup points');
      await tab.click({ role: 'button', name: 'Escolher Quiosque Cais do Sodré', within: list });

      // Guests may order here: Rita goes on as a guest.
      await tab.click(button('Continuar como convidado'));
      await tab.fill(field('Nome'), 'Rita Gomes');
      await tab.fill(field('Email'), 'rita.gomes@example.pt');
      await tab.fill(field('Número de telemóvel'), '912000222');
      await tab.click(button('Continuar'));
      await seesScreen(tab, 'Os seus contactos');
      await tab.click(button('Continuar'));
      await seesScreen(tab, 'Rever a encomenda');
      await tab.waitFor(text(/Ponto de recolha Quiosque Cais do Sodré/));
      await tab.waitFor(text('Em nome de Rita Gomes, +351 912000222.'));

      await tab.click(button('Encomendar'));
      await seesScreen(tab, 'Pagamento');
      await tab.click({ role: 'radio', name: 'Referência Multibanco' });
      await tab.click(button('Pagar'));
      await seesScreen(tab, 'Pagar por referência Multibanco');
      await tab.waitFor(text('Entidade'));

      const held = await sandboxStore(tab);
      const order = theOrder(held);
      expect(order).toMatchObject({
        status: 'awaiting_payment',
        request: { deliveryType: 'PICKUP_POINT' },
      });
      expect(held.payments).toEqual([
        expect.objectContaining({ orderCode: order.orderCode, method: 'hipay_mb' }),
      ]);
    },
  },
];
