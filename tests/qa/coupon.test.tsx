// QA model of booking type 5 (SPEC 4: a digital coupon, scheduled later with the merchant by
// phone or contact) on campaign 114, driven on the rendered widget against the sandbox.
import { afterEach, beforeAll, expect } from 'vitest';
import { screen } from '@testing-library/react';
import { createMachine } from 'xstate';
import { sandbox } from '../../api/sandbox/control';
import { describeQaModel } from './support/model';
import {
  click,
  continueAsGuest,
  heading,
  openWidget,
  reviewDetails,
  seededCampaign,
  type OpenWidget,
} from './support/widget';

const couponModel = createMachine({
  id: 'couponQa',
  initial: 'campaign',
  states: {
    campaign: {
      description:
        'the campaign offers the coupon, free; no 0 € voucher is sold for a free offer (SPEC 4)',
      on: { GET_COUPON: 'identifying' },
    },
    identifying: {
      description: 'no date to choose: sign in, or continue as a guest where allowed (SPEC 4, 6)',
      on: { IDENTIFY: 'describing' },
    },
    describing: {
      description: 'the contact, prefilled; prefix +351',
      on: { CONTINUE: 'reviewing' },
    },
    reviewing: {
      description:
        'the review: to be scheduled with the merchant by phone or contact, the price; nothing issued yet',
      on: {
        CONFIRM: 'issued',
        CONFIRM_OFFLINE: 'unconfirmed',
        CONFIRM_REFUSED_FOR_GOOD: 'refusedForGood',
      },
    },
    unconfirmed: {
      description:
        'no answer: "não conseguimos confirmar" (no call finds a guest\'s coupon), never "not made", no retry; nothing issued',
      on: { BACK_TO_SUMMARY: 'reviewing' },
    },
    refusedForGood: {
      description:
        'a final refusal (campaign no longer available): its message and no retry (SPEC 8)',
    },
    issued: {
      description:
        "issued once: the activation code and its QR code, the merchant's contact; the sandbox holds one coupon",
    },
  },
});

let open: OpenWidget | null = null;
beforeAll(() => import('../../ui/screens/booking/QrCodeImage'));
afterEach(() => {
  open?.close();
  open = null;
});

describeQaModel(
  'QA model, type 5 (campaign 114, a free coupon), as a guest',
  couponModel,
  async (path) => {
    const { view } = seededCampaign(114);
    open = await openWidget('campaignId=114&allowGuestLogin=true');
    const { user } = open;

    await path.test({
      events: {
        GET_COUPON: () => click(user, 'Obter o cupão'),
        IDENTIFY: () => continueAsGuest(user),
        CONTINUE: () => click(user, 'Continuar'),
        CONFIRM: () => click(user, 'Confirmar'),
        CONFIRM_OFFLINE: async () => {
          sandbox.setFault('createGuestBooking', { kind: 'network' }, { times: 1 });
          await click(user, 'Confirmar');
        },
        CONFIRM_REFUSED_FOR_GOOD: async () => {
          // SPEC 8's body (a message, the status): a booking's 404 is the campaign gone.
          sandbox.setFault('createGuestBooking', {
            kind: 'status',
            status: 404,
            message: 'Já não existe.',
          });
          await click(user, 'Confirmar');
        },
        BACK_TO_SUMMARY: () => click(user, 'Voltar ao resumo'),
      },
      states: {
        campaign: async () => {
          expect(
            await screen.findByRole('heading', { level: 1, name: view.campaignTitle }),
          ).toBeVisible();
          expect(screen.queryByRole('button', { name: 'Comprar voucher' })).toBeNull();
        },
        identifying: async () => {
          await heading('Inicie sessão para obter o cupão');
          expect(screen.queryByRole('grid')).toBeNull();
        },
        describing: async () => {
          await heading('Os seus contactos');
          expect(screen.getByLabelText('Indicativo')).toHaveValue('+351');
        },
        reviewing: async () => {
          await heading('Confirme os dados');
          const details = reviewDetails();
          expect(details.Quando).toBe('A combinar com o estabelecimento, por telefone ou contacto');
          // A free coupon says so, as the middleware writes its price.
          expect(details['Preço']).toBe(view.offerPriceD);
          expect(details.Pessoas).toBeUndefined();
          expect(sandbox.store.reservations).toEqual([]);
        },
        unconfirmed: async () => {
          await heading('Não conseguimos confirmar a reserva');
          expect(screen.queryByRole('heading', { name: 'A reserva não foi feita' })).toBeNull();
          expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
          expect(sandbox.store.reservations).toEqual([]);
        },
        refusedForGood: async () => {
          await heading('A reserva não foi feita');
          expect(screen.getByRole('alert')).toHaveTextContent(
            'Esta campanha já não está disponível.',
          );
          expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
          expect(sandbox.store.reservations).toEqual([]);
        },
        issued: async () => {
          await heading('O seu cupão');
          expect(screen.getByText(view.activationCode!, { exact: true })).toBeVisible();
          expect(
            await screen.findByRole('img', { name: `Código QR do cupão ${view.activationCode!}` }),
          ).toBeVisible();
          expect(screen.getByRole('link', { name: /\+351/ })).toBeVisible();
          expect(sandbox.store.reservations).toHaveLength(1);
          expect(sandbox.store.reservations[0]).toMatchObject({ campaignId: 114, campaignType: 5 });
        },
      },
    });
  },
);
