CREATE TABLE "stock_period_flows" (
	"item_kind" text NOT NULL,
	"period" text NOT NULL,
	"item_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"allocation_id" integer NOT NULL,
	"batch_no" text NOT NULL,
	"in_qty" bigint NOT NULL,
	"out_qty" bigint NOT NULL,
	"value" bigint NOT NULL,
	"moves" integer NOT NULL,
	CONSTRAINT "stock_period_flows_item_kind_period_item_id_warehouse_id_allocation_id_batch_no_pk" PRIMARY KEY("item_kind","period","item_id","warehouse_id","allocation_id","batch_no")
);
