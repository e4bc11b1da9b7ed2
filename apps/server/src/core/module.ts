import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context';

/** A feature's routes: a thin Fastify plugin that gets the shared context. */
export type Module = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;

export const withZod = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
