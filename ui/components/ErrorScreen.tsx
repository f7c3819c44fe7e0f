import type { ReactNode } from 'react';
import type { ErrorCode } from '../../api/errors';
import { ErrorNotice } from './ErrorNotice';

/**
 * A whole screen for a failure: a heading saying what could not be done, the catalogue's
 * message with the support contact, and the way on (retry, or what `children` offers).
 */
export function ErrorScreen({
  title,
  code,
  detail,
  onRetry,
  children,
}: {
  title: ReactNode;
  code: ErrorCode;
  detail?: string | null;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <section className="screen" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      <ErrorNotice code={code} detail={detail} onRetry={onRetry} />
      {children}
    </section>
  );
}
