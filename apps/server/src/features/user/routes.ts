import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

export function registerUserRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
