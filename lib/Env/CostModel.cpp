//===- CostModel.cpp - an analytical Hopper model of a schedule's time ----===//
//
// Ranks schedules where there is no GPU (the environment's `model`
// reward). From the resolved schedule: the launch shape, each thread's
// share of the loops, what each block reads per operand; from those,
// occupancy (threads, registers, shared memory), wave quantization, DRAM
// and L2 traffic, issue slots (FMAs plus loads) with a latency-hiding
// efficiency, and the bytes the load/store units move. The time is the larger of the memory and the issue time over
// the waves, plus launch overhead. docs/ENV.md states the constants; its
// rank correlation with measured times is scripts/cost-model-eval's.
//
//===----------------------------------------------------------------------===//

#include "KernelImpl.h"

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace cuda_agent::env;
namespace compiler = mlir::cuda_agent;

namespace {

// An H200 SXM: datasheet counts, the copy bandwidth measured here
// (docs/DEVICE.md), L2 and latencies as commonly measured on Hopper.
constexpr double kClockHz = 1.98e9;
constexpr double kDramBytesPerSecond = 4.3e12;
constexpr double kL2BytesPerSecond = 8.0e12;
constexpr double kLaunchSeconds = 2.5e-6;
constexpr double kRegistersPerSm = 65536;
constexpr double kSharedBytesPerSm = 228 * 1024;
constexpr double kSchedulersPerSm = 4;
/// Bytes an SM's load/store units move per cycle (L1 and shared memory).
constexpr double kLsuBytesPerSmCycle = 128;
/// Independent instructions a scheduler needs in flight to issue every
/// cycle (FMA latency).
constexpr double kIssueLatency = 4;
/// The share of the issue slots FMA code keeps busy at best, with its
/// loads, address arithmetic and barriers interleaved (H200: the fastest
/// f32 GEMM measured 44.5 TFLOP/s, 67% of the 66.9 peak, where the slots
/// alone rated it 84%).
constexpr double kSustainedIssueFraction = 0.8;
/// Unrolled iterations of a thread's step that still run from the
/// instruction cache.
constexpr double kUnrolledInstructionBudget = 2048;
/// Cycles one multiply-add of scalar contraction code waits on its
/// accumulator's store and reload, per line a warp's access touches.
constexpr double kAccumulateCycles = 100;
/// A DRAM round trip, and one step of a block's shared-memory combine
/// (a barrier and a shared load).
constexpr double kDramLatencySeconds = 600e-9;
constexpr double kCombineStepSeconds = 40e-9;
/// Bytes an SM must have in flight to cover DRAM latency at its share of
/// the bandwidth (~600 ns).
constexpr double kBytesInFlightPerSm = kDramBytesPerSecond / kSms * 600e-9;

/// Dense f16/bf16 tensor-core FLOP/s of an SM (989 TFLOP/s an H200), and
/// the share of it each engine reached on the H200 at its best tiles
/// (docs/SCHEDULES.md: wgmma 128x256 with 4 stages about 0.72, mma.sync
/// about 0.35).
constexpr double kTensorFlopsPerSm = 989e12 / kSms;
constexpr double kWgmmaEfficiency = 0.74;
constexpr double kMmaEfficiency = 0.36;
/// Output values per operand value a block tile needs (M N / (M + N)) to
/// feed the tensor cores from shared memory at full rate (128x256: 85), for
/// 16-bit operands at the 16-bit rate; slower products of wider operands
/// need that times their rate times their width over 2 bytes.
constexpr double kTensorTileIntensity = 85;
/// f32 operands on tf32: one rounded product (`tf32`) at half the 16-bit
/// rate; three products (3xTF32, f32's accuracy) measured a fifth of
/// mma.sync's 16-bit throughput on the H200 (65 against 328 TFLOP/s, the
/// best tiles of each), where a third of tf32's rate would be a sixth.
constexpr double kTF32Rate = 0.5;
constexpr double kThreeTF32Rate = 0.2;
/// A block tile's fixed time: the pipeline's fill and the epilogue.
constexpr double kTensorBlockSeconds = 1e-6;

/// Elements of `operand` that a box of loop extents (`extents`, by anchor
/// loop) touches: a dimension indexed by one loop spans that loop's extent,
/// one indexed by a sum (a convolution's oh + kh) the sum of extents less
/// the overlap.
double footprint(mlir::linalg::LinalgOp anchor, mlir::OpOperand &operand,
                 const std::vector<double> &extents) {
  mlir::AffineMap map = anchor.getMatchingIndexingMap(&operand);
  auto shape = mlir::cast<mlir::ShapedType>(operand.get().getType()).getShape();
  double elements = 1;
  for (auto [index, result] : llvm::enumerate(map.getResults())) {
    if (auto dim = mlir::dyn_cast<mlir::AffineDimExpr>(result)) {
      elements *= extents[dim.getPosition()];
      continue;
    }
    double span = 1;
    bool simple = true;
    result.walk([&](mlir::AffineExpr expr) {
      if (auto dim = mlir::dyn_cast<mlir::AffineDimExpr>(expr))
        span += extents[dim.getPosition()] - 1;
      else if (!mlir::isa<mlir::AffineBinaryOpExpr>(expr))
        simple = false;
    });
    elements *= simple ? std::min(span, double(shape[index]))
                       : double(shape[index]);
  }
  return elements;
}

/// 128-byte lines one warp-wide access of `operand` touches, each lane
/// reading `useful` bytes: lanes walk loop `laneLoop` `laneStride`
/// iterations apart. Where the operand's last index is that loop the warp
/// reads the span its lanes' pieces cover (contiguous when they abut);
/// otherwise every lane its own line(s).
double linesPerWarpAccess(mlir::linalg::LinalgOp anchor,
                          mlir::OpOperand &operand, int64_t laneLoop,
                          double laneStride, double useful) {
  if (laneLoop < 0)
    return std::ceil(useful / 128);
  mlir::AffineMap map = anchor.getMatchingIndexingMap(&operand);
  if (!map.isFunctionOfDim(laneLoop))
    return std::ceil(useful / 128); // every lane reads the same values
  bool innermost = map.getNumResults() > 0 &&
                   map.getResults().back().isFunctionOfDim(laneLoop);
  if (!innermost)
    return 32 * std::ceil(useful / 128);
  // The lanes' pieces, laneStride elements apart, span this many bytes.
  double span = 32 * std::max(useful, laneStride * 4);
  return std::min(std::ceil(span / 128), 32 * std::ceil(useful / 128));
}

/// Blocks an SM holds at once, by threads, registers and shared memory (one
/// at least).
double getBlocksPerSm(double threads, double registers, double sharedBytes) {
  return std::max(
      1.0,
      std::min({kBlocksPerSm, std::floor(kThreadsPerSm / threads),
                std::floor(kRegistersPerSm / (registers * threads)),
                sharedBytes > 0 ? std::floor(kSharedBytesPerSm / sharedBytes)
                                : kBlocksPerSm}));
}

/// Warps an SM holds while a grid of `blocks` keeps it busy.
double getWarpsPerSm(double blocks, double blocksPerSm, double threads) {
  return std::min(blocksPerSm, std::ceil(blocks / std::min(kSms, blocks))) *
         std::ceil(threads / 32);
}

} // namespace

double Kernel::estimateSeconds(const Schedule &schedule) const {
  return estimateCost(*impl, schedule).seconds;
}

double cuda_agent::env::getSharedBytes(
    const compiler::ResolvedSchedule &resolved) {
  if (resolved.wgmma)
    return double(compiler::wgmma::getSharedBytes(
        resolved.wgmmaBlockM, resolved.wgmmaBlockN, resolved.pipelineStages,
        resolved.wgmmaTF32x3, resolved.wgmmaTransposedB));
  double bytes = 0;
  for (const compiler::ResolvedSchedule::PromotedOperand &operand :
       resolved.promoted)
    bytes += double(operand.bytes);
  return bytes * double(std::max<int64_t>(1, resolved.pipelineStages)) +
         double(resolved.splitThreads) * 4;
}

CostEstimate cuda_agent::env::estimateCost(const Kernel::Impl &kernel,
                                           const Schedule &schedule) {
  compiler::ResolvedSchedule resolved;
  llvm::SmallVector<compiler::Violation> violations;
  if (mlir::failed(compiler::resolveSchedule(schedule, kernel.info, resolved,
                                             violations)))
    return CostEstimate{};
  return estimateCost(kernel, resolved);
}

namespace {

/// Tensor-core schedules (mma, wgmma): each SM works through its share of
/// the block tiles at the engine's rate, scaled by how well the tile feeds
/// the tensor cores (its intensity), the pipeline's depth and, for
/// mma.sync, the warp tile and whether A and B are staged; DRAM bounds it
/// from below.
CostEstimate
estimateTensorCoreCost(const Kernel::Impl &kernel,
                       const compiler::ResolvedSchedule &resolved) {
  mlir::linalg::LinalgOp anchor = kernel.info.anchor;
  size_t loops = kernel.loopSizes.size();
  // One block's extents, with one step of the reduction.
  std::vector<double> block(loops, 1), warp(loops, 1);
  double outputs = 1, reduction = 1;
  for (unsigned loop = 0; loop < loops; ++loop) {
    size_t position =
        compiler::positionAfterInterchange(resolved.interchange, loop);
    double size = double(kernel.loopSizes[loop]);
    if (llvm::is_contained(kernel.reductionLoops, loop)) {
      reduction *= size;
      continue;
    }
    int64_t tile = resolved.blockTiles[position];
    block[loop] = tile ? double(tile) : size;
    int64_t warpTile = resolved.threadTiles[position];
    warp[loop] = warpTile ? double(warpTile) : block[loop];
    outputs *= block[loop];
  }
  double operandValues = 0;
  for (unsigned input = 0; input < kernel.inputs; ++input)
    operandValues +=
        footprint(anchor, *anchor.getDpsInputOperand(input), block);
  double threads = 1, blocks = 1;
  for (int64_t dim : resolved.blockDims)
    threads *= double(dim);
  for (int64_t dim : resolved.grid)
    blocks *= double(dim);

  // Accumulators are f32 registers spread over the block's threads.
  double registers = std::min(255.0, outputs / threads + 40);
  double sharedBytes = getSharedBytes(resolved);
  double blocksPerSm = getBlocksPerSm(threads, registers, sharedBytes);

  // f32 operands run on tf32, at kTF32Rate or kThreeTF32Rate (without
  // `tf32`) of 16-bit inputs' rate; twice as wide and that much slower,
  // they need a tile of that much less intensity.
  double rate = kTensorFlopsPerSm;
  double neededIntensity = kTensorTileIntensity;
  if (mlir::getElementTypeOrSelf(anchor.getDpsInputOperand(0)->get().getType())
          .isF32()) {
    double share = resolved.schedule.tf32 ? kTF32Rate : kThreeTF32Rate;
    rate *= share;
    neededIntensity *= 2 * share;
  }
  double tileFactor =
      std::pow(std::min(1.0, outputs / operandValues / neededIntensity), 0.35);
  int64_t stages = resolved.pipelineStages;
  double stageFactor = stages >= 4   ? 1.0
                       : stages == 3 ? 0.95
                       : stages == 2 ? 0.85
                                     : 0.6;
  double efficiency = kWgmmaEfficiency * tileFactor * stageFactor;
  if (resolved.mma) {
    // A warp's tile: mma.sync reuses each fragment across the tile.
    double warpOutputs = 1, warpEdges = 0;
    for (unsigned loop : kernel.parallelLoops) {
      warpOutputs *= warp[loop];
      warpEdges += warp[loop];
    }
    double warpFactor =
        std::sqrt(std::min(1.0, warpOutputs / std::max(1.0, warpEdges) / 16));
    double staged = resolved.promoted.size() >= 2 ? 1.0 : 0.5;
    efficiency =
        kMmaEfficiency * tileFactor * stageFactor * warpFactor * staged;
  }
  // The busiest SM's blocks, one after another at the SM's rate.
  double blockSeconds = 2 * outputs * reduction / (rate * efficiency) +
                        kTensorBlockSeconds / blocksPerSm;
  double computeSeconds = std::ceil(blocks / kSms) * blockSeconds;
  double memorySeconds = kernel.argumentBytes / kDramBytesPerSecond;
  CostEstimate estimate;
  estimate.seconds = std::max(computeSeconds, memorySeconds) + kLaunchSeconds;
  // mma's epilogue kernel: the contraction's result written, read back
  // (f32) and the output written once more, in a launch of its own (none
  // where it runs in the wgmma launch on the staged product).
  if (!resolved.epilogueThreadTiles.empty() && !resolved.wgmmaFusedEpilogue)
    estimate.seconds +=
        3 * 4 * outputs * blocks / kDramBytesPerSecond + kLaunchSeconds;
  estimate.registers = registers;
  estimate.occupancy =
      getWarpsPerSm(blocks, blocksPerSm, threads) / (kThreadsPerSm / 32);
  return estimate;
}

} // namespace

CostEstimate
cuda_agent::env::estimateCost(const Kernel::Impl &kernel,
                              const compiler::ResolvedSchedule &resolved) {
  if (resolved.mma || resolved.wgmma)
    return estimateTensorCoreCost(kernel, resolved);
  const Kernel::Impl *impl = &kernel;
  const compiler::KernelInfo &info = impl->info;
  mlir::linalg::LinalgOp anchor = info.anchor;
  size_t loops = impl->loopSizes.size();
  // Extents of one block, one thread, and one thread's serial step, by
  // anchor loop.
  std::vector<double> block(loops), thread(loops), step(loops);
  int64_t innermostReduction =
      impl->reductionLoops.empty() ? -1 : impl->reductionLoops.back();
  for (unsigned loop = 0; loop < loops; ++loop) {
    size_t position =
        compiler::positionAfterInterchange(resolved.interchange, loop);
    double size = double(impl->loopSizes[loop]);
    bool reduction = llvm::is_contained(impl->reductionLoops, loop);
    if (reduction) {
      double share = resolved.splitK && int64_t(loop) == innermostReduction
                         ? size / resolved.splitK
                         : size;
      double threads = resolved.splitThreads && int64_t(loop) ==
                                                    innermostReduction
                           ? resolved.splitThreads
                           : 1;
      block[loop] = share;
      thread[loop] = share / threads;
      int64_t tile = resolved.reduceTiles[position];
      step[loop] = tile ? std::min<double>(tile, thread[loop]) : thread[loop];
      continue;
    }
    int64_t blockTile = resolved.blockTiles[position];
    block[loop] = blockTile ? double(blockTile) : size;
    int64_t threadTile = resolved.threadTiles[position];
    thread[loop] = threadTile ? double(threadTile) : block[loop];
    step[loop] = thread[loop];
  }
  double threads = 1, blocks = 1;
  for (int64_t dim : resolved.blockDims)
    threads *= double(dim);
  for (int64_t dim : resolved.grid)
    blocks *= double(dim);

  // Registers: accumulators (outputs per thread) and one serial step's
  // operand values, on top of addressing.
  double outputs = 1;
  for (unsigned loop : impl->parallelLoops)
    outputs *= thread[loop];
  double stepValues = 0, sharedBytes = getSharedBytes(resolved);
  std::vector<bool> promoted(impl->inputs, false);
  for (const compiler::ResolvedSchedule::PromotedOperand &operand :
       resolved.promoted)
    promoted[operand.operand] = true;
  // The unrolled step keeps about one reduction iteration's operand values
  // live at a time.
  std::vector<double> slice = step;
  for (unsigned loop : impl->reductionLoops)
    slice[loop] = 1;
  double liveValues = 0;
  for (unsigned input = 0; input < impl->inputs; ++input) {
    stepValues += footprint(anchor, *anchor.getDpsInputOperand(input), step);
    liveValues += footprint(anchor, *anchor.getDpsInputOperand(input), slice);
  }
  // Row kernels hold each thread's share of a row in registers per stage.
  if (info.family == compiler::KernelFamily::Row && innermostReduction >= 0)
    liveValues += thread[innermostReduction] * outputs;
  // ptxas needs about a quarter more than the values (temporaries,
  // addresses): 128 registers for 8x8 outputs.
  double wanted = 1.25 * (24 + outputs + liveValues);
  double registers = std::min(255.0, wanted);
  bool spills = wanted > 255;

  // Occupancy and waves.
  double blocksPerSm = getBlocksPerSm(threads, registers, sharedBytes);
  double warpsPerBlock = std::ceil(threads / 32);
  double residentBlocks = kSms * blocksPerSm;
  double waves = std::ceil(blocks / residentBlocks);
  double smsUsed = std::min(kSms, blocks);
  double warpsPerSm = getWarpsPerSm(blocks, blocksPerSm, threads);

  // Work: FMAs (a multiply-add is two flops in contractions), loads of
  // operand values per thread and serial step (vectors of 4 where the code
  // is vectorized), shared-memory staging for promoted operands.
  bool contraction = info.family == compiler::KernelFamily::Contraction;
  double flops = impl->work.flops;
  double arithmetic = contraction ? flops / 2 : flops;
  double stepsPerThread = 1;
  for (unsigned loop : impl->reductionLoops)
    stepsPerThread *= thread[loop] / step[loop];
  double vector = resolved.vectorize ? 4 : 1;
  // Elements one access of `operand` moves: vector code loads runs of the
  // operand's last dimension within a thread's extents, up to 4 wide.
  auto accessWidth = [&](mlir::OpOperand &operand,
                         const std::vector<double> &extents) {
    mlir::AffineMap map = anchor.getMatchingIndexingMap(&operand);
    double run = 1;
    if (map.getNumResults() > 0)
      if (auto dim =
              mlir::dyn_cast<mlir::AffineDimExpr>(map.getResults().back()))
        run = extents[dim.getPosition()];
    return std::min(vector, run);
  };
  double loadsPerThread = 0;
  double l2Bytes = 0;
  for (unsigned input = 0; input < impl->inputs; ++input) {
    mlir::OpOperand &operand = *anchor.getDpsInputOperand(input);
    double perStep = footprint(anchor, operand, step);
    loadsPerThread += stepsPerThread * perStep / accessWidth(operand, step);
    // What a block reads from L2: its footprint over its whole reduction,
    // staged once when promoted, else about once (L1 catches the rest).
    double perBlock = footprint(anchor, operand, block);
    l2Bytes += blocks * perBlock * 4;
    if (promoted[input])
      loadsPerThread += perBlock / threads / 4;
  }
  double outputBytes = 1;
  for (unsigned loop : impl->parallelLoops)
    outputBytes *= double(impl->loopSizes[loop]);
  outputBytes *= 4;
  l2Bytes += outputBytes * std::max<double>(1, resolved.splitK);
  double totalThreads = blocks * threads;
  // Which loop a warp's lanes walk, and how many iterations apart: the
  // split reduction loop (in pieces of 4 with the cyclic layout, else each
  // thread's whole share), else the innermost parallel loop split across
  // threads.
  int64_t laneLoop = -1;
  double laneStride = 1;
  if (resolved.splitThreads && innermostReduction >= 0) {
    laneLoop = innermostReduction;
    laneStride = resolved.rowChunks ? 4 : thread[laneLoop];
  } else {
    for (unsigned loop : impl->parallelLoops)
      if (block[loop] / thread[loop] > 1) {
        if (laneLoop < 0 ||
            compiler::positionAfterInterchange(resolved.interchange, loop) >
                compiler::positionAfterInterchange(resolved.interchange,
                                                   laneLoop))
          laneLoop = loop;
      }
    if (laneLoop >= 0)
      laneStride = thread[laneLoop];
  }
  // Lines through the load/store units: per thread and step, each input's
  // values in accesses of up to `vector` contiguous elements; per thread,
  // its outputs once.
  double warpLines = 0;
  auto accessLines = [&](mlir::OpOperand &operand,
                         const std::vector<double> &extents, double repeat) {
    double values = footprint(anchor, operand, extents);
    double width = accessWidth(operand, extents);
    double accesses = values / width;
    warpLines += blocks * warpsPerBlock * repeat * accesses *
                 linesPerWarpAccess(anchor, operand, laneLoop, laneStride,
                                    width * 4);
  };
  for (unsigned input = 0; input < impl->inputs; ++input)
    accessLines(*anchor.getDpsInputOperand(input), step, stepsPerThread);
  accessLines(*anchor.getDpsInitOperand(0), thread, 1);
  // Warps issue for all 32 lanes, however many a small block fills.
  double warps = blocks * warpsPerBlock;
  // Scalar contraction code (vector(1)) accumulates in the output buffer:
  // each multiply-add loads and stores its output element, one iteration
  // after the other (the pointers may alias, so nothing keeps the sum in a
  // register): a chain through memory (a 32x4 thread tile with reduce(512)
  // measured 25 ms, about 380 cycles an iteration, where 0.2 ms was
  // modelled). Scalar reductions too: a column sum of 65536 x 8192 with
  // `block(16);reduce(0);vector(1);splitk(2)` measured 11.9 ms where 0.5
  // ms was modelled (the default, vector code, 0.6 ms).
  // The vectorizer leaves 2-D convolutions scalar whatever the schedule.
  bool scalar = !resolved.vectorize ||
                mlir::linalg::isaConvolutionOpInterface(anchor);
  double accumulateChain = 0;
  if (scalar && innermostReduction >= 0) {
    double lines = linesPerWarpAccess(anchor, *anchor.getDpsInitOperand(0),
                                      laneLoop, laneStride, 4);
    double multiplyAdds = arithmetic / totalThreads;
    warpLines += 2 * warps * multiplyAdds * lines;
    accumulateChain = multiplyAdds * kAccumulateCycles * lines / kClockHz;
  }
  double warpInstructions =
      warps * (arithmetic / totalThreads + loadsPerThread) * 1.1;
  if (spills)
    warpInstructions *= 2;
  // Vector code unrolls a thread's whole step: past a few thousand
  // instructions it no longer fits the instruction cache (reduce(1024) of a
  // 32x4 thread tile measured 70 ms where 1 ms was modelled).
  double unrolled = outputs * std::max<double>(1, resolved.unroll);
  for (unsigned loop : impl->reductionLoops)
    unrolled *= step[loop];
  if (resolved.vectorize && unrolled > kUnrolledInstructionBudget)
    warpInstructions *= unrolled / kUnrolledInstructionBudget;
  double issueSeconds = warpInstructions / (smsUsed * kSchedulersPerSm *
                                            kClockHz * kSustainedIssueFraction);
  // The load/store units take one 128-byte line per cycle.
  double lsuSeconds = warpLines * 128 /
                      (smsUsed * kLsuBytesPerSmCycle * kClockHz);
  double independent = std::min(outputs, 8.0);
  double issueEfficiency = std::min(
      1.0, warpsPerSm * independent / (kSchedulersPerSm * kIssueLatency));

  double dramBytes = std::max(impl->argumentBytes,
                              impl->argumentBytes +
                                  (resolved.splitK ? 2 * outputBytes * resolved.splitK : 0));
  // A thread issues its step's loads before using them, and a serial loop's
  // next step's too (ptxas hoists them): up to 32 values (128 bytes) in
  // flight, however wide its accesses (one value a thread, as `block(4,32)`
  // of an elementwise op leaves it, measured 2.4x slower than four).
  double stepsInFlight = stepsPerThread > 1 ? 2 : 1;
  double bytesInFlight =
      warpsPerSm * 32 * 4 * std::clamp(stepValues * stepsInFlight, 1.0, 32.0);
  double memoryEfficiency =
      std::min(1.0, bytesInFlight / kBytesInFlightPerSm) * smsUsed / kSms;
  double memorySeconds =
      std::max(dramBytes / kDramBytesPerSecond, l2Bytes / kL2BytesPerSecond) /
      std::max(memoryEfficiency, 1e-3);
  double computeSeconds =
      std::max(issueSeconds / std::max(issueEfficiency, 1e-3), lsuSeconds);
  // The last wave runs part-full: scale by whole waves over fractional.
  double tail = waves / std::max(1e-9, blocks / residentBlocks);
  double busy = std::max(memorySeconds, computeSeconds);
  if (blocks > residentBlocks)
    busy *= tail;
  busy = std::max(busy, std::ceil(blocks / residentBlocks) * accumulateChain);
  // Split reductions: each block's rows one after another, each a DRAM
  // round trip plus log2(t) combine steps per reduction (a row kernel's
  // max and sum, say); a wave is as slow as that critical path.
  if (resolved.splitThreads) {
    double reductions = info.family == compiler::KernelFamily::Row ? 2 : 1;
    double rowsPerBlock = 1;
    for (unsigned loop : impl->parallelLoops)
      rowsPerBlock *= block[loop];
    double critical =
        rowsPerBlock * (kDramLatencySeconds +
                        reductions * std::log2(double(resolved.splitThreads)) *
                            kCombineStepSeconds);
    busy = std::max(busy, std::ceil(blocks / residentBlocks) * critical);
  }
  double launches = resolved.splitK ? 2 : 1;
  CostEstimate estimate;
  estimate.seconds = busy + launches * kLaunchSeconds;
  estimate.registers = registers;
  estimate.occupancy = warpsPerSm / (kThreadsPerSm / 32);
  return estimate;
}
