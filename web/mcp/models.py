"""The output shapes of /mcp's tools: each declared as the tool's output schema."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field


class EnvironmentVariableOut(BaseModel):
    name: str
    required: bool
    secret: bool = Field(description="True for a key or password: never put it in a prompt.")
    description: str


class PackageOut(BaseModel):
    registry: str = Field(description="npm, pypi, oci, nuget or mcpb.")
    identifier: str
    version: str
    transport: str = Field(description="How the started package talks: stdio, usually.")
    command: str | None = Field(
        description="The command line that starts it (npx, uvx, docker ...); null for an "
        "MCP bundle, which a client installs."
    )
    environment_variables: list[EnvironmentVariableOut] = Field(
        description="What it reads from its environment (names only, never values)."
    )


class ServerSummary(BaseModel):
    slug: str = Field(description="The listing's slug: pass it to get_certification.")
    name: str
    description: str = Field(description="The listing's own description, at most 300 characters.")
    tier: str | None = Field(
        description="Tier key (production_ready, suitable, use_with_caution, not_recommended); "
        "null when not assessed or when too little could be measured."
    )
    tier_name: str = Field(description="The tier in words, or 'Not yet assessed'.")
    score: float | None = Field(description="Published score out of 100, or null.")
    assessment_id: int | None = Field(description="The certifying assessment: pass to get_report.")
    assessment_type: str | None = Field(description="documentation, static or full.")
    assessed_at: str | None = Field(
        description="When the certifying assessment finished (ISO 8601)."
    )
    endpoint_url: str | None = Field(description="The hosted endpoint, if the server has one.")
    transport: str | None = Field(
        description="The endpoint's transport: streamable_http or sse; null without one."
    )
    packages: list[PackageOut] = Field(description="Packages to run it locally, if any.")
    client_config: dict | None = Field(
        description="One mcpServers entry as MCP clients read it: {type, url} for the "
        "endpoint, else {command, args, env} for the first stdio package, with each required "
        "variable as <NAME> to fill in; null when the listing gives neither."
    )
    report_card_url: str


class ServerPage(BaseModel):
    servers: list[ServerSummary]
    page_size: int
    total: int = Field(
        description="How many listed servers match: exact up to 1,000, above that the "
        "database's estimate (then total_exact is false); with a query, the matches up to "
        "the best 5,000."
    )
    total_exact: bool
    matched: Literal["every_word", "close_spelling", "some_words"] | None = Field(
        default=None,
        description="With a query, how its words were matched: every word as typed (stemmed); "
        "when no server has them all, words spelled close to them; when still none, some "
        "of the words, best match first. Null without a query.",
    )
    has_more: bool = Field(description="True when a next page exists.")
    next_cursor: str | None = Field(
        description="Pass as cursor to read the next page; null on the last page."
    )


class DimensionSummary(BaseModel):
    number: int
    key: str
    name: str
    weight: float
    grade: Literal["pass", "partial", "fail", "not_tested"]
    points_possible: float | None = Field(description="Its share of 100; null when not tested.")
    points_earned: float | None
    reasons: list[str] = Field(description="Reason labels: explain gives each one's meaning.")


class ScorePlacementOut(BaseModel):
    above: int = Field(description="Corpus entries this certification scores above.")
    tied: int
    below: int = Field(description="Corpus entries this certification scores below.")
    of: int = Field(description="Corpus entries with a score.")


class TokenPlacementOut(BaseModel):
    estimate: int = Field(description="The certified catalog's token estimate.")
    lighter_than: int = Field(description="Corpus entries whose catalog weighs more.")
    of: int = Field(description="Corpus entries whose catalog was read.")
    median: int = Field(description="The corpus entries' median token estimate.")


class PlacementOut(BaseModel):
    among: Literal["corpus"]
    rubric_version: str
    assessment_type: str
    entries: int = Field(
        description="Corpus entries (real packages assessed in the sandbox) of the same "
        "rubric version and assessment type, this server left out; 0: nothing is placed."
    )
    score: ScorePlacementOut | None
    tokens: TokenPlacementOut | None
    computed_at: str = Field(description="When the corpus figures were read (ISO 8601).")
    note: str | None = Field(description="Why nothing is placed; null when placed.")


class CertificationOut(BaseModel):
    slug: str
    name: str
    status: Literal["listed", "delisted"]
    endpoint_url: str | None
    transport: str | None = Field(
        description="The endpoint's transport: streamable_http or sse; null without one."
    )
    packages: list[PackageOut] = Field(description="Packages to run it locally, if any.")
    client_config: dict | None = Field(
        description="One mcpServers entry as MCP clients read it (see find_servers)."
    )
    repository_url: str | None
    documentation_url: str | None
    certified: bool = Field(description="False when the server has no published assessment.")
    tier: str | None
    tier_name: str
    score: float | None
    raw_score: float | None = Field(description="The score before the assessment type's ceiling.")
    ceiling: int | None = Field(description="75 (documentation), 80 (static) or null (full).")
    assessment_id: int | None
    assessment_type: str | None
    rubric_version: str | None
    published_at: str | None
    scored_on: int = Field(description="How many of the rubric's dimensions were measured.")
    revised_after_dispute: bool
    live_testing_opted_out: bool
    dimensions: list[DimensionSummary]
    placement: PlacementOut | None = Field(
        description="The certification among the corpus entries of its rubric version and "
        "type: context read now, not part of the measured record; null when not certified."
    )
    tool_definitions_changed_at: str | None = Field(
        description="When Sagentum's weekly re-read found the server's tool definitions "
        "different from those this certification measured (ISO 8601); null when they match "
        "or were not re-read. The score stands until a new assessment."
    )
    report_card_url: str
    report_json_url: str | None
    badge_url: str


class ChangelogItem(BaseModel):
    seq: int = Field(description="Position in the public log; pass as since to page onwards.")
    kind: str
    created_at: str
    server: str | None = Field(description="The slug of the server concerned, if any.")
    title: str
    body: str
    entry_hash: str
    url: str


class ChangelogPage(BaseModel):
    entries: list[ChangelogItem] = Field(description="Newest first.")
    latest_seq: int | None = Field(description="The newest entry's seq in the whole log.")


class TierOut(BaseModel):
    key: str
    name: str
    min_score: float
    rule: str = Field(description="The tier's rule in words.")
    summary: str


class RubricDimensionOut(BaseModel):
    number: int
    key: str
    name: str
    weight: float
    question: str


class RubricOut(BaseModel):
    version: str
    published_on: str
    effective_from: str
    ceilings: dict[str, int] = Field(description="Score ceiling per assessment type.")
    tiers: list[TierOut] = Field(description="Highest first.")
    dimensions: list[RubricDimensionOut]
    methodology_url: str


class Explanation(BaseModel):
    kind: Literal["dimension", "tier", "reason"]
    term: str = Field(description="The dimension key, tier key or reason label explained.")
    title: str
    text: str = Field(description="What it means, in the rubric's own words.")
    criteria: dict[str, str] | None = Field(
        description="For a dimension: the published pass, partial and fail criteria."
    )
    rubric_version: str
    url: str = Field(description="Where the methodology page explains it.")
