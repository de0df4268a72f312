import { fieldProblemText } from '@alma/shared/admin-api/field-labels';
import { CSRF_HEADER } from '@alma/shared/admin-api/headers';
import { ADMIN_API_PREFIX, permissionOf } from '@alma/shared/admin-api/permissions';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { translate } from '@alma/shared/i18n/server-messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { refuseUntilPasswordChanged } from '../features/staff/password-change-service.ts';
import { resolveStaffSession } from '../features/staff/service.ts';
import { languageOf } from '../http/request-context.ts';
import { registerAdminRoutes } from './admin-routes.ts';
import { leftNoAuditRow } from './audit-guard.ts';
import { httpStatusOf } from './http-status.ts';
import { csrfTokenOf, staffTokenOf } from './staff-cookie.ts';
import './staff-context.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The admin routes each app registered, for the test that walks every route × every role. */
const registered = new WeakMap<FastifyInstance, Set<string>>();
export function adminRoutesOf(app: FastifyInstance): ReadonlySet<string> {
  return registered.get(app) ?? new Set();
}

/** The key of a route in ADMIN_PERMISSIONS: its method and its path under the prefix. */
export function adminRouteKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url.slice(ADMIN_API_PREFIX.length) || '/'}`;
}

/**
 * The staff pipeline, encapsulated under /admin-api/v1: its own session (cookie + CSRF header), its
 * own request context (`request.staff`), one permission table, plain REST with HTTP statuses. The
 * spec API's sign, nonce, token and envelope never run here, and this never runs there.
 */
export async function registerAdminApi(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const csrfKey = deps.secrets.deriveKey('staff-csrf');
  const keys = new Set<string>();
  registered.set(app, keys);
  await app.register(
    async (admin) => {
      admin.decorateRequest('staff', null);

      admin.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          const key = adminRouteKey(method, route.url);
          const permission = permissionOf(key);
          // A route nobody decided the roles of must not exist: fail at start-up, not in production.
          if (permission === undefined) throw new Error(`admin route ${key} is not in ADMIN_PERMISSIONS`);
          keys.add(key);
          route.config = { ...(route.config ?? {}), adminPermission: permission };
        }
      });

      admin.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
        request.language = languageOf(request);
        reply.header('cache-control', 'no-store');
        const permission = request.routeOptions.config.adminPermission;
        if (permission === undefined) return; // not found: the 404 handler answers
        const token = staffTokenOf(request.headers.cookie);
        request.staff = token ? await resolveStaffSession(deps.database, token, request.ip) : null;
        if (permission === 'public') return;
        if (!request.staff) throw new AppError('LOGIN_REQUIRED', 'admin.sessionRequired');
        if (!SAFE_METHODS.has(request.method)) {
          const sent = request.headers[CSRF_HEADER];
          if (sent !== csrfTokenOf(csrfKey, request.staff.tokenHash))
            throw new AppError('FORBIDDEN', 'admin.csrfInvalid');
        }
        refuseUntilPasswordChanged(
          request.staff,
          adminRouteKey(request.method, request.routeOptions.url ?? ''),
        );
        if (permission !== 'staff' && !permission.includes(request.staff.role)) {
          throw new AppError('FORBIDDEN', 'admin.forbidden');
        }
      });

      // Every staff write is audited in its own transaction; one that succeeded without a row is a
      // bug. Sign-in (public) has no staff yet and records its own row.
      admin.addHook('onSend', async (request, reply, payload) => {
        const unaudited = leftNoAuditRow({
          method: request.method,
          status: reply.statusCode,
          permission: request.routeOptions.config.adminPermission,
          auditRows: request.staff?.audited.rows ?? null,
          unchanged: request.staff?.audited.unchanged,
        });
        if (!unaudited) return payload;
        const route = adminRouteKey(request.method, request.routeOptions.url ?? '');
        request.log.error({ route }, 'admin write left no audit row');
        if (!deps.config.ALMA_AUDIT_STRICT) return payload;
        reply.code(500).header('content-type', 'application/json; charset=utf-8');
        return JSON.stringify({ error: { code: 'INTERNAL', message: `${route} left no audit row` } });
      });

      admin.setErrorHandler((error, request, reply) => {
        const language = languageOf(request);
        if (error instanceof AppError) {
          const field = typeof error.params.field === 'string' ? error.params.field : undefined;
          return reply.code(httpStatusOf(error.code)).send({
            error: { code: error.code, message: adminMessageOf(language, error), field },
          });
        }
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status >= 400 && status < 500) {
          const code = status === 413 ? 'error.bodyTooLarge' : 'error.invalidField';
          return reply.code(status === 413 ? 413 : 400).send({
            error: {
              code: 'INVALID_REQUEST',
              message: translate(language, code, { field: 'body' }),
              field: 'body',
            },
          });
        }
        request.log.error(
          { err: { type: (error as Error).name, message: (error as Error).message } },
          'admin request failed',
        );
        return reply
          .code(500)
          .send({ error: { code: 'INTERNAL', message: translate(language, 'error.internal') } });
      });

      admin.setNotFoundHandler(sendAdminNotFound);

      registerAdminRoutes(admin, deps, csrfKey);
    },
    { prefix: ADMIN_API_PREFIX },
  );
  // The donor app's static files answer a GET at any address (app.ts, one wildcard route): an admin
  // address no route has stays the admin API's 404, in its shape, not the spec API's envelope.
  app.get(`${ADMIN_API_PREFIX}/*`, sendAdminNotFound);
}

function sendAdminNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ error: { code: 'NOT_FOUND', message: translate(languageOf(request), 'error.routeNotFound') } });
}

/**
 * An error in the staff member's words. A field the request's schema refused is named by its label
 * with the limit it broke (`目标金额不能小于0`), never by its key.
 */
function adminMessageOf(language: Language, error: AppError): string {
  const { messageKey, params } = error;
  if (messageKey === 'error.invalidField' || messageKey === 'error.missingField') {
    const text = fieldProblemText(language, params, messageKey === 'error.missingField');
    if (text) return text;
  }
  return translate(language, messageKey, params);
}
