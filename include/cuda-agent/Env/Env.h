//===- Env.h - the scheduling environment the policy acts in ----*- C++ -*-===//
//
// An episode builds one kernel's schedule action by action (docs/ENV.md):
// each step takes one action kind with its parameters, kinds in the
// order of StepKind (the tensor-core engines first, wgmma and mma, then
// interchange, block, thread, reduce, split, splitk, promote, pipeline,
// unroll, vector), any of them skipped (they keep their defaults), until
// Stop or the last kind. legalActions() lists the actions after
// which the schedule is legal (absent actions defaulted) or one later
// action makes it so (block(1) of a row sum, before its split); Stop only
// where the schedule is legal: every episode ends on a legal schedule. The
// reward comes at the end, from a RewardSource.
//
// The action is factored for a policy with one head per part: the kind,
// one tile choice per loop and one value (docs/ENV.md has the encoding).
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_ENV_ENV_H
#define CUDA_AGENT_ENV_ENV_H

#include "cuda-agent/Schedule/Schedule.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace cuda_agent::experience {
class ExperienceDb;
struct KernelEntry;
struct Record;
} // namespace cuda_agent::experience

namespace cuda_agent::env {

/// Kinds in the order an episode takes them; Stop ends the episode. The
/// engine comes first (wgmma, mma or neither: SIMT code), so that the
/// masks of the tiles after it are the engine's.
enum class StepKind : uint8_t {
  Wgmma,
  Mma,
  Interchange,
  Block,
  Thread,
  Reduce,
  Split,
  SplitK,
  Promote,
  Pipeline,
  Unroll,
  Vector,
  Stop,
};
constexpr size_t kStepKinds = 13;
llvm::StringRef getStepKindName(StepKind kind);

/// The kind an episode that built `schedule` takes next: the one after the
/// last kind it holds (Interchange for the empty schedule).
StepKind getNextStepKind(const Schedule &schedule);
/// The schedule action a step of `kind` decides (not Stop).
ActionKind getActionKind(StepKind kind);

/// Loops a kernel may have (a 2-D convolution has 7), and the choices of
/// one tile head: 0 keeps the loop whole, i >= 1 is the loop's i-th
/// smallest divisor.
constexpr size_t kMaxLoops = 7;
constexpr size_t kTileChoices = 24;
/// Choices of the value head (per kind: docs/ENV.md).
constexpr size_t kValueChoices = 64;

/// One action, factored: the kind, a tile choice per loop the kind tiles
/// (block, thread: the parallel loops in order; reduce: the reduction
/// loops) and one value (split, splitk, pipeline, unroll, vector: a menu
/// index; promote: a bit mask of the anchor's inputs; interchange: the
/// index of the permutation of the parallel loops in lexicographic order;
/// wgmma, mma: 0).
struct Action {
  StepKind kind = StepKind::Stop;
  std::array<uint8_t, kMaxLoops> tiles{};
  uint16_t value = 0;

  bool operator==(const Action &other) const {
    return kind == other.kind && tiles == other.tiles && value == other.value;
  }
  bool operator<(const Action &other) const;
};

/// Why a reward is what it is.
enum class Outcome {
  /// Not the last step.
  None,
  /// The action was not legal here: not applied, the episode goes on.
  IllegalAction,
  Measured,
  CompileFailure,
  RuntimeFailure,
  WrongResult,
};
llvm::StringRef getOutcomeName(Outcome outcome);

/// The rewards of the outcomes that are not measurements (a measured
/// episode earns log(baseline time / time)).
constexpr double kIllegalActionReward = -1.0;
constexpr double kCompileFailureReward = -2.0;
constexpr double kRuntimeFailureReward = -3.0;
constexpr double kWrongResultReward = -4.0;

/// What a finished schedule earned.
struct Evaluation {
  Outcome outcome = Outcome::Measured;
  double reward = 0;
  /// Seconds (measured or modelled) of the schedule and of the default
  /// schedule; 0 where unknown.
  double seconds = 0, baselineSeconds = 0;
  std::string message;
};

class Kernel;
struct LegalActionCache;

/// Scores finished schedules (the GPU harness, a cost model, ...).
class RewardSource {
public:
  virtual ~RewardSource();
  virtual Evaluation evaluate(const Kernel &kernel,
                              const Schedule &schedule) = 0;
  /// A measurement of `schedule` with the hardware counters read: the
  /// harness's report (docs/MEASUREMENT.md), or why there is none (this
  /// default: the source reads no counters).
  virtual llvm::Expected<llvm::json::Object> profile(const Kernel &kernel,
                                                     const Schedule &schedule);
  /// Where the evaluations' time went since the last call, for a person
  /// (empty where there is nothing to say).
  virtual std::string takeStatistics() { return ""; }
};

/// Every schedule is worth 0: for exploring legality alone.
std::unique_ptr<RewardSource> createZeroReward();

class CostCorrection;
/// The analytical cost model (Kernel::estimateSeconds), corrected by
/// `correction` where given (CostCorrection.h): reward log(model time of
/// the default schedule / model time), no GPU needed.
std::unique_ptr<RewardSource>
createModelReward(std::shared_ptr<const CostCorrection> correction = nullptr);

struct GpuRewardOptions {
  /// The measurement worker (cuda-agent-launch).
  std::string launcher;
  /// Seconds one measurement may take (a hang past it is a runtime failure).
  unsigned timeoutSeconds = 120;
  /// Timing stops after minRuns once the median's 95% confidence interval
  /// is within targetHalfWidth of it, or after maxSeconds.
  unsigned minRuns = 20;
  double targetHalfWidth = 0.02;
  double maxSeconds = 10;
  /// Timing stops once a schedule is known to be this many times slower
  /// than the default (0: never): its reward needs no finer time.
  double stopIfSlowerThan = 1.5;
  /// JSON lines of earlier measurements, read at start and appended to;
  /// empty: an in-memory cache only.
  std::string cacheFile;
  /// The experience database every new measurement is recorded in
  /// (docs/EXPERIENCE.md; empty: none), and the records' source.
  std::string database;
  std::string source = "gpu-reward";
  /// Where set, every new measurement goes here instead of to the database
  /// and the cache file (which is still read): a worker rank's, which rank
  /// 0 records (docs/DISTRIBUTED.md). Called with the kernel, the record
  /// and the cache file's line; from any evaluating thread, one at a time.
  std::function<void(const experience::KernelEntry &,
                     const experience::Record &, llvm::StringRef)>
      onMeasurement;
};

/// Records the measurements of a GPU reward's cache (GpuRewardOptions::
/// cacheFile: JSON lines keyed "0xHASH|schedule|device") in `database` as
/// from `source`, their kernels found by hash among the .mlir files under
/// `kernelDirs` (searched recursively); returns how many were recorded. The
/// hashes of kernels not found go to `missing` (their lines are skipped);
/// a line that is not such a measurement fails the import, naming it.
llvm::Expected<size_t>
importMeasurements(experience::ExperienceDb &database, llvm::StringRef text,
                   llvm::ArrayRef<std::string> kernelDirs,
                   llvm::StringRef source, std::vector<std::string> &missing);

/// Measures finished schedules on the GPU with the measurement harness
/// (docs/MEASUREMENT.md) in a persistent worker process: the schedule
/// against the default schedule, interleaved; reward log(default time /
/// time). Thread-safe: Envs created apart (each its own MLIR context) on
/// separate threads compile in parallel and queue for the GPU. A kernel's
/// default-schedule and float64 reference plans are compiled once. Measurements are cached by (kernel
/// hash, schedule, device). Fails where the worker finds no GPU.
llvm::Expected<std::unique_ptr<RewardSource>>
createGpuReward(const GpuRewardOptions &options);

/// The number of features observation() returns (docs/ENV.md lists them).
size_t getFeatureCount();
/// Their names, in order.
const std::vector<std::string> &getFeatureNames();

/// What each choice of a head stands for in the current state, for a policy
/// that scores choices by their meaning rather than their index (a tile
/// index means another size on another loop). Tile heads (block, thread:
/// the parallel loops in the current order; reduce: the reduction loops):
/// the tile size of each choice, choice 0 (untiled) the whole loop. The value
/// head: split sizes, splitk parts, pipeline stages, unroll factors, vector
/// widths, promote bit masks or interchange indices (wgmma, mma: 1, their
/// one choice). Entries past a menu are 0.
struct ChoiceValues {
  std::array<std::array<int64_t, kTileChoices>, kMaxLoops> tiles{};
  std::array<int64_t, kValueChoices> values{};
};

struct StepResult {
  std::vector<float> observation;
  double reward = 0;
  bool done = false;
  Outcome outcome = Outcome::None;
  /// The schedule so far, and what went wrong if anything did.
  std::string schedule, message;
  /// At the last step: the evaluation's seconds of the schedule and of the
  /// default schedule (0 where unknown).
  double seconds = 0, baselineSeconds = 0;
};

/// One episode's state over a kernel. Copying is cheap (fork()): the kernel
/// and the legality cache are shared. The kernel's MLIR context is single
/// threaded: an Env and its forks are used by one thread at a time; for
/// parallel episodes, create an Env per thread.
class Env {
public:
  /// Loads the kernel (a .mlir file of one linalg function) for episodes
  /// scored by `rewards`; fails with the compiler's diagnostics.
  static llvm::Expected<Env> create(llvm::StringRef kernelPath,
                                    std::shared_ptr<RewardSource> rewards,
                                    uint64_t seed = 0);
  /// Episodes over a kernel already loaded (Kernel::parse).
  static Env create(std::shared_ptr<Kernel> kernel,
                    std::shared_ptr<RewardSource> rewards, uint64_t seed = 0);

  /// Starts a new episode (the empty schedule: every action defaulted);
  /// with a seed, sampleAction() draws from it from now on (Gymnasium's
  /// reset(seed)): episode i of a benchmark is the same whichever thread
  /// runs it.
  std::vector<float> reset(std::optional<uint64_t> seed = std::nullopt);
  std::vector<float> observation() const;
  /// Every legal action here, sorted (never empty).
  const std::vector<Action> &legalActions() const;
  /// Per head: whether some legal action has that value given the values
  /// chosen for the heads before it (kind, then tiles in order, then value).
  std::vector<bool> kindMask() const;
  std::vector<bool> tileMask(const Action &prefix, size_t head) const;
  std::vector<bool> valueMask(const Action &prefix) const;

  /// The meaning of each choice of `kind`'s heads here.
  ChoiceValues choiceValues(StepKind kind) const;

  StepResult step(const Action &action);
  /// A uniformly random legal action (from the env's own generator).
  Action sampleAction();

  /// The action string so far (absent actions are defaulted).
  std::string schedule() const;
  bool done() const { return finished; }
  Env fork() const { return *this; }

  const Kernel &getKernel() const { return *kernel; }
  /// The action `action` stands for, or an error if it names no action of
  /// this kernel (a tile choice past the divisors, a wrong kind...).
  llvm::Expected<Schedule> apply(const Action &action) const;

private:
  Env(std::shared_ptr<Kernel> kernel, std::shared_ptr<RewardSource> rewards,
      uint64_t seed);

  std::shared_ptr<Kernel> kernel;
  std::shared_ptr<RewardSource> rewards;
  std::mt19937_64 rng;
  /// Shared with forks: legal action lists by state.
  std::shared_ptr<LegalActionCache> cache;
  /// This state's list, once computed.
  mutable std::shared_ptr<const std::vector<Action>> legal;
  Schedule current;
  /// The next kind an action may take (kinds before it are decided).
  size_t nextKind = 0;
  bool finished = false;
};

} // namespace cuda_agent::env

#endif // CUDA_AGENT_ENV_ENV_H
