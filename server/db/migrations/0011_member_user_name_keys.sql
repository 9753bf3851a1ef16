-- The account key of each user name (services/user-name-key.ts: NFKC, then lower case with the dotted and
-- dotless i and the final sigma folded), so login, registration and the password-guessing counters find an
-- account by one key computed in one place, not by PostgreSQL's lower(), whose mapping depends on the
-- locale and differs from the counters' (server/README.md "Password guessing").
ALTER TABLE "members" ADD COLUMN "user_name_key" text;--> statement-breakpoint
-- Existing rows. ASCII names (every seeded, default-rule and mobile-number name) get exactly the key the
-- server computes: NFKC leaves ASCII alone, and translate() lowers A-Z whatever the locale. Other names
-- (only possible under an operator's own user-name rule) get the same steps from PostgreSQL's functions,
-- which agree with the server's for the common letters; normalize() needs a UTF8 database.
UPDATE "members" SET "user_name_key" = CASE
  WHEN "user_name" ~ '^[ -~]*$' THEN translate("user_name", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
  WHEN current_setting('server_encoding') = 'UTF8' THEN normalize(
    replace(replace(replace(lower(normalize("user_name", NFKC)), chr(305), 'i'), 'i' || chr(775), 'i'), chr(962), chr(963)),
    NFKC
  )
  ELSE lower("user_name")
END;--> statement-breakpoint
-- Two existing accounts whose names now fold to one key (e.g. a full-width and an ASCII spelling): the
-- older keeps the key; the newer gets it followed by a control character and its id, which no login can
-- send (control characters are refused on input), instead of this migration failing on the unique index.
-- The newer is then found by its exact stored name only (db/queries/members.ts, findMemberByUserName).
UPDATE "members" SET "user_name_key" = "user_name_key" || chr(31) || "id"::text
WHERE EXISTS (
  SELECT 1 FROM "members" AS "older" WHERE "older"."user_name_key" = "members"."user_name_key" AND "older"."id" < "members"."id"
);--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "user_name_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "members_user_name_key_idx" ON "members" USING btree ("user_name_key");
