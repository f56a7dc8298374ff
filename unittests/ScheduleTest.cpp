//===- ScheduleTest.cpp - the action string --------------------------------===//

#include "cuda-agent/Schedule/Schedule.h"

#include <gtest/gtest.h>

#include <random>

using cuda_agent::ActionKind;
using cuda_agent::Schedule;

namespace {

Schedule parse(llvm::StringRef text) {
  llvm::Expected<Schedule> schedule = Schedule::parse(text);
  EXPECT_TRUE(static_cast<bool>(schedule))
      << text.str() << ": " << llvm::toString(schedule.takeError());
  return schedule ? *schedule : Schedule();
}

std::string error(llvm::StringRef text) {
  llvm::Expected<Schedule> schedule = Schedule::parse(text);
  EXPECT_FALSE(static_cast<bool>(schedule)) << text.str() << " parsed";
  return schedule ? "" : llvm::toString(schedule.takeError());
}

TEST(Schedule, ParsesTheIssueExample) {
  Schedule s = parse("block(64,64);thread(4,4);reduce(16);promote(0,1);unroll(4);vector(4)");
  EXPECT_EQ(s.block, (std::vector<int64_t>{64, 64}));
  EXPECT_EQ(s.thread, (std::vector<int64_t>{4, 4}));
  EXPECT_EQ(s.reduce, (std::vector<int64_t>{16}));
  EXPECT_EQ(s.promote, (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(s.unroll, 4);
  EXPECT_EQ(s.vector, 4);
  EXPECT_FALSE(s.fuse);
  EXPECT_FALSE(s.has(ActionKind::Interchange));
  EXPECT_FALSE(s.has(ActionKind::SplitK));
}

TEST(Schedule, PrintsCanonicalOrderWithoutSpaces) {
  EXPECT_EQ(parse(" fuse ; vector( 2 ) ; block (8, 0 ,4) ; splitk(3); interchange(2,0,1)").str(),
            "block(8,0,4);vector(2);interchange(2,0,1);fuse;splitk(3)");
  EXPECT_EQ(parse("splitk(2);split(256);block(1)").str(), "block(1);split(256);splitk(2)");
  EXPECT_EQ(parse("mma; pipeline(3); promote(0,1); block(128,128)").str(),
            "block(128,128);promote(0,1);pipeline(3);mma");
  EXPECT_EQ(parse("wgmma;pipeline(4);block(128,256)").str(),
            "block(128,256);pipeline(4);wgmma");
}

TEST(Schedule, WgmmaIsAFlag) {
  Schedule s = parse("wgmma");
  EXPECT_TRUE(s.wgmma);
  EXPECT_FALSE(s.mma);
  EXPECT_TRUE(s.has(ActionKind::Wgmma));
  EXPECT_EQ(error("wgmma(2)"), "invalid schedule 'wgmma(2)': 'wgmma' takes 0 "
                               "arguments, got 1 (column 1)");
  Schedule copy;
  copy.copyAction(ActionKind::Wgmma, s);
  EXPECT_EQ(copy, s);
}

TEST(Schedule, MmaIsAFlag) {
  Schedule s = parse("mma");
  EXPECT_TRUE(s.mma);
  EXPECT_TRUE(s.has(ActionKind::Mma));
  EXPECT_FALSE(s.empty());
  EXPECT_EQ(
      error("mma(16)"),
      "invalid schedule 'mma(16)': 'mma' takes 0 arguments, got 1 (column 1)");
  Schedule copy;
  copy.copyAction(ActionKind::Mma, s);
  EXPECT_EQ(copy, s);
}

TEST(Schedule, Tf32IsAFlagNamedWithDigits) {
  Schedule s = parse("mma;tf32");
  EXPECT_TRUE(s.tf32);
  EXPECT_TRUE(s.has(ActionKind::Tf32));
  EXPECT_EQ(s.str(), "mma;tf32");
  EXPECT_EQ(parse("tf32;mma").str(), "mma;tf32");
  EXPECT_EQ(error("tf32(1)"), "invalid schedule 'tf32(1)': 'tf32' takes 0 "
                              "arguments, got 1 (column 1)");
  // A name starts with a letter.
  EXPECT_EQ(error("32tf"),
            "invalid schedule '32tf': expected an action name (column 1)");
  Schedule copy;
  copy.copyAction(ActionKind::Tf32, s);
  EXPECT_TRUE(copy.tf32);
  EXPECT_NE(copy, s);
}

TEST(Schedule, EmptyStringIsEmptySchedule) {
  EXPECT_TRUE(parse("").empty());
  EXPECT_TRUE(parse("   ").empty());
  EXPECT_EQ(parse("").str(), "");
  EXPECT_FALSE(parse("fuse").empty());
}

TEST(Schedule, RandomSchedulesRoundTrip) {
  // string -> schedule -> string -> schedule is the identity on schedules.
  std::mt19937 rng(2026);
  auto values = [&](int count) {
    std::vector<int64_t> v;
    for (int i = 0; i < count; ++i)
      v.push_back(rng() % 129);
    return v;
  };
  for (int trial = 0; trial < 500; ++trial) {
    Schedule s;
    if (rng() % 2) s.block = values(1 + rng() % 4);
    if (rng() % 2) s.thread = values(1 + rng() % 4);
    if (rng() % 2) s.reduce = values(1 + rng() % 3);
    if (rng() % 2) s.split = 1 + rng() % 1024;
    if (rng() % 2) s.promote = std::vector<int64_t>{0, 2};
    if (rng() % 2) s.unroll = 1 + rng() % 8;
    if (rng() % 2) s.vector = 1 + rng() % 4;
    if (rng() % 2) s.interchange = std::vector<int64_t>{1, 0};
    s.fuse = rng() % 2;
    if (rng() % 2) s.splitk = 1 + rng() % 16;
    s.mma = rng() % 2;
    s.wgmma = rng() % 2;
    s.tf32 = rng() % 2;
    if (rng() % 2)
      s.pipeline = 2 + rng() % 3;
    Schedule again = parse(s.str());
    EXPECT_EQ(again, s) << s.str();
    EXPECT_EQ(again.str(), s.str());
  }
}

TEST(Schedule, ErrorsNameTheActionAndColumn) {
  EXPECT_EQ(error("block(4);warp(2)"),
            "invalid schedule 'block(4);warp(2)': unknown action 'warp' (column 10)");
  EXPECT_EQ(error("block(4);block(8)"),
            "invalid schedule 'block(4);block(8)': action 'block' given twice (column 10)");
  EXPECT_EQ(error("vector(4,4)"),
            "invalid schedule 'vector(4,4)': 'vector' takes 1 argument, got 2 (column 1)");
  EXPECT_EQ(error("block"),
            "invalid schedule 'block': 'block' takes at least 1 argument, got 0 (column 1)");
  EXPECT_EQ(error("split(0)"),
            "invalid schedule 'split(0)': 'split' needs a factor >= 1 (column 1)");
  EXPECT_EQ(error("pipeline(0)"), "invalid schedule 'pipeline(0)': 'pipeline' "
                                  "needs a factor >= 1 (column 1)");
  EXPECT_EQ(error("splitk(0)"),
            "invalid schedule 'splitk(0)': 'splitk' needs a factor >= 1 (column 1)");
  EXPECT_EQ(error("block(4,x)"),
            "invalid schedule 'block(4,x)': 'block' takes non-negative integers below 2^31 (column 9)");
  EXPECT_EQ(error("block(99999999999)"),
            "invalid schedule 'block(99999999999)': 'block' takes non-negative integers below 2^31 (column 7)");
  EXPECT_EQ(error(";"), "invalid schedule ';': expected an action name (column 1)");
  EXPECT_EQ(error("block(4);"),
            "invalid schedule 'block(4);': expected an action name (column 10)");
  EXPECT_EQ(error("interchange(1,1)"),
            "invalid schedule 'interchange(1,1)': 'interchange' needs a permutation of 0..1 (column 1)");
}

TEST(Schedule, ActionNames) {
  EXPECT_EQ(cuda_agent::getActionName(ActionKind::SplitK), "splitk");
  EXPECT_EQ(cuda_agent::getActionName(ActionKind::Split), "split");
  EXPECT_EQ(cuda_agent::getActionName(ActionKind::Interchange), "interchange");
  EXPECT_EQ(cuda_agent::getActionName(ActionKind::Mma), "mma");
  EXPECT_EQ(cuda_agent::getActionName(ActionKind::Pipeline), "pipeline");
  EXPECT_EQ(cuda_agent::getActionName(ActionKind::Tf32), "tf32");
}

} // namespace
