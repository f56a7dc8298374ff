#!/usr/bin/env python3
"""Suite modules (bench/torch/suite.py) ours next to torch.compile's: the
suite's interleaved timing (CUDA events, L2 flushed, medians of 20), each
kernel's device time from torch.profiler (CUPTI, 10 calls after a flush
each), and the lines of Inductor's generated code that say how its kernels
are built (looped or persistent reductions, block sizes, launches).

    python bench/torch/profile_kernels.py MODULE [MODULE ...]
"""
import pathlib
import re
import sys

import torch
from torch.profiler import ProfilerActivity, profile

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "python"))
sys.path.insert(0, str(ROOT / "bench" / "torch"))
sys.path.insert(0, str(ROOT / "bench"))
import cuda_agent.torch as cuda_agent_torch  # noqa: E402
import suite  # noqa: E402
from models import disable_tf32  # noqa: E402
from schedule_table import time_interleaved  # noqa: E402

INDUCTOR_LINES = re.compile(r"num_warps|XBLOCK|R0_BLOCK|def triton_|"
                            r"reduction_hint|\.run\(|for r0_offset")


def main():
    if not torch.cuda.is_available():
        print("skipped: no GPU")
        return
    from torch._inductor.utils import run_and_get_code
    disable_tf32()
    flush = torch.zeros(64 << 20, device="cuda")
    for name in sys.argv[1:]:
        module, shapes = suite.build(name)
        inputs = suite.fresh_inputs(shapes, 0)
        with torch.no_grad():
            ours = cuda_agent_torch.compile(module, inputs, check=False)
            inductor = torch.compile(module)
            _, codes = run_and_get_code(inductor, *inputs)
            calls = {"ours": lambda: ours(*inputs),
                     "torch.compile": lambda: inductor(*inputs)}
            times = time_interleaved(list(calls.values()), 20, torch)
            print(f"== {name}: suite-style medians: ours "
                  f"{times[0]['median_us']:.1f} us, torch.compile "
                  f"{times[1]['median_us']:.1f} us")
            for label, call in calls.items():
                with profile(activities=[ProfilerActivity.CUDA]) as trace:
                    for _ in range(10):
                        flush.sum()
                        call()
                    torch.cuda.synchronize()
                for event in trace.key_averages():
                    if event.device_type.name == "CUDA" and \
                            "reduce_kernel" not in event.key and \
                            event.count >= 10:
                        print(f"   {label:14s} {event.key[:60]:60s} "
                              f"n={event.count} avg="
                              f"{event.device_time_total / event.count:.1f} us")
        for code in codes:
            for line in code.splitlines():
                if INDUCTOR_LINES.search(line):
                    print("   |", line.strip()[:200])


if __name__ == "__main__":
    main()
