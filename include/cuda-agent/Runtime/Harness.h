//===- Harness.h - run, check and time a launch plan -------------*- C++ -*-===//
//
// The one trusted way to turn a compiled kernel into a reward: run it on
// fresh inputs of several distributions against a float64 reference, with
// every way a kernel can look right without being right checked (poisoned
// outputs, input checksums, canaries around buffers, a second run for
// determinism), then time it against the baseline, interleaved, on inputs
// regenerated on the GPU before every run, and check the last run too.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_RUNTIME_HARNESS_H
#define CUDA_AGENT_RUNTIME_HARNESS_H

#include "cuda-agent/Runtime/LaunchPlan.h"
#include "cuda-agent/Runtime/Report.h"
#include "cuda-agent/Runtime/Statistics.h"
#include "cuda-agent/Runtime/Verification.h"

#include "llvm/Support/Error.h"

#include <functional>
#include <map>
#include <memory>
#include <vector>

namespace cuda_agent::runtime {

class GpuDevice;

/// Host-argument contents, by host argument index.
using HostValues = std::map<int64_t, std::vector<float>>;
using ExpectedValues = std::map<int64_t, std::vector<double>>;

/// Where the expected results come from.
class Reference {
public:
  virtual ~Reference();
  /// The float64 contents of host arguments after a correct run, given all
  /// of them before it. The outputs are the arguments whose expected
  /// contents differ from their contents before; every other argument must
  /// come back unchanged.
  virtual llvm::Expected<ExpectedValues> compute(const HostValues &before) = 0;
  /// Whether this is a float64 plan on the GPU (createPlanReference): the
  /// harness then draws, runs and judges the checks there (DeviceChecks.h)
  /// instead of through compute().
  virtual bool runsOnDevice() const { return false; }
};

/// The kernel's float64 plan, run on the GPU on the same inputs widened.
/// Fails if its host arguments are not those of `candidate`.
llvm::Expected<std::unique_ptr<Reference>>
createPlanReference(GpuDevice &device, const LaunchPlan &reference,
                    const LaunchPlan &candidate);

/// A host function.
std::unique_ptr<Reference>
createHostReference(std::function<ExpectedValues(const HostValues &)> compute);

/// The buffers a plan needs: one per host argument and one per temporary,
/// and for each launch its arguments as indices into them.
struct BufferLayout {
  struct Buffer {
    /// Host argument index, or the plan's negative temporary number.
    int64_t hostArg = 0;
    std::vector<int64_t> shape;
    uint64_t bytes = 0;
    ElementType type = ElementType::F32;
  };
  std::vector<Buffer> buffers;
  std::vector<std::vector<size_t>> launchArguments;
};

/// Lays out `plan`'s buffers; every argument must have one of the element
/// types `allowed`, and a host argument or temporary named by several
/// launches the same shape, size and type in each.
llvm::Expected<BufferLayout> layOutBuffers(const LaunchPlan &plan,
                                           llvm::ArrayRef<ElementType> allowed);

struct HarnessOptions {
  /// Checks on fresh inputs (distributions cycle: uniform, normal,
  /// positive).
  unsigned checks = 3;
  uint64_t seed = 0;
  /// Without timing, only the checks run.
  bool time = true;
  TimingPolicy timing;
  /// Also time the kernels alone with CUPTI (where libcupti loads).
  bool traceKernels = true;
  /// Read the candidate's hardware counters after timing (one more run,
  /// each kernel replayed by CUPTI).
  bool profileCounters = false;
};

/// Runs `candidate` (checked against `reference` unless it is null, then
/// timed with `baseline` interleaved if given). Never fails as a call: what
/// went wrong is the report's failure.
RunReport runHarness(GpuDevice &device, const LaunchPlan &candidate,
                     const LaunchPlan *baseline, Reference *reference,
                     const HarnessOptions &options);

} // namespace cuda_agent::runtime

#endif // CUDA_AGENT_RUNTIME_HARNESS_H
