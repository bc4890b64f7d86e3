import {editKey, withCode, withOutcome, withRenderError, withWorking, type EditEntries} from './editEntries';

const First = () => null;
const Second = () => null;
const explain = (error: unknown) => ({kind: 'runtime' as const, message: String(error), line: 4});
const key = editKey('system', 'TS');

describe('edit entries', () => {
  it('keeps the edits of each variant apart', () => {
    const entries = withCode(withCode({}, key, 'ts code'), editKey('system', 'JS'), 'js code');
    expect(entries).toEqual({
      'system.TS': {code: 'ts code', problem: null},
      'system.JS': {code: 'js code', problem: null},
    });
  });

  it('shows a compiled demo, keeps it on a problem, and falls back on the last one that rendered', () => {
    let entries: EditEntries = withCode({}, key, 'v1');
    entries = withOutcome(entries, key, {component: First, explain});
    entries = withWorking(entries, key, First);
    entries = withOutcome(withCode(entries, key, 'v2 ('), key, {
      problem: {kind: 'syntax', message: 'Unexpected token', line: 2},
    });
    expect(entries[key]).toMatchObject({code: 'v2 (', component: First, working: First, problem: {kind: 'syntax'}});
    entries = withOutcome(entries, key, {component: Second, explain});
    expect(entries[key]).toMatchObject({component: Second, working: First, problem: null});
    entries = withRenderError(entries, key, Second, 'boom');
    expect(entries[key]).toMatchObject({component: Second, working: First, problem: {kind: 'runtime', line: 4}});
  });

  it('ignores news of a demo that is no longer the latest, and of a variant without an edit', () => {
    let entries: EditEntries = withOutcome(withCode({}, key, 'v1'), key, {component: Second, explain});
    expect(withWorking(entries, key, First)).toBe(entries);
    expect(withRenderError(entries, key, First, 'old')).toBe(entries);
    expect(withOutcome(entries, 'css.TS', {component: First, explain})).toBe(entries);
    entries = withWorking(entries, key, Second);
    expect(withWorking(entries, key, Second)).toBe(entries);
  });
});
