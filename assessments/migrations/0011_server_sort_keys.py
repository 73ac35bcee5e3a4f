"""Copy each certified listing's score and date onto the listing, where the directory's
orders read them from one index (``certification.Server.sort_score``)."""

from django.db import migrations


def copy(apps, schema_editor):
    Certification = apps.get_model("assessments", "Certification")
    Server = apps.get_model("certification", "Server")
    batch = []
    for server_id, score, assessed_at in Certification.objects.values_list(
        "server_id", "score", "assessed_at"
    ).iterator(chunk_size=2000):
        batch.append(Server(pk=server_id, sort_score=score, sort_assessed_at=assessed_at))
        if len(batch) == 2000:
            Server.objects.bulk_update(batch, ["sort_score", "sort_assessed_at"])
            batch = []
    Server.objects.bulk_update(batch, ["sort_score", "sort_assessed_at"])


class Migration(migrations.Migration):
    dependencies = [
        ("assessments", "0010_run_lease"),
        ("certification", "0014_server_sort_keys"),
    ]

    operations = [migrations.RunPython(copy, migrations.RunPython.noop)]
