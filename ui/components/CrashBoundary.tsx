import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ErrorScreen } from './ErrorScreen';

interface CrashBoundaryProps {
  children: ReactNode;
  /** Starts the widget again: a chart that stopped or a screen whose code never arrived cannot
   * be repaired in place, while a reload resumes from the saved flow state. */
  onRestart: () => void;
  /** The outermost boundary draws the page's main landmark itself; an inner one sits inside it. */
  isOutermost?: boolean;
}

/**
 * What the visitor sees instead of a blank frame when a screen throws while drawing, its code
 * cannot be fetched, or a chart stops on an error (the XState hooks throw an errored actor's error
 * here): a heading, the catalogue's generic message with the support contact, and a way on.
 */
export class CrashBoundary extends Component<CrashBoundaryProps, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The host page hears `failed` from the notice drawn below (ui/hostFailure.ts).
    console.error('[widget] a screen stopped:', error, info.componentStack);
  }

  override render() {
    if (!this.state.crashed) return this.props.children;
    const screen = (
      <ErrorScreen
        title={<Trans>Algo correu mal</Trans>}
        code="generic"
        onRetry={this.props.onRestart}
      />
    );
    return this.props.isOutermost ? <main className="widget">{screen}</main> : screen;
  }
}
