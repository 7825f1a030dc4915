#!/usr/bin/env python3
"""A SAT solver that misbehaves on purpose, for the tests of dimacs: engines.

fake_sat.py MODE CNF [OUT]: garbage prints no verdict; killed dies by SIGTERM after a message on
stderr; hang sleeps (with a child process that sleeps too, to prove the whole tree is killed);
lie exits 10 (satisfiable) but prints UNSATISFIABLE; wrong prints an assignment that is no grid;
unknown prints s UNKNOWN; unsat-to-file writes minisat's UNSAT to OUT and exits 20.
"""
import os
import signal
import subprocess
import sys
import time

mode = sys.argv[1]
if mode == "garbage":
    print("hello, world")
elif mode == "killed":
    sys.stderr.write("fake_sat: out of memory\n")
    sys.stderr.flush()
    os.kill(os.getpid(), signal.SIGTERM)
elif mode == "hang":
    subprocess.Popen(["sleep", sys.argv[3] if len(sys.argv) > 3 else "3600"])
    time.sleep(3600)
elif mode == "lie":
    print("s UNSATISFIABLE")
    sys.exit(10)
elif mode == "wrong":
    print("s SATISFIABLE\nv -1 0")
    sys.exit(10)
elif mode == "unknown":
    print("s UNKNOWN")
elif mode == "unsat-to-file":
    with open(sys.argv[3], "w") as out:
        out.write("UNSAT\n")
    sys.exit(20)
