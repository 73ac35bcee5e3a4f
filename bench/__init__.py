"""Benchmarks (``make bench``): measured here, never asserted in the test suite."""
