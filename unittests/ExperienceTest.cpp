//===- ExperienceTest.cpp - the experience database -----------------------===//
//
// Creation and migration, refusing a newer schema, the best record's
// choice, durability when a writer is killed in the middle of a
// transaction (fork + SIGKILL, then an integrity check).
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Experience/ExperienceDb.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <cmath>
#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

using namespace cuda_agent::experience;

namespace {

class ExperienceTest : public testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("experience", folder));
    path = (folder + "/nested/experience.db").str();
  }
  void TearDown() override { llvm::sys::fs::remove_directories(folder); }

  ExperienceDb openDb() {
    llvm::Expected<ExperienceDb> db = ExperienceDb::open(path);
    EXPECT_TRUE(static_cast<bool>(db)) << llvm::toString(db.takeError());
    return std::move(*db);
  }

  /// The first row's first column of `sql`, run with SQLite itself.
  std::string querySqlite(const std::string &sql) {
    sqlite3 *db = nullptr;
    EXPECT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    sqlite3_stmt *statement = nullptr;
    EXPECT_EQ(sqlite3_prepare_v2(db, sql.c_str(), -1, &statement, nullptr),
              SQLITE_OK);
    std::string value;
    if (sqlite3_step(statement) == SQLITE_ROW)
      value = reinterpret_cast<const char *>(sqlite3_column_text(statement, 0));
    sqlite3_finalize(statement);
    sqlite3_close(db);
    return value;
  }

  void createSqlite(const std::string &sql) {
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(path));
    sqlite3 *db = nullptr;
    ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr),
              SQLITE_OK);
    sqlite3_close(db);
  }

  llvm::SmallString<128> folder;
  std::string path;
};

KernelEntry matmul() {
  return {0xabcdef0123456789ull, "matmul-128x64", "contraction",
          "p,p,r:matmul",        "[128,128,64]",  "[]"};
}

Record record(std::string schedule, std::string device, bool correct,
              double medianUs) {
  Record result;
  result.kernelHash = matmul().hash;
  result.schedule = std::move(schedule);
  result.device = std::move(device);
  result.driver = "580.159.04";
  result.source = "test";
  result.outcome = correct ? "measured" : "wrong_result";
  result.correct = correct;
  result.medianUs = medianUs;
  result.baselineUs = 100;
  return result;
}

TEST_F(ExperienceTest, OpensCreatingTheFolderInWalMode) {
  ExperienceDb db = openDb();
  EXPECT_EQ(db.getSchemaVersion(), ExperienceDb::kSchemaVersion);
  EXPECT_EQ(querySqlite("PRAGMA journal_mode"), "wal");
  EXPECT_EQ(querySqlite("PRAGMA user_version"),
            std::to_string(ExperienceDb::kSchemaVersion));
  // Reopening an up-to-date database changes nothing.
  ASSERT_FALSE(static_cast<bool>(db.addKernel(matmul())));
  ExperienceDb again = openDb();
  EXPECT_EQ(again.getStats()->kernels, 1u);
}

TEST_F(ExperienceTest, MigratesAnEmptyVersionZeroDatabase) {
  createSqlite("CREATE TABLE unrelated(x); PRAGMA user_version = 0;");
  ExperienceDb db = openDb();
  EXPECT_EQ(db.getSchemaVersion(), ExperienceDb::kSchemaVersion);
  EXPECT_FALSE(static_cast<bool>(db.addKernel(matmul())));
  EXPECT_EQ(querySqlite("SELECT COUNT(*) FROM unrelated"), "0");
}

TEST_F(ExperienceTest, MigratesAVersionOneDatabaseKeepingItsRecords) {
  // Version 1 as it shipped: kernels and records, no attributions.
  createSqlite(R"sql(
CREATE TABLE kernels (hash TEXT PRIMARY KEY, name TEXT NOT NULL,
  family TEXT NOT NULL, signature TEXT NOT NULL, shapes TEXT NOT NULL,
  features TEXT NOT NULL);
CREATE TABLE records (id INTEGER PRIMARY KEY,
  kernel TEXT NOT NULL REFERENCES kernels(hash), schedule TEXT NOT NULL,
  device TEXT NOT NULL, driver TEXT NOT NULL, source TEXT NOT NULL,
  outcome TEXT NOT NULL, correct INTEGER NOT NULL, median_us REAL NOT NULL,
  p10_us REAL NOT NULL, p90_us REAL NOT NULL, baseline_us REAL NOT NULL,
  rel_l2 REAL NOT NULL, profile TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX records_by_kernel ON records(kernel, device, correct, median_us);
INSERT INTO kernels VALUES('abcdef0123456789', 'matmul-128x64', 'contraction',
  'p,p,r:matmul', '[128,128,64]', '[]');
INSERT INTO records(kernel, schedule, device, driver, source, outcome, correct,
  median_us, p10_us, p90_us, baseline_us, rel_l2, profile, at)
  VALUES('abcdef0123456789', 'block(64,64)', 'H200', '', 'test', 'measured', 1,
  42, 41, 43, 100, 0, '', 1764547200);
PRAGMA user_version = 1;
)sql");
  ExperienceDb db = openDb();
  EXPECT_EQ(db.getSchemaVersion(), ExperienceDb::kSchemaVersion);
  // Its record's compiler is unknown: kept, offered as a candidate, never
  // served as this compiler's verified best.
  llvm::Expected<std::optional<Record>> best = db.getBest(matmul().hash, "");
  ASSERT_TRUE(static_cast<bool>(best));
  EXPECT_FALSE(*best);
  llvm::Expected<std::vector<Record>> kept =
      db.getFastest(matmul().hash, "", 1, /*anyCompiler=*/true);
  ASSERT_TRUE(kept && kept->size() == 1);
  EXPECT_EQ(kept->front().schedule, "block(64,64)");
  EXPECT_EQ(kept->front().medianUs, 42);
  EXPECT_EQ(kept->front().compiler, kUnknownCompiler);
  AttributionRecord attribution;
  attribution.kernelHash = matmul().hash;
  attribution.rule = "too-few-blocks";
  EXPECT_FALSE(static_cast<bool>(db.addAttribution(attribution)));
  EXPECT_EQ(db.getStats()->attributions, 1u);
}

TEST_F(ExperienceTest, RulesAreScoredByHowOftenTheyHelped) {
  ExperienceDb db = openDb();
  ASSERT_FALSE(static_cast<bool>(db.addKernel(matmul())));
  auto attribution = [](std::string rule, std::string device, double beforeUs,
                        double afterUs) {
    AttributionRecord made;
    made.kernelHash = matmul().hash;
    made.rule = std::move(rule);
    made.device = std::move(device);
    made.evidence = "synthetic";
    made.before = "block(64,64)";
    made.after = "block(32,64)";
    made.beforeUs = beforeUs;
    made.afterUs = afterUs;
    made.helped = afterUs > 0 && afterUs < 0.98 * beforeUs;
    return made;
  };
  for (const AttributionRecord &added :
       {attribution("too-few-blocks", "H200", 100, 50),
        attribution("too-few-blocks", "H200", 100, 200),
        attribution("too-few-blocks", "H200", 100, 0), // failed: no time
        attribution("reuse-without-promote", "H200", 100, 25),
        attribution("reuse-without-promote", "H100", 100, 400)})
    ASSERT_FALSE(static_cast<bool>(db.addAttribution(added)));

  llvm::Expected<std::vector<RuleScore>> scores = db.getRuleScores("H200");
  ASSERT_TRUE(static_cast<bool>(scores)) << llvm::toString(scores.takeError());
  ASSERT_EQ(scores->size(), 2u);
  EXPECT_EQ((*scores)[0].rule, "reuse-without-promote");
  EXPECT_EQ((*scores)[0].fired, 1u);
  EXPECT_EQ((*scores)[0].helped, 1u);
  EXPECT_DOUBLE_EQ((*scores)[0].meanSpeedup, 4);
  EXPECT_EQ((*scores)[1].rule, "too-few-blocks");
  EXPECT_EQ((*scores)[1].fired, 3u);
  EXPECT_EQ((*scores)[1].helped, 1u);
  EXPECT_DOUBLE_EQ((*scores)[1].meanSpeedup, 1) << "2x and 0.5x";
  scores = db.getRuleScores("");
  ASSERT_TRUE(static_cast<bool>(scores));
  EXPECT_EQ((*scores)[0].fired, 2u) << "any device";

  // Attributions travel with the records.
  std::string lines;
  llvm::raw_string_ostream os(lines);
  ASSERT_FALSE(static_cast<bool>(
      db.addRecord(record("block(64,64)", "H200", true, 100))));
  ASSERT_FALSE(static_cast<bool>(db.exportJsonLines(os)));
  path = (folder + "/elsewhere.db").str();
  ExperienceDb elsewhere = openDb();
  llvm::Expected<size_t> imported = elsewhere.importJsonLines(lines);
  ASSERT_TRUE(static_cast<bool>(imported))
      << llvm::toString(imported.takeError());
  EXPECT_EQ(*imported, 6u);
  llvm::Expected<std::vector<RuleScore>> copied =
      elsewhere.getRuleScores("H200");
  ASSERT_TRUE(static_cast<bool>(copied));
  ASSERT_EQ(copied->size(), 2u);
  EXPECT_EQ((*copied)[1].fired, 3u);
}

TEST_F(ExperienceTest, RecordsOfAnotherCompilerAreNeverServedAsVerified) {
  {
    llvm::Expected<ExperienceDb> older = ExperienceDb::open(path, "0.1.0+old");
    ASSERT_TRUE(static_cast<bool>(older)) << llvm::toString(older.takeError());
    ASSERT_FALSE(static_cast<bool>(older->addKernel(matmul())));
    // Stamped with the database's compiler.
    ASSERT_FALSE(static_cast<bool>(
        older->addRecord(record("block(32,32)", "H200", true, 10))));
    llvm::Expected<std::optional<Record>> own =
        older->getBest(matmul().hash, "H200");
    ASSERT_TRUE(own && *own);
    EXPECT_EQ((*own)->compiler, "0.1.0+old");
  }
  llvm::Expected<ExperienceDb> newer = ExperienceDb::open(path, "0.1.0+new");
  ASSERT_TRUE(static_cast<bool>(newer)) << llvm::toString(newer.takeError());
  llvm::Expected<std::optional<Record>> best =
      newer->getBest(matmul().hash, "H200");
  ASSERT_TRUE(static_cast<bool>(best));
  EXPECT_FALSE(*best) << (*best)->schedule;
  // This compiler's own record is served, though slower than the older one.
  ASSERT_FALSE(static_cast<bool>(
      newer->addRecord(record("block(64,64)", "H200", true, 20))));
  best = newer->getBest(matmul().hash, "H200");
  ASSERT_TRUE(best && *best);
  EXPECT_EQ((*best)->schedule, "block(64,64)");
  EXPECT_EQ((*best)->compiler, "0.1.0+new");
  // As candidates to measure again, both.
  llvm::Expected<std::vector<Record>> candidates =
      newer->getFastest(matmul().hash, "H200", 4, /*anyCompiler=*/true);
  ASSERT_TRUE(candidates && candidates->size() == 2);
  EXPECT_EQ(candidates->front().schedule, "block(32,32)");
  // An imported line keeps its compiler; one without is unknown.
  std::string lines;
  llvm::raw_string_ostream os(lines);
  ASSERT_FALSE(static_cast<bool>(newer->exportJsonLines(os)));
  EXPECT_NE(lines.find("\"compiler\":\"0.1.0+old\""), std::string::npos);
  path = (folder + "/elsewhere.db").str();
  llvm::Expected<ExperienceDb> elsewhere =
      ExperienceDb::open(path, "0.1.0+old");
  ASSERT_TRUE(static_cast<bool>(elsewhere));
  std::string unknown =
      R"json({"kernel_hash":"abcdef0123456789","schedule":"block(8,8)",)json"
      R"json("device":"H200","median_us":1,"correct":true})json";
  ASSERT_TRUE(static_cast<bool>(elsewhere->importJsonLines(lines + unknown)));
  best = elsewhere->getBest(matmul().hash, "H200");
  ASSERT_TRUE(best && *best);
  EXPECT_EQ((*best)->schedule, "block(32,32)");
  llvm::Expected<std::vector<Record>> all =
      elsewhere->getFastest(matmul().hash, "H200", 4, /*anyCompiler=*/true);
  ASSERT_TRUE(all && all->size() == 3);
  EXPECT_EQ(all->front().compiler, kUnknownCompiler);
}

TEST_F(ExperienceTest, RefusesANewerSchema) {
  createSqlite("PRAGMA user_version = 99;");
  llvm::Expected<ExperienceDb> db = ExperienceDb::open(path);
  ASSERT_FALSE(static_cast<bool>(db));
  std::string message = llvm::toString(db.takeError());
  EXPECT_NE(message.find("schema version 99, newer"), std::string::npos)
      << message;
}

TEST_F(ExperienceTest, RecordsNeedTheirKernel) {
  ExperienceDb db = openDb();
  llvm::Error error = db.addRecord(record("block(8)", "H200", true, 10));
  ASSERT_TRUE(static_cast<bool>(error));
  EXPECT_NE(llvm::toString(std::move(error)).find("FOREIGN KEY"),
            std::string::npos);
}

TEST_F(ExperienceTest, BestIsTheFastestCorrectRecordOnThatDevice) {
  ExperienceDb db = openDb();
  ASSERT_FALSE(static_cast<bool>(db.addKernel(matmul())));
  for (const Record &added :
       {record("block(64,64)", "H200", true, 80),
        record("block(8,8)", "H200", false, 5),   // fast but wrong
        record("block(32,32)", "H100", true, 20), // another device
        record("block(128,32)", "H200", true, 60),
        record("block(16,16)", "H200", true, 60)}) // a tie: the earlier wins
    ASSERT_FALSE(static_cast<bool>(db.addRecord(added)));
  llvm::Expected<std::optional<Record>> best =
      db.getBest(matmul().hash, "H200");
  ASSERT_TRUE(best && *best);
  EXPECT_EQ((*best)->schedule, "block(128,32)");
  EXPECT_EQ((*best)->kernelHash, matmul().hash);
  EXPECT_EQ((*best)->medianUs, 60);
  EXPECT_EQ((*best)->driver, "580.159.04");
  EXPECT_GT((*best)->timestamp, 0);
  best = db.getBest(matmul().hash, "H100");
  ASSERT_TRUE(best && *best);
  EXPECT_EQ((*best)->schedule, "block(32,32)");
  best = db.getBest(matmul().hash, "");
  ASSERT_TRUE(best && *best);
  EXPECT_EQ((*best)->schedule, "block(32,32)") << "any device";
  best = db.getBest(matmul().hash, "A100");
  ASSERT_TRUE(static_cast<bool>(best));
  EXPECT_FALSE(best->has_value());

  llvm::Expected<std::vector<Record>> all = db.getRecords(matmul().hash);
  ASSERT_TRUE(static_cast<bool>(all));
  ASSERT_EQ(all->size(), 5u);
  EXPECT_EQ(all->front().schedule, "block(64,64)");
  llvm::Expected<DbStats> stats = db.getStats();
  ASSERT_TRUE(static_cast<bool>(stats));
  EXPECT_EQ(stats->kernels, 1u);
  EXPECT_EQ(stats->records, 5u);
  EXPECT_EQ(stats->correctRecords, 4u);
  EXPECT_EQ(stats->devices, 2u);

  std::string lines;
  llvm::raw_string_ostream os(lines);
  ASSERT_FALSE(static_cast<bool>(db.exportJsonLines(os)));
  EXPECT_EQ(std::count(lines.begin(), lines.end(), '\n'), 5);
  EXPECT_NE(lines.find(R"("kernel":"matmul-128x64")"), std::string::npos);
}

TEST_F(ExperienceTest, SimilarKernelsAreTheNearestOfTheSameSignature) {
  ExperienceDb db = openDb();
  auto kernel = [](uint64_t hash, std::string signature, std::string shapes) {
    return KernelEntry{hash,
                       "k" + std::to_string(hash),
                       "contraction",
                       std::move(signature),
                       std::move(shapes),
                       "[]"};
  };
  KernelEntry query = kernel(1, "contraction:ppr:inputs=2", "[128,128,64]");
  const KernelEntry stored[] = {
      query,                                                 // itself: left out
      kernel(2, "contraction:ppr:inputs=2", "[256,128,64]"), // distance 1
      kernel(3, "contraction:ppr:inputs=2", "[128,128,64]"), // 0
      kernel(4, "contraction:ppr:inputs=2", "[1024,1024,512]"), // 5.2
      kernel(5, "contraction:pppr:inputs=2", "[4,128,128,64]"), // other nest
      kernel(6, "contraction:ppr:inputs=2", "[128,256,64]"),    // 1, a tie
      kernel(7, "contraction:ppr:inputs=2", "[64,64,32]"),      // no record
      kernel(8, "contraction:ppr:inputs=2", "[128,128,128]"),   // only wrong
      kernel(9, "contraction:ppr:inputs=2", "[128,128,45]")};   // other GPU
  for (const KernelEntry &entry : stored) {
    ASSERT_FALSE(static_cast<bool>(db.addKernel(entry)));
    if (entry.hash == 7)
      continue;
    Record measured = record("block(" + std::to_string(entry.hash) + ")",
                             entry.hash == 9 ? "H100" : "H200", entry.hash != 8,
                             50 + double(entry.hash));
    measured.kernelHash = entry.hash;
    ASSERT_FALSE(static_cast<bool>(db.addRecord(measured)));
  }
  llvm::Expected<std::vector<Neighbour>> near =
      db.findSimilar(query, "H200", 10);
  ASSERT_TRUE(static_cast<bool>(near)) << llvm::toString(near.takeError());
  std::vector<uint64_t> order;
  for (const Neighbour &neighbour : *near)
    order.push_back(neighbour.kernel.hash);
  EXPECT_EQ(order, (std::vector<uint64_t>{3, 2, 6, 4}));
  EXPECT_EQ(near->front().distance, 0);
  EXPECT_DOUBLE_EQ((*near)[1].distance, 1);
  EXPECT_NEAR((*near)[3].distance, std::sqrt(9.0 + 9 + 9), 1e-12);
  EXPECT_EQ((*near)[1].records.front().schedule, "block(2)");
  EXPECT_EQ((*near)[1].kernel.shapes, "[256,128,64]");

  near = db.findSimilar(query, "", 2);
  ASSERT_TRUE(static_cast<bool>(near));
  ASSERT_EQ(near->size(), 2u);
  EXPECT_EQ((*near)[0].kernel.hash, 3u);
  EXPECT_EQ((*near)[1].kernel.hash, 9u) << "any device: 9 is at 0.51";

  query.shapes = "not json";
  near = db.findSimilar(query, "H200", 10);
  ASSERT_FALSE(static_cast<bool>(near));
  EXPECT_NE(llvm::toString(near.takeError()).find("not loop sizes"),
            std::string::npos);
}

TEST_F(ExperienceTest, FastestRecordsAreOnePerScheduleWithoutTheCostModel) {
  ExperienceDb db = openDb();
  ASSERT_FALSE(static_cast<bool>(db.addKernel(matmul())));
  for (const Record &added :
       {record("block(8)", "H200", true, 60),
        record("block(8)", "H200", true, 40),
        record("block(16)", "H200", true, 50),
        record("block(32)", "H200", false, 10),
        record("block(4)", kCostModelDevice.str(), true, 5),
        record("block(2)", "H100", true, 45)})
    ASSERT_FALSE(static_cast<bool>(db.addRecord(added)));
  auto fastest = [&](llvm::StringRef device, size_t count) {
    std::vector<std::string> found;
    llvm::Expected<std::vector<Record>> records =
        db.getFastest(matmul().hash, device, count);
    EXPECT_TRUE(static_cast<bool>(records))
        << llvm::toString(records.takeError());
    if (records)
      for (const Record &record : *records)
        found.push_back(record.schedule + "@" +
                        std::to_string(int(record.medianUs)));
    return found;
  };
  using Found = std::vector<std::string>;
  EXPECT_EQ(fastest("H200", 5), (Found{"block(8)@40", "block(16)@50"}));
  EXPECT_EQ(fastest("H200", 1), (Found{"block(8)@40"}));
  EXPECT_EQ(fastest("", 5),
            (Found{"block(8)@40", "block(2)@45", "block(16)@50"}))
      << "any device is any GPU: the cost model's records are no GPU's";
  EXPECT_EQ(fastest(kCostModelDevice, 5), (Found{"block(4)@5"}));
  llvm::Expected<std::optional<Record>> best = db.getBest(matmul().hash, "");
  ASSERT_TRUE(static_cast<bool>(best) && *best);
  EXPECT_EQ((*best)->schedule, "block(8)");
}

TEST_F(ExperienceTest, ExportedLinesImportElsewhere) {
  std::string lines;
  {
    ExperienceDb db = openDb();
    ASSERT_FALSE(static_cast<bool>(db.addKernel(matmul())));
    for (const Record &added : {record("block(64,64)", "H200", true, 80),
                                record("block(8,8)", "H200", false, 5)})
      ASSERT_FALSE(static_cast<bool>(db.addRecord(added)));
    llvm::raw_string_ostream os(lines);
    ASSERT_FALSE(static_cast<bool>(db.exportJsonLines(os)));
  }
  path = (folder + "/elsewhere.db").str();
  ExperienceDb db = openDb();
  llvm::Expected<size_t> imported = db.importJsonLines(lines);
  ASSERT_TRUE(static_cast<bool>(imported))
      << llvm::toString(imported.takeError());
  EXPECT_EQ(*imported, 2u);
  llvm::Expected<std::optional<Record>> best =
      db.getBest(matmul().hash, "H200");
  ASSERT_TRUE(best && *best);
  EXPECT_EQ((*best)->schedule, "block(64,64)");
  EXPECT_EQ((*best)->baselineUs, 100);
  std::string again;
  llvm::raw_string_ostream os(again);
  ASSERT_FALSE(static_cast<bool>(db.exportJsonLines(os)));
  EXPECT_EQ(again, lines);

  // A bad line adds nothing and is named.
  imported = db.importJsonLines(lines + "{\"schedule\": \"x\"}\n");
  ASSERT_FALSE(static_cast<bool>(imported));
  EXPECT_NE(llvm::toString(imported.takeError()).find("line 3"),
            std::string::npos);
  EXPECT_EQ(db.getStats()->records, 2u);
}

TEST(FillFromReport, TakesTimesAndNamesTheDeviceAsTheWorkerDoes) {
  llvm::json::Object report{{"device", "NVIDIA H200"},
                            {"compute_capability", 90},
                            {"median_us", 135.5},
                            {"p10_us", 134.2},
                            {"p90_us", 136.3},
                            {"baseline_us", 194.5},
                            {"rel_l2_err", 5.7e-7}};
  Record filled;
  fillFromReport(filled, report);
  EXPECT_EQ(filled.device, "NVIDIA H200 (sm_90)");
  EXPECT_EQ(filled.medianUs, 135.5);
  EXPECT_EQ(filled.baselineUs, 194.5);
  EXPECT_EQ(filled.relativeL2, 5.7e-7);
  Record failed;
  failed.device = "kept";
  fillFromReport(failed, llvm::json::Object{{"failure", "no times"}});
  EXPECT_EQ(failed.device, "kept");
  EXPECT_EQ(failed.medianUs, 0);
}

TEST_F(ExperienceTest, WriterKilledMidTransactionLosesOnlyThatRecord) {
  constexpr int kCommitted = 20;
  { ExperienceDb created = openDb(); }
  int acks[2];
  ASSERT_EQ(pipe(acks), 0);
  pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    // The writer: 20 records committed one by one, then a transaction
    // holding a 21st that never commits.
    close(acks[0]);
    llvm::Expected<ExperienceDb> db = ExperienceDb::open(path);
    if (!db || db->addKernel(matmul()))
      _exit(1);
    for (int i = 0; i < kCommitted; ++i) {
      if (db->addRecord(record("block(" + std::to_string(i + 1) + ")", "H200",
                               true, 10 + i)))
        _exit(1);
      (void)!write(acks[1], "c", 1);
    }
    sqlite3 *raw = nullptr;
    sqlite3_open(path.c_str(), &raw);
    sqlite3_exec(raw,
                 "BEGIN IMMEDIATE; INSERT INTO records(kernel, schedule, "
                 "device, driver, source, outcome, correct, median_us, p10_us, "
                 "p90_us, baseline_us, rel_l2, profile, at) SELECT kernel, "
                 "'in-flight', device, driver, source, outcome, correct, 1, "
                 "p10_us, p90_us, baseline_us, rel_l2, profile, at FROM "
                 "records;",
                 nullptr, nullptr, nullptr);
    (void)!write(acks[1], "t", 1);
    pause();
    _exit(0);
  }
  close(acks[1]);
  char ack;
  int received = 0;
  while (received < kCommitted + 1 && read(acks[0], &ack, 1) == 1)
    ++received;
  close(acks[0]);
  ASSERT_EQ(received, kCommitted + 1);
  kill(child, SIGKILL);
  int status = 0;
  waitpid(child, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status));

  ExperienceDb db = openDb();
  EXPECT_EQ(querySqlite("PRAGMA integrity_check"), "ok");
  llvm::Expected<std::vector<Record>> records = db.getRecords(matmul().hash);
  ASSERT_TRUE(static_cast<bool>(records));
  EXPECT_EQ(records->size(), size_t(kCommitted));
  llvm::Expected<std::optional<Record>> best =
      db.getBest(matmul().hash, "H200");
  ASSERT_TRUE(best && *best);
  EXPECT_EQ((*best)->schedule, "block(1)");
  // The database takes writes again (the dead writer's lock is gone).
  EXPECT_FALSE(static_cast<bool>(db.addRecord(record("x", "H200", true, 9))));
}

} // namespace
