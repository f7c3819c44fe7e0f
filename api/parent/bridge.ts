import * as v from 'valibot';
import { isHttpUrl } from '../../domain/httpUrl';
import { ApiError } from '../errors';
import {
  ANSWERED_REQUESTS,
  PROTOCOL_VERSION,
  PUBLIC_COMMANDS,
  PUBLIC_EVENTS,
  publicDetail,
  PUBLIC_REQUESTS,
  WIDGET_SOURCE,
  hostCommandSchema,
  hostReplySchema,
  replyPayloadSchemas,
  type HostCommand,
  type ParentRequestType,
  type ParentRequests,
  type WidgetEventName,
  type WidgetEvents,
  type WidgetNotice,
  type WidgetRequest,
} from './protocol';

// Where the parent's origin is judged: kept out of this chunk, the first screen needs it.
export { isAllowListed, resolveParentOrigin } from './origin';

/** How long the widget waits for each answered request: a location may wait on the visitor's
 * permission prompt, a social sign-in on a whole provider popup. */
export const REPLY_TIMEOUT_MS: Record<(typeof ANSWERED_REQUESTS)[number], number> = {
  getLocation: 30_000,
  socialLoginCheck: 5_000,
  socialLogins: 180_000,
};

export interface ParentBridgeOptions {
  /** The widget's own window (a test passes a fake). */
  self: Window;
  /** The one exact origin messages go to and come from; null when no trusted parent is known. */
  parentOrigin: string | null;
  /**
   * The parent's origin is on the configured allow-list: only then does anything about the
   * visitor go to it (a token, a booking), or does it change the context, prefill or sign in.
   */
  trusted?: boolean;
  /** Commands the parent sends of its own accord (context, language, prefill), already checked. */
  onCommand?: (command: HostCommand) => void;
  createId?: () => string;
  /**
   * Messages that reached the widget's window before this code did (api/parent/lazyBridge.ts
   * keeps them from the start): read first, in the order they came, as if just arrived.
   */
  earlier?: readonly MessageEvent[];
}

export interface ParentBridge {
  /** A parent window at a confirmed origin: it hears the public notices (PUBLIC_EVENTS, ...). */
  readonly hasParent: boolean;
  /** That parent is on the allow-list: it may also hear and send what concerns the visitor. */
  readonly isTrusted: boolean;
  request<K extends ParentRequestType>(
    type: K,
    ...payload: ParentRequests[K]['payload'] extends undefined
      ? [payload?: ParentRequests[K]['payload']]
      : [payload: ParentRequests[K]['payload']]
  ): Promise<ParentRequests[K]['reply']>;
  /** Tells the host page something happened; without a parent nobody is told. */
  notify<K extends WidgetEventName>(name: K, detail: WidgetEvents[K]): void;
  /** Tells the loader how tall the widget's content is, so the frame needs no scrollbar. */
  resize(height: number): void;
  dispose(): void;
}

interface PendingReply {
  type: (typeof ANSWERED_REQUESTS)[number];
  resolve: (value: unknown) => void;
  reject: (error: ApiError) => void;
  timer: ReturnType<typeof setTimeout>;
}

function isAnswered(type: ParentRequestType): type is (typeof ANSWERED_REQUESTS)[number] {
  return (ANSWERED_REQUESTS as readonly string[]).includes(type);
}

/**
 * The widget's side of the parent-window protocol. Only messages from the parent window itself and
 * from the exact trusted origin are read, and each must match its schema; everything else is
 * ignored without a trace. Nothing is ever posted to '*'.
 */
export function createParentBridge({
  self,
  parentOrigin,
  trusted = false,
  onCommand,
  createId = () => crypto.randomUUID(),
  earlier = [],
}: ParentBridgeOptions): ParentBridge {
  const parent = self.parent !== self ? self.parent : null;
  const isTrusted = parent !== null && parentOrigin !== null && trusted;
  const pending = new Map<string, PendingReply>();

  function receive(event: MessageEvent) {
    if (!parent || event.source !== parent || event.origin !== parentOrigin) return;
    const reply = v.safeParse(hostReplySchema, event.data);
    if (reply.success) {
      settle(reply.output);
      return;
    }
    const command = v.safeParse(hostCommandSchema, event.data);
    if (command.success && (isTrusted || PUBLIC_COMMANDS.includes(command.output.type))) {
      onCommand?.(command.output);
    }
  }

  function settle(reply: v.InferOutput<typeof hostReplySchema>) {
    const waiting = pending.get(reply.replyTo);
    if (!waiting) return;
    if (reply.ok) {
      const payload = v.safeParse(replyPayloadSchemas[waiting.type], reply.payload);
      if (!payload.success) return; // a malformed answer is ignored; the time-out still applies
      finish(reply.replyTo);
      waiting.resolve(payload.output);
    } else {
      finish(reply.replyTo);
      waiting.reject(new ApiError('http', reply.error.message, reply.error.status));
    }
  }

  function finish(id: string) {
    const waiting = pending.get(id);
    if (waiting) clearTimeout(waiting.timer);
    pending.delete(id);
  }

  function post(notice: WidgetNotice) {
    if (parent && parentOrigin) parent.postMessage(notice, parentOrigin);
  }

  self.addEventListener('message', receive);
  for (const event of earlier) receive(event);

  return {
    hasParent: parent !== null && parentOrigin !== null,
    isTrusted,

    request(type, payload?) {
      if (!parent || !parentOrigin) {
        return Promise.reject(new ApiError('noParent', 'The widget has no parent window', 501));
      }
      if (!isTrusted && !PUBLIC_REQUESTS.includes(type)) {
        return Promise.reject(
          new ApiError('noParent', `The parent window is not allowed ${type}`, 501),
        );
      }
      const url = (payload as { url?: unknown } | undefined)?.url;
      if (
        (type === 'navigate' || type === 'openUrl') &&
        !(typeof url === 'string' && isHttpUrl(url))
      ) {
        return Promise.reject(new ApiError('http', 'Only http and https URLs can be opened', 400));
      }
      const id = createId();
      const message = {
        source: WIDGET_SOURCE,
        version: PROTOCOL_VERSION,
        kind: 'request',
        id,
        type,
        payload,
      } as WidgetRequest;
      if (!isAnswered(type)) {
        parent.postMessage(message, parentOrigin);
        return Promise.resolve(undefined);
      }
      return new Promise<unknown>((resolve, reject) => {
        const timer = setTimeout(() => {
          finish(id);
          reject(new ApiError('timeout', `The parent window did not answer ${type}`, 504));
        }, REPLY_TIMEOUT_MS[type]);
        pending.set(id, { type, resolve, reject, timer });
        parent.postMessage(message, parentOrigin);
      }) as Promise<ParentRequests[typeof type]['reply']>;
    },

    notify(name, detail) {
      if (!isTrusted && !PUBLIC_EVENTS.includes(name)) return;
      post({
        source: WIDGET_SOURCE,
        version: PROTOCOL_VERSION,
        kind: 'event',
        name,
        detail: isTrusted ? detail : publicDetail(name, detail),
      } as WidgetNotice);
    },

    resize(height) {
      post({
        source: WIDGET_SOURCE,
        version: PROTOCOL_VERSION,
        kind: 'resize',
        height: Math.ceil(height),
      });
    },

    dispose() {
      self.removeEventListener('message', receive);
      for (const [id, waiting] of pending) {
        finish(id);
        waiting.reject(new ApiError('noParent', 'The parent bridge was closed', 501));
      }
    },
  };
}
