"""Database triggers that refuse UPDATE and DELETE of published rows.

The models refuse too; the triggers make the rule hold for raw SQL, bulk
updates and any other client of the database. Used from migrations.
"""

from __future__ import annotations

POSTGRES_FUNCTION = """
CREATE OR REPLACE FUNCTION sagentum_refuse_published_change() RETURNS trigger AS $$
BEGIN
    IF to_jsonb(OLD) ->> TG_ARGV[0] = TG_ARGV[1] THEN
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


def install_immutability_trigger(schema_editor, table: str, column: str, value: str) -> None:
    """Refuse UPDATE/DELETE of rows of ``table`` whose ``column`` equals ``value``."""
    vendor = schema_editor.connection.vendor
    name = f"{table}_published_immutable"
    if vendor == "postgresql":
        schema_editor.execute(POSTGRES_FUNCTION)
        schema_editor.execute(
            f"CREATE TRIGGER {name} BEFORE UPDATE OR DELETE ON {table} FOR EACH ROW "
            f"EXECUTE FUNCTION sagentum_refuse_published_change('{column}', '{value}')"
        )
    elif vendor == "sqlite":
        for operation in ("UPDATE", "DELETE"):
            schema_editor.execute(
                f"CREATE TRIGGER {name}_{operation.lower()} BEFORE {operation} ON {table} "
                f"FOR EACH ROW WHEN OLD.{column} = '{value}' BEGIN "
                f"SELECT RAISE(ABORT, 'published rows of {table} are immutable'); END"
            )


def remove_immutability_trigger(schema_editor, table: str) -> None:
    vendor = schema_editor.connection.vendor
    name = f"{table}_published_immutable"
    if vendor == "postgresql":
        schema_editor.execute(f"DROP TRIGGER IF EXISTS {name} ON {table}")
    elif vendor == "sqlite":
        for operation in ("update", "delete"):
            schema_editor.execute(f"DROP TRIGGER IF EXISTS {name}_{operation}")
