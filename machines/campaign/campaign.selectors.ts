import type { SnapshotFrom } from 'xstate';
import type { campaignMachine, CampaignInfo } from './campaign.machine';

type CampaignSnapshot = SnapshotFrom<typeof campaignMachine>;

/** What the campaign screen shows: plain values, formatted by the view in the active language. */
export interface CampaignSummary {
  title: string;
  shopName: string;
  address: string;
  image: { url: string; alt: string } | null;
  /** The price to pay, or null for a free offer or a campaign without a price. */
  price: number | null;
  priceBefore: number | null;
  discountPercent: number | null;
  isFree: boolean;
  points: number | null;
  startNote: string | null;
}

function addressLine(campaign: CampaignInfo): string {
  const address = campaign.addressView ?? campaign.shop.addressView;
  if (!address) return '';
  const street = [address.address1, address.address2, address.address3].filter(Boolean).join(', ');
  const town = [address.zipcode, address.county].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ');
}

export function selectCampaignSummary(snapshot: CampaignSnapshot): CampaignSummary | null {
  const campaign = snapshot.context.campaign;
  if (!campaign) return null;
  const view = campaign.campaignView;
  const firstImage = campaign.campaignImages?.[0];
  const hasPrice = !view.isFreeOffer && typeof view.offerPrice === 'number' && view.offerPrice > 0;
  const hasPriceBefore =
    hasPrice && typeof view.priceBeforeD === 'number' && view.priceBeforeD > (view.offerPrice ?? 0);
  return {
    title: view.campaignTitle,
    shopName: campaign.shop.name,
    address: addressLine(campaign),
    image: firstImage ? { url: firstImage.url, alt: firstImage.alt ?? '' } : null,
    price: hasPrice ? (view.offerPrice ?? null) : null,
    priceBefore: hasPriceBefore ? (view.priceBeforeD ?? null) : null,
    discountPercent: hasPriceBefore && view.discount ? Math.round(view.discount) : null,
    isFree: view.isFreeOffer,
    points: view.points ?? null,
    startNote: campaign.bookingConfig?.bookingStartNote ?? null,
  };
}

export const selectCampaignError = (snapshot: CampaignSnapshot) => snapshot.context.error;
