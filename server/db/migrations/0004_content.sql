-- Content and member data: announcements (promotions, banners, player notices, popups) with their
-- generated images and read marks, sign-up promotion entries, reward requests and their pictures,
-- wallets, rank progress, help centre, inbox, chat, agent contracts and feedback (see
-- server/db/schema.ts).
--
-- content_revisions holds one counter that statement triggers raise on every change of the
-- announcements or their images (truncate included), so an in-memory banner cache in any process
-- can tell with one primary-key read that its copy is stale.
CREATE TABLE content_revisions (
  id integer PRIMARY KEY,
  revision bigint NOT NULL DEFAULT 0,
  CONSTRAINT content_revisions_single_row CHECK (id = 1)
);
--> statement-breakpoint
INSERT INTO content_revisions (id, revision) VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION bump_content_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_revisions SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TABLE announcements (
  id integer PRIMARY KEY,
  kind text NOT NULL,
  group_name text,
  execution text,
  title_bn text NOT NULL,
  title_en text NOT NULL,
  content_bn text NOT NULL DEFAULT '',
  content_en text NOT NULL DEFAULT '',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  category_ids integer[] NOT NULL DEFAULT '{}',
  linked_promotion_id integer REFERENCES announcements (id) ON DELETE SET NULL,
  link_type text NOT NULL DEFAULT 'NONE',
  link_url text,
  promotion_type text,
  image_required boolean NOT NULL DEFAULT false,
  remark_required boolean NOT NULL DEFAULT false,
  hot boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT announcements_kind_check CHECK (kind IN ('promotion', 'banner', 'notice', 'popup')),
  CONSTRAINT announcements_execution_check CHECK (execution IN ('A', 'B')),
  CONSTRAINT announcements_link_type_check CHECK (link_type IN ('NONE', 'ROUTE', 'PROMOTION', 'EXTERNAL')),
  CONSTRAINT announcements_promotion_type_check CHECK (promotion_type IN ('JOIN', 'APPLY')),
  CONSTRAINT announcements_banner_group_check CHECK (kind <> 'banner' OR group_name IS NOT NULL),
  CONSTRAINT announcements_popup_execution_check CHECK (kind <> 'popup' OR execution IS NOT NULL),
  CONSTRAINT announcements_promotion_type_required_check CHECK (kind <> 'promotion' OR promotion_type IS NOT NULL),
  CONSTRAINT announcements_dates_check CHECK (ends_at IS NULL OR ends_at > starts_at)
);
--> statement-breakpoint
CREATE INDEX announcements_kind_sort_idx ON announcements (kind, sort_order, id);
--> statement-breakpoint
CREATE INDEX announcements_group_sort_idx ON announcements (group_name, sort_order, id) WHERE kind = 'banner';
--> statement-breakpoint
CREATE TABLE announcement_images (
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  sequence integer NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  motif text NOT NULL,
  PRIMARY KEY (announcement_id, sequence),
  CONSTRAINT announcement_images_sequence_check CHECK (sequence >= 1),
  CONSTRAINT announcement_images_size_check CHECK (width BETWEEN 16 AND 1600 AND height BETWEEN 16 AND 1600)
);
--> statement-breakpoint
CREATE TRIGGER announcements_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON announcements
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER announcement_images_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON announcement_images
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TABLE announcement_reads (
  user_name text NOT NULL,
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_name, announcement_id)
);
--> statement-breakpoint
CREATE TABLE promotion_entries (
  user_name text NOT NULL,
  promotion_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  state text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_name, promotion_id),
  CONSTRAINT promotion_entries_state_check CHECK (state IN ('joined', 'process', 'claimable', 'claimed'))
);
--> statement-breakpoint
CREATE TABLE reward_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_name text NOT NULL,
  promotion_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  remarks text NOT NULL DEFAULT '',
  fingerprint text NOT NULL,
  status text NOT NULL DEFAULT 'applying',
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CONSTRAINT reward_requests_status_check CHECK (status IN ('applying', 'rejected', 'issued'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX reward_requests_player_promotion_idx ON reward_requests (user_name, promotion_id);
--> statement-breakpoint
CREATE TABLE reward_request_pictures (
  request_id bigint NOT NULL REFERENCES reward_requests (id) ON DELETE CASCADE,
  sequence integer NOT NULL,
  content_type text NOT NULL,
  byte_size integer NOT NULL,
  sha256 text NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (request_id, sequence),
  CONSTRAINT reward_request_pictures_type_check CHECK (content_type IN ('image/jpeg', 'image/png')),
  CONSTRAINT reward_request_pictures_size_check CHECK (byte_size BETWEEN 1 AND 5242880)
);
--> statement-breakpoint
CREATE TABLE wallets (
  user_name text PRIMARY KEY,
  balance numeric(18, 2) NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE player_ranks (
  user_name text PRIMARY KEY,
  label_id text,
  completed_conditions integer NOT NULL,
  total_conditions integer NOT NULL,
  CONSTRAINT player_ranks_progress_check CHECK (completed_conditions >= 0 AND completed_conditions <= total_conditions)
);
--> statement-breakpoint
CREATE TABLE help_items (
  id integer PRIMARY KEY,
  tag text NOT NULL,
  device text NOT NULL DEFAULT 'ALL',
  title_bn text NOT NULL,
  title_en text NOT NULL,
  content_bn text NOT NULL,
  content_en text NOT NULL,
  sort_order integer NOT NULL,
  CONSTRAINT help_items_device_check CHECK (device IN ('ALL', 'MOBILE', 'WEB'))
);
--> statement-breakpoint
CREATE INDEX help_items_sort_idx ON help_items (sort_order, id);
--> statement-breakpoint
CREATE TABLE inbox_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_name text NOT NULL,
  title_bn text NOT NULL,
  title_en text NOT NULL,
  content_bn text NOT NULL,
  content_en text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
--> statement-breakpoint
CREATE INDEX inbox_messages_user_idx ON inbox_messages (user_name, created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX inbox_messages_unread_idx ON inbox_messages (user_name) WHERE read_at IS NULL;
--> statement-breakpoint
CREATE TABLE chat_anchors (
  id integer PRIMARY KEY,
  nickname_bn text NOT NULL,
  nickname_en text NOT NULL,
  online boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE chat_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_name text NOT NULL,
  anchor_id integer REFERENCES chat_anchors (id) ON DELETE SET NULL,
  body_bn text NOT NULL,
  body_en text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
--> statement-breakpoint
CREATE INDEX chat_messages_unread_idx ON chat_messages (user_name) WHERE read_at IS NULL;
--> statement-breakpoint
CREATE TABLE agent_contracts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_name text NOT NULL,
  kind text NOT NULL,
  request_type text NOT NULL,
  terms jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  CONSTRAINT agent_contracts_kind_check CHECK (kind IN ('dailySalary', 'dividend', 'hourlySalary')),
  CONSTRAINT agent_contracts_status_check CHECK (status IN ('pending', 'accepted'))
);
--> statement-breakpoint
CREATE INDEX agent_contracts_user_idx ON agent_contracts (user_name, kind, status);
--> statement-breakpoint
CREATE TABLE feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_name text NOT NULL,
  content text NOT NULL,
  language text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX feedback_user_idx ON feedback (user_name, created_at DESC);
--> statement-breakpoint
CREATE TABLE member_icons (
  user_name text PRIMARY KEY,
  icon text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
