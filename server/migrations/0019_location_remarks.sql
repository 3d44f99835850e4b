CREATE TABLE "stock_location_remarks" (
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"remark" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_location_remarks_item_kind_item_id_warehouse_id_pk" PRIMARY KEY("item_kind","item_id","warehouse_id")
);
