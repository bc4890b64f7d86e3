/** @jest-environment jsdom */
import React from 'react';
import {act} from 'react';
import {renderToString} from 'react-dom/server';
import {createRoot, hydrateRoot} from 'react-dom/client';
import ServerHtml from '.';
import {useKeptServerHtml} from './useKeptServerHtml';

let mockIsBrowser = false;
jest.mock('@docusaurus/useIsBrowser', () => () => mockIsBrowser, {virtual: true});

const renders = jest.fn();
function Row({name}: {name: string}) {
  renders(name);
  return (
    <p>
      <code>{name}</code> prop
    </p>
  );
}

function Page({name}: {name: string}) {
  return (
    <section>
      <h2>Props</h2>
      <ServerHtml key={name} className="table">
        <Row name={name} />
      </ServerHtml>
    </section>
  );
}

beforeEach(() => {
  renders.mockClear();
  document.body.replaceChildren();
});

/** The page's HTML as the server writes it (jsdom has a `window`, so the test stands in for it). */
function serverHtml(name: string): string {
  mockIsBrowser = true;
  const html = renderToString(<Page name={name} />);
  mockIsBrowser = false;
  renders.mockClear();
  return html;
}

function container(html = ''): HTMLDivElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

// Tells React that these tests wrap their updates in act().
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

describe('ServerHtml', () => {
  it('keeps the server HTML of a hydrated page without rendering its content', async () => {
    const root = container(serverHtml('rows'));
    const serverCode = root.querySelector('code');
    await act(async () => {
      hydrateRoot(root, <Page name="rows" />, {onRecoverableError: (error) => fail(error)});
    });
    expect(renders).not.toHaveBeenCalled();
    // The very nodes of the server stay, with their text and class.
    expect(root.querySelector('code')).toBe(serverCode);
    expect(root.querySelector('.table')?.textContent).toBe('rows prop');
  });

  it('renders the content when the page is reached by client-side navigation', async () => {
    mockIsBrowser = true;
    const root = container();
    await act(async () => createRoot(root).render(<Page name="columns" />));
    expect(renders).toHaveBeenCalledWith('columns');
    expect(root.querySelector('.table')?.textContent).toBe('columns prop');
  });

  it('gives another page (another key) its own content after a hydrated one', async () => {
    const root = container(serverHtml('rows'));
    let app: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      app = hydrateRoot(root, <Page name="rows" />);
    });
    mockIsBrowser = true;
    await act(async () => app?.render(<Page name="columns" />));
    expect(root.querySelector('.table')?.textContent).toBe('columns prop');
  });

  it('renders the content when there is no server HTML to keep, even before hydration ends', async () => {
    // What React does after a hydration error: it renders the page afresh in the same render.
    mockIsBrowser = false;
    const root = container();
    await act(async () => createRoot(root).render(<Page name="rows" />));
    expect(root.querySelector('.table')?.textContent).toBe('rows prop');
  });
});

describe('useKeptServerHtml', () => {
  const kept = jest.fn();

  /** A block that keeps its server HTML while it shows the same text, until released. */
  function Block({text, onRelease}: {text: string; onRelease?: (release: () => void) => void}) {
    const {keep, ref, keptProps, release} = useKeptServerHtml<HTMLParagraphElement>(text, {
      onKept: (element) => kept(element.textContent),
    });
    onRelease?.(release);
    if (keep) return <p ref={ref} {...keptProps} />;
    renders(text);
    return <p>{text}</p>;
  }

  async function hydrated(text: string, element: React.ReactElement) {
    mockIsBrowser = true;
    const html = renderToString(<Block text={text} />);
    mockIsBrowser = false;
    renders.mockClear();
    kept.mockClear();
    const root = container(html);
    let app: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      app = hydrateRoot(root, element);
    });
    return {root, app: app!};
  }

  it('reports the kept HTML once and renders nothing while the identity stays', async () => {
    const {root, app} = await hydrated('server code', <Block text="server code" />);
    expect(kept).toHaveBeenCalledWith('server code');
    expect(renders).not.toHaveBeenCalled();
    await act(async () => app.render(<Block text="server code" />));
    expect(renders).not.toHaveBeenCalled();
    expect(root.textContent).toBe('server code');
  });

  it('renders when the identity changes', async () => {
    const {root, app} = await hydrated('server code', <Block text="server code" />);
    mockIsBrowser = true;
    await act(async () => app.render(<Block text="other code" />));
    expect(renders).toHaveBeenCalledWith('other code');
    expect(root.textContent).toBe('other code');
  });

  it('renders once released', async () => {
    let release: (() => void) | undefined;
    const {root} = await hydrated(
      'server code',
      <Block
        text="server code"
        onRelease={(fn) => {
          release = fn;
        }}
      />,
    );
    expect(renders).not.toHaveBeenCalled();
    await act(async () => release?.());
    expect(renders).toHaveBeenCalledWith('server code');
    expect(root.textContent).toBe('server code');
  });
});
