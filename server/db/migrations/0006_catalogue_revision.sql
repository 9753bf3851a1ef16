-- catalogue_revisions holds one counter that statement triggers raise on every change of the
-- games or vendors (truncate, i.e. a re-seed, included). The game list answers from an in-memory
-- copy of the catalogue (server/services/catalogue-cache.ts); one primary-key read of this counter
-- tells any process that its copy is stale.
CREATE TABLE catalogue_revisions (
  id integer PRIMARY KEY,
  revision bigint NOT NULL DEFAULT 0,
  CONSTRAINT catalogue_revisions_single_row CHECK (id = 1)
);
--> statement-breakpoint
INSERT INTO catalogue_revisions (id, revision) VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION bump_catalogue_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_revisions SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER games_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER vendors_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
