import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../shared/list/use-list-params';

/**
 * Page and size of a table that shares its screen with others (two tabs, a drawer): kept in the component, as the
 * URL's `page` belongs to no one of them.
 */
export const useLocalPaging = () => {
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  return {
    ...paging,
    setPage: (page: number, limit = paging.limit) =>
      setPaging({ page: limit === paging.limit ? page : 1, limit }),
  };
};
