import { createHash, createHmac } from 'node:crypto';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { makeNonce, signedText } from '@alma/shared/sign/request-sign';
import { type FieldValue, type FormField, isFieldVisible } from '@alma/shared/validation/form-fields';
import { DEMO_SIGN_KEY } from './load.ts';

/** The benches' spec-API client: signed calls, the demo donors, and what a donor fills in. */

export type Envelope<T> = { code: number; message: string; data: T };

/** The form settings detailsFor reads (formDetail's fields and certificate switches). */
export type DetailsForm = { fieldList: FormField[]; isShowCertificate: number; isOpenCertificate: number };

export function signHeaders(now = Date.now()): Record<string, string> {
  const nonce = makeNonce();
  const mac = createHmac('sha256', DEMO_SIGN_KEY).update(signedText(now, nonce)).digest('hex');
  return { 'nonce-str': nonce, sign: `${now}.${mac}` };
}

export async function call<T>(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<Envelope<T>> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...signHeaders(),
      ...(token ? { authorization: token } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

export async function get<T>(base: string, path: string, token?: string): Promise<Envelope<T>> {
  const glue = path.includes('?') ? '&' : '?';
  const withLanguage = path.includes('language=') ? path : `${path}${glue}language=zh_CN`;
  const response = await fetch(`${base}${withLanguage}`, {
    headers: { ...signHeaders(), ...(token ? { authorization: token } : {}) },
  });
  return (await response.json()) as Envelope<T>;
}

export async function login(base: string, username: string, password: string): Promise<string> {
  const answer = await call<{ token: string }>(base, SPEC_PATHS.user.passLogin, {
    username,
    password: createHash('sha256').update(password).digest('hex'),
    platform: 'wechatH5',
    language: 'zh_CN',
  });
  if (answer.code !== 0 || !answer.data.token) throw new Error(`login ${username}: ${answer.message}`);
  return answer.data.token;
}

/** A new donor through the demo WeChat authorisation (as orders.ts makes its donors). */
export async function wechatDonor(base: string): Promise<string> {
  const authUrl = await get<string>(
    base,
    `${SPEC_PATHS.user.getAuthUrl}?url=${encodeURIComponent(`${base}/#/mine`)}`,
  );
  const authorize = new URL(authUrl.data);
  const redirect = await fetch(`${base}${authorize.pathname}${authorize.search}`, { redirect: 'manual' });
  const back = new URL(redirect.headers.get('location') ?? '', base);
  const code = back.searchParams.get('code') ?? new URLSearchParams(back.hash.split('?')[1]).get('code');
  if (!code) throw new Error(`no code in ${back}`);
  const answer = await get<{ token: string }>(
    base,
    `${SPEC_PATHS.user.getAuthToken}?code=${encodeURIComponent(code)}`,
  );
  if (answer.code !== 0 || !answer.data.token) throw new Error(`getAuthToken: ${answer.message}`);
  return answer.data.token;
}

/** What a donor fills in (orders.ts's detailsFor): every required field shown, and a certificate title. */
export function detailsFor(form: DetailsForm): Record<string, unknown> {
  const values: Record<string, FieldValue> = {};
  for (const field of form.fieldList) {
    if (field.isRequire !== 1 || !isFieldVisible(field, form.fieldList, values)) continue;
    if (field.fieldUiType === 'mobile') values[field.fieldName] = '86-13800000000';
    else if (field.optionList?.length) values[field.fieldName] = String(field.optionList[0]?.id);
    else values[field.fieldName] = '压测捐赠人';
  }
  const details: Record<string, unknown> = { formDataMap: values };
  if (form.isShowCertificate === 1 && form.isOpenCertificate === 1)
    details.certificateDonorName = '压测捐赠人';
  return details;
}
