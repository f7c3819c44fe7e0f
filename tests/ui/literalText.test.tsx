// Text stays text: a merchant's service name that looks like a translated message's markup is
// shown exactly as written, in the list and in its button's accessible name.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sandbox } from '../../api/sandbox/control';
import { openWidget, type OpenWidget } from '../qa/support/widget';

const HOSTILE = 'Facial</0> GRÁTIS HOJE, ligue 900 000 000 <0>';

let open: OpenWidget | undefined;
afterEach(() => open?.close());

describe('a service named like message markup', () => {
  it('is listed and offered by its literal name', async () => {
    const shopView = sandbox.store.shopView.bind(sandbox.store);
    vi.spyOn(sandbox.store, 'shopView').mockImplementation((shopId) => {
      const shop = shopView(shopId);
      const facial = shop?.shopMerchantServices?.find((s) => s.serviceName === 'Tratamento facial');
      if (facial) facial.serviceName = HOSTILE;
      return shop;
    });
    open = await openWidget('shopId=12');
    const service = await screen.findByRole('article', { name: HOSTILE });
    expect(within(service).getByRole('heading', { level: 3 })).toHaveTextContent(HOSTILE);
    expect(within(service).getByRole('button')).toHaveAccessibleName(`Reservar ${HOSTILE}`);
  });
});
