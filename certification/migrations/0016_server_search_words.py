"""Search by words (``certification.search``): the certified catalog's tool names and
descriptions on each listing, and the full-text index over the searched columns — a
stored, weighted ``tsvector`` with a GIN index on PostgreSQL, an FTS5 table kept by
triggers on SQLite. The tools are copied onto listings by an assessments migration."""

from django.db import migrations, models

# Weighted as the search ranks them: names (A), the description (B), the tools'
# descriptions (C), addresses (D).
PG_VECTOR = """
    setweight(to_tsvector('english'::regconfig,
        coalesce(name, '') || ' ' || coalesce(package_name, '') || ' '
        || coalesce(tool_names, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(tool_descriptions, '')), 'C')
    || setweight(to_tsvector('simple'::regconfig,
        coalesce(endpoint_url, '') || ' ' || coalesce(repository_url, '')), 'D')
"""
FTS_COLUMNS = ("name", "package_name", "tool_names", "description", "tool_descriptions",
               "endpoint_url", "repository_url")  # fmt: skip


def _sqlite_statements() -> list[str]:
    columns = ", ".join(FTS_COLUMNS)
    new = ", ".join(f"new.{c}" for c in FTS_COLUMNS)
    old = ", ".join(f"old.{c}" for c in FTS_COLUMNS)
    fts = "certification_server_fts"
    # Our own names only (S608).
    remove = f"INSERT INTO {fts}({fts}, rowid, {columns}) VALUES ('delete', old.id, {old});"  # noqa: S608
    add = f"INSERT INTO {fts}(rowid, {columns}) VALUES (new.id, {new});"  # noqa: S608
    return [
        f"CREATE VIRTUAL TABLE {fts} USING fts5({columns}, content='certification_server', "
        "content_rowid='id', tokenize='porter unicode61')",
        f"CREATE VIRTUAL TABLE {fts}_vocab USING fts5vocab({fts}, 'row')",
        f"CREATE TRIGGER {fts}_insert AFTER INSERT ON certification_server BEGIN {add} END",
        f"CREATE TRIGGER {fts}_delete AFTER DELETE ON certification_server BEGIN {remove} END",
        f"CREATE TRIGGER {fts}_update AFTER UPDATE ON certification_server "
        f"BEGIN {remove} {add} END",
        f"INSERT INTO {fts}({fts}) VALUES ('rebuild')",  # noqa: S608
    ]


def index(apps, schema_editor):
    vendor = schema_editor.connection.vendor
    if vendor == "postgresql":
        schema_editor.execute(
            "ALTER TABLE certification_server ADD COLUMN search_vector tsvector "
            f"GENERATED ALWAYS AS ({PG_VECTOR}) STORED"
        )
        schema_editor.execute(
            "CREATE INDEX server_search_vector ON certification_server USING gin (search_vector)"
        )
    elif vendor == "sqlite":
        for statement in _sqlite_statements():
            schema_editor.execute(statement)


def unindex(apps, schema_editor):
    vendor = schema_editor.connection.vendor
    if vendor == "postgresql":
        schema_editor.execute("ALTER TABLE certification_server DROP COLUMN search_vector")
    elif vendor == "sqlite":
        for name in ("insert", "delete", "update"):
            schema_editor.execute(f"DROP TRIGGER IF EXISTS certification_server_fts_{name}")
        schema_editor.execute("DROP TABLE IF EXISTS certification_server_fts_vocab")
        schema_editor.execute("DROP TABLE IF EXISTS certification_server_fts")


class Migration(migrations.Migration):
    dependencies = [("certification", "0015_checkpoint_frontier")]

    operations = [
        migrations.AddField(
            model_name="server",
            name="tool_names",
            field=models.TextField(blank=True, default="", editable=False),
        ),
        migrations.AddField(
            model_name="server",
            name="tool_descriptions",
            field=models.TextField(blank=True, default="", editable=False),
        ),
        migrations.RunPython(index, unindex),
    ]
