"""Inductor around our kernels. A region that runs our kernels is one
opaque operator in the graph, `cuda_agent::region` (the region's handle an
argument, its output shapes from its specs), so Inductor compiles the whole
graph in one piece and fuses what lies between our regions; and Inductor is
called directly (torch._inductor.compile), which also works inside a
torch.compile backend, where a nested torch.compile silently runs eagerly."""
import itertools
import weakref

import torch

# torch.compile's modes (None: the default), as Inductor's options.
MODES = (None, "default", "reduce-overhead", "max-autotune",
         "max-autotune-no-cudagraphs")

_regions = weakref.WeakValueDictionary()  # handle -> CompiledRegion
_handles = itertools.count()


def register(region) -> int:
    """The handle under which the operator calls `region` (a callable of
    tensors with `output_specs`; on CUDA inputs, its `run_compiled` where
    it has one and is not `disabled`)."""
    handle = next(_handles)
    _regions[handle] = region
    return handle


def _owned(output, inputs):
    """An operator's results own their memory, contiguous, as its fake
    results promise: a region's eager form may give back an input or a
    view of one."""
    shares = any(output.untyped_storage().data_ptr() ==
                 x.untyped_storage().data_ptr() for x in inputs)
    return output.clone(memory_format=torch.contiguous_format) if shares \
        else output.contiguous()


# The operator is defined with torch.library.Library, not custom_op: a
# custom_op call passes through Python wrappers that cost several times the
# dispatcher's own time per call (each call of a region in a compiled graph
# is host time its GPU may wait for).
_library = torch.library.Library("cuda_agent", "DEF")
_library.define("region(Tensor[] inputs, int handle) -> Tensor[]")


def region_op(inputs, handle):
    region = _regions[handle]
    run_compiled = getattr(region, "run_compiled", None)
    if run_compiled is not None and not region.disabled and \
            all(x.is_cuda for x in inputs):
        # Our kernels, straight: the graph gives the region the shapes and
        # dtypes it was compiled for (its fake implementation's), and the
        # outputs are new contiguous tensors. Every check skipped here is
        # host time the GPU may wait for.
        return list(run_compiled(*inputs))
    return [_owned(output, inputs) for output in region(*inputs)]


_library.impl("region", region_op, "CompositeExplicitAutograd")


@torch.library.register_fake("cuda_agent::region")
def _(inputs, handle):
    device = inputs[0].device if inputs else torch.device("cuda")
    return [torch.empty(shape, dtype=dtype, device=device)
            for shape, dtype in _regions[handle].output_specs]


def options(mode):
    """Inductor's configuration for torch.compile's `mode`."""
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}, not {mode!r}")
    return dict(torch._inductor.list_mode_options(mode)) if mode else {}


def compile_graph(module: torch.fx.GraphModule, example_inputs, mode=None):
    """`module` compiled by Inductor for `example_inputs` (real tensors),
    configured as torch.compile's `mode` would; raises where Inductor
    cannot."""
    return torch._inductor.compile(module, list(example_inputs),
                                   options=options(mode))
