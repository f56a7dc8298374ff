"""cuda_agent.torch: dispatch regions of aten graphs, the compile path
through torch-mlir and cuda-agent, and (with a GPU) compiled regions that
give PyTorch's results. Needs torch and torch-mlir (CI has neither: the
test says so and exits 77, which ctest reports as skipped); the CUDA part
runs where torch sees a GPU."""
import json
import operator
import os
import pathlib
import subprocess
import sys
import tempfile
import types
import unittest
import unittest.mock
import warnings

try:
    import torch
    import torch.nn as nn
    from torch.fx.experimental.proxy_tensor import make_fx
    import torch_mlir  # noqa: F401
except ImportError as error:
    print(f"skipped: no torch and torch-mlir in {sys.executable} ({error})")
    sys.exit(77)

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
import cuda_agent.torch as cat  # noqa: E402
from cuda_agent.torch import regions as part  # noqa: E402

aten = torch.ops.aten
GPU = torch.cuda.is_available()


def mlp():
    return nn.Sequential(nn.Linear(64, 128), nn.ReLU(), nn.Linear(128, 32))


def conv_block():
    return nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8),
                         nn.ReLU()).eval()


def rms_norm(x):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)


def regions_of(function, *inputs):
    """The regions the backend takes from the compiler (one export of the
    whole graph, `cuda-agent compile --host-fallback`), and each one's
    computing ops."""
    with torch.no_grad():
        traced, values = cat.trace(function, inputs)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        compiled = cat._compile_model(traced, values,
                                      cat.toolchain.Chooser(policy=None))
    regions = [region for region, _ in compiled]
    return regions, [[n.target.overloadpacket for n in r.nodes
                      if hasattr(n.target, "overloadpacket") and
                      part.classify(n) is not part.Kind.LAYOUT]
                     for r in regions]


def exported_beside(region, name="model.torch.mlir"):
    """A file compile_plan kept beside the plan a region's kernels are in
    (the exported module, compile.log)."""
    for directory in region.plan_directory.parents:
        if (directory / name).exists():
            return directory / name
    raise AssertionError(f"no {name} above {region.plan_directory}")


class PartitionTest(unittest.TestCase):
    """The compiler's dispatch regions (docs/MODELS.md) as the backend maps
    them onto the graph's nodes: one partition, in C++ (issue #49)."""

    @classmethod
    def setUpClass(cls):
        cls.cache = tempfile.TemporaryDirectory()
        cls.environment = unittest.mock.patch.dict(
            os.environ, {"CUDA_AGENT_CACHE": cls.cache.name})
        cls.environment.start()

    @classmethod
    def tearDownClass(cls):
        cls.environment.stop()
        cls.cache.cleanup()

    def test_mlp_is_one_region_per_linear_with_its_activation(self):
        regions, ops = regions_of(mlp(), torch.randn(4, 64))
        self.assertEqual(ops, [[aten.addmm, aten.relu], [aten.addmm]])
        first, second = regions
        # Weights are arguments; the transposed weight a view of one.
        self.assertTrue(all(v.op in ("placeholder", "get_attr")
                            for v in first.inputs))
        self.assertIn(aten.t, [n.target.overloadpacket for n in first.nodes])
        self.assertEqual(first.outputs, [first.nodes[-1]])
        self.assertIn(first.nodes[-1], second.inputs)
        self.assertEqual([kind for kind, _ in first.arguments],
                         ["input"] * len(first.inputs) + ["output"])

    def test_conv_batchnorm_relu_is_one_region(self):
        _, ops = regions_of(conv_block(), torch.randn(2, 3, 8, 8))
        self.assertEqual(ops, [[aten.convolution, aten.native_batch_norm,
                                aten.relu]])

    def test_a_reduction_keeps_its_pointwise_prologue(self):
        _, ops = regions_of(rms_norm, torch.randn(8, 32))
        self.assertEqual(len(ops), 1)
        self.assertIn(aten.mean, ops[0])
        self.assertIn(aten.pow, ops[0])

    def test_a_layer_norm_of_an_argument_is_one_region(self):
        # torch-mlir sums the variance's rows widened to f64, the mean's as
        # they are: statistics of the same rows, one row kernel.
        regions, ops = regions_of(nn.LayerNorm(32).eval(),
                                  torch.randn(2, 8, 32))
        self.assertEqual(ops, [[aten.native_layer_norm]])
        self.assertEqual([n.name for n in regions[0].outputs], ["getitem"])

    def test_a_second_root_splits(self):
        # An elementwise op of arguments alone (a batch norm's scale of its
        # weights; `x * 2` here) joins its one reader; the softmax after the
        # GEMM is a row kernel of its own.
        def function(x, w):
            return torch.softmax((x * 2) @ w, dim=-1)
        _, ops = regions_of(function, torch.randn(8, 16), torch.randn(16, 4))
        self.assertEqual(ops, [[aten.mul, aten.mm], [aten._softmax]])

    def test_a_contractions_epilogue_is_the_next_reductions_prologue(self):
        # Attention's scale: on tensor cores an epilogue is a pass of its
        # own over the scores, a prologue of the softmax is not.
        def function(q, k):
            return torch.softmax(torch.bmm(q, k.transpose(1, 2)) * 0.125, -1)
        regions, ops = regions_of(function, torch.randn(2, 8, 4),
                                  torch.randn(2, 8, 4))
        self.assertEqual(ops, [[aten.bmm], [aten.mul, aten._softmax]])

        # A reduction of something else leaves the epilogue where it is.
        def unrelated(x, w, z):
            return torch.relu(x @ w), z.sum(-1)
        _, ops = regions_of(unrelated, torch.randn(8, 16), torch.randn(16, 4),
                            torch.randn(8, 16))
        self.assertEqual(ops, [[aten.mm, aten.relu], [aten.sum]])

    def test_a_regions_last_reshapes_run_outside_it(self):
        # A norm whose result feeds a linear layer through a view and is
        # also returned as it is (the residual stream): the region writes
        # the value once, the view runs outside it (a view of its result).
        def function(x, w):
            normed = rms_norm(x)
            return normed.reshape(-1, 32) @ w, normed
        regions, ops = regions_of(function, torch.randn(2, 8, 32),
                                  torch.randn(32, 16))
        self.assertEqual(len(ops), 2)
        self.assertEqual(ops[0][-1], aten.mul)  # rms_norm's last op
        self.assertEqual(ops[1], [aten.mm])
        self.assertEqual(regions[0].outputs, [regions[0].nodes[-1]])

    def test_pooling_is_a_root_without_prologue(self):
        def function(x):
            return nn.functional.max_pool2d(torch.relu(x), 2) * 2
        _, ops = regions_of(function, torch.randn(1, 2, 4, 4))
        self.assertEqual(ops, [[aten.relu],
                               [aten.max_pool2d_with_indices, aten.mul]])

    def test_an_op_the_compiler_takes_not_stays_in_the_graph(self):
        # torch-mlir writes cumsum as a TMTensor scan, which the compiler
        # does not import: the export leaves it out (its input a result of
        # the exported module, its value an argument); the regions on
        # either side of it are the compiler's.
        def function(x):
            return torch.cumsum(torch.relu(x), dim=-1).exp()
        regions, ops = regions_of(function, torch.randn(8, 16))
        self.assertEqual(ops, [[aten.relu], [aten.exp]])
        self.assertTrue(all(region.directory for region in regions))
        self.assertIn(regions[0].outputs[0], regions[1].nodes[0].args[0]
                      .all_input_nodes)

    def test_extracted_region_computes_what_the_graph_does(self):
        x = torch.randn(4, 64)
        model = mlp()
        regions, _ = regions_of(model, x)
        # The region's own module takes its inputs in its kernel's order.
        first = part.extract(regions[0])
        with torch.no_grad():
            values = [x if v.op == "placeholder" else
                      getattr(v.graph.owning_module, v.target)
                      for v in regions[0].inputs]
            (hidden,) = first(*values)
            torch.testing.assert_close(hidden, torch.relu(model[0](x)))


class DependencyOrderTest(unittest.TestCase):
    """Where each region's call goes in the rebuilt graph."""

    def units(self, function, region_nodes):
        graph = make_fx(function)(torch.randn(4, 8)).graph
        nodes = [n for n in graph.nodes if n.name in region_nodes]
        region = part.Region(0, "f", "region0")
        region.nodes = nodes
        owned = set(nodes)
        region.inputs = list(dict.fromkeys(
            v for n in nodes for v in n.all_input_nodes if v not in owned))
        region.outputs = [n for n in nodes
                          if any(u not in owned for u in n.users)]
        compiled = types.SimpleNamespace(disabled=False, reason=None,
                                         description="region 0")
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            order = cat._in_dependency_order(
                graph, {n: region for n in nodes}, [compiled])
        return order, region, compiled, caught

    def test_a_region_runs_after_an_op_left_between_its_nodes(self):
        # exp(x) and relu(x) * 2 form one region; the sort between them
        # reads x only: the region runs after it, the sort's reader after.
        def function(x):
            e = torch.exp(x)
            s = torch.sort(x, dim=-1).values
            return e * 2, s + 1
        order, region, compiled, _ = self.units(function, {"exp", "mul"})
        self.assertFalse(compiled.disabled)
        self.assertIn(region, order)
        self.assertEqual(len(order), len(set(order)))

    def test_a_region_in_a_cycle_runs_as_its_nodes(self):
        # relu and the add are one region, but the add reads the cumsum of
        # the relu, which runs outside it: no place for one call.
        def function(x):
            r = torch.relu(x)
            return r + torch.cumsum(r, dim=-1)
        order, region, compiled, caught = self.units(function,
                                                     {"relu", "add"})
        self.assertTrue(compiled.disabled)
        self.assertNotIn(region, order)
        self.assertTrue(any("computes from its own results" in
                            str(w.message) for w in caught))


class CompilerRegionsTest(unittest.TestCase):
    """The compiler's model plans as the backend reads them."""

    def test_the_backends_regions_are_the_compilers(self):
        # `cuda-agent regions` on the whole graph (the report of
        # cuda-agent-form-dispatch-regions) names, for each region, the
        # nodes the backend's region of the same index computes.
        class Block(nn.Module):
            def __init__(self, width=32):
                super().__init__()
                self.norm = nn.LayerNorm(width)
                self.up = nn.Linear(width, 4 * width)
                self.down = nn.Linear(4 * width, width)

            def forward(self, x):
                scores = torch.softmax(x @ x.transpose(1, 2) * 0.125, dim=-1)
                x = x + scores @ x
                return x + self.down(nn.functional.gelu(self.up(
                    self.norm(x))))
        with tempfile.TemporaryDirectory() as cache, \
                unittest.mock.patch.dict(os.environ,
                                         {"CUDA_AGENT_CACHE": cache}):
            for model, x in [(mlp(), torch.randn(16, 64)),
                             (conv_block(), torch.randn(2, 3, 16, 16)),
                             (Block().eval(), torch.randn(2, 8, 32))]:
                regions, _ = regions_of(model, x)
                with torch.no_grad():
                    traced, _ = cat.trace(model, [x])
                    report, _ = cat.toolchain.dispatch_regions(traced, [x],
                                                               "model")
                self.assertEqual(len(report), len(regions), model)
                for names, region in zip(report, regions):
                    self.assertIsNotNone(region.directory, region.reason)
                    computing = {n.name for n in region.nodes
                                 if part.classify(n) is not part.Kind.LAYOUT
                                 and n.target is not operator.getitem}
                    self.assertEqual(set(names), computing, model)

    def test_a_model_plan_gives_its_arguments_in_the_models_shapes(self):
        # The encoder block's output (2x8x32) is written by its last kernel
        # as 16x32: the plan's host_args say what the caller allocates.
        model = (pathlib.Path(__file__).resolve().parents[2] / "test" /
                 "Inputs" / "models" / "encoder-block.mlir")
        with tempfile.TemporaryDirectory() as plan:
            subprocess.run([cat.toolchain.find_tool(), "compile", str(model),
                            "-o", plan], check=True, capture_output=True)
            arguments = cat.launcher.read_arguments(plan)
        self.assertEqual(arguments[0], ((2, 8, 32), torch.float32))
        self.assertEqual(arguments[7], ((2, 8, 32), torch.float32))
        self.assertEqual(sorted(arguments), list(range(8)))


class DecideGraphTest(unittest.TestCase):
    """decide_graph()'s choice among our regions, Inductor's whole graph
    and eager PyTorch for given timings (stand-ins for the GPU timer and
    Inductor: the choice, not the measurement)."""

    def decide(self, ours_us, inductor_us, eager_us):
        traced = make_fx(lambda x: torch.relu(x) * 2)(torch.randn(4, 8))
        runs = {"ours": lambda *a: "ours", "inductor": lambda *a: "inductor"}
        compiled = types.SimpleNamespace(
            regions=[types.SimpleNamespace(
                disabled=ours_us is None, plan_directory="plan", reason=None)],
            input_specs=[((4, 8), torch.float32)], original=None,
            _run=runs["ours"], graph_decision=None)
        medians = {"ours": ours_us, "inductor": inductor_us,
                   "eager": eager_us}

        def timer(ops, _runs):
            names = [op() if isinstance(op(), str) else "eager" for op in ops]
            return [{"median_us": medians[n], "p10_us": medians[n],
                     "p90_us": medians[n]} for n in names]

        with tempfile.TemporaryDirectory() as cache, \
                unittest.mock.patch.dict(os.environ,
                                         {"CUDA_AGENT_CACHE": cache}), \
                unittest.mock.patch.object(cat, "device_name",
                                           lambda _: "Test GPU"), \
                unittest.mock.patch.object(
                    cat, "_alternative",
                    lambda *_: (runs["inductor"], "inductor")), \
                unittest.mock.patch.object(cat.timing, "time_interleaved",
                                           timer), \
                warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            decision = cat.decide_graph(compiled, traced,
                                        (torch.randn(4, 8),))
        ran = compiled._run(torch.randn(4, 8))
        return decision, "eager" if not isinstance(ran, str) else ran, \
            [str(w.message) for w in caught], compiled

    def test_ours_runs_only_beyond_the_margin(self):
        decision, ran, _, _ = self.decide(100.0, 110.0, 150.0)
        self.assertEqual((decision["runs"], ran), ("ours", "ours"))
        decision, ran, warned, compiled = self.decide(100.0, 101.0, 150.0)
        self.assertEqual((decision["runs"], ran), ("inductor", "inductor"))
        self.assertTrue(compiled.regions[0].disabled)
        self.assertIn("under Inductor is as fast or faster", warned[0])

    def test_eager_runs_where_inductors_graph_is_slower(self):
        # Eager faster than Inductor beyond the margin: eager, ours or not.
        decision, ran, warned, _ = self.decide(None, 130.0, 100.0)
        self.assertEqual((decision["runs"], ran), ("eager", "eager"))
        self.assertIn("runs eagerly", warned[0])
        decision, ran, _, _ = self.decide(120.0, 130.0, 100.0)
        self.assertEqual((decision["runs"], ran), ("eager", "eager"))
        self.assertEqual(decision["alternative"], "eager")
        # A tie goes to Inductor, the user's choice.
        decision, ran, _, _ = self.decide(None, 101.0, 100.0)
        self.assertEqual((decision["runs"], ran), ("inductor", "inductor"))
        self.assertNotIn("ours_us", decision)


class CompileTest(unittest.TestCase):
    """Through torch-mlir and the cuda-agent tool (build/bin or PATH)."""

    @classmethod
    def setUpClass(cls):
        cls.cache = tempfile.TemporaryDirectory()
        os.environ["CUDA_AGENT_CACHE"] = cls.cache.name

    @classmethod
    def tearDownClass(cls):
        cls.cache.cleanup()

    def compile(self, model, inputs):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            compiled = cat.compile(model, inputs)
        return compiled, [str(w.message) for w in caught
                          if str(w.message).startswith("cuda_agent:")]

    def check_model(self, model, inputs, regions):
        compiled, warned = self.compile(model, inputs)
        self.assertEqual(warned, [])
        self.assertEqual(len(compiled.regions), regions)
        for region in compiled.regions:
            self.assertFalse(region.disabled, region.description)
            self.assertTrue((region.plan_directory / "launch.json").exists())
            # Where each region's schedule came from, and which compiler.
            self.assertIn(region.choice["origin"],
                          {"network", "engine defaults", "default schedule"})
            self.assertIn("schedule", region.choice)
            self.assertRegex(region.choice["compiler"], r"\+[0-9a-f]{16}$")
        with torch.no_grad():
            torch.testing.assert_close(compiled(*inputs), model(*inputs),
                                       rtol=1e-4, atol=1e-4)
        return compiled

    def test_mlp_compiles_to_two_kernels(self):
        model = mlp()
        device = "cuda" if GPU else "cpu"
        self.check_model(model.to(device), (torch.randn(16, 64, device=device),), 2)

    def test_conv_block_compiles_to_one_kernel(self):
        model = conv_block()
        device = "cuda" if GPU else "cpu"
        self.check_model(model.to(device),
                         (torch.randn(2, 3, 16, 16, device=device),), 1)

    def test_row_reductions_with_fused_ops_compile_to_one_kernel(self):
        # A value per row after several reductions (logsumexp, the
        # variance) and reductions with a producer or an epilogue. On the
        # GPU this also exports from a CUDA trace (logsumexp's left a dtype
        # constant torch-mlir could not lower).
        device = "cuda" if GPU else "cpu"
        x = torch.randn(64, 256, device=device)
        for function in (lambda x: torch.logsumexp(x, -1),
                         lambda x: x.var(-1),
                         lambda x: nn.functional.gelu(x).sum(-1),
                         lambda x: torch.linalg.vector_norm(x, dim=-1)):
            self.check_model(function, (x,), 1)

    def test_pooling_compiles_to_one_kernel(self):
        # Windows that tile the input (cuda-agent-expand-pooling-windows),
        # an epilogue on the pooled values.
        device = "cuda" if GPU else "cpu"
        x = torch.randn(2, 4, 8, 12, device=device)
        for function in (nn.MaxPool2d(2), nn.AvgPool2d(2),
                         lambda x: torch.relu(nn.functional.avg_pool2d(x, 2))):
            self.check_model(function, (x,), 1)

    def test_a_region_whose_import_fails_runs_under_inductor(self):
        # torch-mlir or cuda-agent refusing a region: its operations stay in
        # the graph, which Inductor compiles around our regions (none here).
        def function(x):
            return torch.nn.functional.gelu(x).sum(-1)
        compile_plan = cat.toolchain.compile_plan
        def refuse(*args, **kwargs):
            raise cat.toolchain.CompileError("cuda-agent import: refused")
        cat.toolchain.compile_plan = refuse
        try:
            compiled, warned = self.compile(function, (torch.randn(8, 16),))
        finally:
            cat.toolchain.compile_plan = compile_plan
        self.assertTrue(any("the graph runs under Inductor: cuda-agent "
                            "import: refused" in w for w in warned), warned)
        self.assertTrue(all(r.disabled for r in compiled.regions))
        x = torch.randn(8, 16)
        torch.testing.assert_close(compiled(x), function(x))
        self.assertIsNotNone(compiled._run.compiled)  # Inductor ran it

    def test_an_operation_no_region_takes_runs_under_inductor_with_a_warning(self):
        def function(x):
            return torch.cumsum(x, dim=-1) + 1  # cumsum: an eager operation
        compiled, warned = self.compile(function, (torch.randn(8, 16),))
        self.assertTrue(any("cumsum" in w for w in warned), warned)
        x = torch.randn(8, 16)
        torch.testing.assert_close(compiled(x), function(x))

    def test_the_backend_has_inductor_compile_around_the_regions(self):
        # Inside a torch.compile backend a nested torch.compile runs
        # eagerly: Inductor is called directly, our region an operator in
        # its graph (cuda_agent::region), called from Inductor's code.
        def function(x, w):
            return torch.cumsum(torch.relu(x @ w), dim=-1) * 2
        x, w = torch.randn(16, 32), torch.randn(32, 8)
        built = []
        def backend(graph_module, example_inputs):
            built.append(cat.backend(graph_module, example_inputs))
            return built[-1]
        torch._dynamo.reset()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            fast = torch.compile(function, backend=backend)
            fast(x, w)
        (compiled,) = built
        self.assertIn("torch.ops.cuda_agent.region.default",
                      compiled.graph_module.code)
        self.assertIsNotNone(compiled._run.compiled)  # Inductor's
        self.assertTrue(compiled.guarded_by_dynamo)  # no second guard
        calls = []
        region = next(r for r in compiled.regions if not r.disabled)
        region.forward = lambda *a, _f=region.forward: calls.append(1) or _f(*a)
        x = torch.randn(16, 32)
        torch.testing.assert_close(fast(x, w), function(x, w))
        self.assertEqual(calls, [1])

    def test_a_backend_graph_none_of_ours_runs_is_dynamos_under_inductor(self):
        # Every region refused: the backend's graph is dynamo's own under
        # Inductor (what backend="inductor" runs), not our aten trace, and
        # Inductor compiles it once (not also the trace it will not run).
        def function(x):
            return torch.relu(x) * 2
        compile_plan = cat.toolchain.compile_plan
        compile_graph = cat.inductor.compile_graph
        def refuse(*args, **kwargs):
            raise cat.toolchain.CompileError("cuda-agent import: refused")
        inductor_compiles = []
        def count(module, *args, **kwargs):
            inductor_compiles.append(module)
            return compile_graph(module, *args, **kwargs)
        built = []
        def backend(graph_module, example_inputs):
            built.append((graph_module, cat.backend(graph_module,
                                                    example_inputs)))
            return built[-1][1]
        cat.toolchain.compile_plan = refuse
        cat.inductor.compile_graph = count
        torch._dynamo.reset()
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                fast = torch.compile(function, backend=backend)
                x = torch.randn(8, 16)
                torch.testing.assert_close(fast(x), function(x))
        finally:
            cat.toolchain.compile_plan = compile_plan
            cat.inductor.compile_graph = compile_graph
        ((graph_module, compiled),) = built
        self.assertTrue(all(r.disabled for r in compiled.regions))
        self.assertIs(compiled._run.graph_module, graph_module)
        self.assertIsNotNone(compiled._run.compiled)
        self.assertEqual(inductor_compiles, [graph_module])

    def test_a_backend_graph_recording_autograd_runs_under_inductor(self):
        # Training: dynamo's graph for grad mode goes to Inductor (what
        # backend="inductor" runs), gradients included; nothing of ours is
        # compiled for it.
        model = mlp()
        x = torch.randn(16, 64)
        built, compiled_by_us = [], []
        def backend(graph_module, example_inputs):
            built.append(cat.backend(graph_module, example_inputs))
            return built[-1]
        compile_function = cat.compile
        cat.compile = lambda *args, **kwargs: compiled_by_us.append(1) or \
            compile_function(*args, **kwargs)
        torch._dynamo.reset()
        try:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                out = torch.compile(model, backend=backend)(x)
        finally:
            cat.compile = compile_function
        torch.testing.assert_close(out, model(x))
        out.sum().backward()
        self.assertIsNotNone(model[0].weight.grad)
        self.assertEqual(compiled_by_us, [])
        self.assertNotIsInstance(built[0], cat.CompiledModule)
        self.assertTrue(any("autograd is recording: the graph runs under "
                            "Inductor" in str(w.message) for w in caught))

    def test_a_failed_compile_is_not_tried_again(self):
        # A warm compile does not wait again for a region that failed.
        text = cat.toolchain.export(torch.nn.ReLU(), [torch.randn(4, 8)],
                                    "relu")
        bad = "no_such_action(1)"
        with self.assertRaises(cat.toolchain.CompileError):
            cat.toolchain.compile_plan(text, "relu", schedule=bad)
        calls = []
        run = cat.toolchain._run
        cat.toolchain._run = lambda *a: calls.append(a) or run(*a)
        try:
            with self.assertRaisesRegex(cat.toolchain.CompileError,
                                        "failed before"):
                cat.toolchain.compile_plan(text, "relu", schedule=bad)
        finally:
            cat.toolchain._run = run
        self.assertEqual(calls, [])

    def test_a_timed_out_compile_is_tried_again_with_more_time(self):
        text = cat.toolchain.export(torch.nn.Tanh(), [torch.randn(4, 8)],
                                    "tanh")
        hurried = cat.toolchain.Chooser(timeout_s=0.001)
        with self.assertRaises(cat.toolchain.CompileTimeout):
            cat.toolchain.compile_plan(text, "tanh", hurried)
        with self.assertRaisesRegex(cat.toolchain.CompileError,
                                    "failed before"):
            cat.toolchain.compile_plan(text, "tanh", hurried)
        plan = cat.toolchain.compile_plan(text, "tanh",
                                          cat.toolchain.Chooser())
        self.assertTrue((plan / "launch.json").exists())

    def test_inputs_unlike_the_examples_run_the_original(self):
        compiled, _ = self.compile(mlp(), (torch.randn(16, 64),))
        x = torch.randn(4, 64)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            with torch.no_grad():
                torch.testing.assert_close(compiled(x), compiled.original(x))
        self.assertTrue(any("inputs unlike the examples" in str(w.message)
                            for w in caught), caught)

    def test_an_unknown_mode_is_refused(self):
        with self.assertRaisesRegex(ValueError, "mode must be one of"):
            cat.compile(mlp(), (torch.randn(16, 64),), mode="fastest")

    def test_layer_norm_of_a_sum_compiles_to_one_kernel(self):
        class AddNorm(nn.Module):
            def __init__(self):
                super().__init__()
                self.norm = nn.LayerNorm(8192)

            def forward(self, x, y):
                return self.norm(x + y)
        # The sum is a producer of four stages of the row kernel; it
        # compiled apart before (each stage's loop was formed in program
        # order: one yielded the whole sum, a row per thread).
        device = "cuda" if GPU else "cpu"
        inputs = (torch.randn(16, 8192, device=device),
                  torch.randn(16, 8192, device=device))
        self.check_model(AddNorm().eval().to(device), inputs, 1)

    def test_a_region_the_model_plan_cannot_compile_compiles_alone(self):
        # A residual sum of a linear layer's 2-D result and the 3-D input,
        # then LayerNorm: in the whole model the sum is collapsed to 2-D and
        # the statistics are not, which the row kernel refuses; exported on
        # its own, import folds the reshapes and it is one row kernel.
        class AddNorm(nn.Module):
            def __init__(self):
                super().__init__()
                self.linear = nn.Linear(32, 32)
                self.norm = nn.LayerNorm(32)

            def forward(self, x):
                return self.norm(x + self.linear(x))
        device = "cuda" if GPU else "cpu"
        compiled = self.check_model(AddNorm().eval().to(device),
                                    (torch.randn(2, 8, 32, device=device),),
                                    2)
        self.assertIn("native_layer_norm", compiled.regions[1].description)
        exported_beside(compiled.regions[1], "region1.torch.mlir")

    def test_every_region_of_an_attention_block_compiles(self):
        # Attention runs where it ran (torch-mlir writes it as a TMTensor
        # op: left in the graph, its inputs results of the exported module);
        # the projections, the heads' transposes, the residual LayerNorm
        # (compiled from its own export) and the MLP are regions of ours.
        class Block(nn.Module):
            def __init__(self, width=64, heads=4):
                super().__init__()
                self.heads = heads
                self.qkv = nn.Linear(width, 3 * width)
                self.out = nn.Linear(width, width)
                self.norm = nn.LayerNorm(width)
                self.up = nn.Linear(width, 2 * width)
                self.down = nn.Linear(2 * width, width)

            def forward(self, x):
                b, s, d = x.shape
                q, k, v = self.qkv(x).split(d, dim=-1)
                q, k, v = (t.reshape(b, s, self.heads, -1).transpose(1, 2)
                           for t in (q, k, v))
                attended = nn.functional.scaled_dot_product_attention(q, k, v)
                x = self.norm(x + self.out(
                    attended.transpose(1, 2).reshape(b, s, d)))
                return x + self.down(nn.functional.gelu(self.up(x)))
        device = "cuda" if GPU else "cpu"
        model = Block().eval().to(device)
        x = torch.randn(2, 16, 64, device=device)
        compiled, warned = self.compile(model, (x,))
        self.assertTrue(any("scaled_dot_product" in w and
                            "the compiler takes no such operation" in w
                            for w in warned), warned)
        self.assertGreaterEqual(len(compiled.regions), 6)
        for region in compiled.regions:
            self.assertIsNotNone(region.plan_directory,
                                 f"{region.description}: {region.reason}")
        with torch.no_grad():
            torch.testing.assert_close(compiled(x), model(x), rtol=1e-4,
                                       atol=1e-4)

    def test_group_norm_is_its_statistics_then_its_normalization(self):
        # GroupNorm: each group's statistics (a LayerNorm's mean and rstd),
        # then the normalization and per-channel affine over (N, G, C/G,
        # H*W), which loops over neither the rows nor their elements: the
        # compiler forms a region of each; the statistics (getitems) stay
        # with the LayerNorm, a row kernel of two results.
        model = nn.GroupNorm(4, 8).eval()
        with torch.no_grad():
            model.weight.uniform_(0.5, 1.5)
            model.bias.uniform_(-0.5, 0.5)
        device = "cuda" if GPU else "cpu"
        inputs = (torch.randn(2, 8, 6, 6, device=device),)
        compiled, warned = self.compile(model.to(device), inputs)
        self.assertEqual(warned, [])
        self.assertEqual([r.disabled for r in compiled.regions], [False, False])
        self.assertIn("native_layer_norm", compiled.regions[0].description)
        self.assertIn("mul", compiled.regions[1].description)
        # The statistics (mean and rstd, one op of two results) and the
        # normalization are a kernel each.
        for region in compiled.regions:
            plan = json.loads((region.plan_directory / "launch.json")
                              .read_text())
            self.assertEqual(len(plan["launches"]), 1, region.description)
        with torch.no_grad():
            torch.testing.assert_close(compiled(*inputs), model(*inputs),
                                       rtol=1e-4, atol=1e-4)

    def test_sampled_schedules_are_ranked_on_the_gpu(self):
        # samples= reaches `cuda-agent compile --samples`: the policy's
        # sampled schedules are measured where there is a GPU.
        compiled = cat.compile(mlp(), (torch.randn(16, 64),), samples=2,
                               check=False)
        log = exported_beside(compiled.regions[0], "compile.log").read_text()
        self.assertIn("by the GPU" if GPU else
                      "no GPU to measure the candidates", log)

    def test_tanh_gelu_is_exported_with_pytorchs_constant(self):
        # torch-mlir's own tanh-GELU multiplies by 0.797724, not sqrt(2/pi)
        # = 0.7978846; the traced graph spells it out in aten ops instead.
        def function(x):
            return nn.functional.gelu(x, approximate="tanh")
        compiled, warned = self.compile(function, (torch.randn(8, 16),))
        self.assertEqual(warned, [])
        (region,) = compiled.regions
        exported = exported_beside(region).read_text()
        self.assertRegex(exported, r"0\.797884|7\.97884")
        self.assertNotRegex(exported, r"0\.797724|7\.97724")
        x = torch.randn(8, 16)
        torch.testing.assert_close(compiled(x), function(x))

    def test_each_region_of_a_model_keeps_its_own_decision(self):
        # The regions of one model's plan share its directory: each one's
        # measured decision against Inductor is kept in its own.
        compiled, _ = self.compile(mlp(), (torch.randn(16, 64),))
        paths = {region.decision_path("NVIDIA H100 (sm_90)")
                 for region in compiled.regions}
        self.assertEqual(len(paths), len(compiled.regions))

    def test_a_plan_for_other_arguments_is_refused(self):
        compiled, _ = self.compile(mlp(), (torch.randn(16, 64),))
        first, second = compiled.regions
        with self.assertRaises(cat.toolchain.CompileError):
            cat._check_plan(first.plan_directory, second.input_specs,
                            second.output_specs, second.arguments)

    def test_explain_reports_each_regions_schedule_and_origin(self):
        text = cat.explain(mlp(), (torch.randn(16, 64),))
        lines = text.splitlines()
        self.assertEqual(len(lines), 4)  # a header, its rule, two regions
        self.assertTrue(lines[0].startswith("| region | schedule | origin |"))
        for line in lines[2:]:
            self.assertRegex(line, r"^\| region \d \(addmm\.default.*\| "
                             r"(network|engine defaults|default schedule) \|")

    def test_a_cached_plan_of_another_compiler_is_not_reused(self):
        compiled, _ = self.compile(mlp(), (torch.randn(16, 64),))
        text = exported_beside(compiled.regions[0]).read_text()
        toolchain = cat.toolchain
        plan = toolchain.compile_plan(text, "model", model=True)
        self.assertEqual(toolchain.compile_plan(text, "model", model=True),
                         plan)
        self.assertRegex(toolchain.compiler_version(toolchain.find_tool()),
                         r"^\d+\.\d+\.\d+\+[0-9a-f]{16}$")
        ours = toolchain.compiler_version
        toolchain.compiler_version = lambda tool: "0.0.1+0123456789abcdef"
        try:
            other = toolchain.compile_plan(text, "model", model=True)
        finally:
            toolchain.compiler_version = ours
        self.assertNotEqual(other, plan)
        self.assertTrue((other / "launch.json").exists())

    def test_torch_compile_backend(self):
        model = mlp()
        device = "cuda" if GPU else "cpu"
        model = model.to(device)
        x = torch.randn(16, 64, device=device)
        torch._dynamo.reset()
        fast = torch.compile(model, backend="cuda_agent")
        with torch.no_grad():
            torch.testing.assert_close(fast(x), model(x), rtol=1e-4, atol=1e-4)

    def test_backend_with_options(self):
        # compile()'s options reach the torch.compile backend as arguments,
        # never through the environment.
        model = mlp()
        x = torch.randn(16, 64)
        torch._dynamo.reset()
        seen = []
        compile_function = cat.compile
        cat.compile = lambda *args, **kwargs: seen.append(kwargs) or \
            compile_function(*args, **kwargs)
        try:
            fast = torch.compile(model, backend=cat.backend_with(
                samples=2, fallback="eager"))
            with torch.no_grad():
                torch.testing.assert_close(fast(x), model(x))
        finally:
            cat.compile = compile_function
        self.assertEqual(seen, [{"samples": 2, "fallback": "eager"}])

    def test_autograd_runs_eagerly(self):
        model = mlp()
        compiled, _ = self.compile(model, (torch.randn(16, 64),))
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            out = compiled(torch.randn(16, 64, requires_grad=True))
        self.assertIsNotNone(out.grad_fn)
        self.assertTrue(any("autograd" in str(w.message) for w in caught))


@unittest.skipUnless(GPU, "skipped: no GPU")
class GpuTest(unittest.TestCase):
    def test_regions_run_compiled(self):
        model = mlp().cuda()
        x = torch.randn(16, 64, device="cuda")
        # Our kernels whatever Inductor's time (measure=False).
        compiled = cat.compile(model, (x,), measure=False)
        calls = []
        for region in compiled.regions:
            original = region.run_compiled
            region.run_compiled = lambda *a, _o=original: calls.append(1) or _o(*a)
        with torch.no_grad():
            torch.testing.assert_close(compiled(x), model(x), rtol=1e-4,
                                       atol=1e-4)
        self.assertEqual(len(calls), 2)

    def test_a_long_bf16_mean_accumulates_in_f32(self):
        # ResNet's global pooling in bf16: torch-mlir sums 3136 values into
        # a bf16 accumulator, which stagnates (40% low) unless widened.
        def pool(a, b):
            return torch.relu(a + b).mean((2, 3))
        a, b = (torch.randn(4, 16, 56, 56, device="cuda",
                            dtype=torch.bfloat16) for _ in range(2))
        compiled = cat.compile(pool, (a, b), measure=False)
        (region,) = compiled.regions
        self.assertFalse(region.disabled, region.reason)
        expected = pool(a.double(), b.double())
        self.assertLess(cat.relative_error(compiled(a, b), expected), 1e-2)

    def test_a_linear_layer_runs_on_warpgroup_tensor_cores(self):
        # f32 x @ W.T on wgmma (3xTF32): TMA descriptors encoded over the
        # call's tensors (again when they move), dynamic shared memory.
        model = torch.nn.Sequential(torch.nn.Linear(512, 256),
                                    torch.nn.ReLU()).cuda()
        x = torch.randn(256, 512, device="cuda")
        compiled = cat.compile(model, (x,), measure=False)
        (region,) = compiled.regions
        plan = json.loads((region.plan_directory / "launch.json").read_text())
        self.assertIn("wgmma", plan["schedule"])
        self.assertTrue(any("tensor_map" in arg for launch in plan["launches"]
                            for arg in launch["args"]))
        with torch.no_grad():
            for _ in range(2):
                x = torch.randn(256, 512, device="cuda")
                torch.testing.assert_close(compiled(x), model(x), rtol=1e-4,
                                           atol=1e-4)

    def test_a_batched_matmul_runs_on_warpgroup_tensor_cores(self):
        # torch.bmm in f32 on wgmma (the policy's choice where the cost
        # model rates it above the policy's episode: not for the smallest
        # batches): 3-D TMA descriptors (a box of one matrix, loaded at the
        # block's batch), the scale a second kernel.
        def scaled_bmm(a, b):
            return torch.bmm(a, b) * 0.125
        a = torch.randn(16, 512, 256, device="cuda")
        b = torch.randn(16, 256, 512, device="cuda")
        compiled = cat.compile(scaled_bmm, (a, b), measure=False)
        (region,) = compiled.regions
        plan = json.loads((region.plan_directory / "launch.json").read_text())
        self.assertIn("wgmma", plan["schedule"])
        boxes = [arg["tensor_map"]["box"] for launch in plan["launches"]
                 for arg in launch["args"] if "tensor_map" in arg]
        self.assertIn([1, 128, 32], boxes)
        for _ in range(2):
            a = torch.randn(16, 512, 256, device="cuda")
            b = torch.randn(16, 256, 512, device="cuda")
            torch.testing.assert_close(compiled(a, b), scaled_bmm(a, b),
                                       rtol=1e-4, atol=1e-4)

    def test_the_check_catches_a_wrong_kernel(self):
        def function(x):  # the sort keeps relu and exp in regions apart
            return torch.exp(torch.sort(torch.relu(x), dim=-1).values)
        x = torch.randn(8, 16, device="cuda")
        compiled = cat.compile(function, (x,), measure=False)
        relu, exp = compiled.regions
        self.assertEqual(relu.input_specs, exp.input_specs)
        # exp's region with relu's kernel: same arguments, wrong values.
        broken = cat.CompiledRegion(exp.eager, relu.plan_directory,
                                    exp.input_specs, exp.output_specs,
                                    "exp with relu's kernel")
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            with torch.no_grad():
                cat.verify(broken, [x])
        self.assertTrue(broken.disabled)
        self.assertTrue(any("off by" in str(w.message) for w in caught))

    def test_a_slow_schedule_is_measured_and_inductors_region_kept(self):
        # The region's plan under a deliberately slow schedule (a thread an
        # output, 32 rows a block, no shared tiles: reads of x strided by a
        # row, far from Inductor's GEMM): timed against the
        # region under Inductor, it loses; the region runs under Inductor,
        # the decision is kept beside the plan and in the database.
        cache = tempfile.TemporaryDirectory()
        database = os.path.join(cache.name, "experience.db")
        def linear(x, w):
            return torch.relu(x @ w)
        x = torch.randn(1024, 1024, device="cuda")
        w = torch.randn(1024, 1024, device="cuda")
        slow = "block(32,1);thread(1,1);reduce(1)"
        compile_plan = cat.toolchain.compile_plan
        cat.toolchain.compile_plan = (
            lambda text, name, chooser=None, schedule=None: compile_plan(
                text, name, chooser, schedule=slow))
        try:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                compiled = cat.compile(linear, (x, w), db=database)
        finally:
            cat.toolchain.compile_plan = compile_plan
        (region,) = compiled.regions
        self.assertEqual(region.choice["schedule"], slow)
        self.assertFalse(region.decision["keep"])
        self.assertEqual(region.decision["alternative"], "inductor")
        self.assertGreater(region.decision["ours_us"],
                           region.decision["alternative_us"])
        self.assertTrue(region.disabled)
        self.assertTrue(any("runs under Inductor: inductor is as fast" in
                            str(w.message) for w in caught), caught)
        self.assertTrue(region.decision_path(
            cat.device_name(x.device)).exists())
        with torch.no_grad():
            torch.testing.assert_close(compiled(x, w), linear(x, w),
                                       rtol=1e-4, atol=1e-4)
        exported = subprocess.run(
            [cat.toolchain.find_tool(), "db", "export", f"--db={database}"],
            capture_output=True, text=True, check=True).stdout
        self.assertIn('"source":"torch-backend"', exported)
        self.assertIn('\\"keep\\": false', exported)
        cache.cleanup()


if __name__ == "__main__":
    unittest.main(verbosity=2)
