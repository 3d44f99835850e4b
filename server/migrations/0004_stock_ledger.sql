CREATE TABLE "item_costs" (
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"qty" bigint DEFAULT 0 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "item_costs_item_kind_item_id_pk" PRIMARY KEY("item_kind","item_id"),
	CONSTRAINT "item_costs_qty_nonnegative" CHECK ("item_costs"."qty" >= 0),
	CONSTRAINT "item_costs_no_residue" CHECK ("item_costs"."qty" > 0 or "item_costs"."value" = 0)
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"allocation_id" integer DEFAULT 0 NOT NULL,
	"batch_no" text DEFAULT '' NOT NULL,
	"on_hand" bigint DEFAULT 0 NOT NULL,
	"reserved" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_balances_item_kind_item_id_warehouse_id_allocation_id_batch_no_pk" PRIMARY KEY("item_kind","item_id","warehouse_id","allocation_id","batch_no"),
	CONSTRAINT "stock_balances_on_hand_nonnegative" CHECK ("stock_balances"."on_hand" >= 0),
	CONSTRAINT "stock_balances_reserved_nonnegative" CHECK ("stock_balances"."reserved" >= 0),
	CONSTRAINT "stock_balances_reserved_within_on_hand" CHECK ("stock_balances"."reserved" <= "stock_balances"."on_hand")
);
--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"allocation_id" integer DEFAULT 0 NOT NULL,
	"batch_no" text DEFAULT '' NOT NULL,
	"qty" bigint NOT NULL,
	"unit_cost" bigint NOT NULL,
	"value" bigint NOT NULL,
	"doc_key" text NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_line" integer DEFAULT 0 NOT NULL,
	"business_date" text NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reverses_move_id" bigint
);
--> statement-breakpoint
CREATE INDEX "stock_moves_item" ON "stock_moves" USING btree ("item_kind","item_id","batch_no","id");--> statement-breakpoint
CREATE INDEX "stock_moves_doc" ON "stock_moves" USING btree ("doc_key","doc_id");--> statement-breakpoint
CREATE INDEX "stock_moves_date" ON "stock_moves" USING btree ("business_date");