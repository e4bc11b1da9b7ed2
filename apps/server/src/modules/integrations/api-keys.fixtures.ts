import { createCustomerTeam } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';

export type Auth = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const bearer = (key: string): Auth => ({ authorization: `Bearer ${key}` });

/** Calls, and a customer team whose admin creates keys (issue 26). */
export const apiKeysKit = (t: TestApp) => {
  const call = (method: Method, url: string, headers: Auth, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  const setUpCustomer = async () => {
    const team = await createCustomerTeam(t.app);
    const base = `/api/customers/${team.customer.id}`;
    return { ...team, base, keysUrl: `${base}/api-keys` };
  };

  /** A new key of the team's company: the key itself and its id. */
  const createKey = async (team: { admin: { auth: Auth }; keysUrl: string }, scope: 'read' | 'write') => {
    const response = await call('POST', team.keysUrl, team.admin.auth, { name: `Ключ ${scope}`, scope });
    if (response.statusCode !== 201)
      throw new Error(`key not created: ${response.statusCode} ${response.body}`);
    const { id, key } = response.json() as { id: number; key: string };
    return { id, key, auth: bearer(key) };
  };

  return { call, setUpCustomer, createKey };
};
