import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ErrorCode } from '../../api/errors';
import { errorMessage } from '../firstScreenErrors';
import { useReportFailure } from '../hostFailure';
import { SupportContact } from './SupportContact';

interface ErrorNoticeProps {
  code: ErrorCode;
  /** Offered when trying again can help (a fault, not a final answer). */
  onRetry?: () => void;
}

/** A catalogue message, announced to screen readers, with the way on; a fault also to the host. */
export function ErrorNotice({ code, onRetry }: ErrorNoticeProps) {
  const { i18n } = useLingui();
  useReportFailure(onRetry ? code : null);
  return (
    <div className="notice notice--error" role="alert">
      <p>{errorMessage(i18n, code)}</p>
      <SupportContact />
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Tentar novamente</Trans>
        </button>
      )}
    </div>
  );
}
