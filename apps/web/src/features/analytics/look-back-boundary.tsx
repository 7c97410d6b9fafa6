// Keeps a failed read of one look-back section inside that section, with a way to try again.
import { Component, type ReactNode } from 'react';

type Props = { fallback: (retry: () => void) => ReactNode; children: ReactNode };
type State = { failed: boolean; attempt: number };

// React still offers error boundaries only as class components.
export class LookBackBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Look-back section failed', error);
  }

  private readonly retry = () => {
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(this.retry);
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
