import type { ShareData } from '../domain/share';

/** The host page's share, when the widget runs inside a parent window (api/share.ts). */
export type ParentShare = ((data: ShareData) => Promise<void>) | null;

// Set at start, so a module of its own: the sharing itself (api/share.ts) loads with the success
// screens, not with the first screen.
let parentShare: ParentShare = null;

/** Set by the shell when there is a parent window to hand the share to. */
export function configureShare(options: { parent: ParentShare }): void {
  parentShare = options.parent;
}

export function configuredParentShare(): ParentShare {
  return parentShare;
}
