//===- DispatchRegions.cpp - a whole model's kernels ----------------------===//
//
// The rules of python/cuda_agent/torch/regions.py at the linalg level: which
// ops of a model's function form one kernel.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Scheduling/DispatchRegions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace mlir::cuda_agent;

bool DispatchRegion::contains(Operation *op) const {
  return llvm::is_contained(ops, op);
}

bool DispatchRegion::reads(Operation *op) const {
  return llvm::any_of(op->getOperands(), [&](Value operand) {
    Operation *producer = operand.getDefiningOp();
    return producer && contains(producer);
  });
}

namespace {

/// The rows `value` holds before elementwise ops of one input that keep
/// its shape (LayerNorm's variance widens its rows to f64 first).
Value getRowSource(Value value) {
  while (auto generic = value.getDefiningOp<linalg::GenericOp>()) {
    if (generic.getNumDpsInputs() != 1 || generic.getNumReductionLoops() != 0 ||
        cast<ShapedType>(generic.getInputs()[0].getType()).getShape() !=
            cast<ShapedType>(value.getType()).getShape())
      break;
    value = generic.getInputs()[0];
  }
  return value;
}

/// Whether `op` reads the rows the region's root reduces (another
/// statistic of the same rows: LayerNorm's mean beside its variance).
bool sharesRootInput(const DispatchRegion &region, Operation *op) {
  if (!region.root)
    return false;
  Value rows = getRowSource(region.root->getOperand(0));
  return llvm::any_of(op->getOperands(), [&](Value operand) {
    return isa<RankedTensorType>(operand.getType()) &&
           getRowSource(operand) == rows;
  });
}

/// Whether `op` only copies its input (an im2col gather, a transpose).
bool onlyCopies(Operation *op) {
  if (isa<linalg::TransposeOp, linalg::CopyOp>(op))
    return true;
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic)
    return false;
  auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
  return llvm::all_of(yield.getOperands(), [&](Value value) {
    auto argument = dyn_cast<BlockArgument>(value);
    return argument && argument.getOwner() == generic.getBody() &&
           argument.getArgNumber() < generic.getNumDpsInputs();
  });
}

/// Whether every op of the region pads or copies its input (an im2col
/// gather that a GEMM stages as its operand).
bool onlyGathers(const DispatchRegion &region) {
  return !region.root && llvm::all_of(region.ops, [](Operation *op) {
    return isa<tensor::PadOp>(op) || onlyCopies(op);
  });
}

enum class Role { Contraction, Reduction, Elementwise, Init, None };

Role roleOf(Operation *op) {
  // A fill of a buffer passed in (a result's destination that import made
  // an argument) is computed in the region that reads it.
  if (auto fill = dyn_cast<linalg::FillOp>(op);
      fill && !fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>())
    return Role::Elementwise;
  if (isa<tensor::EmptyOp, linalg::FillOp>(op) ||
      (isa<arith::ConstantOp>(op) &&
       !isa<ShapedType>(op->getResult(0).getType())))
    return Role::Init;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureTensorSemantics())
    return Role::None;
  if (linalg::isaContractionOpInterface(linalgOp) ||
      linalg::isaConvolutionOpInterface(linalgOp) ||
      isa<linalg::PoolingNchwMaxOp, linalg::PoolingNchwSumOp,
          linalg::PoolingNhwcMaxOp, linalg::PoolingNhwcSumOp>(op))
    return Role::Contraction;
  if (linalgOp.getNumReductionLoops() != 0)
    return Role::Reduction;
  return Role::Elementwise;
}

/// Whether elementwise `op` loops over what a row kernel can fuse: its
/// rows (any split of them) and their elements as the root reduces them, or
/// the rows alone. GroupNorm's normalization splits the row's elements
/// (channels within a group, then pixels): a kernel of its own. True for a
/// region of no reduction root.
bool fitsRows(Operation *reduction, Operation *op) {
  auto root = dyn_cast_or_null<linalg::LinalgOp>(reduction);
  auto elementwise = dyn_cast<linalg::LinalgOp>(op);
  if (!root || !elementwise || roleOf(root) != Role::Reduction)
    return true;
  SmallVector<int64_t> rows, elements;
  for (auto [range, type] :
       llvm::zip(root.getStaticLoopRanges(), root.getIteratorTypesArray()))
    (type == utils::IteratorType::parallel ? rows : elements).push_back(range);
  SmallVector<int64_t> own = elementwise.getStaticLoopRanges();
  if (computeProduct(own) == computeProduct(rows))
    return true;
  ArrayRef<int64_t> loops(own);
  return loops.size() >= elements.size() &&
         loops.take_back(elements.size()) == ArrayRef<int64_t>(elements) &&
         computeProduct(loops.drop_back(elements.size())) ==
             computeProduct(rows);
}

bool isReshapeOp(Operation *op) {
  return isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op);
}

/// Each region of weights read by one other region alone (a batch norm's
/// scale, 1 / sqrt(var + eps)) becomes part of that region, first (its
/// inputs, the function's arguments, dominate everything).
void mergeArgumentRegions(SmallVector<DispatchRegion> &regions) {
  for (unsigned index = 0; index < regions.size();) {
    DispatchRegion &region = regions[index];
    llvm::SmallPtrSet<Operation *, 4> readers;
    bool outside = false;
    for (Operation *op : region.ops)
      for (Operation *user : op->getUsers()) {
        if (region.contains(user))
          continue;
        auto reader = llvm::find_if(regions, [&](const DispatchRegion &other) {
          return other.contains(user);
        });
        if (reader == regions.end())
          outside = true;
        else
          readers.insert(reader->ops.front());
      }
    if (!region.weights || outside || readers.size() != 1) {
      ++index;
      continue;
    }
    auto reader = llvm::find_if(regions, [&](const DispatchRegion &other) {
      return other.contains(*readers.begin());
    });
    reader->ops.insert(reader->ops.begin(), region.ops.begin(),
                       region.ops.end());
    regions.erase(regions.begin() + index);
  }
}

} // namespace

func::FuncOp mlir::cuda_agent::getModelFunction(ModuleOp module) {
  auto functions = llvm::to_vector(llvm::make_filter_range(
      module.getOps<func::FuncOp>(), [](func::FuncOp function) {
        return function.isPublic() && !function.isExternal();
      }));
  if (functions.size() != 1 || !functions[0].getBody().hasOneBlock())
    return nullptr;
  return functions[0];
}

/// The function's regions: a contraction starts one (its operands come from
/// memory: no prologue), except after gathers of its operand; a reduction
/// joins a region of elementwise ops it reads (their prologue, RMSNorm's
/// square before its mean) or a row kernel's region it reads or whose root's
/// input it reads (softmax's sum after its max, LayerNorm's variance beside
/// its mean), else starts one; an elementwise op joins the region it reads
/// from, else starts one. Any other op (a concatenation, a slice) ends the
/// region before it and runs in the calling function.
SmallVector<DispatchRegion>
mlir::cuda_agent::formDispatchRegions(func::FuncOp function) {
  SmallVector<DispatchRegion> regions;
  DispatchRegion current;
  // The first region a weights op may join.
  size_t weightsFrom = 0;
  auto close = [&] {
    if (!current.ops.empty())
      regions.push_back(std::move(current));
    current = DispatchRegion();
  };
  for (Operation &op : function.getBody().front().without_terminator()) {
    switch (roleOf(&op)) {
    case Role::Init:
      break; // cloned into each region that uses it
    case Role::None:
      // A convolution's padding starts its region (the gather reads it).
      if (isa<tensor::PadOp>(op) && !op.use_empty() &&
          llvm::all_of(op.getUsers(), onlyCopies)) {
        close();
        current.ops.push_back(&op);
        break;
      }
      // A reshape of a value the region computes belongs to it (the
      // region's result is the view); one of a value from outside stays
      // in the caller, before the region's call.
      if (isReshapeOp(&op)) {
        if (current.reads(&op))
          current.ops.push_back(&op);
        break;
      }
      close();
      // Nor does a region of weights grow past it (it may read their value,
      // which the region's call, after the region's last op, computes).
      weightsFrom = regions.size();
      break;
    case Role::Contraction:
      if (!(onlyGathers(current) && current.reads(&op)))
        close();
      current.ops.push_back(&op);
      current.root = &op;
      break;
    case Role::Reduction: {
      // A contraction's elementwise tail that the reduction reads becomes
      // its prologue: a row kernel recomputes it in registers, where the
      // contraction would write it whole for the reduction to read back.
      // The tail starts after the ops of the contraction's own location
      // (an addmm's bias add: one source op stays one kernel's) and moves
      // only where the row kernel loops over it.
      SmallVector<Operation *> tail;
      if (current.root &&
          roleOf(current.root) == Role::Contraction && current.reads(&op)) {
        auto start = std::next(llvm::find(current.ops, current.root));
        while (start != current.ops.end() &&
               (*start)->getLoc() == current.root->getLoc())
          ++start;
        auto range = llvm::make_range(start, current.ops.end());
        if (llvm::any_of(range,
                         [&](Operation *tailOp) {
                           return llvm::is_contained(tailOp->getUsers(), &op);
                         }) &&
            llvm::all_of(range, [&](Operation *tailOp) {
              return isReshapeOp(tailOp) || fitsRows(&op, tailOp);
            })) {
          tail.assign(start, current.ops.end());
          current.ops.erase(start, current.ops.end());
        }
      }
      bool rowKernel = !current.root || roleOf(current.root) == Role::Reduction;
      if (!tail.empty() || !rowKernel ||
          !(current.reads(&op) || sharesRootInput(current, &op)))
        close();
      current.ops.append(tail.begin(), tail.end());
      current.ops.push_back(&op);
      if (!current.root)
        current.root = &op;
      break;
    }
    case Role::Elementwise: {
      // A convolution's im2col gather starts the convolution's region (its
      // GEMM stages it), whatever it reads.
      if (onlyCopies(&op) && !op.use_empty() &&
          llvm::all_of(op.getUsers(), [](Operation *user) {
            return roleOf(user) == Role::Contraction;
          })) {
        if (!(onlyGathers(current) && current.reads(&op)))
          close();
        current.ops.push_back(&op);
        break;
      }
      // A contraction's result copied into another layout (attention's
      // heads) is no epilogue of its tiles: it starts the region of the
      // elementwise ops after it.
      if (onlyCopies(&op) && current.root &&
          roleOf(current.root) == Role::Contraction && current.reads(&op)) {
        close();
        current.ops.push_back(&op);
        break;
      }
      // Computed from the weights alone (a batch norm's 1 / sqrt(var + eps)):
      // a region beside the current one, which the region reading it takes
      // in (mergeArgumentRegions).
      DispatchRegion *weights = nullptr;
      bool fromWeights = !current.reads(&op) &&
          llvm::all_of(op.getOperands(), [&](Value operand) {
            Operation *producer = operand.getDefiningOp();
            if (!producer || roleOf(producer) == Role::Init)
              return true;
            for (DispatchRegion &region :
                 llvm::drop_begin(regions, weightsFrom))
              if (region.weights && region.contains(producer) &&
                  (!weights || weights == &region)) {
                weights = &region;
                return true;
              }
            return false;
          });
      if (fromWeights) {
        if (!weights) {
          regions.emplace_back();
          weights = &regions.back();
          weights->weights = true;
        }
        weights->ops.push_back(&op);
        break;
      }
      if (!current.reads(&op) || !fitsRows(current.root, &op))
        close();
      current.ops.push_back(&op);
      break;
    }
    }
  }
  close();
  // A region's last reshapes stay in the caller: the kernel writes its value
  // once, in its own shape, and the reshape is a view of it.
  for (DispatchRegion &region : regions)
    while (region.ops.size() > 1 && isReshapeOp(region.ops.back()))
      region.ops.pop_back();
  mergeArgumentRegions(regions);
  return regions;
}

/// Whether `op` (an init: tensor.empty, a fill of one with a constant, a
/// scalar constant) is cloned into a region rather than passed to it.
bool mlir::cuda_agent::isDispatchRegionInit(Operation *op) {
  if (!op || roleOf(op) != Role::Init)
    return false;
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    return isDispatchRegionInit(fill.getInputs()[0].getDefiningOp()) &&
           isDispatchRegionInit(fill.getOutputs()[0].getDefiningOp());
  return true;
}

void mlir::cuda_agent::collectSourceNames(Location location,
                                          llvm::SetVector<StringRef> &names) {
  if (auto file = dyn_cast<FileLineColLoc>(location))
    names.insert(file.getFilename().getValue());
  else if (auto name = dyn_cast<NameLoc>(location))
    names.insert(name.getName().getValue());
  else if (auto fused = dyn_cast<FusedLoc>(location))
    for (Location each : fused.getLocations())
      collectSourceNames(each, names);
  else if (auto call = dyn_cast<CallSiteLoc>(location))
    collectSourceNames(call.getCallee(), names);
}
