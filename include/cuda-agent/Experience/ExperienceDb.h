//===- ExperienceDb.h - every measured outcome, remembered ------*- C++ -*-===//
//
// The experience database (issue #8): kernels and the measured records of
// their schedules on each device, in SQLite (WAL mode; one transaction per
// write, so a process killed mid-run loses at most the record it was
// writing). The schema is versioned (PRAGMA user_version) and migrated on
// open. Plain C++ (no MLIR): the runtime side and the tools share it.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_EXPERIENCE_EXPERIENCEDB_H
#define CUDA_AGENT_EXPERIENCE_EXPERIENCEDB_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
namespace json {
class Object;
class Value;
} // namespace json
} // namespace llvm

namespace cuda_agent::experience {

/// A kernel, by the hash of its text (env::Kernel::getHash).
struct KernelEntry {
  uint64_t hash = 0;
  std::string name, family;
  /// What retrieval compares: a structural signature (the loop nest's kinds
  /// and the ops, without sizes), the loop sizes and the features (JSON).
  std::string signature, shapes, features;
};

/// One measured (or failed) schedule of a kernel on a device.
struct Record {
  uint64_t kernelHash = 0;
  std::string schedule, device, driver;
  /// Who proposed it: policy, search, user, train...
  std::string source;
  /// The harness's outcome (measured, wrong_result, compile_failure...);
  /// `correct` only for a schedule that passed every check.
  std::string outcome;
  bool correct = false;
  /// Microseconds: the median and its spread, and the default schedule's
  /// median timed interleaved with it (0: unknown).
  double medianUs = 0, p10Us = 0, p90Us = 0, baselineUs = 0;
  double relativeL2 = 0;
  /// Hardware counters and the like (JSON; empty: none).
  std::string profile;
  /// Seconds since the epoch (0: now, on add).
  int64_t timestamp = 0;
  /// The compiler that built the measured code (getCompilerVersion(), or
  /// kUnknownCompiler; empty on add: the database's, ExperienceDb::open).
  /// Only records of the database's compiler are served as verified
  /// (getBest).
  std::string compiler;
  /// What the user had, timed beside it (JSON; empty: not timed): the torch
  /// backend's decision, {"alternative": "inductor", "alternative_us",
  /// "eager_us", "keep"}.
  std::string alternatives;
};

/// A record's fields from an object of exported record lines' keys
/// (toJsonLine's: schedule, device and median_us required; the kernel's
/// keys are not read). A record without a compiler is kUnknownCompiler's.
llvm::Expected<Record> parseRecord(const llvm::json::Value &value);

/// The compiler of records made before records had one.
inline constexpr llvm::StringLiteral kUnknownCompiler = "unknown";

/// Fills `record`'s times, error, driver and device ("NAME (sm_CC)") from
/// a harness report (docs/MEASUREMENT.md: median_us, p10_us, p90_us,
/// baseline_us, rel_l2_err, driver, device, compute_capability); absent
/// keys leave them as they are (times 0).
void fillFromReport(Record &record, const llvm::json::Object &report);

/// A record with its kernel as one line of ExperienceDb::exportJsonLines
/// (what importJsonLines reads); a record without a compiler is this
/// build's.
llvm::json::Object toJsonLine(const KernelEntry &kernel, const Record &record);

/// The device name of records the cost model scored (`tune --reward
/// model`): experience on a machine without a GPU. "Any device" leaves them
/// out; only this name asks for them.
inline constexpr llvm::StringLiteral kCostModelDevice = "cost-model";

/// A kernel like another (retrieval: docs/EXPERIENCE.md) and its fastest
/// records.
struct Neighbour {
  KernelEntry kernel;
  /// Fastest first, one per schedule (never empty).
  std::vector<Record> records;
  /// How far its loop sizes are from the other kernel's: the Euclidean
  /// distance of their log2 (0: the same sizes).
  double distance = 0;
};

/// What an attribution rule (lib/Tune/Attribution.h) proposed for a
/// kernel's schedule from its profile, and how the proposal measured.
struct AttributionRecord {
  uint64_t kernelHash = 0;
  std::string rule, device;
  /// The finding with its numbers.
  std::string evidence;
  std::string before, after;
  /// Microseconds of both schedules (after: 0 where it failed).
  double beforeUs = 0, afterUs = 0;
  /// Faster than before by more than the noise (docs/EXPERIENCE.md).
  bool helped = false;
  int64_t timestamp = 0;
};

/// How often a rule fired on a device and how often that helped.
struct RuleScore {
  std::string rule;
  uint64_t fired = 0, helped = 0;
  /// Geometric mean of before / after over its measured proposals (1: none).
  double meanSpeedup = 1;
};

struct DbStats {
  uint64_t kernels = 0, records = 0, correctRecords = 0, devices = 0;
  uint64_t attributions = 0;
};

class ExperienceDb {
public:
  /// The schema this build writes.
  static constexpr int kSchemaVersion = 4;

  /// $CUDA_AGENT_DB, else $XDG_CACHE_HOME/cuda-agent/experience.db, else
  /// ~/.cache/cuda-agent/experience.db.
  static std::string getDefaultPath();

  /// Opens (creating the file and its folder) and migrates to
  /// kSchemaVersion; refuses a database of a newer schema. `compiler` (empty:
  /// this build's, getCompilerVersion()) stamps the records added without
  /// one and is the only compiler whose records getBest serves.
  static llvm::Expected<ExperienceDb> open(llvm::StringRef path,
                                           llvm::StringRef compiler = "");
  ExperienceDb(ExperienceDb &&);
  ExperienceDb &operator=(ExperienceDb &&);
  ~ExperienceDb();

  int getSchemaVersion() const;

  /// Adds the kernel, or updates what is known of it.
  llvm::Error addKernel(const KernelEntry &kernel);
  /// Adds a record (its kernel must have been added): one transaction.
  llvm::Error addRecord(const Record &record);

  /// The fastest correct record of a kernel on a device (empty: on any
  /// GPU, kCostModelDevice left out) made by the database's compiler, if
  /// any; the earliest of equally fast ones. What `compile --db` applies
  /// without measuring: a record of another compiler is never served here.
  llvm::Expected<std::optional<Record>> getBest(uint64_t kernelHash,
                                                llvm::StringRef device);
  /// The `count` fastest correct records of a kernel on a device (as
  /// getBest), each schedule once (at its fastest), fastest first; of the
  /// database's compiler, or with `anyCompiler` of every compiler (as
  /// candidates to measure again, never as verified results).
  llvm::Expected<std::vector<Record>>
  getFastest(uint64_t kernelHash, llvm::StringRef device, size_t count,
             bool anyCompiler = false);
  /// Up to `limit` kernels of `kernel`'s structural signature (itself left
  /// out) with a correct record on `device` (as getBest, of any compiler:
  /// they are candidates, fitted and ranked again), nearest first by
  /// loop-size distance, equally near ones by the hash; with up to
  /// `recordsEach` of their fastest records.
  llvm::Expected<std::vector<Neighbour>> findSimilar(const KernelEntry &kernel,
                                                     llvm::StringRef device,
                                                     size_t limit,
                                                     size_t recordsEach = 1);
  /// Adds what an attribution rule proposed and how it went (its kernel
  /// must have been added): one transaction.
  llvm::Error addAttribution(const AttributionRecord &attribution);
  /// Every rule that fired on `device` (empty: any), by name.
  llvm::Expected<std::vector<RuleScore>> getRuleScores(llvm::StringRef device);
  /// Every kernel, by hash.
  llvm::Expected<std::vector<KernelEntry>> getKernels();
  /// Every record of a kernel, oldest first.
  llvm::Expected<std::vector<Record>> getRecords(uint64_t kernelHash);
  llvm::Expected<DbStats> getStats();
  /// Writes every record as a JSON line, with its kernel (name, family,
  /// signature, shapes, features), then every attribution (a line with a
  /// "rule"): what importJsonLines reads, so experience moves between
  /// machines (the GPU machine's back here).
  llvm::Error exportJsonLines(llvm::raw_ostream &os);
  /// Adds the records (and their kernels) and attributions of
  /// exportJsonLines' lines, all in one transaction; returns how many lines.
  /// Fails, adding none, on a line that is neither (naming the line).
  llvm::Expected<size_t> importJsonLines(llvm::StringRef text);

  struct Impl;

private:
  explicit ExperienceDb(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl;
};

} // namespace cuda_agent::experience

#endif // CUDA_AGENT_EXPERIENCE_EXPERIENCEDB_H
