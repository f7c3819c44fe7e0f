// @vitest-environment-options { "url": "https://reservas.tabernadochiado.pt/" }
//
// A guest's success screen at a merchant's host name (where the widget reads the entity's host
// links, SPEC 1): a guest has no points or prizes, so no "Ver recompensas"; the host site's "win
// prizes" page is offered instead, the address the sandbox's entity gives for Portuguese. A guest
// buys one of campaign 101's vouchers by MB WAY (the sandbox's phone paid after 10 s), Tuesday
// 3 March 2026 at 09:00, the sandbox's clock frozen.
import { afterEach, beforeAll, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { sandbox } from '../../api/sandbox/control';
import { ENTITY_CONFIG } from '../../api/sandbox/seed';
import {
  click,
  continueAsGuest,
  fill,
  heading,
  openWidget,
  type OpenWidget,
} from '../qa/support/widget';

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
  // Cookies written on the host's registrable domain, which openWidget's clean-up does not reach.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=tabernadochiado.pt`;
    }
  }
});

beforeAll(() => import('../../ui/screens/voucher/VoucherScreen'));

it('a guest\'s voucher bought: no "Ver recompensas", the host\'s "Ganhar prémios" page instead', async () => {
  open = await openWidget('campaignId=101&allowGuestLogin=true');
  const { user } = open;
  await click(user, 'Comprar voucher');
  await heading('O seu voucher');
  await click(user, 'Continuar');
  await continueAsGuest(user);
  await heading('Prémio e fatura');
  await click(user, 'Continuar para o pagamento');
  await heading('Pagamento');
  await fill(user, 'Número de telemóvel', '912000001');
  await click(user, 'Pagar');
  await heading('Confirme o pagamento na app MB WAY');
  sandbox.clock.advance(10_000);
  await screen.findByRole('heading', { level: 2, name: 'Voucher comprado' }, { timeout: 8_000 });
  expect(screen.queryByRole('button', { name: 'Ver recompensas' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Ganhar prémios' })).toHaveAttribute(
    'href',
    ENTITY_CONFIG.hostLinks!.winPrizes!.pt,
  );
}, 25_000);
