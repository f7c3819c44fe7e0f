// Where the visitor is, for the pickup point search: the parent window's "get location" when the
// widget is embedded, else the browser's geolocation; neither: refused (the search then says
// "search error" and the postal code is still there to search by).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentPosition } from '../../api/currentPosition';
import { configureLocation } from '../../api/location';
import { sandbox } from '../../api/sandbox/control';

const LISBON = { latitude: 38.7406, longitude: -9.1459 };

beforeEach(() => sandbox.clock.setNow('2026-03-03T12:00', { frozen: true }));
afterEach(() => {
  configureLocation({ parent: null });
  vi.unstubAllGlobals();
});

describe("the visitor's position", () => {
  it('embedded: the parent is asked, not the browser', async () => {
    const getCurrentPosition = vi.fn();
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } });
    configureLocation({ parent: async () => LISBON });
    await expect(currentPosition()).resolves.toEqual(LISBON);
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it("alone: the browser's geolocation, within 40 s", async () => {
    const getCurrentPosition = vi.fn((found: (position: { coords: typeof LISBON }) => void) =>
      found({ coords: LISBON }),
    );
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } });
    await expect(currentPosition()).resolves.toEqual(LISBON);
    expect((getCurrentPosition.mock.calls[0] as unknown[])[2]).toEqual({ timeout: 40_000 });
  });

  it('the visitor refuses, or there is no geolocation: refused', async () => {
    vi.stubGlobal('navigator', {
      geolocation: {
        getCurrentPosition: (_: unknown, failed: (error: { message: string }) => void) =>
          failed({ message: 'User denied Geolocation' }),
      },
    });
    await expect(currentPosition()).rejects.toThrow('User denied Geolocation');
    vi.stubGlobal('navigator', {});
    await expect(currentPosition()).rejects.toThrow(/No position/);
  });
});
