import {
  ZOfflineGiftConfirm,
  ZOfflineGiftCreate,
  ZOfflineGiftParams,
  ZOfflineGiftQuery,
} from '@alma/shared/admin-api/offline-gifts';
import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { recordNoChange } from '../../audit/record-audit.ts';
import { readUploadedFile } from '../../http/uploaded-file.ts';
import { parseInput } from '../../http/validate.ts';
import { storeStaffUpload } from '../files/staff-upload-service.ts';
import { auditActorOf } from '../staff/service.ts';
import { previewStatement } from './import-service.ts';
import { giftDetail, giftPage } from './list-service.ts';
import { recordGift, recordGifts } from './record-service.ts';

/**
 * 线下捐赠 (issue 21): gifts finance received outside the app, recorded through the ledger; a bank
 * statement read for suggestions (nothing stored) and its chosen lines confirmed.
 */
export function registerOfflineGiftAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  admin.get('/offline-gifts', async (request) =>
    giftPage(deps.database, parseInput(ZOfflineGiftQuery, request.query)),
  );

  admin.get('/offline-gifts/:id', async (request) => {
    const { id } = parseInput(ZOfflineGiftParams, request.params);
    return giftDetail(deps, id);
  });

  admin.post('/offline-gifts', async (request, reply) => {
    const input = parseInput(ZOfflineGiftCreate, request.body);
    return reply.code(201).send(await recordGift(deps, auditActorOf(requireStaff(request)), input));
  });

  // The voucher (a photo or scan of the slip): the staff upload's checks, limit and audit, open to
  // the roles that record gifts (finance may not use POST /files).
  admin.post('/offline-gifts/vouchers', async (request, reply) => {
    const actor = auditActorOf(requireStaff(request));
    const body = await readUploadedFile(request);
    return reply.code(201).send(await storeStaffUpload(deps, actor, body));
  });

  // Reads the file and answers suggestions; it stores nothing, so it leaves no audit row.
  admin.post('/offline-gifts/statement', async (request) => {
    const actor = auditActorOf(requireStaff(request));
    const preview = await previewStatement(deps, await readUploadedFile(request));
    recordNoChange(actor);
    return preview;
  });

  admin.post('/offline-gifts/confirm', async (request, reply) => {
    const { gifts } = parseInput(ZOfflineGiftConfirm, request.body);
    const recorded = await recordGifts(deps, auditActorOf(requireStaff(request)), gifts);
    return reply.code(201).send({ recorded });
  });
}
