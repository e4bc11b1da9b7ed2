import { ROUTES, type RouteId } from '@portal/contract/routes/route-table';
import { generatePath } from 'react-router';

const PATHS = new Map<string, string>(ROUTES.map((route) => [route.id, route.path]));

/** The path of a route of the contract table, with its params filled: routePath('video-lesson-edit', { videoLessonId: 3 }). */
export const routePath = (id: RouteId, params: Record<string, string | number> = {}): string =>
  generatePath(
    PATHS.get(id) ?? '/',
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
  );
