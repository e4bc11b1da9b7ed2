import type { GuardSubject } from '@portal/contract/routes/guards';
import { describe, expect, it } from 'vitest';
import { menuSectionsFor, selectedMenuPath } from './menu-sections';

const CUSTOMER_USER: GuardSubject = {
  isAuth: true,
  ownerType: 'customer',
  roles: ['ROLE_USER'],
  verified: true,
};
const CONTRACTOR_ADMIN: GuardSubject = {
  isAuth: true,
  ownerType: 'contractor',
  roles: ['ROLE_ADMIN'],
  verified: true,
};

const paths = (subject: GuardSubject | null) =>
  menuSectionsFor(subject).flatMap((section) => section.routes.map((route) => route.path));

describe('menu sections', () => {
  it('shows a customer only the screens whose guards pass', () => {
    const visible = paths(CUSTOMER_USER);
    expect(visible).toContain('/auctions/customer');
    expect(visible).not.toContain('/auctions/contractor');
    expect(visible).not.toContain('/my-rating');
  });

  it('shows a contractor its own sections', () => {
    const visible = paths(CONTRACTOR_ADMIN);
    expect(visible).toContain('/auctions/contractor');
    expect(visible).toContain('/my-rating');
    expect(visible).not.toContain('/customer/rating/appeals');
  });

  it('shows a guest nothing', () => {
    expect(menuSectionsFor(null)).toEqual([]);
  });

  it('keeps the MENU_GROUPS order, general first', () => {
    expect(menuSectionsFor(CUSTOMER_USER)[0]?.label).toBe('Общее');
  });

  it('selects the menu entry that owns a nested path', () => {
    const sections = menuSectionsFor(CUSTOMER_USER);
    expect(selectedMenuPath('/auctions/customer/auction/15', sections)).toBe('/auctions/customer');
    expect(selectedMenuPath('/auctions/customer', sections)).toBe('/auctions/customer');
    expect(selectedMenuPath('/auctions/customers-x', sections)).toBeUndefined();
  });
});
