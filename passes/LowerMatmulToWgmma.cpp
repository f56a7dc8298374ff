//===- LowerMatmulToWgmma.cpp - a block's matmul as TMA loads and wgmma ---===//
//
// Upstream has the pieces of Hopper's GEMM main loop (nvgpu's TMA
// descriptors and loads, mbarriers, warpgroup.mma and its descriptors) but
// nothing that maps a linalg contraction onto them; this pass writes the
// main loop of mlir/test/Examples/NVGPU's multistage GEMM for a block tile
// that the transform script left as a linalg.matmul inside gpu.launch.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Scheduling/Scheduling.h"
#include "cuda-agent/Scheduling/ZeroFill.h"
#include "passes/Passes.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
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

// mbarrier try_wait's suspend-time hint, as upstream's examples use.
constexpr int64_t kWaitTicks = 10000000;

/// A view of a buffer defined above the launch: the buffer and the view's
/// offsets into it.
struct BufferTile {
  Value buffer;
  SmallVector<OpFoldResult> offsets;
};

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
  auto type = cast<MemRefType>(buffer.getType());
  if (!buffer.getParentRegion()->isProperAncestor(&launch.getBody()) ||
      !type.hasStaticShape() || !type.getLayout().isIdentity() ||
      type.getMemorySpace())
    return matmul->emitOpError()
           << name
           << " is not a view of a statically shaped global buffer with the "
              "identity layout, defined outside the launch (what a TMA "
              "descriptor describes)";
  return BufferTile{buffer, offsets};
}

/// The zero fill of `output` before `matmul` in its block, or null.
linalg::FillOp getZeroFill(linalg::MatmulOp matmul, Value output) {
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
  WgmmaWriter(linalg::MatmulOp matmul, gpu::LaunchOp launch, int64_t stages)
      : matmul(matmul), launch(launch), stages(stages), b(matmul->getContext()),
        loc(matmul.getLoc()) {}

  LogicalResult run();

private:
  LogicalResult check();
  void writeDescriptors();
  void writeKernel();
  Value index(int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  }
  /// Thread 0's loads of K step `step` into its stage, where `predicate`.
  void writeLoads(Value step, Value predicate);
  /// Byte offsets of `stage`'s A and B tiles in dynamic shared memory (all
  /// stages of A, then all of B).
  std::pair<Value, Value> getStageOffsets(Value stage) {
    Value offsetA = arith::MulIOp::create(b, loc, stage, index(bytesA));
    Value offsetB = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, stage, index(bytesB)),
        index(stages * bytesA));
    return {offsetA, offsetB};
  }
  /// Views of dynamic shared memory.
  Value view(Value byteOffset, ArrayRef<int64_t> shape);
  /// The accumulators to C through shared memory (converted to C's type).
  void writeEpilogue(Value accumulator, Value threadId);

  linalg::MatmulOp matmul;
  gpu::LaunchOp launch;
  int64_t stages;
  OpBuilder b;
  Location loc;

  Type elementType, outputType;
  int64_t tileM = 0, tileN = 0, sizeK = 0;
  BufferTile tileA, tileB;
  linalg::FillOp fill;
  Value mapA, mapB;
  // Kernel values.
  Value sharedMemory, barriers;
  int64_t bytesA = 0, bytesB = 0;
};

LogicalResult WgmmaWriter::check() {
  if (!matmul.hasPureBufferSemantics())
    return matmul.emitOpError("must be on buffers (run after bufferization)");
  if (matmul->getParentOp() != launch)
    return matmul.emitOpError("must be directly in a gpu.launch body, the "
                              "block's tile");
  Value a = matmul.getDpsInputs()[0], bMatrix = matmul.getDpsInputs()[1];
  Value c = matmul.getDpsInits()[0];
  auto typeA = cast<MemRefType>(a.getType());
  auto typeB = cast<MemRefType>(bMatrix.getType());
  auto typeC = cast<MemRefType>(c.getType());
  elementType = typeA.getElementType();
  if (!elementType.isF16() && !elementType.isBF16())
    return matmul.emitOpError()
           << "has " << elementType
           << " operands; wgmma is implemented for f16 and bf16";
  outputType = typeC.getElementType();
  if (typeB.getElementType() != elementType ||
      (!outputType.isF32() && outputType != elementType))
    return matmul.emitOpError("must multiply two f16 or two bf16 operands "
                              "into f32 or their own type");
  if (matmul.hasUserDefinedMaps() || !typeA.hasStaticShape() ||
      !typeB.hasStaticShape())
    return matmul.emitOpError("must be a plain A (M x K) times B (K x N) "
                              "with static shapes");
  tileM = typeA.getDimSize(0);
  sizeK = typeA.getDimSize(1);
  tileN = typeB.getDimSize(1);
  if (tileM % kRowsPerWarpgroup || tileM > kMaxBlockTile)
    return matmul.emitOpError()
           << "block tile has " << tileM << " rows; wgmma needs a multiple of "
           << kRowsPerWarpgroup << " up to " << kMaxBlockTile;
  if (tileN % kBoxColumns || tileN > kMaxBlockTile)
    return matmul.emitOpError() << "block tile has " << tileN
                                << " columns; wgmma needs a multiple of "
                                << kBoxColumns << " up to " << kMaxBlockTile;
  if (tileM * tileN > kMaxAccumulators)
    return matmul.emitOpError()
           << "block tile of " << tileM << " x " << tileN << " keeps more than "
           << kMaxAccumulators << " f32 accumulators in registers";
  if (sizeK % kStepK)
    return matmul.emitOpError()
           << "reduction of " << sizeK << " is not a multiple of the K step "
           << kStepK;
  bytesA = tileM * kStepK * 2;
  bytesB = kStepK * tileN * 2;
  if (stages < 2 || getStagesBytes(tileM, tileN, stages) > kMaxSharedBytes)
    return matmul.emitOpError() << stages << " stages of " << (bytesA + bytesB)
                                << " bytes do not fit: 2 or more stages within "
                                << kMaxSharedBytes << " bytes of shared memory";

  FailureOr<BufferTile> viewA = getBufferTile(a, launch, "A", matmul);
  if (failed(viewA))
    return failure();
  FailureOr<BufferTile> viewB = getBufferTile(bMatrix, launch, "B", matmul);
  if (failed(viewB) || failed(getBufferTile(c, launch, "C", matmul)))
    return failure();
  tileA = *viewA;
  tileB = *viewB;
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
  return failure(other.wasInterrupted());
}

void WgmmaWriter::writeDescriptors() {
  b.setInsertionPoint(launch);
  // Over the whole buffer, loading `box` tiles into shared memory.
  auto create = [&](Value buffer, ArrayRef<int64_t> box) {
    auto shared = MemRefType::get(
        box, elementType, MemRefLayoutAttrInterface(),
        b.getI64IntegerAttr(int64_t(NVVM::NVVMMemorySpace::Shared)));
    auto type = nvgpu::TensorMapDescriptorType::get(
        b.getContext(), shared, nvgpu::TensorMapSwizzleKind::SWIZZLE_128B,
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
  mapA = create(tileA.buffer, {tileM, kStepK});
  mapB = create(tileB.buffer, {kStepK, kBoxColumns});
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
  auto [offsetA, offsetB] = getStageOffsets(stage);
  nvgpu::MBarrierArriveExpectTxOp::create(
      b, loc, barriers, index(bytesA + bytesB), stage, Value());
  Value k = arith::MulIOp::create(b, loc, step, index(kStepK));
  auto offset = [&](const BufferTile &tile, unsigned dim) {
    return getValueOrCreateConstantIndexOp(b, loc, tile.offsets[dim]);
  };
  // Coordinates are innermost first.
  Value kA = arith::AddIOp::create(b, loc, offset(tileA, 1), k);
  nvgpu::TmaAsyncLoadOp::create(
      b, loc, view(offsetA, {tileM, kStepK}), barriers, mapA,
      ValueRange{kA, offset(tileA, 0)}, stage, Value(), Value());
  Value kB = arith::AddIOp::create(b, loc, offset(tileB, 0), k);
  for (int64_t column = 0; column < tileN; column += kBoxColumns) {
    Value boxOffset = arith::AddIOp::create(
        b, loc, offsetB,
        index(column / kBoxColumns * kStepK * kBoxColumns * 2));
    Value n = arith::AddIOp::create(b, loc, offset(tileB, 1), index(column));
    nvgpu::TmaAsyncLoadOp::create(
        b, loc, view(boxOffset, {kStepK, kBoxColumns}), barriers, mapB,
        ValueRange{n, kB}, stage, Value(), Value());
  }
}

void WgmmaWriter::writeKernel() {
  MLIRContext *context = b.getContext();
  int64_t steps = sizeK / kStepK;
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

  // Prologue: the first stages - 1 steps in flight.
  for (int64_t step = 0; step < std::min(stages - 1, steps); ++step)
    writeLoads(index(step), leader);

  auto accumulatorType = nvgpu::WarpgroupAccumulatorType::get(
      context, VectorType::get({kRowsPerWarpgroup, tileN}, b.getF32Type()));
  Value zero =
      nvgpu::WarpgroupMmaInitAccumulatorOp::create(b, loc, accumulatorType);
  Value even = arith::ConstantIntOp::create(b, loc, 0, 1);
  auto loop = scf::ForOp::create(b, loc, index(0), index(steps), index(1),
                                 ValueRange{zero, even});
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value step = loop.getInductionVar();
    Value accumulator = loop.getRegionIterArg(0);
    Value phase = loop.getRegionIterArg(1);
    Value stage = arith::RemUIOp::create(b, loc, step, index(stages));
    nvgpu::MBarrierTryWaitParityOp::create(b, loc, barriers, phase,
                                           index(kWaitTicks), stage);
    auto [offsetA, offsetB] = getStageOffsets(stage);
    // This warpgroup's rows of A; B's boxes side by side (the descriptor
    // steps over them).
    Value stagedA = view(offsetA, {tileM, kStepK});
    Value rowsA = memref::SubViewOp::create(
        b, loc, stagedA,
        ArrayRef<OpFoldResult>{warpgroupRow, b.getIndexAttr(0)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(kRowsPerWarpgroup),
                               b.getIndexAttr(kStepK)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(1)});
    Value stagedB = view(offsetB, {kStepK, tileN});
    auto descriptorType = [&](ArrayRef<int64_t> shape) {
      return nvgpu::WarpgroupMatrixDescriptorType::get(
          context, MemRefType::get(shape, elementType,
                                   MemRefLayoutAttrInterface(), workgroup));
    };
    Value descriptorA = nvgpu::WarpgroupGenerateDescriptorOp::create(
        b, loc, descriptorType({kRowsPerWarpgroup, kStepK}), rowsA, mapA);
    Value descriptorB = nvgpu::WarpgroupGenerateDescriptorOp::create(
        b, loc, descriptorType({kStepK, tileN}), stagedB, mapB);
    // B is K x N (N contiguous): wgmma reads it transposed. At most one
    // group stays in flight, so the stage read a step ago is free again.
    Value product = nvgpu::WarpgroupMmaOp::create(
        b, loc, accumulatorType, descriptorA, descriptorB,
        /*waitGroup=*/uint64_t(1), /*transposeA=*/UnitAttr(),
        /*transposeB=*/b.getUnitAttr(), accumulator);
    // wait_group 1 frees the stage of the previous step for this
    // warpgroup only: thread 0 refills it once every warpgroup got there.
    if (tileM > kRowsPerWarpgroup)
      gpu::BarrierOp::create(b, loc);
    Value ahead = arith::AddIOp::create(b, loc, step, index(stages - 1));
    Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                          ahead, index(steps));
    writeLoads(ahead, arith::AndIOp::create(b, loc, inRange, leader));
    // Each stage's barrier completes a phase every `stages` steps.
    Value lastStage = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                            stage, index(stages - 1));
    Value flipped = arith::XOrIOp::create(
        b, loc, phase, arith::ConstantIntOp::create(b, loc, 1, 1));
    Value nextPhase =
        arith::SelectOp::create(b, loc, lastStage, flipped, phase);
    scf::YieldOp::create(b, loc, ValueRange{product, nextPhase});
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
  int64_t threads = tileM / kRowsPerWarpgroup * kThreadsPerWarpgroup;
  int64_t outputBytes = outputType.getIntOrFloatBitWidth() / 8;
  int64_t width = 16 / outputBytes;
  auto copy = scf::ForOp::create(
      b, loc, arith::MulIOp::create(b, loc, threadId, index(width)),
      index(tileM * tileN), index(threads * width));
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(copy.getBody());
  Value element = copy.getInductionVar();
  SmallVector<Value> position = {
      arith::DivUIOp::create(b, loc, element, index(tileN)),
      arith::RemUIOp::create(b, loc, element, index(tileN))};
  // Rows of both are multiples of 16 bytes apart from 16-byte aligned
  // bases (the extern array's 1024, the arguments' 16).
  Value values = vector::LoadOp::create(
      b, loc, VectorType::get({width}, b.getF32Type()), staged, position,
      /*nontemporal=*/false, llvm::MaybeAlign(width * 4));
  if (!outputType.isF32())
    values = arith::TruncFOp::create(
        b, loc, VectorType::get({width}, outputType), values);
  vector::StoreOp::create(b, loc, values, matmul.getDpsInits()[0], position,
                          /*nontemporal=*/false, llvm::MaybeAlign(16));
}

LogicalResult WgmmaWriter::run() {
  if (failed(check()))
    return failure();
  writeDescriptors();
  writeKernel();

  // The launch: a warpgroup per 64 rows, the stages' dynamic shared memory.
  b.setInsertionPoint(launch);
  int64_t threads = tileM / kRowsPerWarpgroup * kThreadsPerWarpgroup;
  launch.getBlockSizeXMutable().assign(index(threads));
  launch.getBlockSizeYMutable().assign(index(1));
  launch.getBlockSizeZMutable().assign(index(1));
  Value sharedBytes = arith::ConstantIntOp::create(
      b, loc, getSharedBytes(tileM, tileN, stages), 32);
  launch.getDynamicSharedMemorySizeMutable().assign(sharedBytes);
  matmul.erase();
  fill.erase();
  return success();
}

struct LowerMatmulToWgmmaPass
    : public mlir::cuda_agent::impl::LowerMatmulToWgmmaBase<
          LowerMatmulToWgmmaPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<std::pair<linalg::MatmulOp, gpu::LaunchOp>> matmuls;
    getOperation().walk([&](linalg::MatmulOp matmul) {
      if (auto launch = matmul->getParentOfType<gpu::LaunchOp>())
        matmuls.push_back({matmul, launch});
    });
    for (auto [matmul, launch] : matmuls)
      if (failed(WgmmaWriter(matmul, launch, stages).run()))
        return signalPassFailure();
  }
};

} // namespace
