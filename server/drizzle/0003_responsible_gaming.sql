CREATE TABLE "player_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone,
	CONSTRAINT "player_blocks_kind_check" CHECK ("player_blocks"."kind" in ('time_out', 'self_exclusion')),
	CONSTRAINT "player_blocks_until_check" CHECK (("player_blocks"."until" is null and "player_blocks"."kind" = 'self_exclusion') or "player_blocks"."until" > "player_blocks"."started_at")
);
--> statement-breakpoint
CREATE TABLE "player_rg_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"last_spin_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_rg_settings_reality_check" CHECK ("player_rg_settings"."reality_check_minutes" is null or "player_rg_settings"."reality_check_minutes" in (0, 15, 30, 60))
);
--> statement-breakpoint
ALTER TABLE "deposit_limits" DROP CONSTRAINT "deposit_limits_pkey";--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_user_id_period_days_pk" PRIMARY KEY("user_id","period_days");--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD COLUMN "pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD COLUMN "pending_limit_minor" bigint;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "last_spin_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_blocks" ADD CONSTRAINT "player_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rg_settings" ADD CONSTRAINT "player_rg_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_blocks_user_id_idx" ON "player_blocks" USING btree ("user_id","started_at");--> statement-breakpoint
ALTER TABLE "deposit_limits" DROP COLUMN "can_edit";--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_pending_check" CHECK ("deposit_limits"."pending_limit_minor" is null or ("deposit_limits"."pending_at" is not null and "deposit_limits"."pending_limit_minor" > "deposit_limits"."limit_minor"));