import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

export function registerItemsRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
