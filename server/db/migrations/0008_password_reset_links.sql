-- Number 0008 is helper V2's (issue 28; 0007 is left to helper V1's migration of the same round).
-- Single-use, expiring password-reset links sent by e-mail. Only the token's SHA-256 is stored.
-- A request whose user name and address do not belong together stores a row too (user_name null),
-- so both cases do the same work; such a row can never be used and the retention sweep removes it.
CREATE TABLE password_reset_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  user_name text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX password_reset_links_user_name_idx ON password_reset_links (user_name);
--> statement-breakpoint
CREATE INDEX password_reset_links_expires_at_idx ON password_reset_links (expires_at);
