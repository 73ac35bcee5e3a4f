#!/usr/bin/env python3
"""Check Sagentum's public changelog from outside, with the standard library and
``cryptography`` only (it does not import the project).

    python verify_log.py save  SITE_URL > checkpoint.json   # keep today's checkpoint
    python verify_log.py check SITE_URL checkpoint.json     # later: is it still the same log?
    python verify_log.py include SITE_URL checkpoint.json SEQ   # is entry SEQ in it?

``save`` checks the checkpoint's Ed25519 signature with the site's public key (or the
one given with ``--key FILE``, which is safer: keep it from your first visit). ``check``
fetches today's checkpoint and a consistency proof from the saved size to today's and
checks both against the roots (RFC 9162 §2.1.4): a deleted tail or a rewritten,
re-hashed history fails. ``include`` checks an inclusion proof (§2.1.3). Exit 0 when
everything holds, 1 when it does not, 2 for bad usage.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import sys
import urllib.error
import urllib.parse
import urllib.request

TIMEOUT = 30


def get(url: str) -> bytes:
    if not url.startswith(("https://", "http://")):
        raise SystemExit(f"not an http(s) address: {url}")
    headers = {"User-Agent": "sagentum-log-verifier/1"}
    request = urllib.request.Request(url, headers=headers)  # noqa: S310 - http(s) checked
    with urllib.request.urlopen(request, timeout=TIMEOUT) as response:  # noqa: S310
        return response.read()


def read(path: str) -> bytes:
    with open(path, "rb") as file:
        return file.read()


def node(left: bytes, right: bytes) -> bytes:
    return hashlib.sha256(b"\x01" + left + right).digest()


def verify_consistency(first: int, second: int, first_root: bytes, second_root: bytes,
                       proof: list[bytes]) -> bool:  # fmt: skip
    if first == second:
        return not proof and first_root == second_root
    if first == 0 or first > second:
        return False
    path = list(proof)
    if first & (first - 1) == 0:
        path.insert(0, first_root)
    if not path:
        return False
    fn, sn = first - 1, second - 1
    while fn % 2 == 1:
        fn, sn = fn >> 1, sn >> 1
    fr = sr = path[0]
    for c in path[1:]:
        if sn == 0:
            return False
        if fn % 2 == 1 or fn == sn:
            fr, sr = node(c, fr), node(c, sr)
            if fn % 2 == 0:
                while fn % 2 == 0 and fn != 0:
                    fn, sn = fn >> 1, sn >> 1
        else:
            sr = node(sr, c)
        fn, sn = fn >> 1, sn >> 1
    return sn == 0 and fr == first_root and sr == second_root


def verify_inclusion(leaf: bytes, index: int, size: int, proof: list[bytes], root: bytes) -> bool:
    if index >= size:
        return False
    fn, sn, r = index, size - 1, leaf
    for p in proof:
        if sn == 0:
            return False
        if fn % 2 == 1 or fn == sn:
            r = node(p, r)
            if fn % 2 == 0:
                while fn % 2 == 0 and fn != 0:
                    fn, sn = fn >> 1, sn >> 1
        else:
            r = node(r, p)
        fn, sn = fn >> 1, sn >> 1
    return sn == 0 and r == root


def signature_holds(checkpoint: dict, public_pem: bytes) -> bool:
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.serialization import load_pem_public_key

    signed = {k: checkpoint[k] for k in ("origin", "size", "root_hash", "timestamp")}
    message = json.dumps(signed, sort_keys=True, separators=(",", ":")).encode()
    try:
        load_pem_public_key(public_pem).verify(base64.b64decode(checkpoint["signature"]), message)
    except (InvalidSignature, ValueError):
        return False
    return True


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("action", choices=("save", "check", "include"))
    parser.add_argument("site", help="the site's address, e.g. https://sagentum.example")
    parser.add_argument("checkpoint", nargs="?", help="a checkpoint saved earlier")
    parser.add_argument("seq", nargs="?", type=int, help="an entry's seq (include)")
    parser.add_argument("--key", help="the site's public key (PEM) kept from before")
    args = parser.parse_args(argv)
    site = args.site.rstrip("/")
    key = read(args.key) if args.key else get(f"{site}/changelog/public-key")
    today = json.loads(get(f"{site}/changelog/checkpoint"))
    if not signature_holds(today, key):
        print("FAIL: today's checkpoint is not signed by the key", file=sys.stderr)
        return 1
    if args.action == "save":
        print(json.dumps(today, indent=2))
        return 0
    if not args.checkpoint:
        parser.error("give the checkpoint saved earlier")
    saved = json.loads(read(args.checkpoint))
    if not signature_holds(saved, key):
        print("FAIL: the saved checkpoint is not signed by the key", file=sys.stderr)
        return 1
    if args.action == "include":
        if args.seq is None:
            parser.error("give the entry's seq")
        query = urllib.parse.urlencode({"seq": args.seq, "size": saved["size"]})
        proof = json.loads(get(f"{site}/api/v1/changelog/proof/inclusion?{query}"))
        leaf = hashlib.sha256(b"\x00" + bytes.fromhex(proof["entry_hash"])).digest()
        ok = verify_inclusion(leaf, args.seq - 1, saved["size"],
                              [bytes.fromhex(p) for p in proof["proof"]],
                              bytes.fromhex(saved["root_hash"]))  # fmt: skip
        verdict = "is" if ok else "is NOT"
        print(f"{'OK' if ok else 'FAIL'}: entry {args.seq} {proof['entry_hash']} {verdict} "
              f"in the checkpoint of {saved['size']} entries")  # fmt: skip
        return 0 if ok else 1
    if saved["size"] > today["size"]:
        print(f"FAIL: the log shrank from {saved['size']} to {today['size']} entries",
              file=sys.stderr)  # fmt: skip
        return 1
    query = urllib.parse.urlencode({"first": saved["size"], "second": today["size"]})
    proof = json.loads(get(f"{site}/api/v1/changelog/proof/consistency?{query}"))
    ok = verify_consistency(saved["size"], today["size"], bytes.fromhex(saved["root_hash"]),
                            bytes.fromhex(today["root_hash"]),
                            [bytes.fromhex(p) for p in proof["proof"]])  # fmt: skip
    verdict = "extends" if ok else "does NOT extend"
    print(f"{'OK' if ok else 'FAIL'}: the log of {today['size']} entries {verdict} "
          f"the checkpoint of {saved['size']}")  # fmt: skip
    return 0 if ok else 1


def run(argv: list[str]) -> int:
    try:
        return main(argv)
    except urllib.error.HTTPError as error:
        detail = error.read().decode("utf-8", "replace")[:300]
        print(f"FAIL: {error.url} answered {error.code}: {detail}", file=sys.stderr)
    except (urllib.error.URLError, OSError, ValueError, KeyError) as error:
        print(f"FAIL: {error}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
