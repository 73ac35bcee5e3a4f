"""Create the reviewers group, load and publish rubric 1.0, and freeze published rubrics."""

from django.db import migrations

from certification.immutability import install_immutability_trigger, remove_immutability_trigger
from certification.rubric import check_quarterly_rule, load_rubric_file, parse_date, rubric_path

TABLE = "certification_rubricversion"


def create_reviewers(apps, schema_editor):
    Group = apps.get_model("auth", "Group")
    Group.objects.get_or_create(name="reviewers")


def load_rubric_1_0(apps, schema_editor):
    RubricVersion = apps.get_model("certification", "RubricVersion")
    data, sha256 = load_rubric_file(rubric_path("1.0"))
    published_on = parse_date(data["published_on"])
    effective_from = parse_date(data["effective_from"])
    earlier = list(RubricVersion.objects.filter(status="published").values_list("effective_from", flat=True))
    check_quarterly_rule(effective_from=effective_from, published_on=published_on, earlier=earlier)
    RubricVersion.objects.create(
        version=data["version"],
        status="published",
        published_on=published_on,
        effective_from=effective_from,
        changelog=data["changelog"],
        data=data,
        source_sha256=sha256,
    )


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
