-- Games catalogue: vendors, games, favourites, recent games and the winner board (see
-- server/db/schema.ts). pg_trgm backs the case-insensitive "contains" name search: PGlite loads
-- the extension in db/client.ts; on PostgreSQL it is a trusted contrib extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE vendors (
  code text PRIMARY KEY,
  display_name text NOT NULL,
  game_category text NOT NULL,
  is_hot boolean NOT NULL DEFAULT false,
  in_house boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE games (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  vendor_code text NOT NULL REFERENCES vendors (code),
  game_type text NOT NULL,
  game_category text NOT NULL,
  classify text NOT NULL,
  launch_code text NOT NULL DEFAULT 'lobby',
  room_id text,
  lotto_mode text,
  play_type text,
  min_bet numeric(12, 2) NOT NULL,
  min_line integer NOT NULL,
  is_new boolean NOT NULL DEFAULT false,
  hot_rank integer,
  jackpot numeric(18, 2),
  supports_free_play boolean NOT NULL DEFAULT false,
  name_en text NOT NULL,
  name_bn text NOT NULL,
  sort_order integer NOT NULL,
  CONSTRAINT games_min_bet_check CHECK (min_bet > 0),
  CONSTRAINT games_min_line_check CHECK (min_line > 0)
);
--> statement-breakpoint
CREATE INDEX games_sort_idx ON games (sort_order, id);
--> statement-breakpoint
CREATE INDEX games_type_sort_idx ON games (game_type, sort_order, id);
--> statement-breakpoint
CREATE INDEX games_category_sort_idx ON games (game_category, sort_order, id);
--> statement-breakpoint
CREATE INDEX games_vendor_sort_idx ON games (vendor_code, sort_order, id);
--> statement-breakpoint
CREATE INDEX games_classify_sort_idx ON games (classify, sort_order, id);
--> statement-breakpoint
CREATE INDEX games_new_sort_idx ON games (sort_order, id) WHERE is_new;
--> statement-breakpoint
CREATE UNIQUE INDEX games_hot_rank_idx ON games (hot_rank) WHERE hot_rank IS NOT NULL;
--> statement-breakpoint
CREATE INDEX games_min_bet_idx ON games (min_bet);
--> statement-breakpoint
CREATE INDEX games_min_line_idx ON games (min_line);
--> statement-breakpoint
CREATE INDEX games_name_trgm_idx ON games USING gin ((lower(name_en || ' ' || name_bn)) gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE favourite_games (
  user_name text NOT NULL,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_name, game_id)
);
--> statement-breakpoint
CREATE INDEX favourite_games_user_idx ON favourite_games (user_name, created_at DESC);
--> statement-breakpoint
CREATE TABLE recent_games (
  user_name text NOT NULL,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  launched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_name, game_id)
);
--> statement-breakpoint
CREATE INDEX recent_games_user_idx ON recent_games (user_name, launched_at DESC);
--> statement-breakpoint
CREATE TABLE winner_board (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_name text NOT NULL,
  win_amount numeric(18, 2) NOT NULL,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  won_at timestamptz NOT NULL,
  CONSTRAINT winner_board_amount_check CHECK (win_amount > 0)
);
--> statement-breakpoint
CREATE INDEX winner_board_amount_idx ON winner_board (win_amount DESC, id);
