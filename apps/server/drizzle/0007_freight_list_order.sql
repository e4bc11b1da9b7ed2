DROP INDEX "routes_customer_plan_idx";--> statement-breakpoint
DROP INDEX "routes_contractor_plan_idx";--> statement-breakpoint
DROP INDEX "routes_route_way_idx";--> statement-breakpoint
CREATE INDEX "routes_customer_plan_idx" ON "routes" USING btree ("customer_id","plan_date_arrival" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "routes_contractor_plan_idx" ON "routes" USING btree ("contractor_id","plan_date_arrival" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "routes_route_way_idx" ON "routes" USING btree ("route_way_id","plan_date_arrival" DESC NULLS FIRST,"id" DESC NULLS FIRST);