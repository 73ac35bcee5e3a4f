"""On PostgreSQL, trigram indexes for the directory's search (``ServerQuerySet.search``).

Django's ``icontains`` becomes ``UPPER(column) LIKE UPPER('%words%')`` on PostgreSQL, which
a GIN index over ``UPPER(column)`` with ``gin_trgm_ops`` serves, so a search over tens of
thousands of listings reads the index instead of every row. SQLite needs none of it.
Creating the ``pg_trgm`` extension needs a role that may create extensions.
"""

from django.db import migrations

COLUMNS = ("name", "description", "package_name", "endpoint_url", "repository_url")


def create(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    for column in COLUMNS:
        schema_editor.execute(
            f"CREATE INDEX IF NOT EXISTS server_search_{column}_trgm ON certification_server "
            f"USING gin (UPPER({column}::text) gin_trgm_ops)"
        )


def drop(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for column in COLUMNS:
        schema_editor.execute(f"DROP INDEX IF EXISTS server_search_{column}_trgm")


class Migration(migrations.Migration):
    dependencies = [("certification", "0008_registry_entry")]

    operations = [migrations.RunPython(create, drop)]
