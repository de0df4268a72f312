import { ADMIN_PERMISSIONS, mayCall } from '@alma/shared/admin-api/permissions';
import {
  PASSWORD_CHANGE_ROUTES,
  type TStaffMe,
  type TStaffSessionOptions,
  ZStaffLogin,
  ZStaffPasswordChange,
} from '@alma/shared/admin-api/session';
import {
  ZStaffCreate,
  ZStaffPasswordReset,
  ZStaffQuery,
  ZStaffUpdate,
  ZTotpConfirm,
} from '@alma/shared/admin-api/staff';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import { clearedStaffCookie, csrfTokenOf, staffCookie } from '../../admin-api/staff-cookie.ts';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/validate.ts';
import {
  changeStaff,
  confirmStaffTotp,
  createStaff,
  INVITED,
  resetStaffPassword,
  resetStaffTotp,
  staffPage,
} from './accounts-service.ts';
import { changeOwnPassword } from './password-change-service.ts';
import { auditActorOf, resolveStaffSession, type StaffActor, signIn, signOut } from './service.ts';

const ZIdParams = z.object({ id: zId });

/** Signing in and out, and the administrator's staff accounts. */
export function registerStaffAdminRoutes(admin: FastifyInstance, deps: AppDeps, csrfKey: Buffer): void {
  const { database, secrets } = deps;
  const secure = deps.config.publicUrl.startsWith('https:');

  const me = (actor: StaffActor): TStaffMe => ({
    id: actor.staffId,
    username: actor.username,
    displayName: actor.displayName,
    role: actor.role,
    csrfToken: csrfTokenOf(csrfKey, actor.tokenHash),
    mustChangePassword: actor.mustChangePassword,
    routes: Object.keys(ADMIN_PERMISSIONS).filter(
      (key) =>
        mayCall(actor.role, key) && (!actor.mustChangePassword || PASSWORD_CHANGE_ROUTES.includes(key)),
    ),
  });

  admin.post('/session', async (request, reply) => {
    const input = parseInput(ZStaffLogin, request.body);
    const { token } = await signIn(database, secrets, input, request.ip);
    const actor = await resolveStaffSession(database, token, request.ip);
    if (!actor) throw new Error('a session just made was not found');
    reply.header('set-cookie', staffCookie(token, secure));
    return me(actor);
  });

  admin.get('/session', async (request) => me(requireStaff(request)));

  admin.get('/session/options', async (): Promise<TStaffSessionOptions> => ({ demo: deps.config.ALMA_DEMO }));

  admin.delete('/session', async (request, reply) => {
    await signOut(database, requireStaff(request));
    reply.header('set-cookie', clearedStaffCookie(secure));
    return reply.code(204).send();
  });

  admin.put('/session/password', async (request) => {
    const input = parseInput(ZStaffPasswordChange, request.body);
    const actor = requireStaff(request);
    await changeOwnPassword(database, actor, input);
    return me(actor);
  });

  admin.get('/staff', async (request) => {
    return staffPage(database, parseInput(ZStaffQuery, request.query));
  });

  admin.post('/staff', async (request, reply) => {
    const input = parseInput(ZStaffCreate, request.body);
    const created = await createStaff(database, secrets, auditActorOf(requireStaff(request)), input, INVITED);
    return reply.code(201).send(created);
  });

  admin.patch('/staff/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const change = parseInput(ZStaffUpdate, request.body);
    return changeStaff(database, auditActorOf(requireStaff(request)), id, change);
  });

  admin.post('/staff/:id/reset-totp', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return resetStaffTotp(database, secrets, auditActorOf(requireStaff(request)), id);
  });

  admin.post('/staff/:id/confirm-totp', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const { totp } = parseInput(ZTotpConfirm, request.body);
    return confirmStaffTotp(database, secrets, auditActorOf(requireStaff(request)), id, totp);
  });

  admin.post('/staff/:id/reset-password', async (request, reply) => {
    const { id } = parseInput(ZIdParams, request.params);
    const { password } = parseInput(ZStaffPasswordReset, request.body);
    await resetStaffPassword(database, auditActorOf(requireStaff(request)), id, password);
    return reply.code(204).send();
  });
}
