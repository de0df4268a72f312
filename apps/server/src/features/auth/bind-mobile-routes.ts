import { ZBindMobileBody } from '@alma/shared/api/bind-mobile';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { okMessage } from '../../http/envelope.ts';
import { requireUserId } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { bindMobile } from './bind-mobile-service.ts';

/** user/bindMobile: ours, not the spec's (docs/decisions.md). The code comes from getSmsCode. */
export function registerBindMobileRoutes(app: FastifyInstance, { database, secrets }: AppDeps): void {
  const { db } = database;
  app.post(SPEC_PATHS.user.bindMobile, { config: { auth: 'required' } }, async (request) => {
    const body = parseInput(ZBindMobileBody, request.body);
    await bindMobile({ db, secrets }, requireUserId(request), body);
    return okMessage(request.language, 'user.mobileBound', null);
  });
}
