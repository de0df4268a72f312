import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { launchModeOf, parseAlumniLaunch, permissionOfError } from '../../../lib/donate-permission.ts';

const WECHAT = 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.47';
const MINI = `${WECHAT} miniProgram`;
const PLAIN = 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36';

describe('alumni permission', () => {
  it.each([
    [new ApiError(-998, 'x', { errorCode: '0201' }), 'notAlumni'],
    [new ApiError(-998, 'x', { errorCode: '0101' }), 'needsAuthorization'],
    [new ApiError(201, 'x', null), 'notAlumni'],
    [new ApiError(-1, 'x', null), null],
    [new ApiError(-998, 'x', null), null],
    [new NetworkError('offline'), null],
  ])('%o → %s', (error, permission) => {
    expect(permissionOfError(error)).toBe(permission);
  });

  it('reads the launch target from the setting JSON', () => {
    expect(parseAlumniLaunch('{"appid":"wx1","path":"pages/a","originalId":"gh_1"}')).toEqual({
      appid: 'wx1',
      path: 'pages/a',
      originalId: 'gh_1',
    });
    expect(parseAlumniLaunch('{"appid":"wx1"}')).toEqual({ appid: 'wx1', path: '', originalId: '' });
    expect(parseAlumniLaunch('')).toBeNull();
    expect(parseAlumniLaunch('not json')).toBeNull();
    expect(parseAlumniLaunch('{"path":"x"}')).toBeNull();
    expect(parseAlumniLaunch(null)).toBeNull();
  });

  it.each([
    [MINI, { miniProgram: true, openTag: false }, 'miniProgram'],
    [MINI, { miniProgram: false, openTag: false }, 'unavailable'],
    [WECHAT, { miniProgram: false, openTag: true }, 'openTag'],
    [WECHAT, { miniProgram: false, openTag: false }, 'unavailable'],
    [PLAIN, { miniProgram: true, openTag: true }, 'unavailable'],
  ])('%s with %o launches by %s', (userAgent, sdk, mode) => {
    expect(launchModeOf(userAgent, sdk)).toBe(mode);
  });
});
