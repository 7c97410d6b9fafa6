// Catches a failed database read of the imagination screen and offers to try again, instead of the app-wide error screen.
import { Component, type ReactNode } from 'react';

type Props = { fallback: (retry: () => void, error: unknown) => ReactNode; children: ReactNode };
type State = { error: unknown; attempt: number };

// React still offers error boundaries only as class components.
export class ImaginationErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Imagination screen failed', error);
  }

  private readonly retry = () => {
    this.setState((state) => ({ error: undefined, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.error !== undefined) return this.props.fallback(this.retry, this.state.error);
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
