// Opening a web page for the visitor (api/openUrl.ts): the host page first, else a window of the
// widget's own cut off from it, a blocked one said so; never an address that is not http(s).
import { describe, expect, it, vi } from 'vitest';
import { openUrl } from '../../api/openUrl';

const PAGE = 'https://pagamentos.sandbox.example/hipay_cc/pay-1';

describe('openUrl', () => {
  it('hands the address to the host page when there is one, and opens nothing itself', async () => {
    const parent = vi.fn(() => Promise.resolve());
    const open = vi.fn(() => null);
    await expect(openUrl(PAGE, { parent, open })).resolves.toBe('sentToPage');
    expect(parent).toHaveBeenCalledWith(PAGE);
    expect(open).not.toHaveBeenCalled();
  });

  it('a host page that refuses is "blocked", for a plain link instead', async () => {
    const parent = vi.fn(() => Promise.reject(new Error('501')));
    await expect(openUrl(PAGE, { parent })).resolves.toBe('blocked');
  });

  it('opens its own window from the click, before anything awaits; none opened is "blocked"', async () => {
    const opened = { opener: {} } as unknown as Window;
    const open = vi.fn(() => opened);
    const outcome = openUrl(PAGE, { open });
    expect(open).toHaveBeenCalledWith(PAGE);
    await expect(outcome).resolves.toBe('opened');
    await expect(openUrl(PAGE, { open: () => null })).resolves.toBe('blocked');
  });

  it('the window the widget opens has no way back to it', async () => {
    const opened = { opener: window } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValue(opened);
    await expect(openUrl(PAGE)).resolves.toBe('opened');
    expect(window.open).toHaveBeenCalledWith(PAGE, '_blank');
    expect(opened.opener).toBeNull();
    vi.restoreAllMocks();
  });

  it('refuses an address that is not http(s)', async () => {
    const open = vi.fn(() => null);
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '/relative', '']) {
      await expect(openUrl(url, { open })).rejects.toThrow();
    }
    expect(open).not.toHaveBeenCalled();
  });
});
