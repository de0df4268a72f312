import { describe, expect, it } from 'vitest';
import {
  awaitsCertificate,
  certificateState,
  loginRedirect,
  showsCertificateButton,
  successLines,
} from './success-view.ts';

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
    ['https://x/c.png', false, true, 'ready'],
    ['https://x/c.png', true, undefined, 'ready'],
    // The server may have made one even if the form says no more now.
    ['https://x/c.png', false, false, 'ready'],
    ['', false, true, 'waiting'],
    ['', false, undefined, 'checking'],
    ['', true, undefined, 'none'],
    ['', false, false, 'none'],
    ['', true, true, 'none'],
  ] as const)('%j, wait over %j, offered %j → %s', (image, waitOver, offered, state) => {
    expect(certificateState(image, waitOver, offered)).toBe(state);
  });
});

describe('what each certificate state does', () => {
  it.each([
    ['ready', false, true],
    ['waiting', true, true],
    ['checking', true, false],
    ['none', false, false],
  ] as const)('%s: asks again %j, shows the button %j', (state, asks, button) => {
    expect(awaitsCertificate(state)).toBe(asks);
    expect(showsCertificateButton(state)).toBe(button);
  });
});
