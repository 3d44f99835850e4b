ALTER TABLE "departments" ADD COLUMN "manager_id" integer;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "create_by" text;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "modify_by" text;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "modify_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "create_by" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "modify_by" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "modify_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "leave_date" text;