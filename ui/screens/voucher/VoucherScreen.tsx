import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { nowIso } from '../../../api/clock';
import type { VoucherActor } from '../../../machines/campaign/campaign.selectors';
import { formatEuro } from '../../../machines/rules/format';
import { formatLocaleFor, type AppLocale } from '../../../machines/rules/language';
import type { VatIdProblem } from '../../../machines/rules/vatId';
import type { VoucherKind } from '../../../machines/rules/voucher';
import { connectVoucher } from '../../../machines/voucher/voucher.connect';
import type { VoucherContext, VoucherField } from '../../../machines/voucher/voucher.machine';
import { validUntilAt, type VoucherKindOption } from '../../../machines/voucher/voucher.selectors';
import { asText } from '../../asText';
import { useConnect } from '../../connect';
import { createFlowContext } from '../../flowContext';
import { FIELD_ERROR_MESSAGES } from '../../authMessages';
import { StepSection as SharedStepSection } from '../../components/StepSection';
import { ErrorNotice } from '../../components/ErrorNotice';
import { PrizeRadios } from '../../components/PrizeRadios';
import { PaymentUnconfirmedAdvice } from '../../components/PaymentUnconfirmedAdvice';
import { StepArea } from '../../components/StepArea';
import { errorMessage } from '../../errorMessages';
import { VAT_ID_MESSAGES } from '../../vatIdMessages';
import { AuthScreen } from '../auth/AuthScreen';
import { CouponCode } from '../booking/CouponCode';
import { ShareControl } from '../booking/SuccessStep';
import { PaymentScreen } from '../payment/PaymentScreen';
import { AtmReferenceDetails } from '../../components/AtmReferenceDetails';
import { CountStepper } from '../../components/CountStepper';
import { ViewRewards } from '../../components/ViewRewards';
import '../../components/booking.css';
import '../auth/auth.css';
import '../booking/booking.css';
import './voucher.css';

export type { VoucherActor };

const STEP_TITLE_ID = 'voucher-step-title';

const [VoucherProvider, useVoucherActor] = createFlowContext<VoucherActor>('voucher');

/**
 * Buying a voucher (machines/voucher/voucher.machine.ts): how many and which (normal, to give,
 * premium for members), sign-in, a prize and a VAT invoice, the payment chart's screens, then
 * the end: bought, an ATM reference to pay, or to be paid in store. The h1 names the campaign
 * and the shop; each step has one h2, which takes the focus when the step changes. What is
 * possible is what the chart takes (`snapshot.can`). Loaded when a purchase starts.
 */
export function VoucherScreen({ actor }: { actor: VoucherActor }) {
  const { title, shop, focusKey, canGoBack, canExit, done, back, exit } = useConnect(
    actor,
    connectVoucher,
  );
  const heading = useRef<HTMLHeadingElement>(null);

  // The ends have their own "Concluir": no second way out that does the same.
  const showExit = canExit && !done;
  return (
    <VoucherProvider actor={actor}>
      <section className="screen booking voucher" aria-labelledby="voucher-title">
        <h1 id="voucher-title" ref={heading} tabIndex={-1} className="booking__title">
          {title} <span className="booking__shop">{shop}</span>
        </h1>
        <StepArea step={focusKey} focusOnOpen screenHeading={heading}>
          <Step />
        </StepArea>
        {(canGoBack || showExit) && (
          <button
            data-step-back
            type="button"
            className="button button--link"
            onClick={canGoBack ? back : exit}
          >
            {canGoBack ? <Trans>Voltar</Trans> : <Trans>Voltar à campanha</Trans>}
          </button>
        )}
      </section>
    </VoucherProvider>
  );
}

/** For lazyScreen(() => import(...)). */
export default VoucherScreen;

function Step() {
  const { step, auth, payment } = useConnect(useVoucherActor(), connectVoucher);
  switch (step) {
    case 'configuring':
      return <ConfigureStep />;
    case 'identifying':
      return auth ? <AuthScreen actor={auth} /> : null;
    case 'loadingPrizes':
    case 'detailing':
      return <DetailsStep loading={step === 'loadingPrizes'} />;
    case 'paying':
      return payment ? <PaymentScreen actor={payment} /> : null;
    case 'purchased':
      return <PurchasedStep />;
    case 'awaitingPayment':
      return <AwaitingPaymentStep />;
    case 'reservedInStore':
      return <InStoreStep />;
    case 'unconfirmed':
      return <UnconfirmedStep />;
    case 'closed':
      return null;
  }
}

function StepSection({
  className = '',
  ...step
}: Omit<Parameters<typeof SharedStepSection>[0], 'titleId' | 'className'> & {
  className?: string;
}) {
  return (
    <SharedStepSection
      {...step}
      titleId={STEP_TITLE_ID}
      className={`booking__step voucher__step ${className}`.trim()}
    />
  );
}

/** "Concluir": the purchase is over, back to the campaign. */
function FinishButton() {
  const { exit } = useConnect(useVoucherActor(), connectVoucher);
  return (
    <button type="button" className="button button--secondary" onClick={exit}>
      <Trans>Concluir</Trans>
    </button>
  );
}

// ------------------------------------------------------------------ fields

/** A text field with its label and, when a rule is broken, its message (read with the field). */
function TextField({
  id,
  label,
  value,
  error,
  autoComplete,
  inputMode,
  onChange,
}: {
  id: string;
  label: ReactNode;
  value: string;
  error: string | null;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  onChange: (value: string) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="text"
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type VoucherErrors = VoucherContext['errors'];

/**
 * "Continuar", and after a refusal (the chart answers each refusal with a new errors object,
 * numbered `refusal` in the view) `onErrors` places the focus. Only a submit is followed: a
 * choice that clears one error keeps the focus where the visitor is. `onErrors` is a
 * module-level function, the same every render.
 */
function useContinue(onErrors: (errors: VoucherErrors) => void): (event: FormEvent) => void {
  const { errors, refusal, proceed } = useConnect(useVoucherActor(), connectVoucher);
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    onErrors(errors);
  }, [refusal.value, errors, onErrors]);
  return (event) => {
    event.preventDefault();
    submitted.current = true;
    proceed();
  };
}

// ------------------------------------------------------------------ how many and which

const GIFT_NAME_ID = 'voucher-gift-name';

/**
 * How many vouchers (within the campaign's people bounds) and which: a normal one, one to give
 * (its extra discount, and the recipient's name, required) or, for a member, the premium one at
 * the smart price; what one costs and the total.
 */
function ConfigureStep() {
  const { i18n } = useLingui();
  const { configuration, changeCount, chooseKind, change } = useConnect(
    useVoucherActor(),
    connectVoucher,
  );
  const { count, bounds, kind, kinds, giftName, giftNameError } = configuration;
  const submit = useContinue(focusGiftName);
  return (
    <StepSection title={<Trans>O seu voucher</Trans>}>
      <form className="auth__form voucher__form" noValidate onSubmit={submit}>
        <CountStepper
          counts="vouchers"
          count={count}
          min={bounds.min}
          max={bounds.max}
          canDecrease={configuration.canDecrease}
          canIncrease={configuration.canIncrease}
          onChange={changeCount}
        />
        <fieldset className="voucher__choices">
          <legend className="field__label">
            <Trans>Tipo de voucher</Trans>
          </legend>
          {kinds.map((option) => (
            <KindOption
              key={option.kind}
              option={option}
              checked={kind === option.kind}
              onChange={() => chooseKind(option.kind)}
            />
          ))}
        </fieldset>
        {kind === 'gift' && (
          <TextField
            id={GIFT_NAME_ID}
            label={<Trans>Nome de quem recebe</Trans>}
            value={giftName}
            error={giftNameError ? i18n._(GIFT_NAME_REQUIRED) : null}
            autoComplete="off"
            onChange={(value) => change('giftName', value)}
          />
        )}
        <Amounts
          rows={[
            { term: <Trans>Preço por voucher</Trans>, amount: configuration.unitPrice },
            { term: <Trans>Total</Trans>, amount: configuration.total, total: true },
          ]}
        />
        <div className="booking__actions">
          <button type="submit" className="button">
            <Trans>Continuar</Trans>
          </button>
        </div>
      </form>
    </StepSection>
  );
}

/** A refused "Continuar": the recipient's name takes the focus. */
function focusGiftName(errors: VoucherErrors) {
  if (errors.giftName) document.getElementById(GIFT_NAME_ID)?.focus();
}

const GIFT_NAME_REQUIRED = msg`Indique o nome de quem recebe o voucher.`;

function KindName({ kind }: { kind: VoucherKind }) {
  switch (kind) {
    case 'normal':
      return <Trans>Voucher</Trans>;
    case 'gift':
      return <Trans>Voucher para oferecer</Trans>;
    case 'premium':
      return <Trans>Voucher premium</Trans>;
  }
}

/** One kind: its name (the radio's name) and, as its description, its price and discount. */
function KindOption({
  option,
  checked,
  onChange,
}: {
  option: VoucherKindOption;
  checked: boolean;
  onChange: () => void;
}) {
  const nameId = useId();
  const detailId = useId();
  const price = formatEuro(option.unitPrice);
  const percent = option.extraPercent;
  return (
    <label className="voucher__choice">
      <input
        type="radio"
        name="voucher-kind"
        value={option.kind}
        checked={checked}
        aria-labelledby={nameId}
        aria-describedby={detailId}
        onChange={onChange}
      />
      <span className="voucher__choice-text">
        <span id={nameId} className="voucher__choice-name">
          <KindName kind={option.kind} />
        </span>{' '}
        <span id={detailId} className="voucher__choice-detail">
          {option.kind === 'gift' && percent !== null ? (
            <Trans>
              {price} cada, com mais {percent}% de desconto
            </Trans>
          ) : option.kind === 'premium' ? (
            percent !== null ? (
              <Trans>
                Preço Premium: {price} cada (mais {percent}% de desconto)
              </Trans>
            ) : (
              <Trans>Preço Premium: {price} cada</Trans>
            )
          ) : (
            <Trans>{price} cada</Trans>
          )}
        </span>
      </span>
    </label>
  );
}

/** Amounts as terms and values; the last, the total, stands out. */
function Amounts({
  rows,
}: {
  rows: { term: ReactNode; amount: number; negative?: boolean; total?: boolean }[];
}) {
  return (
    <dl className="voucher__amounts">
      {rows.map((row, index) => (
        <div
          key={index}
          className={row.total ? 'voucher__amount voucher__amount--total' : 'voucher__amount'}
        >
          <dt>{row.term}</dt>
          <dd>
            {row.negative ? '−' : ''}
            {formatEuro(row.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

// ------------------------------------------------------------------ prize and invoice

const PRIZE_ERROR_ID = 'voucher-prize-error';
const INVOICE_FIELD_IDS = { invoiceName: 'voucher-invoice-name', vatId: 'voucher-vat-id' } as const;

/** The invoice's rules (SPEC 5), in the words the other forms use for the same rules. */
const INVOICE_ERROR_MESSAGES: Record<'nameRequired' | VatIdProblem, MessageDescriptor> = {
  nameRequired: FIELD_ERROR_MESSAGES.nameRequired,
  ...VAT_ID_MESSAGES,
};

/**
 * A prize (at most one; at least 2 € must be left to pay, SPEC 5) and a VAT invoice (a name and a
 * valid Portuguese NIF), then on to the payment. While the prizes load, the step says so.
 */
function DetailsStep({ loading }: { loading: boolean }) {
  return (
    <StepSection title={<Trans>Prémio e fatura</Trans>} busy={loading}>
      {loading ? (
        <p className="loading" role="status">
          <Trans>A carregar os seus prémios…</Trans>
        </p>
      ) : (
        <DetailsForm />
      )}
    </StepSection>
  );
}

/** A refusal: the 2 € message takes the focus, else the first invoice field in error. */
function focusDetailsError(errors: VoucherErrors) {
  if (errors.prize) {
    document.getElementById(PRIZE_ERROR_ID)?.focus();
    return;
  }
  const field = (['invoiceName', 'vatId'] as const).find((name) => errors[name]);
  if (field) document.getElementById(INVOICE_FIELD_IDS[field])?.focus();
}

function DetailsForm() {
  const { i18n } = useLingui();
  const {
    details,
    change: changeField,
    selectPrize,
    toggleInvoice,
  } = useConnect(useVoucherActor(), connectVoucher);
  const { prizes, prizeId, amounts, prizeError, invoice, invoiceErrors } = details;
  const submit = useContinue(focusDetailsError);
  const invoiceError = (field: 'invoiceName' | 'vatId') => {
    const code = invoiceErrors[field];
    return code ? i18n._(INVOICE_ERROR_MESSAGES[code]) : null;
  };
  const change = (field: VoucherField) => (value: string) => changeField(field, value);
  return (
    <form className="auth__form voucher__form" noValidate onSubmit={submit}>
      {prizes.length > 0 && (
        <PrizeRadios
          name="voucher-prize"
          legend={<Trans>Usar um prémio</Trans>}
          prizes={prizes}
          prizeId={prizeId}
          onSelect={selectPrize}
          errorId={PRIZE_ERROR_ID}
          error={prizeError && errorMessage(i18n, prizeError)}
        />
      )}
      {/* Without a prize to choose there is nothing to refuse; said anyway should it happen. */}
      {prizes.length === 0 && prizeError && <ErrorNotice code={prizeError} />}
      <Amounts
        rows={[
          { term: <Trans>Total</Trans>, amount: amounts.gross },
          ...(amounts.prize > 0
            ? [{ term: <Trans>Prémio</Trans>, amount: amounts.prize, negative: true }]
            : []),
          { term: <Trans>A pagar</Trans>, amount: amounts.toPay, total: true },
        ]}
      />
      <div className="field field--checkbox">
        <input
          id="voucher-invoice"
          type="checkbox"
          checked={invoice.needVatInvoice}
          onChange={(event) => toggleInvoice(event.target.checked)}
        />
        <label htmlFor="voucher-invoice">
          <Trans>Quero fatura com NIF</Trans>
        </label>
      </div>
      {invoice.needVatInvoice && (
        <fieldset className="field-group voucher__invoice">
          <legend className="field__label">
            <Trans>Dados da fatura</Trans>
          </legend>
          <TextField
            id={INVOICE_FIELD_IDS.invoiceName}
            label={<Trans>Nome para a fatura</Trans>}
            value={invoice.name}
            error={invoiceError('invoiceName')}
            autoComplete="name"
            onChange={change('invoiceName')}
          />
          <TextField
            id={INVOICE_FIELD_IDS.vatId}
            label={<Trans>NIF</Trans>}
            value={invoice.vatId}
            error={invoiceError('vatId')}
            autoComplete="off"
            inputMode="numeric"
            onChange={change('vatId')}
          />
        </fieldset>
      )}
      <div className="booking__actions">
        <button type="submit" className="button">
          <Trans>Continuar para o pagamento</Trans>
        </button>
      </div>
    </form>
  );
}

// ------------------------------------------------------------------ the ends

/** "2027-03-03" (a calendar day, no zone) as a date of the active language: "3 de março de 2027". */
function useLongDate(isoDate: string): string {
  const { i18n } = useLingui();
  return new Intl.DateTimeFormat(formatLocaleFor(i18n.locale as AppLocale), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/**
 * Paid (SPEC 9): how many vouchers and what was paid, valid for a year from today, emailed with
 * the invoice within 10 minutes, the points an account earned; a coupon with a price (type 5)
 * shows its activation code and QR code; share, view rewards, and "Concluir".
 */
function PurchasedStep() {
  const { purchase, share, zone } = useConnect(useVoucherActor(), connectVoucher);
  // The day it was bought at the shop: read once, when the end is first shown.
  const [validUntil] = useState(() => validUntilAt(nowIso(), zone));
  const date = useLongDate(validUntil);
  const count = purchase.count;
  const minutes = purchase.emailWithinMinutes;
  const email = purchase.email ? asText(purchase.email) : null;
  const paid = formatEuro(purchase.amount);
  const points = purchase.points;
  return (
    <StepSection title={<Trans>Voucher comprado</Trans>} className="booking__success">
      <p role="status" className="notice notice--success">
        {email ? (
          <Trans>
            Vai receber o voucher e a fatura por email ({email}) nos próximos {minutes} minutos.
          </Trans>
        ) : (
          <Trans>Vai receber o voucher e a fatura por email nos próximos {minutes} minutos.</Trans>
        )}
      </p>
      {purchase.coupon && <CouponCode {...purchase.coupon} />}
      <dl className="booking__details">
        <dt>
          <Trans>Vouchers</Trans>
        </dt>
        <dd>
          <Plural value={count} one="# voucher" other="# vouchers" />
        </dd>
        {purchase.giftName && (
          <>
            <dt>
              <Trans>Para oferecer a</Trans>
            </dt>
            <dd>{purchase.giftName}</dd>
          </>
        )}
        <dt>
          <Trans>Pago</Trans>
        </dt>
        <dd>{paid}</dd>
      </dl>
      <p>
        <Trans>Válido por um ano, até {date}.</Trans>
      </p>
      {points !== null && (
        <p>
          <Trans>Ganhou {points} pontos com esta compra.</Trans>
        </p>
      )}
      <div className="booking__actions">
        {share && <ShareControl actor={share} />}
        <ViewRewards hasAccount={purchase.hasAccount} />
        <FinishButton />
      </div>
    </StepSection>
  );
}

/** An ATM reference to pay: the voucher is issued once the payment arrives. */
function AwaitingPaymentStep() {
  const { atmReference: reference } = useConnect(useVoucherActor(), connectVoucher);
  return (
    <StepSection title={<Trans>Pague com a referência Multibanco</Trans>}>
      <p className="notice notice--info">
        <Trans>
          O voucher é emitido quando o pagamento for recebido. Pague num multibanco ou no seu
          homebanking, em Pagamentos de serviços, com estes dados.
        </Trans>
      </p>
      {reference ? (
        <AtmReferenceDetails reference={reference} />
      ) : (
        <ErrorNotice code="paymentPlatformError" />
      )}
      <div className="booking__actions">
        <FinishButton />
      </div>
    </StepSection>
  );
}

/** Whether the voucher was paid is not known: where to check, and no second payment offered. */
function UnconfirmedStep() {
  const { unconfirmedMethod: method } = useConnect(useVoucherActor(), connectVoucher);
  return (
    <StepSection title={<Trans>Não conseguimos confirmar o pagamento</Trans>}>
      {method && <PaymentUnconfirmedAdvice method={method} />}
      <div className="booking__actions">
        <FinishButton />
      </div>
    </StepSection>
  );
}

/** To be paid at the merchant: nothing charged now. */
function InStoreStep() {
  const { purchase } = useConnect(useVoucherActor(), connectVoucher);
  const amount = formatEuro(purchase.amount);
  return (
    <StepSection title={<Trans>Vai pagar no estabelecimento</Trans>}>
      <p>
        <Trans>
          Não é cobrado nada agora. Paga <strong>{amount}</strong> diretamente no estabelecimento.
        </Trans>
      </p>
      <div className="booking__actions">
        <FinishButton />
      </div>
    </StepSection>
  );
}
