"""cuda-agent as a PyTorch backend (issue #9, docs/TORCH.md).

    import cuda_agent.torch
    fast = torch.compile(model, backend="cuda_agent")   # registered on import
    # or, without dynamo:
    fast = cuda_agent.torch.compile(model, example_inputs)
    with torch.no_grad():
        y = fast(x)

The graph is traced to aten operations, exported once by torch-mlir
(weights as arguments) and compiled by cuda-agent as a whole model: the
compiler forms the dispatch regions (docs/MODELS.md) and compiles a kernel
per region with the policy's schedule (regions.py maps them back onto the
graph's nodes). Each region's kernels are verified against
PyTorch in float64 on fresh random inputs before it is used. Where there
is a GPU, each verified region is then timed against the same region
under Inductor (interleaved, L2 flushed) and kept only where it is faster
beyond noise; then the whole graph so compiled is timed against the
whole graph under Inductor and eagerly, and the fastest kept: turning the
backend on never makes a region or a graph slower than torch.compile or
eager PyTorch would have run it. Weights are kernel arguments: the compiled module reads the model's
current parameters. What cuda-agent does not compile, fails the check or
loses runs under Inductor (`fallback="inductor"`, the default: Inductor
compiles the whole graph, each region that runs our kernels one opaque
operator in it: inductor.py), with a warning that says why.
Inference only: with autograd recording, the model runs eagerly.
"""
import hashlib
import heapq
import itertools
import json
import logging
import math
import operator
import warnings

import torch
import torch.fx
from torch._decomp import get_decompositions
from torch.fx.experimental.proxy_tensor import make_fx

from . import inductor, launcher, timing, toolchain
from .regions import Export, extract, from_plan, inputs_then_outputs

__all__ = ["compile", "backend", "backend_with", "explain", "report", "trace",
           "verify",
           "decide", "relative_error", "CompiledRegion"]

# A line per region at compile time (logging.INFO: quiet by default).
log = logging.getLogger("cuda_agent")

aten = torch.ops.aten

FLOAT_TOLERANCE = {torch.float64: 1e-9, torch.float32: 1e-5,
                   torch.float16: 1e-2, torch.bfloat16: 1e-2}
# A region's kernels are kept only where Inductor's take this much longer:
# a tie goes to Inductor (what the user would have had).
KEEP_MARGIN = 1.02
TIMING_RUNS = 20
# Names the form of decide_graph()'s cached decisions.
GRAPH_DECISION_VERSION = "2: ours, inductor, eager"


def _warn(message):
    warnings.warn(f"cuda_agent: {message}", stacklevel=3)


class CompiledRegion(torch.nn.Module):
    """One dispatch region: its compiled plan, and the region's own FX
    module for inputs the plan was not compiled for (another shape, dtype
    or device) and for a region that failed its check."""

    def __init__(self, eager: torch.fx.GraphModule, plan_directory, inputs,
                 outputs, description, reason=None, arguments=None,
                 choice=None):
        super().__init__()
        self.eager = eager
        self.plan_directory = plan_directory
        self.reason = reason  # why there is no plan
        self.input_specs = inputs  # [(shape, dtype)]
        self.output_specs = outputs
        # The plan's arguments: ("input", i) or ("output", k) each.
        self.arguments = arguments or inputs_then_outputs(inputs, outputs)
        self.description = description
        self.disabled = plan_directory is None
        # The schedule, where it came from (network, engine defaults,
        # database, default schedule, fallback default...), the compiler.
        self.choice = ({} if plan_directory is None else
                       choice or toolchain.read_choice(plan_directory))
        # Ours against the alternative on this GPU (decide()), if measured.
        self.decision = None
        self._plans = {}  # device index -> launcher.Plan
        self.handle = inductor.register(self)  # cuda_agent::region's

    def _matches(self, inputs):
        return all(isinstance(x, torch.Tensor) and x.is_cuda and
                   tuple(x.shape) == shape and x.dtype == dtype
                   for x, (shape, dtype) in zip(inputs, self.input_specs))

    def run_compiled(self, *inputs):
        device = inputs[0].device if inputs else torch.device(
            "cuda", torch.cuda.current_device())
        outputs = [torch.empty(shape, dtype=dtype, device=device)
                   for shape, dtype in self.output_specs]
        values = {"input": [x.contiguous() for x in inputs],
                  "output": outputs}
        arguments = [values[kind][index] for kind, index in self.arguments]
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

    def decision_path(self, device_name, mode=None):
        """Where this plan's decision against Inductor (in torch.compile's
        `mode`) on `device_name` is kept (in the plan's directory, a model's
        region's own: the plan cache keys the compiler)."""
        return self.plan_directory / f"decision-{_tag(device_name, mode)}.json"


def _tag(device_name, mode):
    """A GPU and an Inductor mode as a file name's part."""
    text = device_name + ("" if mode in (None, "default") else f"-{mode}")
    return "".join(c if c.isalnum() else "-" for c in text)


def _spec(node):
    value = node.meta.get("val")
    if not isinstance(value, torch.Tensor):
        return None
    return tuple(value.shape), value.dtype


def _compile_model(traced, values, chooser, fallback="inductor"):
    """[(Region, CompiledRegion)]: the whole graph exported once (weights as
    arguments) and compiled as a model's plan (toolchain.compile_plan with
    `model`), its regions mapped onto the graph's nodes; each region the
    compiler left out, or that does not map, disabled with the reason.
    Nothing where the graph does not export or compile as a model."""
    export = Export(traced)
    for node in export.left:
        if node.target is not operator.getitem:
            _warn(f"{node.target} runs {_WHERE[fallback]}: the compiler "
                  "takes no such operation")
    if not export.nodes:
        return []
    try:
        if any(_spec(node) is None
               for node in export.arguments + export.results):
            raise toolchain.CompileError("it takes or gives a non-tensor "
                                         "value")
        text = toolchain.export(export.module,
                                [values[node] for node in export.arguments],
                                "model", locations=True)
        plan = toolchain.compile_plan(text, "model", chooser, model=True)
    except toolchain.CompileError as error:
        _warn(f"the graph runs {_WHERE[fallback]}: {error}")
        return []
    document = json.loads((plan / "launch.json").read_text())
    model_choice = toolchain.read_choice(plan)
    compiled = []
    for region in from_plan(export, document,
                            lambda directory: launcher.read_arguments(
                                plan / directory)):
        input_specs = [_spec(value) for value in region.inputs]
        output_specs = [_spec(value) for value in region.outputs]
        directory, reason = region.directory, region.reason
        # A region of the model's plan: its schedule there, chosen as the
        # model's were (a region compiled alone has a choice of its own).
        choice = dict(model_choice)
        if region.schedule is not None:  # else the plan is the one kernel
            choice["schedule"] = region.schedule
        if region.schedule_fallback:
            choice.update(origin="fallback default",
                          reason=region.schedule_fallback)
        if None in input_specs or None in output_specs:
            directory, reason = None, "it takes or gives a non-tensor value"
        elif directory is not None:
            directory = plan / directory
            try:
                _check_plan(directory, input_specs, output_specs,
                            region.arguments)
            except toolchain.CompileError as error:
                directory, reason = None, str(error)
        elif region.computes():
            directory, reason = _compile_alone(region, values, chooser,
                                               input_specs, output_specs,
                                               reason)
            choice = None
        compiled.append((region, CompiledRegion(
            extract(region), directory, input_specs, output_specs,
            region.describe(), reason, region.arguments, choice)))
    return compiled


def _compile_alone(region, values, chooser, input_specs, output_specs,
                   reason):
    """(plan, reason): a region the model's plan has no kernel for (it did
    not compile there, or is no region of the graph's nodes) compiled from
    its own export, as one kernel (import normalizes its shapes on its
    own); its first reason where that fails too."""
    try:
        text = toolchain.export(extract(region),
                                [values[v] for v in region.inputs],
                                f"region{region.index}")
        plan = toolchain.compile_plan(text, f"region{region.index}", chooser)
        _check_plan(plan, input_specs, output_specs, region.arguments)
        return plan, None
    except toolchain.CompileError as error:
        return None, f"{reason}; alone: {error}"


def _check_plan(plan_directory, input_specs, output_specs, arguments):
    """The plan's arguments must be the region's, in `arguments`' order
    (of the same size and type: a kernel may see a view)."""
    plan = launcher.read_arguments(plan_directory)
    specs = {"input": input_specs, "output": output_specs}
    for index, (shape, dtype) in plan.items():
        if index >= len(arguments):
            raise toolchain.CompileError(
                f"the plan's argument {index} is none of the region's")
        kind, position = arguments[index]
        expected_shape, expected_dtype = specs[kind][position]
        if math.prod(shape) != math.prod(expected_shape) or \
                dtype != expected_dtype:
            raise toolchain.CompileError(
                f"the plan's argument {index} is {shape} {dtype}, not the "
                f"region's {expected_shape} {expected_dtype}")
    written = {index for index, (kind, _) in enumerate(arguments)
               if kind == "output"}
    missing = written - set(plan)
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


def _fresh(example_inputs, seed):
    """Random inputs shaped as the examples (integer inputs keep theirs)."""
    generator = torch.Generator(
        device=example_inputs[0].device).manual_seed(seed)
    return [torch.randn(x.shape, dtype=x.dtype, device=x.device,
                        generator=generator)
            if x.is_floating_point() else x for x in example_inputs]


def verify(region: CompiledRegion, example_inputs, seed=0):
    """Runs the compiled region on fresh random inputs (integer inputs
    keep the example's values) next to PyTorch in float64 and in the
    region's own precision; disables the region if its error is not within
    the tolerance or 8x PyTorch's own. Returns the errors."""
    inputs = _fresh(example_inputs, seed)
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
            _warn(f"{region.description} does not run our kernels: its "
                  f"result is off by {error:.2e} (relative L2 against "
                  f"float64; allowed {allowed:.2e})")
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
    """The aten graph of `model` on `example_inputs` (dead code removed,
    views as reshapes) and each node's value on them. The traced module
    holds the model's own parameters and buffers."""
    with torch.no_grad():
        traced = make_fx(model, decomposition_table=_decompositions())(
            *example_inputs)
        traced.graph.eliminate_dead_code()
        # A view the trace recorded holds for the strides the trace saw;
        # torch-mlir's export (contiguous inputs) and Inductor (strides
        # from fake tensors) can see others, where it fails ("Cannot view a
        # tensor..."). A reshape is the same view wherever one is possible.
        for node in traced.graph.nodes:
            if node.target in (aten.view.default, aten._unsafe_view.default):
                node.target = aten.reshape.default
        traced.recompile()
        recorder = _Recorder(traced)
        recorder.run(*example_inputs)
    return traced, recorder.values


def device_name(device):
    """A GPU as the measurement harness names it: "NVIDIA H200 (sm_90)"."""
    major, minor = torch.cuda.get_device_capability(device)
    return f"{torch.cuda.get_device_name(device)} (sm_{major}{minor})"


def _alternative(module, inputs, fallback, mode, description):
    """(`module` as the user would have run it, its name): under Inductor
    in `mode`, else (Inductor failing, or `fallback` "eager") eagerly."""
    if fallback == "inductor":
        try:
            compiled = inductor.compile_graph(module, inputs, mode)
            compiled(*inputs)
            return compiled, "inductor"
        except Exception as error:  # noqa: BLE001 (Inductor refused it)
            _warn(f"{description}: Inductor cannot compile it "
                  f"({type(error).__name__}); timed against eager")
    return module, "eager"


def decide(region: CompiledRegion, example_inputs, fallback="inductor",
           seed=1, db=None, mode=None):
    """Times the region's kernels against the region under Inductor (in
    torch.compile's `mode`; eager where Inductor fails or `fallback` is
    "eager") and eager PyTorch, on fresh random inputs, interleaved, L2
    flushed; keeps ours only where the alternative takes KEEP_MARGIN times
    longer, else disables the region (it then runs as the alternative).
    The decision is kept beside the plan for this GPU, so a second compile
    of the region is a lookup; returns it."""
    device = device_name(example_inputs[0].device)
    path = region.decision_path(device, mode)
    if path.exists():
        decision = json.loads(path.read_text())
    else:
        inputs = _fresh(example_inputs, seed)
        alternative, name = _alternative(region.eager, inputs, fallback, mode,
                                         region.description)
        ours, other, eager = timing.time_interleaved(
            [lambda: region.run_compiled(*inputs),
             lambda: alternative(*inputs), lambda: region.eager(*inputs)],
            TIMING_RUNS)
        keep = other["median_us"] >= KEEP_MARGIN * ours["median_us"]
        decision = {"device": device, "alternative": name,
                    "mode": mode or "default",
                    "ours_us": ours["median_us"],
                    "ours_p10_us": ours["p10_us"], "ours_p90_us": ours["p90_us"],
                    "alternative_us": other["median_us"],
                    "eager_us": eager["median_us"],
                    "keep": keep, "schedule": region.choice.get("schedule"),
                    "origin": region.choice.get("origin"),
                    "compiler": region.choice.get("compiler")}
        path.write_text(json.dumps(decision, indent=1) + "\n")
        toolchain.record_decision(region.plan_directory, decision, db)
    region.decision = decision
    if not decision["keep"]:
        region.disabled = True
        region.reason = (f"{decision['alternative']} is as fast or faster "
                         f"({decision['alternative_us']:.1f} us against "
                         f"{decision['ours_us']:.1f})")
    return decision


def _build(traced: torch.fx.GraphModule, values, chooser, check,
           fallback, measure, mode):
    """The traced graph with each region that runs our kernels one
    cuda_agent::region call; .regions: every region's CompiledRegion."""
    region_of, compiled_regions = {}, []
    for region, compiled in _compile_model(traced, values, chooser,
                                           fallback):
        if compiled.disabled:
            _warn(f"{compiled.description} runs {_WHERE[fallback]}: "
                  f"{compiled.reason}")
        on_gpu = all(isinstance(values[v], torch.Tensor) and
                     values[v].is_cuda for v in region.inputs)
        inputs = [values[v] for v in region.inputs]
        if check and not compiled.disabled and on_gpu:
            with torch.no_grad():
                verify(compiled, inputs)
        if measure == "compile" and compiled.plan_directory and on_gpu \
                and fallback == "inductor":
            # Fills Inductor's caches for a later decide() (no timing:
            # processes compiling side by side would disturb it).
            with torch.no_grad(), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                try:
                    inductor.compile_graph(compiled.eager, inputs, mode)
                except Exception:  # noqa: BLE001 (decide() says so)
                    pass
        elif measure and check and not compiled.disabled and on_gpu \
                and inputs:
            with torch.no_grad():
                decision = decide(compiled, inputs, fallback,
                                  db=chooser.db, mode=mode)
            if not decision["keep"]:
                _warn(f"{compiled.description} runs "
                      f"{_WHERE[fallback]}: {compiled.reason}")
        log.info("%s", _report_line(compiled))
        compiled_regions.append(compiled)
        # A region that does not run our kernels stays in the graph as
        # its operations (Inductor compiles them with their neighbours).
        if not compiled.disabled:
            for node in region.nodes:
                region_of[node] = region
    graph = torch.fx.Graph()
    env = {}
    for unit in _in_dependency_order(traced.graph, region_of,
                                     compiled_regions):
        if isinstance(unit, torch.fx.Node):
            env[unit] = graph.node_copy(unit, lambda value: env[value])
            continue
        call = graph.call_function(
            torch.ops.cuda_agent.region.default,
            ([env[v] for v in unit.inputs],
             compiled_regions[unit.index].handle))
        for index, value in enumerate(unit.outputs):
            env[value] = graph.call_function(operator.getitem, (call, index))
    module = torch.fx.GraphModule(traced, graph)
    module.graph.eliminate_dead_code()
    module.recompile()
    module.regions = compiled_regions
    return module


def _in_dependency_order(graph, region_of, compiled_regions):
    """The graph's nodes, each region that runs our kernels (region_of)
    one unit in their place: in the graph's order where it can, a region
    after every value it reads and before every node reading its results
    (the compiler forms regions of the exported part, across operations
    left in the graph). A region in a cycle with such operations (it reads
    a value computed from its own) runs as its nodes, with a warning."""
    while True:
        units, position = [], {}
        for index, node in enumerate(graph.nodes):
            unit = region_of.get(node, node)
            if unit not in position:
                position[unit] = index
                units.append(unit)

        def depends(unit):
            values = unit.inputs if not isinstance(unit, torch.fx.Node) \
                else unit.all_input_nodes
            return {region_of.get(value, value) for value in values} - {unit}
        waiting = {unit: depends(unit) for unit in units}
        readers = {}
        for unit, needed in waiting.items():
            for other in needed:
                readers.setdefault(other, []).append(unit)
        # Units by their place in the graph (a unit's first node's).
        ready = [position[u] for u in units if not waiting[u]]
        heapq.heapify(ready)
        at = {position[u]: u for u in units}
        ordered = []
        while ready:
            unit = at[heapq.heappop(ready)]
            ordered.append(unit)
            for reader in readers.get(unit, []):
                waiting[reader].discard(unit)
                if not waiting[reader]:
                    heapq.heappush(ready, position[reader])
        if len(ordered) == len(units):
            return ordered
        stuck = next(u for u in units if waiting[u] and
                     not isinstance(u, torch.fx.Node))
        compiled = compiled_regions[stuck.index]
        compiled.disabled = True
        compiled.reason = ("it reads a value the graph computes from its "
                           "own results")
        _warn(f"{compiled.description} runs as its operations: "
              f"{compiled.reason}")
        for node in stuck.nodes:
            del region_of[node]


_WHERE = {"inductor": "under Inductor", "eager": "eagerly"}


def _report_line(region):
    """One region as a table row: ops, schedule and origin, times, what runs
    it and why."""
    decision = region.decision or {}
    def time(key):
        return f"{decision[key]:.1f}" if key in decision else "-"
    runs = ("ours" if not region.disabled else
            decision.get("alternative") or "fallback")
    why = region.reason or ("faster than " + decision["alternative"]
                            if decision.get("keep") else "not timed")
    schedule = region.choice.get("schedule")
    return (f"| {region.description} | "
            f"{'-' if schedule is None else schedule or '(default)'} | "
            f"{region.choice.get('origin', '-')} | {time('ours_us')} | "
            f"{time('alternative_us')} | {time('eager_us')} | {runs} | "
            f"{why} |")


def report(compiled) -> str:
    """A compiled module's regions as a Markdown table: each region's ops,
    its schedule and where it came from, our time, the alternative's
    (Inductor) and eager's on this GPU, what runs it and why."""
    lines = ["| region | schedule | origin | ours us | Inductor us | eager us "
             "| runs | why |", "| --- | --- | --- | --- | --- | --- | --- | "
             "--- |"]
    lines += [_report_line(region) for region in compiled.regions]
    graph = compiled.graph_decision
    if graph:
        def time(name, where):
            if f"{name}_us" not in graph:
                return []
            return [f"{where} {graph[f'{name}_us']:.1f} us "
                    f"({graph[f'{name}_p10_us']:.1f}-"
                    f"{graph[f'{name}_p90_us']:.1f})"]
        times = time("ours", "with our regions") + \
            time("inductor", "under Inductor") + time("eager", "eagerly")
        runs = ("ours" if graph["runs"] == "ours" else
                f"the whole graph {_WHERE[graph['runs']]}")
        lines.append(f"\nThe whole graph: {', '.join(times)}: runs {runs}.")
    return "\n".join(lines)


def explain(model, example_inputs, **options) -> str:
    """compile() the model for `example_inputs` (options as compile's) and
    return report() of it: what a user reads to see where each region's
    kernels came from and why they run or not."""
    return report(compile(model, example_inputs, **options))


def _runs_outside_regions(graph_module):
    """Whether the graph computes anything besides our regions' calls."""
    return any((node.op == "call_function" and
                node.target is not operator.getitem) or
               node.op == "call_method" for node in graph_module.graph.nodes)


def _input_spec(value):
    if isinstance(value, torch.Tensor):
        return tuple(value.shape), value.dtype, value.device
    return value


class CompiledModule:
    """What compile() and the backend return: the graph with our regions
    (under Inductor with `fallback="inductor"` where it computes more than
    our regions or `mode` asks for CUDA graphs), or the whole graph under
    Inductor or eagerly where that was measured as fast (decide_graph()); the
    original for calls that record autograd and for inputs unlike the
    examples it was compiled for."""

    def __init__(self, original, graph_module, example_inputs,
                 fallback="inductor", mode=None):
        self.original = original
        self.graph_module = graph_module
        self.regions = graph_module.regions
        self.input_specs = [_input_spec(x) for x in example_inputs]
        self.graph_decision = None
        # Set by the backend: dynamo's guards already hold every call to the
        # grad mode, shapes, dtypes and devices compiled for, so a call
        # checks nothing again (each check is host time before the first
        # launch, time the GPU waits).
        self.guarded_by_dynamo = False
        self._warned = set()
        self._run = graph_module
        # Where no region runs ours, compile() puts the whole graph under
        # Inductor instead (the one decide_graph() would compile).
        if fallback == "inductor" and \
                any(not region.disabled for region in self.regions) and (
                    _runs_outside_regions(graph_module) or
                    inductor.options(mode).get("triton.cudagraphs")):
            self._run = _InductorOrEager(graph_module, example_inputs, mode)

    def _warn_once(self, key, message):
        if key not in self._warned:
            self._warned.add(key)
            _warn(message)

    def __call__(self, *args):
        if self.guarded_by_dynamo:
            return self._run(*args)
        if torch.is_grad_enabled() and any(
                isinstance(a, torch.Tensor) and a.requires_grad for a in args):
            self._warn_once("autograd", "autograd is recording: running "
                            "eagerly (cuda-agent compiles inference; use "
                            "torch.no_grad())")
            return self.original(*args)
        if len(args) != len(self.input_specs) or any(
                _input_spec(a) != spec
                for a, spec in zip(args, self.input_specs)):
            self._warn_once("inputs", "inputs unlike the examples it was "
                            "compiled for (shapes, dtypes, devices): running "
                            "the original module")
            with torch.no_grad():
                return self.original(*args)
        with torch.no_grad():
            return self._run(*args)


class _InductorOrEager:
    """A graph under Inductor (our regions opaque operators in it),
    compiled now; eagerly, with a warning, where Inductor fails to compile
    it or to run it the first time."""

    def __init__(self, graph_module, example_inputs, mode=None):
        self.graph_module = graph_module
        self.compiled = None
        self._first = True
        try:
            with torch.no_grad():
                self.compiled = inductor.compile_graph(graph_module,
                                                       example_inputs, mode)
        except Exception as error:  # noqa: BLE001 (any Inductor failure)
            self._fail(error)

    def _fail(self, error):
        _warn(f"Inductor cannot compile the graph around the regions "
              f"({type(error).__name__}: {str(error)[:200]}): it runs "
              "eagerly")
        self.compiled = None

    def __call__(self, *args):
        if self.compiled is not None and self._first:
            try:
                result = self.compiled(*args)
                self._first = False
                return result
            except Exception as error:  # noqa: BLE001 (any Inductor failure)
                self._fail(error)
        if self.compiled is not None:
            return self.compiled(*args)
        return self.graph_module(*args)


def _whole_graph(compiled, traced):
    """The graph the user's Inductor would compile: dynamo's (the backend's
    path), else our trace of the model."""
    return compiled.original if isinstance(
        compiled.original, torch.fx.GraphModule) else traced


def decide_graph(compiled: CompiledModule, traced: torch.fx.GraphModule,
                 example_inputs, mode=None, seed=2):
    """Times the whole graph on fresh random inputs, interleaved, L2
    flushed: as compiled (our regions, Inductor around them; where a region
    runs ours), under Inductor in `mode`, and eagerly (what the user ran
    before torch.compile). Regions that each win can still lose together
    (Inductor fuses across what were their boundaries), and Inductor's
    graph can lose to eager PyTorch (a bf16 GEMM whose bias eager fuses in
    cuBLAS). Of the alternatives Inductor runs unless eager is KEEP_MARGIN
    times faster; ours runs only where that alternative takes KEEP_MARGIN
    times longer. Kept in the plan cache per graph, regions' plans and GPU;
    returns the decision."""
    device = device_name(example_inputs[0].device)
    ours = [str(r.plan_directory) for r in compiled.regions if not r.disabled]
    key = hashlib.sha256("\0".join(
        [GRAPH_DECISION_VERSION, traced.code, repr(compiled.input_specs)] +
        ours).encode()).hexdigest()[:24]
    path = toolchain.cache_root() / "graphs" / f"{key}-{_tag(device, mode)}.json"
    whole = _whole_graph(compiled, traced)
    runners = {"eager": whole}  # compiled now where timed now
    if path.exists():
        decision = json.loads(path.read_text())
    else:
        inputs = _fresh(example_inputs, seed)
        with torch.no_grad():
            alternative, name = _alternative(whole, example_inputs,
                                             "inductor", mode,
                                             "the whole graph")
            if name == "inductor":
                runners["inductor"] = alternative
            if ours:
                runners["ours"] = compiled._run
            names = list(runners)
            times = dict(zip(names, timing.time_interleaved(
                [lambda run=runners[n]: run(*inputs) for n in names],
                TIMING_RUNS)))
        median = {n: t["median_us"] for n, t in times.items()}
        alternative = "inductor" if "inductor" in median and \
            median["inductor"] < KEEP_MARGIN * median["eager"] else "eager"
        runs = "ours" if "ours" in median and \
            median[alternative] >= KEEP_MARGIN * median["ours"] else \
            alternative
        decision = {"device": device, "mode": mode or "default",
                    "alternative": alternative, "runs": runs,
                    "keep": runs == "ours"}
        for name, time in times.items():
            decision.update({f"{name}_us": time["median_us"],
                             f"{name}_p10_us": time["p10_us"],
                             f"{name}_p90_us": time["p90_us"]})
        for suffix in ("us", "p10_us", "p90_us"):
            decision[f"alternative_{suffix}"] = \
                decision[f"{alternative}_{suffix}"]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(decision, indent=1) + "\n")
    compiled.graph_decision = decision
    if decision["runs"] == "ours":
        return decision
    where = _WHERE[decision["runs"]]
    if ours:
        why = (f"the whole graph {where} is as fast or faster "
               f"({decision['alternative_us']:.1f} us against "
               f"{decision['ours_us']:.1f} with our regions)")
        _warn(f"{why}: it runs so")
        for region in compiled.regions:
            if not region.disabled:
                region.disabled, region.reason = True, why
    elif decision["runs"] == "eager":
        _warn(f"the whole graph runs eagerly: Inductor's takes "
              f"{decision['inductor_us']:.1f} us, eager "
              f"{decision['alternative_us']:.1f}")
    if decision["runs"] not in runners:
        runners[decision["runs"]] = _InductorOrEager(whole, example_inputs,
                                                     mode)
    compiled._run = runners[decision["runs"]]
    return decision


def _symbolic(example_inputs):
    return any(not isinstance(x, torch.Tensor) or
               any(isinstance(s, torch.SymInt) for s in x.shape)
               for x in example_inputs)


def compile(model, example_inputs, *, policy="default", db=None,
            samples=0, check=True, fallback="inductor", measure=True,
            mode=None, compile_timeout_s=60.0):
    """`model` (a module or function of tensors) compiled for inputs shaped
    like `example_inputs`; regions run on CUDA tensors. `policy`: the
    schedule's chooser ("default": the built-in policy; a directory from
    `cuda-agent train`); `db`: an experience database whose best verified
    record of a region's kernel wins over the policy (`cuda-agent tune
    --db` fills one; None: none is read); `samples`: also sample this
    many of the policy's schedules per region and keep the fastest,
    measured on the GPU (0: the policy's greedy schedule, or the default
    one where the cost model rates that faster); nothing read from the
    environment changes these choices; `check`: verify each region on the
    GPU before using it;
    `fallback`: what runs what our kernels do not ("inductor" or "eager");
    `measure`: on the GPU, time each verified region against `fallback`
    and keep the faster (decide()), then the whole graph so compiled
    against the whole graph under Inductor and eagerly (decide_graph());
    "compile":
    compile each region's alternative without timing it (filling
    Inductor's caches ahead of a measured compile); `mode`: torch.compile's
    mode for Inductor (what runs around our regions, and what they are
    measured against: "reduce-overhead" replays the graph, our kernels
    included, as CUDA graphs); `compile_timeout_s`: how long one import or
    compile of a region may run before the region runs as `fallback`."""
    if fallback not in _WHERE:
        raise ValueError(f"fallback must be one of {sorted(_WHERE)}, not "
                         f"{fallback!r}")
    inductor.options(mode)  # a bad mode fails before anything compiles
    chooser = toolchain.Chooser(policy=policy, db=db, samples=samples,
                                timeout_s=compile_timeout_s)
    example_inputs = tuple(example_inputs)
    traced, values = trace(model, example_inputs)
    graph_module = _build(traced, values, chooser, check, fallback, measure,
                          mode)
    compiled = CompiledModule(model, graph_module, example_inputs, fallback,
                              mode)
    on_gpu = any(isinstance(x, torch.Tensor) and x.is_cuda
                 for x in example_inputs)
    if measure is True and check and fallback == "inductor" and on_gpu:
        decide_graph(compiled, traced, example_inputs, mode)
    elif fallback == "inductor" and compiled._run is graph_module and \
            all(region.disabled for region in compiled.regions):
        # Nothing of ours runs (and decide_graph() compiled nothing): the
        # whole graph as the user's Inductor compiles it (in the backend's
        # path dynamo's graph, not our aten trace of it).
        compiled._run = _InductorOrEager(_whole_graph(compiled, traced),
                                         example_inputs, mode)
    return compiled


def backend(graph_module: torch.fx.GraphModule, example_inputs, **options):
    """The `torch.compile` backend: dynamo's graph, compiled like
    compile() does (with compile()'s `options`: backend_with); a graph
    with symbolic shapes or non-tensor inputs runs eagerly."""
    if _symbolic(example_inputs):
        _warn("dynamic shapes or non-tensor inputs: the graph runs eagerly "
              "(torch.compile(..., dynamic=False) specializes)")
        return graph_module.forward
    fallback = options.get("fallback", "inductor")
    if torch.is_grad_enabled() and any(
            isinstance(x, torch.Tensor) and x.requires_grad
            for x in itertools.chain(example_inputs,
                                     graph_module.parameters())):
        # Dynamo compiles a graph per grad mode: this one records autograd
        # on every call.
        _warn(f"autograd is recording: the graph runs {_WHERE[fallback]} "
              "(cuda-agent compiles inference; call the model under "
              "torch.no_grad())")
        if fallback == "inductor":
            try:
                return inductor.compile_graph(graph_module, example_inputs,
                                              options.get("mode"))
            except Exception as error:  # noqa: BLE001 (any Inductor failure)
                _warn(f"Inductor cannot compile it ({type(error).__name__}):"
                      " it runs eagerly")
        return graph_module.forward
    # Our Inductor compiles are of other graphs than dynamo's: outside its
    # tracing context (whose fake mode, shape environment and per-compile
    # state they would otherwise share and change).
    with torch._guards.tracing(None):
        compiled = compile(graph_module, example_inputs, **options)
    compiled.guarded_by_dynamo = True
    return compiled


def backend_with(**options):
    """A `torch.compile` backend with compile()'s options:
    `torch.compile(model, backend=cuda_agent.torch.backend_with(samples=8,
    db="experience.db"))`."""
    return lambda graph_module, example_inputs: backend(
        graph_module, example_inputs, **options)


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
