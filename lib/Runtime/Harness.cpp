//===- Harness.cpp - run, check and time a launch plan --------------------===//

#include "cuda-agent/Runtime/Harness.h"

#include "cuda-agent/Runtime/CounterProfiler.h"
#include "cuda-agent/Runtime/DeviceChecks.h"
#include "cuda-agent/Runtime/GpuDevice.h"
#include "cuda-agent/Runtime/KernelTracer.h"
#include "cuda-agent/Runtime/L2Flush.h"
#include "cuda-agent/Runtime/RandomFill.h"
#include "cuda-agent/Runtime/Roofline.h"
#include "cuda-agent/Runtime/Verification.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <map>
#include <set>

using namespace cuda_agent::runtime;

Reference::~Reference() = default;

llvm::Expected<BufferLayout>
cuda_agent::runtime::layOutBuffers(const LaunchPlan &plan,
                                   llvm::ArrayRef<ElementType> allowed) {
  BufferLayout layout;
  std::map<int64_t, size_t> byHostArg;
  for (const KernelLaunch &launch : plan.launches) {
    std::vector<size_t> arguments;
    for (const KernelArgument &arg : launch.args) {
      std::optional<ElementType> type = parseElementType(arg.dtype);
      if (!type || !llvm::is_contained(allowed, *type)) {
        std::string names;
        llvm::raw_string_ostream os(names);
        llvm::interleave(
            allowed, os, [&](ElementType each) { os << getName(each); }, ", ");
        return llvm::createStringError(llvm::formatv(
            "kernel {0}: element type {1} is not supported here (only {2})",
            launch.kernel, arg.dtype, names));
      }
      auto [known, inserted] =
          byHostArg.emplace(arg.hostArg, layout.buffers.size());
      if (inserted) {
        layout.buffers.push_back({arg.hostArg, arg.shape, arg.bytes, *type});
      } else {
        // Launches may see one buffer in other shapes (a model's kernels
        // each read a reshape of the one before's result): a view, of the
        // same bytes and type.
        const BufferLayout::Buffer &buffer = layout.buffers[known->second];
        if (buffer.bytes != arg.bytes || buffer.type != *type)
          return llvm::createStringError(llvm::formatv(
              "{0} {1} has different sizes or types in two launches",
              arg.hostArg < 0 ? "temporary" : "host argument",
              arg.hostArg < 0 ? -1 - arg.hostArg : arg.hostArg));
      }
      arguments.push_back(known->second);
    }
    layout.launchArguments.push_back(std::move(arguments));
  }
  return layout;
}

namespace {

/// Bytes of canary on each side of every buffer: a kernel writing past
/// either end changes them.
constexpr size_t kGuardBytes = 4096;
/// Element types of the kernels the harness measures, and of their float64
/// references.
constexpr ElementType kKernelTypes[] = {ElementType::F32, ElementType::F16,
                                        ElementType::BF16};
constexpr ElementType kReferenceTypes[] = {ElementType::F64};
constexpr uint8_t kCanaryByte = 0xA5;
/// Timing rotates through this many copies of a plan's buffers (where they
/// fit in kRotationBudget): a kernel sees other addresses from run to run,
/// so neither a cache keyed on pointers nor one lucky placement of the
/// buffers in memory decides its time.
constexpr unsigned kRotatedSets = 3;
constexpr double kRotationBudget = 8.0 * (1 << 30);
/// Kernels the harness itself runs, which CUPTI records too.
constexpr llvm::StringLiteral kHelperKernels[] = {L2Flusher::kKernelName,
                                                  RandomFiller::kKernelName};

size_t roundUp(size_t value, size_t multiple) {
  return (value + multiple - 1) / multiple * multiple;
}

size_t elementsOf(const BufferLayout::Buffer &buffer) {
  size_t count = 1;
  for (int64_t size : buffer.shape)
    count *= size;
  return count;
}

/// A plan loaded on the device, its buffers allocated with guards, in one
/// or more sets (timing rotates through them); one set is active.
class LoadedPlan {
public:
  static llvm::Expected<LoadedPlan> load(GpuDevice &device,
                                         const LaunchPlan &plan,
                                         llvm::ArrayRef<ElementType> allowed,
                                         unsigned sets = 1) {
    llvm::Expected<BufferLayout> layout = layOutBuffers(plan, allowed);
    if (!layout)
      return layout.takeError();
    LoadedPlan loaded(device, plan, std::move(*layout));
    for (const KernelLaunch &launch : plan.launches) {
      llvm::Expected<Kernel> kernel =
          device.loadKernel(launch.code, launch.kernel);
      if (!kernel)
        return llvm::createStringError("loading kernel " + launch.kernel +
                                       ": " +
                                       llvm::toString(kernel.takeError()));
      if (launch.dynamicSharedBytes)
        if (llvm::Error error = device.reserveDynamicSharedMemory(
                *kernel, launch.dynamicSharedBytes))
          return std::move(error);
      loaded.kernels.push_back(*kernel);
    }
    loaded.allocations.resize(sets);
    loaded.addresses.resize(sets);
    for (unsigned set = 0; set < sets; ++set)
      for (const BufferLayout::Buffer &buffer : loaded.layout.buffers) {
        llvm::Expected<DeviceBuffer> allocation = device.allocate(
            kGuardBytes + roundUp(buffer.bytes, 256) + kGuardBytes);
        if (!allocation)
          return allocation.takeError();
        loaded.addresses[set].push_back(allocation->getAddress() + kGuardBytes);
        loaded.allocations[set].push_back(std::move(*allocation));
      }
    if (llvm::Error error = loaded.writeParameters())
      return std::move(error);
    return std::move(loaded);
  }

  unsigned getSets() const { return allocations.size(); }
  /// Makes buffer set `set` the one every other member uses.
  void selectSet(unsigned set) { active = set; }

  const LaunchPlan &getPlan() const { return *plan; }
  const BufferLayout &getLayout() const { return layout; }
  llvm::ArrayRef<Kernel> getKernels() const { return kernels; }

  /// Host arguments: buffer index by argument index.
  const std::map<int64_t, size_t> &hostBuffers() const { return hostIndex; }
  uint64_t addressOf(int64_t hostArg) const {
    return addresses[active][hostIndex.at(hostArg)];
  }
  const BufferLayout::Buffer &bufferOf(int64_t hostArg) const {
    return layout.buffers[hostIndex.at(hostArg)];
  }

  llvm::Error upload(int64_t hostArg, const void *data) {
    return device->copyToDevice(addressOf(hostArg), data,
                                bufferOf(hostArg).bytes);
  }
  llvm::Error download(int64_t hostArg, void *data) {
    return device->copyToHost(data, addressOf(hostArg),
                              bufferOf(hostArg).bytes);
  }
  llvm::Error poison(int64_t hostArg) {
    return device->fill(addressOf(hostArg), bufferOf(hostArg).bytes,
                        kPoisonByte);
  }

  /// Fills the guards of every buffer with canaries.
  llvm::Error armCanaries() {
    for (auto [buffer, allocation] :
         llvm::zip_equal(layout.buffers, allocations[active])) {
      uint64_t base = allocation.getAddress();
      if (llvm::Error error = device->fill(base, kGuardBytes, kCanaryByte))
        return error;
      size_t tail = allocation.getSize() - kGuardBytes - buffer.bytes;
      if (llvm::Error error = device->fill(base + kGuardBytes + buffer.bytes,
                                           tail, kCanaryByte))
        return error;
    }
    return llvm::Error::success();
  }

  /// The buffers (host argument or temporary number) whose guards changed.
  llvm::Expected<std::vector<int64_t>> damagedCanaries() {
    std::vector<int64_t> damaged;
    std::vector<uint8_t> guard;
    for (auto [buffer, allocation] :
         llvm::zip_equal(layout.buffers, allocations[active])) {
      uint64_t base = allocation.getAddress();
      size_t tail = allocation.getSize() - kGuardBytes - buffer.bytes;
      for (auto [address, bytes] :
           {std::pair{base, kGuardBytes},
            std::pair{base + kGuardBytes + buffer.bytes, tail}}) {
        guard.assign(bytes, 0);
        if (llvm::Error error = device->copyToHost(guard.data(), address, bytes))
          return std::move(error);
        if (llvm::any_of(guard, [](uint8_t byte) { return byte != kCanaryByte; })) {
          damaged.push_back(buffer.hostArg);
          break;
        }
      }
    }
    return damaged;
  }

  /// Enqueues every launch of the plan.
  llvm::Error run() {
    for (auto [launch, kernel, pointers] :
         llvm::zip_equal(plan->launches, kernels, parameters[active]))
      if (llvm::Error error =
              device->launch(kernel, launch.grid, launch.block, pointers,
                             launch.dynamicSharedBytes))
        return error;
    return llvm::Error::success();
  }

private:
  LoadedPlan(GpuDevice &device, const LaunchPlan &plan, BufferLayout layout)
      : device(&device), plan(&plan), layout(std::move(layout)) {
    for (auto [index, buffer] : llvm::enumerate(this->layout.buffers))
      if (buffer.hostArg >= 0)
        hostIndex[buffer.hostArg] = index;
  }

  /// Each set's kernel parameters: a buffer's address, or the address of
  /// a TMA descriptor encoded over it (in device memory, as the kernels
  /// read it).
  llvm::Error writeParameters() {
    parameters.resize(allocations.size());
    for (unsigned set = 0; set < allocations.size(); ++set) {
      for (auto [launch, arguments] :
           llvm::zip_equal(plan->launches, layout.launchArguments)) {
        std::vector<uint64_t> &pointers = parameters[set].emplace_back();
        for (auto [arg, buffer] : llvm::zip_equal(launch.args, arguments)) {
          uint64_t address = addresses[set][buffer];
          if (!arg.tensorMap) {
            pointers.push_back(address);
            continue;
          }
          // Over the buffer as this launch sees it.
          llvm::Expected<std::array<uint64_t, 16>> map =
              device->encodeTensorMap(address, layout.buffers[buffer].type,
                                      arg.shape, *arg.tensorMap);
          if (!map)
            return llvm::createStringError(
                "encoding the TMA descriptor of kernel " + launch.kernel +
                ": " + llvm::toString(map.takeError()));
          llvm::Expected<DeviceBuffer> storage = device->allocate(sizeof(*map));
          if (!storage)
            return storage.takeError();
          if (llvm::Error error = device->copyToDevice(*storage, map->data()))
            return error;
          pointers.push_back(storage->getAddress());
          tensorMaps.push_back(std::move(*storage));
        }
      }
    }
    return llvm::Error::success();
  }

  GpuDevice *device;
  const LaunchPlan *plan;
  BufferLayout layout;
  std::map<int64_t, size_t> hostIndex;
  std::vector<Kernel> kernels;
  /// By set, then buffer.
  std::vector<std::vector<DeviceBuffer>> allocations;
  /// Of each buffer's data, past its front guard; by set, then buffer.
  std::vector<std::vector<uint64_t>> addresses;
  /// By set, then launch: the kernel's parameters.
  std::vector<std::vector<std::vector<uint64_t>>> parameters;
  std::vector<DeviceBuffer> tensorMaps;
  unsigned active = 0;
};

class PlanReference : public Reference {
public:
  PlanReference(GpuDevice &device, LoadedPlan plan)
      : device(device), plan(std::move(plan)) {}

  llvm::Expected<ExpectedValues> compute(const HostValues &before) override {
    ExpectedValues values;
    for (auto &[hostArg, floats] : before) {
      std::vector<double> &widened = values[hostArg];
      widened.assign(floats.begin(), floats.end());
      if (llvm::Error error = plan.upload(hostArg, widened.data()))
        return std::move(error);
    }
    if (llvm::Error error = plan.run())
      return std::move(error);
    if (llvm::Error error = device.synchronize())
      return llvm::createStringError("the reference kernel failed: " +
                                     llvm::toString(std::move(error)));
    for (auto &[hostArg, doubles] : values)
      if (llvm::Error error = plan.download(hostArg, doubles.data()))
        return std::move(error);
    return values;
  }
  bool runsOnDevice() const override { return true; }
  LoadedPlan &getPlan() { return plan; }

private:
  GpuDevice &device;
  LoadedPlan plan;
};

class HostReference : public Reference {
public:
  explicit HostReference(std::function<ExpectedValues(const HostValues &)> function)
      : function(std::move(function)) {}
  llvm::Expected<ExpectedValues> compute(const HostValues &before) override {
    return function(before);
  }

private:
  std::function<ExpectedValues(const HostValues &)> function;
};

/// A failure found while running: what kind, and why.
struct Failure {
  FailureKind kind;
  std::string message;
};

Failure failureFrom(FailureKind kind, llvm::Error error) {
  return {kind, llvm::toString(std::move(error))};
}

/// Collects what a check found wrong: the first failure, and the check's
/// report.
class Verdict {
public:
  Verdict(CheckReport &check, double tolerance)
      : check(check), tolerance(tolerance) {}

  void inputChanged(int64_t hostArg) {
    check.inputsIntact = false;
    note(FailureKind::InputMutated,
         llvm::formatv("input argument {0} changed", hostArg));
  }
  void output(int64_t hostArg, size_t elements, const ErrorStats &stats) {
    check.relativeL2 = std::max(check.relativeL2, stats.relativeL2);
    check.maxAbsolute = std::max(check.maxAbsolute, stats.maxAbsolute);
    check.nonFinite += stats.nonFinite;
    check.poisoned += stats.poisoned;
    if (stats.poisoned)
      note(FailureKind::OutputNotWritten,
           llvm::formatv("{0} of {1} elements of output argument {2} were "
                         "never written",
                         stats.poisoned, elements, hostArg));
    else if (stats.nonFinite)
      note(FailureKind::NonFinite,
           llvm::formatv("{0} elements of output argument {1} are NaN or "
                         "infinite",
                         stats.nonFinite, hostArg));
    else if (stats.relativeL2 > tolerance)
      note(FailureKind::WrongResult,
           llvm::formatv("output argument {0}: relative L2 error {1:e2} > "
                         "tolerance {2:e2} (max abs error {3:e2})",
                         hostArg, stats.relativeL2, tolerance,
                         stats.maxAbsolute));
  }
  void canaries(llvm::ArrayRef<int64_t> damaged) {
    if (damaged.empty())
      return;
    check.canariesIntact = false;
    int64_t buffer = damaged.front();
    note(FailureKind::OutOfBoundsWrite,
         buffer < 0
             ? llvm::formatv("a write past temporary {0}", -1 - buffer).str()
             : llvm::formatv("a write past argument {0}", buffer).str());
  }
  std::optional<Failure> finish() {
    check.correct = !failure;
    return failure;
  }

private:
  void note(FailureKind kind, std::string message) {
    if (!failure)
      failure = Failure{kind, std::move(message)};
  }

  CheckReport &check;
  double tolerance;
  std::optional<Failure> failure;
};

/// The harness's state for one runHarness call.
class Session {
public:
  Session(GpuDevice &device, Reference *reference, RunReport &report)
      : device(device), reference(reference), report(report) {}

  /// Runs `plan` once on `inputs` (outputs poisoned, canaries armed) and
  /// reads every host argument back into `after`; `canaries` gets the
  /// buffers whose guards changed.
  std::optional<Failure> runOnce(LoadedPlan &plan, const HostValues &inputs,
                                 HostValues &after,
                                 std::vector<int64_t> &canaries) {
    for (auto &[hostArg, values] : inputs)
      if (!outputs.count(hostArg))
        if (llvm::Error error = plan.upload(hostArg, values.data()))
          return failureFrom(FailureKind::Error, std::move(error));
    if (std::optional<Failure> failure = runPoisoned(plan, canaries))
      return failure;
    for (auto &[hostArg, values] : inputs) {
      std::vector<float> &read = after[hostArg];
      read.resize(values.size());
      if (llvm::Error error = plan.download(hostArg, read.data()))
        return failureFrom(FailureKind::Error, std::move(error));
    }
    return std::nullopt;
  }

  /// Compares a run's results (`after`) with `expected`, every
  /// non-output with `inputs`; fills `check` and returns the first thing
  /// wrong.
  std::optional<Failure> judge(const HostValues &inputs,
                               const HostValues &after,
                               const ExpectedValues &expected,
                               llvm::ArrayRef<int64_t> canaries,
                               CheckReport &check) {
    Verdict verdict(check, report.tolerance);
    for (auto &[hostArg, values] : after) {
      if (!outputs.count(hostArg)) {
        if (std::memcmp(values.data(), inputs.at(hostArg).data(),
                        values.size() * sizeof(float)) != 0)
          verdict.inputChanged(hostArg);
        continue;
      }
      verdict.output(hostArg, values.size(),
                     compareWithReference(values, expected.at(hostArg)));
    }
    verdict.canaries(canaries);
    return verdict.finish();
  }

  /// judge() on the GPU: `plan`'s buffers after a run against the
  /// reference plan's (its outputs computed, its inputs the widened ones).
  std::optional<Failure> judgeOnDevice(LoadedPlan &plan, LoadedPlan &expected,
                                       llvm::ArrayRef<int64_t> canaries,
                                       CheckReport &check) {
    Verdict verdict(check, report.tolerance);
    for (auto [hostArg, buffer] : plan.hostBuffers()) {
      const BufferLayout::Buffer &info = plan.getLayout().buffers[buffer];
      size_t elements = elementsOf(info);
      uint64_t actual = plan.addressOf(hostArg),
               wanted = expected.addressOf(hostArg);
      if (!outputs.count(hostArg)) {
        llvm::Expected<size_t> changed =
            gpuChecks->countChanged(actual, wanted, elements, info.type);
        if (!changed)
          return failureFrom(FailureKind::Error, changed.takeError());
        if (*changed)
          verdict.inputChanged(hostArg);
        continue;
      }
      llvm::Expected<ErrorStats> stats =
          gpuChecks->compare(actual, wanted, elements, info.type);
      if (!stats)
        return failureFrom(FailureKind::Error, stats.takeError());
      verdict.output(hostArg, elements, *stats);
    }
    verdict.canaries(canaries);
    return verdict.finish();
  }

  /// Runs `plan` once on the inputs in its buffers (outputs poisoned,
  /// canaries armed); `canaries` gets the buffers whose guards changed.
  std::optional<Failure> runPoisoned(LoadedPlan &plan,
                                     std::vector<int64_t> &canaries) {
    for (int64_t hostArg : outputs)
      if (llvm::Error error = plan.poison(hostArg))
        return failureFrom(FailureKind::Error, std::move(error));
    if (llvm::Error error = plan.armCanaries())
      return failureFrom(FailureKind::Error, std::move(error));
    if (llvm::Error error = plan.run())
      return failureFrom(FailureKind::KernelFault, std::move(error));
    if (llvm::Error error = device.synchronize())
      return failureFrom(FailureKind::KernelFault, std::move(error));
    llvm::Expected<std::vector<int64_t>> damaged = plan.damagedCanaries();
    if (!damaged)
      return failureFrom(FailureKind::Error, damaged.takeError());
    canaries = std::move(*damaged);
    return std::nullopt;
  }

  /// The tolerance of the outputs' element types (the loosest), once the
  /// outputs are known.
  void setTolerance(const LoadedPlan &plan) {
    report.tolerance = 0;
    for (int64_t output : outputs)
      report.tolerance = std::max(
          report.tolerance, relativeTolerance(plan.bufferOf(output).type,
                                              plan.getPlan().reductionLength,
                                              plan.getPlan().tf32Products));
  }

  /// Adds a check to the report.
  void record(const CheckReport &check) {
    report.relativeL2Error = std::max(report.relativeL2Error, check.relativeL2);
    report.maxAbsoluteError =
        std::max(report.maxAbsoluteError, check.maxAbsolute);
    report.checks.push_back(check);
  }

  /// The reference plan of a reference that runs on the GPU (else null),
  /// with the GPU checks loaded.
  llvm::Expected<LoadedPlan *> devicePlan() {
    if (!reference || !reference->runsOnDevice())
      return nullptr;
    if (!gpuChecks) {
      llvm::Expected<DeviceChecks> created = DeviceChecks::create(device);
      if (!created)
        return created.takeError();
      gpuChecks.emplace(std::move(*created));
    }
    return &static_cast<PlanReference *>(reference)->getPlan();
  }

  /// check() with a reference plan on the GPU: inputs drawn into `plan`'s
  /// buffers and widened into the reference's, both run, compared there.
  std::optional<Failure> checkOnDevice(LoadedPlan &plan, LoadedPlan &expected,
                                       unsigned checks, uint64_t seed,
                                       bool recordChecks) {
    for (unsigned index = 0; index < checks; ++index) {
      InputDistribution distribution = distributionOfCheck(index);
      uint64_t checkSeed = seed + index * 1000;
      Stopwatch stopwatch;
      auto charge = [&](llvm::StringRef part) -> std::optional<Failure> {
        if (llvm::Error error = device.synchronize())
          return failureFrom(FailureKind::Error, std::move(error));
        checkMilliseconds[part.str()] += stopwatch.lap();
        return std::nullopt;
      };
      for (auto [hostArg, buffer] : plan.hostBuffers()) {
        const BufferLayout::Buffer &info = plan.getLayout().buffers[buffer];
        if (llvm::Error error = gpuChecks->fill(
                plan.addressOf(hostArg), elementsOf(info), distribution,
                checkSeed + hostArg, info.type, /*wide=*/false))
          return failureFrom(FailureKind::Error, std::move(error));
      }
      if (std::optional<Failure> failure = charge("inputs"))
        return failure;
      for (auto [hostArg, buffer] : plan.hostBuffers()) {
        const BufferLayout::Buffer &info = plan.getLayout().buffers[buffer];
        if (llvm::Error error = gpuChecks->widen(plan.addressOf(hostArg),
                                                 expected.addressOf(hostArg),
                                                 elementsOf(info), info.type))
          return failureFrom(FailureKind::Error, std::move(error));
      }
      if (llvm::Error error = expected.run())
        return failureFrom(FailureKind::Error, std::move(error));
      if (llvm::Error error = device.synchronize())
        return Failure{FailureKind::Error,
                       "the reference kernel failed: " +
                           llvm::toString(std::move(error))};
      if (outputs.empty()) {
        // The reference's outputs: what it changed (`plan` still holds the
        // inputs).
        for (auto [hostArg, buffer] : plan.hostBuffers()) {
          const BufferLayout::Buffer &info = plan.getLayout().buffers[buffer];
          llvm::Expected<size_t> changed = gpuChecks->countChanged(
              plan.addressOf(hostArg), expected.addressOf(hostArg),
              elementsOf(info), info.type);
          if (!changed)
            return failureFrom(FailureKind::Error, changed.takeError());
          if (*changed)
            outputs.insert(hostArg);
        }
        if (outputs.empty())
          return Failure{FailureKind::Error,
                         "the reference writes none of the arguments"};
        setTolerance(plan);
      }
      if (std::optional<Failure> failure = charge("reference"))
        return failure;
      std::vector<int64_t> canaries;
      if (std::optional<Failure> failure = runPoisoned(plan, canaries))
        return failure;
      if (std::optional<Failure> failure = charge("runs"))
        return failure;
      CheckReport check;
      check.seed = checkSeed;
      check.distribution = getName(distribution).str();
      std::optional<Failure> failure =
          judgeOnDevice(plan, expected, canaries, check);
      if (std::optional<Failure> error = charge("judge"))
        return error;
      if (!failure && index == 0)
        failure = rerunOnDevice(plan, check);
      if (recordChecks)
        record(check);
      if (failure)
        return failure;
    }
    return std::nullopt;
  }

  /// The determinism check on the GPU: `plan` run again on the same inputs
  /// must write the same bits.
  std::optional<Failure> rerunOnDevice(LoadedPlan &plan, CheckReport &check) {
    std::map<int64_t, DeviceBuffer> first;
    for (int64_t output : outputs) {
      const BufferLayout::Buffer &buffer = plan.bufferOf(output);
      llvm::Expected<DeviceBuffer> copy = device.allocate(buffer.bytes);
      if (!copy)
        return failureFrom(FailureKind::Error, copy.takeError());
      if (llvm::Error error =
              gpuChecks->copy(plan.addressOf(output), copy->getAddress(),
                              elementsOf(buffer), buffer.type))
        return failureFrom(FailureKind::Error, std::move(error));
      first.emplace(output, std::move(*copy));
    }
    std::vector<int64_t> canaries;
    if (std::optional<Failure> failure = runPoisoned(plan, canaries))
      return failure;
    for (auto &[output, copy] : first) {
      const BufferLayout::Buffer &buffer = plan.bufferOf(output);
      llvm::Expected<size_t> different =
          gpuChecks->countDifferent(plan.addressOf(output), copy.getAddress(),
                                    elementsOf(buffer), buffer.type);
      if (!different)
        return failureFrom(FailureKind::Error, different.takeError());
      if (*different) {
        check.correct = false;
        return Failure{
            FailureKind::Nondeterministic,
            llvm::formatv("output argument {0} differs between two runs on "
                          "the same inputs ({1} elements)",
                          output, *different)};
      }
    }
    return std::nullopt;
  }

  /// The stale-output check on the GPU: the reference run on the last
  /// timed run's inputs (uniform, `stream` + argument, regenerated into
  /// its buffers; outputs poisoned) and compared with `plan`'s buffers.
  std::optional<Failure>
  staleCheckOnDevice(LoadedPlan &plan, LoadedPlan &expected, uint32_t stream) {
    for (auto [hostArg, buffer] : expected.hostBuffers()) {
      const BufferLayout::Buffer &info = expected.getLayout().buffers[buffer];
      // The timing inputs were rounded to the kernel's element type.
      llvm::Error error =
          outputs.count(hostArg)
              ? expected.poison(hostArg)
              : gpuChecks->fill(expected.addressOf(hostArg), elementsOf(info),
                                InputDistribution::Uniform,
                                uint32_t(stream + uint32_t(hostArg)),
                                plan.bufferOf(hostArg).type, /*wide=*/true);
      if (error)
        return failureFrom(FailureKind::Error, std::move(error));
    }
    if (llvm::Error error = expected.run())
      return failureFrom(FailureKind::Error, std::move(error));
    if (llvm::Error error = device.synchronize())
      return Failure{FailureKind::Error, "the reference kernel failed: " +
                                             llvm::toString(std::move(error))};
    CheckReport last;
    return judgeOnDevice(plan, expected, {}, last);
  }

  /// The checks: fresh inputs of each distribution, the first also run
  /// twice for determinism. Decides which host arguments are outputs.
  std::optional<Failure> check(LoadedPlan &plan, unsigned checks,
                               uint64_t seed, bool recordChecks) {
    llvm::Expected<LoadedPlan *> expected = devicePlan();
    if (!expected)
      return failureFrom(FailureKind::Error, expected.takeError());
    if (*expected)
      return checkOnDevice(plan, **expected, checks, seed, recordChecks);
    for (const BufferLayout::Buffer &buffer : plan.getLayout().buffers)
      if (buffer.type != ElementType::F32)
        return Failure{FailureKind::Error,
                       ("a host reference checks f32 buffers only; this "
                        "kernel has " +
                        getName(buffer.type) + " ones (use the reference plan)")
                           .str()};
    for (unsigned index = 0; index < checks; ++index) {
      InputDistribution distribution = distributionOfCheck(index);
      uint64_t checkSeed = seed + index * 1000;
      Stopwatch stopwatch;
      // Adds the time since the last charge to the check phase `part`.
      auto charge = [&](llvm::StringRef part) {
        checkMilliseconds[part.str()] += stopwatch.lap();
      };
      HostValues inputs;
      for (auto [hostArg, buffer] : plan.hostBuffers())
        inputs[hostArg] = randomInputs(
            distribution, elementsOf(plan.getLayout().buffers[buffer]),
            checkSeed + hostArg);
      charge("inputs");
      llvm::Expected<ExpectedValues> expected = reference->compute(inputs);
      if (!expected)
        return failureFrom(FailureKind::Error, expected.takeError());
      charge("reference");
      if (outputs.empty()) {
        for (auto &[hostArg, values] : *expected)
          if (!std::equal(values.begin(), values.end(),
                          inputs[hostArg].begin()))
            outputs.insert(hostArg);
        if (outputs.empty())
          return Failure{FailureKind::Error,
                         "the reference writes none of the arguments"};
        setTolerance(plan);
      }
      HostValues after;
      std::vector<int64_t> canaries;
      if (std::optional<Failure> failure =
              runOnce(plan, inputs, after, canaries))
        return failure;
      charge("runs");
      CheckReport check;
      check.seed = checkSeed;
      check.distribution = getName(distribution).str();
      std::optional<Failure> failure =
          judge(inputs, after, *expected, canaries, check);
      charge("judge");
      if (!failure && index == 0) {
        HostValues again;
        if (std::optional<Failure> rerun =
                runOnce(plan, inputs, again, canaries))
          return rerun;
        charge("runs");
        for (int64_t output : outputs)
          if (std::memcmp(after[output].data(), again[output].data(),
                          after[output].size() * sizeof(float)) != 0) {
            failure = Failure{
                FailureKind::Nondeterministic,
                llvm::formatv("output argument {0} differs between two runs "
                              "on the same inputs",
                              output)};
            check.correct = false;
            break;
          }
      }
      if (recordChecks)
        record(check);
      if (failure)
        return failure;
    }
    return std::nullopt;
  }

  /// Host arguments the reference writes.
  std::set<int64_t> outputs;
  /// Milliseconds of the checks' parts (inputs drawn, reference, runs with
  /// their transfers, judging), summed over every check.
  std::map<std::string, double> checkMilliseconds;

private:
  GpuDevice &device;
  Reference *reference;
  RunReport &report;
  std::optional<DeviceChecks> gpuChecks;
};

void recordProfile(GpuDevice &device, LoadedPlan &plan, RunReport &report) {
  for (auto [launch, kernel] :
       llvm::zip_equal(plan.getPlan().launches, plan.getKernels())) {
    KernelProfile profile;
    profile.name = launch.kernel;
    profile.threadsPerBlock = launch.block[0] * launch.block[1] * launch.block[2];
    profile.blocks = launch.grid[0] * launch.grid[1] * launch.grid[2];
    if (llvm::Expected<KernelAttributes> attributes =
            device.getAttributes(kernel)) {
      profile.registersPerThread = attributes->registersPerThread;
      profile.localBytesPerThread = attributes->localBytesPerThread;
      profile.staticSharedBytes = attributes->staticSharedBytes;
    } else {
      llvm::consumeError(attributes.takeError());
    }
    if (llvm::Expected<int> blocks = device.getActiveBlocksPerMultiprocessor(
            kernel, int(profile.threadsPerBlock), launch.dynamicSharedBytes))
      profile.theoreticalOccupancy =
          double(*blocks) * profile.threadsPerBlock /
          std::max(1, device.getMaxThreadsPerMultiprocessor());
    else
      llvm::consumeError(blocks.takeError());
    report.profile.push_back(std::move(profile));
  }
}

/// A plan being timed.
struct TimedPlan {
  LoadedPlan *plan;
  std::vector<double> microseconds;
  std::vector<double> kernelMicroseconds;
};

/// Splits CUPTI's records into the kernel time of each timed run (first
/// start to last end of the run's launches); `order` holds the plan of
/// each run in the order they ran.
std::string assignKernelTimes(const std::vector<KernelRecord> &records,
                              llvm::ArrayRef<size_t> order,
                              std::vector<TimedPlan> &timed) {
  std::vector<const KernelRecord *> planRecords;
  for (const KernelRecord &record : records)
    if (!llvm::is_contained(kHelperKernels, record.name))
      planRecords.push_back(&record);
  size_t expected = 0;
  for (size_t plan : order)
    expected += timed[plan].plan->getPlan().launches.size();
  if (planRecords.size() != expected)
    return llvm::formatv("CUPTI recorded {0} kernels of the plans, {1} were "
                         "launched",
                         planRecords.size(), expected);
  size_t next = 0;
  for (size_t plan : order) {
    const LaunchPlan &launchPlan = timed[plan].plan->getPlan();
    size_t first = next;
    for (const KernelLaunch &launch : launchPlan.launches)
      if (planRecords[next++]->name != launch.kernel)
        return "CUPTI's kernels are not the launched ones (" +
               planRecords[next - 1]->name + ", expected " + launch.kernel +
               ")";
    timed[plan].kernelMicroseconds.push_back(
        double(planRecords[next - 1]->endNs - planRecords[first]->startNs) /
        1e3);
  }
  return "";
}

} // namespace

llvm::Expected<std::unique_ptr<Reference>>
cuda_agent::runtime::createPlanReference(GpuDevice &device,
                                         const LaunchPlan &reference,
                                         const LaunchPlan &candidate) {
  llvm::Expected<LoadedPlan> loaded =
      LoadedPlan::load(device, reference, kReferenceTypes);
  if (!loaded)
    return llvm::createStringError("the reference plan: " +
                                   llvm::toString(loaded.takeError()));
  llvm::Expected<BufferLayout> candidateLayout =
      layOutBuffers(candidate, kKernelTypes);
  if (!candidateLayout)
    return candidateLayout.takeError();
  // Element counts: either plan may see a host argument in another shape.
  auto sizes = [](const BufferLayout &layout) {
    std::map<int64_t, size_t> result;
    for (const BufferLayout::Buffer &buffer : layout.buffers)
      if (buffer.hostArg >= 0)
        result[buffer.hostArg] = elementsOf(buffer);
    return result;
  };
  if (sizes(loaded->getLayout()) != sizes(*candidateLayout))
    return llvm::createStringError(
        "the reference plan has other host arguments than the kernel's plan");
  return std::make_unique<PlanReference>(device, std::move(*loaded));
}

std::unique_ptr<Reference> cuda_agent::runtime::createHostReference(
    std::function<ExpectedValues(const HostValues &)> compute) {
  return std::make_unique<HostReference>(std::move(compute));
}

RunReport cuda_agent::runtime::runHarness(GpuDevice &device,
                                          const LaunchPlan &candidate,
                                          const LaunchPlan *baseline,
                                          Reference *reference,
                                          const HarnessOptions &options) {
  RunReport report;
  report.device = device.getName();
  report.computeCapability = device.getComputeCapability();
  if (llvm::Expected<std::string> driver = readDriverVersion())
    report.driver = std::move(*driver);
  else
    llvm::consumeError(driver.takeError());
  report.schedule = candidate.schedule;
  report.seed = options.seed;
  report.launches = candidate.launches.size();
  report.flops = candidate.flops;
  report.tolerance = relativeTolerance(
      ElementType::F32, candidate.reductionLength, candidate.tf32Products);
  Stopwatch phases;
  // Ends the phase `name` (begun where the last one ended).
  auto lap = [&](llvm::StringRef name) {
    report.phaseMilliseconds.emplace_back(name.str(), phases.lap());
  };
  auto fail = [&](Failure failure) {
    report.failure = failure.kind;
    report.failureMessage = std::move(failure.message);
    // An error of ours says nothing about the kernel.
    if (report.failure != FailureKind::Error)
      report.correct = false;
    return std::move(report);
  };

  auto setsFor = [&](const LaunchPlan &plan) -> unsigned {
    if (!options.time)
      return 1;
    double bytes = 0;
    for (const KernelLaunch &launch : plan.launches)
      for (const KernelArgument &arg : launch.args)
        bytes += double(arg.bytes);
    return bytes * kRotatedSets <= kRotationBudget ? kRotatedSets : 1;
  };
  llvm::Expected<LoadedPlan> loaded =
      LoadedPlan::load(device, candidate, kKernelTypes, setsFor(candidate));
  if (!loaded)
    return fail(failureFrom(FailureKind::Error, loaded.takeError()));
  for (auto [hostArg, buffer] : loaded->hostBuffers())
    report.bytes += double(loaded->getLayout().buffers[buffer].bytes);
  recordProfile(device, *loaded, report);
  lap("load");

  Session session(device, reference, report);
  if (reference) {
    if (std::optional<Failure> failure =
            session.check(*loaded, options.checks, options.seed, true))
      return fail(std::move(*failure));
    report.correct = true;
    lap("checks");
    for (const auto &[part, milliseconds] : session.checkMilliseconds)
      report.phaseMilliseconds.emplace_back("checks." + part, milliseconds);
  }
  if (!options.time)
    return report;

  std::optional<LoadedPlan> baselinePlan;
  if (baseline) {
    llvm::Expected<LoadedPlan> loadedBaseline =
        LoadedPlan::load(device, *baseline, kKernelTypes, setsFor(*baseline));
    if (!loadedBaseline) {
      report.baselineNote = "the baseline plan: " +
                            llvm::toString(loadedBaseline.takeError());
    } else if (std::optional<Failure> failure =
                   reference ? session.check(*loadedBaseline, 1,
                                             options.seed + 7, false)
                             : std::nullopt) {
      if (failure->kind == FailureKind::KernelFault)
        return fail(Failure{FailureKind::Error,
                            "the baseline faulted: " + failure->message});
      report.baselineNote = "the baseline failed its check (" +
                            getName(failure->kind).str() +
                            "): " + failure->message;
      // Values off the tolerance (say a default schedule that rounds a
      // long sum too often) still time the same code: the baseline stays
      // the speed reference, with its note. A kernel that writes the wrong
      // places is not timed.
      if (failure->kind == FailureKind::WrongResult)
        baselinePlan = std::move(*loadedBaseline);
    } else {
      baselinePlan = std::move(*loadedBaseline);
    }
    lap("baseline");
  }

  // Timing: every run on inputs the GPU makes fresh, outputs poisoned,
  // then L2 evicted; the plans alternate, in alternating order.
  llvm::Expected<L2Flusher> flusher = L2Flusher::create(device);
  if (!flusher)
    return fail(failureFrom(FailureKind::Error, flusher.takeError()));
  llvm::Expected<RandomFiller> filler = RandomFiller::create(device);
  if (!filler)
    return fail(failureFrom(FailureKind::Error, filler.takeError()));
  lap("timing_helpers");
  std::set<int64_t> outputs = session.outputs;
  auto prepare = [&](LoadedPlan &plan, uint32_t stream) -> llvm::Error {
    for (auto [hostArg, buffer] : plan.hostBuffers()) {
      const BufferLayout::Buffer &info = plan.getLayout().buffers[buffer];
      llvm::Error error =
          outputs.count(hostArg)
              ? plan.poison(hostArg)
              : filler->fill(plan.addressOf(hostArg), elementsOf(info),
                             stream + uint32_t(hostArg), info.type);
      if (error)
        return error;
    }
    return flusher->flush();
  };
  std::vector<TimedPlan> timed = {{&*loaded, {}, {}}};
  if (baselinePlan)
    timed.push_back({&*baselinePlan, {}, {}});
  // Warm-up: every plan once on every buffer set.
  for (TimedPlan &plan : timed)
    for (unsigned set = 0; set < plan.plan->getSets(); ++set) {
      plan.plan->selectSet(set);
      if (llvm::Error error = prepare(*plan.plan, 0))
        return fail(failureFrom(FailureKind::Error, std::move(error)));
      if (llvm::Error error = plan.plan->run())
        return fail(failureFrom(FailureKind::KernelFault, std::move(error)));
    }
  if (llvm::Error error = device.synchronize())
    return fail(failureFrom(FailureKind::KernelFault, std::move(error)));
  lap("warm_up");

  if (llvm::Expected<Clocks> clocks = readClocks(device.getPciBusId()))
    report.clocksBefore = *clocks;
  else
    report.clocksNote = llvm::toString(clocks.takeError());
  llvm::Expected<std::unique_ptr<KernelTracer>> tracer =
      options.traceKernels
          ? KernelTracer::start()
          : llvm::createStringError("not asked for (--kernel-trace=false)");
  if (!tracer)
    report.kernelTimingNote = llvm::toString(tracer.takeError());
  std::vector<size_t> order;
  uint32_t stream = uint32_t(options.seed) * 2654435761u;
  auto started = std::chrono::steady_clock::now();
  for (unsigned round = 0;; ++round) {
    // The same fresh inputs for every plan of a round.
    ++stream;
    for (size_t step = 0; step < timed.size(); ++step) {
      size_t index = round % 2 ? timed.size() - 1 - step : step;
      TimedPlan &plan = timed[index];
      plan.plan->selectSet(round % plan.plan->getSets());
      if (llvm::Error error = prepare(*plan.plan, stream))
        return fail(failureFrom(FailureKind::Error, std::move(error)));
      llvm::Expected<float> milliseconds =
          device.timeMilliseconds([&] { return plan.plan->run(); });
      if (!milliseconds)
        return fail(failureFrom(FailureKind::KernelFault,
                                milliseconds.takeError()));
      plan.microseconds.push_back(*milliseconds * 1e3);
      order.push_back(index);
    }
    double seconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - started)
                         .count();
    // Each plan's runs so far, summarized once a round (candidate first).
    std::vector<TimingSummary> soFar;
    for (const TimedPlan &plan : timed)
      soFar.push_back(summarize(plan.microseconds));
    if (baselinePlan && options.timing.clearlySlower(soFar[0], soFar[1])) {
      report.timingStop = "slower_than_baseline";
      break;
    }
    if (llvm::all_of(soFar, [&](const TimingSummary &summary) {
          return options.timing.done(summary, seconds);
        })) {
      report.timingStop = options.timing.whyDone(soFar[0], seconds);
      break;
    }
  }
  if (tracer) {
    llvm::Expected<std::vector<KernelRecord>> records = (*tracer)->stop();
    if (!records)
      report.kernelTimingNote = llvm::toString(records.takeError());
    else
      report.kernelTimingNote = assignKernelTimes(*records, order, timed);
  }
  if (llvm::Expected<Clocks> clocks = readClocks(device.getPciBusId()))
    report.clocksAfter = *clocks;
  else
    llvm::consumeError(clocks.takeError());

  lap("timing");
  report.timing = summarize(timed[0].microseconds);
  if (!timed[0].kernelMicroseconds.empty())
    report.kernelTiming = summarize(timed[0].kernelMicroseconds);
  if (baselinePlan)
    report.baseline = summarize(timed[1].microseconds);

  // The last timed run's inputs, regenerated: its outputs must be right
  // too (a kernel that recognizes the checks, or caches, is caught here).
  if (reference) {
    llvm::Expected<LoadedPlan *> expected = session.devicePlan();
    if (!expected)
      return fail(failureFrom(FailureKind::Error, expected.takeError()));
    std::optional<Failure> failure;
    if (*expected) {
      failure = session.staleCheckOnDevice(*loaded, **expected, stream);
    } else {
      HostValues before, after;
      for (auto [hostArg, buffer] : loaded->hostBuffers()) {
        size_t count = elementsOf(loaded->getLayout().buffers[buffer]);
        before[hostArg] = outputs.count(hostArg)
                              ? std::vector<float>(count, poisonValue())
                              : randomInputs(InputDistribution::Uniform, count,
                                             stream + uint32_t(hostArg));
        after[hostArg].resize(count);
        if (llvm::Error error =
                loaded->download(hostArg, after[hostArg].data()))
          return fail(failureFrom(FailureKind::Error, std::move(error)));
      }
      llvm::Expected<ExpectedValues> values = reference->compute(before);
      if (!values)
        return fail(failureFrom(FailureKind::Error, values.takeError()));
      CheckReport last;
      failure = session.judge(before, after, *values, {}, last);
    }
    if (failure && failure->kind == FailureKind::Error)
      return fail(std::move(*failure));
    if (failure) {
      if (failure->kind != FailureKind::InputMutated)
        failure->kind = FailureKind::StaleOutput;
      failure->message = "after the timed runs: " + failure->message;
      return fail(std::move(*failure));
    }
    lap("stale_check");
  }

  if (options.profileCounters) {
    // On fresh inputs, from a cold L2, like the timed runs.
    std::vector<std::string> missing;
    llvm::Expected<std::vector<KernelCounters>> counters =
        [&]() -> llvm::Expected<std::vector<KernelCounters>> {
      if (llvm::Error error = prepare(*loaded, stream + 1))
        return std::move(error);
      if (llvm::Error error = device.synchronize())
        return std::move(error);
      return profileCounters(device, getProfileMetrics(),
                             candidate.launches.size(),
                             [&] { return loaded->run(); }, missing);
    }();
    if (!counters) {
      report.countersNote = "no hardware counters: " +
                            llvm::toString(counters.takeError());
    } else {
      for (auto [profile, values] : llvm::zip_equal(report.profile, *counters))
        profile.counters = std::move(values);
      if (!missing.empty())
        report.countersNote =
            "not on this chip: " + llvm::join(missing, ", ");
    }
    lap("counters");
  }

  if (std::optional<DevicePeaks> peaks = lookUpPeaks(device.getName())) {
    // PTX names its mma instructions; a cubin does not, its schedule does.
    llvm::SmallVector<llvm::StringRef> actions;
    llvm::StringRef(candidate.schedule).split(actions, ';');
    bool tensorCores =
        llvm::is_contained(actions, "mma") ||
        llvm::is_contained(actions, "wgmma") ||
        llvm::any_of(candidate.launches, [](const KernelLaunch &launch) {
          return llvm::StringRef(launch.code).contains("mma.");
        });
    report.rooflineMicroseconds =
        rooflineSeconds(*peaks, report.bytes, report.flops, tensorCores) * 1e6;
    if (report.timing->median < *report.rooflineMicroseconds)
      return fail(Failure{
          FailureKind::FasterThanRoofline,
          llvm::formatv("median {0:f2} us is below the roofline bound {1:f2} "
                        "us ({2} bytes, {3} flops at the datasheet peaks)",
                        report.timing->median, *report.rooflineMicroseconds,
                        report.bytes, report.flops)});
  }
  return report;
}
