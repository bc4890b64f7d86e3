import {
  createCodeSettingsStore,
  DEFAULT_CODE_SETTINGS,
  resolveCodeSettings,
  type CodeSettings,
  type CodeSettingsEnvironment,
} from './codeVariantStore';

function fakeEnvironment(cookies: string, hash: string) {
  const written: string[] = [];
  const announced: CodeSettings[] = [];
  const env: CodeSettingsEnvironment = {
    readCookies: () => cookies,
    readHash: () => hash,
    writeCookie: (cookie) => written.push(cookie),
    announce: (settings) => announced.push(settings),
  };
  return {env, written, announced};
}

describe('resolveCodeSettings', () => {
  it('uses the defaults when nothing is stored', () => {
    expect(resolveCodeSettings('', '')).toEqual({codeVariant: 'TS', codeStyling: 'system'});
  });

  it('reads valid cookies', () => {
    expect(resolveCodeSettings('a=1; codeVariant=JS; codeStyling=tailwind', '')).toEqual({
      codeVariant: 'JS',
      codeStyling: 'tailwind',
    });
  });

  it('ignores invalid cookies', () => {
    expect(resolveCodeSettings('codeVariant=Ruby; codeStyling=%%%', '')).toEqual(DEFAULT_CODE_SETTINGS);
  });

  it('lets the hash win over the cookies, field by field', () => {
    expect(resolveCodeSettings('codeVariant=JS; codeStyling=css', '#Demo.tsx')).toEqual({
      codeVariant: 'TS',
      codeStyling: 'css',
    });
    expect(resolveCodeSettings('codeVariant=TS', '#tailwind-Demo.js')).toEqual({
      codeVariant: 'JS',
      codeStyling: 'tailwind',
    });
  });

  it('ignores a hash that names no variant', () => {
    expect(resolveCodeSettings('codeVariant=JS', '#installation')).toEqual({codeVariant: 'JS', codeStyling: 'system'});
  });
});

describe('createCodeSettingsStore', () => {
  it('renders the defaults on the server whatever is stored', () => {
    const {env} = fakeEnvironment('codeVariant=JS', '');
    expect(createCodeSettingsStore(env).getServerSnapshot()).toEqual(DEFAULT_CODE_SETTINGS);
  });

  it('stores a setting taken from the hash', () => {
    const {env, written, announced} = fakeEnvironment('', '#css-Demo.js');
    expect(createCodeSettingsStore(env).getSnapshot()).toEqual({codeVariant: 'JS', codeStyling: 'css'});
    expect(written).toEqual([
      'codeVariant=JS; path=/; max-age=31536000; SameSite=Lax',
      'codeStyling=css; path=/; max-age=31536000; SameSite=Lax',
    ]);
    expect(announced).toEqual([]);
  });

  it('writes nothing when the settings come from the cookies', () => {
    const {env, written} = fakeEnvironment('codeVariant=JS', '');
    createCodeSettingsStore(env).getSnapshot();
    expect(written).toEqual([]);
  });

  it('persists, announces and notifies a change', () => {
    const {env, written, announced} = fakeEnvironment('', '');
    const store = createCodeSettingsStore(env);
    const listener = jest.fn();
    store.subscribe(listener);
    store.update({codeVariant: 'JS'});
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
    store.update({codeStyling: 'css'});
    expect(store.getSnapshot()).toBe(before);
    expect(written).toEqual([]);
    expect(announced).toEqual([]);
    unsubscribe();
    store.update({codeStyling: 'tailwind'});
    expect(listener).not.toHaveBeenCalled();
  });
});
