import * as z from 'zod';
import { MANAGER_GROUPS_PAGE_SIZE, MAX_PAGE_LIMIT } from '../constants';
import { idParamSchema, idSchema, queryIntegerSchema } from '../ids';
import { pageQuerySchema } from '../pagination';
import { text } from '../validation/text';

/**
 * A route owner is a group of responsible managers (DESIGN 8): the manager groups screen (/customer/stl) lists
 * them, and its edit screen attaches the responsible user, the agent (SPEC 2.3).
 */
export const ROUTE_OWNER_NAME_MAX = 255;

export const routeOwnerCustomerParamsSchema = z.object({ customerId: idParamSchema });
export const routeOwnerParamsSchema = z.object({ customerId: idParamSchema, routeOwnerId: idParamSchema });

/** SPEC 2.3 / 9: filter by group name and by user, page size 100. */
export const routeOwnerListQuerySchema = pageQuerySchema.extend({
  limit: queryIntegerSchema(1, MAX_PAGE_LIMIT).default(MANAGER_GROUPS_PAGE_SIZE),
  name: text().trim().max(ROUTE_OWNER_NAME_MAX).optional(),
  /** The user is the group's agent or one of its members. */
  userId: idParamSchema.optional(),
});
export type RouteOwnerListQuery = z.input<typeof routeOwnerListQuerySchema>;

/** SPEC 3 "Manager group": id, name, agent.fullname. */
export const routeOwnerListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  agent: z.object({ id: z.number().int(), fullname: z.string() }).nullable(),
  membersCount: z.number().int(),
});
export type RouteOwnerListItem = z.infer<typeof routeOwnerListItemSchema>;

/** SPEC 3 "Route owner": name, agent (with id); the members are the customer users who handle the group. */
export const routeOwnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  agent: z.object({ id: z.number().int(), fullname: z.string(), username: z.string() }).nullable(),
  members: z.array(z.object({ id: z.number().int(), fullname: z.string() })),
});
export type RouteOwner = z.infer<typeof routeOwnerSchema>;

export const routeOwnerNameSchema = text().trim().min(1).max(ROUTE_OWNER_NAME_MAX);

/** The agent is a user id; null detaches the agent. */
const agentSchema = idSchema.nullable();

/** SPEC 7: PATCH .../routeowners/{id}/edit_agent sends {agent}. */
export const editRouteOwnerAgentBodySchema = z.object({ agent: agentSchema });
export type EditRouteOwnerAgentBody = z.infer<typeof editRouteOwnerAgentBodySchema>;

export const createRouteOwnerBodySchema = z.object({
  name: routeOwnerNameSchema,
  agent: agentSchema.optional(),
});
export type CreateRouteOwnerBody = z.infer<typeof createRouteOwnerBodySchema>;

export const renameRouteOwnerBodySchema = z.object({ name: routeOwnerNameSchema });
export type RenameRouteOwnerBody = z.infer<typeof renameRouteOwnerBodySchema>;

export const ROUTE_OWNER_MESSAGES = {
  notFound: 'Группа ответственных не найдена',
  agentNotFound: 'Прикрепленный пользователь: пользователь не найден',
  nameTaken: (name: string) => `Группа ответственных «${name}» уже существует`,
  agentSaved: (name: string) => `Прикрепленный пользователь группы «${name}» сохранен`,
  created: (name: string) => `Группа ответственных «${name}» добавлена`,
  renamed: (name: string) => `Группа ответственных переименована в «${name}»`,
} as const;
