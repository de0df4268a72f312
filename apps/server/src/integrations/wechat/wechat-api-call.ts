/**
 * One call to WeChat's API (api.weixin.qq.com). WeChat answers HTTP 200 with JSON either way: a
 * refusal carries a non-zero `errcode` and an `errmsg`. Anything else (no answer in time, a 5xx,
 * a page that is not JSON) is an outage, not a refusal.
 */
export class WechatApiError extends Error {
  constructor(
    /** What was asked, without its query (which holds the secret or a token). */
    readonly call: string,
    /** WeChat's errcode, or null when WeChat did not answer properly. */
    readonly errcode: number | null,
    detail: string,
  ) {
    super(`${call}: ${errcode === null ? detail : `errcode ${errcode} ${detail}`}`);
    this.name = 'WechatApiError';
  }
}

/** Codes that mean "this access token is no longer good": fetch a new one and ask once more. */
export const STALE_ACCESS_TOKEN_CODES: ReadonlySet<number> = new Set([40001, 40014, 42001]);

export type WechatFetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * GETs (or POSTs JSON to) `base` + `path` with `query`, and answers the body of a successful
 * answer; throws WechatApiError otherwise. Never retries: a code exchange must not be sent twice.
 */
export async function callWechat(
  options: { base: string; timeoutMs: number; fetch?: WechatFetch },
  path: string,
  query: Record<string, string>,
): Promise<Record<string, unknown>> {
  const url = `${options.base.replace(/\/+$/, '')}${path}?${new URLSearchParams(query)}`;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'no answer';
    throw new WechatApiError(path, null, reason);
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new WechatApiError(path, null, `HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new WechatApiError(path, null, 'answer is not JSON');
  }
  if (typeof body !== 'object' || body === null)
    throw new WechatApiError(path, null, 'answer is not an object');
  const record = body as Record<string, unknown>;
  const errcode = typeof record.errcode === 'number' ? record.errcode : 0;
  if (errcode !== 0) throw new WechatApiError(path, errcode, String(record.errmsg ?? ''));
  return record;
}

/** A string field of an answer, or an error naming the call when WeChat left it out. */
export function field(call: string, body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '')
    throw new WechatApiError(call, null, `answer has no ${name}`);
  return value;
}

/** A lifetime in seconds; WeChat says 7200, a missing or odd one is taken as that. */
export function lifetimeOf(body: Record<string, unknown>): number {
  const value = body.expires_in;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 7200;
}
