/** What a share link opens: a campaign, or a shop's service list (at a service). */
export type ShareTarget = { campaignId: number } | { shopId: number; serviceId?: number };

/** What a success screen shares (SPEC 2: "share"), as the Web Share API takes it. */
export interface ShareData {
  title: string;
  text: string;
  url: string;
}
