import type { DepartmentRef } from '@portal/contract/freight/departments.schemas';
import { TRANSPORTATION_TYPE, type TransportationType } from '@portal/contract/freight/route-states';
import type { RouteWay, RouteWayBody } from '@portal/contract/freight/route-ways.schemas';

export type RouteWayPointValues = { department: number | null; distance: number | null };

export type RouteWayFormValues = {
  code: string;
  name: string;
  transportationType: TransportationType;
  points: RouteWayPointValues[];
};

/** A new way starts by road with two empty points, the first at 0 km. */
export const NEW_ROUTE_WAY_VALUES: RouteWayFormValues = {
  code: '',
  name: '',
  transportationType: TRANSPORTATION_TYPE.auto,
  points: [
    { department: null, distance: 0 },
    { department: null, distance: null },
  ],
};

export const routeWayToFormValues = (way: RouteWay): RouteWayFormValues => ({
  code: way.code,
  name: way.name,
  transportationType: way.transportationType as TransportationType,
  points: way.points.map((point) => ({ department: point.department.id, distance: point.distance })),
});

/** The departments a way already names, so the selects show them before the lookup answers. */
export const knownDepartmentsOf = (way: RouteWay | null): DepartmentRef[] =>
  way ? way.points.map((point) => point.department) : [];

/** The body of POST/PUT: the form has checked every point, the first point's distance is always 0. */
export const formValuesToBody = (values: RouteWayFormValues): RouteWayBody => ({
  code: values.code,
  name: values.name,
  transportationType: values.transportationType,
  points: values.points.map((point, index) => ({
    department: point.department ?? 0,
    distance: index === 0 ? 0 : (point.distance ?? 0),
  })),
});
