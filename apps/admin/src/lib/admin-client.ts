import type { TAdminErrorBody } from '@alma/shared/admin-api/errors';
import { CSRF_HEADER, LANGUAGE_HEADER } from '@alma/shared/admin-api/headers';
import { ADMIN_API_PREFIX } from '@alma/shared/admin-api/permissions';
import { currentLanguage } from './language.ts';

/**
 * The one client of the admin API: same-origin fetch with the staff cookie, the session's CSRF token
 * on writes, the language header, and the `{ error: { code, message, field } }` failure body turned
 * into an AdminApiError whose message the server already wrote in the staff member's language.
 * No screen calls fetch itself.
 *
 * Answers are typed with the shared contracts (`adminCall<TStaffMe>`), not parsed with them at run
 * time: zod would be a fifth of the first screen's budget (bench/admin-bundle.ts). The server builds
 * every answer through the same types, and its tests check them.
 */
export class AdminApiError extends Error {
  constructor(
    /** The HTTP status; 0 when no answer came at all. */
    readonly status: number,
    readonly code: string,
    message: string,
    /** The input at fault, named as the form names it. */
    readonly field?: string,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined>;
type CallOptions = { body?: unknown; query?: Query };

const SAFE_METHODS = new Set(['GET', 'HEAD']);

let csrfToken: string | null = null;
let handlers = {
  /** A 401: the session ended (idle, signed out elsewhere, disabled): back to the sign-in screen. */
  authLost: () => {},
  /** The message of a request that got no answer, in the UI language. */
  networkMessage: () => 'Network error',
};

export function configureAdminClient(events: typeof handlers): void {
  handlers = events;
}

/** The current session's CSRF token (GET/POST /session answer it), sent back on every write. */
export function rememberCsrfToken(token: string | null): void {
  csrfToken = token;
}

function urlOf(path: string, query: Query | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return `${ADMIN_API_PREFIX}${path}${text ? `?${text}` : ''}`;
}

/**
 * The address of a GET the browser fetches itself (a CSV download as a plain link: the file streams
 * to disk and the staff cookie goes with the same-origin navigation).
 */
export const adminHref = (path: string, query?: Query): string => urlOf(path, query);

function isErrorBody(value: unknown): value is TAdminErrorBody {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

async function failureOf(response: Response): Promise<AdminApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorBody(body)) {
    const { code, message, field } = body.error;
    return new AdminApiError(response.status, code, message, typeof field === 'string' ? field : undefined);
  }
  return new AdminApiError(response.status, 'INTERNAL', `HTTP ${response.status}`);
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Sends one call and answers the successful response; every failure becomes an AdminApiError. */
async function send(method: Method, path: string, options: CallOptions): Promise<Response> {
  const headers: Record<string, string> = { [LANGUAGE_HEADER]: currentLanguage() };
  // A FormData body (POST /files) is sent as multipart; fetch writes its boundary itself.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  if (!SAFE_METHODS.has(method) && csrfToken) headers[CSRF_HEADER] = csrfToken;
  let response: Response;
  try {
    response = await fetch(urlOf(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: multipart
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
    });
  } catch {
    throw new AdminApiError(0, 'NETWORK', handlers.networkMessage());
  }
  if (!response.ok) {
    const failure = await failureOf(response);
    if (response.status === 401) {
      csrfToken = null;
      handlers.authLost();
    }
    throw failure;
  }
  return response;
}

/** One admin API call; `T` is the answer's type from the shared contract (void for 204). */
export async function adminCall<T = void>(
  method: Method,
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const response = await send(method, path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A call that answers bytes, not JSON (a certificate preview's PNG); failures as adminCall's. */
export async function adminBlob(method: Method, path: string, options: CallOptions = {}): Promise<Blob> {
  return (await send(method, path, options)).blob();
}
