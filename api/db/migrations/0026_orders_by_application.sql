-- The student's applications list (and an application's page, its gifts and the console) joins
-- each application to its order by application_id: without an index every join read the whole
-- orders table, which the seeded reviews alone fill with tens of thousands of stays.
CREATE INDEX "orders_application" ON "orders" ("application_id");
