"""Put back the SQLite full-text index's triggers (0016) on ``certification_server``.

On SQLite, adding a column to the table (0018) rebuilds it, and the rebuilt table comes
without the triggers that keep ``certification_server_fts`` in step: listings added or
changed afterwards were not found by words. This creates them again and rebuilds the
index. PostgreSQL keeps its generated column through ``ALTER TABLE`` and needs nothing.
A later migration that changes this table's columns on SQLite ends with this too
(``certification.search.restore_sqlite_index``)."""

from django.db import migrations


def restore(apps, schema_editor):
    from certification.search import restore_sqlite_index

    restore_sqlite_index(schema_editor)


class Migration(migrations.Migration):
    dependencies = [("certification", "0018_server_corpus")]

    operations = [migrations.RunPython(restore, migrations.RunPython.noop)]
