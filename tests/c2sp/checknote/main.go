// checknote checks Sagentum's changelog with Go's own transparency-log code
// (golang.org/x/mod/sumdb/note and sumdb/tlog, from Debian's golang-golang-x-mod-dev),
// an implementation the project did not write.
//
//	checknote note VKEY_FILE NOTE_FILE
//	    opens the signed note with the verifier key; prints its text (exit 1 if it fails)
//	checknote inclusion TREE_SIZE ROOT_B64 INDEX LEAF_HEX PROOF_HEX...
//	    checks an RFC 6962 inclusion proof of the record whose data is LEAF_HEX
//	checknote consistency OLD_SIZE OLD_ROOT_B64 NEW_SIZE NEW_ROOT_B64 PROOF_HEX...
//	    checks an RFC 6962 consistency proof between two tree heads
package main

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"os"
	"strconv"
	"strings"

	"golang.org/x/mod/sumdb/note"
	"golang.org/x/mod/sumdb/tlog"
)

func fail(code int, format string, args ...interface{}) {
	fmt.Fprintf(os.Stderr, format+"\n", args...)
	os.Exit(code)
}

func hashB64(text string) tlog.Hash {
	raw, err := base64.StdEncoding.DecodeString(text)
	if err != nil || len(raw) != tlog.HashSize {
		fail(2, "not a base64 hash: %q", text)
	}
	var h tlog.Hash
	copy(h[:], raw)
	return h
}

func hashesHex(texts []string) []tlog.Hash {
	out := make([]tlog.Hash, 0, len(texts))
	for _, text := range texts {
		raw, err := hex.DecodeString(text)
		if err != nil || len(raw) != tlog.HashSize {
			fail(2, "not a hex hash: %q", text)
		}
		var h tlog.Hash
		copy(h[:], raw)
		out = append(out, h)
	}
	return out
}

func number(text string) int64 {
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil {
		fail(2, "not a number: %q", text)
	}
	return n
}

func main() {
	if len(os.Args) < 2 {
		fail(2, "usage: checknote note|inclusion|consistency ...")
	}
	switch os.Args[1] {
	case "note":
		vkey, err := os.ReadFile(os.Args[2])
		if err != nil {
			fail(2, "%v", err)
		}
		msg, err := os.ReadFile(os.Args[3])
		if err != nil {
			fail(2, "%v", err)
		}
		verifier, err := note.NewVerifier(strings.TrimSpace(string(vkey)))
		if err != nil {
			fail(2, "verifier key: %v", err)
		}
		opened, err := note.Open(msg, note.VerifierList(verifier))
		if err != nil {
			fail(1, "open: %v", err)
		}
		fmt.Print(opened.Text)
		for _, sig := range opened.Sigs {
			fmt.Printf("verified %s %08x\n", sig.Name, sig.Hash)
		}
		for _, sig := range opened.UnverifiedSigs {
			fmt.Printf("unverified %s %08x\n", sig.Name, sig.Hash)
		}
	case "inclusion":
		size, root, index := number(os.Args[2]), hashB64(os.Args[3]), number(os.Args[4])
		data, err := hex.DecodeString(os.Args[5])
		if err != nil {
			fail(2, "leaf: %v", err)
		}
		proof := tlog.RecordProof(hashesHex(os.Args[6:]))
		if err := tlog.CheckRecord(proof, size, root, index, tlog.RecordHash(data)); err != nil {
			fail(1, "inclusion: %v", err)
		}
		fmt.Println("inclusion ok")
	case "consistency":
		oldSize, oldRoot := number(os.Args[2]), hashB64(os.Args[3])
		newSize, newRoot := number(os.Args[4]), hashB64(os.Args[5])
		proof := tlog.TreeProof(hashesHex(os.Args[6:]))
		if err := tlog.CheckTree(proof, newSize, newRoot, oldSize, oldRoot); err != nil {
			fail(1, "consistency: %v", err)
		}
		fmt.Println("consistency ok")
	default:
		fail(2, "unknown mode %q", os.Args[1])
	}
}
