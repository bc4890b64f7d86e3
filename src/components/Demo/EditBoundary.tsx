import React, {Component, useEffect, type ComponentType, type ReactNode} from 'react';

type Props = {
  /** The demo compiled from the reader's edit. */
  component: ComponentType;
  /** What shows while it fails: the last edit that rendered, or the original demo. */
  fallback: ComponentType;
  onRendered: (component: ComponentType) => void;
  onError: (component: ComponentType, error: unknown) => void;
};
type State = {component: ComponentType; failed: boolean};

function Rendered({component, onRendered}: Pick<Props, 'component' | 'onRendered'>): null {
  useEffect(() => onRendered(component), [component, onRendered]);
  return null;
}

// React catches render errors only in class components. Each new compiled demo gets a new try.
export default class EditBoundary extends Component<Props, State> {
  state: State = {component: this.props.component, failed: false};

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.component === state.component ? null : {component: props.component, failed: false};
  }

  static getDerivedStateFromError(): Partial<State> {
    return {failed: true};
  }

  componentDidCatch(error: unknown): void {
    this.props.onError(this.props.component, error);
  }

  render(): ReactNode {
    const {component: Edited, fallback: Fallback, onRendered} = this.props;
    if (this.state.failed) return <Fallback />;
    return (
      <>
        <Edited />
        <Rendered component={Edited} onRendered={onRendered} />
      </>
    );
  }
}
