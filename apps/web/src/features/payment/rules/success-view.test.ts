import { describe, expect, it } from 'vitest';
import { certificateState, loginRedirect, successLines } from './success-view.ts';

describe('successLines', () => {
  it.each([
    ['感谢您的支持\n愿学子前程似锦', ['感谢您的支持', '愿学子前程似锦']],
    ['一行\r\n\r\n  两行  \n', ['一行', '两行']],
    ['', []],
    ['   ', []],
  ])('%j → %j', (text, lines) => {
    expect(successLines(text)).toEqual(lines);
  });
});

describe('loginRedirect', () => {
  it('keeps the route and its query', () => {
    expect(loginRedirect('/success', '?billNo=AB12')).toBe('/login?redirect=%2Fsuccess%3FbillNo%3DAB12');
  });
});

describe('certificateState', () => {
  it.each([
    ['https://x/c.png', false, 'ready'],
    ['https://x/c.png', true, 'ready'],
    ['', false, 'waiting'],
    ['', true, 'none'],
  ] as const)('%j, wait over %j → %s', (image, waitOver, state) => {
    expect(certificateState(image, waitOver)).toBe(state);
  });
});
