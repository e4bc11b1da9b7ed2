import type { OwnerType } from '@portal/contract/roles';
import type { Principal } from '../auth/principal';
import type { Audience } from './event-bus';

export type AudienceMatch = (principal: Principal) => boolean;

/**
 * An audience flattened once per event into sets, so matching each of thousands of sockets costs a few lookups
 * however many companies the audience names (an auction's: its customer and every invited carrier). A principal
 * matches when any one of the audiences reaches it.
 */
export const compileAudience = (audience: Audience): AudienceMatch => {
  let everyone = false;
  const ownerTypes = new Set<OwnerType>();
  const companies = new Map<OwnerType, Set<number>>();
  const sessions = new Set<string>();
  // A user audience may spare one session (the one that caused the event): userId → the sessions spared, each
  // audience's own (undefined: none spared).
  const users = new Map<number, Array<string | undefined>>();
  const add = (one: Audience) => {
    switch (one.kind) {
      case 'all':
        everyone = true;
        return;
      case 'owner-type':
        ownerTypes.add(one.ownerType);
        return;
      case 'company': {
        const ids = companies.get(one.ownerType) ?? new Set<number>();
        companies.set(one.ownerType, ids.add(one.ownerId));
        return;
      }
      case 'session':
        sessions.add(one.sessionId);
        return;
      case 'user':
        users.set(one.userId, [...(users.get(one.userId) ?? []), one.exceptSessionId]);
        return;
      case 'any':
        for (const inner of one.audiences) add(inner);
    }
  };
  add(audience);
  if (everyone) return () => true;
  return (principal) =>
    ownerTypes.has(principal.ownerType) ||
    (companies.get(principal.ownerType)?.has(principal.ownerId) ?? false) ||
    sessions.has(principal.sessionId) ||
    (users.get(principal.userId)?.some((spared) => spared !== principal.sessionId) ?? false);
};
