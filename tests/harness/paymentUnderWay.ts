import type { PaymentUnderWay } from '../../domain/paymentInProgress';

/** A guest's voucher of campaign 101 (two dinners, 79,80 €), paid by MB WAY: under way. */
export const mbwayUnderWay: PaymentUnderWay = {
  inProgress: {
    orderCode: 'VOU-5001',
    method: 'hipay_mbway',
    payment: { id: 'pay-1', deadline: '2026-03-03T09:05:00.000Z', mbwayPhoneNumber: '912000001' },
    startedAtMs: Date.parse('2026-03-03T09:00:00.000Z'),
  },
  payer: { kind: 'guest' },
  phone: { prefix: '+351', phone: '912000001' },
  title: 'Jantar de degustação para dois',
  campaignId: 101,
  amount: 79.8,
};
