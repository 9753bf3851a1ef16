-- Core tables of the reference operator API (see server/db/schema.ts).
CREATE TABLE seed_runs (
  name text PRIMARY KEY,
  version integer NOT NULL,
  ran_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE server_keys (
  id text PRIMARY KEY,
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE site_overrides (
  id integer PRIMARY KEY,
  overrides jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT site_overrides_single_row CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  user_name text NOT NULL,
  merchant_code text NOT NULL,
  type integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);
--> statement-breakpoint
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL,
  recipient text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT outbox_channel_check CHECK (channel IN ('sms', 'mail'))
);
--> statement-breakpoint
CREATE INDEX outbox_channel_recipient_idx ON outbox (channel, recipient, created_at);
--> statement-breakpoint
CREATE TABLE rate_limits (
  bucket text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
