import {Component, type ReactNode} from 'react';

type Props = {onError: () => void; children: ReactNode};

/** A crash inside the ad area (often a third-party script breaking our DOM) hides only the ad. */
export default class AdErrorBoundary extends Component<Props, {crashed: boolean}> {
  state = {crashed: false};

  static getDerivedStateFromError(): {crashed: boolean} {
    return {crashed: true};
  }

  componentDidCatch(): void {
    this.props.onError();
  }

  render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}
