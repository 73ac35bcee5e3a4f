"""An index on listed servers' last change, so that the sitemap's newest change of a
listing is read from the index's end instead of every listing."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("certification", "0020_search_vocabulary")]

    operations = [
        migrations.AddIndex(
            model_name="server",
            index=models.Index(fields=["status", "updated_at"], name="server_by_updated"),
        ),
    ]
