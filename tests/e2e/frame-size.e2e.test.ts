// The embedded widget's frame is as tall as its content, with no scrollbar of its own: the widget
// reports its height (ResizeObserver -> bridge.resize) and the loader sets the frame's height.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { e2e, embeddedWidget, merchantURL, shows } from './support';

interface Heights {
  /** The frame element's height on the host page. */
  frame: number;
  /** The widget document's content height, as the widget measures it. */
  content: number;
  /** How far the widget document scrolls, and how tall its viewport is. */
  scroll: number;
  viewport: number;
}

async function heights(page: Page): Promise<Heights> {
  const { element, frame } = embeddedWidget(page);
  const box = await element.boundingBox();
  const inside = await (
    await frame()
  ).evaluate(() => ({
    content: Math.ceil(document.documentElement.getBoundingClientRect().height),
    scroll: document.documentElement.scrollHeight,
    viewport: window.innerHeight,
  }));
  return { frame: Math.round(box?.height ?? 0), ...inside };
}

/** Waits until the frame fits its content exactly, and returns the heights then. */
async function fitted(page: Page): Promise<Heights> {
  await expect
    .poll(async () => {
      const { frame, content, scroll, viewport } = await heights(page);
      return { fits: Math.abs(frame - content) <= 1, noScrollbar: scroll <= viewport };
    })
    .toEqual({ fits: true, noScrollbar: true });
  return heights(page);
}

e2e('the frame follows its content as it grows and shrinks', async ({ page, log }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.goto(merchantURL);
  const { element, widget } = embeddedWidget(page);
  await shows(widget.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
  // The loader opens the frame at 600 px; the campaign is taller, so it grew to fit.
  expect(await element.getAttribute('scrolling')).toBe('no');
  const campaign = await fitted(page);
  expect(campaign.frame).toBeGreaterThan(600);

  const nav = widget.getByRole('navigation', { name: 'Secções' });
  await nav.getByRole('button', { name: 'Premium' }).click();
  await shows(widget.getByRole('heading', { level: 1, name: 'Premium' }));
  await expect.poll(async () => (await heights(page)).frame).toBeLessThan(campaign.frame);
  const premium = await fitted(page);

  await nav.getByRole('button', { name: 'Campanha' }).click();
  await expect.poll(async () => (await heights(page)).frame).toBeGreaterThan(premium.frame);
  expect((await fitted(page)).frame).toBe(campaign.frame);

  // A narrow phone: the text wraps and the image shrinks; the frame still fits exactly.
  await page.setViewportSize({ width: 360, height: 700 });
  await expect.poll(async () => (await heights(page)).frame).not.toBe(campaign.frame);
  await fitted(page);
  expect(log.consoleErrors).toEqual([]);
});
