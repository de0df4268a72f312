import { describe, expect, it } from 'vitest';
import { listLinkTarget } from './list-link.ts';

describe('where a list item leads (doc 1 §2, doc 4 §2.1)', () => {
  it.each([
    // A web address: a full navigation.
    [
      'https://alumni.example.edu/give?from=alma',
      3,
      { kind: 'page', href: 'https://alumni.example.edu/give?from=alma' },
    ],
    ['  HTTP://Example.org  ', null, { kind: 'page', href: 'http://example.org/' }],
    // Anything else given: an in-app route, however the hash and slash are written.
    ['/subject', 3, { kind: 'route', to: '/subject' }],
    ['#/seat?id=4', 3, { kind: 'route', to: '/seat?id=4' }],
    ['subject-detail?id=7', null, { kind: 'route', to: '/subject-detail?id=7' }],
    ['//elsewhere.example/x', null, { kind: 'route', to: '/elsewhere.example/x' }],
    ['/', null, { kind: 'route', to: '/' }],
    // None: the project's detail.
    ['', 3, { kind: 'route', to: '/subject-detail?id=3' }],
    ['   ', 12, { kind: 'route', to: '/subject-detail?id=12' }],
    ['', null, null],
    ['', 0, null],
    // Other schemes are never followed: the project instead, if there is one.
    ['javascript:alert(1)', 3, { kind: 'route', to: '/subject-detail?id=3' }],
    ['JavaScript:alert(1)', null, null],
    ['data:text/html,<b>x</b>', null, null],
    ['mailto:office@example.edu', null, null],
    ['vbscript:x', 5, { kind: 'route', to: '/subject-detail?id=5' }],
    ['https://', 5, { kind: 'route', to: '/subject-detail?id=5' }],
    ['/a b', null, null],
  ] as const)('%j with project %j → %j', (linkUrl, projectId, target) => {
    expect(listLinkTarget(linkUrl, projectId)).toEqual(target);
  });
});
