import type { ReactNode } from 'react';

/**
 * One step of a purchase or a booking: a section named by its h2 (which takes the focus when the
 * step changes), busy while the step's call runs.
 */
export function StepSection({
  titleId,
  title,
  className,
  busy = false,
  children,
}: {
  titleId: string;
  title: ReactNode;
  className: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
