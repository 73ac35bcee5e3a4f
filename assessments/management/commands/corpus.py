"""``manage.py corpus run TARGETS [--out FILE] [--only NAME...] [--fresh]`` assesses the
pinned packages into the corpus file; ``manage.py corpus load [FILE]`` publishes its
completed assessments as corpus listings (docs/corpus.md).

Exit codes: 0 done; 1 ``load`` could not publish some assessments (each is named);
2 bad arguments or files; 3 refused (no rubric in effect, a rubric not published here).
"""

from __future__ import annotations

from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from assessments.corpus import TIERS, TargetsInvalid, read_corpus
from assessments.corpus.load import CorpusRefused, corpus_load
from assessments.corpus.run import corpus_run
from certification.models import RubricVersion

EXIT_REFUSED = 3


def default_corpus() -> Path:
    return Path(settings.BASE_DIR) / "corpus" / "corpus.json"


class Command(BaseCommand):
    help = "Assess the pinned corpus of real packages (run), or load it as listings (load)."

    def add_arguments(self, parser):
        actions = parser.add_subparsers(dest="action", required=True)
        run = actions.add_parser("run", help="assess every target at the static and full type")
        run.add_argument("targets", metavar="TARGETS", help="the targets file (TOML or JSON)")
        run.add_argument("--out", metavar="FILE", help="the corpus file (corpus/corpus.json)")
        run.add_argument("--only", metavar="NAME", nargs="+", default=[],
                         help="assess only these packages (others are kept from FILE)")  # fmt: skip
        run.add_argument("--fresh", action="store_true",
                         help="assess every target again, whatever FILE holds")  # fmt: skip
        load = actions.add_parser("load", help="publish the corpus as corpus listings")
        load.add_argument("file", metavar="FILE", nargs="?", help="the corpus file")

    def handle(self, *args, **options):
        if options["action"] == "run":
            self._run(options)
        else:
            self._load(options)

    def _run(self, options) -> None:
        rubric = RubricVersion.objects.in_effect()
        if rubric is None:
            raise CommandError("no rubric version is in effect", returncode=EXIT_REFUSED)
        out = Path(options["out"]) if options["out"] else default_corpus()
        try:
            corpus = corpus_run(
                targets_path=Path(options["targets"]), out=out, rubric_version=rubric.version,
                only=options["only"], fresh=options["fresh"], progress=self._say,
            )  # fmt: skip
        except (OSError, TargetsInvalid, ValueError) as error:
            raise CommandError(str(error), returncode=2) from None
        for tier in TIERS:
            runs = [entry["runs"].get(tier) or {} for entry in corpus["entries"]]
            done = sum(run.get("outcome") == "completed" for run in runs)
            self._say(f"{tier}: {done} of {len(runs)} completed")
        self._say(f"Wrote {out}.")

    def _load(self, options) -> None:
        path = Path(options["file"]) if options["file"] else default_corpus()
        try:
            corpus = read_corpus(path)
        except (OSError, ValueError) as error:
            raise CommandError(str(error), returncode=2) from None
        try:
            summary = corpus_load(corpus=corpus)
        except CorpusRefused as refused:
            raise CommandError(f"{path}: {refused}", returncode=EXIT_REFUSED) from None
        for line in summary.published:
            self._say(f"Published {line}.")
        self._say(
            f"{summary.listings_created} corpus listings created, {len(summary.published)} "
            f"assessments published, {summary.already} already loaded, "
            f"{summary.not_completed} not completed in the corpus."
        )
        if summary.errors:
            for line in summary.errors:
                self.stderr.write(f"Not loaded: {line}")
            raise CommandError(f"{len(summary.errors)} assessments not loaded", returncode=1)

    def _say(self, line: str) -> None:
        self.stdout.write(line)
        self.stdout.flush()
