// DESIGN 11: carriers appear to each other as pseudonyms of one auction or tender (1 for the first carrier that bid,
// 2 for the next new one…), never as company ids, which are the same everywhere and would let a carrier follow a
// competitor (issue 21). Shared by the auction bid log and the tender lots after acceptance.

/** The pseudonym the next bid of this carrier gets, given the carriers in the order of their first bid. */
export const pseudonymOf = (biddersInOrder: readonly number[], contractorId: number): number => {
  const index = biddersInOrder.indexOf(contractorId);
  return index === -1 ? biddersInOrder.length + 1 : index + 1;
};

/** Each carrier's pseudonym, given the carriers of the bids in bid order (repeats allowed). */
export const pseudonymsInOrder = (contractorIdsInBidOrder: readonly number[]): Map<number, number> => {
  const pseudonyms = new Map<number, number>();
  for (const id of contractorIdsInBidOrder) if (!pseudonyms.has(id)) pseudonyms.set(id, pseudonyms.size + 1);
  return pseudonyms;
};
