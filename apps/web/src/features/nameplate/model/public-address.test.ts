import { describe, expect, it } from 'vitest';
import { nameplatePublicAddress } from './public-address.ts';

describe('nameplatePublicAddress', () => {
  it.each([
    [
      { origin: 'https://give.example.edu', pathname: '/' },
      1,
      12,
      'https://give.example.edu/#/nameplate-detail?type=1&id=12',
    ],
    [
      { origin: 'http://127.0.0.1:4173', pathname: '/app/index.html' },
      2,
      3,
      'http://127.0.0.1:4173/app/index.html#/nameplate-detail?type=2&id=3',
    ],
  ] as const)('%o type %i id %i → %s', (location, type, id, expected) => {
    expect(nameplatePublicAddress(location, type, id)).toBe(expected);
  });
});
