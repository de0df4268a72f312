import {
  ZProjectContent,
  ZProjectCreate,
  ZProjectPatch,
  ZProjectQuery,
  ZSubItemsWrite,
} from '@alma/shared/admin-api/projects';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import {
  changeProject,
  createProject,
  projectDetail,
  projectPage,
  setProjectListed,
} from './projects-admin-service.ts';
import { saveSubItems } from './sub-items-admin-service.ts';

const ZIdParams = z.object({ id: zId });
const flagOf = (value: '0' | '1' | undefined) => (value === undefined ? undefined : value === '1');

/** Projects: list, detail, create, change, rich content, publish, sub-projects. */
export function registerProjectRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database, cache } = deps;
  // A project's settings reach the donor app through the list, the detail, the directory and
  // fundraiser rows (material unit), and the order path's memo: drop them all after a save.
  const shown = () =>
    cache.invalidate(
      CACHE_SCOPES.items,
      CACHE_SCOPES.itemConfig,
      CACHE_SCOPES.donations,
      CACHE_SCOPES.togethers,
    );

  admin.get('/projects', async (request) => {
    const query = parseInput(ZProjectQuery, request.query);
    const filter = {
      s: query.s,
      typeId: query.typeId,
      isDonate: query.status === undefined ? undefined : query.status === 'open',
      crowdType: query.crowdType === undefined ? undefined : Number(query.crowdType),
      kind: query.kind,
      isAlumni: flagOf(query.alumni),
      isListed: flagOf(query.listed),
    };
    return projectPage(database.db, filter, query.page, query.pageSize);
  });

  admin.get('/projects/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return projectDetail(database.db, id);
  });

  admin.post('/projects', async (request, reply) => {
    const input = parseInput(ZProjectCreate, request.body);
    const created = await createProject(database, auditActorOf(requireStaff(request)), input);
    await shown();
    return reply.code(201).send(created);
  });

  admin.patch('/projects/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const change = parseInput(ZProjectPatch, request.body);
    const saved = await changeProject(database, auditActorOf(requireStaff(request)), id, change);
    await shown();
    return saved;
  });

  // The content editor's one project setting: the rich content of the detail tab.
  admin.put('/projects/:id/content', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const { content } = parseInput(ZProjectContent, request.body);
    const actor = auditActorOf(requireStaff(request));
    const saved = await changeProject(database, actor, id, { content }, 'project.content');
    await cache.invalidate(CACHE_SCOPES.items);
    return saved;
  });

  for (const [path, listed] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    admin.post(`/projects/:id/${path}`, async (request) => {
      const { id } = parseInput(ZIdParams, request.params);
      const saved = await setProjectListed(database, auditActorOf(requireStaff(request)), id, listed);
      await cache.invalidate(CACHE_SCOPES.items);
      return saved;
    });
  }

  admin.put('/projects/:id/sub-items', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const { rows } = parseInput(ZSubItemsWrite, request.body);
    const saved = await saveSubItems(database, auditActorOf(requireStaff(request)), id, rows);
    // Sub-project names show in the detail, the form and the directory rows.
    await cache.invalidate(CACHE_SCOPES.items, CACHE_SCOPES.itemConfig, CACHE_SCOPES.donations);
    return { rows: saved };
  });
}
