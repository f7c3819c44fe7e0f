import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { parse } from 'yaml';
import { assumptionsOf, ASSUMPTIONS, type Assumption } from '../assumptions';
import { apiClient, configureApi } from '../client';
import { OPERATION_CONTEXT } from '../contextParams';
import { reactionRow, type OperationId } from '../errorReactions';
import { isApiError } from '../errors';
import { RESPONSE_CHECKS } from '../responseChecks';

/**
 * The conformance kit (`npm run conformance -- --host https://…`): calls every read-only
 * operation of the contract on a middleware with the ids of a small config file, checks each
 * answer with the very checks the widget uses (api/responseChecks.ts), lists what differs — a
 * field missing or of another type, a field the contract does not name (often a renamed one) —
 * and beside each operation the assumptions (api/assumptions.ts) its answer carries. Refusals are
 * checked too: an id that does not exist must be refused with SPEC 8's body (a message) and the
 * status the reactions table (api/errorReactions.ts) reads. Nothing is created, paid or
 * cancelled, unless `write` is given with a test account: then only the cart round trip of
 * WRITE_PROBES (an item added to the test account's cart and removed again).
 */

export interface ConformanceConfig {
  campaignId: number;
  offerCode: string;
  shopId: number;
  /** A service with a calendar (slots and resources). */
  serviceId: number;
  /** An address the shop is asked rates for. */
  countryId: number;
  postalCode: string;
  /** The shop's pickup-point delivery method and a place to search near. */
  shopDeliveryMethodId: number;
  latitude: number;
  longitude: number;
  /** An email to ask isRegisteredEmail about. */
  email: string;
  /** A product of the shop's menu, for the `write` round trip. */
  productId: number;
  /** Ids that must not exist: their refusal is checked. */
  missing: { campaignId: number; offerCode: string };
}

export interface ConformanceOptions {
  host: string;
  config: ConformanceConfig;
  /** A test account: the calls that need a signed-in user run only with one. */
  token?: string;
  userId?: number;
  language?: 'pt_PT' | 'es_ES' | 'en_EN';
  entityId?: number;
  write?: boolean;
}

export type Verdict = 'ok' | 'differs' | 'skipped';

export interface ConformanceRow {
  operation: OperationId | string;
  /** `GET /v1/web/campaigns/{id}`, or what the row checks (a refusal). */
  call: string;
  status: number | null;
  verdict: Verdict;
  /** What differs from the contract (or from SPEC 8 for a refusal). */
  differences: string[];
  /** Ids of the assumptions the answer carries. */
  assumed: string[];
}

interface Probe {
  operation: OperationId;
  params?: (config: ConformanceConfig, options: ConformanceOptions) => object;
  signedIn?: boolean;
}

const READ_PROBES: Probe[] = [
  { operation: 'getEntityConfig', params: () => ({ query: { hostname: 'conformance.invalid' } }) },
  { operation: 'getCampaign', params: (c) => ({ path: { id: c.campaignId } }) },
  { operation: 'getCampaignByOfferCode', params: (c) => ({ path: { code: c.offerCode } }) },
  { operation: 'getCampaignSchedule', params: (c) => ({ path: { id: c.campaignId } }) },
  { operation: 'getCampaignSlots', params: (c) => ({ path: { id: c.campaignId } }) },
  { operation: 'getShop', params: (c) => ({ path: { shopId: c.shopId } }) },
  {
    operation: 'getServiceSlots',
    params: (c) => ({ path: { shopMerchantServiceId: c.serviceId } }),
  },
  {
    operation: 'getServiceResources',
    params: (c) => ({ path: { shopMerchantServiceId: c.serviceId } }),
  },
  { operation: 'getShopResources', params: (c) => ({ path: { shopId: c.shopId } }) },
  { operation: 'getCategories', params: (_, o) => ({ path: { language: o.language ?? 'pt_PT' } }) },
  { operation: 'getShoppingCart', params: (c) => ({ query: { shopId: c.shopId } }) },
  {
    operation: 'getCartPaymentMethods',
    params: (c) => ({ query: { shopId: c.shopId, deliveryType: 'STORE_PICKUP' } }),
  },
  { operation: 'getDeliveryCountries' },
  {
    operation: 'getDeliveryRates',
    params: (c) => ({ query: { countryId: c.countryId, postalCode: c.postalCode } }),
  },
  {
    operation: 'getPickupPoints',
    params: (c) => ({
      query: {
        shopDeliveryMethodIds: String(c.shopDeliveryMethodId),
        latitude: c.latitude,
        longitude: c.longitude,
      },
    }),
  },
  { operation: 'isRegisteredEmail', params: (c) => ({ path: { email: c.email } }) },
  { operation: 'getProfile', signedIn: true, params: (_, o) => ({ path: { userId: o.userId } }) },
  {
    operation: 'getMyPrizes',
    signedIn: true,
    params: (_, o) => ({ query: { userId: o.userId, startIndex: 0, pageSize: 100 } }),
  },
  {
    operation: 'getMyBookings',
    signedIn: true,
    params: (_, o) => ({ path: { userId: o.userId } }),
  },
  { operation: 'getAddresses', signedIn: true },
];

/** Refusals checked: what does not exist, asked for. */
const REFUSAL_PROBES: { operation: OperationId; params: (config: ConformanceConfig) => object }[] =
  [
    { operation: 'getCampaign', params: (c) => ({ path: { id: c.missing.campaignId } }) },
    {
      operation: 'getCampaignByOfferCode',
      params: (c) => ({ path: { code: c.missing.offerCode } }),
    },
  ];

const callOf = (operation: OperationId) =>
  Object.entries(OPERATION_CONTEXT).find(([, entry]) => entry.operationId === operation)![0];

type Send = (
  method: string,
  path: string,
  init: object,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
// The operation is chosen at run time, so the typed per-path methods cannot be used.
const send = apiClient.request as unknown as Send;

interface Answer {
  status: number | null;
  body?: unknown;
  /** Why it could not be read: no answer, not JSON. */
  failure?: string;
}

/** One call through the widget's own client: its context parameters, its time-out, its checks. */
async function ask(operation: OperationId, params: object, body?: object): Promise<Answer> {
  const [method = 'GET', path = ''] = callOf(operation).split(' ');
  try {
    const result = await send(method, path, { params, ...(body ? { body } : {}) });
    return { status: result.response.status, body: result.data ?? result.error };
  } catch (error) {
    // The client refuses an answer off the contract; the conformance run lists all of it.
    if (isApiError(error) && error.kind === 'malformed') {
      return error.answer === undefined
        ? { status: error.status ?? null, failure: error.message }
        : { status: error.status ?? null, body: error.answer };
    }
    return { status: null, failure: error instanceof Error ? error.message : String(error) };
  }
}

// ------------------------------------------------------------------ comparing with the contract

type Node = Record<string, unknown>;

/** Every place the answer differs from the operation's check: missing, of another type. */
function checkDifferences(call: string, answer: unknown): string[] {
  const check = RESPONSE_CHECKS[call];
  if (!check) return [];
  const result = v.safeParse(check, answer);
  if (result.success) return [];
  const differences = result.issues.map((issue) => {
    // Items of a list are one place: `[].startTime`, not one line per item.
    const where = (v.getDotPath(issue) ?? '(the body)').replace(/(^|\.)\d+(?=\.|$)/g, '$1[]');
    return issue.received === 'undefined'
      ? `missing ${where}`
      : `${where}: expected ${issue.expected ?? 'another value'}, got ${issue.received}`;
  });
  return [...new Set(differences)];
}

/** The fields of an answer the contract does not name (a renamed field shows up here). */
function unlistedFields(contract: Node, call: string, answer: unknown): string[] {
  const [method = '', path = ''] = call.split(' ');
  const operation = (contract.paths as Node)[path] as Node | undefined;
  const responses = (operation?.[method.toLowerCase()] as Node | undefined)?.responses as
    | Node
    | undefined;
  const schema = (
    ((responses?.['200'] as Node | undefined)?.content as Node | undefined)?.[
      'application/json'
    ] as Node | undefined
  )?.schema;
  const found: string[] = [];
  const resolve = (node: unknown): Node => {
    let current = node as Node;
    while (typeof current?.$ref === 'string') {
      current = String(current.$ref)
        .replace(/^#\//, '')
        .split('/')
        .reduce<Node>((target, key) => target[key] as Node, contract);
    }
    return current ?? {};
  };
  const propertiesOf = (node: Node): Node | null => {
    const own = (node.properties as Node | undefined) ?? {};
    const parts = (node.allOf as unknown[] | undefined)?.map((part) => propertiesOf(resolve(part)));
    if (node.additionalProperties !== undefined && node.additionalProperties !== false) return null;
    if (!node.properties && !parts) return null;
    return Object.assign({}, ...(parts ?? []).map((part) => part ?? {}), own) as Node;
  };
  const visit = (node: unknown, value: unknown, where: string) => {
    const resolved = resolve(node);
    if (Array.isArray(value)) {
      if (resolved.items) value.forEach((item) => visit(resolved.items, item, `${where}[]`));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const properties = propertiesOf(resolved);
    if (properties === null) return;
    for (const [key, field] of Object.entries(value)) {
      const at = where ? `${where}.${key}` : key;
      if (!(key in properties)) found.push(at);
      else visit(properties[key], field, at);
    }
  };
  if (schema) visit(schema, answer, '');
  // One line per name, however many items carry it.
  return [...new Set(found)];
}

// ------------------------------------------------------------------ the run

export async function runConformance(options: ConformanceOptions): Promise<ConformanceRow[]> {
  const contract = parse(readFileSync('api/openapi.yaml', 'utf8')) as Node;
  configureApi({
    host: options.host,
    context: {
      language: options.language ?? 'pt_PT',
      token: options.token ?? null,
      entityId: options.entityId ?? 1,
      clientApplication: 'WEB',
      sessionId: '00000000-0000-4000-8000-000000c0ffee',
    },
  });
  const rows: ConformanceRow[] = [];
  const signedIn = options.token !== undefined && options.userId !== undefined;

  for (const probe of READ_PROBES) {
    const call = callOf(probe.operation);
    const assumed = assumptionsOf(probe.operation).map((assumption) => assumption.id);
    if (probe.signedIn && !signedIn) {
      rows.push({
        operation: probe.operation,
        call,
        status: null,
        verdict: 'skipped',
        differences: ['needs --token and --user'],
        assumed,
      });
      continue;
    }
    const answer = await ask(probe.operation, probe.params?.(options.config, options) ?? {});
    rows.push(readRow(contract, probe.operation, call, answer, assumed));
  }

  for (const probe of REFUSAL_PROBES) {
    const answer = await ask(probe.operation, probe.params(options.config));
    rows.push(refusalRow(probe.operation, answer));
  }

  if (options.write) rows.push(...(await writeRows(contract, options)));
  return rows;
}

function readRow(
  contract: Node,
  operation: OperationId,
  call: string,
  answer: Answer,
  assumed: string[],
): ConformanceRow {
  const row = { operation, call, status: answer.status, assumed };
  if (answer.failure !== undefined) {
    return { ...row, verdict: 'differs', differences: [answer.failure] };
  }
  if (answer.status === null || answer.status >= 400) {
    const said = (answer.body as { message?: unknown } | undefined)?.message;
    return {
      ...row,
      verdict: 'differs',
      differences: [`refused${typeof said === 'string' ? `: ${said}` : ''} (check the ids)`],
    };
  }
  const differences = [
    ...checkDifferences(call, answer.body),
    ...unlistedFields(contract, call, answer.body).map((field) => `not in the contract: ${field}`),
  ];
  return { ...row, verdict: differences.length ? 'differs' : 'ok', differences };
}

/** SPEC 8's refusal: a status the reactions table reads, and the message in the body. */
function refusalRow(operation: OperationId, answer: Answer): ConformanceRow {
  const differences: string[] = [];
  if (answer.failure !== undefined || answer.status === null) {
    differences.push(answer.failure ?? 'no answer');
  } else if (answer.status < 400) {
    differences.push(`answered ${answer.status} for an id that does not exist`);
  } else {
    const row = reactionRow(operation, answer.status);
    if (!row) {
      differences.push(
        `status ${answer.status}: no row of the reactions table (the generic message is shown)`,
      );
    }
    const message = (answer.body as { message?: unknown } | null | undefined)?.message;
    if (typeof message !== 'string' || message.trim() === '') {
      differences.push('no message in the body (SPEC 8)');
    }
  }
  return {
    operation: `${operation} (unknown id)`,
    call: `refusal of ${operation} (an id that does not exist)`,
    status: answer.status,
    verdict: differences.length ? 'differs' : 'ok',
    differences,
    assumed: ['refusalStatuses'],
  };
}

/** With `write` and a test account only: the cart round trip, nothing ordered or paid. */
async function writeRows(contract: Node, options: ConformanceOptions): Promise<ConformanceRow[]> {
  if (options.token === undefined || options.userId === undefined) {
    return [
      {
        operation: 'addCartItem',
        call: callOf('addCartItem'),
        status: null,
        verdict: 'skipped',
        differences: ['--write needs a test account: --token and --user'],
        assumed: ['addCartItem'],
      },
    ];
  }
  const { shopId, productId } = options.config;
  const added = await ask('addCartItem', { query: { shopId } }, { productId, quantity: 1 });
  const rows = [readRow(contract, 'addCartItem', callOf('addCartItem'), added, ['addCartItem'])];
  const items = (added.body as { items?: { id?: unknown; productId?: unknown }[] } | undefined)
    ?.items;
  const item = items?.find((line) => line.productId === productId);
  if (typeof item?.id === 'number') {
    const removed = await ask('removeCartItem', { path: { itemId: item.id } });
    rows.push(
      readRow(contract, 'removeCartItem', callOf('removeCartItem'), removed, ['cartAnswers']),
    );
  }
  return rows;
}

// ------------------------------------------------------------------ the report

const cell = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);

/** Where each assumption named in the rows is relied on: file:line of its symbol. */
function reliedOnLines(assumption: Assumption): string[] {
  return assumption.reliedOnBy.map(({ file, symbol }) => {
    let line = 0;
    try {
      line =
        readFileSync(file, 'utf8')
          .split('\n')
          .findIndex((text) => text.includes(symbol)) + 1;
    } catch {
      // a file that moved: the registry's own test says so
    }
    return `${file}:${line} (${symbol})`;
  });
}

/** The table a deployer reads, and under it the assumptions it names. */
export function formatReport(rows: ConformanceRow[]): string {
  const lines = [
    `${cell('operation', 34)} ${cell('status', 7)} ${cell('verdict', 8)} differences / assumed`,
    '-'.repeat(100),
  ];
  for (const row of rows) {
    const status = row.status === null ? '-' : String(row.status);
    const [first = '', ...more] = row.differences;
    lines.push(
      `${cell(String(row.operation), 34)} ${cell(status, 7)} ${cell(row.verdict, 8)} ${first}`,
    );
    for (const difference of more) lines.push(`${' '.repeat(51)} ${difference}`);
    if (row.assumed.length) lines.push(`${' '.repeat(51)} assumed: ${row.assumed.join(', ')}`);
  }
  const named = new Set(rows.flatMap((row) => row.assumed));
  lines.push('', 'Assumptions named above (api/assumptions.ts) and the code that relies on each:');
  for (const assumption of ASSUMPTIONS.filter((candidate) => named.has(candidate.id))) {
    lines.push(`  ${assumption.id}: ${assumption.what}`);
    lines.push(`    if wrong: ${assumption.ifWrong}`);
    for (const where of reliedOnLines(assumption)) lines.push(`    relied on by ${where}`);
  }
  const differing = rows.filter((row) => row.verdict === 'differs').length;
  const skipped = rows.filter((row) => row.verdict === 'skipped').length;
  lines.push(
    '',
    differing === 0
      ? `All ${rows.length - skipped} checks conform${skipped ? ` (${skipped} skipped)` : ''}.`
      : `${differing} of ${rows.length - skipped} checks differ${skipped ? ` (${skipped} skipped)` : ''}.`,
  );
  return lines.join('\n');
}
