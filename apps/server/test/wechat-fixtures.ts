import { DONATEU, SYSTEM_APP } from '@alma/shared/api/spec-paths';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export const GET_AUTH_URL = `${SYSTEM_APP}/user/getAuthUrl`;
export const GET_AUTH_TOKEN = `${SYSTEM_APP}/user/getAuthToken`;
export const MIDDLE_AUTH = `${SYSTEM_APP}/user/middle/auth`;

export type DemoAuthorisation = {
  /** Where the demo authorisation page sent the browser back to. */
  location: string;
  code: string;
  state: string;
  /** The browser's demo WeChat user, to send along when authorising again. */
  cookie: string;
};

/** The browser's trip through the demo WeChat page: getAuthUrl, then follow it to the redirect. */
export async function authoriseInDemo(
  t: TestApp,
  pageUrl: string,
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<DemoAuthorisation> {
  const answer = await t.get<string>(
    GET_AUTH_URL,
    { billType: 2, url: pageUrl },
    { headers: options.headers },
  );
  expect(answer.code).toBe(0);
  const page = new URL(answer.data);
  const response = await t.app.inject({
    method: 'GET',
    url: `${page.pathname}${page.search}`,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  expect(response.statusCode).toBe(302);
  const location = String(response.headers.location);
  const query = new URL(location).searchParams;
  const setCookie = String(response.headers['set-cookie']);
  return {
    location,
    code: query.get('code') ?? '',
    state: query.get('state') ?? '',
    cookie: setCookie.split(';', 1)[0] ?? '',
  };
}

/** The signed-in user's id, as the personal centre reports it. */
export async function userIdOf(t: TestApp, token: string): Promise<number> {
  const answer = await t.get<{ userId: number }>(`${DONATEU}/user/center/my`, {}, { token });
  expect(answer.code).toBe(0);
  return answer.data.userId;
}
