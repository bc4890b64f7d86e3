import {getBuildProfile, VERSION_OPTIONS} from './buildProfile';

const released = ['7.29.0', '6', '5', '4'];

describe('getBuildProfile', () => {
  it('builds every locale and version by default', () => {
    expect(getBuildProfile({}, released)).toEqual({
      locales: ['en', 'zh', 'pt'],
      versions: ['current', '7.29.0', '6', '5', '4'],
    });
  });

  it('builds English and the two newest versions with BUILD_FAST=1', () => {
    expect(getBuildProfile({BUILD_FAST: '1'}, released)).toEqual({
      locales: ['en'],
      versions: ['current', '7.29.0'],
    });
  });

  it('treats an unexpected BUILD_FAST value as a full build', () => {
    expect(getBuildProfile({BUILD_FAST: 'yes please'}, released).locales).toHaveLength(3);
  });

  it('ignores versions it has no options for', () => {
    expect(getBuildProfile({}, ['7.29.0', '3']).versions).toEqual(['current', '7.29.0']);
  });

  it('narrows the versions with BUILD_VERSIONS and always keeps the root version', () => {
    expect(getBuildProfile({BUILD_FAST: '1', BUILD_VERSIONS: '7.29.0'}, released).versions).toEqual(['7.29.0']);
    expect(getBuildProfile({BUILD_VERSIONS: ' 6 , current'}, released).versions).toEqual(['current', '7.29.0', '6']);
  });

  it('ignores a BUILD_VERSIONS value that names no known version', () => {
    expect(getBuildProfile({BUILD_FAST: '1', BUILD_VERSIONS: 'v9,,'}, released).versions).toEqual([
      'current',
      '7.29.0',
    ]);
  });

  it('serves 7.29.0 at the root and the others under their own path', () => {
    expect(VERSION_OPTIONS['7.29.0'].path).toBe('');
    expect(VERSION_OPTIONS.current).toMatchObject({label: 'v8', path: 'v8', banner: 'unreleased'});
    expect(VERSION_OPTIONS['4'].banner).toBe('unmaintained');
  });
});
