"""Runs Python code samples one after another in this interpreter, so Python starts and
imports requests once rather than once per sample (see runners.ts).
Usage: python3 python_samples.py TIMEOUT_SECONDS FILE...
Prints one line per sample: "@@RESULT NAME ok" or "@@RESULT NAME failed REASON"."""

import os
import runpy
import sys
import threading

timeout = float(sys.argv[1])
for path in sys.argv[2:]:
    name = os.path.splitext(os.path.basename(path))[0]
    outcome = {}

    def run():
        try:
            runpy.run_path(path, run_name="__main__")
            outcome["ok"] = True
        except BaseException as error:  # a sample that raises or exits has failed
            outcome["error"] = repr(error)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(timeout)
    if thread.is_alive():
        result = f"failed timed out after {timeout:g} s"
    else:
        result = "ok" if outcome.get("ok") else f"failed {outcome.get('error')}"
    print(f"\n@@RESULT {name} {result}", flush=True)
sys.stdout.flush()
os._exit(0)
