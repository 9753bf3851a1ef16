-- Number 0009 is helper C1's (issue 30 part 2; 0007 was left free for a migration of the previous round).
-- The chat anchors a member follows (the focus list). Rows live with the member and go with the anchor.
CREATE TABLE chat_follows (
  user_name text NOT NULL,
  anchor_id integer NOT NULL REFERENCES chat_anchors (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_name, anchor_id)
);
--> statement-breakpoint
CREATE INDEX chat_follows_user_idx ON chat_follows (user_name, created_at DESC);
