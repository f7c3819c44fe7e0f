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
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startHttpSandbox } from '../../api/sandbox/http';
import { startDemoServer } from '../../ui/embed/demo/server';
import { hasChromium, isCI, MISSING_BROWSER_MESSAGE } from './browser';

const ROOT = join(import.meta.dirname, '..', '..');
const OUT_DIR = 'dist-e2e';
const PRODUCTION_DIR = 'dist-e2e-production';
const VITE = join(ROOT, 'node_modules', '.bin', 'vite');

/** Runs a command in the repository; rejects with its output when it fails. */
function run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(VITE, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`vite ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/** `count` distinct free ports (all held open while they are chosen). */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve, reject) => {
          server.on('error', reject);
          server.listen(0, '127.0.0.1', () => {
            const address = server.address();
            resolve(typeof address === 'object' && address ? address.port : 0);
          });
        }),
    ),
  );
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * Starts `vite preview` of `outDir` itself (not through npx), so the pid we stop is the server's;
 * `probe` is a real file of the build, so a 200 for it means the server is up.
 */
async function startPreview(port: number, outDir: string, probe: string): Promise<ChildProcess> {
  const child = spawn(
    VITE,
    ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`vite preview exited early (${code}):\n${output}`)),
    ),
  );
  const ready = (async () => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/${probe}`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`vite preview did not answer on port ${port} within 30 s:\n${output}`);
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    await stop(child);
    throw error;
  }
  exited.catch(() => undefined);
  return child;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!hasChromium()) {
    if (isCI()) throw new Error(`${MISSING_BROWSER_MESSAGE} CI is set, so the e2e suite fails.`);
    console.warn(`\n[e2e] SKIPPED: ${MISSING_BROWSER_MESSAGE} Set CI=true to make this fail.\n`);
    project.provide('e2e', { baseURL: null, merchantURL: null });
    project.provide('production', null);
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
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
