CREATE TABLE "policy_token_counts" (
	"token" text NOT NULL,
	"category" smallint NOT NULL,
	"quarter" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "policy_token_counts_token_category_quarter_pk" PRIMARY KEY("token","category","quarter")
);
--> statement-breakpoint
-- Keyword search at a million rows (issue 12; bench): append to the migration drizzle-kit generates for
-- policy_token_counts (server/db/schema/content.ts), as 0008_security appends its trigger.
-- 1. Rows stored before get the new search tokens (server/lib/search.ts: every run of one to four adjacent
--    characters, never across a space or a field boundary, at most 8 000 a row), computed here as searchTokens()
--    computes them; the function is dropped again, the application stays the one writer of tokens.
-- 2. policy_token_counts: published policies per token, category and quarter ('' counts every published row),
--    kept by statement triggers in the same transaction as the change, and filled once from the table.
CREATE FUNCTION "search_tokens_1_to_4"(t text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  chars text[] := string_to_array(t, NULL);
  n int := coalesce(array_length(chars, 1), 0);
  grams text[] := '{}';
  firsts int[] := '{}';
  g text;
BEGIN
  FOR i IN 1..n LOOP
    g := '';
    FOR j IN i..least(i + 3, n) LOOP
      EXIT WHEN chars[j] = ' ' OR chars[j] = E'\x01';
      g := g || chars[j];
      grams := array_append(grams, g);
      firsts := array_append(firsts, i);
    END LOOP;
  END LOOP;
  -- Each token once, in the order first seen; past 8 000 the text stops at the position that reached it.
  RETURN ARRAY(
    WITH d AS (SELECT x.gram COLLATE "C" AS gram, min(x.pos) AS pos FROM unnest(grams, firsts) AS x(gram, pos) GROUP BY 1),
    c AS (SELECT pos, count(*) OVER (ORDER BY pos) AS seen FROM d)
    SELECT d.gram FROM d
    WHERE d.pos <= coalesce((SELECT min(c.pos) FROM c WHERE c.seen >= 8000), n)
    ORDER BY d.pos, d.gram
  );
END;
$$;--> statement-breakpoint
UPDATE "policies" SET "search_tokens" = "search_tokens_1_to_4"("search_text");--> statement-breakpoint
UPDATE "articles" SET "search_tokens" = "search_tokens_1_to_4"("search_text");--> statement-breakpoint
UPDATE "tech_items" SET "search_tokens" = "search_tokens_1_to_4"("search_text");--> statement-breakpoint
UPDATE "startup_items" SET "search_tokens" = "search_tokens_1_to_4"("search_text");--> statement-breakpoint
UPDATE "finance_items" SET "search_tokens" = "search_tokens_1_to_4"("search_text");--> statement-breakpoint
UPDATE "train_items" SET "search_tokens" = "search_tokens_1_to_4"("search_text");--> statement-breakpoint
UPDATE "rooms" SET "search_tokens" = "search_tokens_1_to_4"("search_text");--> statement-breakpoint
UPDATE "companies" SET "search_tokens" = "search_tokens_1_to_4"("search_text");--> statement-breakpoint
UPDATE "policy_notices" SET "search_tokens" = "search_tokens_1_to_4"("search_text");--> statement-breakpoint
DROP FUNCTION "search_tokens_1_to_4"(text);--> statement-breakpoint
CREATE FUNCTION "policy_token_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows are added in token order, so concurrent writers take the counters' locks in one order (no deadlock).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "policy_token_counts" AS c ("token", "category", "quarter", "n")
    SELECT t.token, r.category, r.quarter, count(*)::int
    FROM new_rows r, unnest(array_append(r.search_tokens, '')) AS t(token)
    WHERE r.status = 1
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("token", "category", "quarter") DO UPDATE SET "n" = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "policy_token_counts" AS c ("token", "category", "quarter", "n")
    SELECT t.token, r.category, r.quarter, -count(*)::int
    FROM old_rows r, unnest(array_append(r.search_tokens, '')) AS t(token)
    WHERE r.status = 1
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("token", "category", "quarter") DO UPDATE SET "n" = c.n + excluded.n;
  ELSE
    -- Most updates touch nothing counted (a view counted, a file added): nothing to do.
    IF NOT EXISTS (
      SELECT status, category, quarter, search_tokens FROM old_rows
      EXCEPT ALL
      SELECT status, category, quarter, search_tokens FROM new_rows
    ) THEN
      RETURN NULL;
    END IF;
    INSERT INTO "policy_token_counts" AS c ("token", "category", "quarter", "n")
    SELECT token, category, quarter, sum(d)::int FROM (
      SELECT t.token, r.category, r.quarter, -1 AS d
      FROM old_rows r, unnest(array_append(r.search_tokens, '')) AS t(token) WHERE r.status = 1
      UNION ALL
      SELECT t.token, r.category, r.quarter, 1
      FROM new_rows r, unnest(array_append(r.search_tokens, '')) AS t(token) WHERE r.status = 1
    ) s
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("token", "category", "quarter") DO UPDATE SET "n" = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "policy_token_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "policy_token_counts";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "policy_token_counts_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "policy_token_counts";
  INSERT INTO "policy_token_counts" ("token", "category", "quarter", "n")
  SELECT t.token, p.category, p.quarter, count(*)::int
  FROM "policies" p, unnest(array_append(p.search_tokens, '')) AS t(token)
  WHERE p.status = 1
  GROUP BY 1, 2, 3;
$$;--> statement-breakpoint
CREATE TRIGGER "policy_token_counts_insert" AFTER INSERT ON "policies" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "policy_token_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "policy_token_counts_update" AFTER UPDATE ON "policies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "policy_token_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "policy_token_counts_delete" AFTER DELETE ON "policies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "policy_token_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "policy_token_counts_truncate" AFTER TRUNCATE ON "policies" FOR EACH STATEMENT EXECUTE FUNCTION "policy_token_counts_clear"();--> statement-breakpoint
SELECT "policy_token_counts_rebuild"();
