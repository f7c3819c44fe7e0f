import type { components } from '../../api/schema';

/**
 * A shop's or a campaign's address (the middleware's AddressView) on one line: "Rua Garrett 19,
 * 1200-203 Lisboa"; empty when it names nothing.
 */
export function addressViewLine(
  address:
    | Pick<
        components['schemas']['AddressView'],
        'address1' | 'address2' | 'address3' | 'zipcode' | 'county'
      >
    | null
    | undefined,
): string {
  if (!address) return '';
  const street = [address.address1, address.address2, address.address3].filter(Boolean).join(', ');
  const town = [address.zipcode, address.county].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ');
}
