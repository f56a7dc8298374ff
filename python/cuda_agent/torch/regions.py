"""Dispatch regions of an aten-level FX graph as the compiler forms them
(issue #49: one partition, in C++; docs/MODELS.md).

The whole graph is exported once (weights as arguments) and compiled by
`cuda-agent compile --host-fallback` into a model's plan: a kernel per
dispatch region, each with the FX nodes its ops came from (their
locations) and its kernel's arguments as the model's values. Here each
region becomes a set of the graph's nodes with its inputs and outputs in
its kernel's order: what runs its kernel, or what Inductor runs in its
place. Layout operations (views, transposes) a region reads from values
it does not compute are copied into it (`floating`) and stay in the graph
too, so `nn.Linear`'s transposed weight stays a view the compiler folds.
"""
import enum
import math
import operator

import torch
import torch.fx

aten = torch.ops.aten

# The file name prefix of a node's location (toolchain.export).
NODE_LOCATION_PREFIX = "fx:"


class Kind(enum.Enum):
    LAYOUT = "layout"
    OTHER = "other"


LAYOUTS = {aten.t, aten.transpose, aten.permute, aten.view, aten._unsafe_view,
           aten.reshape, aten.unsqueeze, aten.squeeze, aten.expand,
           aten.alias, aten.detach, aten.flatten, aten.unflatten}


def classify(node: torch.fx.Node) -> Kind:
    """Whether a node only lays out its input (a view) or computes."""
    packet = getattr(node.target, "overloadpacket", None)
    return Kind.LAYOUT if packet in LAYOUTS else Kind.OTHER


class Region:
    """One dispatch region: the nodes its kernel computes (in graph order),
    the layout nodes it copies (`floating`), its inputs and outputs, and
    its kernel's arguments in order: ("input", i) or ("output", k). Without
    `directory` the compiler left it out (`reason` says why)."""

    def __init__(self, index, function, directory=None, reason=None):
        self.index = index
        self.function = function
        self.directory = directory
        self.reason = reason
        self.nodes = []
        self.floating = []
        self.inputs = []
        self.outputs = []
        self.arguments = []
        # Its kernel's schedule in the model's plan, and why the default
        # where the chosen one did not compile.
        self.schedule = None
        self.schedule_fallback = None

    def computes(self):
        """Whether the region computes anything besides layouts."""
        return any(node.target is not operator.getitem and
                   classify(node) is not Kind.LAYOUT for node in self.nodes)

    def describe(self):
        ops = [str(getattr(n.target, "__name__", n.target))
               for n in self.nodes if n.target is not operator.getitem and
               classify(n) is not Kind.LAYOUT]
        return f"region {self.index} ({', '.join(ops)})"


def inputs_then_outputs(inputs, outputs):
    """The kernel arguments of a region compiled alone: its inputs, then a
    buffer per output."""
    return [("input", i) for i in range(len(inputs))] + \
        [("output", k) for k in range(len(outputs))]


def _with_results(nodes):
    """`nodes` and the getitems of their several results (LayerNorm's)."""
    return set(nodes) | {user for node in nodes for user in node.users
                         if user.target is operator.getitem}


class Mismatch(ValueError):
    """A region of the compiler's that is not a region of the graph's
    nodes (it runs as the graph's nodes do)."""


# Operations torch-mlir lowers to linalg on tensors, which the compiler
# forms regions of (besides pointwise ones). The rest (a scan, a sort,
# attention: torch-mlir's TMTensor ops; batch statistics in training) and
# concatenations and slices (which Inductor fuses with their neighbours)
# stay in the graph around the compiled model.
LINALG = LAYOUTS | {
    aten.mm, aten.addmm, aten.bmm, aten.baddbmm, aten.matmul,
    aten.convolution, aten.max_pool2d_with_indices, aten.avg_pool2d,
    aten.sum, aten.mean, aten.amax, aten.amin, aten.prod, aten._softmax,
    aten._log_softmax, aten.native_layer_norm, aten.linalg_vector_norm,
    aten.var, aten.std, aten.logsumexp, aten.native_batch_norm,
    aten._native_batch_norm_legit_no_training, aten.clone, aten._to_copy,
    aten.gelu, aten.silu, aten.hardswish, aten.hardsigmoid, aten.softplus,
    aten.elu, aten.leaky_relu, aten.hardtanh, aten.mish}


def lowers_to_linalg(node: torch.fx.Node) -> bool:
    packet = getattr(node.target, "overloadpacket", None)
    if packet is None:
        return False
    if packet is aten.native_batch_norm and node.args[5]:
        return False  # training mode: batch statistics
    return packet in LINALG or torch.Tag.pointwise in node.target.tags


class Export:
    """The part of a traced graph the compiler takes, as a module of its
    own: its arguments are the graph's inputs, its weights (get_attr) and
    the values of operations left in the graph that it reads (`arguments`,
    the graph's nodes in order); its results, the graph's results and the
    values such operations read (`results`); `nodes`, the graph's
    operations it computes."""

    def __init__(self, traced: torch.fx.GraphModule):
        nodes = list(traced.graph.nodes)
        left = set()
        for node in nodes:
            if node.op != "call_function":
                continue
            if node.target is operator.getitem:
                if node.args[0] in left:
                    left.add(node)
            elif not lowers_to_linalg(node):
                left.add(node)
        self.left = [node for node in nodes if node in left]
        self.nodes = [node for node in nodes
                      if node.op == "call_function" and node not in left]
        computed = set(self.nodes)
        self.arguments = [node for node in nodes if node.op == "placeholder"]
        self.arguments += [node for node in nodes if node.op == "get_attr"]
        self.arguments += [
            node for node in self.left
            if any(user in computed for user in node.users)]
        results = [value for value in graph_outputs(traced.graph)
                   if value in computed]
        results += [node for node in self.nodes
                    if any(user in left for user in node.users)]
        self.results = list(dict.fromkeys(results))
        graph = torch.fx.Graph()
        env = {}
        for node in self.arguments:
            env[node] = graph.placeholder(node.name)
            env[node].meta = dict(node.meta)
        for node in self.nodes:
            env[node] = graph.node_copy(node, lambda value: env[value])
        graph.output(tuple(env[value] for value in self.results))
        self.module = torch.fx.GraphModule(torch.nn.Module(), graph)


def graph_outputs(graph: torch.fx.Graph):
    """The nodes the graph returns, in order."""
    outputs = []
    torch.fx.node.map_arg(graph.output_node().args[0], outputs.append)
    return outputs


class _Resolver:
    """The graph's value a model plan's argument is: a model argument by
    its number, a result by its index, a computed value by its source."""

    def __init__(self, export, host_args):
        self.by_name = {node.name: node for node in export.nodes}
        self.arguments = export.arguments
        self.outputs = export.results
        self.results = {arg["host_arg"]: arg["result"] for arg in host_args
                        if "result" in arg}
        self.assigned = {}  # host argument -> the value it was resolved to

    def value(self, argument, spec):
        host = argument["host_arg"]
        if host in self.assigned:
            return self.assigned[host]
        source = argument.get("source", "")
        if source.startswith(NODE_LOCATION_PREFIX):
            node = self.by_name.get(source[len(NODE_LOCATION_PREFIX):])
            if node is None:
                raise Mismatch(f"no node {source!r}")
            self.assigned[host] = self._result_of(node, spec)
            return self.assigned[host]
        if host in self.results:
            return self.outputs[self.results[host]]
        if 0 <= host < len(self.arguments):
            return self.arguments[host]
        raise Mismatch(f"argument {host} is no value of the graph's")

    def _result_of(self, node, spec):
        """The node, or where it gives several results (LayerNorm's output,
        mean and rstd), its first result of `spec`'s size and type not yet
        taken (a region's results come in the node's order)."""
        if not isinstance(node.meta.get("val"), (tuple, list)):
            return node
        items = [user for user in node.users
                 if user.target is operator.getitem]
        fitting = [item for item in items
                   if isinstance(item.meta.get("val"), torch.Tensor) and
                   item.meta["val"].numel() == math.prod(spec[0]) and
                   item.meta["val"].dtype == spec[1]]
        taken = set(self.assigned.values())
        fitting = [item for item in fitting if item not in taken]
        if not fitting:
            raise Mismatch(f"no result of {node.name} is {spec}")
        return min(fitting, key=lambda item: item.args[1])


def from_plan(export: Export, plan, specs):
    """The regions of the compiler's plan of `export`'s module (launch.json's
    `regions` and `left_out`, in the model's order; a plan of one kernel,
    one region) as regions of the graph's nodes; `specs(directory)`:
    {kernel argument: (shape, dtype)} of a region's plan. A region that
    does not map onto the graph's nodes is left out with the reason."""
    if "regions" not in plan and "left_out" not in plan:
        return [_one_kernel(export)]
    resolver = _Resolver(export, plan.get("host_args", []))
    graph = export.nodes[0].graph
    entries = sorted(
        [(entry, True) for entry in plan.get("regions", [])] +
        [(entry, False) for entry in plan.get("left_out", [])],
        key=lambda pair: pair[0].get("order", 0))
    regions, owner = [], {}
    for entry, compiled in entries:
        region = Region(len(regions), entry["function"],
                        entry["directory"] if compiled else None,
                        None if compiled else entry.get("error"))
        region.schedule = entry.get("schedule")
        region.schedule_fallback = entry.get("schedule_fallback")
        names = {source[len(NODE_LOCATION_PREFIX):]
                 for source in entry.get("sources", [])
                 if source.startswith(NODE_LOCATION_PREFIX)}
        region.nodes = [node for node in graph.nodes if node.name in names]
        for node in region.nodes:
            owner.setdefault(node, []).append(region)
        regions.append((region, entry if compiled else None))
    # A node whose ops the compiler put in several regions: those regions
    # are one region of the graph's (compiled from its own export).
    for node in list(owner):
        holders = list(dict.fromkeys(owner[node]))
        if len(holders) < 2:
            continue
        first = holders[0]
        first.directory = None
        first.reason = f"the compiler put {node.name} in several regions"
        for other in holders[1:]:
            first.nodes += other.nodes
            for owned in other.nodes:
                owner[owned] = [first if r is other else r
                                for r in owner[owned]]
            other.nodes = []
        first.nodes = [n for n in graph.nodes if n in set(first.nodes)]
    for region, entry in regions:
        if region.directory is None or not region.nodes:
            continue
        try:
            _map_arguments(region, entry["arguments"], resolver,
                           specs(entry["directory"]), owner)
        except Mismatch as error:
            region.directory = None
            region.reason = f"its kernel is no region of the graph: {error}"
    regions = [region for region, _ in regions]
    kept = [region for region in regions if region.nodes]
    for region in kept:
        if region.directory is None:
            _as_the_graph_computes(region)
    for index, region in enumerate(kept):
        region.index = index
    return kept


def _one_kernel(export):
    """The exported module as the one kernel the compiler made of it: its
    arguments, then a buffer per result (cuda-agent import's destinations,
    in the results' order)."""
    region = Region(0, "model", ".")
    region.nodes = list(export.nodes)
    region.inputs = list(export.arguments)
    region.outputs = list(export.results)
    region.arguments = inputs_then_outputs(region.inputs, region.outputs)
    return region


def _as_the_graph_computes(region):
    """A region without a kernel: its nodes' inputs and outputs as the
    graph has them (it runs as those nodes)."""
    owned = _with_results(region.nodes)
    region.nodes = [node for node in region.nodes[0].graph.nodes
                    if node in owned]
    region.floating = []
    region.inputs = list(dict.fromkeys(
        value for node in region.nodes for value in node.all_input_nodes
        if value not in owned))
    region.outputs = [node for node in region.nodes
                      if any(user not in owned for user in node.users)]
    region.arguments = inputs_then_outputs(region.inputs, region.outputs)


def _map_arguments(region, arguments, resolver, specs, owner):
    for index, argument in enumerate(arguments):
        value = resolver.value(argument, specs.get(index, ((), None)))
        if "result" in argument:
            region.arguments.append(("output", len(region.outputs)))
            region.outputs.append(value)
        else:
            region.arguments.append(("input", len(region.inputs)))
            region.inputs.append(value)
    owned = _with_results(region.nodes)
    # Views only the region reads (the compiler's reshapes carry their
    # reader's location): the region's too.
    nodes = list(region.nodes[0].graph.nodes)
    inputs = set(region.inputs)
    for node in reversed(nodes):
        if node not in owned and node not in inputs and node not in owner \
                and classify(node) is Kind.LAYOUT and node.users and \
                all(user in owned for user in node.users):
            owned.add(node)
    region.nodes = [node for node in nodes if node in owned]
    missing = [value for value in region.outputs if value not in owned]
    if missing:
        raise Mismatch(f"it does not compute {missing[0].name}")
    # What the nodes read besides the inputs: layouts of the inputs, copied.
    floating = set()
    stack = [value for node in region.nodes for value in node.all_input_nodes]
    while stack:
        value = stack.pop()
        if value in owned or value in inputs or value in floating:
            continue
        if classify(value) is not Kind.LAYOUT:
            raise Mismatch(f"it reads {value.name}, which is not among its "
                           "arguments")
        floating.add(value)
        stack.extend(value.all_input_nodes)
    region.floating = [node for node in region.nodes[0].graph.nodes
                       if node in floating]
    outputs = set(region.outputs)
    for node in region.nodes:
        if node not in outputs and not isinstance(
                node.meta.get("val"), (tuple, list)) and any(
                user not in owned for user in node.users):
            raise Mismatch(f"{node.name} is read outside it and not among "
                           "its results")


def extract(region: Region) -> torch.fx.GraphModule:
    """The region as a module of its own: its inputs become placeholders
    (weights included: the compiled kernel takes them as arguments, so it
    always reads the module's current values), its outputs a tuple."""
    graph = torch.fx.Graph()
    env = {}
    for index, value in enumerate(region.inputs):
        placeholder = graph.placeholder(f"input{index}")
        placeholder.meta = dict(value.meta)
        env[value] = placeholder
    for node in region.floating + region.nodes:
        env[node] = graph.node_copy(node, lambda value: env[value])
    graph.output(tuple(env[value] for value in region.outputs))
    return torch.fx.GraphModule(torch.nn.Module(), graph)
