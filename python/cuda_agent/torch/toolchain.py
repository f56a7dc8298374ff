"""From a region's FX module to a compiled launch plan: torch-mlir's
exporter, `cuda-agent import` (the cuda-agent-torch-to-kernel pipeline)
and `cuda-agent compile`, cached by the exported module's text."""
import copy
import dataclasses
import functools
import hashlib
import json
import os
import pathlib
import re
import shutil
import subprocess
import tempfile
import warnings

import torch

from .regions import NODE_LOCATION_PREFIX

CACHE_VERSION = "2"


class CompileError(RuntimeError):
    """A region cuda-agent cannot compile (it runs eagerly instead)."""


class CompileTimeout(CompileError):
    """A compile that ran past its bound."""


@dataclasses.dataclass(frozen=True)
class Chooser:
    """What picks a region's schedule: `policy` ("default" or a `cuda-agent
    train` directory; None: the default schedule), the best verified record
    of an experience database `db` first, and `samples` sampled episodes of
    the policy besides its greedy one, measured on the GPU; and how long
    one import or compile of a region may run (`timeout_s`)."""
    policy: str | None = "default"
    db: str | None = None
    samples: int = 0
    timeout_s: float = 60.0


def find_tool(name="cuda-agent"):
    """$CUDA_AGENT_BUILD_DIR/bin, PATH, then the checkout's build/bin."""
    build = os.environ.get("CUDA_AGENT_BUILD_DIR")
    checkout = pathlib.Path(__file__).resolve().parents[3] / "build" / "bin"
    candidates = [pathlib.Path(build) / "bin" / name] if build else []
    candidates += [shutil.which(name), checkout / name]
    for candidate in candidates:
        if candidate and pathlib.Path(candidate).exists():
            return str(candidate)
    raise CompileError(f"cannot find {name}: build cuda-agent "
                       "(scripts/bootstrap), put its bin/ on PATH or set "
                       "CUDA_AGENT_BUILD_DIR")


def cache_root():
    root = os.environ.get("CUDA_AGENT_CACHE")
    if root:
        return pathlib.Path(root)
    return pathlib.Path(os.environ.get("XDG_CACHE_HOME",
                                       pathlib.Path.home() / ".cache")) / "cuda-agent" / "torch"


def export(module: torch.nn.Module, example_inputs, name: str,
           locations=False) -> str:
    """torch-mlir's linalg-on-tensors module (text) of `module`. With
    `locations` (an FX GraphModule), each op's location names the node it
    came from: NODE_LOCATION_PREFIX + the node's name."""
    try:
        from torch_mlir import fx
    except ImportError as error:
        raise CompileError(f"torch-mlir is not installed ({error}): "
                           "pip install torch-mlir") from error
    # Exported on the CPU (shapes and weights are what matters): traced on
    # CUDA, torch-mlir 20261001 with torch 2.11 leaves a dtype constant
    # (torch.constant.int) in logsumexp's decomposition that it cannot lower.
    module = copy.deepcopy(module).cpu()
    if locations:
        # torch.export keeps the nodes' stack traces, torch-mlir makes them
        # locations.
        for node in module.graph.nodes:
            node.meta["stack_trace"] = (
                f'  File "{NODE_LOCATION_PREFIX}{node.name}", line 1, in '
                "forward\n")
    example_inputs = [torch.empty(value.shape, dtype=value.dtype)
                      if isinstance(value, torch.Tensor) else value
                      for value in example_inputs]
    try:
        with torch.no_grad():
            imported = fx.export_and_import(module, *example_inputs,
                                            output_type="linalg-on-tensors",
                                            func_name=name)
    except Exception as error:  # torch.export or torch-mlir refused it
        raise CompileError(f"torch-mlir cannot export it: "
                           f"{str(error).strip().splitlines()[0]}") from error
    return imported.operation.get_asm(enable_debug_info=locations)


def dispatch_regions(module: torch.fx.GraphModule, example_inputs,
                     name: str):
    """The dispatch regions the compiler forms for the whole graph
    (`cuda-agent regions`, docs/MODELS.md): for each, the names of the
    nodes its ops came from; and those of the ops left between them."""
    text = export(module, example_inputs, name, locations=True)
    tool = find_tool()
    with tempfile.TemporaryDirectory() as work:
        exported = pathlib.Path(work) / f"{name}.torch.mlir"
        exported.write_text(text)
        imported = pathlib.Path(work) / f"{name}.mlir"
        _run([tool, "import", "--locations", str(exported), "-o",
              str(imported)], f"importing {name}")
        report = json.loads(_run([tool, "regions", str(imported)],
                                 f"forming the regions of {name}").stdout)

    def nodes(described):
        return [source[len(NODE_LOCATION_PREFIX):]
                for source in described["sources"]
                if source.startswith(NODE_LOCATION_PREFIX)]
    return ([nodes(region) for region in report["regions"]],
            nodes(report["caller"]))


def _run(arguments, what, timeout_s=Chooser.timeout_s):
    # A compile that runs away (LLVM unrolling a huge loop) must not hang
    # the model: it becomes a region that runs eagerly.
    try:
        done = subprocess.run(arguments, capture_output=True, text=True,
                              timeout=timeout_s)
    except subprocess.TimeoutExpired as error:
        raise CompileTimeout(f"{what}: no result after {timeout_s:g} s "
                             "(compile_timeout_s)") from error
    if done.returncode:
        lines = [line.strip() for line in done.stderr.splitlines()]
        errors = [line for line in lines if "error:" in line] or lines[-3:]
        raise CompileError(f"{what}: " + (" | ".join(errors[:2]) or
                                          f"exit code {done.returncode}"))
    return done


def compile_plan(torch_mlir_text: str, name: str, chooser=Chooser(),
                 schedule=None, model=False) -> pathlib.Path:
    """The plan directory of the exported module: imported into kernel form
    and compiled with `schedule`, else as `chooser` picks; with `model`, as
    a whole model (a kernel per dispatch region; what does not compile is
    left out of the plan, named in its launch.json: --host-fallback), else
    as one kernel. Cached (with a
    database: not, its records change), and so is a failure: a warm
    compile does not wait again for a region that failed to compile (a
    new compiler, whose plans have other keys, tries again; so does a
    longer `chooser.timeout_s` after a timeout)."""
    tool = find_tool()
    db = chooser.db
    # A choice measured on the GPU (samples) holds for that GPU only.
    device = (torch.cuda.get_device_name()
              if chooser.samples and schedule is None and
              torch.cuda.is_available() else "")
    key = hashlib.sha256("\0".join(
        [CACHE_VERSION, torch_mlir_text, chooser.policy or "",
         str(chooser.samples), schedule or "", device, str(model),
         compiler_version(tool)]).encode()).hexdigest()[:24]
    directory = cache_root() / key
    failure = cache_root() / f"{key}.failed"
    if db is None and (directory / "plan" / "launch.json").exists():
        return directory / "plan"
    if db is None and failure.exists():
        failed = json.loads(failure.read_text())
        if failed["timeout_s"] is None or \
                failed["timeout_s"] >= chooser.timeout_s:
            raise CompileError(f"{failed['error']} (failed before: "
                               f"{failure})")
    cache_root().mkdir(parents=True, exist_ok=True)
    work = pathlib.Path(tempfile.mkdtemp(dir=cache_root(), prefix="tmp-"))
    try:
        (work / f"{name}.torch.mlir").write_text(torch_mlir_text)
        kernel = work / f"{name}.mlir"
        # A model's regions name the nodes they came from (regions.py).
        _run([tool, "import", str(work / f"{name}.torch.mlir"), "-o",
              str(kernel)] + (["--locations"] if model else []),
             "cuda-agent import", chooser.timeout_s)
        command = [tool, "compile", str(kernel), "-o", str(work / "plan"),
                   "--reference=false"] + (
                       ["--host-fallback"] if model else
                       ["--whole-model=false"])
        if schedule is not None:
            attempts = [[f"--schedule={schedule}"]]
        else:
            # The kernel's default schedule where the policy's does not
            # compile (a legal schedule can still fail to lower).
            policy = chooser.policy
            first = ([f"--policy={policy}"] if policy else []) + \
                ([f"--samples={chooser.samples}"]
                 if policy and chooser.samples else []) + \
                ([f"--db={db}"] if db else [])
            attempts = ([first] if first else []) + [[]]
        log = []
        for index, extra in enumerate(attempts):
            try:
                done = _run(command + extra, "cuda-agent compile",
                            chooser.timeout_s)
                log.append(done.stderr)
                break
            except CompileError as error:
                # After a compile that ran away, another schedule of the
                # same kernel mostly does too: the region waits no longer.
                if index == len(attempts) - 1 or \
                        isinstance(error, CompileTimeout):
                    raise
                log.append(f"{' '.join(extra)}: {error}; trying the default "
                           "schedule\n")
        if len(log) > 1:
            # The policy's (or the database's) schedule did not compile.
            choice_path = work / "plan" / "choice.json"
            choice = json.loads(choice_path.read_text())
            choice.update(origin="fallback default",
                          reason=log[0].strip())
            choice_path.write_text(json.dumps(choice, indent=2) + "\n")
        (work / "compile.log").write_text("".join(log))
        if db is not None:
            shutil.rmtree(directory, ignore_errors=True)
        try:
            work.rename(directory)
        except OSError:  # another process compiled it meanwhile
            shutil.rmtree(work, ignore_errors=True)
        return directory / "plan"
    except CompileError as error:
        if db is None:
            # The input that failed stays beside the record: the module to
            # hand to `cuda-agent import` / `compile` when reporting it.
            kept = failure.with_name(f"{key}.failed.torch.mlir")
            (work / f"{name}.torch.mlir").replace(kept)
            written = failure.with_name(f"{work.name}.failed")
            written.write_text(json.dumps(
                {"error": str(error), "input": str(kept),
                 "timeout_s": chooser.timeout_s
                 if isinstance(error, CompileTimeout) else None}) + "\n")
            written.replace(failure)
        shutil.rmtree(work, ignore_errors=True)
        raise
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise


def record_decision(plan_directory, decision, db=None):
    """Records a region's decision against its alternative in the
    experience database (`db`, else cuda-agent's default one): our time
    under the plan's schedule, the alternative's and eager's beside it
    (`cuda-agent db record`). A failure to record is a warning."""
    # A model's region keeps its kernel in its plan, a region compiled
    # alone beside it.
    directory = pathlib.Path(plan_directory)
    kernels = [path for path in [*directory.glob("*.mlir"),
                                 *directory.parent.glob("*.mlir")]
               if not path.name.endswith(".torch.mlir")]
    if len(kernels) != 1:
        return
    record = {"schedule": decision.get("schedule") or "",
              "device": decision["device"], "median_us": decision["ours_us"],
              "p10_us": decision["ours_p10_us"],
              "p90_us": decision["ours_p90_us"], "correct": True,
              "outcome": "measured", "source": "torch-backend",
              "alternatives": json.dumps(
                  {key: decision[key] for key in
                   ("alternative", "alternative_us", "eager_us", "keep")})}
    with tempfile.NamedTemporaryFile("w", suffix=".json") as file:
        json.dump(record, file)
        file.flush()
        try:
            _run([find_tool(), "db", "record", str(kernels[0]), file.name] +
                 ([f"--db={db}"] if db else []), "cuda-agent db record")
        except CompileError as error:
            warnings.warn(f"cuda_agent: the decision was not recorded: {error}",
                          stacklevel=2)


def read_choice(plan_directory):
    """What `cuda-agent compile` wrote of the plan's schedule (choice.json:
    schedule, origin, compiler...), or {} for a plan without it."""
    path = pathlib.Path(plan_directory) / "choice.json"
    return json.loads(path.read_text()) if path.exists() else {}


def compiler_version(tool):
    """The compiler version `tool --version` states (its sources' hash:
    another compiler's plans are never served as this one's)."""
    stat = os.stat(tool)
    return _compiler_version(tool, stat.st_size, stat.st_mtime_ns)


@functools.lru_cache(maxsize=None)
def _compiler_version(tool, size, mtime):
    done = _run([tool, "--version"], "cuda-agent --version")
    found = re.search(r"\(compiler ([^,)\s]+)", done.stdout)
    if not found:
        raise CompileError(f"{tool} states no compiler version: "
                           f"{done.stdout.strip()!r}")
    return found.group(1)
