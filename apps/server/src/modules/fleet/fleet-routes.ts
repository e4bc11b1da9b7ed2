import type { Access } from '@portal/contract/access';
import { messageResponseSchema } from '@portal/contract/auth/auth.schemas';
import {
  contractorParamsSchema,
  customerParamsSchema,
  reasonBodySchema,
} from '@portal/contract/fleet/fleet-common.schemas';
import { pageOf } from '@portal/contract/pagination';
import type { FieldLabels } from '@portal/contract/validation/field-labels';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Principal } from '../../core/auth/principal';

type Schema = z.ZodType;

/**
 * The zod validator compiler has already replaced params, query and body with the parsed values of the route's
 * schemas; generic schemas are beyond the type provider's inference, so these name the types it proved.
 */
const idOf = <K extends string>(request: FastifyRequest, idParam: K) =>
  (request.params as Record<K, number>)[idParam];
const parsed = <T extends Schema>(value: unknown, _schema: T) => value as z.output<T>;

/** A refusal that runs on each of a kind's routes after the access check and before the body is read. */
type Hooks = { preValidation?: preValidationAsyncHookHandler };

/** The route options of a spec's hooks (none for a spec without them). */
const hooksOf = ({ preValidation }: Hooks) => (preValidation ? { preValidation } : {});

type ViewSpec<K extends string, Query extends Schema> = Hooks & {
  path: string;
  idParam: K;
  tags: string[];
  itemParams: Schema;
  query: Query;
  item: Schema;
  /** The one item's answer when it shows more than a list row, and its access when its screen is narrower. */
  detail?: Schema;
  detailAccess?: Access;
  summaries: { list: string; get: string };
  list: (principal: Principal, query: z.output<Query>) => Promise<unknown>;
  get: (principal: Principal, id: number) => Promise<unknown>;
};

/** The list and one item of a kind, for every user of the side whose fleet it is. */
const registerView = <K extends string, Query extends Schema>(
  routes: FastifyInstance,
  side: 'contractor' | 'customer',
  spec: ViewSpec<K, Query>,
) => {
  const { path, idParam, tags, summaries } = spec;
  routes.get(
    path,
    {
      ...hooksOf(spec),
      config: { access: side },
      schema: {
        tags,
        summary: summaries.list,
        params: side === 'contractor' ? contractorParamsSchema : customerParamsSchema,
        querystring: spec.query,
        response: { 200: pageOf(spec.item) },
      },
    },
    async (request) => spec.list(requirePrincipal(request), parsed(request.query, spec.query)),
  );
  routes.get(
    `${path}/:${idParam}`,
    {
      ...hooksOf(spec),
      config: { access: spec.detailAccess ?? side },
      schema: {
        tags,
        summary: summaries.get,
        params: spec.itemParams,
        response: { 200: spec.detail ?? spec.item },
      },
    },
    async (request) => spec.get(requirePrincipal(request), idOf(request, idParam)),
  );
};

type RegisterSpec<K extends string, Query extends Schema, Body extends Schema> = ViewSpec<K, Query> & {
  body: Body;
  summaries: { create: string; edit: string; remove: string };
  access: { create: Access; edit: Access; remove: Access };
  deleted: string;
  /** The body's fields this register names its own way (an attorney's «Действует с»). */
  fieldLabels?: FieldLabels;
  create: (principal: Principal, values: z.output<Body>) => Promise<unknown>;
  edit: (principal: Principal, id: number, values: z.output<Body>) => Promise<unknown>;
  remove: (principal: Principal, id: number) => Promise<void>;
};

/**
 * A side's register of one kind (a carrier's drivers, vehicles, containers, attorneys; a customer's dimensions):
 * list and get for every user of the side, add, change and delete as `access` says.
 */
const registerRegister = <K extends string, Query extends Schema, Body extends Schema>(
  routes: FastifyInstance,
  side: 'contractor' | 'customer',
  spec: RegisterSpec<K, Query, Body>,
) => {
  const { path, idParam, tags, summaries, access, itemParams } = spec;
  const itemPath = `${path}/:${idParam}`;
  const labels = spec.fieldLabels ? { fieldLabels: spec.fieldLabels } : {};
  registerView(routes, side, spec);
  routes.post(
    path,
    {
      ...hooksOf(spec),
      config: { access: access.create, ...labels },
      schema: {
        tags,
        summary: summaries.create,
        params: side === 'contractor' ? contractorParamsSchema : customerParamsSchema,
        body: spec.body,
        response: { 201: spec.item },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await spec.create(requirePrincipal(request), parsed(request.body, spec.body))),
  );
  routes.put(
    itemPath,
    {
      ...hooksOf(spec),
      config: { access: access.edit, ...labels },
      schema: {
        tags,
        summary: summaries.edit,
        params: itemParams,
        body: spec.body,
        response: { 200: spec.item },
      },
    },
    async (request) =>
      spec.edit(requirePrincipal(request), idOf(request, idParam), parsed(request.body, spec.body)),
  );
  routes.delete(
    itemPath,
    {
      ...hooksOf(spec),
      config: { access: access.remove },
      schema: {
        tags,
        summary: summaries.remove,
        params: itemParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await spec.remove(requirePrincipal(request), idOf(request, idParam));
      return { message: spec.deleted };
    },
  );
};

export const registerCarrierRegister = <K extends string, Query extends Schema, Body extends Schema>(
  routes: FastifyInstance,
  spec: RegisterSpec<K, Query, Body>,
) => registerRegister(routes, 'contractor', spec);

export const registerCustomerRegister = <K extends string, Query extends Schema, Body extends Schema>(
  routes: FastifyInstance,
  spec: RegisterSpec<K, Query, Body>,
) => registerRegister(routes, 'customer', spec);

/**
 * Status decisions on one fleet item, a PATCH `<item>/<action>` each: the carrier's send to check, the
 * customer's verification, and the customer's cancel or return, which carry a reason the carrier sees.
 */
export const registerStatusActions = <K extends string, A extends string>(
  routes: FastifyInstance,
  spec: Hooks & {
    itemPath: string;
    idParam: K;
    tags: string[];
    access: Access;
    params: Schema;
    item: Schema;
    summaries: Record<A, string>;
    withReason?: boolean;
    run: (principal: Principal, id: number, action: NoInfer<A>, reason: string | null) => Promise<unknown>;
  },
) => {
  const { itemPath, idParam, tags, access, params, item, run } = spec;
  for (const action of Object.keys(spec.summaries) as A[]) {
    const url = `${itemPath}/${action}`;
    const summary = spec.summaries[action];
    if (spec.withReason)
      routes.patch(
        url,
        {
          ...hooksOf(spec),
          config: { access },
          schema: { tags, summary, params, body: reasonBodySchema, response: { 200: item } },
        },
        async (request) =>
          run(
            requirePrincipal(request),
            idOf(request, idParam),
            action,
            parsed(request.body, reasonBodySchema).reason,
          ),
      );
    else
      routes.patch(
        url,
        { ...hooksOf(spec), config: { access }, schema: { tags, summary, params, response: { 200: item } } },
        async (request) => run(requirePrincipal(request), idOf(request, idParam), action, null),
      );
  }
};

/** A customer's view of one kind over its partner carriers (SPEC 2.2, role K): the list and one item. */
export const registerCustomerView = <K extends string, Query extends Schema>(
  routes: FastifyInstance,
  spec: ViewSpec<K, Query>,
) => registerView(routes, 'customer', spec);
