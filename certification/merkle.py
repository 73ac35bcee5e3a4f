"""The changelog as a Merkle tree in the style of RFC 9162 (Certificate Transparency 2.0).

Leaves and nodes are domain-separated: a leaf hash is ``SHA-256(0x00 || leaf)``, a node
``SHA-256(0x01 || left || right)``; the tree of n leaves splits at the largest power of
two smaller than n. A changelog entry's leaf is its ``entry_hash`` (32 bytes), which
already commits to its content and to every entry before it. Inclusion and consistency
proofs are the audit paths of RFC 9162 §2.1.3 and §2.1.4, and the verifiers here follow
its verification algorithms, so a proof made here checks with any implementation of it.
Pure: no database.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence


def leaf_hash(leaf: bytes) -> bytes:
    return hashlib.sha256(b"\x00" + leaf).digest()


def node_hash(left: bytes, right: bytes) -> bytes:
    return hashlib.sha256(b"\x01" + left + right).digest()


def _split(n: int) -> int:
    """The largest power of two smaller than n (n > 1)."""
    k = 1
    while k * 2 < n:
        k *= 2
    return k


def root(leaves: Sequence[bytes]) -> bytes:
    """MTH(D[n]) of leaf hashes (already hashed with ``leaf_hash``)."""
    n = len(leaves)
    if n == 0:
        return hashlib.sha256(b"").digest()
    if n == 1:
        return leaves[0]
    k = _split(n)
    return node_hash(root(leaves[:k]), root(leaves[k:]))


def root_streamed(leaves) -> tuple[bytes, int]:
    """MTH of leaf hashes read one by one (constant memory per level): (root, size)."""
    frontier, size = frontier_extend([], leaves)
    return frontier_root(frontier), size


Frontier = list[tuple[int, bytes]]


def frontier_extend(frontier: Frontier, leaves) -> tuple[Frontier, int]:
    """The tree's right edge after appending ``leaves`` (leaf hashes) to it, and how many
    were appended. The frontier of a tree of n leaves is the roots of the complete
    subtrees its n splits into, largest first, as (height, hash): what a checkpoint keeps
    so that the next one hashes only the leaves added since."""
    stack = list(frontier)
    added = 0
    for leaf in leaves:
        added += 1
        node, height = leaf, 0
        while stack and stack[-1][0] == height:
            _, left = stack.pop()
            node, height = node_hash(left, node), height + 1
        stack.append((height, node))
    return stack, added


def frontier_root(frontier: Frontier) -> bytes:
    """MTH of the tree whose right edge is ``frontier``: the subtrees joined from the
    right, which is how the tree splits at the largest power of two."""
    if not frontier:
        return hashlib.sha256(b"").digest()
    node = frontier[-1][1]
    for _, left in reversed(frontier[:-1]):
        node = node_hash(left, node)
    return node


def inclusion_proof(index: int, leaves: Sequence[bytes]) -> list[bytes]:
    """PATH(m, D[n]): the audit path of leaf ``index`` in the tree of ``leaves``."""
    n = len(leaves)
    if not 0 <= index < n:
        raise ValueError(f"leaf {index} is not in a tree of {n}")
    if n == 1:
        return []
    k = _split(n)
    if index < k:
        return [*inclusion_proof(index, leaves[:k]), root(leaves[k:])]
    return [*inclusion_proof(index - k, leaves[k:]), root(leaves[:k])]


def consistency_proof(m: int, leaves: Sequence[bytes]) -> list[bytes]:
    """PROOF(m, D[n]): that the tree of the first m leaves is a prefix of this one."""
    n = len(leaves)
    if not 0 < m <= n:
        raise ValueError(f"no consistency proof from {m} to {n}")
    return _subproof(m, leaves, True)


def _subproof(m: int, leaves: Sequence[bytes], complete: bool) -> list[bytes]:
    n = len(leaves)
    if m == n:
        return [] if complete else [root(leaves)]
    k = _split(n)
    if m <= k:
        return [*_subproof(m, leaves[:k], complete), root(leaves[k:])]
    return [*_subproof(m - k, leaves[k:], False), root(leaves[:k])]


def verify_inclusion(
    leaf: bytes, index: int, size: int, proof: Sequence[bytes], expected_root: bytes
) -> bool:
    """RFC 9162 §2.1.3.2, with ``leaf`` already hashed."""
    if index >= size:
        return False
    fn, sn, node = index, size - 1, leaf
    for sibling in proof:
        if sn == 0:
            return False
        if fn % 2 == 1 or fn == sn:
            node = node_hash(sibling, node)
            if fn % 2 == 0:
                while fn % 2 == 0 and fn != 0:
                    fn, sn = fn >> 1, sn >> 1
        else:
            node = node_hash(node, sibling)
        fn, sn = fn >> 1, sn >> 1
    return sn == 0 and node == expected_root


def verify_consistency(
    first: int, second: int, first_root: bytes, second_root: bytes, proof: Sequence[bytes]
) -> bool:
    """RFC 9162 §2.1.4.2."""
    if first == second:
        return not proof and first_root == second_root
    if first == 0 or first > second:
        return False
    path = list(proof)
    if first & (first - 1) == 0:  # a power of two: the old root is the first node
        path.insert(0, first_root)
    if not path:
        return False
    fn, sn = first - 1, second - 1
    while fn % 2 == 1:
        fn, sn = fn >> 1, sn >> 1
    fr = sr = path[0]
    for node in path[1:]:
        if sn == 0:
            return False
        if fn % 2 == 1 or fn == sn:
            fr, sr = node_hash(node, fr), node_hash(node, sr)
            if fn % 2 == 0:
                while fn % 2 == 0 and fn != 0:
                    fn, sn = fn >> 1, sn >> 1
        else:
            sr = node_hash(sr, node)
        fn, sn = fn >> 1, sn >> 1
    return sn == 0 and fr == first_root and sr == second_root
