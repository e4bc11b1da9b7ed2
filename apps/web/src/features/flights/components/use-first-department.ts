import type { FormInstance } from 'antd';
import { Form } from 'antd';
import { useRouteWay } from '../api/flight-lookups';
import type { FlightFormValues } from './flight-form-values';

/** The first department of the route way chosen in the form: its zone reads the planned times. */
export const useFirstDepartment = (
  form: FormInstance<FlightFormValues>,
  fallback: { name: string; timezone: string } | null = null,
) => {
  const routeWayId = Form.useWatch('routeWay', form);
  const routeWay = useRouteWay(routeWayId);
  const first = routeWay.data?.points[0]?.department;
  return first ? { name: first.name, timezone: first.timezone } : fallback;
};
