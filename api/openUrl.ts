import { isHttpUrl } from '../domain/httpUrl';

/**
 * Opening a web page in a new window for the visitor (a card payment's page): inside a parent
 * window, the host page opens it (the `openUrl` request of api/parent/protocol.ts, which the embed
 * loader opens with `noopener`); else the widget opens it itself, from the visitor's click. Only
 * http(s) addresses are opened.
 */

/** `sentToPage`: the host page was asked; `opened`: a window opened; `blocked`: none did. */
export type OpenUrlOutcome = 'sentToPage' | 'opened' | 'blocked';

export interface OpenUrlWays {
  /** The host page, when the widget runs inside a parent window. */
  parent?: ((url: string) => Promise<void>) | null;
  /** `window.open` of this page. */
  open?: (url: string) => Window | null;
}

let parentOpen: OpenUrlWays['parent'] = null;
let parentNavigate: OpenUrlWays['parent'] = null;

/**
 * Set by the shell when there is a parent window to hand the address to: `parent` opens it in a
 * new window (`openUrl`), `navigate` takes the host page itself there (`navigate`).
 */
export function configureOpenUrl(options: {
  parent: OpenUrlWays['parent'];
  navigate?: OpenUrlWays['parent'];
}): void {
  parentOpen = options.parent;
  parentNavigate = options.navigate ?? null;
}

/**
 * The host page's way to follow a link, when the widget runs inside a parent window: `navigate`
 * (the host page goes there) or `openUrl` (it opens a new window). Null without a parent window:
 * the link is followed by the browser as any link.
 */
export function parentLinkWay(way: 'navigate' | 'openUrl'): OpenUrlWays['parent'] {
  return way === 'navigate' ? parentNavigate : parentOpen;
}

/**
 * The page's own new window, cut off from the widget: `noopener` would make `window.open`
 * answer null even when the window opened, so a blocked popup could not be told apart; the
 * opener is dropped at once instead, before the new page has loaded anything.
 */
function openWindow(url: string): Window | null {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  return opened;
}

/** What this page offers. */
export function browserOpenUrlWays(): OpenUrlWays {
  return {
    parent: parentOpen,
    open:
      typeof window !== 'undefined' && typeof window.open === 'function' ? openWindow : undefined,
  };
}

/**
 * Opens `url` in the first way there is. Call it from the click itself: the browser lets a
 * page open a window only in answer to the visitor (it runs `open` before anything awaits). A
 * refused request to the host page or a blocked window is `blocked`, for the caller to offer a
 * plain link instead; an address that is not http(s) is refused.
 */
export async function openUrl(
  url: string,
  ways: OpenUrlWays = browserOpenUrlWays(),
): Promise<OpenUrlOutcome> {
  if (!isHttpUrl(url)) throw new Error('Only http and https addresses are opened.');
  if (ways.parent) {
    try {
      await ways.parent(url);
      return 'sentToPage';
    } catch {
      return 'blocked';
    }
  }
  return ways.open?.(url) ? 'opened' : 'blocked';
}
