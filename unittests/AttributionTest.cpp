//===- AttributionTest.cpp - profile findings mapped to plan changes ------===//
//
// Each rule on a synthetic profile that shows its finding (and none on a
// healthy or an unread one); the findings read from a harness report.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Tune/Attribution.h"

#include "cuda-agent/Env/Kernel.h"

#include "llvm/Support/JSON.h"

#include <gtest/gtest.h>

using namespace cuda_agent;
using tune::ProfileFindings;

namespace {

std::shared_ptr<env::Kernel> matmul() {
  static std::shared_ptr<env::Kernel> kernel = [] {
    llvm::Expected<std::shared_ptr<env::Kernel>> loaded = env::Kernel::load(
        std::string(CUDA_AGENT_TEST_INPUTS) + "/kernels/matmul-128x64.mlir");
    if (!loaded) {
      ADD_FAILURE() << llvm::toString(loaded.takeError());
      std::abort();
    }
    return *loaded;
  }();
  return kernel;
}

/// Nothing wrong: every rule stays quiet.
ProfileFindings healthy() {
  ProfileFindings found;
  found.dramThroughputPct = 45;
  found.smThroughputPct = 60;
  found.achievedOccupancyPct = 70;
  found.theoreticalOccupancy = 1;
  found.sectorsPerRequest = 4;
  found.bankConflictsPerWavefront = 0;
  found.blocks = 1024;
  found.threadsPerBlock = 256;
  found.registersPerThread = 40;
  found.sharedBytesPerBlock = 0;
  return found;
}

/// The rules that fire on `found` for `schedule`, as "rule: proposal".
std::vector<std::string> fired(llvm::StringRef schedule,
                               const ProfileFindings &found) {
  llvm::Expected<Schedule> parsed = Schedule::parse(schedule);
  EXPECT_TRUE(static_cast<bool>(parsed));
  if (!parsed) {
    llvm::consumeError(parsed.takeError());
    return {};
  }
  std::vector<std::string> lines;
  for (const tune::Attribution &attribution :
       tune::attribute(*matmul(), *parsed, found)) {
    EXPECT_FALSE(attribution.evidence.empty());
    lines.push_back(
        (attribution.rule + ": " + attribution.proposal.str()).str());
  }
  return lines;
}

using Lines = std::vector<std::string>;
constexpr const char *kTiled = "block(64,64);thread(4,4);reduce(16)";

TEST(Attribution, HealthyOrUnreadProfilesChangeNothing) {
  EXPECT_EQ(fired(kTiled, healthy()), Lines{});
  EXPECT_EQ(fired(kTiled, ProfileFindings()), Lines{});
}

TEST(Attribution, EachFindingProposesItsChange) {
  struct Case {
    const char *what;
    std::function<void(ProfileFindings &)> finding;
    Lines expected;
  };
  const Case cases[] = {
      {"uncoalesced",
       [](ProfileFindings &f) { f.sectorsPerRequest = 16; },
       {"uncoalesced-loads: block(64,64);thread(4,1);reduce(16)"}},
      {"low occupancy",
       [](ProfileFindings &f) {
         f.achievedOccupancyPct = 15;
         f.theoreticalOccupancy = 0.25;
         f.registersPerThread = 200;
       },
       {"low-occupancy: block(64,64);thread(2,4);reduce(16)"}},
      {"few blocks",
       [](ProfileFindings &f) { f.blocks = 4; },
       {"too-few-blocks: block(32,64);thread(4,4);reduce(16)"}},
      {"bank conflicts",
       [](ProfileFindings &f) { f.bankConflictsPerWavefront = 0.5; },
       {"bank-conflicts: block(64,64);thread(4,1);reduce(16)"}},
      {"latency",
       [](ProfileFindings &f) {
         f.dramThroughputPct = 10;
         f.smThroughputPct = 12;
       },
       {"latency-bound: block(64,64);thread(4,4);reduce(16);unroll(4)"}},
  };
  for (const Case &test : cases) {
    ProfileFindings found = healthy();
    test.finding(found);
    EXPECT_EQ(fired(kTiled, found), test.expected) << test.what;
  }
}

TEST(Attribution, DramBoundContractionsWithoutSharedMemoryPromote) {
  ProfileFindings found = healthy();
  found.dramThroughputPct = 85;
  // Only the schedule without shared memory fires.
  EXPECT_EQ(fired("block(64,64);thread(4,4);reduce(16);promote(0,1)", found),
            Lines{});
  EXPECT_EQ(fired("block(64,64);thread(4,4)", found),
            Lines{"reuse-without-promote: "
                  "block(64,64);thread(4,4);promote(0,1)"});
}

TEST(Attribution, SeveralFindingsFireInRuleOrder) {
  ProfileFindings found = healthy();
  found.sectorsPerRequest = 32;
  found.blocks = 2;
  EXPECT_EQ(fired(kTiled, found),
            (Lines{"uncoalesced-loads: block(64,64);thread(4,1);reduce(16)",
                   "too-few-blocks: block(32,64);thread(4,4);reduce(16)"}));
  // A rule none of whose changes is legal proposes nothing: a thread tile
  // as large as the block leaves no block tile to halve, nor splitk.
  EXPECT_EQ(fired("block(64,64);thread(64,64)", found),
            (Lines{"uncoalesced-loads: block(64,64);thread(64,1)"}));
}

TEST(ProfileFindings, ReadFromTheLongestKernelOfAReport) {
  llvm::json::Object report{
      {"profile",
       llvm::json::Object{
           {"kernels",
            llvm::json::Array{
                llvm::json::Object{
                    {"name", "fill"},
                    {"blocks", 64},
                    {"counters",
                     llvm::json::Object{{"gpu__time_duration.sum", 1000.0}}}},
                llvm::json::Object{
                    {"name", "matmul"},
                    {"blocks", 16},
                    {"threads_per_block", 256},
                    {"registers_per_thread", 72},
                    {"static_shared_bytes", 16384},
                    {"theoretical_occupancy", 0.5},
                    {"counters",
                     llvm::json::Object{
                         {"gpu__time_duration.sum", 9000.0},
                         {"dram__throughput.avg.pct_of_peak_sustained_elapsed",
                          61.5},
                         {"sm__throughput.avg.pct_of_peak_sustained_elapsed",
                          20.0},
                         {"sm__warps_active.avg.pct_of_peak_sustained_active",
                          33.0},
                         {"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
                          800.0},
                         {"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",
                          100.0},
                         {"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_"
                          "ld.sum",
                          30.0},
                         {"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_"
                          "st.sum",
                          10.0},
                         {"l1tex__data_pipe_lsu_wavefronts_mem_shared.sum",
                          400.0}}}}}}}}};
  llvm::Expected<ProfileFindings> found = ProfileFindings::fromReport(report);
  ASSERT_TRUE(static_cast<bool>(found)) << llvm::toString(found.takeError());
  EXPECT_EQ(found->blocks, 16);
  EXPECT_EQ(found->dramThroughputPct, 61.5);
  EXPECT_EQ(found->smThroughputPct, 20);
  EXPECT_EQ(found->achievedOccupancyPct, 33);
  EXPECT_EQ(found->sectorsPerRequest, 8);
  EXPECT_EQ(found->bankConflictsPerWavefront, 0.1);
  EXPECT_EQ(found->theoreticalOccupancy, 0.5);
  EXPECT_EQ(found->registersPerThread, 72);
  EXPECT_EQ(found->sharedBytesPerBlock, 16384);

  llvm::json::Object unprofiled{
      {"profile", llvm::json::Object{{"kernels", llvm::json::Array{}},
                                     {"counters_note", "CUPTI: no access"}}}};
  llvm::Expected<ProfileFindings> none =
      ProfileFindings::fromReport(unprofiled);
  ASSERT_FALSE(static_cast<bool>(none));
  EXPECT_EQ(llvm::toString(none.takeError()),
            "the report has no hardware counters: CUPTI: no access");
}

TEST(Attribution, EveryRuleIsDocumented) {
  for (const tune::AttributionRule &rule : tune::getAttributionRules()) {
    EXPECT_FALSE(rule.finding.empty()) << rule.name.str();
    EXPECT_FALSE(rule.change.empty()) << rule.name.str();
  }
  EXPECT_EQ(tune::getAttributionRules().size(), 6u);
}

} // namespace
