"""PostgreSQL triggers that refuse UPDATE and DELETE of published rows.

The models refuse too (so SQLite behaves the same through the ORM); the
triggers make the rule hold on PostgreSQL for raw SQL, bulk updates and any
other client of the database. TRUNCATE, which test isolation uses, does not
fire row triggers. Used from migrations.
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
    name = f"{table}_published_immutable"
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(POSTGRES_FUNCTION, params=None)
        schema_editor.execute(
            f"CREATE TRIGGER {name} BEFORE UPDATE OR DELETE ON {table} FOR EACH ROW "
            f"EXECUTE FUNCTION sagentum_refuse_published_change('{column}', '{value}')"
        )


def remove_immutability_trigger(schema_editor, table: str) -> None:
    name = f"{table}_published_immutable"
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(f"DROP TRIGGER IF EXISTS {name} ON {table}")
