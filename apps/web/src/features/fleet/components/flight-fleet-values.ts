import { CONTAINERS_PER_KIND } from '@portal/contract/fleet/fleet-references';
import type { RouteFleetBody } from '@portal/contract/fleet/route-fleet.schemas';
import type { ContractorRoute } from '@portal/contract/freight/routes.schemas';

export type FlightFleetValues = {
  vehicle: number | null;
  trailer: number | null;
  firstDriver: number | null;
  secondDriver: number | null;
  containers: number[];
};

/** The form's start: what the flight carries now. */
export const flightFleetValues = (flight: ContractorRoute): FlightFleetValues => ({
  vehicle: flight.vehicle?.id ?? null,
  trailer: flight.trailer?.id ?? null,
  firstDriver: flight.firstDriver?.id ?? null,
  secondDriver: flight.secondDriver?.id ?? null,
  containers: flight.containers.map((container) => container.id),
});

/** DESIGN 8: a truck takes one container, a trailer two; none without a vehicle. */
export const containerCapacity = (values: Pick<FlightFleetValues, 'vehicle' | 'trailer'>): number =>
  (values.vehicle === null ? 0 : CONTAINERS_PER_KIND.truck) +
  (values.trailer === null ? 0 : CONTAINERS_PER_KIND.trailer);

/** The PUT body: an absent (null) field is cleared on the server; a second driver never equals the first. */
export const fleetBodyOf = (values: FlightFleetValues): RouteFleetBody => ({
  vehicle: values.vehicle,
  trailer: values.trailer,
  firstDriver: values.firstDriver,
  secondDriver: values.secondDriver === values.firstDriver ? null : values.secondDriver,
  containers: values.containers.slice(0, containerCapacity(values)),
});
