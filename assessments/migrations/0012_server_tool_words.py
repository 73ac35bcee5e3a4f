"""Copy each certified listing's catalog (tool names and descriptions) onto the listing,
where the search reads it (``certification.search``); the full-text index follows on
both databases (a generated column, or the FTS5 table's triggers)."""

import itertools
import re

from django.db import migrations

SEARCHED = ("name", "description", "package_name", "endpoint_url", "repository_url")


def _words(tools):
    names, descriptions = [], []
    for name, definition in tools:
        parts = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name).replace("_", " ").replace("-", " ")
        names.append(f"{name} {parts}" if parts != name else name)
        description = definition.get("description") if isinstance(definition, dict) else None
        if isinstance(description, str):
            descriptions.append(" ".join(description.split())[:500])
    return " ".join(names)[:20000], "\n".join(descriptions)[:20000]


def copy(apps, schema_editor):
    Certification = apps.get_model("assessments", "Certification")
    ToolDefinition = apps.get_model("assessments", "ToolDefinition")
    Server = apps.get_model("certification", "Server")
    servers = dict(Certification.objects.values_list("assessment_id", "server_id"))
    tools = (
        ToolDefinition.objects.filter(
            assessment_id__in=Certification.objects.values("assessment_id")
        )
        .order_by("assessment_id", "position")
        .values_list("assessment_id", "name", "definition")
    )
    catalogs = itertools.groupby(tools.iterator(chunk_size=2000), key=lambda row: row[0])
    for assessment_id, rows in catalogs:
        names, descriptions = _words((name, definition) for _, name, definition in rows)
        server = Server.objects.get(pk=servers[assessment_id])
        server.tool_names, server.tool_descriptions = names, descriptions
        text = [str(getattr(server, f) or "") for f in SEARCHED] + [names, descriptions]
        server.search_text = " ".join(" ".join(t.split()) for t in text).casefold()
        server.save(update_fields=["tool_names", "tool_descriptions", "search_text"])


class Migration(migrations.Migration):
    dependencies = [
        ("assessments", "0011_server_sort_keys"),
        ("certification", "0016_server_search_words"),
    ]

    operations = [migrations.RunPython(copy, migrations.RunPython.noop)]
