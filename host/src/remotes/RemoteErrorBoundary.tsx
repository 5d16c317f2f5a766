import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@ciao/shared';
import { pageFieldReport } from '../telemetry/page-field-report';

interface Props {
  /** The remote whose region this guards: field telemetry counts its render errors. */
  remote: RemoteName;
  /** Which remote region this guards, for the log line. */
  label: string;
  /** A change of this key clears the error and renders the children again. */
  resetKey: number;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Section boundary of one remote region: whatever the remote throws (loading, integrity,
 * contract or render error) stays inside its region; the rest of the page keeps working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`remote region ${this.props.label} failed`, error, info.componentStack);
    pageFieldReport.boundaryCaught(this.props.remote, error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
