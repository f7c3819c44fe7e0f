#!/usr/bin/env node
// npm run conformance -- --host https://api.example.pt [--token <t> --user <id>] [--config ids.json]
//                                                     [--language pt_PT] [--entity 1] [--write]
//
// Checks a middleware against the widget's contract (api/conformance/run.ts): every read-only
// call with the ids of the config file (default: the sandbox's, api/conformance/sandbox.config.json),
// each answer through the widget's own checks, a table of what differs and of the assumptions
// each answer carries. Nothing is created, paid or cancelled; with --write and a test account,
// only an item added to its cart and removed again. Exit status 1 when anything differs.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createServer, createServerModuleRunner } from 'vite';

const { values } = parseArgs({
  options: {
    host: { type: 'string' },
    token: { type: 'string' },
    user: { type: 'string' },
    config: { type: 'string', default: 'api/conformance/sandbox.config.json' },
    language: { type: 'string', default: 'pt_PT' },
    entity: { type: 'string', default: '1' },
    write: { type: 'boolean', default: false },
  },
});

if (!values.host) {
  console.error('Usage: npm run conformance -- --host https://api.example.pt [--token … --user …]');
  process.exit(2);
}

// The checks of the calls past the first screen load when a call first needs them: the module
// runner stays open until every call is made.
const server = await createServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, ws: false },
});
const runner = createServerModuleRunner(server.environments.ssr);
let rows;
let report;
try {
  const module = await runner.import('/api/conformance/run.ts');
  rows = await module.runConformance({
    host: values.host,
    config: JSON.parse(readFileSync(values.config, 'utf8')),
    token: values.token,
    userId: values.user === undefined ? undefined : Number(values.user),
    language: values.language,
    entityId: Number(values.entity),
    write: values.write,
  });
  report = module.formatReport(rows);
} finally {
  await runner.close();
  await server.close();
}
console.log(report);
process.exit(rows.some((row) => row.verdict === 'differs') ? 1 : 0);
