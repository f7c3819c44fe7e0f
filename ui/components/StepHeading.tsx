import { createContext, useContext, type ReactNode } from 'react';

/**
 * The level a screen's own heading takes: 1 where the screen is the page (sign-in from the
 * navigation), 2 where it is a step under another screen's heading (sign-in inside a booking),
 * so that a page has one h1.
 */
export const HeadingLevelContext = createContext<1 | 2>(1);

export function StepHeading({
  id,
  className,
  children,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = useContext(HeadingLevelContext) === 1 ? 'h1' : 'h2';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
