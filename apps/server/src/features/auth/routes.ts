import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

export function registerAuthRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
