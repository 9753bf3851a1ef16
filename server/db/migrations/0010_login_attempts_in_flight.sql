-- Number 0010 is the lead's (issue 28, per-account throttle). Password attempts against an account
-- that are being checked right now: the throttle caps how many may be in flight instead of counting
-- each as a failure before it is checked, so a burst of right passwords no longer looks like guessing.
ALTER TABLE login_failures ADD COLUMN pending integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE login_failures ADD COLUMN pending_since timestamptz;
