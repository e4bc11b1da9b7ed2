/**
 * Issue 21: where a JSON answer names one of these companies — a key that speaks of a company (contractorId,
 * winnerId, ownerId, companyId…) with one of the ids, or an `id` inside such an object (contractor: { id }) —
 * as paths like `items[0].contractor.id`. Plain ids of bids, auctions or lots pass.
 */
export const companyIdPaths = (value: unknown, ids: readonly number[]): string[] => {
  const companyKey = /contractor|winner|company|owner|carrier/i;
  const found: string[] = [];
  const walk = (node: unknown, path: string, isCompany: boolean) => {
    if (Array.isArray(node))
      for (const [index, item] of node.entries()) walk(item, `${path}[${index}]`, isCompany);
    else if (node !== null && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) {
        const childPath = path ? `${path}.${key}` : key;
        const isCompanyKey = companyKey.test(key);
        if (typeof child === 'number' && ids.includes(child) && (isCompanyKey || (isCompany && key === 'id')))
          found.push(childPath);
        else walk(child, childPath, isCompanyKey);
      }
  };
  walk(value, '', false);
  return found;
};
