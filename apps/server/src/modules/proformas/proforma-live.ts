import { isVisibleToCustomer } from '@portal/contract/proformas/proforma-status';
import {
  PROFORMA_CHANGED,
  PROFORMA_CHANNEL,
  type Proforma,
} from '@portal/contract/proformas/proformas.schemas';
import type { AppContext } from '../../core/context';

/**
 * DESIGN 7: a committed change reaches the proforma's carrier and, once it may see it (not a draft), its customer on
 * the `proformas` channel, one message per company so each company's seq has no gaps. Answers the proforma, for the
 * route to answer it.
 */
export const publishProforma = async (ctx: AppContext, proforma: Proforma): Promise<Proforma> => {
  const companies = [
    { ownerType: 'contractor' as const, ownerId: proforma.contractor.id },
    ...(isVisibleToCustomer(proforma.status)
      ? [{ ownerType: 'customer' as const, ownerId: proforma.customer.id }]
      : []),
  ];
  for (const company of companies)
    await ctx.bus.publish({
      channel: PROFORMA_CHANNEL,
      type: PROFORMA_CHANGED,
      id: `proforma-${proforma.id}-${company.ownerType}-${company.ownerId}`,
      payload: { id: proforma.id, status: proforma.status },
      audience: { kind: 'company', ...company },
    });
  return proforma;
};
