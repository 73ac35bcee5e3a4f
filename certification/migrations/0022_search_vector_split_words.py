"""The words inside a package's name and a listing's addresses, searched as words
(PostgreSQL).

PostgreSQL's text search parser reads ``@example/files-mcp`` as one file path and
``https://github.com/example/files-mcp`` as a URL, a host and a path, so "files mcp"
found nothing by every word; SQLite's tokenizer splits both at every character that is
not a letter or a digit. The search column now also holds those words, split the same
way: the package's with the names (weight A), the addresses' with the addresses (D).
The close-spelling search used to hide this by reading every listing's text
(``0020``). Nothing on SQLite."""

from django.db import migrations

SPLIT = "regexp_replace({}, '[^[:alnum:]]+', ' ', 'g')"
PACKAGE = "coalesce(package_name, '')"
ADDRESSES = "coalesce(endpoint_url, '') || ' ' || coalesce(repository_url, '')"
VECTOR = f"""
    setweight(to_tsvector('english'::regconfig,
        coalesce(name, '') || ' ' || {PACKAGE} || ' ' || coalesce(tool_names, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, {SPLIT.format(PACKAGE)}), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(tool_descriptions, '')), 'C')
    || setweight(to_tsvector('simple'::regconfig, {ADDRESSES}), 'D')
    || setweight(to_tsvector('english'::regconfig, {SPLIT.format(ADDRESSES)}), 'D')
"""
# As 0016 made it.
BEFORE = """
    setweight(to_tsvector('english'::regconfig,
        coalesce(name, '') || ' ' || coalesce(package_name, '') || ' '
        || coalesce(tool_names, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(tool_descriptions, '')), 'C')
    || setweight(to_tsvector('simple'::regconfig,
        coalesce(endpoint_url, '') || ' ' || coalesce(repository_url, '')), 'D')
"""


def _vector(schema_editor, expression: str) -> None:
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute("ALTER TABLE certification_server DROP COLUMN search_vector")
    schema_editor.execute(
        "ALTER TABLE certification_server ADD COLUMN search_vector tsvector "
        f"GENERATED ALWAYS AS ({expression}) STORED"
    )
    schema_editor.execute(
        "CREATE INDEX server_search_vector ON certification_server USING gin (search_vector)"
    )


def forwards(apps, schema_editor):
    _vector(schema_editor, VECTOR)


def backwards(apps, schema_editor):
    _vector(schema_editor, BEFORE)


class Migration(migrations.Migration):
    dependencies = [("certification", "0021_server_by_updated")]

    operations = [migrations.RunPython(forwards, backwards)]
