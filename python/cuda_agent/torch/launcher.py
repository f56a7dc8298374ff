"""Runs a compiled launch plan (launch.json + PTX) on PyTorch tensors.

The CUDA driver API through ctypes, in PyTorch's own context and on its
current stream: tensors stay on the GPU, nothing is copied or
synchronized. The plan's kernels take one pointer per argument
(`calling_convention: bare_ptr`, docs/ARCHITECTURE.md); a TMA argument
(wgmma's operands, `tensor_map` in the plan) takes the address of its
tensor map in device memory instead.
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

    def reserve_shared_memory(self, nbytes):
        """Lets the kernel take `nbytes` of dynamic shared memory (more
        than 48 KiB needs the opt-in)."""
        # CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
        _check(driver().cuFuncSetAttribute(self.function, 8, nbytes),
               "cuFuncSetAttribute")

    def launch(self, grid, block, shared_bytes, params, stream):
        """Launches with `params`, the kernel's argument pointers
        (`Launch.params`)."""
        _check(_launch_kernel(self.function, *grid, *block, shared_bytes,
                              stream, params, None), "cuLaunchKernel")


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


# cuTensorMapEncodeTiled's data types (cuda.h's CUtensorMapDataType).
_TENSOR_MAP_TYPES = {"f16": 6, "f32": 7, "f64": 8, "bf16": 9}


def _mode(nbytes, smallest):
    """A tensor map mode's code from its bytes: 0 for none, then 1, 2, 3
    for smallest, twice, four times that (cuda.h's enums)."""
    return (nbytes // smallest).bit_length() if nbytes else 0


class TensorMap:
    """TMA descriptors over one argument, as the C++ runtime encodes them
    (GpuDevice::encodeTensorMap): one per address the argument has had,
    each encoded once into a pinned slot of its own and copied to device
    memory on the stream; the kernel takes the device copy's address. A
    slot is never rewritten, so a CUDA graph that captured its copy (a new
    address during capture) replays it right."""

    SIZE = 128  # sizeof(CUtensorMap)
    SLAB = 64  # descriptors per pinned and device allocation

    def __init__(self, arg):
        shape, mode = arg["shape"], arg["tensor_map"]
        rank = len(shape)
        self.rank = rank
        self.data_type = _TENSOR_MAP_TYPES[arg["dtype"]]
        element = DTYPES[arg["dtype"]].itemsize
        # Innermost first; the strides of the outer dimensions in bytes.
        self.dims = (ctypes.c_uint64 * rank)(*reversed(shape))
        strides, stride = [], element
        for size in reversed(shape[1:]):
            stride *= size
            strides.append(stride)
        self.strides = (ctypes.c_uint64 * max(1, rank - 1))(*strides)
        self.box = (ctypes.c_uint32 * rank)(*reversed(mode["box"]))
        self.element_strides = (ctypes.c_uint32 * rank)(*([1] * rank))
        self.modes = (_mode(mode["interleave_bytes"], 16),
                      _mode(mode["swizzle_bytes"], 32),
                      _mode(mode["l2_promotion_bytes"], 64),
                      1 if mode["out_of_bounds_nan"] else 0)
        self.addresses = {}  # data pointer -> its descriptor's device address
        self.slabs = []  # (pinned host, device) uint8 tensors
        self.used = self.SLAB  # slots taken in the last slab

    def address(self, data_ptr, device, stream):
        """The device address of the descriptor over `data_ptr`."""
        address = self.addresses.get(data_ptr)
        if address is None:
            address = self.addresses[data_ptr] = self._encode(data_ptr, device,
                                                              stream)
        return address

    def _encode(self, data_ptr, device, stream):
        if self.used == self.SLAB:
            # CUtensorMap is 64-byte aligned, on the host too.
            self.slabs.append((
                torch.empty(self.SLAB * self.SIZE + 64, dtype=torch.uint8,
                            pin_memory=True),
                torch.empty(self.SLAB * self.SIZE, dtype=torch.uint8,
                            device=device)))
            self.used = 0
        host, device_slab = self.slabs[-1]
        host_address = ((host.data_ptr() + 63) & ~63) + self.used * self.SIZE
        device_address = device_slab.data_ptr() + self.used * self.SIZE
        self.used += 1
        cuda = driver()
        _check(cuda.cuTensorMapEncodeTiled(
            ctypes.c_void_p(host_address), self.data_type, self.rank,
            ctypes.c_void_p(data_ptr), self.dims, self.strides, self.box,
            self.element_strides, *self.modes), "cuTensorMapEncodeTiled")
        _check(cuda.cuMemcpyHtoDAsync_v2(
            ctypes.c_uint64(device_address), ctypes.c_void_p(host_address),
            ctypes.c_size_t(self.SIZE), ctypes.c_void_p(stream)),
            "cuMemcpyHtoDAsync")
        return device_address


class Launch:
    """One launch of a plan: its kernel, grid, block and dynamic shared
    memory, which argument each kernel argument is (and its tensor map,
    if any), and the kernel's parameter array, built once (each call
    writes the pointers into it)."""

    def __init__(self, kernel, grid, block, shared_bytes, hosts, maps):
        self.kernel, self.grid, self.block, self.shared_bytes, self.hosts = \
            kernel, grid, block, shared_bytes, hosts
        self.maps = maps
        self.pointers = (ctypes.c_uint64 * len(hosts))()
        address = ctypes.addressof(self.pointers)
        size = ctypes.sizeof(ctypes.c_uint64)
        self.params = (ctypes.c_void_p * len(hosts))(
            *[address + index * size for index in range(len(hosts))])


def read_arguments(directory: pathlib.Path):
    """{entry argument index: (shape, dtype)} of the plan's kernels'
    arguments (no GPU needed)."""
    plan = json.loads((pathlib.Path(directory) / "launch.json").read_text())
    # A model's plan lists them in the model's shapes: its kernels may see
    # views of them (docs/MODELS.md).
    arguments = plan.get("host_args") or [
        arg for launch in plan["launches"] for arg in launch["args"]]
    return {arg["host_arg"]: (tuple(arg["shape"]), DTYPES[arg["dtype"]])
            for arg in arguments if arg["host_arg"] >= 0}


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
            shared_bytes = launch.get("dynamic_shared_memory", 0)
            if shared_bytes:
                kernel.reserve_shared_memory(shared_bytes)
            for arg in launch["args"]:
                if arg["host_arg"] < 0:
                    self.temporaries[-1 - arg["host_arg"]] = arg["bytes"]
            self.launches.append(Launch(
                kernel, tuple(launch["grid"]), tuple(launch["block"]),
                shared_bytes, [a["host_arg"] for a in launch["args"]],
                [TensorMap(a) if "tensor_map" in a else None
                 for a in launch["args"]]))

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
                    pointer = arguments[host].data_ptr() \
                        if host >= 0 else temporaries[-1 - host].data_ptr()
                    tensor_map = launch.maps[index]
                    pointers[index] = pointer if tensor_map is None else \
                        tensor_map.address(pointer, device, stream)
                launch.kernel.launch(launch.grid, launch.block,
                                     launch.shared_bytes, launch.params,
                                     stream)
