-- Issue 22: the default rating formulas speak Russian instead of naming fields (countNoDelayed, countRoutes…).
-- Only formulas a customer's admin has not changed are rewritten.
UPDATE "rating_indexes" SET "formula" = 'доля рейсов без опозданий = закрытые рейсы без опозданий ÷ все закрытые рейсы × 100 %' WHERE "formula" = 'Доля закрытых рейсов без опозданий: countNoDelayed / countRoutes × 100 %';
--> statement-breakpoint
UPDATE "rating_indexes" SET "formula" = 'участие в аукционах = завершённые аукционы, в которых перевозчик сделал ставку' WHERE "formula" = 'Число завершённых аукционов со ставкой перевозчика (countAuctions)';
--> statement-breakpoint
UPDATE "rating_indexes" SET "formula" = 'закрытые рейсы = рейсы перевозчика, закрытые за период' WHERE "formula" = 'Число закрытых рейсов за период (countRoutes)';
--> statement-breakpoint
UPDATE "rating_indexes" SET "formula" = 'рейсы по тендерам = рейсы, полученные перевозчиком по итогам тендеров' WHERE "formula" = 'Число рейсов, полученных по тендерам (countRoutes)';
--> statement-breakpoint
UPDATE "rating_indexes" SET "formula" = 'происшествия = ДТП и хищения на рейсах перевозчика; штраф' WHERE "formula" = 'Число ДТП и хищений на рейсах перевозчика (countRoutes); штраф';
--> statement-breakpoint
UPDATE "rating_indexes" SET "formula" = 'отказы от побед = отказы от выигранных аукционов и тендеров; штраф' WHERE "formula" = 'Число отказов от выигранных аукционов и тендеров (countAuctions); штраф';
