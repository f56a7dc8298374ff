//===- L2FlushTest.cpp - the reading L2 flush ------------------------------===//

#include "cuda-agent/Runtime/L2Flush.h"

#include <gtest/gtest.h>

using namespace cuda_agent::runtime;

namespace {

TEST(L2Flusher, ReadsItsBufferOnTheGpu) {
  llvm::Expected<std::unique_ptr<GpuDevice>> device = GpuDevice::open();
  if (!device)
    GTEST_SKIP() << "skipped: no GPU (" << llvm::toString(device.takeError()) << ")";
  // A small buffer whose size is not a multiple of the grid's threads: the
  // grid-stride loop must stop at its end.
  llvm::Expected<L2Flusher> flusher = L2Flusher::create(**device, 1000 * 16);
  ASSERT_TRUE(static_cast<bool>(flusher)) << llvm::toString(flusher.takeError());
  for (int run = 0; run < 3; ++run)
    ASSERT_FALSE(static_cast<bool>(flusher->flush()));
  llvm::Error synchronized = (*device)->synchronize();
  ASSERT_FALSE(static_cast<bool>(synchronized))
      << llvm::toString(std::move(synchronized));
  // The default size, as cuda-agent-launch uses it.
  llvm::Expected<L2Flusher> full = L2Flusher::create(**device);
  ASSERT_TRUE(static_cast<bool>(full)) << llvm::toString(full.takeError());
  llvm::Expected<float> ms =
      (*device)->timeMilliseconds([&] { return full->flush(); });
  ASSERT_TRUE(static_cast<bool>(ms)) << llvm::toString(ms.takeError());
  // 256 MiB at more than 1 TB/s.
  EXPECT_LT(*ms, 0.3f);
}

} // namespace
