"""Runs a compiled launch plan (launch.json + PTX) on PyTorch tensors.

The CUDA driver API through ctypes, in PyTorch's own context and on its
current stream: tensors stay on the GPU, nothing is copied or
synchronized. The plan's kernels take one pointer per argument
(`calling_convention: bare_ptr`, docs/ARCHITECTURE.md).
"""
import ctypes
import json
import pathlib

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

    def launch(self, grid, block, pointers, stream):
        values = [ctypes.c_uint64(p) for p in pointers]
        params = (ctypes.c_void_p * len(values))(
            *[ctypes.cast(ctypes.byref(v), ctypes.c_void_p) for v in values])
        _check(driver().cuLaunchKernel(
            self.function, *grid, *block, 0, ctypes.c_void_p(stream), params,
            None), "cuLaunchKernel")


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
        for launch in plan["launches"]:
            code = (directory / launch["code"]).read_bytes()
            kernel = Kernel(code, launch["kernel"],
                            launch["code"].endswith(".ptx"))
            for arg in launch["args"]:
                if arg["host_arg"] < 0:
                    self.temporaries[-1 - arg["host_arg"]] = arg["bytes"]
            self.launches.append((kernel, tuple(launch["grid"]),
                                  tuple(launch["block"]),
                                  [a["host_arg"] for a in launch["args"]]))

    def run(self, arguments, device):
        """Launches every kernel on the current stream with the given
        contiguous tensors as the entry's arguments."""
        temporaries = {k: torch.empty(size, dtype=torch.uint8, device=device)
                       for k, size in self.temporaries.items()}
        stream = torch.cuda.current_stream(device).cuda_stream
        for kernel, grid, block, hosts in self.launches:
            pointers = [arguments[h].data_ptr() if h >= 0
                        else temporaries[-1 - h].data_ptr() for h in hosts]
            kernel.launch(grid, block, pointers, stream)
