-- Accounts: members, invitation (affiliate) codes, captcha challenges, SMS codes and failed-login
-- counters (see server/db/schema.ts). Codes and answers are stored hashed, never in plain text.
CREATE TABLE members (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_name text NOT NULL,
  password_hash text NOT NULL,
  merchant_code text NOT NULL,
  type integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'enabled',
  country_dialing_code text,
  mobile_num text,
  email text,
  nickname text,
  payee_name text,
  payment_password_hash text,
  id_number text,
  recommender_id text,
  birthday date,
  contacts jsonb NOT NULL DEFAULT '{}'::jsonb,
  affiliate_code text,
  register_method text,
  register_url text,
  language text NOT NULL DEFAULT 'BN',
  first_time_login boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT members_status_check CHECK (status IN ('enabled', 'disabled')),
  CONSTRAINT members_type_check CHECK (type >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX members_user_name_lower_idx ON members (lower(user_name));
--> statement-breakpoint
CREATE UNIQUE INDEX members_mobile_idx ON members (country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
--> statement-breakpoint
CREATE INDEX members_email_lower_idx ON members (lower(email));
--> statement-breakpoint
CREATE TABLE affiliate_codes (
  code text PRIMARY KEY,
  agent_user_name text NOT NULL,
  domain text,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX affiliate_codes_code_upper_idx ON affiliate_codes (upper(code));
--> statement-breakpoint
CREATE TABLE captcha_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_hash text NOT NULL,
  answer_hash text NOT NULL,
  dev_answer text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX captcha_challenges_client_idx ON captcha_challenges (client_hash, created_at);
--> statement-breakpoint
CREATE TABLE verification_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL,
  country_dialing_code text NOT NULL,
  mobile_num text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT verification_codes_purpose_check CHECK (purpose IN ('register', 'noLogin'))
);
--> statement-breakpoint
CREATE INDEX verification_codes_mobile_idx ON verification_codes (purpose, country_dialing_code, mobile_num, created_at);
--> statement-breakpoint
CREATE TABLE login_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failed_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX sessions_user_name_idx ON sessions (user_name);
