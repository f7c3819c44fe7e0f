import { DEFAULT_COUNTRY_ID, DEFAULT_PHONE_PREFIX } from './constants';
import type { FlowState } from './flowState';

/** The flow state of a visitor who has chosen nothing yet (SPEC 3). */
export function initialFlowState(): FlowState {
  return {
    reservationType: 'normal',
    transportType: 'none',
    showMenu: false,
    isTransported: false,
    backButton: false,
    shoppingCartNotes: '',
    deliveryAddress: {
      street: '',
      floorDoor: '',
      city: '',
      postalCode: '',
      countryId: DEFAULT_COUNTRY_ID,
      addressName: '',
    },
    deliveryChoice: {},
    contact: {
      name: '',
      prefix: DEFAULT_PHONE_PREFIX,
      phone: '',
      email: '',
      notes: '',
      vatId: '',
    },
    payment: {
      mbwayPhoneNumber: '',
      mbwayPrefix: DEFAULT_PHONE_PREFIX,
      paymentInfo: { onlinePayment: true, prefix: DEFAULT_PHONE_PREFIX, mobile: '' },
    },
    productOrder: {},
    book: { transportInstant: 'asap', selectedDayIsAvailable: false, dateTimes: [] },
    voucher: { needVatInvoice: false, name: '', vatId: '' },
  };
}
