// SQL the benches share when they add routes in bulk for the demo shipper (`$1`, its customer id).

/** CTEs `ways` (the customer's route ways numbered from 0 with their first and last department) and `way_count`. */
export const CUSTOMER_WAYS = `
  ways as (
    select w.id, w.code, row_number() over (order by w.id) - 1 as k,
      (select p.department_id from route_way_points p where p.route_way_id = w.id order by p.position limit 1) as first_id,
      (select p.department_id from route_way_points p where p.route_way_id = w.id order by p.position desc limit 1) as last_id
    from route_ways w where w.customer_id = $1
  ),
  way_count as (select count(*)::int as n from ways)`;

/** The routes columns a bulk insert fills, in the order both benches select them. */
export const ROUTE_COLUMNS = `
  customer_id, route_way_id, route_code, route_day, transportation_id, organization_id, first_department_id,
  last_department_id, plan_date_arrival, plan_date_loading, initial_sum_kopecks, freight_sum_kopecks,
  contractor_id, manager_id, is_draft, is_cancel, current_state, lateness`;
