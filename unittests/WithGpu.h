//===- WithGpu.h - a test fixture for tests that need the GPU ---*- C++ -*-===//

#ifndef CUDA_AGENT_UNITTESTS_WITHGPU_H
#define CUDA_AGENT_UNITTESTS_WITHGPU_H

#include "cuda-agent/Runtime/GpuDevice.h"

#include <gtest/gtest.h>

/// Opens the GPU; without one the test is skipped with a visible
/// "skipped: no GPU" line (CI has none).
class WithGpu : public testing::Test {
protected:
  void SetUp() override {
    llvm::Expected<std::unique_ptr<cuda_agent::runtime::GpuDevice>> opened =
        cuda_agent::runtime::GpuDevice::open();
    if (!opened)
      GTEST_SKIP() << "skipped: no GPU (" << llvm::toString(opened.takeError())
                   << ")";
    device = std::move(*opened);
  }

  std::unique_ptr<cuda_agent::runtime::GpuDevice> device;
};

#endif // CUDA_AGENT_UNITTESTS_WITHGPU_H
