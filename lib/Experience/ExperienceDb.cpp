//===- ExperienceDb.cpp - every measured outcome, remembered --------------===//

#include "cuda-agent/Experience/ExperienceDb.h"
#include "cuda-agent/Support/CompilerVersion.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <sqlite3.h>

#include <chrono>
#include <cmath>
#include <numeric>
#include <tuple>

using namespace cuda_agent::experience;

namespace {

/// The schema, step by step: migrations[v] takes a database from version v
/// to v + 1. Append, never edit: databases in the field are at every
/// earlier version.
constexpr const char *kMigrations[] = {
    // 0 -> 1: kernels and their records.
    R"sql(
CREATE TABLE kernels (
  hash TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  family TEXT NOT NULL,
  signature TEXT NOT NULL,
  shapes TEXT NOT NULL,
  features TEXT NOT NULL
);
CREATE TABLE records (
  id INTEGER PRIMARY KEY,
  kernel TEXT NOT NULL REFERENCES kernels(hash),
  schedule TEXT NOT NULL,
  device TEXT NOT NULL,
  driver TEXT NOT NULL,
  source TEXT NOT NULL,
  outcome TEXT NOT NULL,
  correct INTEGER NOT NULL,
  median_us REAL NOT NULL,
  p10_us REAL NOT NULL,
  p90_us REAL NOT NULL,
  baseline_us REAL NOT NULL,
  rel_l2 REAL NOT NULL,
  profile TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX records_by_kernel ON records(kernel, device, correct, median_us);
)sql",
    // 1 -> 2: what the attribution rules proposed, and how it measured.
    R"sql(
CREATE TABLE attributions (
  id INTEGER PRIMARY KEY,
  rule TEXT NOT NULL,
  kernel TEXT NOT NULL REFERENCES kernels(hash),
  device TEXT NOT NULL,
  evidence TEXT NOT NULL,
  before_schedule TEXT NOT NULL,
  after_schedule TEXT NOT NULL,
  before_us REAL NOT NULL,
  after_us REAL NOT NULL,
  helped INTEGER NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX attributions_by_rule ON attributions(rule, device);
)sql",
    // 2 -> 3: the compiler that built each record's code (the records made
    // before: unknown).
    R"sql(
ALTER TABLE records ADD COLUMN compiler TEXT NOT NULL DEFAULT 'unknown';
)sql",
    // 3 -> 4: what the user had, timed beside the record (the torch
    // backend's Inductor and eager times).
    R"sql(
ALTER TABLE records ADD COLUMN alternatives TEXT NOT NULL DEFAULT '';
)sql",
};
static_assert(std::size(kMigrations) == ExperienceDb::kSchemaVersion,
              "one migration per schema version");

/// A kernel hash as stored: 16 hex digits.
std::string hexOf(uint64_t hash) { return llvm::formatv("{0:x-16}", hash); }

/// The hash of 16 hex digits (a "0x" before them allowed, as the GPU
/// reward's cache writes them), or none.
std::optional<uint64_t> hashOf(llvm::StringRef hex) {
  hex.consume_front("0x");
  uint64_t hash = 0;
  if (hex.size() != 16 || hex.getAsInteger(16, hash))
    return std::nullopt;
  return hash;
}

/// A prepared statement, finalized when destroyed.
class Statement {
public:
  Statement(sqlite3 *db, llvm::StringRef sql) : db(db) {
    result = sqlite3_prepare_v2(db, sql.data(), int(sql.size()), &statement,
                                nullptr);
  }
  ~Statement() { sqlite3_finalize(statement); }
  Statement(const Statement &) = delete;
  Statement &operator=(const Statement &) = delete;

  /// Binds parameters 1, 2, ... in order.
  Statement &bind(llvm::StringRef text) {
    // An empty StringRef may have no data: bound as NULL, it would compare
    // unequal to ''.
    sqlite3_bind_text(statement, ++bound, text.data() ? text.data() : "",
                      int(text.size()), SQLITE_TRANSIENT);
    return *this;
  }
  Statement &bind(double value) {
    sqlite3_bind_double(statement, ++bound, value);
    return *this;
  }
  Statement &bind(int64_t value) {
    sqlite3_bind_int64(statement, ++bound, value);
    return *this;
  }

  /// Runs to the next row: true while there is one.
  llvm::Expected<bool> step() {
    if (result != SQLITE_OK)
      return error();
    int stepped = sqlite3_step(statement);
    if (stepped == SQLITE_ROW)
      return true;
    if (stepped == SQLITE_DONE)
      return false;
    result = stepped;
    return error();
  }
  /// Runs a statement that returns no rows.
  llvm::Error run() {
    llvm::Expected<bool> row = step();
    return row ? llvm::Error::success() : row.takeError();
  }

  std::string text(int column) const {
    const unsigned char *value = sqlite3_column_text(statement, column);
    return value ? std::string(reinterpret_cast<const char *>(value)) : "";
  }
  double real(int column) const {
    return sqlite3_column_double(statement, column);
  }
  int64_t integer(int column) const {
    return sqlite3_column_int64(statement, column);
  }

private:
  llvm::Error error() const {
    return llvm::createStringError(
        llvm::formatv("experience database: {0}", sqlite3_errmsg(db)).str());
  }

  sqlite3 *db;
  sqlite3_stmt *statement = nullptr;
  int result = SQLITE_OK;
  int bound = 0;
};

constexpr const char *kRecordColumns =
    "kernel, schedule, device, driver, source, outcome, correct, median_us, "
    "p10_us, p90_us, baseline_us, rel_l2, profile, at, compiler, "
    "alternatives";

Record recordFrom(const Statement &row) {
  Record record;
  record.kernelHash = hashOf(row.text(0)).value_or(0);
  record.schedule = row.text(1);
  record.device = row.text(2);
  record.driver = row.text(3);
  record.source = row.text(4);
  record.outcome = row.text(5);
  record.correct = row.integer(6) != 0;
  record.medianUs = row.real(7);
  record.p10Us = row.real(8);
  record.p90Us = row.real(9);
  record.baselineUs = row.real(10);
  record.relativeL2 = row.real(11);
  record.profile = row.text(12);
  record.timestamp = row.integer(13);
  record.compiler = row.text(14);
  record.alternatives = row.text(15);
  return record;
}

/// Every row of `query` (selecting kRecordColumns) as a record.
llvm::Expected<std::vector<Record>> recordsFrom(Statement &query) {
  std::vector<Record> records;
  while (true) {
    llvm::Expected<bool> row = query.step();
    if (!row)
      return row.takeError();
    if (!*row)
      return records;
    records.push_back(recordFrom(query));
  }
}

constexpr const char *kAttributionColumns =
    "kernel, rule, device, evidence, before_schedule, after_schedule, "
    "before_us, after_us, helped, at";

AttributionRecord attributionFrom(const Statement &row) {
  AttributionRecord attribution;
  attribution.kernelHash = hashOf(row.text(0)).value_or(0);
  attribution.rule = row.text(1);
  attribution.device = row.text(2);
  attribution.evidence = row.text(3);
  attribution.before = row.text(4);
  attribution.after = row.text(5);
  attribution.beforeUs = row.real(6);
  attribution.afterUs = row.real(7);
  attribution.helped = row.integer(8) != 0;
  attribution.timestamp = row.integer(9);
  return attribution;
}

int64_t secondsNow() {
  return std::chrono::duration_cast<std::chrono::seconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

} // namespace

void cuda_agent::experience::fillFromReport(Record &record,
                                            const llvm::json::Object &report) {
  record.medianUs = report.getNumber("median_us").value_or(0);
  record.p10Us = report.getNumber("p10_us").value_or(0);
  record.p90Us = report.getNumber("p90_us").value_or(0);
  record.baselineUs = report.getNumber("baseline_us").value_or(0);
  record.relativeL2 = report.getNumber("rel_l2_err").value_or(0);
  record.driver = report.getString("driver").value_or("").str();
  // Named as the measurement worker names its GPU ("NVIDIA H200 (sm_90)"),
  // so records of every source agree.
  std::optional<llvm::StringRef> device = report.getString("device");
  std::optional<int64_t> capability = report.getInteger("compute_capability");
  if (device && capability)
    record.device = llvm::formatv("{0} (sm_{1})", *device, *capability);
}

struct ExperienceDb::Impl {
  sqlite3 *db = nullptr;
  int version = 0;
  /// Stamps records added without one; the only one getBest serves.
  std::string compiler;
  ~Impl() { sqlite3_close(db); }

  llvm::Error execute(llvm::StringRef sql) {
    char *message = nullptr;
    if (sqlite3_exec(db, sql.str().c_str(), nullptr, nullptr, &message) ==
        SQLITE_OK)
      return llvm::Error::success();
    std::string text = message ? message : sqlite3_errmsg(db);
    sqlite3_free(message);
    return llvm::createStringError("experience database: " + text);
  }
};

std::string ExperienceDb::getDefaultPath() {
  if (std::optional<std::string> path =
          llvm::sys::Process::GetEnv("CUDA_AGENT_DB"))
    return *path;
  llvm::SmallString<128> path;
  if (std::optional<std::string> cache =
          llvm::sys::Process::GetEnv("XDG_CACHE_HOME"))
    path = *cache;
  else if (llvm::sys::path::home_directory(path))
    llvm::sys::path::append(path, ".cache");
  else
    path = ".";
  llvm::sys::path::append(path, "cuda-agent", "experience.db");
  return path.str().str();
}

llvm::Expected<ExperienceDb> ExperienceDb::open(llvm::StringRef path,
                                                llvm::StringRef compiler) {
  llvm::StringRef folder = llvm::sys::path::parent_path(path);
  if (!folder.empty())
    if (std::error_code error = llvm::sys::fs::create_directories(folder))
      return llvm::createStringError("cannot create " + folder + ": " +
                                     error.message());
  auto impl = std::make_unique<Impl>();
  if (sqlite3_open_v2(path.str().c_str(), &impl->db,
                      SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE |
                          SQLITE_OPEN_FULLMUTEX,
                      nullptr) != SQLITE_OK)
    return llvm::createStringError(
        "cannot open the experience database " + path + ": " +
        (impl->db ? sqlite3_errmsg(impl->db) : "out of memory"));
  // Writers in other processes (workers, MPI ranks) wait for each other.
  sqlite3_busy_timeout(impl->db, 10000);
  if (llvm::Error error = impl->execute("PRAGMA journal_mode=WAL;"
                                        "PRAGMA synchronous=NORMAL;"
                                        "PRAGMA foreign_keys=ON;"))
    return std::move(error);

  impl->compiler =
      compiler.empty() ? getCompilerVersion().str() : compiler.str();
  Statement version(impl->db, "PRAGMA user_version");
  llvm::Expected<bool> row = version.step();
  if (!row)
    return row.takeError();
  impl->version = int(version.integer(0));
  if (impl->version > kSchemaVersion)
    return llvm::createStringError(llvm::formatv(
        "the experience database {0} has schema version {1}, newer than this "
        "cuda-agent's {2}: use a newer cuda-agent or another --db",
        path, impl->version, kSchemaVersion));
  // Each step and its version bump in one transaction: a migration
  // interrupted leaves the previous version, intact.
  for (int step = impl->version; step < kSchemaVersion; ++step) {
    if (llvm::Error error = impl->execute(
            llvm::formatv("BEGIN IMMEDIATE;{0}PRAGMA user_version={1};COMMIT;",
                          kMigrations[step], step + 1)
                .str())) {
      llvm::consumeError(impl->execute("ROLLBACK;"));
      return std::move(error);
    }
    impl->version = step + 1;
  }
  return ExperienceDb(std::move(impl));
}

ExperienceDb::ExperienceDb(std::unique_ptr<Impl> impl)
    : impl(std::move(impl)) {}
ExperienceDb::ExperienceDb(ExperienceDb &&) = default;
ExperienceDb &ExperienceDb::operator=(ExperienceDb &&) = default;
ExperienceDb::~ExperienceDb() = default;

int ExperienceDb::getSchemaVersion() const { return impl->version; }

llvm::Error ExperienceDb::addKernel(const KernelEntry &kernel) {
  return Statement(impl->db,
                   "INSERT INTO kernels(hash, name, family, signature, shapes, "
                   "features) VALUES(?, ?, ?, ?, ?, ?) ON CONFLICT(hash) DO "
                   "UPDATE SET name = excluded.name, family = excluded.family, "
                   "signature = excluded.signature, shapes = excluded.shapes, "
                   "features = excluded.features")
      .bind(hexOf(kernel.hash))
      .bind(kernel.name)
      .bind(kernel.family)
      .bind(kernel.signature)
      .bind(kernel.shapes)
      .bind(kernel.features)
      .run();
}

llvm::Error ExperienceDb::addRecord(const Record &record) {
  int64_t at = record.timestamp ? record.timestamp : secondsNow();
  // One statement: SQLite makes it its own transaction.
  return Statement(impl->db,
                   llvm::formatv("INSERT INTO records({0}) VALUES(?, ?, ?, ?, "
                                 "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                 kRecordColumns)
                       .str())
      .bind(hexOf(record.kernelHash))
      .bind(record.schedule)
      .bind(record.device)
      .bind(record.driver)
      .bind(record.source)
      .bind(record.outcome)
      .bind(int64_t(record.correct))
      .bind(record.medianUs)
      .bind(record.p10Us)
      .bind(record.p90Us)
      .bind(record.baselineUs)
      .bind(record.relativeL2)
      .bind(record.profile)
      .bind(at)
      .bind(record.compiler.empty() ? llvm::StringRef(impl->compiler)
                                    : llvm::StringRef(record.compiler))
      .bind(record.alternatives)
      .run();
}

llvm::Expected<std::optional<Record>>
ExperienceDb::getBest(uint64_t kernelHash, llvm::StringRef device) {
  llvm::Expected<std::vector<Record>> fastest =
      getFastest(kernelHash, device, 1);
  if (!fastest)
    return fastest.takeError();
  if (fastest->empty())
    return std::nullopt;
  return std::move(fastest->front());
}

llvm::Expected<std::vector<Record>>
ExperienceDb::getFastest(uint64_t kernelHash, llvm::StringRef device,
                         size_t count, bool anyCompiler) {
  // Each schedule's fastest record (the earliest of equal ones): the row
  // no faster or earlier row of the same schedule (and compiler, when one
  // is asked for) precedes.
  Statement query(
      impl->db,
      llvm::formatv(
          "SELECT {0} FROM records AS r WHERE kernel = ?1 AND "
          "((?2 = '' AND device != ?3) OR device = ?2) AND correct = 1 AND "
          "median_us > 0 AND (?5 = '' OR compiler = ?5) AND NOT EXISTS "
          "(SELECT 1 FROM records AS o WHERE o.kernel = r.kernel AND "
          "o.schedule = r.schedule AND o.device = r.device AND "
          "o.correct = 1 AND o.median_us > 0 AND "
          "(?5 = '' OR o.compiler = ?5) AND "
          "(o.median_us < r.median_us OR (o.median_us = r.median_us AND "
          "o.id < r.id))) ORDER BY median_us, id LIMIT ?4",
          kRecordColumns)
          .str());
  query.bind(hexOf(kernelHash))
      .bind(device)
      .bind(kCostModelDevice)
      .bind(int64_t(count))
      .bind(anyCompiler ? llvm::StringRef() : llvm::StringRef(impl->compiler));
  return recordsFrom(query);
}

namespace {

/// The loop sizes of a kernel's `shapes` (a JSON array of integers), or
/// none.
std::optional<std::vector<double>> loopSizesOf(llvm::StringRef shapes) {
  llvm::Expected<llvm::json::Value> value = llvm::json::parse(shapes);
  if (!value) {
    llvm::consumeError(value.takeError());
    return std::nullopt;
  }
  const llvm::json::Array *array = value->getAsArray();
  if (!array)
    return std::nullopt;
  std::vector<double> sizes;
  for (const llvm::json::Value &size : *array) {
    std::optional<int64_t> integer = size.getAsInteger();
    if (!integer || *integer <= 0)
      return std::nullopt;
    sizes.push_back(double(*integer));
  }
  return sizes;
}

} // namespace

llvm::Expected<std::vector<Neighbour>>
ExperienceDb::findSimilar(const KernelEntry &kernel, llvm::StringRef device,
                          size_t limit, size_t recordsEach) {
  std::optional<std::vector<double>> sizes = loopSizesOf(kernel.shapes);
  if (!sizes)
    return llvm::createStringError(
        "kernel " + kernel.name +
        ": its shapes are not loop sizes: " + kernel.shapes);
  Statement query(impl->db,
                  "SELECT hash, name, family, signature, shapes, features FROM "
                  "kernels WHERE signature = ? AND hash != ?");
  query.bind(kernel.signature).bind(hexOf(kernel.hash));
  std::vector<Neighbour> candidates;
  while (true) {
    llvm::Expected<bool> row = query.step();
    if (!row)
      return row.takeError();
    if (!*row)
      break;
    Neighbour candidate;
    candidate.kernel = {hashOf(query.text(0)).value_or(0),
                        query.text(1),
                        query.text(2),
                        query.text(3),
                        query.text(4),
                        query.text(5)};
    std::optional<std::vector<double>> theirs =
        loopSizesOf(candidate.kernel.shapes);
    if (!theirs || theirs->size() != sizes->size())
      continue;
    double squares = 0;
    for (auto [mine, other] : llvm::zip_equal(*sizes, *theirs))
      squares += std::pow(std::log2(mine) - std::log2(other), 2);
    candidate.distance = std::sqrt(squares);
    candidates.push_back(std::move(candidate));
  }
  llvm::sort(candidates, [](const Neighbour &a, const Neighbour &b) {
    return std::tie(a.distance, a.kernel.hash) <
           std::tie(b.distance, b.kernel.hash);
  });
  std::vector<Neighbour> neighbours;
  for (Neighbour &candidate : candidates) {
    if (neighbours.size() == limit)
      break;
    llvm::Expected<std::vector<Record>> fastest =
        getFastest(candidate.kernel.hash, device,
                   std::max<size_t>(1, recordsEach), /*anyCompiler=*/true);
    if (!fastest)
      return fastest.takeError();
    if (fastest->empty())
      continue;
    candidate.records = std::move(*fastest);
    neighbours.push_back(std::move(candidate));
  }
  return neighbours;
}

llvm::Expected<std::vector<KernelEntry>> ExperienceDb::getKernels() {
  Statement query(impl->db, "SELECT hash, name, family, signature, shapes, "
                            "features FROM kernels ORDER BY hash");
  std::vector<KernelEntry> kernels;
  while (true) {
    llvm::Expected<bool> row = query.step();
    if (!row)
      return row.takeError();
    if (!*row)
      return kernels;
    kernels.push_back({hashOf(query.text(0)).value_or(0), query.text(1),
                       query.text(2), query.text(3), query.text(4),
                       query.text(5)});
  }
}

llvm::Expected<std::vector<Record>>
ExperienceDb::getRecords(uint64_t kernelHash) {
  Statement query(impl->db, llvm::formatv("SELECT {0} FROM records WHERE "
                                          "kernel = ? ORDER BY id",
                                          kRecordColumns)
                                .str());
  query.bind(hexOf(kernelHash));
  return recordsFrom(query);
}

llvm::Expected<DbStats> ExperienceDb::getStats() {
  Statement query(impl->db,
                  "SELECT (SELECT COUNT(*) FROM kernels), COUNT(*), "
                  "COALESCE(SUM(correct), 0), COUNT(DISTINCT device), (SELECT "
                  "COUNT(*) FROM attributions) FROM records");
  llvm::Expected<bool> row = query.step();
  if (!row)
    return row.takeError();
  return DbStats{uint64_t(query.integer(0)), uint64_t(query.integer(1)),
                 uint64_t(query.integer(2)), uint64_t(query.integer(3)),
                 uint64_t(query.integer(4))};
}

llvm::json::Object cuda_agent::experience::toJsonLine(const KernelEntry &kernel,
                                                      const Record &record) {
  return llvm::json::Object{{"kernel", kernel.name},
                            {"family", kernel.family},
                            {"signature", kernel.signature},
                            {"shapes", kernel.shapes},
                            {"features", kernel.features},
                            {"kernel_hash", hexOf(record.kernelHash)},
                            {"schedule", record.schedule},
                            {"device", record.device},
                            {"driver", record.driver},
                            {"source", record.source},
                            {"outcome", record.outcome},
                            {"correct", record.correct},
                            {"median_us", record.medianUs},
                            {"p10_us", record.p10Us},
                            {"p90_us", record.p90Us},
                            {"baseline_us", record.baselineUs},
                            {"rel_l2", record.relativeL2},
                            {"profile", record.profile},
                            {"at", record.timestamp},
                            // Empty: made by this build (as addRecord).
                            {"compiler", record.compiler.empty()
                                             ? getCompilerVersion().str()
                                             : record.compiler},
                            {"alternatives", record.alternatives}};
}

llvm::Error ExperienceDb::exportJsonLines(llvm::raw_ostream &os) {
  Statement query(impl->db,
                  llvm::formatv("SELECT {0}, kernels.name, kernels.family, "
                                "kernels.signature, kernels.shapes, "
                                "kernels.features FROM records JOIN kernels ON "
                                "kernels.hash = records.kernel ORDER BY "
                                "records.id",
                                kRecordColumns)
                      .str());
  while (true) {
    llvm::Expected<bool> row = query.step();
    if (!row)
      return row.takeError();
    if (!*row)
      break;
    KernelEntry kernel{0,
                       query.text(16),
                       query.text(17),
                       query.text(18),
                       query.text(19),
                       query.text(20)};
    os << llvm::json::Value(toJsonLine(kernel, recordFrom(query))) << "\n";
  }
  Statement attributions(
      impl->db, llvm::formatv("SELECT {0} FROM attributions ORDER BY id",
                              kAttributionColumns)
                    .str());
  while (true) {
    llvm::Expected<bool> row = attributions.step();
    if (!row)
      return row.takeError();
    if (!*row)
      return llvm::Error::success();
    AttributionRecord attribution = attributionFrom(attributions);
    os << llvm::json::Value(
              llvm::json::Object{{"kernel_hash", hexOf(attribution.kernelHash)},
                                 {"rule", attribution.rule},
                                 {"device", attribution.device},
                                 {"evidence", attribution.evidence},
                                 {"before", attribution.before},
                                 {"after", attribution.after},
                                 {"before_us", attribution.beforeUs},
                                 {"after_us", attribution.afterUs},
                                 {"helped", attribution.helped},
                                 {"at", attribution.timestamp}})
       << "\n";
  }
}

llvm::Error ExperienceDb::addAttribution(const AttributionRecord &attribution) {
  return Statement(impl->db,
                   llvm::formatv("INSERT INTO attributions({0}) VALUES(?, ?, "
                                 "?, ?, ?, ?, ?, ?, ?, ?)",
                                 kAttributionColumns)
                       .str())
      .bind(hexOf(attribution.kernelHash))
      .bind(attribution.rule)
      .bind(attribution.device)
      .bind(attribution.evidence)
      .bind(attribution.before)
      .bind(attribution.after)
      .bind(attribution.beforeUs)
      .bind(attribution.afterUs)
      .bind(int64_t(attribution.helped))
      .bind(attribution.timestamp ? attribution.timestamp : secondsNow())
      .run();
}

llvm::Expected<std::vector<RuleScore>>
ExperienceDb::getRuleScores(llvm::StringRef device) {
  Statement query(impl->db,
                  "SELECT rule, helped, before_us, after_us FROM attributions "
                  "WHERE ? = '' OR device = ? ORDER BY rule, id");
  query.bind(device).bind(device);
  std::vector<RuleScore> scores;
  std::vector<double> logSpeedups;
  auto finish = [&] {
    if (!scores.empty() && !logSpeedups.empty())
      scores.back().meanSpeedup = std::exp(
          std::accumulate(logSpeedups.begin(), logSpeedups.end(), 0.0) /
          double(logSpeedups.size()));
    logSpeedups.clear();
  };
  while (true) {
    llvm::Expected<bool> row = query.step();
    if (!row)
      return row.takeError();
    if (!*row)
      break;
    std::string rule = query.text(0);
    if (scores.empty() || scores.back().rule != rule) {
      finish();
      scores.push_back({rule});
    }
    RuleScore &score = scores.back();
    ++score.fired;
    score.helped += query.integer(1) != 0;
    double before = query.real(2), after = query.real(3);
    if (before > 0 && after > 0)
      logSpeedups.push_back(std::log(before / after));
  }
  finish();
  return scores;
}

llvm::Expected<Record>
cuda_agent::experience::parseRecord(const llvm::json::Value &value) {
  Record record;
  llvm::json::Path::Root root;
  llvm::json::ObjectMapper map(value, root);
  // Required: what identifies the record; the rest defaults.
  if (!map || !map.map("schedule", record.schedule) ||
      !map.map("device", record.device) ||
      !map.map("median_us", record.medianUs) ||
      !map.mapOptional("driver", record.driver) ||
      !map.mapOptional("source", record.source) ||
      !map.mapOptional("outcome", record.outcome) ||
      !map.mapOptional("p10_us", record.p10Us) ||
      !map.mapOptional("p90_us", record.p90Us) ||
      !map.mapOptional("baseline_us", record.baselineUs) ||
      !map.mapOptional("rel_l2", record.relativeL2) ||
      !map.mapOptional("profile", record.profile) ||
      !map.mapOptional("at", record.timestamp) ||
      !map.mapOptional("compiler", record.compiler) ||
      !map.mapOptional("alternatives", record.alternatives))
    return root.getError();
  record.correct =
      value.getAsObject()->getBoolean("correct").value_or(false);
  // Lines exported before records had a compiler.
  if (record.compiler.empty())
    record.compiler = kUnknownCompiler;
  return record;
}

namespace {

/// The kernel and the record of one exported record line.
llvm::Expected<std::pair<KernelEntry, Record>>
parseRecordLine(const llvm::json::Value *value) {
  llvm::Expected<Record> record = parseRecord(*value);
  if (!record)
    return record.takeError();
  KernelEntry kernel;
  std::string hash;
  llvm::json::Path::Root root;
  llvm::json::ObjectMapper map(*value, root);
  if (!map || !map.map("kernel_hash", hash) ||
      !map.mapOptional("kernel", kernel.name) ||
      !map.mapOptional("family", kernel.family) ||
      !map.mapOptional("signature", kernel.signature) ||
      !map.mapOptional("shapes", kernel.shapes) ||
      !map.mapOptional("features", kernel.features))
    return root.getError();
  std::optional<uint64_t> parsedHash = hashOf(hash);
  if (!parsedHash)
    return llvm::createStringError("kernel_hash must be 16 hex digits");
  kernel.hash = record->kernelHash = *parsedHash;
  return std::pair{kernel, *record};
}

/// The attribution of one exported attribution line.
llvm::Expected<AttributionRecord>
parseAttributionLine(const llvm::json::Value *value) {
  AttributionRecord attribution;
  std::string hash;
  llvm::json::Path::Root root;
  llvm::json::ObjectMapper map(*value, root);
  if (!map || !map.map("kernel_hash", hash) ||
      !map.map("rule", attribution.rule) ||
      !map.map("device", attribution.device) ||
      !map.map("before", attribution.before) ||
      !map.map("after", attribution.after) ||
      !map.map("helped", attribution.helped) ||
      !map.mapOptional("evidence", attribution.evidence) ||
      !map.mapOptional("before_us", attribution.beforeUs) ||
      !map.mapOptional("after_us", attribution.afterUs) ||
      !map.mapOptional("at", attribution.timestamp))
    return root.getError();
  std::optional<uint64_t> parsedHash = hashOf(hash);
  if (!parsedHash)
    return llvm::createStringError("kernel_hash must be 16 hex digits");
  attribution.kernelHash = *parsedHash;
  return attribution;
}

} // namespace

llvm::Expected<size_t> ExperienceDb::importJsonLines(llvm::StringRef text) {
  if (llvm::Error error = impl->execute("BEGIN IMMEDIATE;"))
    return std::move(error);
  size_t imported = 0;
  auto rollback = [&](llvm::Error error) -> llvm::Error {
    llvm::consumeError(impl->execute("ROLLBACK;"));
    return error;
  };
  llvm::SmallVector<llvm::StringRef> lines;
  text.split(lines, '\n', -1, /*KeepEmpty=*/false);
  auto importLine = [&](llvm::StringRef line) -> llvm::Error {
    llvm::Expected<llvm::json::Value> value = llvm::json::parse(line);
    if (!value)
      return value.takeError();
    const llvm::json::Object *object = value->getAsObject();
    if (object && object->get("rule")) {
      llvm::Expected<AttributionRecord> attribution =
          parseAttributionLine(&*value);
      if (!attribution)
        return attribution.takeError();
      return addAttribution(*attribution);
    }
    llvm::Expected<std::pair<KernelEntry, Record>> parsed =
        parseRecordLine(&*value);
    if (!parsed)
      return parsed.takeError();
    if (llvm::Error error = addKernel(parsed->first))
      return error;
    return addRecord(parsed->second);
  };
  for (auto [index, line] : llvm::enumerate(lines)) {
    if (llvm::Error error = importLine(line))
      return rollback(llvm::createStringError(
          llvm::formatv("line {0}: {1}", index + 1,
                        llvm::toString(std::move(error)))
              .str()));
    ++imported;
  }
  if (llvm::Error error = impl->execute("COMMIT;"))
    return rollback(std::move(error));
  return imported;
}
