import {
  createCodeSettingsStore,
  DEFAULT_CODE_SETTINGS,
  readCodeSettingsCookies,
  type CodeSettings,
  type CodeSettingsEnvironment,
} from './codeVariantStore';

function fakeEnvironment(cookies: string, hash: string, demos: string[] = ['Demo']) {
  const written: string[] = [];
  const announced: CodeSettings[] = [];
  const env: CodeSettingsEnvironment = {
    readCookies: () => cookies,
    readHash: () => hash,
    hasDemo: (name) => demos.includes(name),
    writeCookie: (cookie) => written.push(cookie),
    announce: (settings) => announced.push(settings),
  };
  return {env, written, announced};
}

describe('readCodeSettingsCookies', () => {
  it('uses the defaults when nothing is stored', () => {
    expect(readCodeSettingsCookies('')).toEqual({codeVariant: 'TS', codeStyling: 'system'});
  });

  it('reads valid cookies', () => {
    expect(readCodeSettingsCookies('a=1; codeVariant=JS; codeStyling=tailwind')).toEqual({
      codeVariant: 'JS',
      codeStyling: 'tailwind',
    });
  });

  it('ignores invalid cookies', () => {
    expect(readCodeSettingsCookies('codeVariant=Ruby; codeStyling=%%%')).toEqual(DEFAULT_CODE_SETTINGS);
  });
});

describe('createCodeSettingsStore', () => {
  it('renders the defaults on the server whatever is stored', () => {
    const {env} = fakeEnvironment('codeVariant=JS', '');
    expect(createCodeSettingsStore(env).getServerSnapshot()).toEqual(DEFAULT_CODE_SETTINGS);
  });

  it('lets a link to a demo of the page win over the cookies, field by field', () => {
    expect(
      createCodeSettingsStore(fakeEnvironment('codeVariant=JS; codeStyling=css', '#Demo.tsx').env).getSnapshot(),
    ).toEqual({
      codeVariant: 'TS',
      codeStyling: 'css',
    });
    expect(createCodeSettingsStore(fakeEnvironment('codeVariant=TS', '#tailwind-Demo.js').env).getSnapshot()).toEqual({
      codeVariant: 'JS',
      codeStyling: 'tailwind',
    });
  });

  it.each(['#css-variables', '#installation', '#Other.js', '#foo.js'])(
    'is not changed by %j, which is no link to a demo of the page',
    (hash) => {
      const {env, written} = fakeEnvironment('codeVariant=JS', hash);
      const store = createCodeSettingsStore(env);
      expect(store.getSnapshot()).toEqual({codeVariant: 'JS', codeStyling: 'system'});
      store.subscribe(() => undefined);
      expect(written).toEqual([]);
    },
  );

  it('stores a setting taken from the hash once a component subscribes, not while it renders', () => {
    const {env, written, announced} = fakeEnvironment('', '#css-Demo.js');
    const store = createCodeSettingsStore(env);
    expect(store.getSnapshot()).toEqual({codeVariant: 'JS', codeStyling: 'css'});
    expect(written).toEqual([]);
    store.subscribe(() => undefined);
    store.subscribe(() => undefined);
    expect(written).toEqual([
      'codeVariant=JS; path=/; max-age=31536000; SameSite=Lax',
      'codeStyling=css; path=/; max-age=31536000; SameSite=Lax',
    ]);
    expect(announced).toEqual([]);
  });

  it('writes nothing when the settings come from the cookies', () => {
    const {env, written} = fakeEnvironment('codeVariant=JS', '');
    const store = createCodeSettingsStore(env);
    store.getSnapshot();
    store.subscribe(() => undefined);
    expect(written).toEqual([]);
  });

  it('persists, announces and notifies a change', () => {
    const {env, written, announced} = fakeEnvironment('', '');
    const store = createCodeSettingsStore(env);
    const listener = jest.fn();
    store.subscribe(listener);
    store.dispatch({codeVariant: 'JS'});
    expect(store.getSnapshot()).toEqual({codeVariant: 'JS', codeStyling: 'system'});
    expect(written).toContain('codeVariant=JS; path=/; max-age=31536000; SameSite=Lax');
    expect(announced).toEqual([{codeVariant: 'JS', codeStyling: 'system'}]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the same snapshot and stays silent when nothing changes', () => {
    const {env, written, announced} = fakeEnvironment('codeStyling=css', '');
    const store = createCodeSettingsStore(env);
    const before = store.getSnapshot();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({codeStyling: 'css'});
    expect(store.getSnapshot()).toBe(before);
    expect(written).toEqual([]);
    expect(announced).toEqual([]);
    unsubscribe();
    store.dispatch({codeStyling: 'tailwind'});
    expect(listener).not.toHaveBeenCalled();
  });
});
