import type { Department } from '@portal/contract/freight/departments.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client';

/** GET /api/departments?query=: the departments (отделения) by name, city or code (≤ 100). */
export const fetchDepartmentOptions = (query: string, signal?: AbortSignal) =>
  api.get<{ items: Department[] }>('/api/departments', {
    query: query ? { query } : {},
    ...(signal ? { signal } : {}),
  });

export const useDepartmentOptions = (query: string, { enabled = true } = {}) =>
  useQuery({
    queryKey: ['lookup', 'departments', query] as const,
    queryFn: ({ signal }) => fetchDepartmentOptions(query, signal),
    enabled,
    // Reference data: it changes with a migration, not while a page is open.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    select: (answer) => answer.items,
  });
