#!/usr/bin/env python3
"""A tiny solver that speaks nonet's line protocol (docs/engines.md), for the tests and as an example.

Reads one classic puzzle per line (N*N symbols, '.' or '0' blank) and answers one line: 'none', or
the count of solutions up to NONET_LIMIT ('N', or 'N+' at the limit) followed by the solutions.
Models other than classic are answered 'unsupported'. With --plain it prints only the first
solution, as most line solvers do. With --fault KIND --on K it misbehaves on its K-th request
(counted from its start, so again after each restart): wrong-digit, hang, crash or garbage.
"""
import os
import sys
import time

SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTU"
BOXES = {4: (2, 2), 6: (2, 3), 8: (2, 4), 9: (3, 3), 12: (3, 4), 16: (4, 4), 25: (5, 5)}


def groups(n):
    """The rows, columns and boxes of an n x n grid, as lists of cell indices."""
    br, bc = BOXES[n]
    out = [[r * n + c for c in range(n)] for r in range(n)]
    out += [[r * n + c for r in range(n)] for c in range(n)]
    for top in range(0, n, br):
        for left in range(0, n, bc):
            out.append([(top + i) * n + left + j for i in range(br) for j in range(bc)])
    return out


def solutions(grid, n, limit):
    """Up to `limit` solutions, by depth-first search on the cell with the fewest candidates."""
    peers = [set() for _ in grid]
    for g in groups(n):
        for a in g:
            peers[a].update(x for x in g if x != a)
    found = []

    def search():
        best, best_cands = None, None
        for cell, value in enumerate(grid):
            if value == 0:
                cands = set(range(1, n + 1)) - {grid[p] for p in peers[cell]}
                if best is None or len(cands) < len(best_cands):
                    best, best_cands = cell, cands
                    if not cands:
                        return
        if best is None:
            found.append(list(grid))
            return
        for d in sorted(best_cands):
            grid[best] = d
            search()
            grid[best] = 0
            if len(found) >= limit:
                return

    for cell, value in enumerate(grid):
        if value and any(grid[p] == value for p in peers[cell]):
            return []
    search()
    return found


def answer(line, limit, plain):
    size = int(round(len(line) ** 0.5))
    if size * size != len(line) or size not in BOXES:
        return "unsupported no classic grid has %d cells" % len(line)
    grid = [0 if ch in ".0" else SYMBOLS.index(ch.upper()) + 1 for ch in line]
    found = solutions(grid, size, 1 if plain else limit)
    text = ["".join(SYMBOLS[d - 1] for d in s) for s in found]
    if plain:
        return text[0] if text else "none"
    if not found:
        return "none"
    count = str(len(found)) + ("+" if len(found) >= limit else "")
    return " ".join([count] + text)


def misbehave(kind, line, reply):
    if kind == "wrong-digit":
        # the first blank cell of the first solution gets the next digit: a grid the model rejects
        size = int(round(len(line) ** 0.5))
        blank = next(i for i, ch in enumerate(line) if ch in ".0")
        words = reply.split(" ")
        sol = words[1] if len(words) > 1 else words[0]
        digit = SYMBOLS[(SYMBOLS.index(sol[blank]) + 1) % size]
        return reply.replace(sol, sol[:blank] + digit + sol[blank + 1:])
    if kind == "hang":
        time.sleep(3600)
    if kind == "crash":
        sys.stderr.write("line_solver: simulated crash\n")
        sys.stderr.flush()
        os._exit(3)
    if kind == "garbage":
        return "banana split"
    return reply


def main():
    args = sys.argv[1:]
    plain = "--plain" in args
    fault = args[args.index("--fault") + 1] if "--fault" in args else None
    fault_on = int(args[args.index("--on") + 1]) if "--on" in args else 1
    model = os.environ.get("NONET_MODEL", "classic")
    limit = int(os.environ.get("NONET_LIMIT", "2"))
    requests = 0
    for raw in sys.stdin:
        line = raw.strip()
        requests += 1
        if model != "classic":
            reply = "unsupported this solver knows classic only, not " + model
        else:
            reply = answer(line, limit, plain)
        if fault and requests == fault_on:
            reply = misbehave(fault, line, reply)
        print(reply, flush=True)


main()
