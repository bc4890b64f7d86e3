import React, {Component, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = {demoName: string; onReset: () => void; children: ReactNode};
type State = {error: Error | null};

// React catches render errors only in class components; this one holds nothing else.
export default class DemoErrorBoundary extends Component<Props, State> {
  state: State = {error: null};

  static getDerivedStateFromError(error: Error): State {
    return {error};
  }

  render(): ReactNode {
    const {error} = this.state;
    if (error === null) return this.props.children;
    return (
      <div role="alert" className={styles.error} data-demo-error={this.props.demoName}>
        <p className={styles.errorTitle}>
          <Translate id="demo.error.title">This demo failed to render.</Translate>
        </p>
        <code className={styles.errorMessage}>{error.message}</code>
        <button type="button" className="button button--sm button--secondary" onClick={this.props.onReset}>
          <Translate id="demo.error.reset">Reset the demo</Translate>
        </button>
      </div>
    );
  }
}
