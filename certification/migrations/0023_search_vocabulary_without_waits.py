"""The index's words (``0020``) added without a write ever waiting on another, and an
update's words found by a join (PostgreSQL).

With a unique key on the word, a write that added a word another transaction had just
added, and not yet committed, waited for that transaction (a registry import holds one
open for its whole run), and two transactions adding new words in opposite orders
could deadlock, aborting a write to ``certification_server``. The table now has no
unique key: a word is added when the table does not have it yet, so a word is there
twice only when two writers added it at the same moment, and the search reads the words
distinct. An update's changed rows were found by a subquery per row on the old rows
(no index on a transition table: quadratic in the rows one statement updates); they are
now found by a join. Nothing on SQLite."""

from django.db import migrations

TABLE = "certification_search_word"
# The words of the given rows as the search's query words are cut (see 0020), those
# the table does not have yet.
WORDS = """
    SELECT DISTINCT split.word
    FROM {rows}, regexp_split_to_table({table_rows}.search_text, '[^[:alnum:]]+') AS split (word)
    WHERE length(split.word) BETWEEN 3 AND 40 {changed}
        AND NOT EXISTS (SELECT 1 FROM {table} AS known WHERE known.word = split.word)
"""


def _function(name: str, rows: str, changed: str = "") -> str:
    words = WORDS.format(rows=rows, table_rows="added", changed=changed, table=TABLE)
    return (
        f"CREATE OR REPLACE FUNCTION {name}() RETURNS trigger LANGUAGE plpgsql AS $$ "
        f"BEGIN INSERT INTO {TABLE} (word) {words}; RETURN NULL; END $$"
    )


def forwards(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    execute = schema_editor.execute
    execute(f"ALTER TABLE {TABLE} DROP CONSTRAINT IF EXISTS {TABLE}_pkey")
    execute(f"CREATE INDEX IF NOT EXISTS {TABLE}_word ON {TABLE} (word)")
    execute(_function(f"{TABLE}_inserted", "added"))
    execute(
        _function(
            f"{TABLE}_updated",
            "added JOIN was USING (id)",
            changed="AND added.search_text IS DISTINCT FROM was.search_text",
        )
    )


def backwards(apps, schema_editor):
    """Back to 0020's table and functions: each word once again, under a unique key."""
    if schema_editor.connection.vendor != "postgresql":
        return
    import importlib

    before = importlib.import_module("certification.migrations.0020_search_vocabulary")
    execute = schema_editor.execute
    execute(
        f"DELETE FROM {TABLE} AS a USING {TABLE} AS b "  # noqa: S608 - our own table
        "WHERE a.word = b.word AND a.ctid > b.ctid"
    )
    execute(f"DROP INDEX IF EXISTS {TABLE}_word")
    execute(f"ALTER TABLE {TABLE} ADD PRIMARY KEY (word)")
    for name, rows, changed in (
        ("inserted", "added", ""),
        (
            "updated",
            "added",
            "AND added.search_text IS DISTINCT FROM "
            "(SELECT was.search_text FROM was WHERE was.id = added.id)",
        ),
    ):
        words = before.WORDS.format(rows=rows, changed=changed)
        execute(before._function(f"{TABLE}_{name}", words))


class Migration(migrations.Migration):
    dependencies = [("certification", "0022_search_vector_split_words")]

    operations = [migrations.RunPython(forwards, backwards)]
