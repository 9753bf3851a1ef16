CREATE TABLE "deposit_orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"channel" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"payer_number" text NOT NULL,
	"transaction_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "deposit_orders_amount_check" CHECK ("deposit_orders"."amount" > 0),
	CONSTRAINT "deposit_orders_status_check" CHECK ("deposit_orders"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"round_id" text PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"game_id" text NOT NULL,
	"vendor_code" text NOT NULL,
	"category" text NOT NULL,
	"stake" numeric(18, 2) NOT NULL,
	"payout" numeric(18, 2) NOT NULL,
	"reels" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_stake_check" CHECK ("game_rounds"."stake" > 0),
	CONSTRAINT "game_rounds_payout_check" CHECK ("game_rounds"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_name" text NOT NULL,
	"channel" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_name" text NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"balance_after" numeric(18, 2) NOT NULL,
	"reference" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_type_check" CHECK ("wallet_entries"."type" in ('deposit', 'withdrawal', 'refund', 'bonus', 'rebate', 'bet', 'win', 'adjustment')),
	CONSTRAINT "wallet_entries_amount_check" CHECK ("wallet_entries"."amount" <> 0),
	CONSTRAINT "wallet_entries_balance_after_check" CHECK ("wallet_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdraw_orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"account_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdraw_orders_amount_check" CHECK ("withdraw_orders"."amount" > 0),
	CONSTRAINT "withdraw_orders_status_check" CHECK ("withdraw_orders"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "withdraw_orders" ADD CONSTRAINT "withdraw_orders_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_transaction_id_idx" ON "deposit_orders" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_idempotency_idx" ON "deposit_orders" USING btree ("user_name","idempotency_key");--> statement-breakpoint
CREATE INDEX "deposit_orders_user_name_created_at_idx" ON "deposit_orders" USING btree ("user_name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_idempotency_idx" ON "game_rounds" USING btree ("user_name","idempotency_key");--> statement-breakpoint
CREATE INDEX "game_rounds_user_name_created_at_idx" ON "game_rounds" USING btree ("user_name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_number_idx" ON "payout_accounts" USING btree ("user_name","channel","account_number");--> statement-breakpoint
CREATE INDEX "wallet_entries_user_name_id_idx" ON "wallet_entries" USING btree ("user_name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_order_idx" ON "wallet_entries" USING btree ("type","reference") WHERE "wallet_entries"."type" in ('deposit', 'withdrawal', 'refund');--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_orders_idempotency_idx" ON "withdraw_orders" USING btree ("user_name","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdraw_orders_user_name_created_at_idx" ON "withdraw_orders" USING btree ("user_name","created_at");--> statement-breakpoint
-- Balances written before the ledger become one opening entry each, so from this migration on every
-- balance is the sum of its entries (requirements C2.2). A balance below 0 cannot be booked (the
-- entry's check) and has no business existing: the migration then fails and says which table.
INSERT INTO "wallet_entries" ("user_name", "type", "amount", "balance_after", "note")
SELECT "user_name", 'adjustment', "balance", "balance", 'Opening balance'
FROM "wallets" WHERE "balance" <> 0;
