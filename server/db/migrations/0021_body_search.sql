ALTER TABLE "articles" ADD COLUMN "body_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "body_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_items" ADD COLUMN "body_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_items" ADD COLUMN "body_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "body_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "body_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "body_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "body_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "startup_items" ADD COLUMN "body_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "startup_items" ADD COLUMN "body_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tech_items" ADD COLUMN "body_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tech_items" ADD COLUMN "body_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "train_items" ADD COLUMN "body_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "train_items" ADD COLUMN "body_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Search in the text (issue 29): rows stored before get their body's search columns, computed here as
-- server/lib/search.ts bodySearch() computes them (tags and entities out, lower case, white space one space, the
-- first 20 000 characters; every character and pair of adjacent characters, never across a space); the
-- functions are dropped again, the application stays the one writer (as 0009 did for the title-level tokens).
-- lower() here changes ASCII letters only (the C locale): a stored body with full-width capitals is found by
-- those letters once it is saved again.
CREATE FUNCTION "body_search_text_0021"(html text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT left(btrim(regexp_replace(lower(regexp_replace(regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
    '&[a-zA-Z#0-9]+;', ' ', 'g')), '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g')), 20000)
$$;--> statement-breakpoint
CREATE FUNCTION "body_search_tokens_0021"(t text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT v.g), '{}') FROM (
    SELECT u.ch, lead(u.ch) OVER (ORDER BY u.i) AS nx FROM unnest(string_to_array(t, NULL)) WITH ORDINALITY AS u(ch, i)
  ) AS p, LATERAL (VALUES (p.ch), (p.ch || p.nx)) AS v(g)
  WHERE p.ch <> ' ' AND (v.g = p.ch OR p.nx <> ' ')
$$;--> statement-breakpoint
UPDATE "policies" SET "body_text" = "body_search_text_0021"("content") WHERE "content" <> '';--> statement-breakpoint
UPDATE "articles" SET "body_text" = "body_search_text_0021"("content") WHERE "content" <> '';--> statement-breakpoint
UPDATE "tech_items" SET "body_text" = "body_search_text_0021"("content") WHERE "content" <> '';--> statement-breakpoint
UPDATE "startup_items" SET "body_text" = "body_search_text_0021"("content") WHERE "content" <> '';--> statement-breakpoint
UPDATE "finance_items" SET "body_text" = "body_search_text_0021"("content") WHERE "content" <> '';--> statement-breakpoint
UPDATE "train_items" SET "body_text" = "body_search_text_0021"("content") WHERE "content" <> '';--> statement-breakpoint
UPDATE "rooms" SET "body_text" = "body_search_text_0021"("content") WHERE "content" <> '';--> statement-breakpoint
UPDATE "policies" SET "body_tokens" = "body_search_tokens_0021"("body_text") WHERE "body_text" <> '';--> statement-breakpoint
UPDATE "articles" SET "body_tokens" = "body_search_tokens_0021"("body_text") WHERE "body_text" <> '';--> statement-breakpoint
UPDATE "tech_items" SET "body_tokens" = "body_search_tokens_0021"("body_text") WHERE "body_text" <> '';--> statement-breakpoint
UPDATE "startup_items" SET "body_tokens" = "body_search_tokens_0021"("body_text") WHERE "body_text" <> '';--> statement-breakpoint
UPDATE "finance_items" SET "body_tokens" = "body_search_tokens_0021"("body_text") WHERE "body_text" <> '';--> statement-breakpoint
UPDATE "train_items" SET "body_tokens" = "body_search_tokens_0021"("body_text") WHERE "body_text" <> '';--> statement-breakpoint
UPDATE "rooms" SET "body_tokens" = "body_search_tokens_0021"("body_text") WHERE "body_text" <> '';--> statement-breakpoint
DROP FUNCTION "body_search_text_0021"(text);--> statement-breakpoint
DROP FUNCTION "body_search_tokens_0021"(text);--> statement-breakpoint
CREATE INDEX "articles_body_idx" ON "articles" USING gin ("body_tokens");--> statement-breakpoint
CREATE INDEX "finance_items_body_idx" ON "finance_items" USING gin ("body_tokens");--> statement-breakpoint
CREATE INDEX "policies_body_idx" ON "policies" USING gin ("body_tokens");--> statement-breakpoint
CREATE INDEX "rooms_body_idx" ON "rooms" USING gin ("body_tokens");--> statement-breakpoint
CREATE INDEX "startup_items_body_idx" ON "startup_items" USING gin ("body_tokens");--> statement-breakpoint
CREATE INDEX "tech_items_body_idx" ON "tech_items" USING gin ("body_tokens");--> statement-breakpoint
CREATE INDEX "train_items_body_idx" ON "train_items" USING gin ("body_tokens");