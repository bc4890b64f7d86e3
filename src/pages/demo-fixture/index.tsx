import React, {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Demo, {type DemoData} from '@site/src/components/Demo';

// A test fixture for tests/e2e/demo.spec.ts: noindex keeps it out of the sitemap and of search engines.

function ThrowingDemo(): ReactNode {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('The fixture demo threw on purpose.');
  return (
    <button type="button" className="button button--danger" onClick={() => setBroken(true)}>
      Throw an error
    </button>
  );
}

function CounterDemo(): ReactNode {
  const [count, setCount] = useState(0);
  return (
    <button type="button" className="button button--primary" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}

function fixture(name: string, component: () => ReactNode): DemoData {
  const source = (language: string) => `// ${language} source of ${name}\nexport default function ${name}() {}\n`;
  return {name, docsVersion: '7.29.0', variants: {system: {component, ts: source('TS'), js: source('JS'), files: {}}}};
}

const throwing = fixture('ThrowingDemo', ThrowingDemo);
const counter = fixture('CounterDemo', CounterDemo);

export default function DemoFixturePage(): ReactNode {
  return (
    <Layout title="Demo fixture" noFooter>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Demo fixture</h1>
        <Demo demo={throwing} />
        <Demo demo={counter} />
      </main>
    </Layout>
  );
}
