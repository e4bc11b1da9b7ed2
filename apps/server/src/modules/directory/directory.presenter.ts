import type { DirectoryUser } from '@portal/contract/directory/directory.schemas';
import type { DirectoryUserRow } from './directory.repository';

export const presentDirectoryUser = (row: DirectoryUserRow): DirectoryUser => ({
  id: row.id,
  username: row.username,
  fullname: row.fullname,
  phone: row.phone,
  department: row.department,
  position: row.position,
});
