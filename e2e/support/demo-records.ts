import { expect, type Page } from '@playwright/test';

type Session = { headers: Record<string, string>; ownerId: number };

const firstId = async (page: Page, session: Session, path: string) =>
  ((await (await page.request.get(path, { headers: session.headers })).json()) as { items: { id: number }[] })
    .items[0]!.id;

/**
 * A new flight (a draft) of the customer's, created through the API on its first route way for a day next year, so
 * a spec about something else (comments, records in use) does not take a ready flight another spec counts on.
 */
export const createFlight = async (page: Page, session: Session, transportation?: number) => {
  const api = `/api/customers/${session.ownerId}`;
  const created = await page.request.post(`${api}/routes`, {
    headers: session.headers,
    data: {
      routeWay: await firstId(page, session, `${api}/route_ways_short`),
      transportation: transportation ?? (await firstId(page, session, `${api}/transportation-names`)),
      organization: await firstId(page, session, '/api/organizations'),
      planDateArrival: '2027-06-01T10:00:00+03:00',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number };
};

/** A new flight made ready, so an auction may take it (routes_for_auctions offers ready flights only). */
export const createReadyFlight = async (page: Page, session: Session) => {
  const flight = await createFlight(page, session);
  const ready = await page.request.patch(`/api/customers/${session.ownerId}/routes/${flight.id}/set_ready`, {
    headers: session.headers,
  });
  expect(ready.status(), await ready.text()).toBe(200);
  return flight;
};
