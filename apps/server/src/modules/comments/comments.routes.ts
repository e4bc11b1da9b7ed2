import {
  commentCreateBodySchema,
  commentParamsSchema,
  commentSchema,
  commentThreadQuerySchema,
  commentUpdateBodySchema,
} from '@portal/contract/comments/comments.schemas';
import { pageOf } from '@portal/contract/pagination';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import { commentFileRule, commentUploaderMask } from './comment-file-access';
import { createComment, deleteComment, listComments, updateComment } from './comments.service';

const tags = ['Комментарии'];
const config = { access: 'authenticated' } as const;

// DESIGN 12 «Comments»: any role of either side talks; who may read a thread is the record's rule
// (comment-threads.ts), anything else answers 404.
export const commentsRoutes: Module = (app, ctx) => {
  const routes = withZod(app);
  ctx.fileAccess.addRule(commentFileRule(ctx));
  ctx.fileAccess.addUploaderMask(commentUploaderMask(ctx));

  routes.get(
    '/api/comments',
    {
      config,
      schema: {
        tags,
        summary: 'Комментарии к рейсу, аукциону или тендеру (сначала старые)',
        querystring: commentThreadQuerySchema,
        response: { 200: pageOf(commentSchema) },
      },
    },
    async (request) => listComments(ctx, requirePrincipal(request), request.query),
  );

  routes.post(
    '/api/comments',
    {
      config,
      schema: {
        tags,
        summary: 'Написать комментарий',
        body: commentCreateBodySchema,
        response: { 201: commentSchema },
      },
    },
    async (request, reply) => {
      const comment = await createComment(ctx, requirePrincipal(request), request.body);
      return reply.code(201).send(comment);
    },
  );

  routes.put(
    '/api/comments/:commentId',
    {
      config,
      schema: {
        tags,
        summary: 'Изменить свой комментарий (в течение 15 минут)',
        params: commentParamsSchema,
        body: commentUpdateBodySchema,
        response: { 200: commentSchema },
      },
    },
    async (request) => updateComment(ctx, requirePrincipal(request), request.params.commentId, request.body),
  );

  routes.delete(
    '/api/comments/:commentId',
    {
      config,
      schema: {
        tags,
        summary: 'Удалить комментарий (автор в течение 15 минут или администратор заказчика)',
        params: commentParamsSchema,
        response: { 200: commentSchema },
      },
    },
    async (request) => deleteComment(ctx, requirePrincipal(request), request.params.commentId),
  );
};
