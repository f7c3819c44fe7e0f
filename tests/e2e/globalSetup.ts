// Global setup of the browser e2e suite (vitest.e2e.config.ts): builds the demo build (the widget
// with the sandbox middleware, mode `sandbox`) and the embed loader into dist-e2e once, serves it
// with `vite preview` on a free port, serves the demo merchant page (ui/embed/demo/) on a second
// origin, and hands both addresses to the tests (`inject('e2e')`).
//
// The widget is at http://127.0.0.1:<port>/ and the merchant page at http://127.0.0.1:<other port>/:
// two origins (the frame's document is out of the page's reach, messages carry distinct origins),
// on one site. Not cross-site: in a cross-site frame this Chromium blocks the frame's storage, and
// the sandbox's MSW worker cannot start there (the production build, which has no sandbox, copes).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDemoServer } from '../../ui/embed/demo/server';
import { hasChromium, isCI, MISSING_BROWSER_MESSAGE } from './browser';

const ROOT = join(import.meta.dirname, '..', '..');
const OUT_DIR = 'dist-e2e';
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `vite preview` itself (not through npx), so the pid we stop is the server's. */
async function startPreview(port: number): Promise<ChildProcess> {
  const child = spawn(
    VITE,
    ['preview', '--outDir', OUT_DIR, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
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
  // The worker script is a real file of the build, so a 200 for it means the server is up.
  const ready = (async () => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/mockServiceWorker.js`);
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
    return async () => undefined;
  }

  const started = performance.now();
  // The merchant page is the one page the build trusts (its allow-list): other pages that frame
  // the widget hear only its public notices.
  const merchantPort = await freePort();
  await run(
    ['build', '--mode', 'sandbox', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'],
    { VITE_ALLOWED_ORIGINS: `http://127.0.0.1:${merchantPort}` },
  );
  await run(['build', '-c', 'vite.embed.config.ts', '--logLevel', 'warn'], {
    EMBED_OUT_DIR: OUT_DIR,
  });
  const built = performance.now();

  let port = await freePort();
  while (port === merchantPort) port = await freePort();
  const server = await startPreview(port);
  const onExit = () => server.kill('SIGTERM');
  process.once('exit', onExit);
  const baseURL = `http://127.0.0.1:${port}`;
  // The snippet loads embed.js from the widget's origin, as on a merchant's site.
  const merchant = await startDemoServer({
    port: merchantPort,
    host: '127.0.0.1',
    widgetUrl: () => `${baseURL}/`,
  }).catch(async (error: unknown) => {
    process.off('exit', onExit);
    await stop(server);
    throw error;
  });
  const merchantURL = merchant.url;
  console.log(
    `[e2e] demo build ${Math.round(built - started)} ms; serving ${OUT_DIR} at ${baseURL} ` +
      `(vite preview, pid ${server.pid}); the demo merchant page at ${merchantURL}`,
  );
  project.provide('e2e', { baseURL, merchantURL });

  return async () => {
    process.off('exit', onExit);
    await Promise.all([stop(server), merchant.close()]);
  };
}
