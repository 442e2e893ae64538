CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"contact" text NOT NULL,
	"phone_country_code" text,
	"is_confirmed" boolean DEFAULT false NOT NULL,
	"is_subscribed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_type_check" CHECK ("contacts"."type" in ('email', 'phone'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"purpose" text NOT NULL,
	"code" text,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "sessions_kind_check" CHECK ("sessions"."kind" in ('cookie', 'bearer'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"login" text NOT NULL,
	"password_hash" text,
	"fakename" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"country_code" text,
	"status" text DEFAULT 'active' NOT NULL,
	"is_subscribed" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_on_verification" boolean DEFAULT false NOT NULL,
	"is_kyc_block_enabled" boolean DEFAULT false NOT NULL,
	"is_registration_completed" boolean DEFAULT true NOT NULL,
	"is_betting" boolean DEFAULT false NOT NULL,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"two_factor_secret" text,
	"telegram_id" bigint,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"self_excluded_until" timestamp with time zone,
	"reg_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'banned', 'deleted', 'self_excluded'))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"owner_type" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."owner_type" = 'player') = ("ledger_accounts"."user_id" is not null)),
	CONSTRAINT "ledger_accounts_player_kind_check" CHECK ("ledger_accounts"."owner_type" <> 'player' or "ledger_accounts"."kind" in ('main', 'bonus', 'betting_bonus', 'fun')),
	CONSTRAINT "ledger_accounts_player_non_negative" CHECK ("ledger_accounts"."owner_type" <> 'player' or "ledger_accounts"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_non_zero" CHECK ("ledger_entries"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_method_key_pk" PRIMARY KEY("user_id","method","key")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sysname" text NOT NULL,
	"title" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"icon" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"game_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_categories_game_id_category_id_pk" PRIMARY KEY("game_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "game_likes" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_likes_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"mode" text NOT NULL,
	"balance_kind" text NOT NULL,
	"currency" text NOT NULL,
	"bet_minor" bigint NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"bet_transaction_id" integer,
	"win_transaction_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sysname" text NOT NULL,
	"name" text NOT NULL,
	"provider_id" integer NOT NULL,
	"type" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"image" text NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"has_demo" boolean DEFAULT true NOT NULL,
	"has_jackpot" boolean DEFAULT false NOT NULL,
	"is_mobile" boolean DEFAULT true NOT NULL,
	"has_bonus_buy" boolean DEFAULT false NOT NULL,
	"rtp" numeric(5, 2),
	"volatility" text,
	"min_bet_minor" bigint NOT NULL,
	"max_bet_minor" bigint NOT NULL,
	"release_date" date NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "games_type_check" CHECK ("games"."type" in ('slot', 'live', 'casino', 'fast', 'betting', 'logical', 'high_low'))
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sysname" text NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"logo" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"method_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requisites" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"campaign_offer_id" integer,
	"idempotency_key" text,
	"transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sysname" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"deposit_enabled" boolean DEFAULT true NOT NULL,
	"withdrawal_enabled" boolean DEFAULT true NOT NULL,
	"min_deposit_minor" bigint NOT NULL,
	"max_deposit_minor" bigint NOT NULL,
	"min_withdrawal_minor" bigint NOT NULL,
	"max_withdrawal_minor" bigint NOT NULL,
	"step_minor" bigint NOT NULL,
	"presets_minor" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deposit_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"withdrawal_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"icon" text NOT NULL,
	CONSTRAINT "payment_methods_limits_check" CHECK ("payment_methods"."min_deposit_minor" <= "payment_methods"."max_deposit_minor"),
	CONSTRAINT "payment_methods_step_check" CHECK ("payment_methods"."step_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"method_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requisites" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"transaction_id" integer,
	"refund_transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "storage_entries" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_entries_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"referer" text,
	"track_id" text,
	"track_source" text,
	"seon_session" text,
	"user_agent" text,
	"ip" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_limits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"period_days" integer NOT NULL,
	"limit_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"can_edit" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_limits_period_check" CHECK ("deposit_limits"."period_days" in (1, 7, 14, 30)),
	CONSTRAINT "deposit_limits_amount_positive" CHECK ("deposit_limits"."limit_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"name" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locale" text,
	"client" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"locale" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_history_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"date_from" date,
	"date_to" date,
	"csv" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "game_history_exports_status_check" CHECK ("game_history_exports"."status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"site_session_hash" text,
	"game_id" integer NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"guest_balance_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_mode_check" CHECK ("game_sessions"."mode" in ('real', 'demo')),
	CONSTRAINT "game_sessions_guest_check" CHECK ("game_sessions"."user_id" is not null or ("game_sessions"."mode" = 'demo' and "game_sessions"."guest_balance_minor" is not null)),
	CONSTRAINT "game_sessions_guest_balance_non_negative" CHECK ("game_sessions"."guest_balance_minor" is null or "game_sessions"."guest_balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "oauth_identities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oauth_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"display_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_steps" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_step" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_registrations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"promo_code" text,
	"referral_code" text,
	"start_param" text,
	"character_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_registrations_method_check" CHECK ("user_registrations"."method" in ('form', 'fast', 'telegram', 'oauth'))
);
--> statement-breakpoint
CREATE TABLE "demo_checkouts" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"method_sysname" text NOT NULL,
	"method_name" text NOT NULL,
	"locale_prefix" text DEFAULT '' NOT NULL,
	"back_url" text,
	"new_window" boolean DEFAULT false NOT NULL,
	"outcome" text,
	"settle_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "play_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"game_id" integer,
	"provider" text NOT NULL,
	"currency" text NOT NULL,
	"balance_kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_events_source_check" CHECK ("play_events"."source" in ('casino', 'sport')),
	CONSTRAINT "play_events_kind_check" CHECK ("play_events"."kind" in ('bet', 'win', 'refund')),
	CONSTRAINT "play_events_amount_non_negative" CHECK ("play_events"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "telegram_launches" (
	"hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_hash" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashbacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cashbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"net_loss_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"receiving_expired_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashbacks_status_check" CHECK ("cashbacks"."status" in ('active', 'paid_out', 'removed')),
	CONSTRAINT "cashbacks_amount_check" CHECK ("cashbacks"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "freespin_packs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freespin_packs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"currency" text NOT NULL,
	"game_id" integer NOT NULL,
	"game_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"total_count" integer NOT NULL,
	"remaining_count" integer NOT NULL,
	"bet_minor" bigint NOT NULL,
	"wager_multiplier" double precision DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"reference" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freespin_packs_status_check" CHECK ("freespin_packs"."status" in ('active', 'used', 'expired')),
	CONSTRAINT "freespin_packs_count_check" CHECK ("freespin_packs"."remaining_count" >= 0 and "freespin_packs"."remaining_count" <= "freespin_packs"."total_count" and "freespin_packs"."total_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"title" text NOT NULL,
	"text" text,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"wager_multiplier" double precision DEFAULT 0 NOT NULL,
	"wager_required_minor" bigint DEFAULT 0 NOT NULL,
	"wager_progress_minor" bigint DEFAULT 0 NOT NULL,
	"funds_minor" bigint DEFAULT 0 NOT NULL,
	"is_isolated" boolean DEFAULT true NOT NULL,
	"min_odds" text,
	"reference" text NOT NULL,
	"expires_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"completed_by" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_bonuses_type_check" CHECK ("player_bonuses"."type" in ('casino', 'betting')),
	CONSTRAINT "player_bonuses_status_check" CHECK ("player_bonuses"."status" in ('available', 'active', 'wagering', 'completed', 'expired', 'removed')),
	CONSTRAINT "player_bonuses_amounts_check" CHECK ("player_bonuses"."amount_minor" > 0 and "player_bonuses"."funds_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"target_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_access_tokens" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"applicant_id" text NOT NULL,
	"external_action_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_applicants" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"level_name" text NOT NULL,
	"status" text DEFAULT 'init' NOT NULL,
	"review_answer" text,
	"reject_reason" text,
	"document_id" integer,
	"review_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_applicants_status_check" CHECK ("kyc_applicants"."status" in ('init', 'pending', 'completed')),
	CONSTRAINT "kyc_applicants_review_answer_check" CHECK ("kyc_applicants"."review_answer" is null or "kyc_applicants"."review_answer" in ('GREEN', 'RED'))
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"applicant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"external_action_id" text,
	"verdict" text NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "kyc_documents_verdict_check" CHECK ("kyc_documents"."verdict" in ('GREEN', 'RED'))
);
--> statement-breakpoint
CREATE TABLE "loyalty_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"earned_points" integer DEFAULT 0 NOT NULL,
	"level_id" integer,
	"character_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_accounts_points_non_negative" CHECK ("loyalty_accounts"."points" >= 0),
	CONSTRAINT "loyalty_accounts_earned_non_negative" CHECK ("loyalty_accounts"."earned_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_characters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_characters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sysname" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"image" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"sysname" text NOT NULL,
	"name" jsonb NOT NULL,
	"points" integer NOT NULL,
	"image" text,
	CONSTRAINT "loyalty_levels_points_non_negative" CHECK ("loyalty_levels"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"type" text NOT NULL,
	"amount" text,
	"amount_type" text NOT NULL,
	"title" jsonb NOT NULL,
	"message" jsonb NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_point_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_point_entries_amount_non_zero" CHECK ("loyalty_point_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"sysname" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"image" text,
	"type" text NOT NULL,
	"price" integer NOT NULL,
	"reward" jsonb NOT NULL,
	"stock" integer,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "loyalty_products_price_positive" CHECK ("loyalty_products"."price" > 0),
	CONSTRAINT "loyalty_products_stock_non_negative" CHECK ("loyalty_products"."stock" is null or "loyalty_products"."stock" >= 0),
	CONSTRAINT "loyalty_products_type_check" CHECK ("loyalty_products"."type" in ('bonus', 'freespins', 'cashback', 'item'))
);
--> statement-breakpoint
CREATE TABLE "loyalty_programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sysname" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"points_alias" jsonb NOT NULL,
	"image" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"granted_type" text,
	"granted_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_quest_games" (
	"user_id" integer NOT NULL,
	"quest_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "loyalty_quest_games_user_id_quest_id_game_id_pk" PRIMARY KEY("user_id","quest_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_quest_progress" (
	"user_id" integer NOT NULL,
	"quest_id" integer NOT NULL,
	"current" bigint DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_quest_progress_user_id_quest_id_pk" PRIMARY KEY("user_id","quest_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_quests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_quests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"sysname" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"image" text,
	"goal" jsonb NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"reward" jsonb,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loyalty_stakes" (
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"staked_minor" bigint NOT NULL,
	"awarded_points" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "loyalty_stakes_user_id_currency_pk" PRIMARY KEY("user_id","currency")
);
--> statement-breakpoint
CREATE TABLE "tournament_games" (
	"tournament_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "tournament_games_tournament_id_game_id_pk" PRIMARY KEY("tournament_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_participants" (
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"points_centi" bigint DEFAULT 0 NOT NULL,
	"points_at" timestamp with time zone,
	"final_place" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_participants_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id"),
	CONSTRAINT "tournament_participants_points_check" CHECK ("tournament_participants"."points_centi" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournaments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seed_key" text,
	"title" jsonb NOT NULL,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_bet_minor" bigint,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opt_in" boolean DEFAULT true NOT NULL,
	"reset_on_cashout" boolean DEFAULT false NOT NULL,
	"provider_id" integer,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"points_multiplier" integer DEFAULT 1 NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_window_check" CHECK ("tournaments"."ends_at" > "tournaments"."starts_at"),
	CONSTRAINT "tournaments_multiplier_check" CHECK ("tournaments"."points_multiplier" >= 1)
);
--> statement-breakpoint
CREATE TABLE "jackpot_games" (
	"jackpot_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "jackpot_games_jackpot_id_game_id_pk" PRIMARY KEY("jackpot_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "jackpot_wins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_wins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"jackpot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"play_event_id" integer,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"won_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seed_key" text,
	"name" text NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"currency" text NOT NULL,
	"seed_minor" bigint NOT NULL,
	"pool_minor" bigint NOT NULL,
	"contribution_bp" integer NOT NULL,
	"carry" bigint DEFAULT 0 NOT NULL,
	"chance_per_minor" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpots_pool_check" CHECK ("jackpots"."pool_minor" >= 0 and "jackpots"."seed_minor" >= 0),
	CONSTRAINT "jackpots_carry_check" CHECK ("jackpots"."carry" >= 0 and "jackpots"."carry" < 10000)
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"position" text NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb,
	"label" jsonb,
	"value" jsonb,
	"addition" jsonb,
	"banner_type" text DEFAULT 'normal' NOT NULL,
	"image_wide" text,
	"image_tall" text,
	"link" text,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_type_check" CHECK ("banners"."banner_type" in ('normal', 'compact'))
);
--> statement-breakpoint
CREATE TABLE "campaign_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"action" text NOT NULL,
	"audience" text DEFAULT 'anyone' NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb,
	"image" text,
	"exclude_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_amount" jsonb,
	"promotions" jsonb NOT NULL,
	"per_player_limit" integer,
	"listed" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "campaign_offers_action_check" CHECK ("campaign_offers"."action" in ('deposit', 'registration', 'promo_code')),
	CONSTRAINT "campaign_offers_audience_check" CHECK ("campaign_offers"."audience" in ('anyone', 'new_depositor', 'returning_depositor', 'new_player'))
);
--> statement-breakpoint
CREATE TABLE "campaign_popups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_popups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"html" jsonb NOT NULL,
	"image" text,
	"button_label" jsonb,
	"button_url" text,
	"trigger" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"repeat_after_hours" integer,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "campaign_popups_trigger_check" CHECK ("campaign_popups"."trigger" in ('registration', 'login', 'deposit', 'visit'))
);
--> statement-breakpoint
CREATE TABLE "offer_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup_impressions" (
	"popup_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	"times_shown" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "popup_impressions_popup_id_user_id_pk" PRIMARY KEY("popup_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "promo_code_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_code_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"offer_id" integer NOT NULL,
	"max_uses" integer,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sport_bet_legs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_bet_legs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bet_id" integer NOT NULL,
	"position" integer NOT NULL,
	"event_id" text NOT NULL,
	"sport" text NOT NULL,
	"league" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"market" text NOT NULL,
	"market_name" text NOT NULL,
	"outcome" text NOT NULL,
	"outcome_name" text NOT NULL,
	"odds_x100" integer NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" text,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sport_bet_legs_status_check" CHECK ("sport_bet_legs"."status" in ('open', 'won', 'lost', 'void')),
	CONSTRAINT "sport_bet_legs_odds_check" CHECK ("sport_bet_legs"."odds_x100" > 100)
);
--> statement-breakpoint
CREATE TABLE "sport_bets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"currency" text NOT NULL,
	"balance_kind" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"odds" text NOT NULL,
	"potential_win_minor" bigint NOT NULL,
	"payout_minor" bigint,
	"accept_odds" text NOT NULL,
	"stake_transaction_id" integer,
	"settle_transaction_id" integer,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sport_bets_type_check" CHECK ("sport_bets"."type" in ('single', 'accumulator')),
	CONSTRAINT "sport_bets_status_check" CHECK ("sport_bets"."status" in ('open', 'won', 'lost', 'void')),
	CONSTRAINT "sport_bets_balance_kind_check" CHECK ("sport_bets"."balance_kind" in ('main', 'betting_bonus')),
	CONSTRAINT "sport_bets_accept_odds_check" CHECK ("sport_bets"."accept_odds" in ('any', 'higher', 'none')),
	CONSTRAINT "sport_bets_stake_positive" CHECK ("sport_bets"."stake_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_categories" ADD CONSTRAINT "game_categories_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_categories" ADD CONSTRAINT "game_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_likes" ADD CONSTRAINT "game_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_likes" ADD CONSTRAINT "game_likes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_bet_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("bet_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_win_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("win_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_refund_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_entries" ADD CONSTRAINT "storage_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_events" ADD CONSTRAINT "chat_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_feedback" ADD CONSTRAINT "support_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_history_exports" ADD CONSTRAINT "game_history_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_site_session_hash_sessions_id_hash_fk" FOREIGN KEY ("site_session_hash") REFERENCES "public"."sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_identities" ADD CONSTRAINT "oauth_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_steps" ADD CONSTRAINT "two_factor_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registrations" ADD CONSTRAINT "user_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_events" ADD CONSTRAINT "play_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_events" ADD CONSTRAINT "play_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_launches" ADD CONSTRAINT "telegram_launches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_launches" ADD CONSTRAINT "telegram_launches_session_hash_sessions_id_hash_fk" FOREIGN KEY ("session_hash") REFERENCES "public"."sessions"("id_hash") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbacks" ADD CONSTRAINT "cashbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freespin_packs" ADD CONSTRAINT "freespin_packs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freespin_packs" ADD CONSTRAINT "freespin_packs_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_access_tokens" ADD CONSTRAINT "kyc_access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_access_tokens" ADD CONSTRAINT "kyc_access_tokens_applicant_id_kyc_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."kyc_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_applicants" ADD CONSTRAINT "kyc_applicants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_applicant_id_kyc_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."kyc_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_level_id_loyalty_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."loyalty_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_character_id_loyalty_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."loyalty_characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_levels" ADD CONSTRAINT "loyalty_levels_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_notices" ADD CONSTRAINT "loyalty_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_entries" ADD CONSTRAINT "loyalty_point_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_products" ADD CONSTRAINT "loyalty_products_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_purchases" ADD CONSTRAINT "loyalty_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_purchases" ADD CONSTRAINT "loyalty_purchases_product_id_loyalty_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."loyalty_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_quest_games" ADD CONSTRAINT "loyalty_quest_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_quest_games" ADD CONSTRAINT "loyalty_quest_games_quest_id_loyalty_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."loyalty_quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_quest_games" ADD CONSTRAINT "loyalty_quest_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_quest_progress" ADD CONSTRAINT "loyalty_quest_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_quest_progress" ADD CONSTRAINT "loyalty_quest_progress_quest_id_loyalty_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."loyalty_quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_quests" ADD CONSTRAINT "loyalty_quests_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_stakes" ADD CONSTRAINT "loyalty_stakes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD CONSTRAINT "tournament_games_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD CONSTRAINT "tournament_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_games" ADD CONSTRAINT "jackpot_games_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_games" ADD CONSTRAINT "jackpot_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_play_event_id_play_events_id_fk" FOREIGN KEY ("play_event_id") REFERENCES "public"."play_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_grants" ADD CONSTRAINT "offer_grants_offer_id_campaign_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."campaign_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_grants" ADD CONSTRAINT "offer_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_impressions" ADD CONSTRAINT "popup_impressions_popup_id_campaign_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."campaign_popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_impressions" ADD CONSTRAINT "popup_impressions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_offer_id_campaign_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."campaign_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_bet_id_sport_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sport_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_type_contact_key" ON "contacts" USING btree ("type","contact");--> statement-breakpoint
CREATE INDEX "contacts_user_id_idx" ON "contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_recipient_purpose_idx" ON "outbox" USING btree ("recipient","purpose");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_key" ON "users" USING btree ("login");--> statement-breakpoint
CREATE UNIQUE INDEX "users_telegram_id_key" ON "users" USING btree ("telegram_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_fakename_lower_key" ON "users" USING btree (lower("fakename")) WHERE "users"."fakename" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_player_key" ON "ledger_accounts" USING btree ("user_id","kind","currency") WHERE "ledger_accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_key" ON "ledger_accounts" USING btree ("kind","currency") WHERE "ledger_accounts"."user_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_id_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_id_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_kind_reference_key" ON "ledger_transactions" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "ledger_transactions_user_id_idx" ON "ledger_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_sysname_key" ON "categories" USING btree ("sysname");--> statement-breakpoint
CREATE INDEX "game_categories_category_idx" ON "game_categories" USING btree ("category_id","priority");--> statement-breakpoint
CREATE INDEX "game_rounds_user_id_idx" ON "game_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_sysname_key" ON "games" USING btree ("sysname");--> statement-breakpoint
CREATE INDEX "games_provider_id_idx" ON "games" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "games_type_priority_idx" ON "games" USING btree ("type","priority");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_sysname_key" ON "providers" USING btree ("sysname");--> statement-breakpoint
CREATE INDEX "deposits_user_id_idx" ON "deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_sysname_currency_key" ON "payment_methods" USING btree ("sysname","currency");--> statement-breakpoint
CREATE INDEX "withdrawals_user_id_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "hits_track_id_idx" ON "hits" USING btree ("track_id");--> statement-breakpoint
CREATE INDEX "analytics_events_name_idx" ON "analytics_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "chat_events_user_id_idx" ON "chat_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "support_feedback_created_at_idx" ON "support_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "game_history_exports_user_id_idx" ON "game_history_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "game_sessions_expires_at_idx" ON "game_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_identities_provider_subject_key" ON "oauth_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "oauth_identities_user_id_idx" ON "oauth_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "demo_checkouts_settle_at_idx" ON "demo_checkouts" USING btree ("settle_at");--> statement-breakpoint
CREATE UNIQUE INDEX "play_events_kind_reference_key" ON "play_events" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "play_events_user_id_idx" ON "play_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "telegram_launches_expires_at_idx" ON "telegram_launches" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cashbacks_period_key" ON "cashbacks" USING btree ("user_id","currency","period_start");--> statement-breakpoint
CREATE INDEX "freespin_packs_user_id_idx" ON "freespin_packs" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "player_bonuses_user_id_idx" ON "player_bonuses" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_grants_reference_key" ON "reward_grants" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "reward_grants_user_id_idx" ON "reward_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kyc_access_tokens_user_id_idx" ON "kyc_access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kyc_access_tokens_expires_at_idx" ON "kyc_access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_applicants_user_id_key" ON "kyc_applicants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kyc_applicants_review_at_idx" ON "kyc_applicants" USING btree ("review_at");--> statement-breakpoint
CREATE INDEX "kyc_documents_applicant_id_idx" ON "kyc_documents" USING btree ("applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_characters_sysname_key" ON "loyalty_characters" USING btree ("sysname");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_levels_program_sysname_key" ON "loyalty_levels" USING btree ("program_id","sysname");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_levels_program_points_key" ON "loyalty_levels" USING btree ("program_id","points");--> statement-breakpoint
CREATE INDEX "loyalty_notices_pending_idx" ON "loyalty_notices" USING btree ("user_id","created_at") WHERE "loyalty_notices"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_point_entries_reason_reference_key" ON "loyalty_point_entries" USING btree ("reason","reference");--> statement-breakpoint
CREATE INDEX "loyalty_point_entries_user_idx" ON "loyalty_point_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_products_sysname_key" ON "loyalty_products" USING btree ("sysname");--> statement-breakpoint
CREATE INDEX "loyalty_products_program_idx" ON "loyalty_products" USING btree ("program_id","price");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_programs_sysname_key" ON "loyalty_programs" USING btree ("sysname");--> statement-breakpoint
CREATE INDEX "loyalty_purchases_user_idx" ON "loyalty_purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_quests_sysname_key" ON "loyalty_quests" USING btree ("sysname");--> statement-breakpoint
CREATE INDEX "loyalty_quests_program_idx" ON "loyalty_quests" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "tournament_games_game_id_idx" ON "tournament_games" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "tournament_participants_user_id_idx" ON "tournament_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_seed_key_key" ON "tournaments" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "tournaments_ends_at_idx" ON "tournaments" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "jackpot_games_game_id_idx" ON "jackpot_games" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_wins_play_event_id_key" ON "jackpot_wins" USING btree ("play_event_id");--> statement-breakpoint
CREATE INDEX "jackpot_wins_won_at_idx" ON "jackpot_wins" USING btree ("won_at");--> statement-breakpoint
CREATE INDEX "jackpot_wins_jackpot_id_idx" ON "jackpot_wins" USING btree ("jackpot_id","won_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpots_seed_key_key" ON "jackpots" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "banners_slug_key" ON "banners" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "banners_starts_at_idx" ON "banners" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_offers_slug_key" ON "campaign_offers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_popups_slug_key" ON "campaign_popups" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_grants_reference_key" ON "offer_grants" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "offer_grants_user_offer_idx" ON "offer_grants" USING btree ("user_id","offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_redemptions_code_user_key" ON "promo_code_redemptions" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE INDEX "promo_code_redemptions_user_idx" ON "promo_code_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sport_bet_legs_bet_id_idx" ON "sport_bet_legs" USING btree ("bet_id","position");--> statement-breakpoint
CREATE INDEX "sport_bet_legs_due_idx" ON "sport_bet_legs" USING btree ("status","settles_at");--> statement-breakpoint
CREATE INDEX "sport_bets_user_id_idx" ON "sport_bets" USING btree ("user_id","placed_at");