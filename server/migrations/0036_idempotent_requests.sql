CREATE TABLE "idempotent_requests" (
	"user_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"url" text NOT NULL,
	"body_hash" text NOT NULL,
	"result" jsonb,
	"done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_user_id_request_key_pk" PRIMARY KEY("user_id","request_key")
);
--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotent_requests_created" ON "idempotent_requests" USING btree ("created_at");