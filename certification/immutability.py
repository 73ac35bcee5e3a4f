"""Published rows are never changed: the models refuse (``AppendOnly``, ``AppendOnlyQuerySet``,
so SQLite behaves the same through the ORM), and PostgreSQL triggers refuse UPDATE and
DELETE of them, so the rule holds for raw SQL, bulk updates and any other client of the
database. TRUNCATE, which test isolation uses, does not fire row triggers. The triggers
are installed by migrations.
"""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db import models

POSTGRES_FUNCTION = """
CREATE OR REPLACE FUNCTION sagentum_refuse_published_change() RETURNS trigger AS $$
BEGIN
    IF to_jsonb(OLD) ->> TG_ARGV[0] = ANY(TG_ARGV[1:]) THEN
        RAISE EXCEPTION 'published rows of % are immutable (% refused)', TG_TABLE_NAME, TG_OP
            USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    IF TG_OP = 'DELETE' THEN
        RETURN OLD;
    END IF;
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;
"""


def install_immutability_trigger(schema_editor, table: str, column: str, *values: str) -> None:
    """Refuse UPDATE/DELETE of rows of ``table`` whose ``column`` is one of ``values``."""
    name = f"{table}_published_immutable"
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(POSTGRES_FUNCTION, params=None)
        arguments = ", ".join(f"'{item}'" for item in (column, *values))
        schema_editor.execute(
            f"CREATE TRIGGER {name} BEFORE UPDATE OR DELETE ON {table} FOR EACH ROW "
            f"EXECUTE FUNCTION sagentum_refuse_published_change({arguments})"
        )


POSTGRES_CHILD_FUNCTION = """
CREATE OR REPLACE FUNCTION sagentum_refuse_child_of_final() RETURNS trigger AS $$
DECLARE
    final boolean;
BEGIN
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE id = $1 AND %I = ANY($2))',
                   TG_ARGV[0], TG_ARGV[2])
        INTO final
        USING (to_jsonb(OLD) ->> TG_ARGV[1])::bigint, TG_ARGV[3:];
    IF final THEN
        RAISE EXCEPTION 'rows of % belonging to a finished % are immutable (% refused)',
            TG_TABLE_NAME, TG_ARGV[0], TG_OP
            USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    IF TG_OP = 'DELETE' THEN
        RETURN OLD;
    END IF;
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;
"""


def install_child_immutability_trigger(
    schema_editor, table: str, *, parent: str, fk: str, column: str, values: tuple[str, ...]
) -> None:
    """Refuse UPDATE/DELETE of ``table`` rows whose parent row (``fk`` → ``parent``) has
    ``column`` in ``values``: results of a finished assessment, for instance."""
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(POSTGRES_CHILD_FUNCTION, params=None)
        arguments = ", ".join(f"'{item}'" for item in (parent, fk, column, *values))
        schema_editor.execute(
            f"CREATE TRIGGER {table}_published_immutable BEFORE UPDATE OR DELETE ON {table} "
            f"FOR EACH ROW EXECUTE FUNCTION sagentum_refuse_child_of_final({arguments})"
        )


def remove_immutability_trigger(schema_editor, table: str) -> None:
    name = f"{table}_published_immutable"
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(f"DROP TRIGGER IF EXISTS {name} ON {table}")


POSTGRES_APPEND_ONLY_FUNCTION = """
CREATE OR REPLACE FUNCTION sagentum_refuse_any_change() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP
        USING ERRCODE = 'integrity_constraint_violation';
END;
$$ LANGUAGE plpgsql;
"""


def install_append_only_trigger(schema_editor, table: str) -> None:
    """Refuse every UPDATE and DELETE on ``table`` (PostgreSQL)."""
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(POSTGRES_APPEND_ONLY_FUNCTION, params=None)
        schema_editor.execute(
            f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
            f"FOR EACH ROW EXECUTE FUNCTION sagentum_refuse_any_change()"
        )


def remove_append_only_trigger(schema_editor, table: str) -> None:
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(f"DROP TRIGGER IF EXISTS {table}_append_only ON {table}")


class ImmutableRecordError(ValidationError):
    """A published record was about to be changed or deleted."""


class AppendOnly:
    """A model whose rows are written once: saving a stored row again raises
    ``append_only_message``. Put it before ``models.Model`` in the bases."""

    append_only_message = "Rows of this table are append-only."

    def save(self, *args: object, **kwargs: object) -> None:
        if self.pk:
            raise ImmutableRecordError(self.append_only_message)
        super().save(*args, **kwargs)


class AppendOnlyQuerySet(models.QuerySet):
    """Bulk changes refused as the PostgreSQL triggers refuse them, so SQLite (and any
    code path that is not ``save``) keeps the rule too."""

    append_only_message = "Rows of this table are append-only."

    def update(self, **kwargs: object) -> int:
        raise ImmutableRecordError(self.append_only_message)

    def delete(self) -> None:
        raise ImmutableRecordError(self.append_only_message)
