"""A client of `cuda-agent-launch --serve` (docs/ENV.md, "The worker
protocol"): one JSON measurement request per line in, one JSON report per
line out, in one worker process; a worker that hangs is killed at the time
limit and one that dies (a kernel fault ends it on purpose) is started
again at the next request. The C++ twin is Worker.h's MeasurementServer.

    server = MeasurementServer("cuda-agent-launch", timeout=60)
    report = server.measure({"plan": "/tmp/matmul", "min_runs": 10})
"""
import json
import select
import subprocess


class MeasurementServer:
    def __init__(self, launcher="cuda-agent-launch", timeout=60):
        self.launcher = launcher
        self.timeout = timeout
        self.process = None
        self.device = None

    def start(self):
        self.process = subprocess.Popen([self.launcher, "--serve"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True)
        hello = self._read_line(120)
        if not hello or "device" not in json.loads(hello):
            self.stop()
            raise RuntimeError(f"{self.launcher} --serve did not start: {hello!r}")
        self.device = json.loads(hello)["device"]

    def _read_line(self, timeout):
        ready, _, _ = select.select([self.process.stdout], [], [], timeout)
        return self.process.stdout.readline() if ready else None

    def stop(self):
        if self.process is not None:
            self.process.kill()
            self.process.wait()
            self.process = None

    def measure(self, request):
        """The request's report (Report.h's schema), or a report of only the
        failure (timeout, worker_crash) where the worker gave none."""
        if self.process is None or self.process.poll() is not None:
            self.start()
        try:
            self.process.stdin.write(json.dumps(request) + "\n")
            self.process.stdin.flush()
        except BrokenPipeError:
            self.stop()
            return {"failure": {"kind": "worker_crash"}}
        line = self._read_line(self.timeout)
        if not line:
            self.stop()
            return {"failure": {"kind": "timeout" if line is None else "worker_crash"}}
        return json.loads(line)
