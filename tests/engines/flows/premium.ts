// The premium membership in every engine: from campaign 101, the Premium tab; Ana signs in to
// join, pays the month (4,99 €) by MB WAY 912000001 and is a member at once, and the campaign
// shows her the member's price. Ported from tests/e2e/premium.e2e.test.ts (Chromium only; its
// widget on a local host, where the price is asked of the payment link before a method is chosen). Time is the sandbox's
// clock, frozen and moved on by the flow.
import { expect } from 'vitest';
import { advanceSandboxClock, button, field, sandboxStore, seesScreen, text } from '../visitor';
import { openWidget, type Flow } from './index';

const CAMPAIGN_TITLE = 'Jantar de degustação para dois';

export const PREMIUM_FLOWS: Flow[] = [
  {
    name: 'premium: Ana signs in to join, pays 4,99 € by MB WAY, is a member, and campaign 101 shows her the member’s price',
    async run(context) {
      const { tab } = context;
      await openWidget(context, 'campaignId=101', ['freeze']);
      await seesScreen(tab, CAMPAIGN_TITLE, 1);
      await tab.waitFor(text(/Com Premium pagaria 35,90\s€/));
      await tab.click(button('Premium'));
      await seesScreen(tab, 'Seja membro Premium', 2);
      await tab.waitFor(text('O preço mensal é indicado antes de escolher como pagar.'));
      await tab.waitFor(text('Para aderir, inicie sessão ou crie uma conta.'));

      await tab.click(button('Aderir ao Premium'));
      await seesScreen(tab, 'Inicie sessão para aderir ao Premium');
      // A membership belongs to an account: no guest path.
      expect(await tab.count({ role: 'button', name: /convidado/i })).toBe(0);
      await tab.fill(field('Email'), 'ana.silva@example.pt');
      await tab.click(button('Continuar'));
      await tab.fill(field('Palavra-passe'), 'Segredo123');
      await tab.click(button('Entrar'));

      await seesScreen(tab, 'Pagamento', 2);
      // The amount to pay, before a method is chosen (its label and its figure, apart).
      await tab.waitFor(text('Total a pagar'));
      await tab.waitFor(text('4,99 €'));
      // The price was asked without a payment method: nothing is ordered before "Pagar".
      expect((await sandboxStore(tab)).orders).toHaveLength(0);
      // MB WAY is chosen first; the membership is never paid in store.
      await tab.waitFor({ role: 'radio', name: 'MB WAY', checked: true });
      expect(await tab.count({ role: 'radio', name: 'Pagar no estabelecimento' })).toBe(0);
      await tab.fill(field('Número de telemóvel'), '912000001');
      await tab.click(button('Pagar'));
      await seesScreen(tab, 'Confirme o pagamento na app MB WAY');
      await tab.waitFor(text('4,99 €', 0));
      expect((await sandboxStore(tab)).users[1001]!.isPremium).toBe(false);
      await advanceSandboxClock(tab, 12_000);
      await seesScreen(tab, 'Já é membro Premium');

      const { users, orders, payments } = await sandboxStore(tab);
      expect(users[1001]!.isPremium).toBe(true);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ total: 4.99, status: 'awaiting_confirmation' });
      expect(orders[0]!.orderCode).toMatch(/^PRM-/);
      expect(payments).toEqual([
        expect.objectContaining({
          orderCode: orders[0]!.orderCode,
          method: 'hipay_mbway',
          phone: '912000001',
          status: 'paid',
        }),
      ]);

      // The campaign, from the navigation: the member's price, at once.
      await tab.click(button('Campanha'));
      await seesScreen(tab, CAMPAIGN_TITLE, 1);
      // The price is set apart inside the sentence: the sentence's whole text.
      expect(await tab.text(text(/Preço Premium para si/))).toMatch(
        /^Preço Premium para si: 35,90\s€ em vez de 39,90\s€/,
      );
      expect(await tab.count(text(/Com Premium pagaria/))).toBe(0);
    },
  },
];
