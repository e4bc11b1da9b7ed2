import type { RouteOwner, RouteOwnerListItem } from '@portal/contract/route-owners/route-owners.schemas';
import type { MemberRow, RouteOwnerRow } from './route-owners.repository';

export const presentRouteOwnerListItem = (row: RouteOwnerRow, membersCount: number): RouteOwnerListItem => ({
  id: row.id,
  name: row.name,
  agent: row.agent && { id: row.agent.id, fullname: row.agent.fullname },
  membersCount,
});

export const presentRouteOwner = (row: RouteOwnerRow, members: MemberRow[]): RouteOwner => ({
  id: row.id,
  name: row.name,
  agent: row.agent,
  members,
});
