"""Runs a compiled launch plan (launch.json + PTX) on PyTorch tensors.

The CUDA driver API through ctypes, in PyTorch's own context and on its
current stream: tensors stay on the GPU, nothing is copied or
synchronized. The plan's kernels take one pointer per argument
(`calling_convention: bare_ptr`, docs/ARCHITECTURE.md).
"""
import ctypes
import json
import pathlib
import threading

import torch

DTYPES = {"f64": torch.float64, "f32": torch.float32, "f16": torch.float16,
          "bf16": torch.bfloat16, "i64": torch.int64, "i32": torch.int32,
          "i8": torch.int8, "i1": torch.bool}

_driver = None


def _check(result, what):
    if result:
        name = ctypes.c_char_p()
        _driver.cuGetErrorString(result, ctypes.byref(name))
        raise RuntimeError(f"{what} failed: CUDA error {result} "
                           f"({(name.value or b'?').decode()})")


def driver():
    global _driver
    if _driver is None:
        _driver = ctypes.CDLL("libcuda.so.1")
    return _driver


class Kernel:
    """One kernel of a plan, loaded into the current context."""

    def __init__(self, code: bytes, name: str, is_ptx: bool):
        cuda = driver()
        self.module = ctypes.c_void_p()
        if is_ptx:
            code = code + b"\0"
        log = ctypes.create_string_buffer(16384)
        # CU_JIT_ERROR_LOG_BUFFER (5), CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES (6)
        options = (ctypes.c_int * 2)(5, 6)
        values = (ctypes.c_void_p * 2)(ctypes.cast(log, ctypes.c_void_p).value,
                                       len(log))
        result = cuda.cuModuleLoadDataEx(ctypes.byref(self.module), code, 2,
                                         options, values)
        if result:
            _check(result, f"loading {name} ({log.value.decode(errors='replace')})")
        self.function = ctypes.c_void_p()
        _check(cuda.cuModuleGetFunction(ctypes.byref(self.function),
                                        self.module, name.encode()),
               f"finding {name}")

    def launch(self, grid, block, params, stream):
        """Launches with `params`, the kernel's argument pointers
        (`Launch.params`)."""
        _check(_launch_kernel(self.function, *grid, *block, 0, stream,
                              params, None), "cuLaunchKernel")


_launch = None


def _launch_kernel(*arguments):
    """cuLaunchKernel with its argument types declared once: ctypes then
    converts Python ints without building objects per call."""
    global _launch
    if _launch is None:
        _launch = driver().cuLaunchKernel
        _launch.argtypes = [ctypes.c_void_p] + [ctypes.c_uint] * 7 + [
            ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
    return _launch(*arguments)


class Launch:
    """One launch of a plan: its kernel, grid and block, which argument
    each kernel argument is, and the kernel's parameter array, built once
    (each call writes the pointers into it)."""

    def __init__(self, kernel, grid, block, hosts):
        self.kernel, self.grid, self.block, self.hosts = \
            kernel, grid, block, hosts
        self.pointers = (ctypes.c_uint64 * len(hosts))()
        address = ctypes.addressof(self.pointers)
        size = ctypes.sizeof(ctypes.c_uint64)
        self.params = (ctypes.c_void_p * len(hosts))(
            *[address + index * size for index in range(len(hosts))])


def read_arguments(directory: pathlib.Path):
    """{entry argument index: (shape, dtype)} of the plan's kernels'
    arguments (no GPU needed)."""
    plan = json.loads((pathlib.Path(directory) / "launch.json").read_text())
    return {arg["host_arg"]: (tuple(arg["shape"]), DTYPES[arg["dtype"]])
            for launch in plan["launches"] for arg in launch["args"]
            if arg["host_arg"] >= 0}


class Plan:
    """A launch plan loaded into the current context: kernels, their grids,
    and which argument each kernel argument is (an entry argument, or a
    temporary buffer)."""

    def __init__(self, directory: pathlib.Path):
        directory = pathlib.Path(directory)
        plan = json.loads((directory / "launch.json").read_text())
        if plan.get("calling_convention") != "bare_ptr":
            raise ValueError(f"{directory}: not a bare-pointer plan")
        self.launches = []
        self.temporaries = {}
        self._lock = threading.Lock()  # the launches' parameter arrays
        for launch in plan["launches"]:
            code = (directory / launch["code"]).read_bytes()
            kernel = Kernel(code, launch["kernel"],
                            launch["code"].endswith(".ptx"))
            for arg in launch["args"]:
                if arg["host_arg"] < 0:
                    self.temporaries[-1 - arg["host_arg"]] = arg["bytes"]
            self.launches.append(Launch(kernel, tuple(launch["grid"]),
                                        tuple(launch["block"]),
                                        [a["host_arg"] for a in launch["args"]]))

    def run(self, arguments, device):
        """Launches every kernel on the current stream with the given
        contiguous tensors as the entry's arguments. The hot path of every
        compiled call (bench/torch/host_overhead.py: host time per call of
        a compiled 1024-float ReLU 0.68-0.73x torch.compile's on the H200's
        host, docs/TORCH.md)."""
        temporaries = {k: torch.empty(size, dtype=torch.uint8, device=device)
                       for k, size in self.temporaries.items()}
        stream = torch._C._cuda_getCurrentRawStream(device.index)
        with self._lock:
            for launch in self.launches:
                pointers = launch.pointers
                for index, host in enumerate(launch.hosts):
                    pointers[index] = arguments[host].data_ptr() \
                        if host >= 0 else temporaries[-1 - host].data_ptr()
                launch.kernel.launch(launch.grid, launch.block,
                                     launch.params, stream)
