-- Referral codes of ordinary members (the footer's Invite link). Agents keep their invitation
-- codes in affiliate_codes; a member gets one stable code, made on the first member-info read.
-- A new player who registers with either kind of code records who referred them.
CREATE TABLE referral_codes (
  code text PRIMARY KEY,
  user_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX referral_codes_user_name_idx ON referral_codes (user_name);
--> statement-breakpoint
CREATE UNIQUE INDEX referral_codes_code_upper_idx ON referral_codes (upper(code));
--> statement-breakpoint
ALTER TABLE members ADD COLUMN referrer_user_name text;
