import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ErrorCode } from '../../api/errors';
import { errorMessage } from '../firstScreenErrors';
import { useReportFailure } from '../hostFailure';
import { SupportContact } from './SupportContact';

interface ErrorNoticeProps {
  code: ErrorCode;
  /**
   * The middleware's own words for a refusal the catalogue has no message for (api/errors.ts
   * errorDetailOf), shown under the generic message, as text.
   */
  detail?: string | null;
  /** Offered when trying again can help (a fault, not a final answer). */
  onRetry?: () => void;
}

/** A catalogue message, announced to screen readers, with the way on; a fault also to the host. */
export function ErrorNotice({ code, detail = null, onRetry }: ErrorNoticeProps) {
  const { i18n } = useLingui();
  useReportFailure(onRetry ? code : null, detail);
  return (
    <div className="notice notice--error" role="alert">
      <p>{errorMessage(i18n, code)}</p>
      {detail && <p className="notice__detail">{detail}</p>}
      <SupportContact />
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Tentar novamente</Trans>
        </button>
      )}
    </div>
  );
}
