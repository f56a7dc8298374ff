//===- FormDispatchRegions.cpp - a model's ops into one function a kernel -===//
//
// A whole model (torch-mlir's linalg on tensors, as `cuda-agent import`
// leaves it) is many kernels. Each region - a root (contraction,
// convolution, pooling or reduction) with the elementwise ops it fuses - is
// outlined into a function of its own, the form of one kernel, and the
// model's function calls them in order.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"

#include "llvm/ADT/SetVector.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_FORMDISPATCHREGIONS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

enum class Role { Contraction, Reduction, Elementwise, Init, None };

Role roleOf(Operation *op) {
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

/// Ops of one kernel, in the function's order.
struct Region {
  SmallVector<Operation *> ops;
  Operation *root = nullptr;
  /// Computed from the function's arguments alone (weights).
  bool weights = false;

  bool contains(Operation *op) const { return llvm::is_contained(ops, op); }
  /// Whether `op` reads a value the region computes.
  bool reads(Operation *op) const {
    return llvm::any_of(op->getOperands(), [&](Value operand) {
      Operation *producer = operand.getDefiningOp();
      return producer && contains(producer);
    });
  }
  /// Whether `op` reads a tensor the region's root reads (another
  /// statistic of the same rows: LayerNorm's mean and variance).
  bool sharesRootInput(Operation *op) const {
    if (!root)
      return false;
    return llvm::any_of(op->getOperands(), [&](Value operand) {
      return isa<RankedTensorType>(operand.getType()) &&
             llvm::is_contained(root->getOperands(), operand);
    });
  }
  /// Whether every op only copies its input (an im2col gather that a GEMM
  /// stages as its operand).
  bool onlyGathers() const {
    return !root && llvm::all_of(ops, [](Operation *op) {
      auto generic = dyn_cast<linalg::GenericOp>(op);
      if (!generic)
        return false;
      auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
      return llvm::all_of(yield.getOperands(), [&](Value value) {
        auto argument = dyn_cast<BlockArgument>(value);
        return argument && argument.getOwner() == generic.getBody() &&
               argument.getArgNumber() < generic.getNumDpsInputs();
      });
    });
  }
};

/// Each region of weights read by one other region alone (a batch norm's
/// scale, 1 / sqrt(var + eps)) becomes part of that region, first (its
/// inputs, the function's arguments, dominate everything).
void mergeArgumentRegions(SmallVector<Region> &regions) {
  for (unsigned index = 0; index < regions.size();) {
    Region &region = regions[index];
    llvm::SmallPtrSet<Operation *, 4> readers;
    bool outside = false;
    for (Operation *op : region.ops)
      for (Operation *user : op->getUsers()) {
        if (region.contains(user))
          continue;
        auto reader = llvm::find_if(regions, [&](const Region &other) {
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
    auto reader = llvm::find_if(regions, [&](const Region &other) {
      return other.contains(*readers.begin());
    });
    reader->ops.insert(reader->ops.begin(), region.ops.begin(),
                       region.ops.end());
    regions.erase(regions.begin() + index);
  }
}

/// The function's regions: a contraction starts one (its operands come from
/// memory: no prologue), except after gathers of its operand; a reduction
/// joins a region of elementwise ops it reads (their prologue, RMSNorm's
/// square before its mean) or a row kernel's region it reads or whose root's
/// input it reads (softmax's sum after its max, LayerNorm's variance beside
/// its mean), else starts one; an elementwise op joins the region it reads
/// from, else starts one. Any other op (a concatenation, a slice) ends the
/// region before it and runs in the calling function.
SmallVector<Region> formRegions(func::FuncOp function) {
  SmallVector<Region> regions;
  Region current;
  auto close = [&] {
    if (!current.ops.empty())
      regions.push_back(std::move(current));
    current = Region();
  };
  for (Operation &op : function.getBody().front().without_terminator()) {
    switch (roleOf(&op)) {
    case Role::Init:
      break; // cloned into each region that uses it
    case Role::None:
      // A reshape of a value the region computes belongs to it (the
      // region's result is the view); one of a value from outside stays
      // in the caller, before the region's call.
      if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op)) {
        if (current.reads(&op))
          current.ops.push_back(&op);
        break;
      }
      close();
      break;
    case Role::Contraction:
      if (!(current.onlyGathers() && current.reads(&op)))
        close();
      current.ops.push_back(&op);
      current.root = &op;
      break;
    case Role::Reduction: {
      // A contraction's elementwise tail that the reduction reads becomes
      // its prologue: a row kernel recomputes it in registers, where the
      // contraction would write it whole for the reduction to read back.
      SmallVector<Operation *> tail;
      if (current.root &&
          roleOf(current.root) == Role::Contraction && current.reads(&op)) {
        auto root = llvm::find(current.ops, current.root);
        if (llvm::any_of(llvm::make_range(std::next(root), current.ops.end()),
                         [&](Operation *tailOp) {
                           return llvm::is_contained(tailOp->getUsers(), &op);
                         })) {
          tail.assign(std::next(root), current.ops.end());
          current.ops.erase(std::next(root), current.ops.end());
        }
      }
      bool rowKernel = !current.root || roleOf(current.root) == Role::Reduction;
      if (!tail.empty() || !rowKernel ||
          !(current.reads(&op) || current.sharesRootInput(&op)))
        close();
      current.ops.append(tail.begin(), tail.end());
      current.ops.push_back(&op);
      if (!current.root)
        current.root = &op;
      break;
    }
    case Role::Elementwise: {
      // Computed from the weights alone (a batch norm's 1 / sqrt(var + eps)):
      // a region beside the current one, which the region reading it takes
      // in (mergeArgumentRegions).
      Region *weights = nullptr;
      bool fromWeights = !current.reads(&op) &&
          llvm::all_of(op.getOperands(), [&](Value operand) {
            Operation *producer = operand.getDefiningOp();
            if (!producer || roleOf(producer) == Role::Init)
              return true;
            for (Region &region : regions)
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
      if (!current.reads(&op))
        close();
      current.ops.push_back(&op);
      break;
    }
    }
  }
  close();
  // A region's last reshapes stay in the caller: the kernel writes its value
  // once, in its own shape, and the reshape is a view of it.
  for (Region &region : regions)
    while (region.ops.size() > 1 &&
           isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(
               region.ops.back()))
      region.ops.pop_back();
  mergeArgumentRegions(regions);
  return regions;
}

/// Whether `op` (an init: tensor.empty, a fill of one with a constant, a
/// scalar constant) is cloned into a region rather than passed to it.
bool isClonedInit(Operation *op) {
  if (!op || roleOf(op) != Role::Init)
    return false;
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    return isClonedInit(fill.getInputs()[0].getDefiningOp()) &&
           isClonedInit(fill.getOutputs()[0].getDefiningOp());
  return true;
}

/// Outlines `region` into `@<function>_region<index>` and calls it.
void outline(func::FuncOp function, Region &region, unsigned index,
             SymbolTable &symbols) {
  llvm::SetVector<Value> inputs;
  llvm::SetVector<Operation *> clonedInits;
  std::function<void(Value)> collect = [&](Value value) {
    Operation *producer = value.getDefiningOp();
    if (producer && region.contains(producer))
      return;
    if (isClonedInit(producer)) {
      for (Value operand : producer->getOperands())
        collect(operand);
      clonedInits.insert(producer);
      return;
    }
    inputs.insert(value);
  };
  for (Operation *op : region.ops)
    for (Value operand : op->getOperands())
      collect(operand);
  // Scalars of the ops' bodies (a ReLU's zero) come along too.
  for (Operation *op : region.ops)
    op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        if (Operation *producer = operand.getDefiningOp();
            producer && producer->getBlock() == &function.getBody().front() &&
            !region.contains(producer) && isClonedInit(producer))
          clonedInits.insert(producer);
    });
  SmallVector<Value> outputs;
  for (Operation *op : region.ops)
    for (Value result : op->getResults())
      if (llvm::any_of(result.getUsers(), [&](Operation *user) {
            return !region.contains(user);
          }))
        outputs.push_back(result);

  OpBuilder builder(function);
  Location loc = region.root ? region.root->getLoc() : region.ops[0]->getLoc();
  auto type =
      builder.getFunctionType(ValueRange(inputs.getArrayRef()).getTypes(),
                              ValueRange(outputs).getTypes());
  auto kernel = func::FuncOp::create(
      builder, loc,
      (function.getSymName() + "_region" + Twine(index)).str(), type);
  kernel.setPrivate();
  symbols.insert(kernel, Block::iterator(function));
  // The kernel keeps the model's position: before the model's function.
  kernel->moveBefore(function);

  Block *body = kernel.addEntryBlock();
  OpBuilder inside = OpBuilder::atBlockBegin(body);
  IRMapping mapping;
  for (auto [value, argument] :
       llvm::zip_equal(inputs, body->getArguments()))
    mapping.map(value, argument);
  // Inits in the function's order, so each one's operands come first.
  SmallVector<Operation *> inits(clonedInits.begin(), clonedInits.end());
  llvm::sort(inits, [](Operation *a, Operation *b) {
    return a->isBeforeInBlock(b);
  });
  for (Operation *init : inits)
    inside.clone(*init, mapping);
  for (Operation *op : region.ops)
    inside.clone(*op, mapping);
  SmallVector<Value> results;
  for (Value output : outputs)
    results.push_back(mapping.lookup(output));
  func::ReturnOp::create(inside, loc, results);

  // The call replaces the region where its last op was.
  OpBuilder calling(region.ops.back());
  calling.setInsertionPointAfter(region.ops.back());
  auto call = func::CallOp::create(calling, loc, kernel,
                                   inputs.getArrayRef());
  for (auto [output, result] : llvm::zip_equal(outputs, call.getResults()))
    output.replaceUsesWithIf(result, [&](OpOperand &use) {
      return !region.contains(use.getOwner());
    });
  for (Operation *op : llvm::reverse(region.ops))
    op->erase();
}

struct FormDispatchRegionsPass
    : public mlir::cuda_agent::impl::FormDispatchRegionsBase<
          FormDispatchRegionsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<func::FuncOp> functions;
    for (auto function : module.getOps<func::FuncOp>())
      if (!function.isExternal() && function.isPublic())
        functions.push_back(function);
    for (func::FuncOp function : functions) {
      if (!function.getBody().hasOneBlock()) {
        function.emitError("has several blocks; dispatch regions are formed "
                           "in a function of one block");
        return signalPassFailure();
      }
      SmallVector<Region> regions = formRegions(function);
      for (auto [index, region] : llvm::enumerate(regions))
        outline(function, region, index, symbols);
      // Inits the regions took copies of.
      for (Operation &op : llvm::make_early_inc_range(
               llvm::reverse(function.getBody().front())))
        if (roleOf(&op) == Role::Init && op.use_empty())
          op.erase();
    }
  }
};

} // namespace
