// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { RENAMED_FIELDS } from '../../api/sandbox/answerShape';

// `npm run conformance` as a deployer runs it, against `npm run sandbox` as CI starts it: all
// green against the sandbox as it is, and red, naming each difference, against the sandbox
// answering as a middleware that drifted from the contract (its `renamedFields` mode: fields
// under other names, refusals without SPEC 8's message). Separate processes, real HTTP.

const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) child.kill();
});

/** `npm run sandbox` on a free port; resolves with its address once it listens. */
function startSandbox(controls?: string): Promise<string> {
  const args = [
    'scripts/sandbox.mjs',
    '--port',
    '0',
    ...(controls ? ['--controls', controls] : []),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Sandbox middleware at (http:\/\/[^/\s]+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited (${code}): ${out}`)));
  });
}

/** `npm run conformance -- --host <url> --token tok-ana --user 1001` (Ana, a sandbox test user). */
function conformance(host: string): Promise<{ code: number | null; report: string }> {
  const args = ['scripts/conformance.mjs', '--host', host, '--token', 'tok-ana', '--user', '1001'];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  return new Promise((resolve) => {
    let report = '';
    child.stdout!.on('data', (chunk: Buffer) => (report += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (report += chunk.toString()));
    child.once('exit', (code) => resolve({ code, report }));
  });
}

const rowOf = (report: string, operation: string) => {
  const lines = report.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${operation} `));
  const end = lines.findIndex((line, index) => index > start && /^\S/.test(line));
  return lines.slice(start, end).join('\n');
};

describe('npm run conformance', () => {
  const runs = Promise.all([startSandbox(), startSandbox('renamedFields')]).then(
    async ([sandbox, drifted]) => Promise.all([conformance(sandbox), conformance(drifted)]),
  );

  it('conforms to the sandbox as it is: exit 0, every check ok', { timeout: 120_000 }, async () => {
    const [asIs] = await runs;
    expect(asIs.report).toMatch(/All \d+ checks conform\./);
    expect(asIs.report).not.toMatch(/ differs /);
    expect(asIs.code).toBe(0);
  });

  it('names each difference of a drifted middleware: exit 1', { timeout: 120_000 }, async () => {
    const [, drifted] = await runs;
    expect(drifted.code).toBe(1);
    const { report } = drifted;
    // Each renamed field the widget relies on, where an answer carries it.
    expect(rowOf(report, 'getCampaign')).toContain('missing campaignView');
    expect(rowOf(report, 'getCampaign')).toContain(
      `not in the contract: ${RENAMED_FIELDS.campaignView}`,
    );
    expect(rowOf(report, 'getCampaignSlots')).toContain('missing [].startTime');
    expect(rowOf(report, 'getCampaignSchedule')).toContain('missing nonAvailableDays');
    expect(rowOf(report, 'getShoppingCart')).toContain('missing itemsTotal');
    expect(rowOf(report, 'getShop')).toContain(
      `not in the contract: ${RENAMED_FIELDS.shopMerchantServices}`,
    );
    expect(rowOf(report, 'getEntityConfig')).toContain(
      `not in the contract: theme.${RENAMED_FIELDS.faviconUrl}`,
    );
    // A refusal without SPEC 8's message.
    expect(rowOf(report, 'getCampaign (unknown id)')).toContain('no message in the body (SPEC 8)');
    // What is unchanged still conforms, and the assumptions relied on are listed with their code.
    expect(rowOf(report, 'getDeliveryCountries')).toContain(' ok ');
    expect(report).toMatch(
      /campaignFields: .*\n.*\n\s+relied on by machines\/rules\/people\.ts:\d+/,
    );
  });
});
