import { FLEET_MESSAGES } from '@portal/contract/fleet/fleet-common.schemas';
import { eq } from 'drizzle-orm';
import type { preValidationAsyncHookHandler } from 'fastify';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { AppContext } from '../../core/context';
import { forbidden } from '../../core/http/problem';
import { contractors } from '../../db/schema/index';

/**
 * SPEC 2.2 puts the carrier's drivers, containers and attorneys behind guard V, and DESIGN 5 has the server refuse
 * what the guards refuse: a carrier that is not verified (its record not active, what the session's `verified`
 * says) gets 403 on a change, in the words auctions and tenders use. Reads stay open: the carrier's flights screen
 * (C, no V) reads its drivers for its filters. The vehicles' screens have no V, so their routes go without.
 */
export const verifiedCarrierOnly =
  (ctx: AppContext): preValidationAsyncHookHandler =>
  async (request) => {
    if (request.method === 'GET') return;
    const [carrier] = await ctx.db
      .select({ active: contractors.active })
      .from(contractors)
      .where(eq(contractors.id, requirePrincipal(request).ownerId));
    if (!carrier?.active) throw forbidden(FLEET_MESSAGES.carrierNotVerified);
  };
