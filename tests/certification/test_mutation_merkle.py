"""The Merkle proofs' edges that the round-trip tests of test_transparency.py leave open:
the empty tree, out-of-range leaves and sizes, and proofs with a node too many."""

from __future__ import annotations

import hashlib

import pytest

from certification import merkle

EMPTY_ROOT = hashlib.sha256(b"").digest()


def leaves_of(n: int) -> list[bytes]:
    return [merkle.leaf_hash(hashlib.sha256(str(i).encode()).digest()) for i in range(n)]


def test_the_streamed_root_of_no_leaves_is_the_empty_tree_of_size_zero():
    assert merkle.root_streamed(iter([])) == (EMPTY_ROOT, 0)


def test_a_leaf_outside_the_tree_has_no_audit_path():
    with pytest.raises(ValueError, match="leaf 3 is not in a tree of 3"):
        merkle.inclusion_proof(3, leaves_of(3))
    with pytest.raises(ValueError, match="leaf -1 is not in a tree of 3"):
        merkle.inclusion_proof(-1, leaves_of(3))


def test_there_is_no_consistency_proof_from_the_empty_tree_or_to_a_smaller_one():
    with pytest.raises(ValueError, match="no consistency proof from 0 to 3"):
        merkle.consistency_proof(0, leaves_of(3))
    with pytest.raises(ValueError, match="no consistency proof from 4 to 3"):
        merkle.consistency_proof(4, leaves_of(3))


def test_an_index_at_or_past_the_size_never_verifies():
    leaf = leaves_of(1)[0]
    # With an empty proof the leaf is its own root: only the index bound refuses it.
    assert merkle.verify_inclusion(leaf, 0, 1, [], leaf)
    assert not merkle.verify_inclusion(leaf, 1, 1, [], leaf)
    assert not merkle.verify_inclusion(leaf, 5, 3, [], leaf)


@pytest.mark.parametrize("n", [2, 3, 5, 8])
def test_an_inclusion_proof_with_a_node_too_many_fails(n):
    leaves = leaves_of(n)
    root = merkle.root(leaves)
    for index in range(n):
        proof = merkle.inclusion_proof(index, leaves)
        assert not merkle.verify_inclusion(leaves[index], index, n, [*proof, root], root)


def test_equal_sizes_are_consistent_only_with_an_empty_proof_and_the_same_root():
    leaves = leaves_of(4)
    root = merkle.root(leaves)
    assert merkle.verify_consistency(4, 4, root, root, [])
    assert not merkle.verify_consistency(4, 4, root, root, [root])
    assert not merkle.verify_consistency(4, 4, root, merkle.root(leaves[:3]), [])


def test_no_consistency_from_the_empty_tree_or_from_a_larger_one():
    leaves = leaves_of(4)
    root = merkle.root(leaves)
    assert not merkle.verify_consistency(0, 4, EMPTY_ROOT, root, [])
    assert not merkle.verify_consistency(5, 4, merkle.root(leaves_of(5)), root, [])


def test_a_consistency_proof_from_a_size_not_a_power_of_two_cannot_be_empty():
    leaves = leaves_of(4)
    assert not merkle.verify_consistency(3, 4, merkle.root(leaves[:3]), merkle.root(leaves), [])


@pytest.mark.parametrize(("m", "n"), [(1, 2), (2, 3), (3, 4), (3, 7), (4, 8)])
def test_a_consistency_proof_with_a_node_too_many_fails(m, n):
    leaves = leaves_of(n)
    first, second = merkle.root(leaves[:m]), merkle.root(leaves)
    proof = merkle.consistency_proof(m, leaves)
    assert merkle.verify_consistency(m, n, first, second, proof)
    assert not merkle.verify_consistency(m, n, first, second, [*proof, second])
