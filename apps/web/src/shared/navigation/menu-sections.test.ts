import type { GuardSubject } from '@portal/contract/routes/guards';
import { routeById } from '@portal/contract/routes/route-table';
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

  it("selects the entry of a page's section when no menu path owns it, for the subject's side", () => {
    const view = routeById('customer-flight-view');
    expect(view.section).toBe('flights');
    const customerSections = menuSectionsFor(CUSTOMER_USER);
    expect(selectedMenuPath('/customers/3/flight/15', customerSections)).toBeUndefined();
    expect(selectedMenuPath('/customers/3/flight/15', customerSections, view.section)).toBe(
      '/flights/customer',
    );
    const contractorView = routeById('contractor-flight-view');
    expect(
      selectedMenuPath('/contractors/4/flight/15', menuSectionsFor(CONTRACTOR_ADMIN), contractorView.section),
    ).toBe('/flights/contractor');
    const userView = routeById('contractor-user-view');
    expect(
      selectedMenuPath('/contractors/4/users/5', menuSectionsFor(CONTRACTOR_ADMIN), userView.section),
    ).toBe('/contractor-users');
    // A list's edit form sits under the carriers' path but marks the lists' entry it names.
    const listEdit = routeById('contractor-list-edit');
    expect(selectedMenuPath('/contractor-list/4', customerSections, listEdit.section, listEdit.entry)).toBe(
      '/contractor-lists-list',
    );
    // A path owner wins over the section.
    expect(selectedMenuPath('/auctions/customer/auction/1', customerSections, 'flights')).toBe(
      '/auctions/customer',
    );
  });
});
