import { ZNameplateInstallQuery } from '@alma/shared/api/nameplate-install';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { parseInput } from '../../http/validate.ts';
import { getNameplateInstall } from './nameplate-detail-install-service.ts';

/** The nameplate-detail page's calls of ours (issue 14): the plaque's install progress. */
export function registerNameplateDetailRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Staff move a plaque at any time: read live, one indexed row.
  app.get(SPEC_PATHS.items.nameplateInstall, async (request) => {
    const { id } = parseInput(ZNameplateInstallQuery, request.query);
    return ok(await getNameplateInstall(deps.database.db, id));
  });
}
