import {
  ZHoldParams,
  ZInstallMove,
  ZInstallParams,
  ZNamingHoldsQuery,
  ZNamingInstallsQuery,
} from '@alma/shared/admin-api/naming-fulfilment';
import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { readUploadedFile } from '../../http/uploaded-file.ts';
import { parseInput } from '../../http/validate.ts';
import { storeStaffUpload } from '../files/staff-upload-service.ts';
import { auditActorOf } from '../staff/service.ts';
import { holdPage, releaseHold } from './holds-service.ts';
import { installPage, moveInstall } from './installs-service.ts';

/**
 * 锁定与安装 (issue 14): the live holds with a manual release, and the named seats' install
 * progress with its photo.
 */
export function registerNamingFulfilmentAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database, secrets } = deps;

  admin.get('/naming-holds', async (request) =>
    holdPage({ database, secrets }, parseInput(ZNamingHoldsQuery, request.query)),
  );

  admin.post('/naming-holds/:billNo/release', async (request) => {
    const { billNo } = parseInput(ZHoldParams, request.params);
    // Read at call time, so a test can stand another provider in for the configured one.
    return releaseHold({ database }, auditActorOf(requireStaff(request)), billNo);
  });

  admin.get('/naming-installs', async (request) =>
    installPage(database, parseInput(ZNamingInstallsQuery, request.query)),
  );

  // The staff upload's checks, limit and audit (files/staff-upload-service.ts), open to the roles
  // that move plaques: fulfilment staff take the photos and may not use POST /files.
  admin.post('/naming-installs/photos', async (request, reply) => {
    const actor = auditActorOf(requireStaff(request));
    const body = await readUploadedFile(request);
    return reply.code(201).send(await storeStaffUpload(deps, actor, body));
  });

  admin.put('/naming-installs/:claimId', async (request) => {
    const { claimId } = parseInput(ZInstallParams, request.params);
    const input = parseInput(ZInstallMove, request.body);
    return moveInstall(database, auditActorOf(requireStaff(request)), claimId, input);
  });
}
