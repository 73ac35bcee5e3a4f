"""Per-host politeness for assessments, shared by every worker process and machine.

Before an assessment runs, its worker takes a slot on each host it will reach: the
endpoint's registrable domain (``example.com`` for ``mcp.eu.example.com``) and the
address it resolves to, or for a documentation or static assessment the host of its
documentation URL (forges such as GitHub are not counted: they are not the server).
A slot is refused while the host already has ``HOST_CONCURRENCY`` assessments in
flight, until ``HOST_MIN_GAP_SECONDS`` have passed since the last start, and while a
host that failed ``HOST_FAILURE_THRESHOLD`` times in a row backs off (doubling, at
most ``HOST_BACKOFF_MAX_SECONDS``). A refused task is retried later; nothing is sent.

With ``REDIS_URL`` the state lives in Redis (one Lua script takes every slot or none,
so two workers cannot both take the last one); without it, in this process (``make
run`` has one worker). A slot left by a killed worker expires after
``HOST_SLOT_SECONDS``.
"""

from __future__ import annotations

import threading
import time
import uuid
from dataclasses import dataclass
from urllib.parse import urlsplit

from django.conf import settings

FORGES = {"github.com", "gitlab.com", "bitbucket.org", "codeberg.org", "raw.githubusercontent.com"}

ACQUIRE = """
local now, limit, gap, ttl, token = tonumber(ARGV[1]), tonumber(ARGV[2]),
    tonumber(ARGV[3]), tonumber(ARGV[4]), ARGV[5]
local wait = 0
for i = 1, #KEYS, 3 do
  local inflight, last, backoff = KEYS[i], KEYS[i + 1], KEYS[i + 2]
  redis.call('ZREMRANGEBYSCORE', inflight, '-inf', now - ttl)
  local until_ = tonumber(redis.call('GET', backoff) or '0')
  if until_ > now then wait = math.max(wait, until_ - now) end
  if redis.call('ZCARD', inflight) >= limit then wait = math.max(wait, math.max(gap, 5)) end
  local started = tonumber(redis.call('GET', last) or '0')
  if now - started < gap then wait = math.max(wait, gap - (now - started)) end
end
if wait > 0 then return tostring(wait) end
for i = 1, #KEYS, 3 do
  redis.call('ZADD', KEYS[i], now, token)
  redis.call('EXPIRE', KEYS[i], ttl)
  redis.call('SET', KEYS[i + 1], tostring(now), 'EX', math.max(math.ceil(gap) * 2, 60))
end
return '0'
"""


@dataclass(frozen=True)
class Slot:
    hosts: tuple[str, ...]
    token: str


def hosts_of(assessment) -> tuple[str, ...]:
    """The hosts an assessment will reach and must be polite to (none: no limit)."""
    from certification.outbound.netrules import TargetError, resolve

    live = assessment.assessment_type == "full" and assessment.live_via != "package"
    url = assessment.endpoint_url if live else ""  # a package runs here, in the sandbox
    if not url:
        docs = urlsplit(assessment.documentation_url or "").hostname or ""
        if not docs or registrable(docs) in FORGES:
            return ()
        return (f"domain:{registrable(docs)}",)
    parts = urlsplit(url)
    host = (parts.hostname or "").lower().rstrip(".")
    if not host:
        return ()
    keys = [f"domain:{registrable(host)}"]
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
        addresses = resolve(host, port, 5.0, allow_private=settings.ALLOW_PRIVATE_TARGETS)
        keys.append(f"address:{addresses[0]}")
    except (TargetError, ValueError, IndexError):
        pass  # the assessment itself will say why it cannot connect
    if host in ("127.0.0.1", "::1", "localhost") and parts.port:
        keys.append(f"port:{host}:{parts.port}")  # loopback fixtures: one host per port
    return tuple(dict.fromkeys(keys))


def registrable(host: str) -> str:
    """The key a host is counted under: its registrable domain, else the host itself."""
    from certification.outbound.netrules import is_ip_literal, registrable_domain

    host = host.lower().rstrip(".")
    if not host or is_ip_literal(host):
        return host
    return registrable_domain(host) or host


def acquire(hosts: tuple[str, ...]) -> Slot | float:
    """A slot on every host, or the seconds to wait before trying again."""
    if not hosts:
        return Slot((), "")
    token = uuid.uuid4().hex
    limits = (
        settings.HOST_CONCURRENCY, settings.HOST_MIN_GAP_SECONDS, settings.HOST_SLOT_SECONDS,
    )  # fmt: skip
    wait = _backend().acquire(hosts, token, time.time(), *limits)
    return Slot(hosts, token) if wait <= 0 else wait


def release(slot: Slot, *, failed: bool) -> None:
    """Give the slot back; count a failure toward the host's back-off, or clear it."""
    if slot.hosts:
        _backend().release(slot, failed=failed, now=time.time())


def in_flight(host: str) -> int:
    return _backend().in_flight(host, time.time())


def _backoff(failures: int) -> float:
    over = failures - settings.HOST_FAILURE_THRESHOLD
    return min(settings.HOST_BACKOFF_SECONDS * (2**over), settings.HOST_BACKOFF_MAX_SECONDS)


class _Redis:
    def __init__(self, url: str, prefix: str) -> None:
        import redis

        self.prefix = prefix
        self.client = redis.Redis.from_url(url)
        self.script = self.client.register_script(ACQUIRE)

    def acquire(self, hosts, token, now, limit, gap, ttl) -> float:
        keys = []
        for host in hosts:
            keys += [
                f"{self.prefix}inflight:{host}",
                f"{self.prefix}last:{host}",
                f"{self.prefix}backoff:{host}",
            ]
        return float(self.script(keys=keys, args=[now, limit, gap, ttl, token]))

    def release(self, slot: Slot, *, failed: bool, now: float) -> None:
        pipe = self.client.pipeline()
        for host in slot.hosts:
            pipe.zrem(f"{self.prefix}inflight:{host}", slot.token)
        if not failed:
            pipe.delete(*(f"{self.prefix}failures:{host}" for host in slot.hosts))
        pipe.execute()
        if failed:
            for host in slot.hosts:
                failures = self.client.incr(f"{self.prefix}failures:{host}")
                self.client.expire(f"{self.prefix}failures:{host}", 7 * 24 * 3600)
                if failures >= settings.HOST_FAILURE_THRESHOLD:
                    until = now + _backoff(failures)
                    self.client.set(f"{self.prefix}backoff:{host}", until, ex=int(until - now) + 1)

    def in_flight(self, host: str, now: float) -> int:
        key = f"{self.prefix}inflight:{host}"
        self.client.zremrangebyscore(key, "-inf", now - settings.HOST_SLOT_SECONDS)
        return int(self.client.zcard(key))


class _Memory:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.inflight: dict[str, dict[str, float]] = {}
        self.last: dict[str, float] = {}
        self.backoff: dict[str, float] = {}
        self.failures: dict[str, int] = {}

    def acquire(self, hosts, token, now, limit, gap, ttl) -> float:
        with self.lock:
            wait = 0.0
            for host in hosts:
                slots = self.inflight.setdefault(host, {})
                for old in [t for t, at in slots.items() if at < now - ttl]:
                    del slots[old]
                wait = max(wait, self.backoff.get(host, 0) - now)
                if len(slots) >= limit:
                    wait = max(wait, max(gap, 5))
                wait = max(wait, gap - (now - self.last.get(host, 0)))
            if wait > 0:
                return float(wait)
            for host in hosts:
                self.inflight[host][token] = now
                self.last[host] = now
            return 0.0

    def release(self, slot: Slot, *, failed: bool, now: float) -> None:
        with self.lock:
            for host in slot.hosts:
                self.inflight.get(host, {}).pop(slot.token, None)
                if not failed:
                    self.failures.pop(host, None)
                    continue
                self.failures[host] = self.failures.get(host, 0) + 1
                if self.failures[host] >= settings.HOST_FAILURE_THRESHOLD:
                    self.backoff[host] = now + _backoff(self.failures[host])

    def in_flight(self, host: str, now: float) -> int:
        return len(self.inflight.get(host, {}))


_BACKENDS: dict[str, _Redis | _Memory] = {}


def _backend():
    url, prefix = settings.REDIS_URL or "", settings.POLITENESS_KEY_PREFIX
    backend = _BACKENDS.get(url + " " + prefix)
    if backend is None:
        backend = _Redis(url, prefix) if url else _Memory()
        _BACKENDS[url + " " + prefix] = backend
    return backend
