import type { components } from '../../api/schema';

type Schemas = components['schemas'];

/** A shop's or a campaign's address, as the middleware answers it (AddressView). */
type AddressViewParts = Pick<
  Schemas['AddressView'],
  'address1' | 'address2' | 'address3' | 'zipcode' | 'county'
>;
/** An address the visitor typed or saved (a delivery address, the address book). */
type TypedAddress = { street: string; floorDoor?: string | null; postalCode: string; city: string };
/** A pickup point's address. */
type PickupPointAddress = Pick<Schemas['PickupPoint'], 'address' | 'postalCode' | 'city'>;

export type AnyAddress = AddressViewParts | TypedAddress | PickupPointAddress;

type Parts = (string | null | undefined)[];

function partsOf(address: AnyAddress): { street: Parts; town: Parts } {
  if ('street' in address) {
    return {
      street: [address.street, address.floorDoor],
      town: [address.postalCode, address.city],
    };
  }
  if ('address' in address || 'postalCode' in address || 'city' in address) {
    return { street: [address.address], town: [address.postalCode, address.city] };
  }
  // Neither typed nor a pickup point: a shop's or a campaign's (their fields are all optional).
  const view = address as AddressViewParts;
  return {
    street: [view.address1, view.address2, view.address3],
    town: [view.zipcode, view.county],
  };
}

const written = (parts: Parts, separator: string) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(separator);

/**
 * An address on one line, whichever answer or form it comes from: the street and its further
 * lines, then postal code and town, "Rua de Cedofeita 210, 1.º Dto., 4050-262 Porto"; without
 * the spaces typed around its parts, or its empty parts; empty when it names nothing.
 */
export function addressLine(address: AnyAddress | null | undefined): string {
  if (!address) return '';
  const { street, town } = partsOf(address);
  return written([written(street, ', '), written(town, ' ')], ', ');
}
