//===- RandomFill.cpp - fresh inputs made on the GPU ----------------------===//

#include "cuda-agent/Runtime/RandomFill.h"

#include "cuda-agent/Runtime/Verification.h"

using namespace cuda_agent::runtime;

namespace {

// hashUniform (Verification.cpp) for element i, grid-stride: lowbias32 of
// i + lowbias32(stream), whose second hash the host passes as `offset`;
// stored as f32, or rounded to f16 or bf16 (`type`: ElementType's number).
// mul.rn/sub.rn: no contraction into an fma, the same bits as the host.
constexpr const char *kFillPtx = R"ptx(
.version 8.0
.target sm_90
.address_size 64

.visible .entry cuda_agent_fill_uniform(
    .param .u64 buffer,
    .param .u64 count,
    .param .u64 offset,
    .param .u64 type)
{
  .reg .pred %p<4>;
  .reg .b32 %r<9>;
  .reg .f32 %f<4>;
  .reg .b16 %h<2>;
  .reg .b64 %rd<13>;

  ld.param.u64 %rd1, [buffer];
  ld.param.u64 %rd2, [count];
  ld.param.u64 %rd3, [offset];
  ld.param.u64 %rd12, [type];
  setp.eq.u64 %p2, %rd12, 1;
  setp.eq.u64 %p3, %rd12, 2;
  cvt.u32.u64 %r1, %rd3;
  mov.u32 %r5, %ctaid.x;
  mov.u32 %r6, %ntid.x;
  mov.u32 %r7, %tid.x;
  mov.u32 %r8, %nctaid.x;
  cvt.u64.u32 %rd4, %r5;
  cvt.u64.u32 %rd5, %r6;
  cvt.u64.u32 %rd6, %r7;
  cvt.u64.u32 %rd7, %r8;
  mad.lo.u64 %rd8, %rd4, %rd5, %rd6;
  mul.lo.u64 %rd9, %rd7, %rd5;
$loop:
  setp.ge.u64 %p1, %rd8, %rd2;
  @%p1 bra $done;
  cvt.u32.u64 %r2, %rd8;
  add.u32 %r2, %r2, %r1;
  shr.u32 %r3, %r2, 16;
  xor.b32 %r2, %r2, %r3;
  mul.lo.u32 %r2, %r2, 0x7feb352d;
  shr.u32 %r3, %r2, 15;
  xor.b32 %r2, %r2, %r3;
  mul.lo.u32 %r2, %r2, 0x846ca68b;
  shr.u32 %r3, %r2, 16;
  xor.b32 %r2, %r2, %r3;
  shr.u32 %r2, %r2, 8;
  cvt.rn.f32.u32 %f1, %r2;
  mul.rn.f32 %f2, %f1, 0f34000000;
  sub.rn.f32 %f3, %f2, 0f3F800000;
  @%p2 bra $f16;
  @%p3 bra $bf16;
  shl.b64 %rd10, %rd8, 2;
  add.u64 %rd11, %rd1, %rd10;
  st.global.f32 [%rd11], %f3;
  bra $next;
$f16:
  cvt.rn.f16.f32 %h1, %f3;
  bra $store16;
$bf16:
  cvt.rn.bf16.f32 %h1, %f3;
$store16:
  shl.b64 %rd10, %rd8, 1;
  add.u64 %rd11, %rd1, %rd10;
  st.global.b16 [%rd11], %h1;
$next:
  add.u64 %rd8, %rd8, %rd9;
  bra $loop;
$done:
  ret;
}
)ptx";

constexpr unsigned kBlocks = 132 * 8;
constexpr unsigned kThreads = 256;

} // namespace

llvm::Expected<RandomFiller> RandomFiller::create(GpuDevice &device) {
  llvm::Expected<Kernel> kernel =
      device.loadKernel(kFillPtx, kKernelName);
  if (!kernel)
    return kernel.takeError();
  return RandomFiller(device, *kernel);
}

llvm::Error RandomFiller::fill(uint64_t address, size_t count, uint32_t stream,
                               ElementType type) {
  if (type == ElementType::F64)
    return llvm::createStringError("fresh inputs are f32, f16 or bf16");
  return device->launch(
      kernel, {kBlocks, 1, 1}, {kThreads, 1, 1},
      {address, count, hashStreamOffset(stream), uint64_t(type)});
}
