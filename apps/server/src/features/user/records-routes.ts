import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { ZMyNamingQuery, ZMyRecordsQuery } from '@alma/shared/api/user-records';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { requireUserId } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { getMyNamings } from './records-naming-service.ts';
import {
  getMyDonationGroups,
  getMyDonations,
  getMyJoins,
  getMyLaunches,
  getTogetherStatistics,
} from './records-service.ts';

const signedIn = { auth: 'required' } as const;

/** The donor's own records (doc 2 §2.8, §7): donations by category or time, fundraisers, namings. */
export function registerUserRecordRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  app.get(SPEC_PATHS.userCenter.itemsDonateGroup, { config: signedIn }, async (request) => {
    const userId = requireUserId(request);
    const page = parseInput(ZMyRecordsQuery, request.query);
    return ok(await getMyDonationGroups(db, userId, page, request.language));
  });

  app.get(SPEC_PATHS.userCenter.donateRecordList, { config: signedIn }, async (request) => {
    const userId = requireUserId(request);
    const page = parseInput(ZMyRecordsQuery, request.query);
    return ok(await getMyDonations(db, userId, page, request.language));
  });

  app.get(SPEC_PATHS.userCenter.togetherStatistics, { config: signedIn }, async (request) =>
    ok(await getTogetherStatistics(db, requireUserId(request))),
  );

  app.get(SPEC_PATHS.userCenter.launchList, { config: signedIn }, async (request) => {
    const userId = requireUserId(request);
    const page = parseInput(ZMyRecordsQuery, request.query);
    return ok(await getMyLaunches(db, userId, page, request.language));
  });

  app.get(SPEC_PATHS.userCenter.joinList, { config: signedIn }, async (request) => {
    const userId = requireUserId(request);
    const page = parseInput(ZMyRecordsQuery, request.query);
    return ok(await getMyJoins(db, userId, page, request.language));
  });

  // The app asks for 999 at once (doc 2 §9): ZMyNamingQuery allows that many and no more.
  app.get(SPEC_PATHS.userCenter.namingList, { config: signedIn }, async (request) => {
    const userId = requireUserId(request);
    const page = parseInput(ZMyNamingQuery, request.query);
    return ok(await getMyNamings(db, userId, page, request.language));
  });
}
