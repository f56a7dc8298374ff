//===- GathersTest.cpp - im2col windows recognized from their maps --------===//

#include "cuda-agent/Scheduling/Gathers.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using mlir::cuda_agent::Im2colWindows;

namespace {

/// rewriteInIm2Col's map of a 3x3 window, stride 1, over 18 x 18.
constexpr llvm::StringLiteral kThreeByThree =
    "(d0, d1, d2) -> (d0, d1 floordiv 9, d2 floordiv 16 + (d1 mod 9) floordiv "
    "3, d2 mod 16 + d1 mod 3)";

/// The windows the im2col map `text` gathers from an image of `image` into
/// a temporary of `temporary`.
std::optional<Im2colWindows> match(llvm::StringRef text,
                                   ArrayRef<int64_t> image,
                                   ArrayRef<int64_t> temporary) {
  MLIRContext context;
  auto map = dyn_cast_or_null<AffineMapAttr>(
      parseAttribute(("affine_map<" + text + ">").str(), &context));
  EXPECT_TRUE(map) << text.str();
  if (!map)
    return std::nullopt;
  return mlir::cuda_agent::matchIm2colWindows(map.getValue(), image, temporary);
}

void expectWindows(const std::optional<Im2colWindows> &windows,
                   const Im2colWindows &expected) {
  ASSERT_TRUE(windows.has_value());
  EXPECT_EQ(windows->channels, expected.channels);
  EXPECT_EQ(windows->windowRows, expected.windowRows);
  EXPECT_EQ(windows->windowColumns, expected.windowColumns);
  EXPECT_EQ(windows->outputColumns, expected.outputColumns);
}

TEST(Im2colWindows, ThreeByThreeOverAPaddedImage) {
  expectWindows(match(kThreeByThree, {2, 32, 18, 18}, {2, 288, 256}),
                Im2colWindows{32, 3, 3, 16});
}

TEST(Im2colWindows, OneByThreeIsToldFromThreeByOne) {
  // 1 x 3 over 4 x 10: 4 x 8 outputs (3 x 1 would give 2 x 10, 20 pixels).
  expectWindows(match("(d0, d1, d2) -> (d0, d1 floordiv 3, d2 floordiv 8 + "
                      "(d1 mod 3) floordiv 3, d2 mod 8 + d1 mod 3)",
                      {1, 8, 4, 10}, {1, 24, 32}),
                Im2colWindows{8, 1, 3, 8});
}

TEST(Im2colWindows, OtherMapsAndShapesAreNotWindows) {
  // Stride 2 (16 x 16 outputs of a 3x3 window over 34 x 34): not the map
  // of stride 1, whose outputs over 18 x 18 the shapes would fit.
  EXPECT_FALSE(match("(d0, d1, d2) -> (d0, d1 floordiv 9, (d2 floordiv 16) * "
                     "2 + (d1 mod 9) floordiv 3, (d2 mod 16) * 2 + d1 mod 3)",
                     {2, 32, 18, 18}, {2, 288, 256}));
  // K not a multiple of the channels; pixels not the window's outputs.
  EXPECT_FALSE(match(kThreeByThree, {2, 32, 18, 18}, {2, 280, 256}));
  EXPECT_FALSE(match(kThreeByThree, {2, 32, 18, 18}, {2, 288, 240}));
  // An NHWC image: the rank is right, the map is not.
  EXPECT_FALSE(match("(d0, d1, d2) -> (d0, d2 floordiv 16 + d1 floordiv 96, "
                     "d2 mod 16 + (d1 mod 96) floordiv 32, d1 mod 32)",
                     {2, 18, 18, 32}, {2, 288, 256}));
}

} // namespace
