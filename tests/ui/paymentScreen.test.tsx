// The payment screen with a real payment chart against the sandbox (msw/node), found by role and
// label as a visitor finds it: Ana pays the voucher of campaign 101 (2 × 39,90 €) on Tuesday
// 3 March 2026 at 09:00, the sandbox's clock frozen (so the MB WAY countdown stands still).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, waitFor, type Actor } from 'xstate';
import { configureOpenUrl } from '../../api/openUrl';
import { sandbox } from '../../api/sandbox/control';
import { paymentMachine, type PaymentInput } from '../../machines/payment/payment.machine';
import { I18nRoot } from '../../ui/i18n';
import { PaymentScreen } from '../../ui/screens/payment/PaymentScreen';

const ANA = { kind: 'user' as const, userId: 1001, token: 'tok-ana' };

function voucherInput(overrides: Partial<PaymentInput> = {}): PaymentInput {
  return {
    amount: 79.8,
    methods: ['hipay_mbway', 'hipay_cc', 'hipay_mb', 'IN_STORE_PAYMENT'],
    purchase: { kind: 'voucher', request: { campaignId: 101, numberOfPeople: 2 } },
    payer: ANA,
    phone: { prefix: '+351', phone: '' },
    keySeed: 'seed-screen',
    ...overrides,
  };
}

let actor: Actor<typeof paymentMachine> | null = null;

afterEach(() => {
  cleanup();
  sandbox.setLatency(0);
  actor?.stop();
  actor = null;
  configureOpenUrl({ parent: null });
  vi.restoreAllMocks();
});

function openPayment(input: PaymentInput = voucherInput()) {
  actor = createActor(paymentMachine, { input }).start();
  const user = userEvent.setup();
  render(
    <I18nRoot>
      <PaymentScreen actor={actor} />
    </I18nRoot>,
  );
  return { actor, user };
}

const payments = () => [...sandbox.store.payments.values()];

describe('payment screen: choosing', () => {
  it('offers the methods by name with MB WAY selected, the amount and the MB WAY phone', () => {
    openPayment();
    expect(screen.getByRole('heading', { level: 2, name: 'Pagamento' })).toBeInTheDocument();
    expect(screen.getByText('79,80 €')).toBeInTheDocument();
    const methods = screen.getByRole('group', { name: 'Como quer pagar?' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['hipay_mbway', 'hipay_cc', 'hipay_mb', 'IN_STORE_PAYMENT']);
    expect(within(methods).getByRole('radio', { name: 'MB WAY' })).toBeChecked();
    expect(
      within(methods).getByRole('radio', { name: 'Cartão de crédito ou débito' }),
    ).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Indicativo' })).toHaveValue('+351');
    expect(screen.getByRole('textbox', { name: 'Número de telemóvel' })).toHaveValue('');
  });

  it('asks no phone for a card', async () => {
    const { user } = openPayment();
    await user.click(screen.getByRole('radio', { name: 'Cartão de crédito ou débito' }));
    expect(screen.getByRole('radio', { name: 'Cartão de crédito ou débito' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Número de telemóvel' })).toBeNull();
  });

  it('an invalid phone: the translated error beside it, what was typed kept, nothing charged', async () => {
    const { actor, user } = openPayment();
    const phone = screen.getByRole('textbox', { name: 'Número de telemóvel' });
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await act(() => waitFor(actor, (snapshot) => snapshot.matches('choosing')));
    const error = await screen.findByText(
      'Indique um número de telemóvel válido para este indicativo.',
    );
    expect(error).toHaveAttribute('role', 'alert');
    expect(phone).toHaveValue('12');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      'Indique um número de telemóvel válido para este indicativo.',
    );
    expect(phone).toHaveFocus();
    expect(payments()).toEqual([]);
  });

  it('no methods: the catalogue message and a way back', async () => {
    const { actor, user } = openPayment(voucherInput({ methods: [] }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'De momento não há métodos de pagamento disponíveis.',
    );
    expect(screen.queryByRole('button', { name: 'Pagar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(actor.getSnapshot().output).toEqual({ status: 'cancelled' });
  });
});

describe('payment screen: starting failed', () => {
  it('the answer lost: "A confirmar o pagamento", then the MB WAY wait of the payment found; never sent again', async () => {
    sandbox.setFault('createVoucherPaymentLink', { kind: 'lost' }, { times: 1 });
    sandbox.setLatency(50);
    const { actor, user } = openPayment(
      voucherInput({ phone: { prefix: '+351', phone: '912000001' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'A confirmar o pagamento' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Escolher outro método' })).toBeNull();
    await act(() => waitFor(actor, (snapshot) => snapshot.matches('waitingMbway')));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Confirme o pagamento na app MB WAY' }),
    ).toBeInTheDocument();
    expect(payments()).toHaveLength(1);
    expect(sandbox.seenOperations().get('createVoucherPaymentLink')).toBe(1);
  });

  it("a guest's answer lost: said that it cannot be confirmed, where to check, and no second payment offered", async () => {
    sandbox.setFault('createGuestVoucherPaymentLink', { kind: 'lost' }, { times: 1 });
    const { actor, user } = openPayment(
      voucherInput({
        payer: { kind: 'guest' },
        purchase: {
          kind: 'voucher',
          request: { campaignId: 101, numberOfPeople: 2, email: 'rita@example.pt' },
        },
        phone: { prefix: '+351', phone: '912000001' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await act(() => waitFor(actor, (snapshot) => snapshot.matches({ startUnknown: 'noLookup' })));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Não conseguimos confirmar o pagamento' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/não temos forma de confirmar se foi feito/)).toBeInTheDocument();
    expect(screen.getByText(/veja na app MB WAY e no seu email/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Tentar novamente|Pagar|Escolher outro método/ }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(actor.getSnapshot().output).toMatchObject({ status: 'unconfirmed' });
    expect(payments()).toHaveLength(1);
  });

  it('a final refusal: its message, no retry, another method', async () => {
    // SPEC 8's body, no code: a 422 of a voucher with a prize leaves too little to pay.
    sandbox.setFault('createVoucherPaymentLink', {
      kind: 'status',
      status: 422,
      message: 'Operação inválida.',
    });
    const { actor, user } = openPayment(
      voucherInput({
        phone: { prefix: '+351', phone: '912000001' },
        purchase: {
          kind: 'voucher',
          request: { campaignId: 101, numberOfPeople: 2, prizeId: 301 },
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await act(() => waitFor(actor, (snapshot) => snapshot.matches('failed')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O valor do voucher não pode ser inferior a 2 €.',
    );
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Escolher outro método' }));
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeInTheDocument();
  });
});

describe('payment screen: MB WAY', () => {
  it('912000001: the request sent, the countdown at 5:00 to the deadline, the heading focused', async () => {
    const { actor, user } = openPayment();
    await user.type(screen.getByRole('textbox', { name: 'Número de telemóvel' }), '912000001');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await act(() => waitFor(actor, (snapshot) => snapshot.matches('waitingMbway')));
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Confirme o pagamento na app MB WAY',
    });
    expect(heading).toHaveFocus();
    expect(screen.getByText('+351 912000001')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Tempo para confirmar:' })).toHaveTextContent('5:00');
    // Said once, politely, at a whole minute; not every second.
    expect(screen.getByText('5 minutos restantes.')).toHaveAttribute('role', 'status');
    expect(payments()).toHaveLength(1);
    expect(payments()[0]).toMatchObject({ method: 'hipay_mbway', phone: '912000001' });
  });

  it('refused: the catalogue message, the phone kept to change, a new attempt with the new one', async () => {
    const { actor, user } = openPayment(
      voucherInput({ phone: { prefix: '+351', phone: '912000002' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await act(() => waitFor(actor, (snapshot) => snapshot.matches('waitingMbway')));
    // The sandbox refuses 912000002 5 s after the request.
    sandbox.clock.advance(5_000);
    await act(() => waitFor(actor, (snapshot) => snapshot.matches('unpaid'), { timeout: 5_000 }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'O pagamento não foi concluído' }),
    ).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('O pagamento foi recusado.');
    const phone = screen.getByRole('textbox', { name: 'Número de telemóvel' });
    expect(phone).toHaveValue('912000002');
    await user.clear(phone);
    await user.type(phone, '912000001');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await act(() => waitFor(actor, (snapshot) => snapshot.matches('waitingMbway')));
    expect(payments().map((payment) => payment.phone)).toEqual(['912000002', '912000001']);
  });
});

describe('payment screen: card', () => {
  it('opens the payment page in a new window from the click; a blocked one gets a plain link', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { actor, user } = openPayment();
    await user.click(screen.getByRole('radio', { name: 'Cartão de crédito ou débito' }));
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await act(() => waitFor(actor, (snapshot) => snapshot.matches('awaitingCard')));
    expect(await screen.findByRole('heading', { name: 'Pagar com cartão' })).toHaveFocus();
    const url = actor.getSnapshot().context.inProgress!.payment.paymentUrl!;
    await user.click(screen.getByRole('button', { name: 'Abrir a página de pagamento' }));
    expect(open).toHaveBeenCalledWith(url, '_blank');
    const link = await screen.findByRole('link', { name: 'Abrir a página de pagamento' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('A aguardar a confirmação do pagamento…')).toBeInTheDocument();
  });

  it('inside a parent window, asks the host page to open it', async () => {
    const parent = vi.fn(() => Promise.resolve());
    configureOpenUrl({ parent });
    const open = vi.spyOn(window, 'open');
    const { actor, user } = openPayment();
    await user.click(screen.getByRole('radio', { name: 'Cartão de crédito ou débito' }));
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await act(() => waitFor(actor, (snapshot) => snapshot.matches('awaitingCard')));
    await user.click(await screen.findByRole('button', { name: 'Abrir a página de pagamento' }));
    expect(parent).toHaveBeenCalledWith(actor.getSnapshot().context.inProgress!.payment.paymentUrl);
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Abrir a página de pagamento' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Escolher outro método' }));
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
  });
});

describe('payment screen: ATM reference', () => {
  it('shows entity 11249, the reference in groups of three and the amount, each copied', async () => {
    const { actor, user } = openPayment();
    await user.click(screen.getByRole('radio', { name: 'Referência Multibanco' }));
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await act(() => waitFor(actor, (snapshot) => snapshot.status === 'done'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pagar por referência Multibanco' }),
    ).toHaveFocus();
    const valueOf = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(valueOf('Entidade')).getByText('11249')).toBeInTheDocument();
    const reference = within(valueOf('Referência')).getByText(/^\d{3} \d{3} \d{3}$/);
    expect(within(valueOf('Montante')).getByText('79,80 €')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar a entidade' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar o montante' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copiar a referência' }));
    expect(await navigator.clipboard.readText()).toBe(reference.textContent!.replace(/\D/g, ''));
    expect(await screen.findByText('Referência copiada.')).toHaveAttribute('role', 'status');
  });
});
