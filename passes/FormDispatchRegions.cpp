//===- FormDispatchRegions.cpp - a model's ops into one function a kernel -===//
//
// A whole model (torch-mlir's linalg on tensors, as `cuda-agent import`
// leaves it) is many kernels. Each region - a root (contraction,
// convolution, pooling or reduction) with the elementwise ops it fuses - is
// outlined into a function of its own, the form of one kernel, and the
// model's function calls them in order.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Scheduling/DispatchRegions.h"
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
using namespace mlir::cuda_agent;

namespace {

/// Outlines `region` into `@<function>_region<index>` and calls it.
void outline(func::FuncOp function, DispatchRegion &region, unsigned index,
             SymbolTable &symbols) {
  llvm::SetVector<Value> inputs;
  llvm::SetVector<Operation *> clonedInits;
  std::function<void(Value)> collect = [&](Value value) {
    Operation *producer = value.getDefiningOp();
    if (producer && region.contains(producer))
      return;
    if (isDispatchRegionInit(producer)) {
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
            !region.contains(producer) && isDispatchRegionInit(producer))
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
      SmallVector<DispatchRegion> regions = formDispatchRegions(function);
      for (auto [index, region] : llvm::enumerate(regions))
        outline(function, region, index, symbols);
      // Inits the regions took copies of.
      for (Operation &op : llvm::make_early_inc_range(
               llvm::reverse(function.getBody().front())))
        if (isDispatchRegionInit(&op) && op.use_empty())
          op.erase();
    }
  }
};

} // namespace
