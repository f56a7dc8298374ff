//===- L2Flush.cpp - a cold L2 before each timed run ----------------------===//

#include "cuda-agent/Runtime/L2Flush.h"

using namespace cuda_agent::runtime;

namespace {

// Each thread reads 16-byte vectors grid-stride (coalesced) and folds them
// with xor; the result is stored only if it is nonzero, which a zeroed
// buffer never gives, but the assembler cannot know.
constexpr const char *kFlushPtx = R"ptx(
.version 8.0
.target sm_90
.address_size 64

.visible .entry cuda_agent_read_l2(
    .param .u64 buffer,
    .param .u64 vectors,
    .param .u64 sink)
{
  .reg .pred %p<3>;
  .reg .b32 %r<10>;
  .reg .b64 %rd<12>;

  ld.param.u64 %rd1, [buffer];
  ld.param.u64 %rd2, [vectors];
  ld.param.u64 %rd3, [sink];
  mov.u32 %r1, %ctaid.x;
  mov.u32 %r2, %ntid.x;
  mov.u32 %r3, %tid.x;
  mov.u32 %r4, %nctaid.x;
  cvt.u64.u32 %rd4, %r1;
  cvt.u64.u32 %rd5, %r2;
  cvt.u64.u32 %rd6, %r3;
  cvt.u64.u32 %rd7, %r4;
  mad.lo.u64 %rd8, %rd4, %rd5, %rd6;
  mul.lo.u64 %rd9, %rd7, %rd5;
  mov.u32 %r5, 0;
$loop:
  setp.ge.u64 %p1, %rd8, %rd2;
  @%p1 bra $done;
  shl.b64 %rd10, %rd8, 4;
  add.u64 %rd11, %rd1, %rd10;
  ld.global.v4.u32 {%r6, %r7, %r8, %r9}, [%rd11];
  xor.b32 %r5, %r5, %r6;
  xor.b32 %r5, %r5, %r7;
  xor.b32 %r5, %r5, %r8;
  xor.b32 %r5, %r5, %r9;
  add.u64 %rd8, %rd8, %rd9;
  bra $loop;
$done:
  setp.eq.u32 %p2, %r5, 0;
  @%p2 ret;
  st.global.u32 [%rd3], %r5;
  ret;
}
)ptx";

// Enough blocks of 256 threads to keep every SM of an H200 busy.
constexpr unsigned kBlocks = 132 * 8;
constexpr unsigned kThreads = 256;

} // namespace

llvm::Expected<L2Flusher> L2Flusher::create(GpuDevice &device, size_t bytes) {
  llvm::Expected<DeviceBuffer> buffer = device.allocate(bytes);
  if (!buffer)
    return buffer.takeError();
  llvm::Expected<DeviceBuffer> sink = device.allocate(sizeof(uint32_t));
  if (!sink)
    return sink.takeError();
  if (llvm::Error error = device.fill(*buffer, 0))
    return std::move(error);
  llvm::Expected<Kernel> kernel =
      device.loadKernel(kFlushPtx, kKernelName);
  if (!kernel)
    return kernel.takeError();
  return L2Flusher(device, std::move(*buffer), std::move(*sink), *kernel);
}

llvm::Error L2Flusher::flush() {
  uint64_t vectors = buffer.getSize() / 16;
  return device->launch(kernel, {kBlocks, 1, 1}, {kThreads, 1, 1},
                        {buffer.getAddress(), vectors, sink.getAddress()});
}
