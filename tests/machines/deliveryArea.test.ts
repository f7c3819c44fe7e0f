// Where a shop delivers at home, as a refusal and a saved address outside it say it: from the
// shop's address in the cart's delivery methods (api/assumptions.ts deliveryArea), the seeded shops'.
import { describe, expect, it } from 'vitest';
import { SHOPS } from '../../api/sandbox/seed';
import { sandbox } from '../../api/sandbox/control';
import { deliveryAreaOf } from '../../machines/delivery/deliveryArea';

const addressOf = (shopId: number) => SHOPS.find((shop) => shop.id === shopId)!.addressView;

describe('the delivery area named from the shop address', () => {
  it('Francesinha & Companhia (14, Rua de Ceuta, 4050-189 Porto): Porto, 4xxx, where the sandbox delivers', () => {
    expect(deliveryAreaOf(addressOf(14))).toEqual({ place: 'Porto', postalCodes: '4xxx' });
    expect(sandbox.store.deliversTo(14, 139, '4000-001')).toBe(true);
    expect(sandbox.store.deliversTo(14, 139, '3999-999')).toBe(false);
  });

  it('Taberna do Chiado (11, 1200-203 Lisboa): Lisboa, 1xxx', () => {
    expect(deliveryAreaOf(addressOf(11))).toEqual({ place: 'Lisboa', postalCodes: '1xxx' });
  });

  it('the district when the county is not said; nothing when the postal code or the place is not', () => {
    const porto = addressOf(14)!;
    const { county: _county, ...noCounty } = porto;
    expect(deliveryAreaOf(noCounty)).toEqual({ place: 'Porto', postalCodes: '4xxx' });
    expect(deliveryAreaOf({ ...porto, zipcode: '' })).toBeNull();
    expect(deliveryAreaOf({ zipcode: '4050-189' })).toBeNull();
    expect(deliveryAreaOf(undefined)).toBeNull();
  });

  it('a shop outside Portugal: no area named (the first digit is a Portuguese postal region)', () => {
    expect(deliveryAreaOf({ ...addressOf(14)!, countryId: 67 })).toBeNull();
  });
});
