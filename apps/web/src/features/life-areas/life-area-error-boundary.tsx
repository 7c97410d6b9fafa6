// Catches a failed database read of the levensgebied screen and offers to try again, instead of the app-wide error screen.
import { Component, type ReactNode } from 'react';

type Props = { fallback: (retry: () => void) => ReactNode; children: ReactNode };
type State = { failed: boolean; attempt: number };

// React still offers error boundaries only as class components.
export class LifeAreaErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Levensgebied screen failed', error);
  }

  private readonly retry = () => {
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(this.retry);
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
