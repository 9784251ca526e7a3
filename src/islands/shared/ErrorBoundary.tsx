import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { describeError } from '../../lib/describe-error';
import { CommitSignal } from './CommitSignal';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** The heading of the failure message, from content/site/shell.yaml (BaseLayout puts it on <body>). */
const failureTitle = () => document.body.dataset['renderFailureTitle'] ?? '';

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(failureTitle(), error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        <h2 className="text-lg font-semibold">{failureTitle()}</h2>
        <p className="mt-1 text-sm">{describeError(this.state.error)}</p>
      </div>
    );
  }
}

/**
 * Wraps an island so a render failure shows a message instead of a blank area, and marks the
 * island committed once React has taken it over (CommitSignal), failure or not.
 */
export function withErrorBoundary<P extends object>(Inner: ComponentType<P>) {
  function Guarded(props: P) {
    return (
      <>
        <ErrorBoundary>
          <Inner {...props} />
        </ErrorBoundary>
        <CommitSignal />
      </>
    );
  }
  Guarded.displayName = `WithErrorBoundary(${Inner.displayName ?? Inner.name})`;
  return Guarded;
}
