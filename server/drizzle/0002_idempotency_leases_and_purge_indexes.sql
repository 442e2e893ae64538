ALTER TABLE "idempotency_keys" ADD COLUMN "owner" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "locked_until" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_purchases" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_user_idempotency_key" ON "deposits" USING btree ("user_id","idempotency_key") WHERE "deposits"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_user_idempotency_key" ON "withdrawals" USING btree ("user_id","idempotency_key") WHERE "withdrawals"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_reset_at_idx" ON "rate_limit_buckets" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_purchases_user_idempotency_key" ON "loyalty_purchases" USING btree ("user_id","idempotency_key") WHERE "loyalty_purchases"."idempotency_key" is not null;