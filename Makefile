# Sagentum: `make run` serves the site with a worker; `make test` runs the suite;
# `make ci` is what continuous integration runs (.ci/run provisions, then calls it).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PY := $(BIN)/python
# The browser tests drive this Chromium; without it they are skipped.
CHROMIUM := /usr/bin/chromium
# Runs a command with every setting Sagentum reads unset (NAME=VALUE pairs may follow).
CLEAN_ENV := bash .ci/clean-env
# The services of `make test-postgres`: PostgreSQL and Redis on 127.0.0.1.
POSTGRES_SETTINGS := DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
	CELERY_BROKER_URL=redis://127.0.0.1:6379/0 REDIS_URL=redis://127.0.0.1:6379/1

.PHONY: venv run test test-postgres test-sqlite lint deploy-check ci format bench \
	bench-scale soak lock mutation poisoning-model

$(BIN)/activate:
	$(PYTHON) -c 'import sys; sys.exit("Python >= 3.11 is required") if sys.version_info < (3, 11) else None'
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed-dev: requirements-dev.lock | $(BIN)/activate
	$(PY) -m pip install --quiet --require-hashes --no-deps -r requirements-dev.lock
	touch $@

venv: $(VENV)/.installed-dev

# Development defaults for manage.py and `make run`, which adds none of its own (each
# process logs where its safety settings came from); never overwritten.
.env:
	printf '%s\n' '# Local development settings (see .env.example).' 'DEBUG=1' 'ALLOW_PRIVATE_TARGETS=1' \
	  '# The demo forge that `make run` serves beside the demo MCP server.' \
	  'REPO_RAW_URL_TEMPLATES=forge.demo.sagentum.test=http://127.0.0.1:8765/forge/{owner}/{repo}/raw/HEAD/{path} 127.0.0.1:8765=http://127.0.0.1:8765/forge/{owner}/{repo}/raw/HEAD/{path}' > $@

run: $(VENV)/.installed-dev .env
	$(PY) -m sagentum.devserver

# Tasks the tests enqueue go to a folder of their own, never to the one `make run` serves.
test: $(VENV)/.installed-dev .env
	@test -x $(CHROMIUM) || echo "NOTE: $(CHROMIUM) is missing, so the browser tests \
	(tests/journeys/test_browser.py) are skipped. Install Chromium: sudo apt-get install chromium"
	$(PY) manage.py check
	CELERY_BROKER_DIR=$(CURDIR)/.celery-test $(BIN)/pytest $(PYTEST_ARGS)

# The suite on PostgreSQL and Redis, every other setting unset.
test-postgres:
	$(CLEAN_ENV) $(POSTGRES_SETTINGS) $(MAKE) test

# The suite on the embedded defaults (SQLite, filesystem broker), every setting unset.
test-sqlite:
	$(CLEAN_ENV) $(MAKE) test

# Style, formatting, and the layers: each package imports only those below it
# (pyproject.toml's import-linter contract; docs/development.md, "Layers").
lint: $(VENV)/.installed-dev
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports

# check --deploy under production-like settings, and `make run` serving its pages and
# stopping on Ctrl-C (tests/sagentum/test_deploy.py; `make test` runs them too).
deploy-check: $(VENV)/.installed-dev .env
	$(BIN)/pytest -m deploy tests/sagentum/test_deploy.py $(PYTEST_ARGS)

# Continuous integration, in this order, stopping at the first failure.
ci:
	$(MAKE) lint
	$(MAKE) test-postgres
	$(MAKE) test-sqlite

format: $(VENV)/.installed-dev
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

bench: $(VENV)/.installed-dev .env
	$(PY) -m bench

# Train the statistical reading of tool poisoning on the tuned sets again (after a set,
# the honest advice or a review's texts change; a test says when); writes its weights.
poisoning-model: $(VENV)/.installed-dev .env
	$(PY) tools/train_poisoning_model.py

# Pages at registry scale on PostgreSQL (BENCH_DATABASE_URL; builds its data once).
bench-scale: $(VENV)/.installed-dev .env
	$(PY) -m bench.scale

# Sweeps on 1, 2 and 4 Celery nodes over loopback fixture hosts, one node killed
# (PostgreSQL and Redis on 127.0.0.1; about 5 minutes).
soak: $(VENV)/.installed-dev .env
	$(PY) -m bench.soak

# Re-pin the dependencies after editing pyproject.toml (needs pip-tools).
lock: | $(BIN)/activate
	$(PY) -m pip install --quiet pip-tools
	$(BIN)/pip-compile -q --strip-extras --generate-hashes --no-emit-index-url --no-emit-find-links --allow-unsafe -o requirements.lock pyproject.toml
	$(BIN)/pip-compile -q --extra dev --strip-extras --generate-hashes --no-emit-index-url --no-emit-find-links --allow-unsafe -o requirements-dev.lock pyproject.toml

# Mutation testing (mutmut, in mutants/) of the scoring, the graders, the reasons, the
# dispute outcome functions, the verification checks and the Merkle proofs, each mutant
# against the fast tests of pyproject's [tool.mutmut] on SQLite, two at a time. Last run
# (killed/mutants, survivors judged equivalent, time): scoring 177/177 and reasons 6/6
# (4.5 min); dispute outcomes 229/239, 7 equivalent (3.7 min); Merkle proofs 256/263, 7
# equivalent (4.6 min); verification checks 668/719, 47 listed (about 1 h); graders but
# poisoning 2983/3058, 42 equivalent (about 1.5 h); the poisoning grader, which this
# runner cannot run, 130 of a random 160 by hand, 8 equivalent. Details:
# docs/development.md; the survivors: tests/mutation_equivalent.txt. One area:
# make mutation MUTATION_SCOPE="'certification.merkle.*'"
MUTATION_SCOPE := 'assessments.scoring.*' 'assessments.graders.*' 'assessments.reasons.*' \
	'certification.merkle.*' 'verification.checks.*' \
	'disputes.services.x_current_assessment__*' 'disputes.services.x_dispute_resolve__*' \
	'disputes.services.x__criterion__*' 'disputes.services.x__publish_revision__*' \
	'assessments.publishing.x__later_certification__*'
mutation: $(VENV)/.installed-dev .env
	mkdir -p mutants
	rm -f mutants/.mutation-template.sqlite3*
	$(CLEAN_ENV) DEBUG=1 DATABASE_URL=sqlite:///$(CURDIR)/mutants/.mutation-template.sqlite3 \
	  $(PY) manage.py migrate --verbosity 0
	$(CLEAN_ENV) DEBUG=1 $(BIN)/mutmut run --max-children 2 $(MUTATION_SCOPE)
