//===- Families.cpp - random kernels of each family -----------------------===//
//
// Each family draws a variant and shapes, then builds the function as
// torch-mlir would emit it: linalg named ops where upstream has them
// (matmul, batch_matmul, matvec, convolutions, pooling), linalg.generic for
// the rest, one op per framework op, outputs initialized by linalg.fill.
//
//===----------------------------------------------------------------------===//

#include "Families.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/APFloat.h"

#include <cmath>

using namespace mlir;
using namespace cuda_agent::synth;

uint64_t Random::next() {
  uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

int64_t Random::uniform(int64_t low, int64_t high) {
  return low + int64_t(next() % uint64_t(high - low + 1));
}

bool Random::chance(double p) { return double(next() >> 11) * 0x1.0p-53 < p; }

namespace {

using Shape = SmallVector<int64_t>;
using utils::IteratorType;

//===----------------------------------------------------------------------===//
// Shapes
//===----------------------------------------------------------------------===//

/// Widths of real models' layers.
const std::vector<int64_t> kModelWidths = {256,  384,  512,  768,  1024, 1280,
                                           1536, 2048, 2560, 3072, 4096, 5120};
/// Sequence lengths and token counts (CLIP's 77, ViT's 197 and 577, ...).
const std::vector<int64_t> kTokenCounts = {64,  77,  128,  196,  197,  256,
                                           384, 512, 577, 1024, 2048, 4096};

int64_t powerOfTwo(Random &random, int64_t low, int64_t high) {
  int64_t lowLog = int64_t(std::ceil(std::log2(double(low))));
  int64_t highLog = int64_t(std::floor(std::log2(double(high))));
  return int64_t(1) << random.uniform(lowLog, highLog);
}

/// A size in [low, high]: a power of two, a model width or token count in
/// range, or any number (odd sizes are real: 1000 classes, 197 tokens).
int64_t drawSize(Random &random, int64_t low, int64_t high) {
  int64_t kind = random.uniform(0, 99);
  if (kind < 45)
    return powerOfTwo(random, low, high);
  if (kind < 80) {
    std::vector<int64_t> inRange;
    for (const std::vector<int64_t> *list : {&kModelWidths, &kTokenCounts})
      for (int64_t size : *list)
        if (size >= low && size <= high)
          inRange.push_back(size);
    if (!inRange.empty())
      return random.pick(inRange);
  }
  return random.uniform(low, high);
}

int64_t product(ArrayRef<int64_t> shape) {
  int64_t count = 1;
  for (int64_t size : shape)
    count *= size;
  return count;
}

//===----------------------------------------------------------------------===//
// Building
//===----------------------------------------------------------------------===//

Value createConstant(OpBuilder &builder, Location loc, Type element,
                     double value) {
  return arith::ConstantOp::create(builder, loc,
                                   builder.getFloatAttr(element, value));
}

/// Builds the ops of a linalg body, counting the floating-point ones.
class BodyBuilder {
public:
  BodyBuilder(OpBuilder &builder, Location loc, Type element)
      : builder(builder), loc(loc), element(element) {}

  Value add(Value a, Value b) { return count(arith::AddFOp::create(builder, loc, a, b)); }
  Value sub(Value a, Value b) { return count(arith::SubFOp::create(builder, loc, a, b)); }
  Value mul(Value a, Value b) { return count(arith::MulFOp::create(builder, loc, a, b)); }
  Value div(Value a, Value b) { return count(arith::DivFOp::create(builder, loc, a, b)); }
  Value max(Value a, Value b) { return count(arith::MaximumFOp::create(builder, loc, a, b)); }
  Value min(Value a, Value b) { return count(arith::MinimumFOp::create(builder, loc, a, b)); }
  Value neg(Value a) { return count(arith::NegFOp::create(builder, loc, a)); }
  Value exp(Value a) { return count(math::ExpOp::create(builder, loc, a)); }
  Value log(Value a) { return count(math::LogOp::create(builder, loc, a)); }
  Value tanh(Value a) { return count(math::TanhOp::create(builder, loc, a)); }
  Value rsqrt(Value a) { return count(math::RsqrtOp::create(builder, loc, a)); }
  /// a > 0 ? a : b (the comparison yields no float).
  Value selectPositive(Value a, Value b) {
    Value positive = arith::CmpFOp::create(builder, loc, arith::CmpFPredicate::OGT,
                                           a, constant(0));
    return count(arith::SelectOp::create(builder, loc, positive, a, b));
  }
  Value constant(double value) {
    return createConstant(builder, loc, element, value);
  }

  int64_t getFlops() const { return flops; }

private:
  Value count(Operation *op) {
    ++flops;
    return op->getResult(0);
  }
  OpBuilder &builder;
  Location loc;
  Type element;
  int64_t flops = 0;
};

using BodyFunction = function_ref<Value(BodyBuilder &, ValueRange)>;

/// One function on tensors of `element`: the inputs, then the output.
class KernelBuilder {
public:
  /// `outputElement`: the output's element type where it is not
  /// `element` (argmax's indices).
  KernelBuilder(MLIRContext &context, StringRef name, Type element,
                ArrayRef<Shape> inputs, ArrayRef<int64_t> output,
                Type outputElement)
      : builder(&context), loc(UnknownLoc::get(&context)), element(element) {
    module = ModuleOp::create(loc);
    builder.setInsertionPointToEnd(module->getBody());
    SmallVector<Type> types;
    for (const Shape &shape : inputs)
      types.push_back(RankedTensorType::get(shape, element));
    types.push_back(RankedTensorType::get(
        output, outputElement ? outputElement : element));
    function = func::FuncOp::create(builder, loc, name,
                                    builder.getFunctionType(types, types.back()));
    builder.setInsertionPointToStart(function.addEntryBlock());
  }

  Value input(unsigned index) { return function.getArgument(index); }
  Value output() { return function.getArguments().back(); }
  OpBuilder &getBuilder() { return builder; }
  Location getLoc() { return loc; }
  Type getElement() { return element; }

  Value constant(double value) {
    return createConstant(builder, loc, element, value);
  }
  Value infinity(bool negative) {
    auto type = cast<FloatType>(element);
    return arith::ConstantOp::create(
        builder, loc,
        builder.getFloatAttr(type, llvm::APFloat::getInf(type.getFloatSemantics(),
                                                         negative)));
  }
  Value empty(ArrayRef<int64_t> shape) {
    return tensor::EmptyOp::create(builder, loc, shape, element);
  }
  /// `value` padded with `low`/`high` zeros per dimension (tensor.pad, as
  /// torch-mlir emits a convolution's padding).
  Value padWithZeros(Value value, ArrayRef<int64_t> low,
                     ArrayRef<int64_t> high) {
    auto type = cast<RankedTensorType>(value.getType());
    Shape shape;
    SmallVector<OpFoldResult> lowSizes, highSizes;
    for (auto [size, before, after] : llvm::zip_equal(type.getShape(), low, high)) {
      shape.push_back(size + before + after);
      lowSizes.push_back(builder.getIndexAttr(before));
      highSizes.push_back(builder.getIndexAttr(after));
    }
    return tensor::PadOp::create(builder, loc, type.clone(shape), value,
                                 lowSizes, highSizes, constant(0));
  }
  Value fill(Value init, Value value) {
    return linalg::FillOp::create(builder, loc, ValueRange{value},
                                  ValueRange{init})
        .getResult(0);
  }
  /// A fresh tensor of `shape` filled with `value`.
  Value filled(ArrayRef<int64_t> shape, Value value) {
    return fill(empty(shape), value);
  }

  /// linalg.generic over `inputs` into `init` (maps: inputs', then the
  /// init's); its body's floating-point ops count once per iteration.
  Value generic(ValueRange inputs, Value init, ArrayRef<AffineMap> maps,
                ArrayRef<IteratorType> iterators, BodyFunction body) {
    SmallVector<int64_t> loops(iterators.size(), 1);
    SmallVector<Value> operands(inputs.begin(), inputs.end());
    operands.push_back(init);
    for (auto [operand, map] : llvm::zip_equal(operands, maps)) {
      ArrayRef<int64_t> shape = cast<RankedTensorType>(operand.getType()).getShape();
      for (auto [position, result] : llvm::enumerate(map.getResults()))
        if (auto dim = dyn_cast<AffineDimExpr>(result))
          loops[dim.getPosition()] = shape[position];
    }
    int64_t bodyFlops = 0;
    auto op = linalg::GenericOp::create(
        builder, loc, TypeRange{init.getType()}, inputs, ValueRange{init}, maps,
        iterators, [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
          BodyBuilder bodyBuilder(nested, nestedLoc, element);
          Value result = body(bodyBuilder, args);
          bodyFlops = bodyBuilder.getFlops();
          linalg::YieldOp::create(nested, nestedLoc, result);
        });
    flops += double(product(loops)) * double(bodyFlops);
    return op.getResult(0);
  }

  /// Elementwise over a tensor of rank `rank`: every operand indexed by
  /// `maps` (identity where null), the result a fresh tensor (or `into`).
  Value elementwise(ValueRange inputs, ArrayRef<AffineMap> inputMaps,
                    ArrayRef<int64_t> shape, BodyFunction body,
                    Value into = nullptr) {
    AffineMap identity = builder.getMultiDimIdentityMap(shape.size());
    SmallVector<AffineMap> maps;
    for (AffineMap map : inputMaps)
      maps.push_back(map ? map : identity);
    maps.push_back(identity);
    SmallVector<IteratorType> iterators(shape.size(), IteratorType::parallel);
    return generic(inputs, into ? into : empty(shape), maps, iterators, body);
  }

  void finish(Value result) {
    func::ReturnOp::create(builder, loc, result);
  }

  /// Counts a named op's floating-point work.
  void addFlops(double count) { flops += count; }
  double getFlops() const { return flops; }
  OwningOpRef<ModuleOp> takeModule() { return std::move(module); }

private:
  OpBuilder builder;
  Location loc;
  Type element;
  OwningOpRef<ModuleOp> module;
  func::FuncOp function;
  double flops = 0;
};

AffineMap dims(OpBuilder &builder, unsigned count, ArrayRef<unsigned> results) {
  SmallVector<AffineExpr> exprs;
  for (unsigned dim : results)
    exprs.push_back(builder.getAffineDimExpr(dim));
  return AffineMap::get(count, 0, exprs, builder.getContext());
}

//===----------------------------------------------------------------------===//
// Elementwise steps: activations and epilogues
//===----------------------------------------------------------------------===//

enum class Activation { Relu, Gelu, Silu, Sigmoid, Tanh, LeakyRelu, Hardswish };
const std::vector<Activation> kActivations = {
    Activation::Relu,    Activation::Gelu, Activation::Silu,
    Activation::Sigmoid, Activation::Tanh, Activation::LeakyRelu,
    Activation::Hardswish};

StringRef getName(Activation activation) {
  switch (activation) {
  case Activation::Relu: return "relu";
  case Activation::Gelu: return "gelu";
  case Activation::Silu: return "silu";
  case Activation::Sigmoid: return "sigmoid";
  case Activation::Tanh: return "tanh";
  case Activation::LeakyRelu: return "leaky_relu";
  case Activation::Hardswish: return "hardswish";
  }
  return "";
}

Value activate(BodyBuilder &b, Activation activation, Value x) {
  switch (activation) {
  case Activation::Relu:
    return b.max(x, b.constant(0));
  case Activation::Gelu: {
    // PyTorch's tanh approximation.
    Value cube = b.mul(b.mul(x, x), x);
    Value inner = b.add(x, b.mul(b.constant(0.044715), cube));
    Value t = b.tanh(b.mul(b.constant(0.7978845608028654), inner));
    return b.mul(b.mul(b.constant(0.5), x), b.add(b.constant(1), t));
  }
  case Activation::Silu:
    return b.div(x, b.add(b.constant(1), b.exp(b.neg(x))));
  case Activation::Sigmoid:
    return b.div(b.constant(1), b.add(b.constant(1), b.exp(b.neg(x))));
  case Activation::Tanh:
    return b.tanh(x);
  case Activation::LeakyRelu:
    return b.selectPositive(x, b.mul(b.constant(0.01), x));
  case Activation::Hardswish: {
    Value clamped = b.min(b.max(b.add(x, b.constant(3)), b.constant(0)),
                          b.constant(6));
    return b.mul(x, b.mul(clamped, b.constant(1.0 / 6)));
  }
  }
  return x;
}

/// One framework op after another on a tensor of the anchor's shape.
struct Step {
  enum Kind { Activate, Scale, Bias, Residual } kind;
  Activation activation = Activation::Relu;
  double scale = 1;
};

/// Draws `count` steps; a bias broadcasts along the innermost dimension.
std::vector<Step> drawSteps(Random &random, int64_t count) {
  std::vector<Step> steps;
  for (int64_t i = 0; i < count; ++i) {
    Step step{Step::Kind(random.uniform(0, 3))};
    step.activation = random.pick(kActivations);
    step.scale = double(random.uniform(1, 16)) / 8;
    steps.push_back(step);
  }
  return steps;
}

std::string describe(ArrayRef<Step> steps) {
  std::string text;
  for (const Step &step : steps) {
    text += "+";
    switch (step.kind) {
    case Step::Activate: text += getName(step.activation).str(); break;
    case Step::Scale: text += "scale"; break;
    case Step::Bias: text += "bias"; break;
    case Step::Residual: text += "residual"; break;
    }
  }
  return text;
}

/// The extra function inputs `steps` read, for a result of `shape`.
void addStepInputs(ArrayRef<Step> steps, ArrayRef<int64_t> shape,
                   SmallVectorImpl<Shape> &inputs) {
  for (const Step &step : steps) {
    if (step.kind == Step::Bias)
      inputs.push_back(Shape{shape.back()});
    else if (step.kind == Step::Residual)
      inputs.push_back(Shape(shape.begin(), shape.end()));
  }
}

/// Applies `steps` to `value` (of `shape`), reading their inputs from
/// argument `nextInput` on; the last step writes the function's output.
Value applySteps(KernelBuilder &k, ArrayRef<Step> steps, Value value,
                 ArrayRef<int64_t> shape, unsigned nextInput) {
  OpBuilder &builder = k.getBuilder();
  AffineMap lastDim = dims(builder, shape.size(), {unsigned(shape.size() - 1)});
  for (size_t index = 0; index < steps.size(); ++index) {
    const Step &step = steps[index];
    Value into = index + 1 == steps.size() ? k.output() : Value();
    switch (step.kind) {
    case Step::Activate:
      value = k.elementwise(
          value, {AffineMap()}, shape,
          [&](BodyBuilder &b, ValueRange args) {
            return activate(b, step.activation, args[0]);
          },
          into);
      break;
    case Step::Scale:
      value = k.elementwise(
          value, {AffineMap()}, shape,
          [&](BodyBuilder &b, ValueRange args) {
            return b.mul(args[0], b.constant(step.scale));
          },
          into);
      break;
    case Step::Bias:
    case Step::Residual:
      value = k.elementwise(
          ValueRange{value, k.input(nextInput++)},
          {AffineMap(), step.kind == Step::Bias ? lastDim : AffineMap()}, shape,
          [&](BodyBuilder &b, ValueRange args) {
            return b.add(args[0], args[1]);
          },
          into);
      break;
    }
  }
  return value;
}

//===----------------------------------------------------------------------===//
// Anchors
//===----------------------------------------------------------------------===//

/// A contraction or reduction the kernel is built around, with the
/// function inputs it reads and the shape of its result.
struct Anchor {
  std::string variant;
  SmallVector<Shape> inputs;
  Shape result;
  /// Builds it into `init` (the output, or a fresh tensor before steps).
  std::function<Value(KernelBuilder &, Value init)> build;
};

DenseIntElementsAttr pair(OpBuilder &builder, int64_t value) {
  return DenseIntElementsAttr::get(
      RankedTensorType::get({2}, builder.getI64Type()),
      ArrayRef<int64_t>{value, value});
}

Anchor drawMatmul(Random &random) {
  static const std::vector<std::string> variants = {
      "square", "tall-skinny", "small-k", "large-k", "irregular",
      "transposed-a", "transposed-b"};
  std::string variant = random.pick(variants);
  int64_t m, n, k;
  if (variant == "square") {
    m = n = k = drawSize(random, 256, 4096);
  } else if (variant == "tall-skinny") {
    m = drawSize(random, 4096, 65536);
    n = drawSize(random, 16, 256);
    k = drawSize(random, 64, 2048);
  } else if (variant == "small-k") {
    m = drawSize(random, 512, 8192);
    n = drawSize(random, 512, 8192);
    k = drawSize(random, 8, 64);
  } else if (variant == "large-k") {
    m = drawSize(random, 32, 512);
    n = drawSize(random, 32, 512);
    k = drawSize(random, 4096, 65536);
  } else if (variant == "irregular") {
    m = random.uniform(33, 3000);
    n = random.uniform(33, 3000);
    k = random.uniform(33, 3000);
  } else {
    m = drawSize(random, 128, 4096);
    n = drawSize(random, 128, 4096);
    k = drawSize(random, 128, 4096);
  }
  bool transposeA = variant == "transposed-a";
  bool transposeB = variant == "transposed-b";
  Anchor anchor;
  anchor.variant = variant;
  anchor.inputs = {transposeA ? Shape{k, m} : Shape{m, k},
                   transposeB ? Shape{n, k} : Shape{k, n}};
  anchor.result = {m, n};
  anchor.build = [=](KernelBuilder &kb, Value init) -> Value {
    OpBuilder &builder = kb.getBuilder();
    Value zeroed = kb.fill(init, kb.constant(0));
    if (!transposeA && !transposeB) {
      kb.addFlops(2.0 * double(m) * double(n) * double(k));
      return linalg::MatmulOp::create(builder, kb.getLoc(),
                                      ValueRange{kb.input(0), kb.input(1)},
                                      ValueRange{zeroed})
          .getResult(0);
    }
    // A transposed operand: the contraction as a generic (d0 = i, d1 = j,
    // d2 = k), as torch-mlir emits an einsum.
    AffineMap a = transposeA ? dims(builder, 3, {2, 0}) : dims(builder, 3, {0, 2});
    AffineMap b = transposeB ? dims(builder, 3, {1, 2}) : dims(builder, 3, {2, 1});
    return kb.generic(
        ValueRange{kb.input(0), kb.input(1)}, zeroed,
        {a, b, dims(builder, 3, {0, 1})},
        {IteratorType::parallel, IteratorType::parallel, IteratorType::reduction},
        [](BodyBuilder &body, ValueRange args) {
          return body.add(args[2], body.mul(args[0], args[1]));
        });
  };
  return anchor;
}

Anchor drawBatchMatmul(Random &random) {
  int64_t batch = random.pick(std::vector<int64_t>{2, 4, 8, 12, 16, 32, 64});
  int64_t m = drawSize(random, 64, 2048), n = drawSize(random, 64, 2048),
          k = drawSize(random, 32, 1024);
  Anchor anchor;
  anchor.variant = "bmm";
  anchor.inputs = {{batch, m, k}, {batch, k, n}};
  anchor.result = {batch, m, n};
  anchor.build = [=](KernelBuilder &kb, Value init) -> Value {
    kb.addFlops(2.0 * double(batch) * double(m) * double(n) * double(k));
    return linalg::BatchMatmulOp::create(
               kb.getBuilder(), kb.getLoc(),
               ValueRange{kb.input(0), kb.input(1)},
               ValueRange{kb.fill(init, kb.constant(0))})
        .getResult(0);
  };
  return anchor;
}

Anchor drawConv(Random &random) {
  static const std::vector<std::string> variants = {
      "nhwc", "nchw", "strided", "pointwise", "depthwise", "padded"};
  std::string variant = random.pick(variants);
  int64_t batch = random.pick(std::vector<int64_t>{1, 2, 4, 8, 16, 32});
  int64_t size = random.pick(std::vector<int64_t>{7, 14, 28, 56, 112});
  int64_t channels = random.pick(std::vector<int64_t>{16, 32, 64, 96, 128, 256, 512});
  int64_t filters = random.pick(std::vector<int64_t>{16, 32, 64, 128, 256, 512});
  int64_t window = variant == "pointwise" ? 1 : random.chance(0.8) ? 3 : 5;
  int64_t stride = variant == "strided" ? 2 : 1;
  // The input is as large as a padded input would be: out = size. A
  // padded convolution (NCHW, as PyTorch's `padding=window // 2`) pads it
  // itself.
  bool padded = variant == "padded";
  int64_t in = (size - 1) * stride + window;
  int64_t padding = padded ? window / 2 : 0;
  Anchor anchor;
  anchor.variant = variant;
  double taps = double(window * window);
  if (variant == "nchw" || padded) {
    anchor.inputs = {{batch, channels, in - 2 * padding, in - 2 * padding},
                     {filters, channels, window, window}};
    anchor.result = {batch, filters, size, size};
  } else if (variant == "depthwise") {
    anchor.inputs = {{batch, in, in, channels}, {window, window, channels}};
    anchor.result = {batch, size, size, channels};
  } else {
    anchor.inputs = {{batch, in, in, channels}, {window, window, channels, filters}};
    anchor.result = {batch, size, size, filters};
  }
  double outputs = double(product(anchor.result));
  anchor.build = [=](KernelBuilder &kb, Value init) -> Value {
    OpBuilder &builder = kb.getBuilder();
    Value zeroed = kb.fill(init, kb.constant(0));
    SmallVector<Value, 2> inputs = {kb.input(0), kb.input(1)};
    if (padded)
      inputs[0] = kb.padWithZeros(inputs[0], {0, 0, padding, padding},
                                  {0, 0, padding, padding});
    Type type = init.getType();
    if (variant == "depthwise") {
      kb.addFlops(2.0 * outputs * taps);
      return linalg::DepthwiseConv2DNhwcHwcOp::create(
                 builder, kb.getLoc(), TypeRange{type}, inputs,
                 ValueRange{zeroed}, pair(builder, stride), pair(builder, 1))
          .getResult(0);
    }
    kb.addFlops(2.0 * outputs * taps * double(channels));
    if (variant == "nchw" || padded)
      return linalg::Conv2DNchwFchwOp::create(
                 builder, kb.getLoc(), TypeRange{type}, inputs,
                 ValueRange{zeroed}, pair(builder, stride), pair(builder, 1))
          .getResult(0);
    return linalg::Conv2DNhwcHwcfOp::create(
               builder, kb.getLoc(), TypeRange{type}, inputs, ValueRange{zeroed},
               pair(builder, stride), pair(builder, 1))
        .getResult(0);
  };
  return anchor;
}

/// The index (i64) of the largest element of each row of `input` along its
/// last dimension, the first one on ties: one generic with two outputs, the
/// maxima so far (a temporary) and their indices, as torch-mlir lowers
/// aten.argmax.
Value buildArgmax(KernelBuilder &kb, Value init, ArrayRef<int64_t> input,
                  AffineMap rowMap) {
  OpBuilder &builder = kb.getBuilder();
  Location loc = kb.getLoc();
  unsigned rank = input.size();
  Shape rows(input.begin(), input.end() - 1);
  Value maxima = kb.filled(rows, kb.infinity(/*negative=*/true));
  Value zero = arith::ConstantOp::create(builder, loc, builder.getI64IntegerAttr(0));
  Value indices = kb.fill(init, zero);
  SmallVector<IteratorType> iterators(rank, IteratorType::parallel);
  iterators.back() = IteratorType::reduction;
  SmallVector<AffineMap> maps = {builder.getMultiDimIdentityMap(rank), rowMap,
                                 rowMap};
  auto op = linalg::GenericOp::create(
      builder, loc, TypeRange{maxima.getType(), indices.getType()},
      ValueRange{kb.input(0)}, ValueRange{maxima, indices}, maps, iterators,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        Value position = linalg::IndexOp::create(nested, nestedLoc, rank - 1);
        Value index = arith::IndexCastOp::create(
            nested, nestedLoc, nested.getI64Type(), position);
        Value greater = arith::CmpFOp::create(
            nested, nestedLoc, arith::CmpFPredicate::OGT, args[0], args[1]);
        Value maximum =
            arith::SelectOp::create(nested, nestedLoc, greater, args[0], args[1]);
        Value argument =
            arith::SelectOp::create(nested, nestedLoc, greater, index, args[2]);
        linalg::YieldOp::create(nested, nestedLoc, ValueRange{maximum, argument});
      });
  // One floating-point op per element: the select of the maximum.
  kb.addFlops(double(product(input)));
  return op.getResult(1);
}

/// Sums, means, maxima and minima along the innermost or the outermost
/// dimension of a 2-D or 3-D tensor; with `argmax`, also the index of the
/// maximum along the innermost one (torch.argmax(x, dim=-1)).
Anchor drawReduction(Random &random, bool argmax) {
  static const std::vector<std::string> kinds = {"sum", "mean", "max", "min"};
  static const std::vector<std::string> kindsWithArgmax = {
      "sum", "mean", "max", "min", "argmax"};
  std::string kind = random.pick(argmax ? kindsWithArgmax : kinds);
  bool outer = kind != "argmax" && random.chance(0.3);
  // Argmax over 2-D inputs only: over 3-D ones the default block's tile of
  // maxima (a temporary, filled in the threads' own loop) exceeds a
  // thread's private memory.
  bool threeD = !outer && kind != "argmax" && random.chance(0.3);
  Shape input = threeD ? Shape{drawSize(random, 2, 64), drawSize(random, 64, 4096),
                               drawSize(random, 64, 8192)}
                       : Shape{drawSize(random, 64, 65536), drawSize(random, 64, 16384)};
  unsigned rank = input.size();
  Shape result(input.begin(), input.end());
  result.erase(outer ? result.begin() : result.end() - 1);
  Anchor anchor;
  anchor.variant = kind + (outer ? "-outer" : "-inner");
  anchor.inputs = {input};
  anchor.result = result;
  anchor.build = [=](KernelBuilder &kb, Value init) -> Value {
    OpBuilder &builder = kb.getBuilder();
    SmallVector<unsigned> kept;
    for (unsigned d = 0; d < rank; ++d)
      if (d != (outer ? 0 : rank - 1))
        kept.push_back(d);
    SmallVector<IteratorType> iterators(rank, IteratorType::parallel);
    iterators[outer ? 0 : rank - 1] = IteratorType::reduction;
    if (kind == "argmax")
      return buildArgmax(kb, init, input, dims(builder, rank, kept));
    bool sum = kind == "sum" || kind == "mean";
    Value start = sum ? kb.constant(0) : kb.infinity(/*negative=*/kind == "max");
    // A mean divides the sum afterwards, into the output.
    Value accumulator = kind == "mean" ? kb.empty(result) : init;
    Value reduced = kb.generic(
        kb.input(0), kb.fill(accumulator, start),
        {builder.getMultiDimIdentityMap(rank), dims(builder, rank, kept)},
        iterators, [&](BodyBuilder &b, ValueRange args) {
          if (sum)
            return b.add(args[0], args[1]);
          return kind == "max" ? b.max(args[0], args[1]) : b.min(args[0], args[1]);
        });
    if (kind != "mean")
      return reduced;
    double count = double(input[outer ? 0 : rank - 1]);
    return kb.elementwise(
        reduced, {AffineMap()}, result,
        [&](BodyBuilder &b, ValueRange args) {
          return b.div(args[0], b.constant(count));
        },
        init);
  };
  return anchor;
}

//===----------------------------------------------------------------------===//
// Families
//===----------------------------------------------------------------------===//

struct Drawn {
  std::string variant;
  SmallVector<Shape> inputs;
  Shape output;
  std::function<Value(KernelBuilder &)> build;
  /// Argmax: the output holds i64 indices, not the kernel's element type.
  bool indexOutput = false;
};

/// An anchor alone, writing the output.
Drawn alone(Anchor anchor) {
  Drawn drawn{anchor.variant, anchor.inputs, anchor.result, nullptr};
  drawn.build = [anchor](KernelBuilder &kb) {
    return anchor.build(kb, kb.output());
  };
  return drawn;
}

/// An anchor and 1-4 elementwise steps after it.
Drawn withSteps(Anchor anchor, Random &random) {
  std::vector<Step> steps = drawSteps(random, random.uniform(1, 4));
  Drawn drawn{anchor.variant + describe(steps), anchor.inputs, anchor.result,
              nullptr};
  unsigned firstStepInput = anchor.inputs.size();
  addStepInputs(steps, anchor.result, drawn.inputs);
  drawn.build = [anchor, steps, firstStepInput](KernelBuilder &kb) {
    Value anchored = anchor.build(kb, kb.empty(anchor.result));
    return applySteps(kb, steps, anchored, anchor.result, firstStepInput);
  };
  return drawn;
}

Drawn drawMatvec(Random &random) {
  int64_t m = drawSize(random, 1024, 65536), k = drawSize(random, 256, 16384);
  Drawn drawn{"matvec", {{m, k}, {k}}, {m}, nullptr};
  drawn.build = [=](KernelBuilder &kb) -> Value {
    kb.addFlops(2.0 * double(m) * double(k));
    return linalg::MatvecOp::create(kb.getBuilder(), kb.getLoc(),
                                    ValueRange{kb.input(0), kb.input(1)},
                                    ValueRange{kb.fill(kb.output(), kb.constant(0))})
        .getResult(0);
  };
  return drawn;
}

Drawn drawPooling(Random &random) {
  bool max = random.chance(0.6);
  int64_t window = random.chance(0.5) ? 2 : 3;
  int64_t stride = window == 2 ? 2 : random.pick(std::vector<int64_t>{1, 2});
  int64_t batch = random.pick(std::vector<int64_t>{1, 4, 8, 16, 32, 64});
  int64_t size = random.pick(std::vector<int64_t>{7, 14, 28, 56, 112});
  int64_t channels = random.pick(std::vector<int64_t>{32, 64, 128, 256, 512});
  int64_t in = (size - 1) * stride + window;
  Shape output{batch, size, size, channels};
  Drawn drawn{(max ? "max-" : "avg-") + std::to_string(window) + "x" +
                  std::to_string(window) + "-s" + std::to_string(stride),
              {{batch, in, in, channels}},
              output,
              nullptr};
  drawn.build = [=](KernelBuilder &kb) -> Value {
    OpBuilder &builder = kb.getBuilder();
    // The window operand only gives the window's shape.
    Value shapeOnly = kb.empty({window, window});
    double taps = double(product(output)) * double(window * window);
    kb.addFlops(taps);
    Type type = kb.output().getType();
    if (max)
      return linalg::PoolingNhwcMaxOp::create(
                 builder, kb.getLoc(), TypeRange{type},
                 ValueRange{kb.input(0), shapeOnly},
                 ValueRange{kb.fill(kb.output(), kb.infinity(true))},
                 pair(builder, stride), pair(builder, 1))
          .getResult(0);
    Value sums = linalg::PoolingNhwcSumOp::create(
                     builder, kb.getLoc(), TypeRange{type},
                     ValueRange{kb.input(0), shapeOnly},
                     ValueRange{kb.filled(output, kb.constant(0))},
                     pair(builder, stride), pair(builder, 1))
                     .getResult(0);
    return kb.elementwise(
        sums, {AffineMap()}, output,
        [&](BodyBuilder &b, ValueRange args) {
          return b.mul(args[0], b.constant(1.0 / double(window * window)));
        },
        kb.output());
  };
  return drawn;
}

/// softmax, log-softmax, layernorm, rmsnorm over the rows of a matrix;
/// groupnorm over (batch x groups) rows of a [N, G, D] tensor.
Drawn drawNormalization(Random &random) {
  static const std::vector<std::string> kinds = {"softmax", "log-softmax",
                                                 "layernorm", "rmsnorm",
                                                 "groupnorm"};
  std::string kind = random.pick(kinds);
  Shape shape = kind == "groupnorm"
                    // A group's row: its channels times the feature
                    // map (C/G x H x W), as in a CNN or a diffusion UNet.
                    ? Shape{random.pick(std::vector<int64_t>{2, 4, 8, 16, 32}),
                            random.pick(std::vector<int64_t>{8, 16, 32}),
                            random.pick(std::vector<int64_t>{4, 8, 10, 16, 20, 40}) *
                                random.pick(std::vector<int64_t>{
                                    196, 784, 3136, 256, 1024, 4096})}
                    : Shape{drawSize(random, 64, 32768), drawSize(random, 64, 16384)};
  unsigned rank = shape.size();
  Shape rows(shape.begin(), shape.end() - 1);
  int64_t width = shape.back();
  Drawn drawn{kind, {shape}, shape, nullptr};
  // Layer norm: a scale and shift per element of a row; group norm: per group.
  Shape affine = kind == "groupnorm" ? Shape{shape[1]} : Shape{width};
  if (kind == "layernorm" || kind == "groupnorm")
    drawn.inputs.append({affine, affine});
  else if (kind == "rmsnorm")
    drawn.inputs.push_back(affine);
  drawn.build = [=](KernelBuilder &kb) -> Value {
    OpBuilder &builder = kb.getBuilder();
    AffineMap full = builder.getMultiDimIdentityMap(rank);
    SmallVector<unsigned> rowDims;
    for (unsigned d = 0; d + 1 < rank; ++d)
      rowDims.push_back(d);
    AffineMap row = dims(builder, rank, rowDims);
    AffineMap affineMap = kind == "groupnorm" ? dims(builder, rank, {1})
                                              : dims(builder, rank, {rank - 1});
    SmallVector<IteratorType> reduction(rank, IteratorType::parallel);
    reduction.back() = IteratorType::reduction;
    auto reduce = [&](Value input, bool maximum) {
      Value start = maximum ? kb.infinity(true) : kb.constant(0);
      return kb.generic(input, kb.filled(rows, start), {full, row}, reduction,
                        [&](BodyBuilder &b, ValueRange args) {
                          return maximum ? b.max(args[0], args[1])
                                         : b.add(args[0], args[1]);
                        });
    };
    auto perRow = [&](Value value, double divisor, bool addEpsilon, bool root) {
      return kb.elementwise(value, {AffineMap()}, rows,
                            [&](BodyBuilder &b, ValueRange args) {
                              Value v = b.div(args[0], b.constant(divisor));
                              if (addEpsilon)
                                v = b.add(v, b.constant(1e-5));
                              return root ? b.rsqrt(v) : v;
                            });
    };
    Value x = kb.input(0);
    double n = double(width);
    if (kind == "softmax" || kind == "log-softmax") {
      Value maxima = reduce(x, true);
      Value shifted = kb.elementwise(
          ValueRange{x, maxima}, {AffineMap(), row}, shape,
          [&](BodyBuilder &b, ValueRange args) { return b.sub(args[0], args[1]); });
      Value exps = kb.elementwise(
          shifted, {AffineMap()}, shape,
          [&](BodyBuilder &b, ValueRange args) { return b.exp(args[0]); });
      Value sums = reduce(exps, false);
      if (kind == "softmax")
        return kb.elementwise(
            ValueRange{exps, sums}, {AffineMap(), row}, shape,
            [&](BodyBuilder &b, ValueRange args) { return b.div(args[0], args[1]); },
            kb.output());
      return kb.elementwise(
          ValueRange{shifted, sums}, {AffineMap(), row}, shape,
          [&](BodyBuilder &b, ValueRange args) {
            return b.sub(args[0], b.log(args[1]));
          },
          kb.output());
    }
    if (kind == "rmsnorm") {
      Value squares = kb.generic(
          x, kb.filled(rows, kb.constant(0)), {full, row}, reduction,
          [&](BodyBuilder &b, ValueRange args) {
            return b.add(b.mul(args[0], args[0]), args[1]);
          });
      Value scale = perRow(squares, n, true, true);
      return kb.elementwise(
          ValueRange{x, scale, kb.input(1)}, {AffineMap(), row, affineMap}, shape,
          [&](BodyBuilder &b, ValueRange args) {
            return b.mul(b.mul(args[0], args[1]), args[2]);
          },
          kb.output());
    }
    // Layer and group norm: mean, variance of x - mean, normalize, affine.
    Value mean = perRow(reduce(x, false), n, false, false);
    Value centered = kb.elementwise(
        ValueRange{x, mean}, {AffineMap(), row}, shape,
        [&](BodyBuilder &b, ValueRange args) { return b.sub(args[0], args[1]); });
    Value variance = kb.generic(
        centered, kb.filled(rows, kb.constant(0)), {full, row}, reduction,
        [&](BodyBuilder &b, ValueRange args) {
          return b.add(b.mul(args[0], args[0]), args[1]);
        });
    Value rstd = perRow(variance, n, true, true);
    return kb.elementwise(
        ValueRange{centered, rstd, kb.input(1), kb.input(2)},
        {AffineMap(), row, affineMap, affineMap}, shape,
        [&](BodyBuilder &b, ValueRange args) {
          return b.add(b.mul(b.mul(args[0], args[1]), args[2]), args[3]);
        },
        kb.output());
  };
  return drawn;
}

/// 1-5 elementwise ops on a 1-D to 4-D tensor.
Drawn drawElementwise(Random &random) {
  int64_t rank = random.uniform(1, 4);
  // 2^18 .. 2^27 elements in all: the outer dimensions batch-like, the
  // innermost the rest (sometimes not a power of two).
  int64_t total = int64_t(1) << random.uniform(18, 27);
  Shape shape;
  for (int64_t d = 0; d + 1 < rank; ++d)
    shape.push_back(random.pick(
        std::vector<int64_t>{2, 3, 4, 8, 12, 16, 32, 64, 128, 196, 256}));
  int64_t innermost = std::max<int64_t>(1, total / product(shape));
  if (random.chance(0.3))
    innermost += random.uniform(1, 15);
  shape.push_back(innermost);
  std::vector<Step> steps;
  // The first op is an activation (an elementwise kernel of one op is one).
  Step first{Step::Activate};
  first.activation = random.pick(kActivations);
  steps.push_back(first);
  for (const Step &step : drawSteps(random, random.uniform(0, 4)))
    steps.push_back(step);
  Drawn drawn{describe(steps).substr(1), {shape}, shape, nullptr};
  addStepInputs(steps, shape, drawn.inputs);
  drawn.build = [=](KernelBuilder &kb) {
    return applySteps(kb, steps, kb.input(0), shape, 1);
  };
  return drawn;
}

Drawn drawFamily(const std::string &family, Random &random) {
  if (family == "matmul")
    return alone(drawMatmul(random));
  if (family == "batch_matmul")
    return alone(drawBatchMatmul(random));
  if (family == "matvec")
    return drawMatvec(random);
  if (family == "conv2d")
    return alone(drawConv(random));
  if (family == "pooling")
    return drawPooling(random);
  if (family == "reduction") {
    Drawn drawn = alone(drawReduction(random, /*argmax=*/true));
    drawn.indexOutput = drawn.variant == "argmax-inner";
    return drawn;
  }
  if (family == "normalization")
    return drawNormalization(random);
  if (family == "elementwise")
    return drawElementwise(random);
  // fused: a contraction or reduction and elementwise ops after it.
  int64_t anchor = random.uniform(0, 3);
  Anchor drawn = anchor == 0   ? drawMatmul(random)
                 : anchor == 1 ? drawBatchMatmul(random)
                 : anchor == 2 ? drawConv(random)
                               : drawReduction(random, /*argmax=*/false);
  static const char *const names[] = {"matmul", "bmm", "conv", "reduction"};
  Drawn fused = withSteps(std::move(drawn), random);
  fused.variant = std::string(names[anchor]) + "-" + fused.variant;
  return fused;
}

Type getElementType(MLIRContext &context, const std::string &dtype) {
  if (dtype == "f16")
    return Float16Type::get(&context);
  if (dtype == "bf16")
    return BFloat16Type::get(&context);
  return Float32Type::get(&context);
}

} // namespace

GeneratedKernel cuda_agent::synth::generateKernel(MLIRContext &context,
                                                  const std::string &family,
                                                  const std::string &dtype,
                                                  Random &random) {
  Drawn drawn = drawFamily(family, random);
  std::string name = family;
  KernelBuilder kb(context, name, getElementType(context, dtype), drawn.inputs,
                   drawn.output,
                   drawn.indexOutput ? IntegerType::get(&context, 64) : Type());
  kb.finish(drawn.build(kb));
  GeneratedKernel kernel;
  kernel.variant = drawn.variant;
  kernel.flops = kb.getFlops();
  kernel.module = kb.takeModule();
  return kernel;
}
