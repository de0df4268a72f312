import {
  ZSavedFilterChange,
  ZSavedFilterInput,
  ZSavedFilterParams,
  ZSavedFilterQuery,
} from '@alma/shared/admin-api/saved-filters';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import { changeFilter, type FilterUser, removeFilter, savedFiltersOf, saveFilter } from './service.ts';

function filterUserOf(request: FastifyRequest): FilterUser {
  const staff = requireStaff(request);
  return { ...auditActorOf(staff), role: staff.role, name: staff.displayName || staff.username };
}

/**
 * Saved filters of the console's lists: a staff member keeps their own and sees colleagues' shared
 * ones, of the lists their role reads (the service checks the list). Only the owner changes one.
 */
export function registerSavedFilterAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database } = deps;

  admin.get('/saved-filters', async (request) => {
    const { list } = parseInput(ZSavedFilterQuery, request.query);
    return savedFiltersOf(database, filterUserOf(request), list);
  });

  admin.post('/saved-filters', async (request, reply) => {
    const input = parseInput(ZSavedFilterInput, request.body);
    return reply.code(201).send(await saveFilter(database, filterUserOf(request), input));
  });

  admin.patch('/saved-filters/:id', async (request) => {
    const { id } = parseInput(ZSavedFilterParams, request.params);
    const change = parseInput(ZSavedFilterChange, request.body);
    return changeFilter(database, filterUserOf(request), id, change);
  });

  admin.delete('/saved-filters/:id', async (request, reply) => {
    const { id } = parseInput(ZSavedFilterParams, request.params);
    await removeFilter(database, filterUserOf(request), id);
    return reply.code(204).send();
  });
}
