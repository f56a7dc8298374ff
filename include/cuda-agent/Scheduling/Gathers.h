//===- Gathers.h - a convolution's im2col gather on buffers -----*- C++ -*-===//
//
// A convolution becomes a GEMM over a temporary its im2col gather writes
// (cuda-agent-convolutions-to-gemm). Two lowerings read the image instead:
// the mma path's staging copies (cuda-agent-fold-gathers-into-staging) and
// the wgmma path's TMA boxes (cuda-agent-lower-matmul-to-wgmma). Both find
// the gather, its image and the image's zero padding the same way.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_SCHEDULING_GATHERS_H
#define CUDA_AGENT_SCHEDULING_GATHERS_H

#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir {
class RewriterBase;
namespace linalg {
class GenericOp;
} // namespace linalg
namespace cuda_agent {

/// A gather left to the host: a copy-like linalg.generic on buffers (one
/// input read through a map, the identity on its output, the body yields
/// the input) of 32-bit elements into an allocation of the same block.
bool isHostGather(linalg::GenericOp op);

/// The image a gather reads, where it is a zero padding of `source`: a
/// buffer filled with zeros with `source` copied into it at `offsets`.
struct ZeroPadding {
  Value source;
  SmallVector<int64_t> offsets;
  SmallVector<int64_t> sizes;
  /// The fill, the view of the interior (a memref.subview) and the copy
  /// (a linalg.copy or memref.copy) into it.
  Operation *fill;
  Operation *interior;
  Operation *copy;
  /// The padded buffer's deallocations.
  SmallVector<Operation *> deallocs;
};

/// The zero padding `image` is, if it is one whose only other reader is
/// `gather`: a buffer of the gather's block filled with zeros, then the
/// source copied into a view of static offsets, sizes and unit strides.
std::optional<ZeroPadding> findZeroPadding(Value image,
                                           linalg::GenericOp gather);

/// Erases `gather` once nothing reads its temporary: the temporary's
/// views, `temporaryDeallocs` and the temporary; then, if the gather read
/// through `padding`, the padding's fill, copy, view, deallocations and
/// buffer.
void eraseGather(RewriterBase &rewriter, linalg::GenericOp gather,
                 ArrayRef<Operation *> temporaryDeallocs,
                 const std::optional<ZeroPadding> &padding);

/// Whether no op of `from`'s block after `from` and before `to` may write
/// `buffer` directly (then reading it at `to` reads what it held at
/// `from`).
bool unwrittenBetween(Value buffer, Operation *from, Operation *to);

/// A 2-D convolution's windows (stride and dilation 1) as an im2col map:
/// (image, k, pixel) -> (image, channel, row, column), K ordered as
/// (channel, window row, window column), pixels as (row, column).
struct Im2colWindows {
  int64_t channels;
  int64_t windowRows;
  int64_t windowColumns;
  int64_t outputColumns;
};

/// The windows `map` gathers from an NCHW image of `imageShape` into a
/// temporary of `temporaryShape` (image, K, pixels), where it is the map
/// upstream's linalg::rewriteInIm2Col writes for such a convolution.
std::optional<Im2colWindows>
matchIm2colWindows(AffineMap map, ArrayRef<int64_t> imageShape,
                   ArrayRef<int64_t> temporaryShape);

/// Whether `pixels` consecutive output pixels of `windows` (from a multiple
/// of `pixels`) are a rectangle of the image: a divisor of an output row,
/// or whole rows of a multiple of 4 pixels (a TMA box's 16 bytes of f32).
bool isPixelRectangle(const Im2colWindows &windows, int64_t pixels);

} // namespace cuda_agent
} // namespace mlir

#endif // CUDA_AGENT_SCHEDULING_GATHERS_H
