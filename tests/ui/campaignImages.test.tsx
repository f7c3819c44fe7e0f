// A campaign's images come from the middleware: only http(s) addresses are loaded; a
// `javascript:`, `data:` or relative address is left out rather than put in an <img>.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { sandbox } from '../../api/sandbox/control';
import { openWidget, type OpenWidget } from '../qa/support/widget';

let open: OpenWidget | undefined;
afterEach(() => open?.close());

describe("a campaign's images", () => {
  it('are shown only from web addresses', async () => {
    const campaignInfo = sandbox.store.campaignInfo.bind(sandbox.store);
    vi.spyOn(sandbox.store, 'campaignInfo').mockImplementation((campaign) => ({
      ...campaignInfo(campaign),
      campaignImages: [
        { url: 'javascript:alert(1)', alt: 'Script' },
        { url: 'https://images.example.pt/sala.jpg', alt: 'A sala' },
        { url: 'data:image/svg+xml,<svg onload="alert(1)"/>', alt: 'Dados' },
        { url: '/local.png', alt: 'Relativa' },
        { url: 'http://images.example.pt/mesa.jpg', alt: 'A mesa' },
      ],
    }));
    open = await openWidget('campaignId=101');
    await screen.findByRole('heading', { level: 1, name: 'Jantar de degustação para dois' });
    const sources = screen.getAllByRole('img').map((image) => image.getAttribute('src'));
    expect(sources).toEqual([
      'https://images.example.pt/sala.jpg',
      'http://images.example.pt/mesa.jpg',
    ]);
  });
});
