# Sagentum: `make run` serves the site with a worker; `make test` runs the suite.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PY := $(BIN)/python

.PHONY: run test lint format bench bench-scale soak lock

$(BIN)/activate:
	$(PYTHON) -c 'import sys; sys.exit("Python >= 3.11 is required") if sys.version_info < (3, 11) else None'
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed-dev: requirements-dev.lock | $(BIN)/activate
	$(PY) -m pip install --quiet --require-hashes --no-deps -r requirements-dev.lock
	touch $@

# Development defaults for manage.py and `make run`; never overwritten.
.env:
	printf '%s\n' '# Local development settings (see .env.example).' 'DEBUG=1' 'ALLOW_PRIVATE_TARGETS=1' \
	  '# The demo forge that `make run` serves beside the demo MCP server.' \
	  'REPO_RAW_URL_TEMPLATES=forge.demo.sagentum.test=http://127.0.0.1:8765/forge/{owner}/{repo}/raw/HEAD/{path} 127.0.0.1:8765=http://127.0.0.1:8765/forge/{owner}/{repo}/raw/HEAD/{path}' > $@

run: $(VENV)/.installed-dev .env
	$(PY) -m certification.devserver

# Tasks the tests enqueue go to a folder of their own, never to the one `make run` serves.
test: $(VENV)/.installed-dev .env
	$(PY) manage.py check
	CELERY_BROKER_DIR=$(CURDIR)/.celery-test $(BIN)/pytest $(PYTEST_ARGS)

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format: $(VENV)/.installed-dev
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

bench: $(VENV)/.installed-dev .env
	$(PY) -m bench

# Pages at registry scale on PostgreSQL (BENCH_DATABASE_URL; builds its data once).
bench-scale: $(VENV)/.installed-dev .env
	$(PY) -m bench.scale

# Sweeps on 1, 2 and 4 Celery nodes over loopback fixture hosts, one node killed
# (PostgreSQL and Redis on 127.0.0.1; about 15 minutes).
soak: $(VENV)/.installed-dev .env
	$(PY) -m bench.soak

# Re-pin the dependencies after editing pyproject.toml (needs pip-tools).
lock: | $(BIN)/activate
	$(PY) -m pip install --quiet pip-tools
	$(BIN)/pip-compile -q --strip-extras --generate-hashes --no-emit-index-url --no-emit-find-links --allow-unsafe -o requirements.lock pyproject.toml
	$(BIN)/pip-compile -q --extra dev --strip-extras --generate-hashes --no-emit-index-url --no-emit-find-links --allow-unsafe -o requirements-dev.lock pyproject.toml
