import { and, asc, eq, ilike, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import { containsPattern } from '../../core/db/paging';
import { directoryUsers, users } from '../../db/schema/index';
import { presentDirectoryUser } from './directory.presenter';
import type { DirectorySource } from './directory-source';

export type DirectoryUserRow = typeof directoryUsers.$inferSelect;

/** The directory kept in the `directory_users` table. */
export const tableDirectorySource = (db: Db): DirectorySource => ({
  find: async (query, limit) => {
    // Anyone with an account, even a deleted one, is left out: that e-mail cannot be invited again.
    const withoutAccount = notExists(
      db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, sql`lower(${directoryUsers.username})`)),
    );
    const pattern = query ? containsPattern(query) : null;
    const rows = await db
      .select()
      .from(directoryUsers)
      .where(
        pattern
          ? and(
              withoutAccount,
              or(ilike(directoryUsers.fullname, pattern), ilike(directoryUsers.username, pattern)),
            )
          : withoutAccount,
      )
      .orderBy(asc(directoryUsers.fullname), asc(directoryUsers.id))
      .limit(limit);
    return rows.map(presentDirectoryUser);
  },
});
