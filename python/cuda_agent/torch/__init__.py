"""cuda-agent as a PyTorch backend (issue #9, docs/TORCH.md).

    import cuda_agent.torch
    fast = torch.compile(model, backend="cuda_agent")   # registered on import
    # or, without dynamo:
    fast = cuda_agent.torch.compile(model, example_inputs)
    with torch.no_grad():
        y = fast(x)

The graph is traced to aten operations and split into dispatch regions
(regions.py); each region is exported by torch-mlir, imported and
compiled by cuda-agent with the policy's schedule, and verified against
PyTorch in float64 on fresh random inputs before it is used. Weights are
kernel arguments: the compiled module reads the model's current
parameters. What cuda-agent does not compile, or compiles to something
that fails the check, runs eagerly, with a warning that says why.
Inference only: with autograd recording, the model runs eagerly.
"""
import math
import operator
import os
import warnings

import torch
import torch.fx
from torch._decomp import get_decompositions
from torch.fx.experimental.proxy_tensor import make_fx

from . import launcher, toolchain
from .regions import extract, partition

__all__ = ["compile", "backend", "trace", "verify", "relative_error",
           "CompiledRegion"]

aten = torch.ops.aten

FLOAT_TOLERANCE = {torch.float64: 1e-9, torch.float32: 1e-5,
                   torch.float16: 1e-2, torch.bfloat16: 1e-2}


def _warn(message):
    warnings.warn(f"cuda_agent: {message}", stacklevel=3)


class CompiledRegion(torch.nn.Module):
    """One dispatch region: its compiled plan, and the region's own FX
    module for inputs the plan was not compiled for (another shape, dtype
    or device) and for a region that failed its check."""

    def __init__(self, eager: torch.fx.GraphModule, plan_directory, inputs,
                 outputs, description, reason=None):
        super().__init__()
        self.eager = eager
        self.plan_directory = plan_directory
        self.reason = reason  # why there is no plan
        self.input_specs = inputs  # [(shape, dtype)]
        self.output_specs = outputs
        self.description = description
        self.disabled = plan_directory is None
        # The schedule, where it came from (network, engine defaults,
        # database, default schedule, fallback default...), the compiler.
        self.choice = ({} if plan_directory is None else
                       toolchain.read_choice(plan_directory))
        self._plans = {}  # device index -> launcher.Plan

    def _matches(self, inputs):
        return all(isinstance(x, torch.Tensor) and x.is_cuda and
                   tuple(x.shape) == shape and x.dtype == dtype
                   for x, (shape, dtype) in zip(inputs, self.input_specs))

    def run_compiled(self, *inputs):
        device = inputs[0].device if inputs else torch.device(
            "cuda", torch.cuda.current_device())
        outputs = [torch.empty(shape, dtype=dtype, device=device)
                   for shape, dtype in self.output_specs]
        arguments = [x.contiguous() for x in inputs] + outputs
        # Switching devices costs microseconds the GPU waits for: only
        # where the inputs are not on the current one.
        if torch.cuda.current_device() == device.index:
            self._plan(device).run(arguments, device)
        else:
            with torch.cuda.device(device):
                self._plan(device).run(arguments, device)
        return tuple(outputs)

    def _plan(self, device):
        """The plan loaded into `device`'s context (the current one)."""
        plan = self._plans.get(device.index)
        if plan is None:
            plan = self._plans[device.index] = launcher.Plan(
                self.plan_directory)
        return plan

    def forward(self, *inputs):
        if self.disabled or not self._matches(inputs):
            return self.eager(*inputs)
        return self.run_compiled(*inputs)


def _spec(node):
    value = node.meta.get("val")
    if not isinstance(value, torch.Tensor):
        return None
    return tuple(value.shape), value.dtype


def _compile_region(region, values, chooser):
    """A CompiledRegion for the region; disabled, with the reason, where
    cuda-agent cannot compile it."""
    module = extract(region)
    inputs, outputs = region.inputs(), region.outputs()
    input_specs = [_spec(v) for v in inputs]
    output_specs = [_spec(v) for v in outputs]
    plan, reason = None, None
    try:
        if None in input_specs or None in output_specs:
            raise toolchain.CompileError("takes or gives a non-tensor value")
        text = toolchain.export(module, [values[v] for v in inputs],
                                f"region{region.index}")
        plan = toolchain.compile_plan(text, f"region{region.index}", chooser)
        _check_plan(plan, input_specs, output_specs)
    except toolchain.CompileError as error:
        plan, reason = None, str(error)
    return CompiledRegion(module, plan, input_specs, output_specs,
                          region.describe(), reason)


def _compile_splitting(region, values, chooser, floating):
    """[(region, CompiledRegion)]: the region as one kernel, or where it does
    not compile, cut before or after its root, each piece compiled the same
    way; what still does not compile runs eagerly, with a warning."""
    compiled = _compile_region(region, values, chooser)
    if not compiled.disabled:
        return [(region, compiled)]
    cut = region.cut()
    if cut is None:
        _warn(f"{compiled.description} runs eagerly: {compiled.reason}")
        return [(region, compiled)]
    pieces = region.split(cut, floating)
    _warn(f"{compiled.description} does not compile as one kernel "
          f"({compiled.reason}): split into {len(pieces)}")
    return [result for piece in pieces for result in
            _compile_splitting(piece, values, chooser, floating)]


def _check_plan(plan_directory, input_specs, output_specs):
    """The plan's arguments must be the region's inputs then outputs."""
    plan = launcher.read_arguments(plan_directory)
    expected = input_specs + output_specs
    for index, (shape, dtype) in plan.items():
        if index >= len(expected) or expected[index] != (shape, dtype):
            raise toolchain.CompileError(
                f"the plan's argument {index} is {shape} {dtype}, not the "
                f"region's")
    missing = set(range(len(input_specs), len(expected))) - set(plan)
    if missing:
        raise toolchain.CompileError(f"the plan writes no output {sorted(missing)}")


def relative_error(value, reference):
    """Relative L2 error of `value` against `reference` over the elements
    where the reference is finite; inf where the two differ in which
    elements are NaN or infinite."""
    value, reference = value.double(), reference.double()
    finite = torch.isfinite(reference)
    if not torch.equal(torch.isfinite(value), finite) or \
            not torch.equal(torch.isnan(value), torch.isnan(reference)):
        return float("inf")
    difference = torch.where(finite, value - reference, 0)
    scale = torch.where(finite, reference, 0).norm()
    return float(difference.norm() / max(float(scale), 1e-30))


def verify(region: CompiledRegion, example_inputs, seed=0):
    """Runs the compiled region on fresh random inputs (integer inputs
    keep the example's values) next to PyTorch in float64 and in the
    region's own precision; disables the region if its error is not within
    the tolerance or 8x PyTorch's own. Returns the errors."""
    generator = torch.Generator(device=example_inputs[0].device).manual_seed(seed)
    inputs = [torch.randn(x.shape, dtype=x.dtype, device=x.device,
                          generator=generator) if x.is_floating_point() else x
              for x in example_inputs]
    ours = region.run_compiled(*inputs)
    native = region.eager(*inputs)
    try:
        reference = region.eager(*[x.double() if x.is_floating_point() else x
                                   for x in inputs])
    except RuntimeError:  # an operation without float64: the native result
        reference = native
    errors = []
    for value, own, expected in zip(ours, native, reference):
        error = relative_error(value, expected)
        allowed = max(8 * relative_error(own, expected),
                      FLOAT_TOLERANCE.get(value.dtype, 0.0))
        errors.append((error, allowed))
        if not error <= allowed:
            region.disabled = True
            region.reason = (f"its result is off by {error:.2e} (allowed "
                             f"{allowed:.2e})")
            _warn(f"{region.description} runs eagerly: its result is off "
                  f"by {error:.2e} (relative L2 against float64; allowed "
                  f"{allowed:.2e})")
    return errors


class _Recorder(torch.fx.Interpreter):
    """Runs the traced graph once, keeping every node's value (the regions'
    example inputs for torch-mlir's export and for the check)."""

    def __init__(self, module):
        super().__init__(module)
        self.values = {}

    def run_node(self, node):
        value = super().run_node(node)
        self.values[node] = value
        return value


def _gelu_tanh(x, approximate="none"):
    """GELU's tanh form in aten ops; the erf form stays one op
    (NotImplemented: make_fx keeps it). torch-mlir 20261001 writes the tanh
    form with sqrt(2/pi) as 0.797724 (0.7978846 is right): 4.8e-5 off
    PyTorch, which the check refused."""
    if approximate != "tanh":
        return NotImplemented
    inner = math.sqrt(2 / math.pi) * (x + 0.044715 * x * x * x)
    return 0.5 * x * (1 + torch.tanh(inner))


def _group_norm(x, weight, bias, n, channels, pixels, groups, eps):
    """GroupNorm as two passes: each group's statistics (a LayerNorm's mean
    and rstd over the group's row: a row kernel reading x once), then the
    normalization and per-channel affine in one elementwise kernel over
    (N, G, C/G, H*W), which reads the statistics and weights broadcast.
    As a LayerNorm of each group's row and the affine after it (three
    passes over x's size) it took 103.7 us on the H200 where Inductor took
    86.4. No region took native_group_norm: it ran eagerly."""
    rows = x.reshape(n, groups, -1)
    _, mean, rstd = aten.native_layer_norm(rows, [rows.shape[-1]], None,
                                           None, eps)
    shape = (n, groups, channels // groups, pixels)
    out = (x.reshape(shape) - mean.unsqueeze(-1)) * rstd.unsqueeze(-1)
    if weight is not None:
        out = out * weight.reshape(shape[1:3] + (1,))
    if bias is not None:
        out = out + bias.reshape(shape[1:3] + (1,))
    return (out.reshape(x.shape), mean.reshape(n, groups),
            rstd.reshape(n, groups))


def _decompositions():
    # cuDNN's batch norm (what CUDA tensors trace to) as the native one.
    table = get_decompositions([aten.cudnn_batch_norm, aten.miopen_batch_norm])
    table[aten.gelu.default] = _gelu_tanh
    table[aten.native_group_norm.default] = _group_norm
    return table


def trace(model, example_inputs):
    """The aten graph of `model` on `example_inputs` (dead code removed)
    and each node's value on them. The traced module holds the model's own
    parameters and buffers."""
    with torch.no_grad():
        traced = make_fx(model, decomposition_table=_decompositions())(
            *example_inputs)
        traced.graph.eliminate_dead_code()
        traced.recompile()
        recorder = _Recorder(traced)
        recorder.run(*example_inputs)
    return traced, recorder.values


def _build(traced: torch.fx.GraphModule, values, chooser, check):
    split = partition(traced.graph)
    for node in split.eager:
        if node.target is not operator.getitem:
            _warn(f"{node.target} runs eagerly: no dispatch region takes "
                  "it")
    region_of, compiled_regions = {}, []
    for found in split.regions:
        for region, compiled in _compile_splitting(found, values, chooser,
                                                   split.floating):
            region.index = len(compiled_regions)
            name = f"region{region.index}"
            compiled.description = region.describe()
            if check and not compiled.disabled and all(
                    isinstance(values[v], torch.Tensor) and values[v].is_cuda
                    for v in region.inputs()):
                with torch.no_grad():
                    verify(compiled, [values[v] for v in region.inputs()])
            traced.add_submodule(name, compiled)
            compiled_regions.append(region)
            for node in region.nodes:
                region_of[node] = region
    graph = torch.fx.Graph()
    env = {}
    for node in traced.graph.nodes:
        region = region_of.get(node)
        if region is None:
            env[node] = graph.node_copy(node, lambda value: env[value])
        elif node is region.nodes[-1]:
            call = graph.call_module(f"region{region.index}",
                                     tuple(env[v] for v in region.inputs()))
            for index, value in enumerate(region.outputs()):
                env[value] = graph.call_function(operator.getitem,
                                                 (call, index))
    module = torch.fx.GraphModule(traced, graph)
    module.graph.eliminate_dead_code()
    module.recompile()
    module.regions = [getattr(module, f"region{r.index}")
                      for r in compiled_regions]
    return module


class CompiledModule:
    """What compile() and the backend return: the regions' graph, and the
    original for calls that record autograd."""

    def __init__(self, original, graph_module):
        self.original = original
        self.graph_module = graph_module
        self.regions = graph_module.regions
        self._warned = False

    def __call__(self, *args):
        if torch.is_grad_enabled() and any(
                isinstance(a, torch.Tensor) and a.requires_grad for a in args):
            if not self._warned:
                _warn("autograd is recording: running eagerly (cuda-agent "
                      "compiles inference; use torch.no_grad())")
                self._warned = True
            return self.original(*args)
        with torch.no_grad():
            return self.graph_module(*args)


def _symbolic(example_inputs):
    return any(not isinstance(x, torch.Tensor) or
               any(isinstance(s, torch.SymInt) for s in x.shape)
               for x in example_inputs)


def compile(model, example_inputs, *, policy="default", db=None,
            samples=None, check=True):
    """`model` (a module or function of tensors) compiled for inputs shaped
    like `example_inputs`; regions run on CUDA tensors. `policy`: the
    schedule's chooser ("default": the built-in policy; a directory from
    `cuda-agent train`); `db`: an experience database whose best verified
    record of a region's kernel wins over the policy (`cuda-agent tune
    --db` fills one; default $CUDA_AGENT_DB); `samples`: also sample this
    many of the policy's schedules per region and keep the fastest,
    measured on the GPU (default $CUDA_AGENT_SAMPLES, else 0: the policy's
    greedy schedule, or the default one where the cost model rates that
    faster); `check`: verify each region on the GPU before using it."""
    chooser = toolchain.Chooser(
        policy=policy,
        db=db if db is not None else os.environ.get("CUDA_AGENT_DB"),
        samples=samples if samples is not None else
        int(os.environ.get("CUDA_AGENT_SAMPLES", "0")))
    example_inputs = tuple(example_inputs)
    traced, values = trace(model, example_inputs)
    return CompiledModule(model, _build(traced, values, chooser, check))


def backend(graph_module: torch.fx.GraphModule, example_inputs):
    """The `torch.compile` backend: dynamo's graph, compiled like
    compile() does; a graph with symbolic shapes or non-tensor inputs runs
    eagerly."""
    if _symbolic(example_inputs):
        _warn("dynamic shapes or non-tensor inputs: the graph runs eagerly "
              "(torch.compile(..., dynamic=False) specializes)")
        return graph_module.forward
    return compile(graph_module, example_inputs)


def _register():
    try:
        from torch._dynamo import register_backend
    except ImportError:
        return
    try:
        register_backend(backend, name="cuda_agent")
    except Exception:  # already registered (a reload)
        pass


_register()
