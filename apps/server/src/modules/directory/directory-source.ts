import type { DirectoryUser } from '@portal/contract/directory/directory.schemas';

/**
 * Where the staff directory comes from (SPEC 7 "GET adusers"). Embedded mode reads the `directory_users`
 * table; an LDAP/Active Directory source can take its place behind the same call.
 */
export type DirectorySource = {
  /** People matching `query` by name or e-mail (everyone when absent) who have no portal account yet. */
  find: (query: string | undefined, limit: number) => Promise<DirectoryUser[]>;
};
