// Typed text and late answers on the delivery step (issue: "the street a visitor has started
// typing is sometimes cleared when the saved addresses arrive"). Campaign 107 (shop 14, delivered
// at home only, to 4xxx postal codes), Ana signed in by her external token: the delivery's
// address opens at once with her saved addresses and the countries on their way. The sandbox
// holds those answers (sandbox.holdAnswers) while the visitor types, then lets them arrive:
// nothing typed may be lost or overwritten. The verdicts come from the rendered screen and the
// sandbox (its record of answers, its delivery rules). It is 12:00 in Lisbon.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FIXED_NOW } from '../../api/sandbox/clock';
import { sandbox } from '../../api/sandbox/control';
import { ADDRESSES } from '../../api/sandbox/seed';
import { click, fill, heading, openWidget, type OpenWidget } from '../qa/support/widget';

const NOON = FIXED_NOW.replace('09:00', '12:00');
const ANA = 1001;
const casa = ADDRESSES[ANA]!.find((address) => address.addressName === 'Casa')!;

let open: OpenWidget | null = null;
beforeEach(() => sandbox.clock.setNow(NOON, { frozen: true }));
afterEach(() => {
  open?.close();
  open = null;
});

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** 107's cart delivered at home, Ana signed in; "Encomendar" is next. */
async function cartOf107ForAna(): Promise<OpenWidget> {
  const widget = await openWidget('campaignId=107&externalToken=ext-ana');
  await click(widget.user, 'Encomendar');
  await widget.user.click(await screen.findByRole('radio', { name: 'Entrega em casa' }));
  await click(widget.user, 'Continuar');
  await click(widget.user, 'Ver carrinho');
  await heading('Carrinho');
  return widget;
}

describe('delivery of 107 at home, signed in: what is typed survives a later answer', () => {
  it('the street typed while the saved addresses and the countries load is kept when they arrive', async () => {
    open = await cartOf107ForAna();
    const { user } = open;
    const releaseAddresses = sandbox.holdAnswers('getAddresses');
    const releaseCountries = sandbox.holdAnswers('getDeliveryCountries');
    sandbox.clearSeenOperations();
    await click(user, 'Encomendar');
    await heading('Morada de entrega');
    expect(screen.getByText('A carregar os seus endereços…')).toBeVisible();

    const street = screen.getByLabelText('Rua e número');
    await user.click(street);
    await user.keyboard('Rua de Cedofeita 2');
    expect(valueOf('Rua e número')).toBe('Rua de Cedofeita 2');
    // Nothing has been answered yet: the addresses and the countries are still on their way.
    expect(screen.queryByRole('heading', { name: 'Os seus endereços' })).toBeNull();

    releaseCountries();
    expect(await screen.findByRole('option', { name: 'Portugal' })).toBeInTheDocument();
    await user.keyboard('1');
    releaseAddresses();
    expect(await screen.findByRole('heading', { name: 'Os seus endereços' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: new RegExp(`^Entregar em Casa: ${casa.street}`) }),
    ).toBeVisible();
    expect(sandbox.seenOperations().get('getAddresses')).toBe(1);

    // The street as typed, the focus where the visitor was typing, and typing goes on.
    expect(valueOf('Rua e número')).toBe('Rua de Cedofeita 21');
    expect(screen.getByLabelText('Rua e número')).toHaveFocus();
    await user.keyboard('0');
    expect(valueOf('Rua e número')).toBe('Rua de Cedofeita 210');

    // The address typed is the one delivered to (Porto, delivered by shop 14).
    await fill(user, 'Código postal', '4050-262');
    await fill(user, 'Localidade', 'Porto');
    await click(user, 'Entregar nesta morada');
    await heading('Os seus contactos');
    expect(sandbox.store.deliversTo(14, 139, '4050-262')).toBe(true);
  });

  it('a postal code changed while the rates of the old one are asked: the late refusal does not overwrite it', async () => {
    open = await cartOf107ForAna();
    const { user } = open;
    await click(user, 'Encomendar');
    await heading('Morada de entrega');
    await screen.findByRole('heading', { name: 'Os seus endereços' });
    await fill(user, 'Rua e número', 'Rua de Cedofeita 210');
    await fill(user, 'Código postal', '1100-048');
    await fill(user, 'Localidade', 'Porto');

    const releaseRates = sandbox.holdAnswers('getDeliveryRates');
    await click(user, 'Entregar nesta morada');
    expect(await screen.findByText('A confirmar a entrega nesta morada…')).toBeVisible();
    // The visitor sees the mistake and corrects the postal code while the answer is on its way.
    await fill(user, 'Código postal', '4050-262');
    expect(screen.queryByText('A confirmar a entrega nesta morada…')).toBeNull();
    releaseRates();
    // The answer about 1100-048 (shop 14 does not deliver there) comes and changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sandbox.store.deliversTo(14, 139, '1100-048')).toBe(false);
    expect(
      screen.queryByText(
        'Francesinha & Companhia só faz entregas ao domicílio na zona de Porto (códigos postais 4xxx). Indique uma morada nessa zona.',
      ),
    ).toBeNull();
    expect(valueOf('Código postal')).toBe('4050-262');
    expect(valueOf('Rua e número')).toBe('Rua de Cedofeita 210');

    await click(user, 'Entregar nesta morada');
    await heading('Os seus contactos');
  });
});
