CREATE TABLE "demo_payouts" (
	"withdrawal_id" integer PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"outcome" text DEFAULT 'paid' NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_transaction_id" integer;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "review" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "processing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_payouts" ADD CONSTRAINT "demo_payouts_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("payout_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("status","created_at") WHERE "withdrawals"."status" in ('pending', 'processing');