import { Component, type ErrorInfo, type ReactNode } from "react";
import { islandCrashedText } from "../views/page-copy.ts";

type Props = { children: ReactNode };
type State = { crashed: boolean };

/** Keeps a crashing island from taking the rest of the page with it. */
export default class IslandErrorBoundary extends Component<Props, State> {
  state: State = { crashed: false };

  static getDerivedStateFromError(): State {
    return { crashed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Island abgestürzt:", error, info.componentStack);
  }

  render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    return (
      <div role="alert" className="card border-l-4 border-danger text-ink">
        <p className="font-semibold">{islandCrashedText}</p>
      </div>
    );
  }
}
