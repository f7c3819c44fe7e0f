#!/usr/bin/env node
// npm run sandbox [-- --port 8787] [-- --host 127.0.0.1] [-- --controls 'now:2026-12-01T10:00']
//                 [-- --tls-key key.pem --tls-cert cert.pem]   (https, for a widget served over https)
//
// The sandbox middleware over HTTP (api/sandbox/http.ts): the same handlers and store as the
// service worker of `npm run dev`, for a production build (VITE_API_HOST) to run against.
// Development only: it answers every origin. It serves the card payments' page too
// (/__sandbox/card.html, api/sandbox/cardPage.ts): "Pagar" or "Recusar" decides each card
// payment. Stops with Ctrl+C.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.SANDBOX_PORT ?? '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    controls: { type: 'string' },
    'tls-key': { type: 'string' },
    'tls-cert': { type: 'string' },
  },
});
if (Boolean(values['tls-key']) !== Boolean(values['tls-cert'])) {
  console.error('--tls-key and --tls-cert go together.');
  process.exit(2);
}

const { module } = await runnerImport('/api/sandbox/http.ts', {
  configFile: false,
  logLevel: 'error',
});
const sandbox = await module.startHttpSandbox({
  port: Number(values.port),
  host: values.host,
  controls: values.controls,
  ...(values['tls-key']
    ? {
        tls: {
          key: readFileSync(values['tls-key'], 'utf8'),
          cert: readFileSync(values['tls-cert'], 'utf8'),
        },
      }
    : {}),
});
console.log(
  `Sandbox middleware at ${sandbox.url}/mygon-middleware/rest (controls: ${sandbox.url}/__sandbox/)`,
);
console.log(
  `Card payments: "Pagar" or "Recusar" on ${sandbox.url}/__sandbox/card.html (their paymentUrl)`,
);
console.log(
  `Try: VITE_API_HOST=${sandbox.url} VITE_PAYMENT_PAGE_HOSTS=${sandbox.url} npm run build && npx vite preview`,
);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
