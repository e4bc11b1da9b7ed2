import { LOOKUP_LIST_LIMIT } from '@portal/contract/constants';
import { directoryAnswerSchema, directoryQuerySchema } from '@portal/contract/directory/directory.schemas';
import { idParamSchema } from '@portal/contract/ids';
import * as z from 'zod';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import { tableDirectorySource } from './directory.repository';

/** SPEC 7 "GET adusers": a customer admin finds a colleague in the staff directory to invite. */
export const directoryRoutes: Module = (app, ctx) => {
  const source = tableDirectorySource(ctx.db);
  withZod(app).get(
    '/api/customers/:customerId/adusers',
    {
      config: { access: 'customer:admin' },
      schema: {
        tags: ['Справочники'],
        summary: 'Справочник сотрудников группы (без учётной записи на портале, не более 100)',
        params: z.object({ customerId: idParamSchema }),
        querystring: directoryQuerySchema,
        response: { 200: directoryAnswerSchema },
      },
    },
    async (request) => ({ items: await source.find(request.query.query, LOOKUP_LIST_LIMIT) }),
  );
};
