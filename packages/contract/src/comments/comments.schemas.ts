import * as z from 'zod';
import { idParamSchema, idSchema } from '../ids';
import { pageQuerySchema } from '../pagination';
import { text } from '../validation/text';
import { COMMENT_ENTITIES, COMMENT_MAX_LENGTH } from './comments.constants';

// DESIGN 12 «Comments»: the calls and the answer, to the letter.

const commentTextSchema = text()
  .refine((value) => value.trim().length > 0, 'обязательное поле')
  .max(COMMENT_MAX_LENGTH, `не длиннее ${COMMENT_MAX_LENGTH} символов`);

export const commentEntitySchema = z.enum(COMMENT_ENTITIES);

export const commentThreadQuerySchema = pageQuerySchema.extend({
  entity: commentEntitySchema,
  entityId: idParamSchema,
});
export type CommentThreadQuery = z.infer<typeof commentThreadQuerySchema>;

export const commentCreateBodySchema = z.object({
  entity: commentEntitySchema,
  entityId: idSchema,
  text: commentTextSchema,
  file: z.uuid().optional(),
});
export type CommentCreateBody = z.infer<typeof commentCreateBodySchema>;

export const commentUpdateBodySchema = z.object({ text: commentTextSchema });
export type CommentUpdateBody = z.infer<typeof commentUpdateBodySchema>;

export const commentParamsSchema = z.object({ commentId: idParamSchema });

/** Another carrier in an auction or a tender: `{ side: 'contractor', fullname: 'Участник' }`, no id, no company. */
export const commentAuthorSchema = z.object({
  id: z.number().int().optional(),
  fullname: z.string(),
  side: z.enum(['customer', 'contractor']),
  company: z.object({ id: z.number().int(), name: z.string() }).optional(),
});
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

export const commentSchema = z.object({
  id: z.number().int(),
  entity: commentEntitySchema,
  entityId: z.number().int(),
  text: z.string().nullable(),
  file: z.object({ guid: z.string(), originalName: z.string() }).nullable(),
  author: commentAuthorSchema,
  createdOn: z.string(),
  editedOn: z.string().nullable(),
  isDeleted: z.boolean(),
  deletedBy: z.object({ id: z.number().int().optional(), fullname: z.string() }).nullable(),
  deletedAt: z.string().nullable(),
});
export type Comment = z.infer<typeof commentSchema>;
