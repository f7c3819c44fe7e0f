import { describe, expect, it } from 'vitest';
import { shareLink, ShareCancelled } from '../../api/share';
import { shareLinkOf } from '../../machines/rules/share';

describe('shareLinkOf', () => {
  it('opens the campaign, and never carries a token, a user or a map token along', () => {
    expect(
      shareLinkOf(
        'https://reservas.example.pt/widget/?campaignId=101&token=tok-ana&userId=1001&mapToken=x#top',
        { campaignId: 101 },
      ),
    ).toBe('https://reservas.example.pt/widget/?campaignId=101');
  });

  it('opens a shop’s service list at a service', () => {
    expect(shareLinkOf('http://localhost:5173/?shopId=12', { shopId: 12, serviceId: 1201 })).toBe(
      'http://localhost:5173/?shopId=12&serviceId=1201',
    );
  });
});

describe('shareLink', () => {
  const data = {
    title: 'Brunch',
    text: 'Brunch · Pastelaria Estrela',
    url: 'https://x.pt/?campaignId=102',
  };

  it('uses the share sheet first', async () => {
    const shared: unknown[] = [];
    expect(
      await shareLink(data, { share: async (d) => void shared.push(d), copy: async () => {} }),
    ).toBe('shared');
    expect(shared).toEqual([data]);
  });

  it('a closed sheet is ShareCancelled, not a failure to report', async () => {
    const share = async () => {
      throw new DOMException('closed', 'AbortError');
    };
    await expect(shareLink(data, { share })).rejects.toBeInstanceOf(ShareCancelled);
  });

  it('falls back to the host page when the frame may not share, then to the clipboard', async () => {
    const refused = async () => {
      throw new DOMException('no permission', 'NotAllowedError');
    };
    const toPage: unknown[] = [];
    expect(
      await shareLink(data, { share: refused, parent: async (d) => void toPage.push(d) }),
    ).toBe('sentToPage');
    expect(toPage).toEqual([data]);
    const copied: string[] = [];
    expect(await shareLink(data, { copy: async (text) => void copied.push(text) })).toBe('copied');
    expect(copied).toEqual([data.url]);
    await expect(shareLink(data, {})).rejects.toThrow('no way to share');
  });
});
