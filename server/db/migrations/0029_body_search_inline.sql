-- Search in the text (issue 29): a body's searchable text now reads on across inline tags (a bold word, a link:
-- 获得<b>琉璃计划</b>支持 is 获得琉璃计划支持, where 0021 made it 获得 琉璃计划 支持, so 获得琉璃 was not found) and
-- has its entities as the characters they stand for (R&amp;D is r&d, where it was r d). Computed here as
-- server/lib/search.ts bodySearch() computes it now, for the rows stored before whose text changes: those with an
-- inline tag or anything that reads as an entity; every other row's text is the same either way. The functions are
-- dropped again, the application stays the one writer (as 0009 and 0021 did). lower() here changes ASCII letters
-- only (the C locale), as in 0021.
CREATE FUNCTION "body_entity_0029"(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN left(name, 1) <> '#' THEN coalesce(
      (SELECT e.v FROM (VALUES ('nbsp', ' '), ('amp', '&'), ('lt', '<'), ('gt', '>'), ('quot', '"'), ('apos', '''')) AS e(k, v)
        WHERE e.k = lower(name)), ' ')
    ELSE (
      SELECT CASE WHEN d.digits = '' THEN ' '
        WHEN length(d.digits) > d.longest THEN ' '
        ELSE (SELECT CASE WHEN c.code >= 32 AND c.code <= 1114111 AND NOT (c.code >= 55296 AND c.code <= 57343) AND c.code <> 127
          THEN chr(c.code) ELSE ' ' END
          FROM (SELECT CASE WHEN d.hex THEN ('x' || lpad(d.digits, 8, '0'))::bit(32)::int ELSE d.digits::int END AS code) AS c)
        END
      FROM (SELECT lower(substr(name, 2, 1)) = 'x' AS hex,
          ltrim(CASE WHEN lower(substr(name, 2, 1)) = 'x' THEN substr(name, 3) ELSE substr(name, 2) END, '0') AS digits,
          CASE WHEN lower(substr(name, 2, 1)) = 'x' THEN 6 ELSE 7 END AS longest) AS d)
  END
$$;--> statement-breakpoint
CREATE FUNCTION "body_entities_0029"(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  pattern constant text := '&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);';
  parts text[];
  names text[];
  out text;
BEGIN
  IF position('&' IN t) = 0 THEN RETURN t; END IF;
  -- The text between entities and the entities themselves, both left to right: one pass, as the application's replace.
  parts := regexp_split_to_array(t, pattern);
  SELECT coalesce(array_agg(m.found[1] ORDER BY m.at), '{}') INTO names FROM regexp_matches(t, pattern, 'g') WITH ORDINALITY AS m(found, at);
  out := parts[1];
  FOR i IN 1 .. coalesce(array_length(names, 1), 0) LOOP
    out := out || "body_entity_0029"(names[i]) || parts[i + 1];
  END LOOP;
  RETURN out;
END
$$;--> statement-breakpoint
CREATE FUNCTION "body_search_text_0029"(html text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT left(btrim(regexp_replace(lower("body_entities_0029"(regexp_replace(regexp_replace(coalesce(html, ''),
    '</?(a|abbr|b|big|code|del|em|font|i|ins|mark|q|s|small|span|strike|strong|sub|sup|u)(\s[^>]*)?/?>', '', 'gi'),
    '<[^>]*>', ' ', 'g'))), '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g')), 20000)
$$;--> statement-breakpoint
CREATE FUNCTION "body_search_tokens_0029"(t text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT v.g), '{}') FROM (
    SELECT u.ch, lead(u.ch) OVER (ORDER BY u.i) AS nx FROM unnest(string_to_array(t, NULL)) WITH ORDINALITY AS u(ch, i)
  ) AS p, LATERAL (VALUES (p.ch), (p.ch || p.nx)) AS v(g)
  WHERE p.ch <> ' ' AND (v.g = p.ch OR p.nx <> ' ')
$$;--> statement-breakpoint
CREATE FUNCTION "body_search_changes_0029"(html text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT html ~* '</?(a|abbr|b|big|code|del|em|font|i|ins|mark|q|s|small|span|strike|strong|sub|sup|u)(\s[^>]*)?/?>'
    OR html ~ '&[a-zA-Z#0-9]+;'
$$;--> statement-breakpoint
UPDATE "policies" SET "body_text" = "body_search_text_0029"("content") WHERE "body_search_changes_0029"("content");--> statement-breakpoint
UPDATE "articles" SET "body_text" = "body_search_text_0029"("content") WHERE "body_search_changes_0029"("content");--> statement-breakpoint
UPDATE "tech_items" SET "body_text" = "body_search_text_0029"("content") WHERE "body_search_changes_0029"("content");--> statement-breakpoint
UPDATE "startup_items" SET "body_text" = "body_search_text_0029"("content") WHERE "body_search_changes_0029"("content");--> statement-breakpoint
UPDATE "finance_items" SET "body_text" = "body_search_text_0029"("content") WHERE "body_search_changes_0029"("content");--> statement-breakpoint
UPDATE "train_items" SET "body_text" = "body_search_text_0029"("content") WHERE "body_search_changes_0029"("content");--> statement-breakpoint
UPDATE "rooms" SET "body_text" = "body_search_text_0029"("content") WHERE "body_search_changes_0029"("content");--> statement-breakpoint
UPDATE "policies" SET "body_tokens" = "body_search_tokens_0029"("body_text") WHERE "body_search_changes_0029"("content");--> statement-breakpoint
UPDATE "articles" SET "body_tokens" = "body_search_tokens_0029"("body_text") WHERE "body_search_changes_0029"("content");--> statement-breakpoint
UPDATE "tech_items" SET "body_tokens" = "body_search_tokens_0029"("body_text") WHERE "body_search_changes_0029"("content");--> statement-breakpoint
UPDATE "startup_items" SET "body_tokens" = "body_search_tokens_0029"("body_text") WHERE "body_search_changes_0029"("content");--> statement-breakpoint
UPDATE "finance_items" SET "body_tokens" = "body_search_tokens_0029"("body_text") WHERE "body_search_changes_0029"("content");--> statement-breakpoint
UPDATE "train_items" SET "body_tokens" = "body_search_tokens_0029"("body_text") WHERE "body_search_changes_0029"("content");--> statement-breakpoint
UPDATE "rooms" SET "body_tokens" = "body_search_tokens_0029"("body_text") WHERE "body_search_changes_0029"("content");--> statement-breakpoint
DROP FUNCTION "body_search_changes_0029"(text);--> statement-breakpoint
DROP FUNCTION "body_search_tokens_0029"(text);--> statement-breakpoint
DROP FUNCTION "body_search_text_0029"(text);--> statement-breakpoint
DROP FUNCTION "body_entities_0029"(text);--> statement-breakpoint
DROP FUNCTION "body_entity_0029"(text);
