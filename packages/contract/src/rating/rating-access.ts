import type { Access } from '../access';

/** Who changes a carrier's rating: the server routes declare these, and the screens hide what the role cannot do. */
export const RATING_ACCESS = {
  decideAppeal: 'customer:admin-or-manager',
  setBonus: 'customer:admin-or-manager',
} as const satisfies Record<string, Access>;
