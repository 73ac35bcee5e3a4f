"""Close spellings from the index's words, not from every listing's text (PostgreSQL).

A word no listing has as typed was looked for, on PostgreSQL, with the trigram index on
every listing's folded text (``search_text``): each candidate listing's whole text was
read back to measure how close it came, 36 ms for one misspelt word at 30,000 listings.
Now the words of the listings' folded text are kept once each in
``certification_search_word`` (a trigram index on the word), and the search looks up
the few words spelled close to the one typed there, then searches the full-text index
for them as it does for any word, as SQLite does with its FTS5 vocabulary.

Triggers on ``certification_server`` add the words of each row inserted and of each row
whose folded text changed, in the statement that writes it (the registry import's bulk
writes included). A word is never taken out: one that no listing has any more is found
as a close spelling and then finds no listing. The trigram index on ``search_text`` had
no other reader and is dropped. Nothing on SQLite."""

from django.db import migrations

TABLE = "certification_search_word"
# The words of a listing's folded text as the search's query words are cut (letters
# and digits), three letters or more (a trigram needs them) and at most forty (a query
# word's limit), in one order so that concurrent writers take their locks alike.
WORDS = """
    SELECT DISTINCT word FROM {rows}, regexp_split_to_table({rows}.search_text, '[^[:alnum:]]+')
        AS word
    WHERE length(word) BETWEEN 3 AND 40 {changed}
    ORDER BY word
"""
ADD = f"INSERT INTO {TABLE} (word) {{words}} ON CONFLICT (word) DO NOTHING"


def _function(name: str, words: str) -> str:
    return (
        f"CREATE OR REPLACE FUNCTION {name}() RETURNS trigger LANGUAGE plpgsql AS $$ "
        f"BEGIN {ADD.format(words=words)}; RETURN NULL; END $$"
    )


def forwards(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    execute = schema_editor.execute
    execute(f"CREATE TABLE IF NOT EXISTS {TABLE} (word text PRIMARY KEY)")
    execute(f"CREATE INDEX IF NOT EXISTS {TABLE}_trgm ON {TABLE} USING gin (word gin_trgm_ops)")
    inserted = WORDS.format(rows="added", changed="")
    # An update adds only the words of rows whose folded text it changed (transition
    # tables cannot name a column, so the comparison is here).
    updated = WORDS.format(
        rows="added",
        changed="AND added.search_text IS DISTINCT FROM "
        "(SELECT was.search_text FROM was WHERE was.id = added.id)",
    )
    execute(_function(f"{TABLE}_inserted", inserted))
    execute(_function(f"{TABLE}_updated", updated))
    execute(
        f"CREATE TRIGGER {TABLE}_insert AFTER INSERT ON certification_server "
        f"REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION {TABLE}_inserted()"
    )
    execute(
        f"CREATE TRIGGER {TABLE}_update AFTER UPDATE ON certification_server "
        "REFERENCING OLD TABLE AS was NEW TABLE AS added "
        f"FOR EACH STATEMENT EXECUTE FUNCTION {TABLE}_updated()"
    )
    execute(ADD.format(words=WORDS.format(rows="certification_server", changed="")))
    execute("DROP INDEX IF EXISTS server_search_text_trgm")


def backwards(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    execute = schema_editor.execute
    execute(
        "CREATE INDEX IF NOT EXISTS server_search_text_trgm ON certification_server "
        "USING gin (search_text gin_trgm_ops)"
    )
    for name in ("insert", "update"):
        execute(f"DROP TRIGGER IF EXISTS {TABLE}_{name} ON certification_server")
    for name in ("inserted", "updated"):
        execute(f"DROP FUNCTION IF EXISTS {TABLE}_{name}()")
    execute(f"DROP TABLE IF EXISTS {TABLE}")


class Migration(migrations.Migration):
    dependencies = [("certification", "0019_server_search_triggers")]

    operations = [migrations.RunPython(forwards, backwards)]
