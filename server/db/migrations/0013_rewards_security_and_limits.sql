CREATE TABLE "account_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_name" text NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_limits" (
	"user_name" text NOT NULL,
	"period" text NOT NULL,
	"amount" numeric(18, 2),
	"pending_amount" numeric(18, 2),
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_limits_pkey" PRIMARY KEY("user_name","period"),
	CONSTRAINT "deposit_limits_period_check" CHECK ("deposit_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "deposit_limits_amount_check" CHECK (("deposit_limits"."amount" is null or "deposit_limits"."amount" > 0) and ("deposit_limits"."pending_amount" is null or "deposit_limits"."pending_amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_code_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_code_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_name" text NOT NULL,
	"bonus_amount" numeric(18, 2),
	"promotion_id" integer,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"bonus_amount" numeric(18, 2),
	"promotion_id" integer,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"total_limit" integer,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"min_deposit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_grant_check" CHECK (("promo_codes"."bonus_amount" is null) <> ("promo_codes"."promotion_id" is null)),
	CONSTRAINT "promo_codes_bonus_check" CHECK ("promo_codes"."bonus_amount" is null or "promo_codes"."bonus_amount" > 0),
	CONSTRAINT "promo_codes_limits_check" CHECK ("promo_codes"."per_member_limit" > 0 and "promo_codes"."min_deposit" >= 0),
	CONSTRAINT "promo_codes_redeemed_check" CHECK ("promo_codes"."redeemed_count" >= 0 and ("promo_codes"."total_limit" is null or "promo_codes"."redeemed_count" <= "promo_codes"."total_limit"))
);
--> statement-breakpoint
CREATE TABLE "rebate_claim_lines" (
	"claim_id" bigint NOT NULL,
	"category" text NOT NULL,
	"stake" numeric(18, 2) NOT NULL,
	"rate" numeric(6, 4) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "rebate_claim_lines_pkey" PRIMARY KEY("claim_id","category")
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rebate_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_name" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_claims_amount_check" CHECK ("rebate_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "self_exclusions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "self_exclusions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "self_exclusions_period_check" CHECK ("self_exclusions"."ends_at" > "self_exclusions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_name" text NOT NULL,
	"device_kind" text NOT NULL,
	"masked_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "bonus_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "condition_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "rebate_claim_id" bigint;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "session_reminder_minutes" integer;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD COLUMN "completed_conditions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_requests" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_code_fkey" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claim_lines" ADD CONSTRAINT "rebate_claim_lines_claim_id_fkey" FOREIGN KEY ("claim_id") REFERENCES "public"."rebate_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_events_user_name_idx" ON "account_events" USING btree ("user_name","id");--> statement-breakpoint
CREATE INDEX "email_codes_user_name_idx" ON "email_codes" USING btree ("user_name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_redemptions_idempotency_idx" ON "promo_code_redemptions" USING btree ("user_name","idempotency_key");--> statement-breakpoint
CREATE INDEX "promo_code_redemptions_member_idx" ON "promo_code_redemptions" USING btree ("user_name","code");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_idempotency_idx" ON "rebate_claims" USING btree ("user_name","idempotency_key");--> statement-breakpoint
CREATE INDEX "rebate_claims_user_name_idx" ON "rebate_claims" USING btree ("user_name","created_at");--> statement-breakpoint
CREATE INDEX "self_exclusions_user_name_idx" ON "self_exclusions" USING btree ("user_name","ends_at");--> statement-breakpoint
CREATE INDEX "sign_ins_user_name_idx" ON "sign_ins" USING btree ("user_name","id");--> statement-breakpoint
CREATE INDEX "game_rounds_unclaimed_idx" ON "game_rounds" USING btree ("user_name","category") WHERE "game_rounds"."rebate_claim_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_grant_idx" ON "wallet_entries" USING btree ("user_name","type","reference") WHERE "wallet_entries"."type" in ('bonus', 'rebate');--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_bonus_amount_check" CHECK ("announcements"."bonus_amount" is null or "announcements"."bonus_amount" > 0);--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_condition_count_check" CHECK ("announcements"."condition_count" >= 0);--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_session_reminder_check" CHECK ("members"."session_reminder_minutes" is null or "members"."session_reminder_minutes" in (30, 60, 120));--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_completed_check" CHECK ("promotion_entries"."completed_conditions" >= 0);--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_purpose_check" CHECK ("verification_codes"."purpose" in ('register', 'noLogin', 'bindMobile'));