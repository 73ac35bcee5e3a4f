"""Where things are, for tests in any folder: the repository and the tests' own files."""

from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
