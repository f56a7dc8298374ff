//===- SerpentineFmas.cpp - a register tile's FMAs in serpentine order ----===//
//
// A thread's register tile is a set of outer products per K step. The order
// of its FFMAs decides how often consecutive ones share an operand, which
// the register reuse cache serves; ptxas keeps PTX's order. The products
// become scalar FMAs row by row, alternating the column direction.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"

#include <map>

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_SERPENTINEFMAS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// One outer-product piece: `row` (an element of A, broadcast) times
/// `columns` (a vector of B) plus the accumulator.
struct OuterProduct {
  vector::FMAOp fma;
  Value row;
  Value columns;
  int64_t step = 0;
};

/// The scalar of a vector.broadcast from a scalar, else null.
Value broadcastScalar(Value value) {
  auto broadcast = value.getDefiningOp<vector::BroadcastOp>();
  if (!broadcast || isa<VectorType>(broadcast.getSourceType()))
    return nullptr;
  return broadcast.getSource();
}

std::optional<OuterProduct> matchOuterProduct(vector::FMAOp fma) {
  if (fma.getVectorType().getRank() != 1)
    return std::nullopt;
  if (Value row = broadcastScalar(fma.getLhs()))
    return OuterProduct{fma, row, fma.getRhs()};
  if (Value row = broadcastScalar(fma.getRhs()))
    return OuterProduct{fma, row, fma.getLhs()};
  return std::nullopt;
}

/// Rows are the same element of A when the values are, or when both are
/// extracted at the same static position of the same vector (pieces of a
/// striped tile may extract it twice).
using RowKey = std::pair<Value, Attribute>;
RowKey rowKey(Value row) {
  if (auto extract = row.getDefiningOp<vector::ExtractOp>())
    if (extract.getDynamicPosition().empty())
      return {extract.getSource(),
              DenseI64ArrayAttr::get(row.getContext(),
                                     extract.getStaticPosition())};
  return {row, Attribute()};
}

/// Whether every use of the products other than by each other comes after
/// `last`, where the rewritten products will be.
bool usedOnlyAfter(ArrayRef<OuterProduct> products, Operation *last) {
  llvm::SmallPtrSet<Operation *, 16> fmas;
  for (const OuterProduct &product : products)
    fmas.insert(product.fma);
  Block *block = last->getBlock();
  for (const OuterProduct &product : products)
    for (Operation *user : product.fma->getUsers()) {
      if (fmas.contains(user))
        continue;
      Operation *ancestor = block->findAncestorOpInBlock(*user);
      if (!ancestor || !last->isBeforeInBlock(ancestor))
        return false;
    }
  return true;
}

void orderBlock(Block &block) {
  SmallVector<OuterProduct> products;
  llvm::DenseMap<Operation *, size_t> indexOf;
  for (Operation &op : block)
    if (auto fma = dyn_cast<vector::FMAOp>(op))
      if (std::optional<OuterProduct> product = matchOuterProduct(fma)) {
        // The K step: one after the product that gives the accumulator.
        if (Operation *acc = fma.getAcc().getDefiningOp())
          if (auto it = indexOf.find(acc); it != indexOf.end())
            product->step = products[it->second].step + 1;
        indexOf[fma] = products.size();
        products.push_back(*product);
      }
  if (products.size() < 2)
    return;
  Operation *last = products.back().fma;
  if (!usedOnlyAfter(products, last))
    return;

  // Steps in order; in a step, rows in order of first appearance, each
  // row's pieces in order of appearance.
  std::map<int64_t, llvm::MapVector<RowKey, SmallVector<size_t>>> steps;
  for (auto [index, product] : llvm::enumerate(products))
    steps[product.step][rowKey(product.row)].push_back(index);

  OpBuilder builder(last->getContext());
  builder.setInsertionPointAfter(last);
  Location loc = last->getLoc();
  // Scalars of vectors, extracted once; products' lanes as they are made.
  llvm::DenseMap<std::pair<Value, int64_t>, Value> extracted;
  auto element = [&](Value vector, int64_t lane) {
    Value &scalar = extracted[{vector, lane}];
    if (!scalar)
      scalar = vector::ExtractOp::create(builder, loc, vector, lane);
    return scalar;
  };
  SmallVector<SmallVector<Value>> lanes(products.size());
  for (auto &[step, rows] : steps) {
    for (auto [rowIndex, row] : llvm::enumerate(rows)) {
      SmallVector<std::pair<size_t, int64_t>> order;
      for (size_t index : row.second)
        for (int64_t
                 lane = 0,
                 width = products[index].fma.getVectorType().getNumElements();
             lane < width; ++lane)
          order.push_back({index, lane});
      if (rowIndex % 2)
        std::reverse(order.begin(), order.end());
      for (auto [index, lane] : order) {
        OuterProduct &product = products[index];
        if (lanes[index].empty())
          lanes[index].resize(product.fma.getVectorType().getNumElements());
        Value acc = product.fma.getAcc();
        Value accLane;
        if (auto it = indexOf.find(acc.getDefiningOp()); it != indexOf.end())
          accLane = lanes[it->second][lane];
        else
          accLane = element(acc, lane);
        lanes[index][lane] = math::FmaOp::create(
            builder, loc, product.row, element(product.columns, lane), accLane);
      }
    }
  }
  llvm::SetVector<Operation *> broadcasts;
  for (auto [index, product] : llvm::enumerate(products)) {
    Value vector = vector::FromElementsOp::create(
        builder, loc, product.fma.getVectorType(), lanes[index]);
    product.fma.getResult().replaceAllUsesWith(vector);
    for (Value operand : {product.fma.getLhs(), product.fma.getRhs()})
      if (auto broadcast = operand.getDefiningOp<vector::BroadcastOp>())
        broadcasts.insert(broadcast);
  }
  for (OuterProduct &product : products)
    product.fma->erase();
  for (Operation *broadcast : broadcasts)
    if (broadcast->use_empty())
      broadcast->erase();
}

struct SerpentineFmasPass
    : public mlir::cuda_agent::impl::SerpentineFmasBase<SerpentineFmasPass> {
  void runOnOperation() override {
    SmallVector<Block *> blocks;
    getOperation()->walk([&](Block *block) { blocks.push_back(block); });
    for (Block *block : blocks)
      orderBlock(*block);
  }
};

} // namespace
