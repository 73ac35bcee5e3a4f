"""Fetching documentation: a forge's raw files (the README, the files it links to, the
tool manifests, the licence) and the documentation page."""

from __future__ import annotations

from assessments.collect.docs.collected import _Budget, _Collected, _decode
from assessments.collect.docs.links import licence_of, linked_documents
from assessments.collect.htmltext import html_to_text
from assessments.collect.tool_catalog import MANIFEST_PATHS
from certification.outbound.fetch import FetchError, FetchResult, fetch, raw_file_url

RAW_README_PATHS = ("README.md", "README.rst", "README")

HTML_TYPES = ("text/html", "application/xhtml+xml")
TEXT_TYPES = (
    "text/markdown",
    "text/x-markdown",
    "text/plain",
    "text/x-rst",
    "text/prs.fallenstein.rst",
)


def _get(url: str, budget: _Budget, *, other_hosts: bool) -> FetchResult:
    timeout = budget.timeout()
    if timeout is None:
        raise FetchError("timeout", f"{url} was skipped: the collection ran out of time")
    return fetch(
        url,
        max_bytes=budget.max_bytes,
        timeout=timeout,
        allow_redirects_to_other_hosts=other_hosts,
        truncate=True,
    )


def _raw_file(repository_url: str, path: str, budget: _Budget) -> FetchResult | None:
    """A raw file of the repository, None when it does not exist; raises ``FetchError``."""
    url = raw_file_url(repository_url, path) or ""
    try:
        result = _get(url, budget, other_hosts=False)
    except FetchError as exc:
        if exc.status in (404, 410):
            return None
        raise
    if result.content_type.lower().startswith(HTML_TYPES):
        return None
    return result


def _in(subdir: str, path: str) -> str:
    return f"{subdir}/{path}" if subdir else path


def _fetch_readme(
    collected: _Collected, repository_url: str, budget: _Budget, subdir: str = ""
) -> None:
    for path in RAW_README_PATHS:
        try:
            result = _raw_file(repository_url, _in(subdir, path), budget)
        except FetchError as exc:
            collected.note("readme-unreachable", exc.detail)
            return
        if result is not None:
            if result.truncated:
                collected.note("docs-truncated", f"{path} is over {budget.max_bytes} bytes")
            text = _decode(result.body, result.content_type)
            collected.add_document(path, text)
            _fetch_linked(collected, repository_url, budget, subdir, linked_documents(text))
            return
    collected.note("readme-missing", f"no {', '.join(RAW_README_PATHS)} in {repository_url}")


def _fetch_linked(
    collected: _Collected, repository_url: str, budget: _Budget, subdir: str, paths: list[str]
) -> None:
    """The documents the README links to, as raw files of the repository (a missing one
    costs nothing: the link may point to a folder page or a generated file)."""
    for path in paths:
        try:
            result = _raw_file(repository_url, _in(subdir, path), budget)
        except FetchError as exc:
            collected.note("repository-file-unreachable", exc.detail)
            continue
        if result is not None:
            if result.truncated:
                collected.note("docs-truncated", f"{path} is over {budget.max_bytes} bytes")
            collected.add_document(path, _decode(result.body, result.content_type))


def _fetch_manifests(
    collected: _Collected, repository_url: str, budget: _Budget, subdir: str = ""
) -> None:
    for path in MANIFEST_PATHS:
        try:
            result = _raw_file(repository_url, _in(subdir, path), budget)
        except FetchError as exc:
            collected.note("repository-file-unreachable", exc.detail)
            continue
        if result is not None:
            collected.manifests.append((path, _decode(result.body, result.content_type), True))


def _read_forge(
    collected: _Collected, repository_url: str, budget: _Budget, subdir: str = ""
) -> None:
    if raw_file_url(repository_url, "README.md") is None:
        detail = f"no raw-file address is known for {repository_url}"
        collected.note("repository-host-unknown", detail)
        return
    _fetch_readme(collected, repository_url, budget, subdir)
    _fetch_manifests(collected, repository_url, budget, subdir)
    _forge_licence(collected, repository_url, budget, subdir)


def _forge_licence(collected: _Collected, repository_url: str, budget: _Budget, subdir: str):
    for path in ("LICENSE", "LICENSE.md"):
        try:
            result = _raw_file(repository_url, _in(subdir, path), budget)
        except FetchError:
            return  # the licence is a bonus: its absence or a failure costs nothing here
        if result is not None:
            collected.licence = licence_of(_decode(result.body, result.content_type))
            return


def _page_text(result: FetchResult) -> str | None:
    media = result.content_type.split(";")[0].strip().lower()
    text = _decode(result.body, result.content_type)
    if media in HTML_TYPES or (not media and "<html" in text[:2048].lower()):
        try:
            return html_to_text(text)
        except (AssertionError, ValueError, RecursionError):
            return None  # html.parser gave up on this page
    if media in TEXT_TYPES or not media:
        return text
    return None


def _read_page(collected: _Collected, url: str, budget: _Budget) -> None:
    try:
        result = _get(url, budget, other_hosts=True)
    except FetchError as exc:
        collected.note("docs-unreachable", exc.detail)
        return
    text = _page_text(result)
    if text is None:
        kind = result.content_type or "no content type"
        collected.note("docs-unreadable", f"{url} returned {kind}, not HTML or text")
        return
    if result.truncated:
        collected.note("docs-truncated", f"{url} is over {budget.max_bytes} bytes")
    collected.add_document(url, text)


def _same_repository(documentation_url: str, repository_url: str) -> bool:
    def key(url: str) -> str:
        return url.strip().rstrip("/").removesuffix(".git").lower()

    return bool(repository_url) and key(documentation_url) == key(repository_url)
