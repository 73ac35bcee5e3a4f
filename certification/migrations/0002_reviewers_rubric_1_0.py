"""Create the reviewers group, load and publish rubric 1.0, and freeze published rubrics."""

from django.db import migrations

from certification.immutability import install_immutability_trigger, remove_immutability_trigger
from certification.reference_data import ensure_published_rubrics, ensure_reviewers_group

TABLE = "certification_rubricversion"


def create_reviewers(apps, schema_editor):
    ensure_reviewers_group(apps.get_model("auth", "Group"))


def load_rubric_1_0(apps, schema_editor):
    ensure_published_rubrics(apps.get_model("certification", "RubricVersion"))


def freeze(apps, schema_editor):
    install_immutability_trigger(schema_editor, TABLE, "status", "published")


def unfreeze(apps, schema_editor):
    remove_immutability_trigger(schema_editor, TABLE)


class Migration(migrations.Migration):
    dependencies = [
        ("certification", "0001_initial"),
        ("auth", "0012_alter_user_first_name_max_length"),
    ]

    operations = [
        migrations.RunPython(create_reviewers, migrations.RunPython.noop),
        migrations.RunPython(freeze, unfreeze),
        migrations.RunPython(load_rubric_1_0, migrations.RunPython.noop),
    ]
