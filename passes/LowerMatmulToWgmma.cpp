//===- LowerMatmulToWgmma.cpp - a block's matmul as TMA loads and wgmma ---===//
//
// Upstream has the pieces of Hopper's GEMM main loop (nvgpu's TMA
// descriptors and loads, mbarriers, warpgroup.mma and its descriptors) but
// nothing that maps a linalg contraction onto them; this pass writes the
// main loop of mlir/test/Examples/NVGPU's multistage GEMM for a block tile
// that the transform script left as a linalg.matmul inside gpu.launch (or
// a linalg.batch_matmul of one batch: its TMA boxes take one matrix).
// A convolution's GEMM (a contraction of the filter and the im2col windows
// of the image) loads its windows straight from the image: each K step is
// 32 channels of one window tap, a 4-D box of the image (OOB zero fill for
// the padding), and A is the filter with its taps outside its channels.
// f32 operands run as three tf32 products (3xTF32): beside each stage's
// tiles (the tensor cores read their tf32 part) go their rests, B as K x N
// is transposed (tf32 wgmma reads K-major only), and each K step's
// products are summed by the tensor cores from zero and then added to the
// accumulators in f32.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Scheduling/Gathers.h"
#include "cuda-agent/Scheduling/Scheduling.h"
#include "cuda-agent/Scheduling/TF32.h"
#include "cuda-agent/Scheduling/ZeroFill.h"
#include "passes/Passes.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_LOWERMATMULTOWGMMA
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

using namespace mlir::cuda_agent::wgmma;
using mlir::cuda_agent::Im2colWindows;
using mlir::cuda_agent::ZeroPadding;

// mbarrier try_wait's suspend-time hint, as upstream's examples use.
constexpr int64_t kWaitTicks = 10000000;

/// A view of a buffer defined above the launch: the buffer and the view's
/// offsets into it.
struct BufferTile {
  Value buffer;
  SmallVector<OpFoldResult> offsets;
};

/// Whether a TMA descriptor can describe `buffer` for `launch`: statically
/// shaped, global, of the identity layout, defined outside the launch.
bool isTmaBuffer(Value buffer, gpu::LaunchOp launch) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  return type &&
         buffer.getParentRegion()->isProperAncestor(&launch.getBody()) &&
         type.hasStaticShape() && type.getLayout().isIdentity() &&
         !type.getMemorySpace();
}

FailureOr<BufferTile> getBufferTile(Value view, gpu::LaunchOp launch,
                                    StringRef name, Operation *matmul) {
  Value buffer = view;
  SmallVector<OpFoldResult> offsets;
  auto subview = view.getDefiningOp<memref::SubViewOp>();
  if (subview && launch->isProperAncestor(subview)) {
    if (!subview.hasUnitStride())
      return matmul->emitOpError() << name << " is not a unit-stride view";
    buffer = subview.getSource();
    offsets = subview.getMixedOffsets();
  } else {
    // A block tile as large as the buffer: its full-size view folded away.
    offsets.assign(cast<MemRefType>(view.getType()).getRank(),
                   OpBuilder(matmul).getIndexAttr(0));
  }
  if (!isTmaBuffer(buffer, launch))
    return matmul->emitOpError()
           << name
           << " is not a view of a statically shaped global buffer with the "
              "identity layout, defined outside the launch (what a TMA "
              "descriptor describes)";
  return BufferTile{buffer, offsets};
}

/// The zero fill of `output` before `matmul` in its block, or null.
linalg::FillOp getZeroFill(linalg::LinalgOp matmul, Value output) {
  for (Operation *op = matmul->getPrevNode(); op; op = op->getPrevNode()) {
    auto fill = dyn_cast<linalg::FillOp>(op);
    if (!fill || fill.getOutputs().front() != output)
      continue;
    return mlir::cuda_agent::isZeroFill(fill) ? fill : linalg::FillOp();
  }
  return {};
}

class WgmmaWriter {
public:
  WgmmaWriter(linalg::LinalgOp matmul, gpu::LaunchOp launch, int64_t stages,
              bool fuseEpilogue)
      : matmul(matmul), launch(launch), stages(stages),
        fuseEpilogue(fuseEpilogue), b(matmul->getContext()),
        loc(matmul.getLoc()) {}

  LogicalResult run();

private:
  LogicalResult check();
  /// Whether B is read as N x K (K contiguous) rather than K x N, and
  /// whether a batch loop leads (A may be one matrix for all batches).
  LogicalResult checkMaps();
  /// Where B is the im2col temporary of an image's windows that the boxes
  /// can read: the gather, the image and its padding.
  LogicalResult findWindows();
  void writeDescriptors();
  /// The K step `step`'s box coordinates (innermost first) in A and B.
  SmallVector<Value> getCoordinatesA(Value step);
  SmallVector<Value> getCoordinatesB(Value step, int64_t column);
  void writeKernel();
  Value index(int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  }
  /// Thread 0's loads of K step `step` into its stage, where `predicate`.
  void writeLoads(Value step, Value predicate);
  /// Byte offsets in dynamic shared memory of `stage`'s A and B tiles (all
  /// stages of A, then all of B) and, with tf32x3, of their rounded rests
  /// (after both).
  struct StageOffsets {
    Value a, b, restA, restB;
    /// B as K x N of f32: its tf32 part, transposed (K-major).
    Value bigB;
  };
  StageOffsets getStageOffsets(Value stage);
  /// Views of dynamic shared memory.
  Value view(Value byteOffset, ArrayRef<int64_t> shape);
  /// A TMA box's shape: a matrix's `rows` x `columns`, in one batch.
  SmallVector<int64_t> box(int64_t rows, int64_t columns) const;
  SmallVector<int64_t> boxA() const;
  SmallVector<int64_t> boxB() const;
  /// The K step's products of this warpgroup's rows onto `accumulator`:
  /// one nvgpu.warpgroup.mma over the step (B as K x N) or NVVM wgmma ops
  /// per instruction K (B as N x K, and f32).
  Value writeProducts(const StageOffsets &offsets, Value warpgroupRow,
                      Value accumulator);
  /// A thread's register fragment of A for a K slice of 8 (4 x i32): its
  /// tf32 part (the values' bits: the tensor cores drop the 13 low ones)
  /// and its rounded rest.
  struct FragmentA {
    SmallVector<Value> big, rest;
  };
  /// This thread's fragments of the stage's A tile, one per K slice
  /// (wgmma's m64k8 tf32 layout).
  SmallVector<FragmentA> loadFragmentsA(Value offsetA, Value warpgroupRow);
  /// One wgmma with A from registers (`a`, 4 x i32) and B from shared
  /// memory (descriptor bits), onto `fragments` (inline PTX: NVVM's op takes
  /// A from shared memory only).
  Value writeRegisterAProduct(Value fragments, ArrayRef<Value> a,
                              Value descriptorB);
  /// The rests of the stage's f32 tiles beside them: each value less its
  /// tf32 part (the bits the tensor cores read), rounded to tf32 (every
  /// thread of the block).
  void writeSplits(const StageOffsets &offsets, Value threadId);
  /// `value` (f32) as the tf32 part the tensor cores read (its 13 low bits
  /// dropped) and the rest, rounded to tf32.
  std::pair<Value, Value> splitTF32(Value value);
  /// B as K x N of f32: its tf32 part and rest, transposed into K-major
  /// tiles (4 x 4 pieces a thread).
  void writeTransposedSplits(const StageOffsets &offsets, Value threadId);
  /// Waits for the loads of K step `step`; returns its stage.
  Value waitForStep(Value step);
  /// The K loop of f32 operands: each step's three tf32 products summed
  /// from zero while the next step's tiles are split, then added to the
  /// sums in f32; returns the sums.
  Value writeThreeProductLoop(Value leader, Value warpgroupRow, Value threadId);
  /// The step's three tf32 products from zero (in flight).
  Value writeStepProducts(Value step, Value warpgroupRow);
  /// Step `next`'s tiles split, where there is one (its loads waited for).
  void writeNextSplits(Value next, Value threadId);
  /// Once every warpgroup is past the barrier (done with step `read`'s
  /// stage), thread 0 refills the stage with step `read` + stages, where
  /// `predicate` holds and that step is one.
  void writeRefill(Value read, Value predicate);
  /// The accumulators' registers as the NVVM lowering lays them out (the
  /// casts fold away once the accumulators are converted): a struct of
  /// N / 2 f32 per thread (what NVVM's wgmma takes) in a struct per 64
  /// rows.
  LLVM::LLVMStructType getFragmentsType();
  LLVM::LLVMStructType getRegistersType();
  /// `sums` + `products`, element by element in f32.
  Value addAccumulators(Value sums, Value products);
  /// The accumulators to C through shared memory (converted to C's type).
  void writeEpilogue(Value accumulator, Value threadId);
  /// The next launch, the epilogue kernel over the same block tiles, moved
  /// into this one after the accumulators are staged: its reads of C read
  /// the staged tile, and C (a temporary) is neither stored nor allocated.
  /// Where it is not one (other readers of C, other launch sizes), the
  /// launches stay as they are.
  void fuseEpilogueLaunch();

  linalg::LinalgOp matmul;
  gpu::LaunchOp launch;
  int64_t stages;
  bool fuseEpilogue;
  /// f32 operands: A in registers (its rests computed there, not staged),
  /// where the registers allow (check()); else A and its rests from shared
  /// memory.
  bool registerA = false;
  OpBuilder b;
  Location loc;

  Type elementType, outputType;
  int64_t tileM = 0, tileN = 0, sizeK = 0, stepK = 0;
  bool bKMajor = false, tf32x3 = false, transposeB = false, batched = false,
       batchedA = false;
  BufferTile tileA, tileB, tileC;
  /// The epilogue's f32 tile in shared memory and its copy to C.
  Value stagedC;
  scf::ForOp storeLoop;
  /// B as an image's windows: the gather that wrote its temporary, the
  /// image the boxes read (the padding's source where the boxes' zero fill
  /// pads), the image coordinates of the temporary's (0, 0) pixel and the
  /// box's rows and columns of pixels.
  std::optional<Im2colWindows> windows;
  linalg::GenericOp gather;
  std::optional<ZeroPadding> padding;
  SmallVector<Operation *> temporaryDeallocs;
  Value image;
  int64_t imageRow = 0, imageColumn = 0, boxRows = 0, boxColumns = 0;
  linalg::FillOp fill;
  Value mapA, mapB;
  // Kernel values.
  Value sharedMemory, barriers;
  int64_t bytesA = 0, bytesB = 0, threads = 0;
  nvgpu::WarpgroupAccumulatorType accumulatorType;
};

LogicalResult WgmmaWriter::checkMaps() {
  MLIRContext *context = b.getContext();
  // (batch,) m, n, k.
  unsigned loops = matmul.getNumLoops();
  batched = loops == 4;
  AffineExpr batch = getAffineDimExpr(0, context);
  AffineExpr m = getAffineDimExpr(loops - 3, context);
  AffineExpr n = getAffineDimExpr(loops - 2, context);
  AffineExpr k = getAffineDimExpr(loops - 1, context);
  auto map = [&](AffineExpr row, AffineExpr column, bool ofBatch = true) {
    SmallVector<AffineExpr> results = {row, column};
    if (batched && ofBatch)
      results.insert(results.begin(), batch);
    return AffineMap::get(loops, 0, results, context);
  };
  SmallVector<AffineMap> maps = matmul.getIndexingMapsArray();
  // A convolution's filter: one A for every batch.
  batchedA = batched && maps[0] == map(m, k);
  bool mapsA = maps[0] == map(m, k) || maps[0] == map(m, k, false);
  if (mapsA && maps[2] == map(m, n)) {
    if (maps[1] == map(k, n))
      return success();
    if (maps[1] == map(n, k)) {
      bKMajor = true;
      return success();
    }
  }
  return matmul.emitOpError("must be A (M x K) times B (K x N or N x K), "
                            "B and C each of the batch if any (A too, or "
                            "one for all)");
}

LogicalResult WgmmaWriter::findWindows() {
  // The temporary B views: written by a gather before the launch, read by
  // the matmul only.
  Value temporary = tileB.buffer;
  linalg::GenericOp writer;
  SmallVector<Operation *> deallocs;
  for (Operation *user : temporary.getUsers()) {
    auto generic = dyn_cast<linalg::GenericOp>(user);
    if (generic && mlir::cuda_agent::isHostGather(generic) &&
        generic.getDpsInitOperand(0)->get() == temporary &&
        generic->getBlock() == launch->getBlock() &&
        generic->isBeforeInBlock(launch)) {
      writer = generic;
      continue;
    }
    if (isa<memref::DeallocOp>(user)) {
      deallocs.push_back(user);
      continue;
    }
    auto view = dyn_cast<memref::SubViewOp>(user);
    bool readByMatmul =
        user == matmul.getOperation() ||
        (view && view->hasOneUse() && *view->user_begin() == matmul);
    if (!readByMatmul)
      return success();
  }
  if (!writer)
    return success();
  OpOperand *input = writer.getDpsInputOperand(0);
  Value gathered = input->get();
  std::optional<Im2colWindows> found = mlir::cuda_agent::matchIm2colWindows(
      writer.getMatchingIndexingMap(input),
      cast<MemRefType>(gathered.getType()).getShape(),
      cast<MemRefType>(temporary.getType()).getShape());
  // Other gathers' temporaries are read as any B.
  if (!found || !batched || batchedA || bKMajor || !tf32x3 ||
      !isTmaBuffer(gathered, launch) ||
      !mlir::cuda_agent::unwrittenBetween(gathered, writer, launch))
    return success();
  if (found->channels % stepK)
    return matmul.emitOpError() << "reads windows of " << found->channels
                                << " channels; wgmma's boxes take " << stepK
                                << " channels of one window tap a K step";
  int64_t width = found->outputColumns;
  if (!mlir::cuda_agent::isPixelRectangle(*found, tileN))
    return matmul.emitOpError()
           << "block tile of " << tileN
           << " pixels is neither a divisor of the output's rows of " << width
           << " pixels nor whole rows (of a multiple of 4 pixels): the "
              "windows' boxes are rectangles of pixels";
  windows = found;
  gather = writer;
  temporaryDeallocs = deallocs;
  image = gathered;
  boxColumns = std::min(tileN, width);
  boxRows = tileN / boxColumns;
  // A zero padding's source, read where the padding's interior has it: the
  // boxes' zero fill outside it is the padding.
  padding = mlir::cuda_agent::findZeroPadding(gathered, writer);
  if (padding && isTmaBuffer(padding->source, launch) &&
      mlir::cuda_agent::unwrittenBetween(padding->source, padding->copy,
                                         launch) &&
      padding->offsets[0] == 0 && padding->offsets[1] == 0) {
    image = padding->source;
    imageRow = -padding->offsets[2];
    imageColumn = -padding->offsets[3];
  } else {
    padding.reset();
  }
  return success();
}

LogicalResult WgmmaWriter::check() {
  if (!matmul.hasPureBufferSemantics())
    return matmul.emitOpError("must be on buffers (run after bufferization)");
  if (matmul->getParentOp() != launch)
    return matmul.emitOpError("must be directly in a gpu.launch body, the "
                              "block's tile");
  if (!linalg::isaContractionOpInterface(matmul) ||
      matmul.getNumDpsInputs() != 2 || matmul.getNumReductionLoops() != 1)
    return matmul.emitOpError("must be a contraction of two operands (a "
                              "product summed over one K loop)");
  Value a = matmul.getDpsInputs()[0], bMatrix = matmul.getDpsInputs()[1];
  Value c = matmul.getDpsInits()[0];
  auto typeA = cast<MemRefType>(a.getType());
  auto typeB = cast<MemRefType>(bMatrix.getType());
  auto typeC = cast<MemRefType>(c.getType());
  elementType = typeA.getElementType();
  if (!elementType.isF16() && !elementType.isBF16() && !elementType.isF32())
    return matmul.emitOpError()
           << "has " << elementType
           << " operands; wgmma is implemented for f16, bf16 and f32 (three "
              "tf32 products)";
  outputType = typeC.getElementType();
  if (typeB.getElementType() != elementType ||
      (!outputType.isF32() && outputType != elementType))
    return matmul.emitOpError("must multiply two f16, bf16 or f32 operands "
                              "into f32 or their own type");
  if (!typeA.hasStaticShape() || !typeB.hasStaticShape() ||
      !typeC.hasStaticShape())
    return matmul.emitOpError("must have static shapes");
  if (failed(checkMaps()))
    return failure();
  tf32x3 = elementType.isF32();
  int64_t rank = typeC.getRank();
  if (batched && typeC.getDimSize(0) != 1)
    return matmul.emitOpError() << "block tile has " << typeC.getDimSize(0)
                                << " batches; wgmma takes one a block";
  // nvgpu.warpgroup.mma's descriptors of B as K x N step over the box's
  // rows, which a batch's box does not lead with.
  if (batched && !tf32x3 && !bKMajor)
    return matmul.emitOpError("multiplies batches of a 16-bit B as K x N; "
                              "wgmma takes batches of B as N x K (or f32)");
  // tf32 wgmma reads K-major only: B as K x N is transposed in shared
  // memory.
  transposeB = tf32x3 && !bKMajor;
  tileM = typeC.getDimSize(rank - 2);
  tileN = typeC.getDimSize(rank - 1);
  sizeK = typeA.getDimSize(typeA.getRank() - 1);
  stepK = getStepK(elementType.getIntOrFloatBitWidth() / 8);
  FailureOr<BufferTile> viewA = getBufferTile(a, launch, "A", matmul);
  if (failed(viewA))
    return failure();
  FailureOr<BufferTile> viewB = getBufferTile(bMatrix, launch, "B", matmul);
  if (failed(viewB))
    return failure();
  FailureOr<BufferTile> viewC = getBufferTile(c, launch, "C", matmul);
  if (failed(viewC))
    return failure();
  tileA = *viewA;
  tileB = *viewB;
  tileC = *viewC;
  if (failed(findWindows()))
    return failure();
  if (tileM % kRowsPerWarpgroup || tileM > kMaxBlockTile)
    return matmul.emitOpError()
           << "block tile has " << tileM << " rows; wgmma needs a multiple of "
           << kRowsPerWarpgroup << " up to " << kMaxBlockTile;
  // N in B's boxes of 64 columns, or the windows' unit.
  int64_t unitN = windows ? kWindowsUnitN : kBoxColumns;
  if (tileN % unitN || tileN > kMaxBlockTile)
    return matmul.emitOpError() << "block tile has " << tileN
                                << " columns; wgmma needs a multiple of "
                                << unitN << " up to " << kMaxBlockTile;
  int64_t sets = getAccumulatorSets(tf32x3);
  int64_t accumulators = tileM * tileN * sets;
  if (accumulators > kMaxAccumulators)
    return matmul.emitOpError()
           << "block tile of " << tileM << " x " << tileN << " keeps "
           << accumulators << " f32 accumulators in registers, more than "
           << kMaxAccumulators;
  if (!fitsThreadRegisters(sets, tileM, tileN))
    return matmul.emitOpError()
           << "block tile of " << tileM << " x " << tileN << " keeps "
           << getThreadAccumulators(sets, tileN)
           << " f32 accumulators a thread; with " << kOtherRegisters
           << " other registers, more than its " << getThreadRegisters(tileM);
  // A's fragments of a step (a big part and a rest, 4 registers each per K
  // slice of 8) stay reserved while its products run: where they do not fit
  // beside the accumulators, A stays in shared memory.
  int64_t fragmentRegistersA = 2 * 4 * (stepK / 8);
  registerA =
      tf32x3 && fitsThreadRegisters(sets, tileM, tileN, fragmentRegistersA);
  if (sizeK % stepK)
    return matmul.emitOpError() << "reduction of " << sizeK
                                << " is not a multiple of the K step " << stepK;
  bytesA = tileM * kStepBytes;
  bytesB = tileN * kStepBytes;
  if (stages < 2 || getStagesBytes(tileM, tileN, stages, tf32x3, transposeB) >
                        kMaxSharedBytes)
    return matmul.emitOpError()
           << stages << " stages of "
           << getStagesBytes(tileM, tileN, 1, tf32x3, transposeB)
           << " bytes do not fit: 2 or more stages within " << kMaxSharedBytes
           << " bytes of shared memory";

  fill = getZeroFill(matmul, c);
  if (!fill)
    return matmul.emitOpError("accumulates into C's values; the wgmma "
                              "lowering takes only a zero-filled C");
  // The block's threads become warpgroups: no other work may be in it.
  WalkResult other = launch.getBody().walk([&](Operation *op) {
    if (op == matmul || op == fill || isPure(op) ||
        isa<gpu::TerminatorOp, memref::SubViewOp>(op))
      return WalkResult::advance();
    op->emitOpError("is in the launch of a matmul lowered to wgmma, whose "
                    "threads are the warpgroups'");
    return WalkResult::interrupt();
  });
  threads = tileM / kRowsPerWarpgroup * kThreadsPerWarpgroup;
  return failure(other.wasInterrupted());
}

void WgmmaWriter::writeDescriptors() {
  b.setInsertionPoint(launch);
  // Over the whole buffer, loading `box` tiles into shared memory.
  auto create = [&](Value buffer, ArrayRef<int64_t> box,
                    nvgpu::TensorMapSwizzleKind swizzle =
                        nvgpu::TensorMapSwizzleKind::SWIZZLE_128B) {
    auto shared = MemRefType::get(
        box, elementType, MemRefLayoutAttrInterface(),
        b.getI64IntegerAttr(int64_t(NVVM::NVVMMemorySpace::Shared)));
    auto type = nvgpu::TensorMapDescriptorType::get(
        b.getContext(), shared, swizzle,
        nvgpu::TensorMapL2PromoKind::L2PROMO_256B,
        nvgpu::TensorMapOOBKind::OOB_ZERO,
        nvgpu::TensorMapInterleaveKind::INTERLEAVE_NONE);
    auto unranked = UnrankedMemRefType::get(elementType, Attribute());
    Value cast = memref::CastOp::create(b, loc, unranked, buffer);
    SmallVector<Value> sizes;
    for (int64_t size : box)
      sizes.push_back(index(size));
    return nvgpu::TmaCreateDescriptorOp::create(b, loc, type, cast, sizes)
        .getResult();
  };
  if (windows) {
    // A K step is 32 channels of one window tap: the filter (F x (C, taps))
    // is copied with its taps outside its channels first, on the device.
    auto typeA = cast<MemRefType>(tileA.buffer.getType());
    int64_t filters = typeA.getDimSize(0), channels = windows->channels;
    int64_t taps = windows->windowRows * windows->windowColumns;
    Value filter = memref::ExpandShapeOp::create(
        b, loc, MemRefType::get({filters, channels, taps}, elementType),
        tileA.buffer, SmallVector<ReassociationIndices>{{0}, {1, 2}});
    Value filterTaps = memref::AllocOp::create(
        b, loc, MemRefType::get({filters, taps, channels}, elementType));
    linalg::TransposeOp::create(b, loc, filter, filterTaps,
                                ArrayRef<int64_t>{0, 2, 1});
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointAfter(launch);
      memref::DeallocOp::create(b, loc, filterTaps);
    }
    mapA = create(filterTaps, boxA());
    // Rows of pixels of 32 channels: wider than a 128-byte swizzle takes.
    mapB = create(image, boxB(), nvgpu::TensorMapSwizzleKind::SWIZZLE_NONE);
    return;
  }
  mapA = create(tileA.buffer, boxA());
  mapB = create(tileB.buffer, boxB());
}

SmallVector<int64_t> WgmmaWriter::box(int64_t rows, int64_t columns) const {
  if (batched)
    return {1, rows, columns};
  return {rows, columns};
}

SmallVector<int64_t> WgmmaWriter::boxA() const {
  // The filter: rows of one tap's channels.
  if (windows)
    return {tileM, 1, stepK};
  if (batched && !batchedA)
    return {tileM, stepK};
  return box(tileM, stepK);
}

SmallVector<int64_t> WgmmaWriter::boxB() const {
  // One image's channels of one tap: rows of pixels.
  if (windows)
    return {1, stepK, boxRows, boxColumns};
  return bKMajor ? box(tileN, stepK) : box(stepK, stepK);
}

WgmmaWriter::StageOffsets WgmmaWriter::getStageOffsets(Value stage) {
  auto offset = [&](int64_t base, int64_t bytes) {
    return arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, stage, index(bytes)),
        index(base));
  };
  StageOffsets offsets;
  offsets.a = offset(0, bytesA);
  offsets.b = offset(stages * bytesA, bytesB);
  if (tf32x3) {
    offsets.restA = offset(stages * (bytesA + bytesB), bytesA);
    offsets.restB = offset(stages * (2 * bytesA + bytesB), bytesB);
  }
  if (transposeB)
    offsets.bigB = offset(stages * (2 * bytesA + 2 * bytesB), bytesB);
  return offsets;
}

Value WgmmaWriter::view(Value byteOffset, ArrayRef<int64_t> shape) {
  auto type = MemRefType::get(
      shape, elementType, MemRefLayoutAttrInterface(),
      gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup));
  return memref::ViewOp::create(b, loc, type, sharedMemory, byteOffset,
                                ValueRange{});
}

void WgmmaWriter::writeLoads(Value step, Value predicate) {
  auto ifOp = scf::IfOp::create(b, loc, predicate);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(ifOp.thenBlock());
  Value stage = arith::RemUIOp::create(b, loc, step, index(stages));
  StageOffsets offsets = getStageOffsets(stage);
  nvgpu::MBarrierArriveExpectTxOp::create(
      b, loc, barriers, index(bytesA + bytesB), stage, Value());
  auto load = [&](Value destination, Value map,
                  SmallVector<Value> coordinates) {
    nvgpu::TmaAsyncLoadOp::create(b, loc, destination, barriers, map,
                                  coordinates, stage, Value(), Value());
  };
  load(view(offsets.a, boxA()), mapA, getCoordinatesA(step));
  if (windows || bKMajor) {
    load(view(offsets.b, boxB()), mapB, getCoordinatesB(step, 0));
    return;
  }
  // Boxes of 128-byte rows side by side.
  for (int64_t column = 0; column < tileN; column += stepK) {
    Value boxOffset = arith::AddIOp::create(
        b, loc, offsets.b, index(column / stepK * stepK * kStepBytes));
    load(view(boxOffset, boxB()), mapB, getCoordinatesB(step, column));
  }
}

/// A convolution's K step `step`: its window tap and first channel (taps
/// outside channels, as the filter's copy is laid out).
std::pair<Value, Value> getTapAndChannel(OpBuilder &b, Location loc, Value step,
                                         int64_t channelSteps, int64_t stepK) {
  Value steps = arith::ConstantIndexOp::create(b, loc, channelSteps);
  Value tap = arith::DivUIOp::create(b, loc, step, steps);
  Value channel =
      arith::MulIOp::create(b, loc, arith::RemUIOp::create(b, loc, step, steps),
                            arith::ConstantIndexOp::create(b, loc, stepK));
  return {tap, channel};
}

SmallVector<Value> WgmmaWriter::getCoordinatesA(Value step) {
  auto offset = [&](unsigned dim) {
    return getValueOrCreateConstantIndexOp(b, loc, tileA.offsets[dim]);
  };
  // Coordinates are innermost first.
  if (windows) {
    auto [tap, channel] =
        getTapAndChannel(b, loc, step, windows->channels / stepK, stepK);
    return {channel, tap, offset(0)};
  }
  // The matrix's dimensions follow the batch's, if any: column, row (,
  // batch).
  unsigned first = batchedA ? 1 : 0;
  Value k =
      arith::AddIOp::create(b, loc, offset(first + 1),
                            arith::MulIOp::create(b, loc, step, index(stepK)));
  SmallVector<Value> coordinates = {k, offset(first)};
  if (batchedA)
    coordinates.push_back(offset(0));
  return coordinates;
}

SmallVector<Value> WgmmaWriter::getCoordinatesB(Value step, int64_t column) {
  auto offset = [&](unsigned dim) {
    return getValueOrCreateConstantIndexOp(b, loc, tileB.offsets[dim]);
  };
  if (windows) {
    // The tile's first pixel, moved by the tap, in the image (column, row,
    // channel, image): outside it, the box reads the padding's zeros.
    auto [tap, channel] =
        getTapAndChannel(b, loc, step, windows->channels / stepK, stepK);
    Value windowColumns = index(windows->windowColumns);
    Value width = index(windows->outputColumns);
    Value pixel = offset(2);
    Value row = arith::AddIOp::create(
        b, loc, arith::DivUIOp::create(b, loc, pixel, width),
        arith::AddIOp::create(
            b, loc, arith::DivUIOp::create(b, loc, tap, windowColumns),
            index(imageRow)));
    Value imageColumnOfPixel = arith::AddIOp::create(
        b, loc, arith::RemUIOp::create(b, loc, pixel, width),
        arith::AddIOp::create(
            b, loc, arith::RemUIOp::create(b, loc, tap, windowColumns),
            index(imageColumn)));
    return {imageColumnOfPixel, row, channel, offset(0)};
  }
  unsigned first = batched ? 1 : 0;
  Value k = arith::MulIOp::create(b, loc, step, index(stepK));
  SmallVector<Value> coordinates;
  if (bKMajor)
    coordinates = {arith::AddIOp::create(b, loc, offset(first + 1), k),
                   offset(first)};
  else
    coordinates = {
        arith::AddIOp::create(b, loc, offset(first + 1), index(column)),
        arith::AddIOp::create(b, loc, offset(first), k)};
  if (batched)
    coordinates.push_back(offset(0));
  return coordinates;
}

Value WgmmaWriter::writeProducts(const StageOffsets &offsets,
                                 Value warpgroupRow, Value accumulator) {
  MLIRContext *context = b.getContext();
  auto workgroup =
      gpu::AddressSpaceAttr::get(context, gpu::AddressSpace::Workgroup);
  // f32 operands are read as tf32 (the descriptors' element type).
  Type operandType = tf32x3 ? b.getTF32Type() : elementType;
  auto descriptorType = [&](ArrayRef<int64_t> shape) {
    return nvgpu::WarpgroupMatrixDescriptorType::get(
        context, MemRefType::get(shape, operandType,
                                 MemRefLayoutAttrInterface(), workgroup));
  };
  Value rowBytes =
      arith::MulIOp::create(b, loc, warpgroupRow, index(kStepBytes));
  if (!bKMajor && !tf32x3) {
    // This warpgroup's rows of A; B's boxes side by side (the descriptor
    // steps over them). B is K x N (N contiguous): wgmma reads it
    // transposed. At most one group stays in flight, so the stage read a
    // step ago is free again.
    Value rowsA = view(arith::AddIOp::create(b, loc, offsets.a, rowBytes),
                       {kRowsPerWarpgroup, stepK});
    Value stagedB = view(offsets.b, {stepK, tileN});
    Value descriptorA = nvgpu::WarpgroupGenerateDescriptorOp::create(
        b, loc, descriptorType({kRowsPerWarpgroup, stepK}), rowsA, mapA);
    Value descriptorB = nvgpu::WarpgroupGenerateDescriptorOp::create(
        b, loc, descriptorType({stepK, tileN}), stagedB, mapB);
    return nvgpu::WarpgroupMmaOp::create(
        b, loc, accumulatorType, descriptorA, descriptorB,
        /*waitGroup=*/uint64_t(1), /*transposeA=*/UnitAttr(),
        /*transposeB=*/b.getUnitAttr(), accumulator);
  }
  // Both K-major: instruction K's slice of a 128-byte swizzled row starts
  // that many bytes into the row (the swizzle applies to the address).
  // nvgpu.warpgroup.mma steps descriptors over K for B as K x N only, and
  // fences and commits around each op (the fence waits for the previous
  // op's accumulators: the products would run one by one), so the step's
  // products are NVVM wgmma ops on the accumulators' registers, with one
  // fence and one commit.
  int64_t instructionK = tf32x3 ? 8 : 16;
  int64_t elementBytes = elementType.getIntOrFloatBitWidth() / 8;
  // A's tf32 part or rest (`bigA`) times one of B's tiles.
  struct Operands {
    bool bigA;
    Value b;
  };
  SmallVector<Operands> products = {{true, offsets.b}};
  if (tf32x3) {
    // The small products first.
    Value bigB = transposeB ? offsets.bigB : offsets.b;
    products = {{false, bigB}, {true, offsets.restB}, {true, bigB}};
  }
  auto fragments = getFragmentsType();
  Value registers = UnrealizedConversionCastOp::create(
                        b, loc, getRegistersType(), accumulator)
                        .getResult(0);
  Value fragment =
      LLVM::ExtractValueOp::create(b, loc, registers, ArrayRef<int64_t>{0});
  auto descriptorBits = [&](Value descriptor) {
    return UnrealizedConversionCastOp::create(b, loc, b.getI64Type(),
                                              descriptor)
        .getResult(0);
  };
  auto wgmmaType = [&](Type type) {
    return type.isF16()    ? NVVM::WGMMATypes::f16
           : type.isBF16() ? NVVM::WGMMATypes::bf16
                           : NVVM::WGMMATypes::tf32;
  };
  // The descriptors read the swizzle from a map: an image's boxes are not
  // swizzled, its transposed tiles are (as A's).
  Value swizzledMapB = windows ? mapA : mapB;
  // A in registers: loaded and split before the fence, which orders those
  // writes before wgmma's reads.
  SmallVector<FragmentA> fragmentsA;
  if (registerA)
    fragmentsA = loadFragmentsA(offsets.a, warpgroupRow);
  NVVM::WgmmaFenceAlignedOp::create(b, loc);
  for (int64_t slice = 0; slice < stepK / instructionK; ++slice) {
    Value sliceBytes = index(slice * instructionK * elementBytes);
    for (const Operands &operands : products) {
      auto descriptorB = [&] {
        Value start = arith::AddIOp::create(b, loc, operands.b, sliceBytes);
        return descriptorBits(nvgpu::WarpgroupGenerateDescriptorOp::create(
            b, loc, descriptorType({instructionK, tileN}),
            view(start, {tileN, instructionK}), swizzledMapB));
      };
      if (registerA) {
        const FragmentA &fragmentA = fragmentsA[slice];
        fragment = writeRegisterAProduct(
            fragment, operands.bigA ? fragmentA.big : fragmentA.rest,
            descriptorB());
        continue;
      }
      Value startA = arith::AddIOp::create(
          b, loc,
          arith::AddIOp::create(
              b, loc, operands.bigA ? offsets.a : offsets.restA, rowBytes),
          sliceBytes);
      Value descriptorA =
          descriptorBits(nvgpu::WarpgroupGenerateDescriptorOp::create(
              b, loc, descriptorType({kRowsPerWarpgroup, instructionK}),
              view(startA, {kRowsPerWarpgroup, instructionK}), mapA));
      fragment = NVVM::WgmmaMmaAsyncOp::create(
          b, loc, fragments, fragment, descriptorA, descriptorB(),
          NVVM::MMAShapeAttr::get(b.getContext(), kRowsPerWarpgroup, tileN,
                                  instructionK),
          wgmmaType(elementType), wgmmaType(elementType), NVVM::WGMMATypes::f32,
          NVVM::WGMMAScaleOut::one, NVVM::WGMMAScaleIn::one,
          NVVM::WGMMAScaleIn::one, NVVM::MMALayout::row, NVVM::MMALayout::col,
          NVVM::MMAIntOverflowAttr());
    }
  }
  NVVM::WgmmaGroupSyncAlignedOp::create(b, loc);
  // 16-bit operands: the previous step's group is done, the stage it read
  // free again; tf32x3 waits for this step's products before adding them.
  if (!tf32x3)
    NVVM::WgmmaWaitGroupSyncOp::create(b, loc, 1);
  registers = LLVM::InsertValueOp::create(b, loc, registers, fragment,
                                          ArrayRef<int64_t>{0});
  return UnrealizedConversionCastOp::create(b, loc, accumulatorType, registers)
      .getResult(0);
}

std::pair<Value, Value> WgmmaWriter::splitTF32(Value value) {
  // The tensor cores read an f32 as tf32 by dropping its 13 low bits: the
  // big part is the value itself, the rest its dropped bits, rounded.
  Value big = mlir::cuda_agent::truncateToTF32(b, loc, value);
  Value rest = mlir::cuda_agent::roundToTF32(
      b, loc, arith::SubFOp::create(b, loc, value, big));
  return {big, rest};
}

SmallVector<WgmmaWriter::FragmentA>
WgmmaWriter::loadFragmentsA(Value offsetA, Value warpgroupRow) {
  // Warp w of the warpgroup holds rows 16w..16w+15 of its 64, lane l rows
  // l / 4 and l / 4 + 8 at columns l % 4 and l % 4 + 4 of the slice:
  // registers (row, column), (row + 8, column), (row, column + 4),
  // (row + 8, column + 4).
  Value threadId = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value lane = arith::RemUIOp::create(b, loc, threadId, index(32));
  Value warp = arith::RemUIOp::create(
      b, loc, arith::DivUIOp::create(b, loc, threadId, index(32)), index(4));
  Value laneRow = arith::DivUIOp::create(b, loc, lane, index(4));
  Value laneColumn = arith::RemUIOp::create(b, loc, lane, index(4));
  Value row = arith::AddIOp::create(
      b, loc, warpgroupRow,
      arith::AddIOp::create(
          b, loc, arith::MulIOp::create(b, loc, warp, index(16)), laneRow));
  Value tile = view(offsetA, {bytesA / 4});
  // 128-byte swizzled rows of 32 values: 16-byte piece p of row r at piece
  // p ^ (r % 8), and r % 8 is the lane's row (rows r and r + 8 alike).
  auto position = [&](Value rowOfTile, int64_t piece) {
    Value rowValues = arith::MulIOp::create(b, loc, rowOfTile, index(stepK));
    Value pieceValues = arith::MulIOp::create(
        b, loc, arith::XOrIOp::create(b, loc, index(piece), laneRow), index(4));
    return arith::AddIOp::create(
        b, loc, arith::AddIOp::create(b, loc, rowValues, pieceValues),
        laneColumn);
  };
  Value lowerRow = arith::AddIOp::create(b, loc, row, index(8));
  auto type = VectorType::get({4}, b.getF32Type());
  SmallVector<FragmentA> fragments;
  for (int64_t slice = 0; slice < stepK / 8; ++slice) {
    SmallVector<Value> values;
    for (auto [rowOfTile, piece] :
         {std::pair(row, 2 * slice), std::pair(lowerRow, 2 * slice),
          std::pair(row, 2 * slice + 1), std::pair(lowerRow, 2 * slice + 1)})
      values.push_back(memref::LoadOp::create(
          b, loc, tile, ValueRange{position(rowOfTile, piece)}));
    Value rests =
        splitTF32(vector::FromElementsOp::create(b, loc, type, values)).second;
    auto bits = [&](Value value) {
      return LLVM::BitcastOp::create(b, loc, b.getI32Type(), value).getResult();
    };
    FragmentA &fragment = fragments.emplace_back();
    for (int64_t i = 0; i < 4; ++i) {
      fragment.big.push_back(bits(values[i]));
      fragment.rest.push_back(
          bits(vector::ExtractOp::create(b, loc, rests, i)));
    }
  }
  return fragments;
}

Value WgmmaWriter::writeRegisterAProduct(Value fragments, ArrayRef<Value> a,
                                         Value descriptorB) {
  int64_t count = tileN / 2;
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "{\n.reg .pred p;\nsetp.ne.b32 p, 1, 0;\n"
     << "wgmma.mma_async.sync.aligned.m64n" << tileN << "k8.f32.tf32.tf32 {";
  SmallVector<std::string> constraints;
  SmallVector<Value> operands;
  for (int64_t i = 0; i < count; ++i) {
    os << (i ? ", $" : "$") << i;
    constraints.push_back("=f");
  }
  // The accumulators in, tied to the same registers out.
  for (int64_t i = 0; i < count; ++i) {
    constraints.push_back(std::to_string(i));
    operands.push_back(
        LLVM::ExtractValueOp::create(b, loc, fragments, ArrayRef<int64_t>{i}));
  }
  os << "}, {";
  for (int64_t i = 0; i < 4; ++i) {
    os << (i ? ", $" : "$") << 2 * count + i;
    constraints.push_back("r");
    operands.push_back(a[i]);
  }
  os << "}, $" << 2 * count + 4 << ", p, 1, 1;\n}";
  constraints.push_back("l");
  operands.push_back(descriptorB);
  return LLVM::InlineAsmOp::create(
             b, loc, fragments.getType(), operands, text,
             llvm::join(constraints, ","), /*has_side_effects=*/true,
             /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None,
             LLVM::AsmDialectAttr(), ArrayAttr())
      .getResult(0);
}

void WgmmaWriter::writeSplits(const StageOffsets &offsets, Value threadId) {
  auto split = [&](Value tile, Value rest, int64_t bytes) {
    int64_t values = bytes / 4;
    Value tileValues = view(tile, {values});
    Value restValues = view(rest, {values});
    auto loop = scf::ForOp::create(
        b, loc, arith::MulIOp::create(b, loc, threadId, index(4)),
        index(values), index(threads * 4));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value position = loop.getInductionVar();
    auto type = VectorType::get({4}, b.getF32Type());
    Value value =
        vector::LoadOp::create(b, loc, type, tileValues, position,
                               /*nontemporal=*/false, llvm::MaybeAlign(16));
    Value small = splitTF32(value).second;
    vector::StoreOp::create(b, loc, small, restValues, position,
                            /*nontemporal=*/false, llvm::MaybeAlign(16));
  };
  if (!registerA)
    split(offsets.a, offsets.restA, bytesA);
  if (transposeB)
    writeTransposedSplits(offsets, threadId);
  else
    split(offsets.b, offsets.restB, bytesB);
  // The generic proxy's writes, before the async proxy's wgmma reads them
  // (and before the TMA loads that later refill the stage).
  NVVM::FenceProxyOp::create(
      b, loc, NVVM::ProxyKind::async_shared,
      NVVM::SharedSpaceAttr::get(b.getContext(),
                                 NVVM::SharedSpace::shared_cta));
}

void WgmmaWriter::writeTransposedSplits(const StageOffsets &offsets,
                                        Value threadId) {
  // The loaded tile: boxes of 32 columns, each 32 rows (K) of 128 bytes,
  // 128-byte swizzled (16-byte piece p of row r sits at piece p ^ (r % 8));
  // an image's windows: 32 rows (channels) of the tile's pixels, not
  // swizzled. The K-major tiles: a swizzled 128-byte row per column (N).
  auto swizzled = [&](Value row, Value piece) {
    Value rowPiece = arith::RemUIOp::create(b, loc, row, index(8));
    Value bytes = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, row, index(kStepBytes)),
        arith::MulIOp::create(
            b, loc, arith::XOrIOp::create(b, loc, piece, rowPiece), index(16)));
    // In f32 values.
    return arith::DivUIOp::create(b, loc, bytes, index(4));
  };
  int64_t values = bytesB / 4;
  Value loaded = view(offsets.b, {values});
  Value big = view(offsets.bigB, {values});
  Value rest = view(offsets.restB, {values});
  int64_t blocksK = stepK / 4, blocksN = tileN / 4;
  auto loop = scf::ForOp::create(b, loc, threadId, index(blocksK * blocksN),
                                 index(threads));
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(loop.getBody());
  // Consecutive threads take consecutive 4-column blocks, each in another
  // 4-row block (a Latin square: round r takes row block (r + column
  // block) % 8): any 8 of them read and write 16-byte pieces in 8
  // different bank groups.
  Value block = loop.getInductionVar();
  Value blockN = arith::RemUIOp::create(b, loc, block, index(blocksN));
  Value blockK = arith::RemUIOp::create(
      b, loc,
      arith::AddIOp::create(
          b, loc, arith::DivUIOp::create(b, loc, block, index(blocksN)),
          blockN),
      index(blocksK));
  Value k0 = arith::MulIOp::create(b, loc, blockK, index(4));
  Value n0 = arith::MulIOp::create(b, loc, blockN, index(4));
  // Without windows: n0's box and its 16-byte piece in the box's rows.
  Value boxValues, piece;
  if (!windows) {
    Value box = arith::DivUIOp::create(b, loc, n0, index(stepK));
    boxValues = arith::MulIOp::create(b, loc, box, index(stepK * stepK));
    piece = arith::DivUIOp::create(
        b, loc, arith::RemUIOp::create(b, loc, n0, index(stepK)), index(4));
  }
  auto loadedPosition = [&](Value k) -> Value {
    if (windows)
      return arith::AddIOp::create(
          b, loc, arith::MulIOp::create(b, loc, k, index(tileN)), n0);
    return arith::AddIOp::create(b, loc, boxValues, swizzled(k, piece));
  };
  auto type = VectorType::get({4}, b.getF32Type());
  SmallVector<SmallVector<Value>> rows;
  for (int64_t i = 0; i < 4; ++i) {
    Value k = arith::AddIOp::create(b, loc, k0, index(i));
    Value position = loadedPosition(k);
    Value row =
        vector::LoadOp::create(b, loc, type, loaded, position,
                               /*nontemporal=*/false, llvm::MaybeAlign(16));
    SmallVector<Value> elements;
    for (int64_t j = 0; j < 4; ++j)
      elements.push_back(vector::ExtractOp::create(b, loc, row, j));
    rows.push_back(elements);
  }
  Value kPiece = arith::DivUIOp::create(b, loc, k0, index(4));
  for (int64_t j = 0; j < 4; ++j) {
    Value column = vector::FromElementsOp::create(
        b, loc, type,
        ValueRange{rows[0][j], rows[1][j], rows[2][j], rows[3][j]});
    auto [columnBig, columnRest] = splitTF32(column);
    Value n = arith::AddIOp::create(b, loc, n0, index(j));
    Value position = swizzled(n, kPiece);
    vector::StoreOp::create(b, loc, columnBig, big, position,
                            /*nontemporal=*/false, llvm::MaybeAlign(16));
    vector::StoreOp::create(b, loc, columnRest, rest, position,
                            /*nontemporal=*/false, llvm::MaybeAlign(16));
  }
}

Value WgmmaWriter::waitForStep(Value step) {
  Value stage = arith::RemUIOp::create(b, loc, step, index(stages));
  // Each stage's barrier completes a phase every `stages` steps.
  Value round = arith::DivUIOp::create(b, loc, step, index(stages));
  Value parity = arith::IndexCastOp::create(
      b, loc, b.getI1Type(), arith::RemUIOp::create(b, loc, round, index(2)));
  nvgpu::MBarrierTryWaitParityOp::create(b, loc, barriers, parity,
                                         index(kWaitTicks), stage);
  return stage;
}

Value WgmmaWriter::writeThreeProductLoop(Value leader, Value warpgroupRow,
                                         Value threadId) {
  int64_t steps = sizeK / stepK;
  // Every stage's loads in flight, the first step's tiles split.
  for (int64_t step = 0; step < std::min(stages, steps); ++step)
    writeLoads(index(step), leader);
  writeSplits(getStageOffsets(waitForStep(index(0))), threadId);
  gpu::BarrierOp::create(b, loc);

  Value zero =
      nvgpu::WarpgroupMmaInitAccumulatorOp::create(b, loc, accumulatorType);
  auto loop = scf::ForOp::create(b, loc, index(0), index(steps), index(1),
                                 ValueRange{zero});
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(loop.getBody());
  Value step = loop.getInductionVar();
  Value products = writeStepProducts(step, warpgroupRow);
  // While the tensor cores run this step, the next step's tiles are split
  // (another stage).
  writeNextSplits(arith::AddIOp::create(b, loc, step, index(1)), threadId);
  NVVM::WgmmaWaitGroupSyncOp::create(b, loc, 0);
  Value sums = addAccumulators(loop.getRegionIterArg(0), products);
  writeRefill(step, leader);
  scf::YieldOp::create(b, loc, ValueRange{sums});
  return loop.getResult(0);
}

Value WgmmaWriter::writeStepProducts(Value step, Value warpgroupRow) {
  Value stage = arith::RemUIOp::create(b, loc, step, index(stages));
  return writeProducts(
      getStageOffsets(stage), warpgroupRow,
      nvgpu::WarpgroupMmaInitAccumulatorOp::create(b, loc, accumulatorType));
}

void WgmmaWriter::writeNextSplits(Value next, Value threadId) {
  auto ifOp =
      scf::IfOp::create(b, loc,
                        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                              next, index(sizeK / stepK)));
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(ifOp.thenBlock());
  writeSplits(getStageOffsets(waitForStep(next)), threadId);
}

void WgmmaWriter::writeRefill(Value read, Value predicate) {
  gpu::BarrierOp::create(b, loc);
  Value refill = arith::AddIOp::create(b, loc, read, index(stages));
  Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                        refill, index(sizeK / stepK));
  writeLoads(refill, arith::AndIOp::create(b, loc, inRange, predicate));
}

LLVM::LLVMStructType WgmmaWriter::getFragmentsType() {
  return LLVM::LLVMStructType::getLiteral(
      b.getContext(), SmallVector<Type>(tileN / 2, b.getF32Type()));
}

LLVM::LLVMStructType WgmmaWriter::getRegistersType() {
  return LLVM::LLVMStructType::getLiteral(b.getContext(), {getFragmentsType()});
}

Value WgmmaWriter::addAccumulators(Value sums, Value products) {
  auto toRegisters = [&](Value value) {
    return UnrealizedConversionCastOp::create(b, loc, getRegistersType(), value)
        .getResult(0);
  };
  Value sum = toRegisters(sums);
  Value product = toRegisters(products);
  for (int64_t element = 0; element < tileN / 2; ++element) {
    SmallVector<int64_t> position = {0, element};
    Value added = LLVM::FAddOp::create(
        b, loc, LLVM::ExtractValueOp::create(b, loc, sum, position),
        LLVM::ExtractValueOp::create(b, loc, product, position));
    sum = LLVM::InsertValueOp::create(b, loc, sum, added, position);
  }
  return UnrealizedConversionCastOp::create(b, loc, accumulatorType, sum)
      .getResult(0);
}

void WgmmaWriter::writeKernel() {
  MLIRContext *context = b.getContext();
  int64_t steps = sizeK / stepK;
  b.setInsertionPoint(matmul);
  Value threadId = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value leader = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                       threadId, index(0));
  Value warpgroup =
      arith::DivUIOp::create(b, loc, threadId, index(kThreadsPerWarpgroup));
  Value warpgroupRow =
      arith::MulIOp::create(b, loc, warpgroup, index(kRowsPerWarpgroup));
  auto workgroup =
      gpu::AddressSpaceAttr::get(context, gpu::AddressSpace::Workgroup);
  sharedMemory = gpu::DynamicSharedMemoryOp::create(
      b, loc,
      MemRefType::get({ShapedType::kDynamic}, b.getI8Type(),
                      MemRefLayoutAttrInterface(), workgroup));
  barriers = nvgpu::MBarrierCreateOp::create(
      b, loc, nvgpu::MBarrierGroupType::get(context, workgroup, stages));

  // Thread 0 sets up the barriers (one arrival: its own, with the bytes
  // the stage's loads bring) and fetches the descriptors.
  {
    auto ifOp = scf::IfOp::create(b, loc, leader);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    for (int64_t stage = 0; stage < stages; ++stage)
      nvgpu::MBarrierInitOp::create(b, loc, barriers, index(1), index(stage),
                                    Value());
    nvgpu::TmaPrefetchOp::create(b, loc, mapA, Value());
    nvgpu::TmaPrefetchOp::create(b, loc, mapB, Value());
  }
  gpu::BarrierOp::create(b, loc);

  accumulatorType = nvgpu::WarpgroupAccumulatorType::get(
      context, VectorType::get({kRowsPerWarpgroup, tileN}, b.getF32Type()));
  if (tf32x3) {
    Value sums = writeThreeProductLoop(leader, warpgroupRow, threadId);
    writeEpilogue(sums, threadId);
    return;
  }

  // Prologue: the first stages - 1 steps in flight.
  for (int64_t step = 0; step < std::min(stages - 1, steps); ++step)
    writeLoads(index(step), leader);

  Value zero =
      nvgpu::WarpgroupMmaInitAccumulatorOp::create(b, loc, accumulatorType);
  auto loop = scf::ForOp::create(b, loc, index(0), index(steps), index(1),
                                 ValueRange{zero});
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value step = loop.getInductionVar();
    Value accumulator = loop.getRegionIterArg(0);
    StageOffsets offsets = getStageOffsets(waitForStep(step));
    Value ahead = arith::AddIOp::create(b, loc, step, index(stages - 1));
    Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                          ahead, index(steps));
    Value product = writeProducts(offsets, warpgroupRow, accumulator);
    // The wait frees the stage of the previous step for this warpgroup
    // only: thread 0 refills it once every warpgroup got there.
    if (tileM > kRowsPerWarpgroup)
      gpu::BarrierOp::create(b, loc);
    writeLoads(ahead, arith::AndIOp::create(b, loc, inRange, leader));
    scf::YieldOp::create(b, loc, ValueRange{product});
  }
  NVVM::WgmmaWaitGroupSyncOp::create(b, loc, 0);

  writeEpilogue(loop.getResult(0), threadId);
}

void WgmmaWriter::writeEpilogue(Value accumulator, Value threadId) {
  // Every warpgroup is past its last wgmma, so the stages are free: the
  // fragments go to shared memory as f32 rows, then to C in 16-byte
  // pieces (converted to C's type), consecutive threads on consecutive
  // pieces of a row.
  gpu::BarrierOp::create(b, loc);
  int64_t paddedN = tileN + kEpiloguePadding;
  auto type = MemRefType::get(
      {tileM, paddedN}, b.getF32Type(), MemRefLayoutAttrInterface(),
      gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup));
  Value staged = memref::ViewOp::create(b, loc, type, sharedMemory, index(0),
                                        ValueRange{});
  stagedC = staged;
  // nvgpu's lowering of the store places each lane's rows by its warp in
  // the block (16 rows per warp of tid / 32), so warpgroup w's fragment
  // lands 64 * w rows down already: every warpgroup stores to the first 64
  // rows' view.
  Value rows = memref::SubViewOp::create(
      b, loc, staged,
      ArrayRef<OpFoldResult>{b.getIndexAttr(0), b.getIndexAttr(0)},
      ArrayRef<OpFoldResult>{b.getIndexAttr(kRowsPerWarpgroup),
                             b.getIndexAttr(tileN)},
      ArrayRef<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(1)});
  nvgpu::WarpgroupMmaStoreOp::create(b, loc, accumulator, rows);
  gpu::BarrierOp::create(b, loc);
  int64_t outputBytes = outputType.getIntOrFloatBitWidth() / 8;
  int64_t width = 16 / outputBytes;
  auto copy = scf::ForOp::create(
      b, loc, arith::MulIOp::create(b, loc, threadId, index(width)),
      index(tileM * tileN), index(threads * width));
  storeLoop = copy;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(copy.getBody());
  Value element = copy.getInductionVar();
  SmallVector<Value> position = {
      arith::DivUIOp::create(b, loc, element, index(tileN)),
      arith::RemUIOp::create(b, loc, element, index(tileN))};
  SmallVector<Value> positionC = position;
  if (batched)
    positionC.insert(positionC.begin(), index(0));
  // Rows of both are multiples of 16 bytes apart from 16-byte aligned
  // bases (the extern array's 1024, the arguments' 16).
  Value values = vector::LoadOp::create(
      b, loc, VectorType::get({width}, b.getF32Type()), staged, position,
      /*nontemporal=*/false, llvm::MaybeAlign(width * 4));
  if (!outputType.isF32())
    values = arith::TruncFOp::create(
        b, loc, VectorType::get({width}, outputType), values);
  vector::StoreOp::create(b, loc, values, matmul.getDpsInits()[0], positionC,
                          /*nontemporal=*/false, llvm::MaybeAlign(16));
}

/// The launch after `launch` in its block, past pure ops (constants,
/// views), allocations and deallocations.
gpu::LaunchOp getNextLaunch(gpu::LaunchOp launch) {
  for (Operation *op = launch->getNextNode(); op; op = op->getNextNode()) {
    if (auto next = dyn_cast<gpu::LaunchOp>(op))
      return next;
    if (!isa<memref::AllocOp, memref::DeallocOp>(op) && !isPure(op))
      return {};
  }
  return {};
}

/// Whether `a` and `b` have the same constant grid and block sizes.
bool haveSameConstantSizes(gpu::LaunchOp a, gpu::LaunchOp b) {
  auto sizes = [](gpu::LaunchOp launch) {
    SmallVector<std::optional<int64_t>> constants;
    for (Value size : {launch.getGridSizeX(), launch.getGridSizeY(),
                       launch.getGridSizeZ(), launch.getBlockSizeX(),
                       launch.getBlockSizeY(), launch.getBlockSizeZ()})
      constants.push_back(getConstantIntValue(size));
    return constants;
  };
  SmallVector<std::optional<int64_t>> sizesA = sizes(a);
  return llvm::all_of(sizesA, [](auto size) { return size.has_value(); }) &&
         sizesA == sizes(b);
}

void WgmmaWriter::fuseEpilogueLaunch() {
  gpu::LaunchOp next = getNextLaunch(launch);
  Value c = tileC.buffer;
  if (!next || next.getDynamicSharedMemorySize() ||
      !haveSameConstantSizes(launch, next) ||
      next.getBody().getNumArguments() != launch.getBody().getNumArguments() ||
      !c.getDefiningOp<memref::AllocOp>())
    return;
  // C, a temporary, is read by the epilogue's vector loads only.
  SmallVector<vector::LoadOp> loads;
  for (Operation *user : c.getUsers()) {
    if (launch->isAncestor(user) || isa<memref::DeallocOp>(user))
      continue;
    auto load = dyn_cast<vector::LoadOp>(user);
    if (!load || !next->isAncestor(load) || load.getVectorType().getRank() != 1)
      return;
    loads.push_back(load);
  }
  // What the epilogue reads from above must be there at this launch: the
  // ops between the launches (constants, views, the output's allocation)
  // move before it, in order; deallocations stay after it.
  for (Operation *op = launch->getNextNode(); op != next.getOperation();) {
    Operation *following = op->getNextNode();
    if (!isa<memref::DeallocOp>(op))
      op->moveBefore(launch);
    op = following;
  }

  // The epilogue's body runs where the copy to C was, on this launch's
  // block and thread ids.
  Block &body = next.getBody().front();
  for (auto [from, to] :
       llvm::zip_equal(body.getArguments(), launch.getBody().getArguments()))
    from.replaceAllUsesWith(to);
  for (Operation &op : llvm::make_early_inc_range(body.without_terminator()))
    op.moveBefore(storeLoop);
  // Each read of C (within this block's tile, as the transform script
  // tiles the epilogue) reads the staged tile: its row and column less the
  // tile's offsets, the f32 values converted to C's type as the copy did.
  unsigned rank = tileC.offsets.size();
  for (vector::LoadOp load : loads) {
    b.setInsertionPoint(load);
    SmallVector<Value> position;
    for (unsigned dim = rank - 2; dim < rank; ++dim)
      position.push_back(arith::SubIOp::create(
          b, loc, load.getIndices()[dim],
          getValueOrCreateConstantIndexOp(b, loc, tileC.offsets[dim])));
    VectorType type = load.getVectorType();
    Value staged = vector::LoadOp::create(
        b, loc, VectorType::get(type.getShape(), b.getF32Type()), stagedC,
        position);
    if (!type.getElementType().isF32())
      staged = arith::TruncFOp::create(b, loc, type, staged);
    load.replaceAllUsesWith(staged);
    load.erase();
  }
  storeLoop.erase();
  next.erase();
  // C is neither written nor read now: its views, deallocations and
  // allocation go.
  for (Operation *user : llvm::make_early_inc_range(c.getUsers()))
    if (isa<memref::SubViewOp>(user) && user->use_empty())
      user->erase();
  for (Operation *user : llvm::make_early_inc_range(c.getUsers()))
    if (isa<memref::DeallocOp>(user))
      user->erase();
  if (c.use_empty())
    c.getDefiningOp()->erase();
}

LogicalResult WgmmaWriter::run() {
  if (failed(check()))
    return failure();
  writeDescriptors();
  writeKernel();

  // The launch: a warpgroup per 64 rows, the stages' dynamic shared memory.
  b.setInsertionPoint(launch);
  launch.getBlockSizeXMutable().assign(index(threads));
  launch.getBlockSizeYMutable().assign(index(1));
  launch.getBlockSizeZMutable().assign(index(1));
  Value sharedBytes = arith::ConstantIntOp::create(
      b, loc, getSharedBytes(tileM, tileN, stages, tf32x3, transposeB), 32);
  launch.getDynamicSharedMemorySizeMutable().assign(sharedBytes);
  matmul.erase();
  fill.erase();
  // The gather, its temporary and the padding the boxes replace.
  if (windows) {
    IRRewriter rewriter(b);
    mlir::cuda_agent::eraseGather(rewriter, gather, temporaryDeallocs, padding);
  }
  if (fuseEpilogue)
    fuseEpilogueLaunch();
  return success();
}

struct LowerMatmulToWgmmaPass
    : public mlir::cuda_agent::impl::LowerMatmulToWgmmaBase<
          LowerMatmulToWgmmaPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<std::pair<linalg::LinalgOp, gpu::LaunchOp>> matmuls;
    getOperation().walk([&](linalg::LinalgOp matmul) {
      // A convolution's GEMM is a linalg.generic.
      if (!isa<linalg::MatmulOp, linalg::BatchMatmulOp>(matmul) &&
          !(isa<linalg::GenericOp>(matmul) &&
            linalg::isaContractionOpInterface(matmul)))
        return;
      if (auto launch = matmul->getParentOfType<gpu::LaunchOp>())
        matmuls.push_back({matmul, launch});
    });
    for (auto [matmul, launch] : matmuls)
      if (failed(WgmmaWriter(matmul, launch, stages, fuseEpilogue).run()))
        return signalPassFailure();
  }
};

} // namespace
