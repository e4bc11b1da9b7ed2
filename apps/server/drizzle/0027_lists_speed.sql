CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "routes_code_trgm_idx" ON "routes" USING gin ("route_code" gin_trgm_ops);