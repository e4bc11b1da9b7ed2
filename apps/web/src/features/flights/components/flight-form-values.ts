import type { CustomerRoute, RouteBodyInput } from '@portal/contract/freight/routes.schemas';
import { wallTimeInput, wallTimeToIso } from './zoned-times';

/** The flight form: times typed as ДД.ММ.ГГГГ ЧЧ:мм on the clock of the route way's first department. */
export type FlightFormValues = {
  routeWay?: number | null;
  transportation?: number | null;
  organization?: number | null;
  planDateArrival: string;
  planDateLoading: string;
  initialSum?: number | null;
  routeOwner?: number | null;
  manager?: number | null;
  comment: string;
};

export const EMPTY_FLIGHT_FORM: FlightFormValues = { planDateArrival: '', planDateLoading: '', comment: '' };

export const flightFormValuesOf = (route: CustomerRoute): FlightFormValues => {
  const zone = route.firstDepartment.timezone;
  return {
    routeWay: route.routeWay.id,
    transportation: route.transportation.id,
    organization: route.organization.id,
    planDateArrival: wallTimeInput(new Date(route.planDateArrival), zone),
    planDateLoading: wallTimeInput(new Date(route.planDateLoading), zone),
    initialSum: route.initialSum,
    routeOwner: route.routeOwner?.id ?? null,
    manager: route.manager?.id ?? null,
    comment: route.comment ?? '',
  };
};

/** The API body (DESIGN 11); an empty loading time and sum are left to the server's defaults. */
export const flightBodyOf = (values: FlightFormValues, timeZone: string): RouteBodyInput => {
  const loading = values.planDateLoading ? wallTimeToIso(values.planDateLoading, timeZone) : null;
  return {
    routeWay: values.routeWay ?? 0,
    transportation: values.transportation ?? 0,
    organization: values.organization ?? 0,
    planDateArrival: wallTimeToIso(values.planDateArrival, timeZone) ?? '',
    ...(loading ? { planDateLoading: loading } : {}),
    ...(values.initialSum != null ? { initialSum: values.initialSum } : {}),
    routeOwner: values.routeOwner ?? null,
    manager: values.manager ?? null,
    comment: values.comment ? values.comment : null,
  };
};
