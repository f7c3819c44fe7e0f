import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_SHOP_ZONE, formatEuro } from '../../machines/rules/format';
import { formatLocaleFor, type AppLocale } from '../../machines/rules/language';
import type { AtmReference } from '../../machines/rules/payment';
import './atmReference.css';

type CopiedField = 'entity' | 'reference' | 'amount' | 'deadline';

/** The clipboard where the page may write to it; false where it is missing or refused. */
async function writeToClipboard(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (typeof clipboard?.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** How long "copied" stays said, so that copying the same again is said again. */
const COPIED_SHOWN_MS = 5_000;

/**
 * An ATM (Multibanco) reference to pay later (a payment's, a purchase's): entity, reference in
 * groups of three, amount and time limit, each with its copy button. Where the clipboard cannot
 * be written (an old browser, a frame without the permission) the value is selected instead, and
 * the visitor is told to copy it with the keyboard.
 */
export function AtmReferenceDetails({ reference }: { reference: AtmReference }) {
  const { i18n, t } = useLingui();
  const [copied, setCopied] = useState<{ field: CopiedField; how: 'copied' | 'selected' } | null>(
    null,
  );
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const amountText = formatEuro(reference.amount);
  const deadline = reference.deadline
    ? new Intl.DateTimeFormat(formatLocaleFor(i18n.locale as AppLocale), {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: DEFAULT_SHOP_ZONE,
      }).format(new Date(reference.deadline))
    : null;

  const copy = (field: CopiedField, text: string) => {
    const valueElement = document.getElementById(`atm-reference-${field}`);
    setCopied(null);
    void writeToClipboard(text).then((done) => {
      if (!done && valueElement) window.getSelection()?.selectAllChildren(valueElement);
      setCopied({ field, how: done ? 'copied' : 'selected' });
    });
  };

  const rows: {
    field: CopiedField;
    term: ReactNode;
    value: string;
    copyText: string;
    copyLabel: string;
  }[] = [
    {
      field: 'entity',
      term: <Trans>Entidade</Trans>,
      value: reference.entity,
      copyText: reference.entity,
      copyLabel: t`Copiar a entidade`,
    },
    {
      field: 'reference',
      term: <Trans>Referência</Trans>,
      value: reference.reference,
      copyText: reference.referenceDigits,
      copyLabel: t`Copiar a referência`,
    },
    {
      field: 'amount',
      term: <Trans>Montante</Trans>,
      value: amountText,
      // As it is typed in Portuguese homebanking: `79,80`.
      copyText: reference.amount.toFixed(2).replace('.', ','),
      copyLabel: t`Copiar o montante`,
    },
    ...(deadline
      ? [
          {
            field: 'deadline' as const,
            term: <Trans>Pagar até</Trans>,
            value: deadline,
            copyText: deadline,
            copyLabel: t`Copiar o prazo`,
          },
        ]
      : []),
  ];

  return (
    <>
      <dl className="atm-reference">
        {rows.map((row) => (
          <div key={row.field} className="atm-reference__row">
            <dt>{row.term}</dt>
            <dd>
              <span className="atm-reference__value" id={`atm-reference-${row.field}`}>
                {row.value}
              </span>
              <button
                type="button"
                className="button button--secondary atm-reference__copy"
                aria-label={row.copyLabel}
                onClick={() => copy(row.field, row.copyText)}
              >
                <Trans>Copiar</Trans>
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <p className="atm-reference__copied" role="status">
        {copied && <CopiedMessage field={copied.field} how={copied.how} />}
      </p>
    </>
  );
}

function CopiedMessage({ field, how }: { field: CopiedField; how: 'copied' | 'selected' }) {
  if (how === 'selected') {
    return (
      <Trans>Não foi possível copiar: o texto ficou selecionado, copie-o com o teclado.</Trans>
    );
  }
  switch (field) {
    case 'entity':
      return <Trans>Entidade copiada.</Trans>;
    case 'reference':
      return <Trans>Referência copiada.</Trans>;
    case 'amount':
      return <Trans>Montante copiado.</Trans>;
    case 'deadline':
      return <Trans>Prazo copiado.</Trans>;
  }
}
