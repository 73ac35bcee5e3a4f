"""One ``tools/call``, recorded: what was sent, where each value came from, what came
back. Every live test that calls a tool calls it through ``call``."""

from __future__ import annotations

import json
import time
from dataclasses import replace
from typing import Any

import anyio

from assessments.harness import hints, synth
from assessments.harness.live.context import Context, log
from assessments.observations import CallResult, Tool

MAX_SHOWN_VALUE = 200
_MISSING = object()


async def call(ctx: Context, client, test: str, choice, arguments=None, *, why=None) -> CallResult:
    """One ``tools/call`` of ``choice`` (a ``synth.Choice``), with its arguments unless
    ``arguments`` (an error test's invalid ones) are given."""
    import mcp_types

    tool = choice.tool
    sent = choice.arguments if arguments is None else arguments
    sources = _sources(choice, sent)
    await ctx.begin(test)
    request = mcp_types.CallToolRequest(
        params=mcp_types.CallToolRequestParams(name=tool.name, arguments=sent)
    )
    context = _context(ctx, choice, arguments, sent, sources, why)
    try:
        with anyio.fail_after(ctx.call_timeout + 1):
            result = await client.session.send_request(
                request,
                mcp_types.CallToolResult,
                request_read_timeout_seconds=ctx.call_timeout,
            )
    except Exception as error:
        return _failed(ctx, test, context, error)
    outcome = _answered(ctx, test, context, result)
    if outcome.ok and arguments is None:
        _harvest(ctx, test, tool, result)
    return outcome


def _context(ctx: Context, choice, arguments, sent, sources, why) -> dict[str, Any]:
    synthesized = any(v != "owner" for v in sources.values())
    return {
        "tool": choice.tool,
        "synthesized": synthesized,
        "owner_supplied": arguments is None
        and choice.rank == "owner-named"
        and not synthesized
        and not choice.synthesis.synthesized,
        "sent": (sent, sources, why or choice.rank),
        "before": len(ctx.state.log.calls),
        "started": time.monotonic(),
    }


def _failed(ctx: Context, test: str, context: dict[str, Any], error: Exception) -> CallResult:
    from mcp import MCPError

    if isinstance(error, MCPError):
        wire = ctx.state.log.last_tool_call(test)
        status = wire.http_status if wire is not None and wire.n > context["before"] else None
        return _result(
            ctx,
            test,
            context,
            ok=False,
            rpc_error=error.code,
            timed_out=error.code == -32001,
            # The connection closed under the call; an HTTP answer (a 429 with an
            # error body) is an answer, not a dropped connection.
            transport_error=error.code == -32000 and (status is None or status >= 500),
            names_problem=synth.error_names_problem(error.message, _props(context["tool"])),
        )
    if isinstance(error, TimeoutError):
        return _result(ctx, test, context, ok=False, timed_out=True)
    # A protocol-invalid result or a broken stream: evidence.
    elapsed = time.monotonic() - context["started"]
    log.info("call in %s failed after %.1fs: %s", test, elapsed, error)
    return _result(ctx, test, context, ok=False, transport_error=True)


def _answered(ctx: Context, test: str, context: dict[str, Any], result) -> CallResult:
    tool = context["tool"]
    blocks = [block.model_dump(mode="json") for block in result.content or []]
    text = " ".join(str(block.get("text", "")) for block in blocks)
    structured = result.structured_content
    conforms = None
    if tool.output_schema and not result.is_error:
        conforms = structured is not None and not synth.validate_arguments(
            tool.output_schema, structured
        )
    return _result(
        ctx,
        test,
        context,
        ok=not result.is_error,
        is_error=bool(result.is_error),
        shape=synth.result_shape(structured, blocks),
        digest=synth.result_digest(structured, blocks),
        conforms=conforms,
        names_problem=synth.error_names_problem(text, _props(tool)) if result.is_error else None,
    )


def _harvest(ctx: Context, test: str, tool: Tool, result) -> None:
    """What a successful call returned, kept for later arguments; the tool, exercised."""
    blocks = [block.model_dump(mode="json") for block in result.content or []]
    wire = ctx.state.log.last_tool_call(test)
    texts = "\n".join(str(b.get("text", "")) for b in blocks if b.get("type") == "text")
    try:
        hints.harvest_result(
            result.structured_content, texts, ctx.harvest, wire.n if wire else None
        )
    except (RecursionError, ValueError, TypeError):  # a hostile result: reuse nothing
        log.info("nothing harvested from a result of %s", tool.name)
    if tool.name not in ctx.state.exercised:
        ctx.state.exercised.append(tool.name)


def _result(ctx: Context, test: str, context: dict[str, Any], **fields) -> CallResult:
    wire = ctx.state.log.last_tool_call(test)
    if wire is not None and wire.n <= context["before"]:
        wire = None  # the request never left (refused by the budget)
    if wire is not None:
        wire.rpc_error = fields.get("rpc_error")
        wire.is_error = fields.get("is_error")
        if not fields.get("ok") and wire.outcome == "ok":
            wire.outcome = "error"
        sent, sources, why = context["sent"]
        wire.arguments = _display(sent, sources)
        wire.argument_sources = dict(sources)
        wire.chosen_because = why
        if ctx.target.transport == "stdio":  # request to response, not just the write
            wire.latency_ms = round((time.monotonic() - context["started"]) * 1000, 1)
    status = wire.http_status if wire else None
    result = CallResult(
        test=test,
        http_status=status,
        tool=context["tool"].name,
        synthesized=context["synthesized"],
        owner_supplied=context["owner_supplied"],
        **fields,
    )
    ctx.state.results.append(result)
    return result


def again(ctx: Context, choice):
    """``choice`` with its arguments built anew from what earlier calls returned."""
    if choice.rank == "owner-named" and not choice.synthesis.synthesized:
        return choice
    synthesis = synth.arguments_for(
        choice.tool,
        ctx.target.owner_arguments.get(choice.tool.name),
        ctx.harvest,
        named=choice.tool.name in ctx.target.owner_arguments,
    )
    return replace(choice, synthesis=synthesis) if synthesis.arguments is not None else choice


def invalid_arguments(choice) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
    """(wrong-typed, missing-required) arguments for tests 3 and 4; ``None`` where the
    tool has no typed (or no required) parameter, or there is no tool at all."""
    if choice is None:
        return None, None
    schema = choice.tool.input_schema or {}
    return (
        synth.malformed_arguments(
            schema, choice.arguments, open_world=synth.open_world(choice.tool)
        ),
        synth.missing_arguments(schema, choice.arguments),
    )


def _props(tool: Tool) -> list[str]:
    return list(((tool.input_schema or {}).get("properties") or {}).keys())


def _sources(choice, sent: dict[str, Any]) -> dict[str, str]:
    """Where each value sent came from; a value the choice did not hold was put there by
    an error test (a wrong type)."""
    known = choice.synthesis.sources
    return {
        name: known.get(name, "wrong-type")
        if value == choice.arguments.get(name, _MISSING)
        else "wrong-type"
        for name, value in sent.items()
    }


def _display(sent: dict[str, Any], sources: dict[str, str]) -> dict[str, Any]:
    """Arguments as reported: owner-supplied values by key only, never the value; made-up
    values in full (long strings cut)."""
    shown: dict[str, Any] = {}
    for name, value in list(sent.items())[:50]:
        if sources.get(name) == "owner":
            shown[name] = "(owner-supplied)"
            continue
        text = json.dumps(value, default=str)
        shown[name] = value if len(text) <= MAX_SHOWN_VALUE else text[:MAX_SHOWN_VALUE] + "…"
    return shown
