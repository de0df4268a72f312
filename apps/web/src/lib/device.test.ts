import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './device.ts';

const WECHAT_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36';

// Spec doc 1 §1: (touch and mobile agent) or (width ≤ 768 and mobile agent).
describe('isMobileDevice', () => {
  it.each([
    [WECHAT_IPHONE, true, 390, true],
    [ANDROID, true, 1024, true],
    [ANDROID, false, 768, true],
    [ANDROID, false, 769, false],
    [DESKTOP_CHROME, true, 390, false],
    [DESKTOP_CHROME, false, 1280, false],
  ])('%s touch=%s width=%i → %s', (userAgent, hasTouch, width, expected) => {
    expect(isMobileDevice({ userAgent, hasTouch, width })).toBe(expected);
  });
});
