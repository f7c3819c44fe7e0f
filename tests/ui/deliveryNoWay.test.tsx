// The delivery step when the shop offers no way for the transport chosen: a shop that states its
// methods offers only those (machines/rules/delivery.ts), so takeaway at a shop that only
// delivers has nothing to choose. The visitor is told so and goes back to the cart with the
// keyboard; nothing is chosen and nothing reaches the sandbox.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type Actor } from 'xstate';
import { sandbox } from '../../api/sandbox/control';
import { SHOP_DELIVERY } from '../../api/sandbox/seed';
import { deliveryMachine } from '../../machines/delivery/delivery.machine';
import { activateLanguage, I18nRoot } from '../../ui/i18n';
import { DeliveryStep } from '../../ui/screens/order/DeliveryStep';

let actor: Actor<typeof deliveryMachine> | null = null;
afterEach(async () => {
  cleanup();
  actor?.stop();
  actor = null;
  await activateLanguage('pt_PT');
});

function openTakeawayAtAShopThatOnlyDelivers() {
  sandbox.clearSeenOperations();
  actor = createActor(deliveryMachine, {
    input: {
      shopId: 14,
      transport: 'takeaway',
      methods: {
        id: 14,
        name: 'Francesinha & Companhia',
        methods: { DELIVERY: SHOP_DELIVERY[14]!.methods.DELIVERY },
      },
      seller: { campaignDeliveryCost: 2.5, isService: false },
      token: null,
    },
  }).start();
  render(
    <I18nRoot>
      <DeliveryStep actor={actor} />
    </I18nRoot>,
  );
  return actor;
}

describe('delivery: the shop offers no way for the transport chosen', () => {
  it('says so, offers no way to choose, and goes back to the cart with nothing chosen', async () => {
    const delivery = openTakeawayAtAShopThatOnlyDelivers();
    expect(screen.getByRole('heading', { level: 2, name: 'Entrega' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este estabelecimento não oferece esta forma de receber a encomenda. Volte ao carrinho e altere o transporte.',
    );
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();

    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Voltar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('De volta ao carrinho.');
    expect(delivery.getSnapshot().output).toBeNull();
    expect(sandbox.seenOperations().size).toBe(0);
  });

  it.each([
    [
      'en_EN',
      'This shop does not offer this way of getting your order. Go back to the cart and change the transport option.',
    ],
    [
      'es_ES',
      'Este establecimiento no ofrece esta forma de recibir el pedido. Vuelva al carrito y cambie la opción de transporte.',
    ],
  ])('in %s', async (language, message) => {
    await act(() => activateLanguage(language));
    openTakeawayAtAShopThatOnlyDelivers();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });
});
