// Global setup of the browser e2e suite (vitest.e2e.config.ts). It builds and serves two widgets:
//
// 1. The demo build (the widget with the sandbox middleware in the page, mode `sandbox`) and the
//    embed loader, in dist-e2e, at http://127.0.0.1:<port>/, and the demo merchant page
//    (ui/embed/demo/) at http://127.0.0.1:<other port>/: two origins (the frame's document is out
//    of the page's reach, messages carry distinct origins) on one site. Not cross-site: in a
//    cross-site frame this Chromium blocks the frame's storage, and the sandbox's worker with it.
//    Most tests use this one (`inject('e2e')`).
// 2. The production build (no sandbox inside, as deployed) in dist-e2e-production, pointed with
//    VITE_API_HOST at the sandbox served over HTTP (api/sandbox/http.ts), and the demo merchant
//    page embedding it from http://localhost:<port>/, another site: cookies and storage behave
//    as on a real merchant's site (`inject('production')`, tests/e2e/production.e2e.test.ts).
//
// Each build trusts only its own merchant page (VITE_ALLOWED_ORIGINS).
import type { TestProject } from 'vitest/node';
import { startHttpSandbox } from '../../api/sandbox/http';
import { startDemoServer } from '../../ui/embed/demo/server';
import { hasChromium, isCI, MISSING_BROWSER_MESSAGE } from './browser';
import { startCrossSiteHttps, type CrossSiteHttps } from './crossSiteHttps';
import { freePorts, run, startPreview, stop } from './servers';

const OUT_DIR = 'dist-e2e';
const PRODUCTION_DIR = 'dist-e2e-production';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The widget framed by another site over https (tests/e2e/crossSiteHttps.ts). */
    crossSite: CrossSiteHttps | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!hasChromium()) {
    if (isCI()) throw new Error(`${MISSING_BROWSER_MESSAGE} CI is set, so the e2e suite fails.`);
    console.warn(`\n[e2e] SKIPPED: ${MISSING_BROWSER_MESSAGE} Set CI=true to make this fail.\n`);
    project.provide('e2e', { baseURL: null, merchantURL: null });
    project.provide('production', null);
    project.provide('crossSite', null);
    return async () => undefined;
  }

  const started = performance.now();
  const [port, merchantPort, productionPort, productionMerchantPort] = (await freePorts(4)) as [
    number,
    number,
    number,
    number,
  ];
  const baseURL = `http://127.0.0.1:${port}`;
  const productionURL = `http://127.0.0.1:${productionPort}`;
  // The HTTP sandbox comes first: the production build is pointed at its address.
  const sandbox = await startHttpSandbox({ host: '127.0.0.1', port: 0 });
  const cleanups: (() => Promise<void>)[] = [() => sandbox.close()];
  // Built and served beside the rest: its build runs while the others do.
  const crossSite = startCrossSiteHttps();
  cleanups.push(() => crossSite.then(({ close }) => close()).catch(() => undefined));
  const stopAll = () => Promise.all(cleanups.map((cleanup) => cleanup())).then(() => undefined);
  try {
    await run(
      ['build', '--mode', 'sandbox', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'],
      { VITE_ALLOWED_ORIGINS: `http://127.0.0.1:${merchantPort}` },
    );
    await run(['build', '-c', 'vite.embed.config.ts', '--logLevel', 'warn'], {
      EMBED_OUT_DIR: OUT_DIR,
    });
    await run(['build', '--outDir', PRODUCTION_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
      // Vitest runs this with NODE_ENV=test, which would give React's development build.
      NODE_ENV: 'production',
      VITE_API_HOST: sandbox.url,
      VITE_ALLOWED_ORIGINS: `http://localhost:${productionMerchantPort}`,
    });
    await run(['build', '-c', 'vite.embed.config.ts', '--logLevel', 'warn'], {
      EMBED_OUT_DIR: PRODUCTION_DIR,
    });
    const built = performance.now();

    for (const [outDir, at, probe] of [
      [OUT_DIR, port, 'mockServiceWorker.js'],
      [PRODUCTION_DIR, productionPort, 'embed.js'],
    ] as const) {
      const server = await startPreview(at, outDir, probe);
      const onExit = () => server.kill('SIGTERM');
      process.once('exit', onExit);
      cleanups.push(() => {
        process.off('exit', onExit);
        return stop(server);
      });
    }
    // The snippet loads embed.js from the widget's origin, as on a merchant's site.
    const merchant = await startDemoServer({
      port: merchantPort,
      host: '127.0.0.1',
      widgetUrl: () => `${baseURL}/`,
    });
    cleanups.push(() => merchant.close());
    const productionMerchant = await startDemoServer({
      port: productionMerchantPort,
      host: 'localhost',
      widgetUrl: () => `${productionURL}/`,
    });
    cleanups.push(() => productionMerchant.close());
    console.log(
      `[e2e] builds ${Math.round(built - started)} ms; the demo build at ${baseURL}, its merchant ` +
        `page at ${merchant.url}; the production build at ${productionURL} against the sandbox ` +
        `at ${sandbox.url}, its merchant page at ${productionMerchant.url}`,
    );
    project.provide('e2e', { baseURL, merchantURL: merchant.url });
    project.provide('production', {
      widgetURL: productionURL,
      merchantURL: productionMerchant.url,
      sandboxURL: sandbox.url,
    });
    const { sites } = await crossSite;
    console.log(
      `[e2e] over https: the production build at ${sites.widgetURL} against the sandbox at ` +
        `${sites.sandboxURL}, framed by a merchant page of another site at ${sites.merchantURL}`,
    );
    project.provide('crossSite', sites);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
