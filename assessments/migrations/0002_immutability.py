"""On PostgreSQL, refuse changes to finished assessments, their results and transitions."""

from django.db import migrations

from certification.immutability import (
    install_append_only_trigger,
    install_child_immutability_trigger,
    install_immutability_trigger,
    remove_append_only_trigger,
    remove_immutability_trigger,
)

FINAL = ("completed", "failed", "cancelled")


def freeze(apps, schema_editor):
    install_immutability_trigger(schema_editor, "assessments_assessment", "state", *FINAL)
    install_child_immutability_trigger(
        schema_editor,
        "assessments_dimensionresult",
        parent="assessments_assessment",
        fk="assessment_id",
        column="state",
        values=FINAL,
    )
    install_append_only_trigger(schema_editor, "assessments_assessmenttransition")


def unfreeze(apps, schema_editor):
    remove_immutability_trigger(schema_editor, "assessments_assessment")
    remove_immutability_trigger(schema_editor, "assessments_dimensionresult")
    remove_append_only_trigger(schema_editor, "assessments_assessmenttransition")


class Migration(migrations.Migration):
    dependencies = [("assessments", "0001_initial")]

    operations = [migrations.RunPython(freeze, unfreeze)]
