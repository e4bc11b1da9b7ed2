import { describe, expect, it } from 'vitest';
import { buildPath, ROUTES, routeById } from './route-table';

// Read inside each test, so a broken table fails the tests instead of the file's loading.
const allPaths = () => ROUTES.map((route) => route.path);
const pathOf = (path: string) => ROUTES.find((route) => route.path === path);

describe('ROUTES', () => {
  it('gives every route a unique id', () => {
    const ids = ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every route a unique path that starts with a slash', () => {
    const paths = allPaths();
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\//);
  });

  it('never has two paths that differ only by parameter names', () => {
    const patterns = allPaths().map((path) => path.replace(/:\w+/g, ':param'));
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('has no trailing slash and no empty segment in any path', () => {
    for (const path of allPaths()) expect(path).not.toMatch(/\/\/|.\/$/);
  });

  it('gives every route a Russian title', () => {
    for (const route of ROUTES) expect(route.title).toMatch(/[А-яЁё]/);
  });

  // Every screen of the main layout needs a session (SPEC 2.2 guards come after it).
  it('requires a session (A) on every main-layout route, first', () => {
    for (const route of ROUTES.filter((candidate) => candidate.layout === 'main')) {
      expect(route.guards[0], route.id).toBe('A');
    }
  });

  it('requires the session once, even where SPEC 2.2 names it', () => {
    for (const route of ROUTES) {
      expect(route.guards.filter((guard) => guard === 'A').length, route.id).toBeLessThanOrEqual(1);
    }
    expect(routeById('profile').guards).toEqual(['A', 'V', 'C']);
  });

  it('puts a screen in its side-menu group', () => {
    expect(routeById('dashboard').menu).toBe('general');
    expect(routeById('statistic').menu).toBe('reports');
    expect(routeById('video-lesson-add')).not.toHaveProperty('menu');
  });

  it('gives the admins of both sides the integrations screen in the general group (issue 26)', () => {
    expect(routeById('integrations')).toMatchObject({
      path: '/integrations',
      guards: ['A', 'V', 'Adm'],
      title: 'Интеграции',
      menu: 'general',
    });
  });

  // SPEC 2.1: these pages stand outside the main layout.
  it.each([
    ['/login', ['guest']],
    ['/logout', ['A']],
    ['/forgot-password', ['guest']],
    ['/drop-password', ['guest']],
    ['/registration', ['guest']],
    ['/registration-success', ['guest']],
    ['/activation/email', ['guest']],
    ['/activation/invitation', ['guest']],
    ['/verification', ['A', 'C']],
  ])('has the bare page %s guarded by %j', (path, guards) => {
    expect(pathOf(path)).toMatchObject({ layout: 'bare', guards });
  });

  // SPEC 2.2: the screens named with a full path.
  it.each([
    '/dashboard',
    '/my-rating',
    '/files/:fileGuid',
    '/dimensions/customer',
    '/dimensions/customer/view/:dimensionId',
    '/dimensions/customer/edit/:dimensionId',
    '/dimensions/customer/add',
    '/route-way-dimensions/customer',
    '/route-way-dimensions/customer/view/:dimensionId',
    '/route-way-dimensions/customer/edit/:dimensionId',
    '/route-way-dimensions/customer/add',
    '/customer/contractors-rating/:contractorId',
    '/customer/rating/top',
    '/customer/rating/settings',
    '/customer/rating/appeals',
    '/customer/stl',
    '/customer/stl/:stlId',
    '/customer/contractors/:contractorId',
    '/customer/contractor-lists/:contractorListId',
    '/auction-plan',
    '/auction-plan/add',
    '/contractors/video-lessons',
    '/customers/video-lessons',
    '/customers/video-lessons/:videoLessonId',
    '/customers/video-lessons/edit/:videoLessonId',
    '/customers/video-lessons/add',
    '/reports/auctions',
    '/reports/routes',
    '/reports/tenders',
  ])('has the main-layout screen %s', (path) => {
    expect(pathOf(path)).toMatchObject({ layout: 'main' });
  });

  it('keeps the customer areas from SPEC 2.2 for customers only (K)', () => {
    for (const path of [
      '/customer/stl',
      '/customer/rating/appeals',
      '/customers/video-lessons',
      '/statistic',
    ]) {
      expect(pathOf(path)?.guards, path).toContain('K');
    }
  });

  it('keeps the contractor areas from SPEC 2.2 for contractors only (C)', () => {
    for (const path of ['/my-rating', '/contractors/video-lessons', '/auctions/contractor', '/attorneys']) {
      expect(pathOf(path)?.guards, path).toContain('C');
    }
  });
});

describe('routeById', () => {
  it('finds a route by its id', () => {
    expect(routeById('manager-groups').path).toBe('/customer/stl');
  });
});

describe('buildPath', () => {
  it('returns a path without parameters as it is', () => {
    expect(buildPath('login')).toBe('/login');
    expect(buildPath('video-lessons-customer')).toBe('/customers/video-lessons');
  });

  it('fills every parameter of the path', () => {
    expect(buildPath('customer-contractor-view', { contractorId: 5 })).toBe('/customer/contractors/5');
    expect(buildPath('customer-auction-view', { customerId: 3, auctionsId: 17 })).toBe(
      '/customers/3/auction/17',
    );
  });

  it('encodes a parameter value so it stays one segment', () => {
    expect(buildPath('file-viewer', { fileGuid: 'a/b c' })).toBe('/files/a%2Fb%20c');
  });

  it('throws when a parameter is missing', () => {
    expect(() => buildPath('customer-auction-view', { customerId: 3 })).toThrow(
      'Missing route parameter auctionsId for customer-auction-view',
    );
    expect(() => buildPath('manager-group-edit')).toThrow(/stlId/);
  });
});
