//===- GpuDeviceTest.cpp - the driver-API device ---------------------------===//
//
// Without a GPU, opening the device must fail with a message (not crash or
// fail to load); with one, a hand-written PTX kernel must run correctly.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Runtime/GpuDevice.h"
#include "cuda-agent/Runtime/LaunchPlan.h"
#include "cuda-agent/Runtime/Verification.h"

#include <gtest/gtest.h>

#include <vector>

using namespace cuda_agent::runtime;

namespace {

// out[i] = in[i] + 1 for i < n, one thread per element.
constexpr const char *kAddOnePtx = R"(
.version 8.0
.target sm_90
.address_size 64
.visible .entry add_one(.param .u64 in, .param .u64 out, .param .u32 n) {
  .reg .pred %p;
  .reg .b32 %r<5>;
  .reg .f32 %f<3>;
  .reg .b64 %rd<7>;
  ld.param.u64 %rd1, [in];
  ld.param.u64 %rd2, [out];
  ld.param.u32 %r1, [n];
  mov.u32 %r2, %ctaid.x;
  mov.u32 %r3, %ntid.x;
  mov.u32 %r4, %tid.x;
  mad.lo.s32 %r2, %r2, %r3, %r4;
  setp.ge.u32 %p, %r2, %r1;
  @%p bra DONE;
  cvta.to.global.u64 %rd3, %rd1;
  cvta.to.global.u64 %rd4, %rd2;
  mul.wide.u32 %rd5, %r2, 4;
  add.s64 %rd6, %rd3, %rd5;
  ld.global.f32 %f1, [%rd6];
  add.f32 %f2, %f1, 0f3F800000;
  add.s64 %rd6, %rd4, %rd5;
  st.global.f32 [%rd6], %f2;
DONE:
  ret;
}
)";

TEST(GpuDevice, RunsPtxKernelOrExplainsWhyNot) {
  llvm::Expected<std::unique_ptr<GpuDevice>> device = GpuDevice::open();
  if (!device) {
    std::string message = llvm::toString(device.takeError());
    EXPECT_FALSE(message.empty());
    GTEST_SKIP() << "skipped: no GPU (" << message << ")";
  }
  EXPECT_FALSE((*device)->getName().empty());
  constexpr unsigned n = 1000;
  std::vector<float> input(n), output(n, -1.0f);
  for (unsigned i = 0; i < n; ++i)
    input[i] = 0.5f * i;
  llvm::Expected<DeviceBuffer> in = (*device)->allocate(n * sizeof(float));
  ASSERT_TRUE(static_cast<bool>(in)) << llvm::toString(in.takeError());
  llvm::Expected<DeviceBuffer> out = (*device)->allocate(n * sizeof(float));
  ASSERT_TRUE(static_cast<bool>(out)) << llvm::toString(out.takeError());
  ASSERT_FALSE(static_cast<bool>((*device)->copyToDevice(*in, input.data())));
  llvm::Expected<Kernel> kernel = (*device)->loadKernel(kAddOnePtx, "add_one");
  ASSERT_TRUE(static_cast<bool>(kernel)) << llvm::toString(kernel.takeError());
  // The third parameter is a 32-bit n passed in a 64-bit slot (little endian).
  llvm::Error launched = (*device)->launch(
      *kernel, {4, 1, 1}, {256, 1, 1}, {in->getAddress(), out->getAddress(), n});
  ASSERT_FALSE(static_cast<bool>(launched)) << llvm::toString(std::move(launched));
  ASSERT_FALSE(static_cast<bool>((*device)->synchronize()));
  ASSERT_FALSE(static_cast<bool>((*device)->copyToHost(output.data(), *out)));
  for (unsigned i = 0; i < n; ++i)
    ASSERT_EQ(output[i], input[i] + 1.0f) << "at " << i;
}

TEST(GpuDevice, BadPtxIsAnErrorWithTheJitLog) {
  llvm::Expected<std::unique_ptr<GpuDevice>> device = GpuDevice::open();
  if (!device)
    GTEST_SKIP() << "skipped: no GPU (" << llvm::toString(device.takeError()) << ")";
  llvm::Expected<Kernel> kernel =
      (*device)->loadKernel(".version 8.0\n.target sm_90\nnot ptx", "k");
  ASSERT_FALSE(static_cast<bool>(kernel));
  EXPECT_NE(llvm::toString(kernel.takeError()).find("cuModuleLoadDataEx"),
            std::string::npos);
}


/// Runs add_one (of kAddOnePtx) in place on {1, 2, 3, 4}.
void expectAddsOne(GpuDevice &device, const Kernel &kernel) {
  std::vector<float> values = {1, 2, 3, 4};
  llvm::Expected<DeviceBuffer> buffer = device.allocate(4 * sizeof(float));
  ASSERT_TRUE(static_cast<bool>(buffer)) << llvm::toString(buffer.takeError());
  ASSERT_FALSE(static_cast<bool>(device.copyToDevice(*buffer, values.data())));
  llvm::Error launched =
      device.launch(kernel, {1, 1, 1}, {4, 1, 1},
                    {buffer->getAddress(), buffer->getAddress(), 4});
  ASSERT_FALSE(static_cast<bool>(launched)) << llvm::toString(std::move(launched));
  llvm::Error synchronized = device.synchronize();
  ASSERT_FALSE(static_cast<bool>(synchronized))
      << llvm::toString(std::move(synchronized));
  ASSERT_FALSE(static_cast<bool>(device.copyToHost(values.data(), *buffer)));
  EXPECT_EQ(values, (std::vector<float>{2, 3, 4, 5}));
}

TEST(GpuDevice, ModulesAreLoadedOnceAndTheLeastRecentlyUsedUnloaded) {
  llvm::Expected<std::unique_ptr<GpuDevice>> device = GpuDevice::open();
  if (!device)
    GTEST_SKIP() << "skipped: no GPU (" << llvm::toString(device.takeError()) << ")";
  auto load = [&](const std::string &code) {
    llvm::Expected<Kernel> kernel = (*device)->loadKernel(code, "add_one");
    EXPECT_TRUE(static_cast<bool>(kernel)) << llvm::toString(kernel.takeError());
    return kernel ? kernel->function : nullptr;
  };
  std::string code = kAddOnePtx;
  void *first = load(code);
  EXPECT_EQ(load(code), first) << "the same code is not loaded again";
  EXPECT_EQ((*device)->getLoadedModules(), 1u);
  // Modules of other code (a comment makes it other) push it out: no more
  // than kCachedModules stay loaded, and it is loaded again.
  for (size_t other = 0; other < GpuDevice::kCachedModules; ++other)
    EXPECT_NE(load(code + "// " + std::to_string(other) + "\n"), nullptr);
  EXPECT_EQ((*device)->getLoadedModules(), GpuDevice::kCachedModules);
  void *reloaded = load(code);
  ASSERT_NE(reloaded, nullptr);
  EXPECT_EQ((*device)->getLoadedModules(), GpuDevice::kCachedModules);
  // The reloaded kernel runs.
  expectAddsOne(**device, Kernel{reloaded});
}

TEST(GpuDevice, HeldKernelsKeepTheirModulesLoaded) {
  // A plan of more modules than the cache keeps (a whole model's kernels
  // beside its reference's): every kernel it holds stays launchable.
  llvm::Expected<std::unique_ptr<GpuDevice>> device = GpuDevice::open();
  if (!device) {
    llvm::consumeError(device.takeError());
    GTEST_SKIP() << "skipped: no GPU";
  }
  std::vector<Kernel> held;
  for (size_t index = 0; index < GpuDevice::kCachedModules + 4; ++index) {
    llvm::Expected<Kernel> kernel = (*device)->loadKernel(
        std::string(kAddOnePtx) + "// " + std::to_string(index) + "\n",
        "add_one");
    ASSERT_TRUE(static_cast<bool>(kernel)) << llvm::toString(kernel.takeError());
    held.push_back(*kernel);
  }
  EXPECT_EQ((*device)->getLoadedModules(), GpuDevice::kCachedModules + 4);
  expectAddsOne(**device, held.front());
  // Released, they are evicted again as others load.
  held.clear();
  ASSERT_TRUE(static_cast<bool>((*device)->loadKernel(
      std::string(kAddOnePtx) + "// another\n", "add_one")));
  EXPECT_EQ((*device)->getLoadedModules(), GpuDevice::kCachedModules);
}

TEST(GpuDevice, EncodesTensorMapsOrExplainsWhyNot) {
  llvm::Expected<std::unique_ptr<GpuDevice>> device = GpuDevice::open();
  if (!device) {
    llvm::consumeError(device.takeError());
    GTEST_SKIP() << "skipped: no GPU";
  }
  llvm::Expected<DeviceBuffer> buffer = (*device)->allocate(512 * 512 * 2);
  ASSERT_TRUE(static_cast<bool>(buffer)) << llvm::toString(buffer.takeError());
  TensorMapBox map;
  map.box = {128, 64};
  map.swizzleBytes = 128;
  map.l2PromotionBytes = 256;
  llvm::Expected<std::array<uint64_t, 16>> encoded = (*device)->encodeTensorMap(
      buffer->getAddress(), ElementType::F16, {512, 512}, map);
  ASSERT_TRUE(static_cast<bool>(encoded))
      << llvm::toString(encoded.takeError());
  EXPECT_TRUE(llvm::any_of(*encoded, [](uint64_t word) { return word != 0; }));
  // A box row wider than the 128-byte swizzle: the driver's error, named.
  map.box = {64, 128};
  llvm::Expected<std::array<uint64_t, 16>> tooWide = (*device)->encodeTensorMap(
      buffer->getAddress(), ElementType::F16, {512, 512}, map);
  ASSERT_FALSE(static_cast<bool>(tooWide));
  EXPECT_NE(llvm::toString(tooWide.takeError()).find("cuTensorMapEncodeTiled"),
            std::string::npos);
}

} // namespace
