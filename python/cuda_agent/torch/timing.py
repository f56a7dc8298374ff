"""GPU timing as the measurement harness does it (docs/MEASUREMENT.md):
CUDA events around each call, the L2 flushed before it (by reading 256 MiB:
a fill would leave dirty lines whose write-back lands in the timed call),
the calls interleaved run by run, medians with p10 and p90."""
import statistics

import torch


def time_interleaved(ops, runs):
    """Median, p10 and p90 microseconds of each op (after 5 warm-up calls
    each), the ops interleaved run by run."""
    flush = torch.zeros(64 << 20, dtype=torch.float32, device="cuda")
    for op in ops:
        for _ in range(5):
            op()
    times = [[] for _ in ops]
    for _ in range(runs):
        for index, op in enumerate(ops):
            flush.sum()
            start = torch.cuda.Event(enable_timing=True)
            end = torch.cuda.Event(enable_timing=True)
            start.record()
            op()
            end.record()
            torch.cuda.synchronize()
            times[index].append(start.elapsed_time(end) * 1e3)
    return [{"median_us": statistics.median(t),
             "p10_us": statistics.quantiles(t, n=10)[0],
             "p90_us": statistics.quantiles(t, n=10)[-1]} for t in times]
