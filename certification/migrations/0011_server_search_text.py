"""One folded search column on listings, filled for those already listed, with one
trigram index on PostgreSQL instead of one per searched column."""

from django.db import migrations, models

SEARCHED = ("name", "description", "package_name", "endpoint_url", "repository_url")
OLD_INDEXES = [f"server_search_{column}_trgm" for column in SEARCHED]


def fill(apps, schema_editor):
    Server = apps.get_model("certification", "Server")
    batch = []
    for server in Server.objects.only("pk", *SEARCHED).iterator(chunk_size=2000):
        server.search_text = " ".join(
            " ".join(str(getattr(server, f) or "").split()) for f in SEARCHED
        ).casefold()
        batch.append(server)
        if len(batch) == 2000:
            Server.objects.bulk_update(batch, ["search_text"])
            batch = []
    Server.objects.bulk_update(batch, ["search_text"])


def index(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name in OLD_INDEXES:
        schema_editor.execute(f"DROP INDEX IF EXISTS {name}")
    schema_editor.execute(
        "CREATE INDEX IF NOT EXISTS server_search_text_trgm ON certification_server "
        "USING gin (search_text gin_trgm_ops)"
    )


def unindex(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("DROP INDEX IF EXISTS server_search_text_trgm")


class Migration(migrations.Migration):
    dependencies = [("certification", "0010_transparency_log")]

    operations = [
        migrations.AddField(
            model_name="server",
            name="search_text",
            field=models.TextField(blank=True, editable=False),
        ),
        migrations.RunPython(fill, migrations.RunPython.noop),
        migrations.RunPython(index, unindex),
    ]
