// The widget as a merchant's https site frames it, for every engine (tests/engines/flows/): the
// production build served over https at https://127.0.0.1:<port>, a merchant page over https at
// https://localhost:<port> (another site) that is NOT on the build's allow-list, and the sandbox
// middleware over https in a process of its own (a widget served over https may not call a
// plain-http middleware: WebKit refuses even one on 127.0.0.1; its own process keeps its store
// apart from the other tests'). The certificate is made for the run with openssl and accepted by
// the browsers the suite launches (acceptInsecureCerts); nothing here is trusted beyond the run.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer as createHttpsServer, request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startDemoServer } from '../../ui/embed/demo/server';
import { freePorts, ROOT, run, startPreview, stop } from './servers';

export interface CrossSiteHttps {
  /** The merchant page, e.g. https://localhost:41240/ (its query sets the snippet's data-*). */
  merchantURL: string;
  /** The widget's origin, e.g. https://127.0.0.1:41241 */
  widgetURL: string;
  /** The sandbox over https, e.g. https://127.0.0.1:41242 (controls under /__sandbox/). */
  sandboxURL: string;
  /** The run's certificate (PEM), for the test process's own calls to the sandbox. */
  certificate: string;
}

const HTTPS_DIR = 'dist-e2e-https';

/** A self-signed certificate for localhost and 127.0.0.1, valid for the run. */
async function makeCertificate(dir: string): Promise<{ key: string; cert: string }> {
  const keyPath = join(dir, 'key.pem');
  const certPath = join(dir, 'cert.pem');
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    keyPath,
    '-out',
    certPath,
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ]);
  return { key: await readFile(keyPath, 'utf8'), cert: await readFile(certPath, 'utf8') };
}

/** An https front for a local http server: every request passed on as it came. */
async function httpsFront(
  tls: { key: string; cert: string },
  host: string,
  port: number,
  target: URL,
): Promise<() => Promise<void>> {
  const server = createHttpsServer(tls, (incoming, answer) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    upstream.on('error', () => answer.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/** Starts the https sandbox (scripts/sandbox.mjs) and waits for its address line. */
async function startTlsSandbox(port: number, keyPath: string, certPath: string) {
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'scripts', 'sandbox.mjs'),
      '--port',
      String(port),
      '--tls-key',
      keyPath,
      '--tls-cert',
      certPath,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`https sandbox silent:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Sandbox middleware at https://')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`https sandbox exited (${code}):\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return child;
}

export async function startCrossSiteHttps(): Promise<{
  sites: CrossSiteHttps;
  close: () => Promise<void>;
}> {
  const cleanups: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const dir = await mkdtemp(join(tmpdir(), 'widget-e2e-tls-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const tls = await makeCertificate(dir);
    const [sandboxPort, previewPort, widgetPort, demoPort, merchantPort] = (await freePorts(5)) as [
      number,
      number,
      number,
      number,
      number,
    ];

    const sandbox: ChildProcess = await startTlsSandbox(
      sandboxPort,
      join(dir, 'key.pem'),
      join(dir, 'cert.pem'),
    );
    cleanups.push(() => stop(sandbox));
    const sandboxURL = `https://127.0.0.1:${sandboxPort}`;
    const widgetURL = `https://127.0.0.1:${widgetPort}`;

    await run(['build', '--outDir', HTTPS_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
      NODE_ENV: 'production',
      VITE_API_HOST: sandboxURL,
      // No page is trusted: the merchant page below is "any other page".
      VITE_ALLOWED_ORIGINS: '',
    });
    await run(['build', '-c', 'vite.embed.config.ts', '--logLevel', 'warn'], {
      EMBED_OUT_DIR: HTTPS_DIR,
    });
    const preview = await startPreview(previewPort, HTTPS_DIR, 'embed.js');
    cleanups.push(() => stop(preview));
    cleanups.push(
      await httpsFront(tls, '127.0.0.1', widgetPort, new URL(`http://127.0.0.1:${previewPort}`)),
    );
    const demo = await startDemoServer({
      port: demoPort,
      host: 'localhost',
      widgetUrl: () => `${widgetURL}/`,
    });
    cleanups.push(() => demo.close());
    cleanups.push(
      await httpsFront(tls, 'localhost', merchantPort, new URL(`http://localhost:${demoPort}`)),
    );
    return {
      sites: {
        merchantURL: `https://localhost:${merchantPort}/`,
        widgetURL,
        sandboxURL,
        certificate: tls.cert,
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A call to the https sandbox's controls from the test process, trusting the run's certificate. */
export function sandboxControl(
  sites: CrossSiteHttps,
  path: 'reset' | 'controls' | 'store',
  body?: string,
): Promise<unknown> {
  const url = new URL(`/__sandbox/${path}`, sites.sandboxURL);
  return new Promise((resolve, reject) => {
    const call = httpsRequest(
      url,
      { method: body === undefined ? 'GET' : 'POST', ca: sites.certificate },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          if ((response.statusCode ?? 500) >= 400) {
            reject(new Error(`sandbox ${path}: ${response.statusCode} ${text}`));
          } else {
            resolve(text === '' ? null : JSON.parse(text));
          }
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}
