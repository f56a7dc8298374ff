//===- TransformScript.cpp - the tiled-SIMT skeleton as a transform script ===//
//
// Emits upstream Transform-dialect IR, so that what a schedule does can be
// printed, read and replayed with `mlir-opt --transform-interpreter`. The
// skeleton is fixed; the resolved schedule fills its tile sizes, mappings
// and optional steps (docs/SCHEDULES.md).
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Scheduling/Scheduling.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::cuda_agent;

namespace {

constexpr llvm::StringLiteral kAnyOp = "!transform.any_op";
constexpr llvm::StringLiteral kSerialLoopAttrName = "cuda_agent.serial_loop";
constexpr llvm::StringLiteral kStripeLoopAttrName = "cuda_agent.stripe_loop";
constexpr llvm::StringLiteral kStripeThreadsAttrName =
    "cuda_agent.stripe_threads";
// Bytes of the widest shared-memory access (ld.shared.v4).
constexpr int64_t kWidestAccessBytes = 16;
// Staging buffers up to this size become stack (then shared) allocations.
constexpr int64_t kMaxSharedBytes = 48 * 1024;
/// FMA code's pipelined K loop peels its last steps up to this many
/// accumulators per thread (see writePipelinedKLoop's caller).
constexpr int64_t kMaxPeeledThreadTile = 64;

/// "[a, b, c]".
template <typename Range>
std::string bracketed(const Range &values) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "[";
  llvm::interleaveComma(values, os);
  os << "]";
  return text;
}

std::string list(ArrayRef<int64_t> values) { return bracketed(values); }

/// The structured.match attributes of the ops prepareKernel tagged with the
/// unit attribute `name`.
std::string unitAttrMatch(StringRef name) {
  return ("attributes{" + name + "}").str();
}

/// The same for the `index`th fused op.
std::string fusedMatch(size_t index) {
  return llvm::formatv("attributes{{{0} = {1} : i64}", kFusedAttrName, index);
}

constexpr StringRef kGridDims[3] = {"x", "y", "z"};
/// Linear thread ids for cooperative copies: consecutive threads take
/// consecutive pieces.
constexpr StringRef kLinearDims[3] = {"linear_dim_0", "linear_dim_1",
                                      "linear_dim_2"};

/// The dimension (grid/block "x", "y", "z" or linear ids) each loop with a
/// non-zero tile maps to, innermost first; "" for loops not tiled.
SmallVector<StringRef> mappedDims(ArrayRef<int64_t> tiles,
                                  ArrayRef<StringRef> names = kGridDims) {
  SmallVector<StringRef> dims(tiles.size());
  unsigned next = 0;
  for (size_t i = tiles.size(); i-- > 0;)
    if (tiles[i])
      dims[i] = names[next++];
  return dims;
}

/// The mapping attribute list of a forall over the dimensions with a
/// non-empty entry in `dims`, e.g. "[#gpu.block<y>, #gpu.block<x>]".
std::string mapping(ArrayRef<StringRef> dims, StringRef kind) {
  SmallVector<std::string> ids;
  for (StringRef dim : dims)
    if (!dim.empty())
      ids.push_back(llvm::formatv("#gpu.{0}<{1}>", kind, dim));
  return bracketed(ids);
}

class ScriptWriter {
public:
  explicit ScriptWriter(llvm::raw_ostream &os) : os(os) {}

  /// `%name = transform.structured.match <what> in %root`.
  void match(StringRef name, StringRef what, StringRef root) {
    line(llvm::formatv("%{0} = transform.structured.match {1} in %{2} : ({3}) "
                       "-> {3}",
                       name, what, root, kAnyOp));
  }
  /// `transform.split_handle` of %`handle` (of `type`) into %`names`.
  void splitHandle(StringRef handle, ArrayRef<std::string> names,
                   StringRef type = kAnyOp) {
    SmallVector<std::string> results;
    for (const std::string &name : names)
      results.push_back("%" + name);
    SmallVector<StringRef> types(names.size(), type);
    line(llvm::formatv("{0} = transform.split_handle %{1} : ({2}) -> ({3})",
                       llvm::join(results, ", "), handle, type,
                       llvm::join(types, ", ")));
  }
  /// Tiles `target` by `tiles` into an scf.forall whose dimensions map to
  /// `dims` (one per tiled dimension; see mappedDims).
  void tileForall(StringRef tiled, StringRef loop, StringRef target,
                  ArrayRef<int64_t> tiles, ArrayRef<StringRef> dims,
                  StringRef kind) {
    line(llvm::formatv("%{0}, %{1} = transform.structured.tile_using_forall "
                       "%{2} tile_sizes {3} (mapping = {4}) : ({5}) -> ({5}, "
                       "{5})",
                       tiled, loop, target, list(tiles), mapping(dims, kind),
                       kAnyOp));
  }
  /// Tiles `target` into `numThreads` threads (one entry per loop, 0 = not
  /// tiled) along #gpu.thread<x>: %tiled in the forall %loop.
  void tileOverThreads(StringRef tiled, StringRef loop, StringRef target,
                       ArrayRef<int64_t> numThreads) {
    line(llvm::formatv("%{0}, %{1} = transform.structured.tile_using_forall "
                       "%{2} num_threads {3} (mapping = [#gpu.thread<x>]) : "
                       "({4}) -> ({4}, {4})",
                       tiled, loop, target, list(numThreads), kAnyOp));
  }
  /// `%name`: the linalg.fill ops in %container that fill a shared-memory
  /// buffer of `shape` elements of `elementType`.
  void matchSharedFills(StringRef name, ArrayRef<int64_t> shape,
                        Type elementType, StringRef container) {
    std::string element, buffer;
    llvm::raw_string_ostream(element) << elementType;
    llvm::raw_string_ostream os(buffer);
    os << "memref<";
    for (int64_t dim : shape)
      os << dim << "x";
    os << elementType << ", 3>";
    line(llvm::formatv("%{0} = transform.structured.match "
                       "ops{{[\"linalg.fill\"]} filter_operand_types = "
                       "[{1}, {2}] in %{3} : ({4}) -> {4}",
                       name, element, buffer, container, kAnyOp));
  }
  /// `tile_using_for` of `target` by the reduce tiles into
  /// %anchor_serial and one loop per tiled reduction loop; with unrolling,
  /// the innermost loop is tagged for `loop.unroll`.
  void tileSerialLoops(StringRef target, ArrayRef<int64_t> tiles,
                       unsigned numLoops, int64_t unroll) {
    comment("reduce: one serial loop per tiled reduction loop");
    std::string results = "%anchor_serial";
    std::string types = std::string(kAnyOp);
    for (unsigned i = 0; i < numLoops; ++i) {
      results += ", %serial" + std::to_string(i);
      types += ", " + std::string(kAnyOp);
    }
    line(llvm::formatv("{0} = transform.structured.tile_using_for %{1} "
                       "tile_sizes {2} : ({3}) -> ({4})",
                       results, target, list(tiles), kAnyOp, types));
    if (unroll)
      line(llvm::formatv("transform.annotate %serial{0} \"{1}\" : {2}",
                         numLoops - 1, kSerialLoopAttrName, kAnyOp));
  }
  /// Fuses `producer` into the loop `container`: %fused is the producer's
  /// tile, %containerAfter the loop.
  void fuseInto(StringRef fused, StringRef containerAfter, StringRef producer,
                StringRef container) {
    line(llvm::formatv("%{0}, %{1} = transform.structured.fuse_into_containing_op "
                       "%{2} into %{3} : ({4}, {4}) -> ({4}, {4})",
                       fused, containerAfter, producer, container, kAnyOp));
  }
  /// One greedy `transform.apply_patterns` set on `%target`.
  void applyPatterns(StringRef target, ArrayRef<StringRef> patterns) {
    line("transform.apply_patterns to %" + target + " {");
    for (StringRef pattern : patterns)
      line("  transform.apply_patterns." + pattern);
    line(llvm::formatv("} : {0}", kAnyOp));
  }
  void comment(StringRef text) { line("// " + text.str()); }
  void line(const llvm::Twine &text) { os << "    " << text << "\n"; }

private:
  llvm::raw_ostream &os;
};

/// For each dimension of the anchor's output `init`, the position (after
/// the interchange) of the anchor loop that indexes it.
SmallVector<size_t> outputLoopPositions(const KernelInfo &kernel,
                                        OpOperand *init,
                                        ArrayRef<int64_t> interchange) {
  linalg::LinalgOp anchor = kernel.anchor;
  AffineMap map = anchor.getMatchingIndexingMap(init);
  SmallVector<size_t> positions;
  for (unsigned result = 0; result < map.getNumResults(); ++result)
    positions.push_back(
        positionAfterInterchange(interchange, map.getDimPosition(result)));
  return positions;
}

/// For each dimension of `fill`'s output, the (interchanged) anchor loop
/// that indexes it, through the anchor's indexing map of that output.
SmallVector<size_t> anchorLoopsOfFill(const KernelInfo &kernel,
                                      linalg::FillOp fill,
                                      ArrayRef<int64_t> interchange) {
  Value filled = fill.getResult(0);
  linalg::LinalgOp anchor = kernel.anchor;
  OpOperand *init = nullptr;
  for (OpOperand &operand : anchor.getDpsInitsMutable())
    if (operand.get() == filled)
      init = &operand;
  assert(init && "init fill must feed an output of the anchor");
  return outputLoopPositions(kernel, init, interchange);
}

/// Block extents of the anchor's output dimensions (the shape of the
/// block's output tile), in the output's order.
SmallVector<int64_t> outputTileShape(const KernelInfo &kernel,
                                     const ResolvedSchedule &resolved) {
  linalg::LinalgOp anchor = kernel.anchor;
  OpOperand *init = anchor.getDpsInitOperand(0);
  ArrayRef<int64_t> outputShape =
      cast<ShapedType>(init->get().getType()).getShape();
  SmallVector<int64_t> shape;
  for (auto [dim, position] : llvm::enumerate(
           outputLoopPositions(kernel, init, resolved.interchange))) {
    int64_t tile = resolved.blockTiles[position];
    shape.push_back(tile ? tile : outputShape[dim]);
  }
  return shape;
}

/// `transform.structured.tile_reduction_using_forall` of `target` over
/// `threads` threads along its loop `loop`, each taking chunks of `chunk`.
void tileReductionOverThreads(ScriptWriter &w, StringRef prefix,
                              StringRef target, size_t numLoops, size_t loop,
                              int64_t threads, int64_t chunk) {
  SmallVector<int64_t> numThreads(numLoops, 0), tileSizes(numLoops, 0);
  numThreads[loop] = threads;
  tileSizes[loop] = chunk;
  w.line(llvm::formatv(
      "%{0}_init, %{0}_partial, %{0}_combine, %{0}_forall = "
      "transform.structured.tile_reduction_using_forall %{1} by num_threads "
      "= {2} tile_sizes = {3} mapping = [#gpu.thread<x>] : ({4}) -> ({4}, "
      "{4}, {4}, {4})",
      prefix, target, list(numThreads), list(tileSizes), kAnyOp));
}

/// The partial results `<prefix>_init` of a reduction split over `count`
/// threads (tileReductionOverThreads) live in shared memory; every thread
/// initializes its own.
void stagePartials(ScriptWriter &w, StringRef prefix, int64_t count,
                   ArrayRef<int64_t> outputShape, Type elementType,
                   StringRef container) {
  w.line(llvm::formatv("%{0}_buffer, %{0}_alloca = "
                       "transform.structured.bufferize_to_allocation "
                       "%{0}_init {{memory_space = 3, alloc_op = "
                       "\"memref.alloca\"} : {1}",
                       prefix, kAnyOp));
  SmallVector<int64_t> shape(outputShape);
  shape.push_back(count);
  w.matchSharedFills((prefix + "_fill").str(), shape, elementType, container);
  SmallVector<int64_t> fillThreads(shape.size(), 0);
  fillThreads.back() = count;
  w.tileOverThreads((prefix + "_fill_thread").str(),
                    (prefix + "_fill_forall").str(), (prefix + "_fill").str(),
                    fillThreads);
}

/// Splits the reduction `target` over the schedule's split threads along
/// its loop `loop` (handles %<p>split_*, each thread chunks of `chunk`
/// iterations: its contiguous share, or with an expanded row loop its
/// piece index); the partial results are added by up to a warp of threads
/// (%<p>combine_*), then by one thread (%<p>final_thread in
/// %<p>final_forall).
void splitOverThreads(ScriptWriter &w, const ResolvedSchedule &resolved,
                      StringRef p, StringRef target, size_t numLoops,
                      size_t loop, int64_t chunk, size_t outputRank) {
  int64_t threads = resolved.splitThreads;
  int64_t combineThreads = resolved.combineThreads;
  tileReductionOverThreads(w, (p + "split").str(), target, numLoops, loop,
                           threads, chunk);
  std::string finalCombine = (p + "split_combine").str();
  if (combineThreads) {
    tileReductionOverThreads(w, (p + "combine").str(), finalCombine,
                             outputRank + 1, outputRank, combineThreads,
                             threads / combineThreads);
    finalCombine = (p + "combine_combine").str();
  }
  w.tileOverThreads((p + "final_thread").str(), (p + "final_forall").str(),
                    finalCombine, {1});
}

/// The loop a split's threads share and the iterations each takes at a
/// time: the last of `numLoops` loops (a row of `rowLength` elements), each
/// thread chunks of its contiguous share; with the cyclic layout
/// (expandRowLoop: the row as pieces x threads x 4) the middle one of the
/// last three, one piece index each.
std::pair<size_t, int64_t> threadShare(const ResolvedSchedule &resolved,
                                       size_t numLoops, int64_t rowLength) {
  if (resolved.rowChunks)
    return {numLoops - 2, 1};
  int64_t share = rowLength / resolved.splitThreads;
  return {numLoops - 1, share % 4 == 0 ? 4 : share % 2 == 0 ? 2 : 1};
}

/// The shared-memory partial results of splitOverThreads(p).
void stageSplitPartials(ScriptWriter &w, const ResolvedSchedule &resolved,
                        StringRef p, ArrayRef<int64_t> outputShape,
                        Type elementType, StringRef container) {
  stagePartials(w, (p + "split").str(), resolved.splitThreads, outputShape,
                elementType, container);
  if (resolved.combineThreads)
    stagePartials(w, (p + "combine").str(), resolved.combineThreads,
                  outputShape, elementType, container);
}

/// split(t): t threads reduce contiguous shares of the innermost reduction
/// loop into partial results in shared memory; up to a warp of threads
/// adds those up, one thread adds theirs into the output.
void writeSplit(ScriptWriter &w, const ResolvedSchedule &resolved,
                const KernelInfo &kernel) {
  w.comment(llvm::formatv("split: {0} threads share the last loop, partial "
                          "results combined in shared memory",
                          resolved.splitThreads)
                .str());
  // The last loop in the schedule's order, a reduction loop (legality).
  size_t last = kernel.loopSizes.size() - 1;
  size_t splitLoop =
      resolved.interchange.empty() ? last : resolved.interchange[last];
  SmallVector<int64_t> partialShape = outputTileShape(kernel, resolved);
  size_t numLoops = kernel.loopSizes.size();
  auto [loop, chunk] =
      threadShare(resolved, numLoops, kernel.loopSizes[splitLoop]);
  splitOverThreads(w, resolved, "", "anchor_block", numLoops, loop, chunk,
                   partialShape.size());
  std::string container = "blocks";
  if (!kernel.initFills.empty()) {
    // The output's init runs on the thread that writes the output.
    w.fuseInto("fills_final", "final_fused", "fills_block", "final_forall");
    container = "blocks_fused";
  }
  stageSplitPartials(w, resolved, "", partialShape, resolved.outputElementType,
                     container);
}

/// Row kernels, and reductions with fused ops split over a row's threads.
/// The root is tiled by the rows per block and every other op fused into
/// the block (copies fused into several consumers merged again by CSE);
/// each reduction's result lives in shared memory unless it is the root's.
/// Then, consumers first, one thread loop per stage: a root over rows and
/// row elements split over the row's threads (a root over the rows alone
/// on one thread), every reduction split like split(t); each stage
/// recomputes the elementwise ops it reads (exp(x - max) in softmax) from
/// their inputs.
class RowScriptWriter {
public:
  RowScriptWriter(ScriptWriter &w, const ResolvedSchedule &resolved,
                  const KernelInfo &kernel)
      : w(w), resolved(resolved), kernel(kernel) {
    names[kernel.anchor] = "anchor";
    for (linalg::FillOp fill : kernel.initFills)
      names[fill] = "fills";
    for (auto [index, op] : llvm::enumerate(kernel.fused))
      names[op] = llvm::formatv("fused{0}", index);
    for (auto &entry : names)
      ops.push_back(entry.first);
    llvm::sort(ops, [](Operation *a, Operation *b) {
      return a->isBeforeInBlock(b);
    });
    for (Operation *op : blockOrder())
      if (cast<linalg::LinalgOp>(op).getNumReductionLoops())
        reductions.push_back(op);
  }

  void write() {
    size_t numLoops = kernel.loopSizes.size();
    size_t numRowLoops = kernel.parallelLoops.size();
    Operation *root = kernel.root;
    size_t numRootLoops = cast<linalg::LinalgOp>(root).getNumLoops();
    bool rootIsReduction = llvm::is_contained(reductions, root);
    // The rows' tiles; the row's element loops stay whole in the block.
    SmallVector<int64_t> blockTiles(resolved.blockTiles.begin(),
                                    resolved.blockTiles.begin() + numRowLoops);
    blockTiles.resize(numRootLoops, 0);
    w.comment(llvm::formatv("{0}, block: grid {1}",
                            kernel.family == KernelFamily::Row
                                ? "row kernel"
                                : "reduction split with its fused ops",
                            list(resolved.grid))
                  .str());
    w.tileForall("root_block", "blocks", names[root], blockTiles,
                 mappedDims(blockTiles), "block");
    std::string container = "blocks";
    for (auto [index, op] : llvm::enumerate(llvm::reverse(ops))) {
      if (op == root)
        continue;
      std::string next = llvm::formatv("blocks_{0}", index);
      w.fuseInto(names[op] + "_fused", next, names[op], container);
      container = next;
    }
    w.comment("ops fused into several consumers are one again");
    w.match("row_func", "ops{[\"func.func\"]}", "root");
    w.line(llvm::formatv("transform.apply_cse to %row_func : {0}", kAnyOp));
    w.applyPatterns("row_func",
                    {"canonicalization", "tensor.fold_tensor_empty"});
    for (Operation *op : ops)
      w.match(names[op] + "_block", tagOf(op), "root");
    w.comment("the reductions' results live in shared memory");
    for (Operation *reduction : reductions)
      if (reduction != root)
        w.line(llvm::formatv("%{0}_buffer, %{0}_alloca = "
                             "transform.structured.bufferize_to_allocation "
                             "%{0}_block {{memory_space = 3, alloc_op = "
                             "\"memref.alloca\"} : {1}",
                             names[initFillOf(reduction)], kAnyOp));

    int64_t threads = resolved.splitThreads;
    // Unexpanded, the last loop is the row (threadShare needs its length
    // only then).
    auto [threadLoop, chunk] =
        threadShare(resolved, numLoops, kernel.loopSizes.back());
    w.comment(llvm::formatv("stages, last first: {0} threads share each row{1}",
                            threads,
                            resolved.rowChunks ? " (cyclic pieces of 4)" : "")
                  .str());
    std::string stageLoop;
    if (!rootIsReduction) {
      // A value per row (a variance) is one thread's; rows are shared.
      SmallVector<int64_t> rootThreads(numRootLoops, 0);
      if (numRootLoops == numLoops)
        rootThreads[threadLoop] = threads;
      else
        rootThreads.back() = 1;
      w.tileOverThreads("root_thread", "root_threads", names[root] + "_block",
                        rootThreads);
      stageLoop = "root_threads";
      fuseProducers("root_thread", root, stageLoop);
      eraseDeadOps();
    }
    // The block's tile of a reduction's output: its rows.
    SmallVector<int64_t> outputShape;
    for (size_t loop = 0; loop < numRowLoops; ++loop)
      outputShape.push_back(blockTiles[loop] ? blockTiles[loop]
                                             : kernel.loopSizes[loop]);
    for (Operation *reduction : llvm::reverse(reductions)) {
      std::string p = names[reduction] + "_";
      splitOverThreads(w, resolved, p, names[reduction] + "_block", numLoops,
                       threadLoop, chunk, outputShape.size());
      stageLoop = p + "split_forall";
      fuseProducers(p + "split_partial", reduction, stageLoop);
      eraseDeadOps();
      if (reduction == root)
        // The output's init runs on the thread that writes the output.
        w.fuseInto(p + "fill_final", p + "final_fused",
                   names[initFillOf(reduction)] + "_block", p + "final_forall");
      // Fills are matched by type: each reduction's own element type (a
      // LayerNorm's statistics may be f64 next to an f32 mean).
      stageSplitPartials(w, resolved, p, outputShape,
                         getElementTypeOrSelf(reduction->getResult(0)), "root");
    }
    // One thread initializes each result in shared memory (the fills of
    // each type still outside thread loops).
    SmallVector<int64_t> fillThreads(outputShape.size(), 0);
    fillThreads.back() = 1;
    llvm::SetVector<Type> resultTypes;
    for (Operation *reduction : reductions)
      if (reduction != root)
        resultTypes.insert(getElementTypeOrSelf(reduction->getResult(0)));
    for (auto [index, type] : llvm::enumerate(resultTypes)) {
      std::string fills = llvm::formatv("result_fills_{0}", index);
      w.matchSharedFills(fills, outputShape, type, "root");
      w.tileOverThreads(fills + "_thread", fills + "_forall", fills,
                        fillThreads);
    }
  }

private:
  /// The kernel's ops in the order fusing them into the block leaves them:
  /// fuse_into_containing_op puts each (consumers first) right before its
  /// first user there. Stages are formed last first in this order: a
  /// stage's thread loop placed before another stage's op that reads a
  /// producer it fuses would yield that producer's whole result (upstream
  /// replaces uses the loop dominates), and the later stage would then
  /// fuse the loop itself (a row per thread: LayerNorm of a sum).
  SmallVector<Operation *> blockOrder() const {
    SmallVector<Operation *> order{kernel.root};
    for (Operation *op : llvm::reverse(ops)) {
      if (op == kernel.root)
        continue;
      auto firstUser = llvm::find_if(order, [&](Operation *placed) {
        return llvm::any_of(placed->getOperands(), [&](Value operand) {
          return operand.getDefiningOp() == op;
        });
      });
      order.insert(firstUser, op);
    }
    return order;
  }

  /// The originals of ops fused into a stage, dead once their consumers
  /// are: erased, or the next stage's loop would dominate them (above).
  void eraseDeadOps() {
    w.line(llvm::formatv("transform.apply_dce to %row_func : {0}", kAnyOp));
  }

  /// The attribute PrepareKernel tagged `op` with, as a match criterion.
  std::string tagOf(Operation *op) const {
    linalg::LinalgOp anchor = kernel.anchor;
    if (op == anchor.getOperation())
      return unitAttrMatch(kAnchorAttrName);
    auto fused = llvm::find(kernel.fused, op);
    if (fused == kernel.fused.end())
      return unitAttrMatch(kInitFillAttrName);
    return fusedMatch(fused - kernel.fused.begin());
  }

  static Operation *initFillOf(Operation *reduction) {
    return cast<linalg::LinalgOp>(reduction)
        .getDpsInitOperand(0)
        ->get()
        .getDefiningOp();
  }

  /// Fuses the elementwise producers of `op`'s inputs, transitively, into
  /// the thread loop `container` that holds `tile`, a tile of `op`: each
  /// is reached from the tile through the slice of its result it reads.
  void fuseProducers(StringRef tile, Operation *op, std::string &container) {
    llvm::SmallPtrSet<Operation *, 4> fused;
    for (OpOperand *input : cast<linalg::LinalgOp>(op).getDpsInputOperands()) {
      auto producer = input->get().getDefiningOp<linalg::LinalgOp>();
      if (!producer || producer.getNumReductionLoops() ||
          isa<linalg::FillOp>(producer.getOperation()) ||
          !fused.insert(producer).second)
        continue;
      std::string name = llvm::formatv("p{0}", counter++);
      w.line(llvm::formatv("%{0}_slice = transform.get_producer_of_operand "
                           "%{1}[{2}] : ({3}) -> {3}",
                           name, tile, input->getOperandNumber(), kAnyOp));
      w.line(llvm::formatv("%{0}_op = transform.get_producer_of_operand "
                           "%{0}_slice[0] : ({1}) -> {1}",
                           name, kAnyOp));
      std::string next = name + "_container";
      w.fuseInto(name + "_tile", next, name + "_op", container);
      container = next;
      fuseProducers(name + "_tile", producer, container);
    }
  }

  ScriptWriter &w;
  const ResolvedSchedule &resolved;
  const KernelInfo &kernel;
  llvm::DenseMap<Operation *, std::string> names;
  /// The kernel's ops in program order; its reductions in block order.
  SmallVector<Operation *> ops;
  SmallVector<Operation *> reductions;
  unsigned counter = 0;
};

/// One serial loop per tiled reduction loop.
unsigned countSerialLoops(const ResolvedSchedule &resolved) {
  return llvm::count_if(resolved.reduceTiles,
                        [](int64_t tile) { return tile != 0; });
}

/// The attribute that tells the kernels of a splitk schedule apart until
/// each becomes a gpu.launch.
constexpr llvm::StringLiteral kKernelIndexAttrName = "cuda_agent.kernel_index";

/// Tags the foralls %`kernels` with their index, the order of their
/// launches.
void annotateKernels(ScriptWriter &w, ArrayRef<std::string> kernels) {
  for (auto [index, handle] : llvm::enumerate(kernels)) {
    w.line(llvm::formatv("%kernel_index{0} = transform.param.constant {0} : "
                         "i64 -> !transform.param<i64>",
                         index));
    w.line(llvm::formatv("transform.annotate %{0} \"{1}\" = %kernel_index{2} "
                         ": {3}, !transform.param<i64>",
                         handle, kKernelIndexAttrName, index, kAnyOp));
  }
}

/// %`name`: the forall tagged as kernel `index` in %`func`.
void matchKernel(ScriptWriter &w, StringRef name, int64_t index,
                 StringRef func) {
  w.line(llvm::formatv("%{0} = transform.structured.match "
                       "ops{{[\"scf.forall\"]} attributes {{{1} = {2} : "
                       "i64} in %{3} : ({4}) -> {4}",
                       name, kKernelIndexAttrName, index, func, kAnyOp));
}

/// One launch of `blockDims` threads per tagged forall in %`func`, in
/// their order.
void writeLaunches(ScriptWriter &w, StringRef func, int64_t count,
                   const std::array<int64_t, 3> &blockDims) {
  for (int64_t index = 0; index < count; ++index) {
    matchKernel(w, llvm::formatv("kernel{0}", index).str(), index, func);
    w.line(llvm::formatv("%launch{0} = transform.gpu.map_forall_to_blocks "
                         "%kernel{0} generate_gpu_launch : ({1}) -> {1}",
                         index, kAnyOp));
    w.line(llvm::formatv("transform.gpu.map_nested_forall_to_threads "
                         "%launch{0} block_dims = {1} : ({2}) -> {2}",
                         index, list(blockDims), kAnyOp));
  }
}

/// splitk(s): `transform.structured.split_reduction` makes the anchor an op
/// with a leading parallel loop over s parts of its innermost reduction
/// loop, writing s partial results (a temporary zeroed by its own fill),
/// plus a combine op adding them into the output. The first kernel runs the
/// split op with the schedule's tiles, the parts as the next grid
/// dimension; the second the combine, tiled like the output.
void writeSplitK(ScriptWriter &w, const ResolvedSchedule &resolved,
                 const KernelInfo &kernel) {
  w.comment(llvm::formatv("splitk: the reduction in {0} parts, a second "
                          "kernel adds them",
                          resolved.splitK)
                .str());
  w.line(llvm::formatv("%splitk_init, %splitk_fill, %splitk_op, "
                       "%splitk_combine = transform.structured.split_reduction "
                       "%anchor {{split_factor = {0}, insert_split_dimension "
                       "= 0} : ({1}) -> ({1}, {1}, {1}, {1})",
                       resolved.splitK, kAnyOp));
  auto prefixed = [](int64_t first, ArrayRef<int64_t> tiles) {
    SmallVector<int64_t> result = {first};
    result.append(tiles.begin(), tiles.end());
    return result;
  };
  // The split op: loops (part, anchor loops...), one part per block.
  SmallVector<int64_t> blockTiles = prefixed(1, resolved.blockTiles);
  SmallVector<int64_t> threadTiles = prefixed(0, resolved.threadTiles);
  SmallVector<int64_t> reduceTiles = prefixed(0, resolved.reduceTiles);
  w.tileForall("anchor_block", "blocks", "splitk_op", blockTiles,
               mappedDims(blockTiles), "block");
  w.fuseInto("partials_fill_block", "blocks_fused", "splitk_fill", "blocks");
  SmallVector<StringRef> threadDims = mappedDims(threadTiles);
  w.tileForall("anchor_thread", "threads", "anchor_block", threadTiles,
               threadDims, "thread");
  // The partial results are (part, output dims...), as the output's loops.
  linalg::LinalgOp anchor = kernel.anchor;
  SmallVector<size_t> outputLoops =
      outputLoopPositions(kernel, anchor.getDpsInitOperand(0), {});
  // Tiles and thread dimensions of (part, output dims...): the partials'
  // fill and the combine op.
  SmallVector<int64_t> outputBlockTiles = {0}, outputThreadTiles = {0};
  SmallVector<StringRef> outputThreadDims = {""};
  for (size_t loop : outputLoops) {
    outputBlockTiles.push_back(resolved.blockTiles[loop]);
    outputThreadTiles.push_back(resolved.threadTiles[loop]);
    outputThreadDims.push_back(threadDims[loop + 1]);
  }
  w.tileForall("partials_fill_thread", "partials_fill_threads",
               "partials_fill_block", outputThreadTiles, outputThreadDims,
               "thread");
  unsigned numSerialLoops = countSerialLoops(resolved);
  if (numSerialLoops)
    w.tileSerialLoops("anchor_thread", reduceTiles, numSerialLoops,
                      resolved.unroll);
  // The combine: loops (part, output dims...), each thread adds the parts
  // of its output tile.
  w.tileForall("combine_block", "combine_blocks", "splitk_combine",
               outputBlockTiles, mappedDims(outputBlockTiles), "block");
  std::string combineKernel = "combine_blocks";
  if (!kernel.initFills.empty()) {
    w.fuseInto("fills_block", "combine_blocks_fused", "fills",
               "combine_blocks");
    combineKernel = "combine_blocks_fused";
    SmallVector<int64_t> tiles(outputThreadTiles.begin() + 1,
                               outputThreadTiles.end());
    SmallVector<StringRef> dims(outputThreadDims.begin() + 1,
                                outputThreadDims.end());
    w.tileForall("fills_thread", "fill_threads", "fills_block", tiles, dims,
                 "thread");
  }
  w.tileForall("combine_thread", "combine_threads", "combine_block",
               outputThreadTiles, outputThreadDims, "thread");
  annotateKernels(w, {"blocks_fused", combineKernel});
}

/// The root's tiles: the anchor's `anchorTiles` of the loops it iterates
/// with.
SmallVector<int64_t> rootTiles(const KernelInfo &kernel,
                               ArrayRef<int64_t> anchorTiles) {
  SmallVector<int64_t> tiles;
  for (unsigned loop : kernel.rootLoops)
    tiles.push_back(anchorTiles[loop]);
  return tiles;
}

/// Tiles %`root` into the forall %`loop` (mapped to `dims` of the `level`,
/// "block" or "thread") as %root_<level>, and fuses each %<name><source>
/// of `names` into it in turn as %<name>_<level>; returns the loop's last
/// handle.
std::string tileAndFuse(ScriptWriter &w, StringRef level, StringRef loop,
                        StringRef root, ArrayRef<int64_t> tiles,
                        ArrayRef<StringRef> dims, ArrayRef<std::string> names,
                        StringRef source) {
  w.tileForall(("root_" + level).str(), loop, root, tiles, dims, level);
  std::string container = loop.str();
  for (auto [index, name] : llvm::enumerate(names)) {
    std::string next = llvm::formatv("{0}_{1}", loop, index);
    w.fuseInto(name + "_" + level.str(), next, name + source.str(), container);
    container = next;
  }
  return container;
}

/// fuse: the root (the op whose result the kernel returns) is tiled into
/// blocks and threads by the anchor's tiles of the same output dimensions;
/// every other op is fused into both loops, consumers before producers;
/// then the anchor's serial loops. Elementwise producers are recomputed per
/// tile, epilogues run on the thread's output tile in registers.
void writeFused(ScriptWriter &w, const ResolvedSchedule &resolved,
                const KernelInfo &kernel) {
  bool rootIsAnchor = kernel.root == kernel.anchor;
  std::string root = "anchor";
  // Handles in the order they are fused: consumers last to first, then
  // the anchor, its init fills, its producers last to first.
  SmallVector<std::string> fusedNames;
  SmallVector<std::string> producers;
  for (auto [index, op] : llvm::enumerate(kernel.fused)) {
    std::string name = llvm::formatv("fused{0}", index);
    if (op == kernel.root)
      root = name;
    else if (kernel.anchor->isBeforeInBlock(op))
      fusedNames.insert(fusedNames.begin(), name);
    else
      producers.insert(producers.begin(), name);
  }
  if (!rootIsAnchor)
    fusedNames.push_back("anchor");
  if (!kernel.initFills.empty())
    fusedNames.push_back("fills");
  fusedNames.append(producers.begin(), producers.end());

  SmallVector<int64_t> blockTiles = rootTiles(kernel, resolved.blockTiles);
  SmallVector<int64_t> threadTiles = rootTiles(kernel, resolved.threadTiles);
  w.comment(llvm::formatv("fuse + block: grid {0}", list(resolved.grid)).str());
  tileAndFuse(w, "block", "blocks", root, blockTiles, mappedDims(blockTiles),
              fusedNames, "");
  w.comment(llvm::formatv("fuse + thread: block {0}", list(resolved.blockDims))
                .str());
  tileAndFuse(w, "thread", "threads", "root_block", threadTiles,
              mappedDims(threadTiles), fusedNames, "_block");
  unsigned numSerialLoops = countSerialLoops(resolved);
  if (!numSerialLoops)
    return;
  w.tileSerialLoops(rootIsAnchor ? "root_thread" : "anchor_thread",
                    resolved.reduceTiles, numSerialLoops, resolved.unroll);
  // Producers run on each step's slice of the reduction, not on the
  // thread's whole share of it (a row of GELU would be a buffer per thread).
  std::string step = llvm::formatv("serial{0}", numSerialLoops - 1);
  for (unsigned index : kernel.inputProducers) {
    std::string producer = llvm::formatv("fused{0}", index);
    std::string next = producer + "_steps";
    w.fuseInto(producer + "_step", next, producer + "_thread", step);
    step = next;
  }
}

/// With operands staged in shared memory, how many pieces of one 16-byte
/// vector each thread's tile of the innermost output dimension n is
/// striped into (1: not striped). A contiguous tile of 8 f32 columns per
/// thread makes a quarter warp read B's staged row at 32-byte strides:
/// two threads in the same banks (bank conflicts were 40% of the shared
/// wavefronts of the 8x8 matmul tile, ncu). Striped, thread t's columns
/// are t*4 + [0, 4) in each of the block's 2 column halves (f32; 8 columns
/// of f16): consecutive threads read consecutive 16 bytes.
int64_t getStripes(const ResolvedSchedule &resolved, const KernelInfo &kernel) {
  if (resolved.promoted.empty() || !resolved.vectorize ||
      !resolved.interchange.empty() || resolved.splitThreads ||
      kernel.family != KernelFamily::Contraction)
    return 1;
  linalg::LinalgOp anchor = kernel.anchor;
  AffineMap output = anchor.getMatchingIndexingMap(anchor.getDpsInitOperand(0));
  unsigned n = kernel.parallelLoops.back();
  if (output.getNumResults() == 0 ||
      output.getResults().back() != getAffineDimExpr(n, anchor.getContext()))
    return 1;
  int64_t width =
      kWidestAccessBytes /
      std::max<int64_t>(1,
                        resolved.outputElementType.getIntOrFloatBitWidth() / 8);
  int64_t perThread = resolved.threadTiles[n];
  if (perThread <= width || perThread % width != 0)
    return 1;
  return perThread / width;
}

/// The stripes' loops in %`func` (`copies` of them: the serial loop's
/// unrolled iterations) unrolled, and the threads' loops of each loop's
/// stripes fused into one: a thread computes its pieces one after the
/// other, with no barrier between them.
void writeFuseStripes(ScriptWriter &w, StringRef func, int64_t stripes,
                      int64_t copies) {
  w.comment("each thread's stripes in one loop over the threads");
  w.match("stripe_foralls", unitAttrMatch(kStripeLoopAttrName), func);
  SmallVector<std::string> loops;
  for (int64_t copy = 0; copy < copies; ++copy)
    loops.push_back(llvm::formatv("stripe_forall{0}", copy));
  w.splitHandle("stripe_foralls", loops);
  for (auto [copy, loop] : llvm::enumerate(loops)) {
    w.line(llvm::formatv("%stripe_for{0} = transform.loop.forall_to_for %{1} "
                         ": ({2}) -> {2}",
                         copy, loop, kAnyOp));
    w.line(llvm::formatv("transform.loop.unroll %stripe_for{0} {{ factor = "
                         "{1} } : {2}",
                         copy, stripes, kAnyOp));
  }
  w.match("stripe_threads", unitAttrMatch(kStripeThreadsAttrName), func);
  SmallVector<std::string> pieces;
  for (int64_t index = 0; index < stripes * copies; ++index)
    pieces.push_back(llvm::formatv("stripe_threads{0}", index));
  w.splitHandle("stripe_threads", pieces);
  // Each stripe's loop into the next one's: the later loop's operands
  // (the stripe's views) are defined before it.
  for (int64_t copy = 0; copy < copies; ++copy) {
    std::string fused = pieces[copy * stripes];
    for (int64_t stripe = 1; stripe < stripes; ++stripe) {
      std::string next = llvm::formatv("stripes_fused{0}_{1}", copy, stripe);
      w.line(llvm::formatv("%{0} = transform.loop.fuse_sibling %{1} into %{2} "
                           ": ({3}, {3}) -> {3}",
                           next, fused, pieces[copy * stripes + stripe],
                           kAnyOp));
      fused = next;
    }
  }
}

/// The threads' loop over the block's tile (after the serial loops when
/// operands are staged in shared memory, before them otherwise) and the
/// init fills' own thread loop.
void writeThreads(ScriptWriter &w, const ResolvedSchedule &resolved,
                  const KernelInfo &kernel) {
  bool hasFills = !kernel.initFills.empty();
  bool promote = !resolved.promoted.empty();
  unsigned numSerialLoops = countSerialLoops(resolved);
  std::string threadTarget = "anchor_block";
  if (promote) {
    // The block's serial loop stages the operands' tiles in shared memory;
    // the threads work inside it, on the staged tiles.
    if (numSerialLoops)
      w.tileSerialLoops("anchor_block", resolved.reduceTiles, numSerialLoops,
                        resolved.unroll);
    threadTarget = numSerialLoops ? "anchor_serial" : "anchor_block";
    w.comment("promote: operand tiles live in shared memory (space 3)");
    for (const ResolvedSchedule::PromotedOperand &promoted :
         resolved.promoted) {
      w.line(llvm::formatv("%operand{0} = transform.get_operand %{1}[{0}] : "
                           "({2}) -> !transform.any_value",
                           promoted.operand, threadTarget, kAnyOp));
      w.line(llvm::formatv("%shared{0} = transform.structured.promote_tensor "
                           "to 3 : i64 %operand{0} : !transform.any_value",
                           promoted.operand));
    }
  }

  SmallVector<int64_t> threadTiles(resolved.threadTiles);
  if (int64_t stripes = getStripes(resolved, kernel); stripes > 1) {
    // One loop over the stripes around the threads' loop; after
    // bufferization it runs serially, unrolled, its threads' loops fused
    // (writeFuseStripes).
    unsigned n = kernel.parallelLoops.back();
    int64_t blockExtent =
        resolved.blockTiles[n] ? resolved.blockTiles[n] : kernel.loopSizes[n];
    SmallVector<int64_t> stripeTiles(threadTiles.size(), 0);
    stripeTiles[n] = blockExtent / stripes;
    threadTiles[n] /= stripes;
    // A parallel loop, which vectorization leaves alone (it would copy a
    // serial loop's result into the block's tile as vectors).
    w.comment(llvm::formatv("threads' tiles striped over {0} pieces of the "
                            "block's columns",
                            stripes)
                  .str());
    w.line(llvm::formatv("%anchor_stripe, %stripe_loop = "
                         "transform.structured.tile_using_forall %{0} "
                         "tile_sizes {1} : ({2}) -> ({2}, {2})",
                         threadTarget, list(stripeTiles), kAnyOp));
    w.line(llvm::formatv("transform.annotate %stripe_loop \"{0}\" : {1}",
                         kStripeLoopAttrName, kAnyOp));
    threadTarget = "anchor_stripe";
  }
  w.comment(llvm::formatv("thread: block {0}", list(resolved.blockDims)).str());
  SmallVector<StringRef> threadDims = mappedDims(resolved.threadTiles);
  w.tileForall("anchor_thread", "threads", threadTarget, threadTiles,
               threadDims, "thread");
  if (threadTarget == "anchor_stripe")
    w.line(llvm::formatv("transform.annotate %threads \"{0}\" : {1}",
                         kStripeThreadsAttrName, kAnyOp));
  if (hasFills && !promote && resolved.vectorize &&
      threadTarget == "anchor_block") {
    // Each thread fills the tile it then accumulates into: no barrier, and
    // the accumulators start as the fill's value instead of a reload.
    w.fuseInto("fills_thread", "threads_filled", "fills_block", "threads");
  } else if (hasFills) {
    // The fills' thread loops use the anchor's thread ids for the same
    // output dimensions, so they fit the block (all fills share the
    // output's shape: one per output of the anchor).
    SmallVector<int64_t> fillTiles;
    SmallVector<StringRef> fillDims;
    for (size_t loop : anchorLoopsOfFill(kernel, kernel.initFills.front(),
                                         resolved.interchange)) {
      fillTiles.push_back(resolved.threadTiles[loop]);
      fillDims.push_back(threadDims[loop]);
    }
    w.tileForall("fills_thread", "fill_threads", "fills_block", fillTiles,
                 fillDims, "thread");
  }
  if (!promote && numSerialLoops)
    w.tileSerialLoops("anchor_thread", resolved.reduceTiles, numSerialLoops,
                      resolved.unroll);
}

/// One-shot bufferization of the payload into %buffers (function
/// boundaries with identity layouts), %func_buffers its function, CSE'd and
/// canonicalized; with `copies`, staging bufferizes to linalg.copy, which
/// can be tiled.
void writeBufferize(ScriptWriter &w, bool copies) {
  w.comment("bufferize; tensors become buffers of the host function");
  w.line(llvm::formatv("%buffers = transform.bufferization.one_shot_bufferize "
                       "%root {{bufferize_function_boundaries = true, "
                       "function_boundary_type_conversion = 1 : i32{0}} : "
                       "({1}) -> {1}",
                       copies ? ", memcpy_op = \"linalg.copy\"" : "", kAnyOp));
  w.match("func_buffers", "ops{[\"func.func\"]}", "buffers");
  w.line(llvm::formatv("transform.apply_cse to %func_buffers : {0}", kAnyOp));
  w.applyPatterns("func_buffers", {"canonicalization"});
}

/// Tiles each staging copy (%<copy>, a promoted operand's) over the
/// block's linear thread ids.
void writeCopyThreads(ScriptWriter &w, StringRef copy,
                      const ResolvedSchedule::PromotedOperand &promoted) {
  w.tileForall((copy + "_thread").str(), (copy + "_threads").str(), copy,
               promoted.copyTiles, mappedDims(promoted.copyTiles, kLinearDims),
               "thread");
}

/// The vector ops in %`target` as what the NVVM lowering takes: FMAs and
/// 1-D transfers. In stages: lower_broadcast with canonicalization or
/// unit-dim folding in one greedy set can livelock (shared/mlir-recipes
/// pitfall 4).
void writeVectorLowering(ScriptWriter &w, StringRef target) {
  w.comment("vectors to FMAs and 1-D transfers, in stages");
  const std::vector<std::vector<StringRef>> stages = {
      {"vector.cast_away_vector_leading_one_dim"},
      {"vector.lower_contraction lowering_strategy = \"outerproduct\"",
       "vector.lower_outerproduct",
       "vector.lower_multi_reduction lowering_strategy = \"innerreduction\""},
      {"vector.transfer_permutation_patterns",
       "vector.lower_transfer max_transfer_rank = 1",
       "vector.transfer_to_scf max_transfer_rank = 1 full_unroll = true"},
      {"vector.lower_transpose", "vector.lower_shape_cast"},
      {"canonicalization"},
      // Canonicalization folds element inserts into N-D from_elements and
      // broadcasts, which the NVVM lowering rejects: undo that last.
      {"vector.lower_broadcast"},
      {"vector.unroll_from_elements"}};
  for (const std::vector<StringRef> &stage : stages)
    w.applyPatterns(target, stage);
}

/// The foralls in %mapped as a gpu.launch of `blockDims` threads.
void writeLaunch(ScriptWriter &w, StringRef mapped,
                 const std::array<int64_t, 3> &blockDims) {
  w.line(llvm::formatv("%launch = transform.gpu.map_forall_to_blocks %{0} "
                       "generate_gpu_launch : ({1}) -> {1}",
                       mapped, kAnyOp));
  w.line(llvm::formatv("transform.gpu.map_nested_forall_to_threads %launch "
                       "block_dims = {0} : ({1}) -> {1}",
                       list(blockDims), kAnyOp));
}

/// The small buffers of %from on the stack as %to: in a kernel,
/// memref.alloc in shared memory would be a per-thread malloc
/// (shared/mlir-recipes pitfall 2): alloca, then a global
/// (writeSharedGlobals). With `launchesOnly`, the host's temporaries (a
/// padding's, an im2col's) stay allocations; without, the script runs
/// upstream's pass (scripts without ops left to the host stay free of our
/// passes: upstream mlir-opt applies them).
void writePromoteToStack(ScriptWriter &w, StringRef from, StringRef to,
                         bool launchesOnly) {
  w.line(llvm::formatv("%{0} = transform.apply_registered_pass \"{1}\" with "
                       "options = {{\"{2}\" = {3} : i64} to %{4} : ({5}) "
                       "-> {5}",
                       to,
                       launchesOnly
                           ? "cuda-agent-promote-launch-buffers-to-stack"
                           : "promote-buffers-to-stack",
                       launchesOnly ? "max-bytes" : "max-alloc-size-in-bytes",
                       kMaxSharedBytes, from, kAnyOp));
}

/// %`func`: the function holding %`buffers`, with barriers only where
/// threads share data (gpu.eliminate_barriers). A pipelined K loop also
/// loses the one between its staging copies
/// (cuda-agent-erase-copy-barriers), which would split each step's copies
/// into two cp.async groups and halve how far the pipeline runs ahead;
/// other scripts stay free of our passes (upstream mlir-opt applies them).
void writeBarriers(ScriptWriter &w, StringRef buffers, StringRef func,
                   bool pipelined) {
  StringRef launched = pipelined ? "func_launched" : func;
  w.match(launched, "ops{[\"func.func\"]}", buffers);
  w.applyPatterns(launched, {"gpu.eliminate_barriers"});
  if (pipelined)
    w.line(llvm::formatv("%{0} = transform.apply_registered_pass "
                         "\"cuda-agent-erase-copy-barriers\" to %{1} : "
                         "({2}) -> {2}",
                         func, launched, kAnyOp));
}

/// The memref.allocas in %`scope` (a function or a launch) as 16-byte
/// aligned shared-memory globals (so that vector accesses to them can be
/// wide).
void writeSharedGlobals(ScriptWriter &w, StringRef scope) {
  w.line(llvm::formatv("%allocas = transform.structured.match "
                       "ops{{[\"memref.alloca\"]} in %{0} : ({1}) -> "
                       "!transform.op<\"memref.alloca\">",
                       scope, kAnyOp));
  w.line(llvm::formatv("%get_shared, %shared_globals = "
                       "transform.memref.alloca_to_global %allocas : "
                       "(!transform.op<\"memref.alloca\">) -> ({0}, {0})",
                       kAnyOp));
  w.line("%alignment = transform.param.constant 16 : i64 -> "
         "!transform.param<i64>");
  w.line(llvm::formatv("transform.annotate %shared_globals \"alignment\" = "
                       "%alignment : {0}, !transform.param<i64>",
                       kAnyOp));
}

/// %`name`: the first of the `launches` gpu.launch ops in %`func`, the
/// contraction's (mma's epilogue is the second); where the staging
/// buffers are, and not the buffer between the kernels.
void matchFirstLaunch(ScriptWriter &w, StringRef name, StringRef func,
                      int64_t launches) {
  if (launches == 1)
    return w.match(name, "ops{[\"gpu.launch\"]}", func);
  w.match((name + "_all").str(), "ops{[\"gpu.launch\"]}", func);
  SmallVector<std::string> names = {name.str()};
  for (int64_t index = 1; index < launches; ++index)
    names.push_back(llvm::formatv("{0}_{1}", name, index));
  w.splitHandle(name.str() + "_all", names);
}

/// pipeline(s): s buffers of each staged tile (the memref.allocs in
/// %`scope`, a function or a launch), while their views are still in the K
/// loop.
void writeMultibuffers(ScriptWriter &w, StringRef scope,
                       const ResolvedSchedule &resolved) {
  int64_t stages = resolved.pipelineStages;
  w.comment(
      llvm::formatv("pipeline({0}): {0} buffers of each staged tile", stages)
          .str());
  w.line(llvm::formatv("%staging = transform.structured.match "
                       "ops{{[\"memref.alloc\"]} in %{0} : ({1}) -> "
                       "!transform.op<\"memref.alloc\">",
                       scope, kAnyOp));
  SmallVector<std::string> buffers;
  for (const ResolvedSchedule::PromotedOperand &promoted : resolved.promoted)
    buffers.push_back(llvm::formatv("staging{0}", promoted.operand));
  w.splitHandle("staging", buffers, "!transform.op<\"memref.alloc\">");
  for (const std::string &buffer : buffers)
    w.line(llvm::formatv("%{0}_stages = transform.memref.multibuffer %{0} "
                         "{{factor = {1} : i64, skip_analysis} : "
                         "(!transform.op<\"memref.alloc\">) -> {2}",
                         buffer, stages, kAnyOp));
}

/// pipeline: the staging copies in %`func` as cp.async groups (16-byte
/// copies bypass L1), in %func_async.
void writeAsyncCopies(ScriptWriter &w, StringRef func) {
  w.comment("pipeline: the copies as cp.async groups");
  w.line(llvm::formatv("%func_async = transform.nvgpu.create_async_groups "
                       "%{0} {{bypass_l1} : ({1}) -> {1}",
                       func, kAnyOp));
  w.applyPatterns("func_async", {"canonicalization"});
}

/// pipeline(s): the K loop in %`func` (its only scf.for) issues each
/// step's copies s - 1 steps ahead. With `peelEpilogue` the last s - 1
/// steps are peeled after the loop; else the loop runs them with their
/// copies predicated off (zero-filled cp.async, which the pipeliner
/// recreates without bypass_l1: set again).
void writePipelinedKLoop(ScriptWriter &w, StringRef func, int64_t stages,
                         bool peelEpilogue) {
  w.comment("pipeline: each step's copies issued stages - 1 steps ahead");
  w.match("k_loop", "ops{[\"scf.for\"]}", func);
  w.line(llvm::formatv("%k_pipelined = "
                       "transform.nvgpu.pipeline_shared_memory_copies "
                       "failures(propagate) %k_loop {{depth = {0}{1}} : "
                       "({2}) -> {2}",
                       stages, peelEpilogue ? ", peel_epilogue" : "", kAnyOp));
  if (!peelEpilogue) {
    w.match("async_copies", "ops{[\"nvgpu.device_async_copy\"]}", func);
    w.line(llvm::formatv("transform.annotate %async_copies \"bypassL1\" : "
                         "{0}",
                         kAnyOp));
  }
}

/// A tensor-core GEMM's launch and, with an epilogue, the epilogue
/// kernel's (its vectors lowered first), on %func_buffers.
void writeTensorCoreLaunches(ScriptWriter &w, const ResolvedSchedule &resolved,
                             bool epilogue) {
  if (epilogue) {
    matchKernel(w, "epilogue", 1, "func_buffers");
    writeVectorLowering(w, "epilogue");
    writeLaunches(w, "func_buffers", 2, resolved.blockDims);
  } else {
    writeLaunch(w, "func_buffers", resolved.blockDims);
  }
}

/// mma's epilogue (the fused ops, elementwise over the contraction's
/// result): a second kernel over the same block tiles, each thread taking
/// 16-byte pieces of the root's tile with the other fused ops fused into
/// it; the contraction's result is a buffer between the kernels (a
/// temporary of the launch plan; read once more, from L2 mostly, where the
/// GEMM reads K times as much). Returns the handle of its forall.
std::string writeMmaEpilogue(ScriptWriter &w, const ResolvedSchedule &resolved,
                             const KernelInfo &kernel) {
  std::string root;
  // Fused consumers before their producers: reverse program order.
  SmallVector<std::string> others;
  for (auto [index, op] : llvm::enumerate(kernel.fused)) {
    std::string name = llvm::formatv("fused{0}", index);
    if (op == kernel.root)
      root = name;
    else
      others.insert(others.begin(), name);
  }
  SmallVector<int64_t> blockTiles = rootTiles(kernel, resolved.blockTiles);
  w.comment("mma epilogue: the fused ops on the contraction's result, a "
            "second kernel");
  std::string blocks =
      tileAndFuse(w, "block", "epilogue_blocks", root, blockTiles,
                  mappedDims(blockTiles), others, "");
  const SmallVector<int64_t> &threadTiles = resolved.epilogueThreadTiles;
  tileAndFuse(w, "thread", "epilogue_threads", "root_block", threadTiles,
              mappedDims(threadTiles, kLinearDims), others, "_block");
  return blocks;
}

/// mma: the block's K loop stages A and B (with promote: in shared memory,
/// read by ldmatrix), and inside it each warp computes its tile with
/// mma.sync m16n8k16: the vectorized warp tile is unrolled to the
/// instruction's shape on tensors, bufferized, mapped, the accumulators
/// hoisted out of the K loop into registers (cuda-agent-hoist-accumulators)
/// and the vector ops converted to mma.sync
/// (cuda-agent-convert-vector-to-mma-sync). The init fills are spread over
/// all the block's threads.
void writeMma(ScriptWriter &w, const ResolvedSchedule &resolved,
              const KernelInfo &kernel) {
  bool hasFills = !kernel.initFills.empty();
  bool promote = !resolved.promoted.empty();
  w.comment(llvm::formatv("mma + block: grid {0}", list(resolved.grid)).str());
  w.tileForall("anchor_block", "blocks", "anchor", resolved.blockTiles,
               mappedDims(resolved.blockTiles), "block");
  if (hasFills)
    w.fuseInto("fills_block", "blocks_fused", "fills", "blocks");
  bool epilogue = !resolved.epilogueThreadTiles.empty();
  // Tagged: the staging copies are the ones in the GEMM's kernel (a
  // padding left to the host bufferizes to a copy too).
  std::vector<std::string> kernels = {hasFills ? "blocks_fused" : "blocks"};
  if (epilogue)
    kernels.push_back(writeMmaEpilogue(w, resolved, kernel));
  annotateKernels(w, kernels);
  if (hasFills)
    w.tileForall("fills_thread", "fill_threads", "fills_block",
                 resolved.initFillTiles,
                 mappedDims(resolved.initFillTiles, kLinearDims), "thread");
  w.tileSerialLoops("anchor_block", resolved.reduceTiles, 1, 0);
  if (promote) {
    // ldmatrix reads shared memory of the GPU dialect's workgroup space
    // (convert-vector-to-gpu does not take the integer 3).
    w.comment("promote: A and B tiles in shared memory, read by ldmatrix");
    for (const ResolvedSchedule::PromotedOperand &promoted :
         resolved.promoted) {
      w.line(
          llvm::formatv("%operand{0} = transform.get_operand "
                        "%anchor_serial[{0}] : ({1}) -> !transform.any_value",
                        promoted.operand, kAnyOp));
      w.line(llvm::formatv("%shared{0} = transform.structured.promote_tensor "
                           "to #gpu.address_space<workgroup> %operand{0} : "
                           "!transform.any_value",
                           promoted.operand));
    }
  }
  w.comment(
      llvm::formatv("mma: warps' tiles, block {0}", list(resolved.blockDims))
          .str());
  w.tileForall("anchor_warp", "warps", "anchor_serial", resolved.threadTiles,
               mappedDims(resolved.threadTiles, kLinearDims), "warp");

  w.match("func", "ops{[\"func.func\"]}", "root");
  w.line(llvm::formatv("%func_vector = "
                       "transform.structured.vectorize_children_and_apply_"
                       "patterns %func : ({0}) -> {0}",
                       kAnyOp));
  // The f16 -> f32 extensions fold into the contraction; tensor slices
  // into the transfers.
  w.applyPatterns("func_vector",
                  {"canonicalization", "vector.fold_arith_extension",
                   "tensor.fold_tensor_subset_ops_into_vector_transfers",
                   "vector.cast_away_vector_leading_one_dim"});
  w.line(llvm::formatv("transform.apply_cse to %func_vector : {0}", kAnyOp));
  w.comment("the warp tile as mma.sync-shaped pieces (on tensors)");
  w.applyPatterns("func_vector",
                  {llvm::formatv("gpu.unroll_vectors_subgroup_mma [16, 8, {0}]",
                                 resolved.mmaTileK)
                       .str()});
  w.applyPatterns("func_vector", {"canonicalization"});

  writeBufferize(w, /*copies=*/true);
  if (promote) {
    w.comment("promote: the block's threads copy the tiles together");
    matchKernel(w, "gemm_kernel", 0, "func_buffers");
    w.match("copies", "ops{[\"linalg.copy\"]}", "gemm_kernel");
    SmallVector<std::string> copies;
    for (const ResolvedSchedule::PromotedOperand &promoted : resolved.promoted)
      copies.push_back(llvm::formatv("copy{0}", promoted.operand));
    w.splitHandle("copies", copies);
    // The copies' thread tiles as vector code; only theirs: ops left to
    // the host (a padding's fill and copy) become launches of their own
    // later, not vector code on the host.
    for (const ResolvedSchedule::PromotedOperand &promoted :
         resolved.promoted) {
      std::string copy = llvm::formatv("copy{0}", promoted.operand);
      writeCopyThreads(w, copy, promoted);
      w.line(llvm::formatv("transform.structured.vectorize %{0}_thread : {1}",
                           copy, kAnyOp));
    }
    w.applyPatterns("func_buffers", {"canonicalization"});
    w.line(llvm::formatv("transform.bufferization.buffer_loop_hoisting "
                         "%func_buffers : {0}",
                         kAnyOp));
  }
  w.comment("map the foralls to the grid, the warps and the block's threads");
  writeTensorCoreLaunches(w, resolved, epilogue);
  int64_t stages = resolved.pipelineStages;
  writeBarriers(w, "buffers", "func_mapped", stages != 0);
  int64_t launches = epilogue ? 2 : 1;
  if (stages) {
    matchFirstLaunch(w, "staged_launch", "func_mapped", launches);
    writeMultibuffers(w, "staged_launch", resolved);
  }
  w.comment("the warps' accumulators stay in registers across the K loop");
  w.line(llvm::formatv("%func_licm = transform.apply_registered_pass "
                       "\"loop-invariant-code-motion\" to %func_mapped : ({0}) "
                       "-> {0}",
                       kAnyOp));
  w.line(llvm::formatv("transform.apply_cse to %func_licm : {0}", kAnyOp));
  w.line(llvm::formatv("%func_hoisted = transform.apply_registered_pass "
                       "\"cuda-agent-hoist-accumulators\" to %func_licm : "
                       "({0}) -> {0}",
                       kAnyOp));
  w.comment("vector ops to mma.sync, ldmatrix and per-lane loads and stores "
            "(upstream's convert-vector-to-gpu, bf16 included)");
  w.line(llvm::formatv("%func_mma = transform.apply_registered_pass "
                       "\"cuda-agent-convert-vector-to-mma-sync\"{1} to "
                       "%func_hoisted : ({0}) -> {0}",
                       kAnyOp,
                       resolved.schedule.tf32
                           ? " with options = {\"precision\" = \"tf32\"}"
                           : ""));
  w.applyPatterns("func_mma", {"canonicalization"});
  std::string final = "func_mma";
  if (promote) {
    // NVVM's integer shared-memory space and 1-D accesses: what nvgpu's
    // swizzling and pipelining take (shared/mlir-recipes pitfall 3).
    w.comment("shared memory: 1-D accesses in NVVM's address space 3");
    w.line(llvm::formatv("%func_spaces = transform.apply_registered_pass "
                         "\"cuda-agent-integer-memory-spaces\" to %func_mma "
                         ": ({0}) -> {0}",
                         kAnyOp));
    w.applyPatterns("func_spaces",
                    {"vector.transfer_permutation_patterns",
                     "vector.lower_transfer max_transfer_rank = 1",
                     "vector.transfer_to_scf max_transfer_rank = 1 "
                     "full_unroll = true",
                     "canonicalization"});
    w.applyPatterns("func_spaces", {"vector.cast_away_vector_leading_one_dim",
                                    "canonicalization"});
    // A convolution's windows: each staging copy of B reads the image
    // through the im2col gather's map, which is then erased (implicit GEMM).
    w.comment("staging copies of gathered operands read the gather's source");
    w.line(llvm::formatv("%func_gathered = transform.apply_registered_pass "
                         "\"cuda-agent-fold-gathers-into-staging\" to "
                         "%func_spaces : ({0}) -> {0}",
                         kAnyOp));
    std::string staged = "func_gathered";
    if (stages) {
      writeAsyncCopies(w, "func_gathered");
      staged = "func_async";
    }
    // ldmatrix reads 8 rows of 16 bytes: rows 128 bytes apart or more hit
    // the same banks (B's 16 x 128 f16 tile: 8-way). nvgpu's swizzle
    // XOR-permutes each row's pieces, kernel by kernel (upstream's pass
    // gives up on a function with any subview); it takes accesses straight
    // on the allocation, so the views are folded into them first (bf16's
    // byte buffers, read through views, stay as they are).
    w.comment("swizzle the staging buffers against bank conflicts");
    w.line(llvm::formatv("%func_folded = transform.apply_registered_pass "
                         "\"fold-memref-alias-ops\" to %{0} : ({1}) -> {1}",
                         staged, kAnyOp));
    w.line(llvm::formatv("%func_swizzled = transform.apply_registered_pass "
                         "\"cuda-agent-swizzle-kernel-shared-memory\" to "
                         "%func_folded "
                         ": ({0}) -> {0}",
                         kAnyOp));
    if (stages)
      writePipelinedKLoop(w, "func_swizzled", stages, /*peelEpilogue=*/true);
    writePromoteToStack(w, "func_swizzled", "func_stack",
                        /*launchesOnly=*/true);
    matchFirstLaunch(w, "shared_launch", "func_stack", launches);
    writeSharedGlobals(w, "shared_launch");
    final = "func_stack";
  }
  w.comment("the fills' and copies' vectors to 1-D transfers");
  w.applyPatterns(final,
                  {"vector.transfer_permutation_patterns",
                   "vector.lower_transfer max_transfer_rank = 1",
                   "vector.transfer_to_scf max_transfer_rank = 1 full_unroll "
                   "= true",
                   "canonicalization"});
}

/// wgmma: the block tile (fill and matmul) in a gpu.launch, on buffers,
/// which cuda-agent-lower-matmul-to-wgmma turns into TMA loads and wgmma;
/// the pass sets the launch's threads and shared memory itself. Fused ops
/// run as a second kernel on the product (as with mma).
void writeWgmma(ScriptWriter &w, const ResolvedSchedule &resolved,
                const KernelInfo &kernel) {
  w.comment(
      llvm::formatv("wgmma + block: grid {0}", list(resolved.grid)).str());
  w.tileForall("anchor_block", "blocks", "anchor", resolved.blockTiles,
               mappedDims(resolved.blockTiles), "block");
  w.fuseInto("fills_block", "blocks_fused", "fills", "blocks");
  bool epilogue = !resolved.epilogueThreadTiles.empty();
  if (epilogue) {
    annotateKernels(w, {"blocks_fused", writeMmaEpilogue(w, resolved, kernel)});
    // Only the epilogue's thread tiles: the block's matmul stays linalg
    // for the wgmma lowering.
    matchKernel(w, "epilogue_tensors", 1, "root");
    w.match("epilogue_ops", "interface{LinalgOp}", "epilogue_tensors");
    w.line(llvm::formatv("transform.structured.vectorize %epilogue_ops : {0}",
                         kAnyOp));
    // One op's vector goes to the next without its tensor; the fused ops'
    // originals, dead now, go (bufferized, they would run on the host).
    w.match("func_tensors", "ops{[\"func.func\"]}", "root");
    w.applyPatterns("func_tensors",
                    {"canonicalization",
                     "tensor.fold_tensor_subset_ops_into_vector_transfers"});
    w.line(llvm::formatv("transform.apply_cse to %func_tensors : {0}", kAnyOp));
  }
  writeBufferize(w, /*copies=*/false);
  w.comment("map the block loop to the grid");
  writeTensorCoreLaunches(w, resolved, epilogue);
  w.match("func_mapped", "ops{[\"func.func\"]}", "buffers");
  w.comment(llvm::formatv("the block's matmul as TMA loads into {0} stages "
                          "and warpgroup mma",
                          resolved.pipelineStages)
                .str());
  // The epilogue kernel's blocks are the matmul's: it can move into the
  // matmul's launch and read the product where the launch staged it
  // (ResolvedSchedule::wgmmaFusedEpilogue).
  w.line(llvm::formatv(
      "%func_wgmma = transform.apply_registered_pass "
      "\"cuda-agent-lower-matmul-to-wgmma\" with options = "
      "{{\"stages\" = {0} : i64, \"fuse-epilogue\" = {1}} to %func_mapped "
      ": ({2}) -> {2}",
      resolved.pipelineStages, resolved.wgmmaFusedEpilogue ? "true" : "false",
      kAnyOp));
  w.applyPatterns("func_wgmma", {"canonicalization"});
}

} // namespace

std::string mlir::cuda_agent::buildTransformScript(
    const ResolvedSchedule &resolved, const KernelInfo &kernel) {
  std::string text;
  llvm::raw_string_ostream os(text);
  ScriptWriter w(os);
  bool hasFills = !kernel.initFills.empty();

  os << "// Tiled-SIMT skeleton for a " << getFamilyName(kernel.family)
     << " kernel; schedule \"" << resolved.schedule.str() << "\".\n";
  os << "module attributes {transform.with_named_sequence} {\n";
  os << "  transform.named_sequence @__transform_main(%root: " << kAnyOp
     << " {transform.consumed}) {\n";
  w.match("anchor", unitAttrMatch(kAnchorAttrName), "root");
  if (hasFills)
    w.match("fills", unitAttrMatch(kInitFillAttrName), "root");
  for (size_t index = 0; index < kernel.fused.size(); ++index)
    w.match(llvm::formatv("fused{0}", index).str(), fusedMatch(index), "root");

  if (resolved.wgmma || resolved.mma) {
    if (resolved.wgmma)
      writeWgmma(w, resolved, kernel);
    else
      writeMma(w, resolved, kernel);
    w.line("transform.yield");
    os << "  }\n}\n";
    return text;
  }
  std::string anchor = "anchor";
  if (!resolved.interchange.empty()) {
    w.comment("interchange: loop i becomes the anchor's loop p[i]");
    w.line(llvm::formatv("%anchor_generic = transform.structured.generalize "
                         "%anchor : ({0}) -> {0}",
                         kAnyOp));
    w.line(llvm::formatv("%anchor_interchanged = "
                         "transform.structured.interchange %anchor_generic "
                         "iterator_interchange = {0} : ({1}) -> {1}",
                         list(resolved.interchange), kAnyOp));
    anchor = "anchor_interchanged";
  }
  bool promote = !resolved.promoted.empty();
  bool split = resolved.splitThreads != 0;
  if (kernel.family == KernelFamily::Row || (split && !kernel.fused.empty())) {
    RowScriptWriter(w, resolved, kernel).write();
  } else if (resolved.splitK) {
    writeSplitK(w, resolved, kernel);
  } else if (!kernel.fused.empty()) {
    writeFused(w, resolved, kernel);
  } else {
    w.comment(llvm::formatv("block: grid {0}", list(resolved.grid)).str());
    // An expanded row loop (expandRowLoop) stays whole in the block.
    SmallVector<int64_t> blockTiles(resolved.blockTiles);
    blockTiles.resize(kernel.loopSizes.size(), 0);
    w.tileForall("anchor_block", "blocks", anchor, blockTiles,
                 mappedDims(blockTiles), "block");
    if (hasFills)
      w.fuseInto("fills_block", "blocks_fused", "fills", "blocks");
    if (split)
      writeSplit(w, resolved, kernel);
    else
      writeThreads(w, resolved, kernel);
  }

  w.match("func", "ops{[\"func.func\"]}", "root");
  if (resolved.vectorize) {
    w.comment("vector: the thread tile becomes vector code");
    w.line(llvm::formatv("%func_vector = "
                         "transform.structured.vectorize_children_and_apply_"
                         "patterns %func : ({0}) -> {0}",
                         kAnyOp));
    // Leading unit dimensions (tiles of 1 on outer loops) must not reach
    // the loop-carried accumulators: the NVVM lowering rejects the N-D
    // broadcasts canonicalization makes of them.
    w.applyPatterns("func_vector",
                    {"vector.cast_away_vector_leading_one_dim"});
    // A slice of a fresh tensor is a fresh tensor of the slice's size: a
    // temporary the threads fill (argmax's maxima) becomes one per thread
    // tile, not one per block each thread allocates.
    w.applyPatterns("func_vector",
                    {"canonicalization",
                     "tensor.fold_tensor_subset_ops_into_vector_transfers",
                     "tensor.fold_tensor_empty"});
    w.line(llvm::formatv("transform.apply_cse to %func_vector : {0}", kAnyOp));
    w.comment("keep accumulators in registers across the serial loops");
    w.match("loops", "ops{[\"scf.for\"]}", "func_vector");
    w.line(llvm::formatv("transform.loop.hoist_loop_invariant_subsets %loops "
                         ": {0}",
                         kAnyOp));
    // The hoisted accumulator reads read what the thread's fill wrote:
    // they start as the fill's value, not as a reload of the output.
    w.applyPatterns("func_vector", {"canonicalization"});
    if (kernel.family == KernelFamily::Contraction &&
        resolved.outputElementType.getIntOrFloatBitWidth() == 16 &&
        isa<FloatType>(resolved.outputElementType)) {
      w.comment("f16/bf16 products summed in f32, rounded once");
      w.line(llvm::formatv("%func_widened = transform.apply_registered_pass "
                           "\"cuda-agent-widen-accumulators\" to %func_vector "
                           ": ({0}) -> {0}",
                           kAnyOp));
    }
  }
  if (resolved.unroll) {
    w.comment(llvm::formatv("unroll({0})", resolved.unroll).str());
    w.match("serial_loop", unitAttrMatch(kSerialLoopAttrName), "root");
    w.line(llvm::formatv("transform.loop.unroll %serial_loop {{ factor = {0} "
                         "} : {1}",
                         resolved.unroll, kAnyOp));
  }

  writeBufferize(w, /*copies=*/promote);
  std::string mapped = "func_buffers";
  if (!kernel.fused.empty())
    // An intermediate tile the epilogue reads back (the anchor's result,
    // bufferized out of place) lives in a per-thread buffer: forward its
    // stores to its loads and drop it (in a kernel it would be a malloc).
    w.line(llvm::formatv("transform.memref.erase_dead_alloc_and_stores "
                         "%func_buffers : ({0}) -> ()",
                         kAnyOp));
  if (split && resolved.vectorize) {
    w.comment("split: the partial results' init and combine, on buffers");
    w.line(llvm::formatv("%func_split = "
                         "transform.structured.vectorize_children_and_apply_"
                         "patterns %func_buffers : ({0}) -> {0}",
                         kAnyOp));
    mapped = "func_split";
  }
  if (promote) {
    w.comment("promote: the block's threads copy the tiles together");
    w.match("copies", "ops{[\"linalg.copy\"]}", "func_buffers");
    // One copy per staged operand and unrolled iteration of the serial
    // loop, in that order.
    SmallVector<std::string> copies;
    SmallVector<const ResolvedSchedule::PromotedOperand *> copied;
    for (int64_t iteration = 0; iteration < std::max<int64_t>(resolved.unroll, 1);
         ++iteration)
      for (const ResolvedSchedule::PromotedOperand &promoted :
           resolved.promoted) {
        copies.push_back(llvm::formatv("copy{0}_{1}", promoted.operand,
                                       iteration));
        copied.push_back(&promoted);
      }
    if (copies.size() == 1) {
      w.line("%" + copies.front() + " = transform.merge_handles %copies : " +
             std::string(kAnyOp));
    } else {
      w.splitHandle("copies", copies);
    }
    for (auto [copy, promoted] : llvm::zip_equal(copies, copied))
      writeCopyThreads(w, copy, *promoted);
    if (resolved.vectorize) {
      w.line(llvm::formatv("%func_copies = "
                           "transform.structured.vectorize_children_and_apply_"
                           "patterns %func_buffers : ({0}) -> {0}",
                           kAnyOp));
      mapped = "func_copies";
    }
    // The staging buffers are allocated once per block, not per step.
    w.line(llvm::formatv("transform.bufferization.buffer_loop_hoisting %{0} "
                         ": {1}",
                         mapped, kAnyOp));
  }
  if (resolved.vectorize) {
    w.line(llvm::formatv("%func_hoisted = "
                         "transform.structured.hoist_redundant_vector_transfers "
                         "%{0} : ({1}) -> {1}",
                         mapped, kAnyOp));
    writeVectorLowering(w, "func_hoisted");
    mapped = "func_hoisted";
  }

  if (split)
    // The output's init, duplicated into the final combine's thread,
    // leaves a dead buffer behind: no allocation may reach the kernel.
    w.line(llvm::formatv("transform.memref.erase_dead_alloc_and_stores %{0} "
                         ": ({1}) -> ()",
                         mapped, kAnyOp));
  w.comment("map the foralls to the grid and the block's threads");
  if (resolved.splitK) {
    // One launch per kernel, the split op's first.
    writeLaunches(w, mapped, 2, resolved.blockDims);
  } else {
    if (int64_t stripes = getStripes(resolved, kernel); stripes > 1)
      writeFuseStripes(w, mapped, stripes,
                       std::max<int64_t>(resolved.unroll, 1));
    writeLaunch(w, mapped, resolved.blockDims);
  }
  if (promote || split) {
    w.comment("shared memory: barriers only where threads share data; "
              "buffers become shared-memory globals");
    writeBarriers(w, "buffers", "func_mapped", resolved.pipelineStages != 0);
    std::string allocated = "func_mapped";
    if (resolved.pipelineStages) {
      writeMultibuffers(w, "func_mapped", resolved);
      writeAsyncCopies(w, "func_mapped");
      // Peeled steps are straight-line code that ptxas schedules as one:
      // an 8x8 thread tile's took 241 registers (127 in the loop), a 16x8
      // one's spilled. Larger tiles predicate the last steps' copies
      // instead (H200, f32 4096^3: 8x8 peeled 0.84x of cuBLAS, predicated
      // 0.81x; 16x8 predicated 0.84x, peeled 0.83x).
      int64_t threadTile = 1;
      for (int64_t tile : resolved.threadTiles)
        threadTile *= std::max<int64_t>(tile, 1);
      writePipelinedKLoop(w, "func_async", resolved.pipelineStages,
                          /*peelEpilogue=*/threadTile <= kMaxPeeledThreadTile);
      allocated = "func_async";
    }
    if (promote) {
      writePromoteToStack(w, allocated, "func_stack", /*launchesOnly=*/false);
      allocated = "func_stack";
    }
    writeSharedGlobals(w, allocated);
  }

  w.line("transform.yield");
  os << "  }\n}\n";
  return text;
}
