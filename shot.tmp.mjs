import { chromium } from 'playwright-core';
const [,, url, out, w = '360', h = '640'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-quic','--disable-component-update','--disable-sync','--no-first-run'] });
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.goto(url); await p.waitForTimeout(2500);
await p.screenshot({ path: out, fullPage: true });
await b.close();
