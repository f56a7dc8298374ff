"""Splits an aten-level FX graph into dispatch regions (issue #9).

A region is what cuda-agent compiles as one kernel: at most one *root* (a
contraction, or a reduction with the row operations around it) with the
pointwise operations that follow it. A contraction takes no pointwise
prologue (the tiles read its operands from memory), a reduction does
(RMSNorm's square before its mean). Layout operations (views, transposes)
of values no region computes *float*: each region that reads one gets its
own copy, so `nn.Linear`'s transposed weight stays a view that the
compiler folds into the matmul. Operations of no region run eagerly; they
also end the region before them, so every region is contiguous in the
graph's order and convex: no path leaves it and comes back.
"""
import enum
import operator

import torch
import torch.fx

aten = torch.ops.aten


class Kind(enum.Enum):
    CONTRACTION = "contraction"
    REDUCTION = "reduction"
    POINTWISE = "pointwise"
    LAYOUT = "layout"
    UNSUPPORTED = "unsupported"


# Roots that take no pointwise prologue: contractions, and pooling, which
# reads its input's windows straight from memory as they do.
CONTRACTIONS = {aten.mm, aten.addmm, aten.bmm, aten.baddbmm, aten.matmul,
                aten.convolution, aten.max_pool2d_with_indices,
                aten.avg_pool2d}
# Reductions over the innermost dimensions and the row operations that
# torch-mlir writes as a few reductions of one row.
REDUCTIONS = {aten.sum, aten.mean, aten.amax, aten.amin, aten.prod,
              aten._softmax, aten._log_softmax, aten.native_layer_norm,
              aten.linalg_vector_norm, aten.var, aten.std, aten.logsumexp}
LAYOUTS = {aten.t, aten.transpose, aten.permute, aten.view, aten._unsafe_view,
           aten.reshape, aten.unsqueeze, aten.squeeze, aten.expand,
           aten.alias, aten.detach, aten.flatten, aten.unflatten}
# Layouts that only reshape: on a region's contiguous result they are views,
# free where they run outside it.
RESHAPES = {aten.view, aten._unsafe_view, aten.reshape, aten.unsqueeze,
            aten.squeeze, aten.alias, aten.detach, aten.flatten,
            aten.unflatten}
# Per-element in inference, though not tagged pointwise.
ELEMENTWISE = {aten.native_batch_norm, aten._native_batch_norm_legit_no_training,
               aten.clone, aten._to_copy, aten.gelu, aten.silu, aten.hardswish,
               aten.hardsigmoid, aten.softplus, aten.elu, aten.leaky_relu,
               aten.hardtanh, aten.mish}


def classify(node: torch.fx.Node) -> Kind:
    """What the partition does with a call_function node."""
    if node.target is operator.getitem:
        return Kind.POINTWISE  # a result of its producer: joins its region
    packet = getattr(node.target, "overloadpacket", None)
    if packet is None:
        return Kind.UNSUPPORTED
    if packet in CONTRACTIONS:
        return Kind.CONTRACTION
    if packet in REDUCTIONS:
        return Kind.REDUCTION
    if packet in LAYOUTS:
        return Kind.LAYOUT
    if packet is aten.native_batch_norm and node.args[5]:
        return Kind.UNSUPPORTED  # training mode: batch statistics
    if packet in ELEMENTWISE or torch.Tag.pointwise in node.target.tags:
        return Kind.POINTWISE
    return Kind.UNSUPPORTED


class Region:
    """Nodes of one kernel, in graph order, and the floating layout nodes
    it copies."""

    def __init__(self, index):
        self.index = index
        self.nodes = []
        self.root = None
        self.floating = []

    def inputs(self):
        """Values the region reads and does not compute (floating nodes'
        inputs included), in first-use order."""
        inside = set(self.nodes) | set(self.floating)
        seen = {}
        for node in self.floating + self.nodes:
            for value in node.all_input_nodes:
                if value not in inside:
                    seen.setdefault(value, None)
        return list(seen)

    def outputs(self):
        """Values of the region read outside it, in graph order."""
        inside = set(self.nodes)
        return [node for node in self.nodes
                if any(user not in inside for user in node.users)]

    def split(self, at, floating):
        """The region cut before its node `at`: two regions, each with the
        root it holds (if any) and the floating nodes it reads."""
        first, second = Region(self.index), Region(self.index)
        first.nodes, second.nodes = self.nodes[:at], self.nodes[at:]
        for piece in (first, second):
            piece.root = self.root if self.root in piece.nodes else None
            piece.floating = _floating_closure(piece, floating)
        return first, second

    def cut(self):
        """Where to cut the region if it does not compile as one kernel:
        before its root (the prologue on its own), else after it (the
        epilogue on its own, the root's results kept with it); None for a
        single operation or no root."""
        if self.root is None:
            return None
        at = self.nodes.index(self.root)
        if at > 0:
            return at
        after = at + 1
        while after < len(self.nodes) and \
                self.nodes[after].target is operator.getitem and \
                self.nodes[after].args[0] is self.root:
            after += 1
        return after if after < len(self.nodes) else None

    def computes(self):
        """Whether the region computes anything (a region of layouts alone
        is no kernel: views, or copies made where they are read)."""
        return any(classify(node) is not Kind.LAYOUT and
                   node.target is not operator.getitem for node in self.nodes)

    def describe(self):
        ops = [str(getattr(n.target, "__name__", n.target))
               for n in self.nodes if n.target is not operator.getitem]
        return f"region {self.index} ({', '.join(ops)})"


class Partition:
    def __init__(self, regions, eager, floating):
        self.regions = regions
        self.eager = eager  # unsupported nodes: run by PyTorch
        self.floating = floating


def partition(graph: torch.fx.Graph) -> Partition:
    regions, eager, floating = [], [], set()
    current = None

    def close():
        nonlocal current
        if current is not None and current.nodes:
            regions.append(current)
        current = None

    def external(value):
        return value.op in ("placeholder", "get_attr") or value in floating

    for node in graph.nodes:
        if node.op != "call_function":
            continue
        kind = classify(node)
        if kind is Kind.UNSUPPORTED:
            close()
            eager.append(node)
            continue
        if node.target is operator.getitem and node.args[0] in eager:
            eager.append(node)  # a result of an eager operation
            continue
        if kind is Kind.LAYOUT and all(external(v) for v in node.all_input_nodes):
            floating.add(node)
            continue
        carried = []
        if kind is Kind.CONTRACTION:
            close()
        elif kind is Kind.REDUCTION and current is not None and current.root:
            carried = _contraction_epilogue(current, node)
            close()
        if current is None:
            current = Region(len(regions))
            current.nodes.extend(carried)
        if kind in (Kind.CONTRACTION, Kind.REDUCTION):
            current.root = node
        current.nodes.append(node)
    close()
    # A region's last reshapes run outside it (views of its result: the
    # kernel writes the value once, not also as a reshaped copy), and a
    # region of layouts alone is no kernel: PyTorch's views or Inductor's
    # copies run it around the regions.
    # Operations of a region that share no value are kernels of their own
    # (a rotary embedding's `x * cos` and `-x2`, between the eager slice
    # and concatenation: one kernel cannot loop over both shapes).
    kept = []
    for region in (piece for whole in regions for piece in _connected(whole)):
        while region.nodes and _target(region.nodes[-1]) in RESHAPES:
            region.nodes.pop()
        if region.computes():
            region.index = len(kept)
            kept.append(region)
    for region in kept:
        region.floating = _floating_closure(region, floating)
    return Partition(kept, eager, floating)


def _target(node):
    """The overload packet of an aten node's target (aten.view for
    aten.view.default)."""
    return getattr(node.target, "overloadpacket", node.target)


def _connected(region):
    """The region's weakly connected pieces (through values one node
    computes and another reads, both in the region), each in graph order,
    in the order of their first nodes; pieces of a convex region are
    convex."""
    piece_of = {node: node for node in region.nodes}

    def find(node):
        while piece_of[node] is not node:
            piece_of[node] = piece_of[piece_of[node]]
            node = piece_of[node]
        return node

    for node in region.nodes:
        for value in node.all_input_nodes:
            if value in piece_of:
                piece_of[find(value)] = find(node)
    pieces = {}
    for node in region.nodes:
        pieces.setdefault(find(node), []).append(node)
    if len(pieces) == 1:
        return [region]
    result = []
    for nodes in pieces.values():
        piece = Region(region.index)
        piece.nodes = nodes
        piece.root = region.root if region.root in nodes else None
        result.append(piece)
    return result


def _contraction_epilogue(region, reduction):
    """The pointwise tail of a contraction's region, taken out of it for
    the reduction that follows and reads it, as its prologue: on tensor
    cores a contraction's epilogue is a kernel of its own, a pass over the
    whole result (attention's scaled scores: written, read, scaled and
    written again before the softmax read them), where a row kernel
    recomputes a prologue in registers. Layout nodes between go along."""
    if classify(region.root) is not Kind.CONTRACTION:
        return []
    start = len(region.nodes)
    while start > 0:
        node = region.nodes[start - 1]
        if node is region.root or node.target is operator.getitem or \
                classify(node) not in (Kind.POINTWISE, Kind.LAYOUT):
            break
        start -= 1
    tail = region.nodes[start:]
    if not any(classify(n) is Kind.POINTWISE for n in tail) or \
            not any(n in reduction.all_input_nodes for n in tail):
        return []
    del region.nodes[start:]
    return tail


def _floating_closure(region, floating):
    """The floating nodes the region reads, directly or through others, in
    graph order."""
    needed, stack = set(), [v for n in region.nodes for v in n.all_input_nodes]
    while stack:
        value = stack.pop()
        if value in floating and value not in needed:
            needed.add(value)
            stack.extend(value.all_input_nodes)
    return [node for node in region.nodes[0].graph.nodes if node in needed]


def extract(region: Region) -> torch.fx.GraphModule:
    """The region as a module of its own: its inputs become placeholders
    (weights included: the compiled kernel takes them as arguments, so it
    always reads the module's current values), its outputs a tuple."""
    graph = torch.fx.Graph()
    env = {}
    for index, value in enumerate(region.inputs()):
        placeholder = graph.placeholder(f"input{index}")
        placeholder.meta = dict(value.meta)
        env[value] = placeholder
    for node in region.floating + region.nodes:
        env[node] = graph.node_copy(node, lambda value: env[value])
    graph.output(tuple(env[value] for value in region.outputs()))
    return torch.fx.GraphModule(torch.nn.Module(), graph)
