//===- ReportTest.cpp - the run report's JSON schema ----------------------===//
//
// The report is what the reward and the experience database read: its keys
// are fixed, present even when unknown (null), and of fixed types.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Runtime/Report.h"

#include <gtest/gtest.h>

using namespace cuda_agent::runtime;
namespace json = llvm::json;

namespace {

enum class Kind { Number, String, Bool, Object, Array };

/// Every key of the report, with the type it has when not null.
const std::pair<const char *, Kind> kSchema[] = {
    {"kernel", Kind::String},
    {"schedule", Kind::String},
    {"device", Kind::String},
    {"compute_capability", Kind::Number},
    {"driver", Kind::String},
    {"seed", Kind::Number},
    {"launches", Kind::Number},
    {"correct", Kind::Bool},
    {"failure", Kind::Object},
    {"tolerance", Kind::Number},
    {"max_abs_err", Kind::Number},
    {"rel_l2_err", Kind::Number},
    {"checks", Kind::Array},
    {"median_us", Kind::Number},
    {"p10_us", Kind::Number},
    {"p90_us", Kind::Number},
    {"median_ci_rel", Kind::Number},
    {"runs", Kind::Number},
    {"kernel_median_us", Kind::Number},
    {"timers_disagree", Kind::Bool},
    {"kernel_timing_note", Kind::String},
    {"flops", Kind::Number},
    {"bytes", Kind::Number},
    {"gflops", Kind::Number},
    {"gbytes_per_s", Kind::Number},
    {"roofline_us", Kind::Number},
    {"roofline_fraction", Kind::Number},
    {"baseline_us", Kind::Number},
    {"baseline_p10_us", Kind::Number},
    {"baseline_p90_us", Kind::Number},
    {"baseline_note", Kind::String},
    {"speedup", Kind::Number},
    {"profile", Kind::Object},
    {"clocks_mhz", Kind::Object},
    {"clocks_mhz_after", Kind::Object},
    {"clocks_note", Kind::String},
    {"phases_ms", Kind::Object},
    {"timing_stop", Kind::String},
};

bool hasKind(const json::Value &value, Kind kind) {
  switch (kind) {
  case Kind::Number:
    return value.getAsNumber().has_value();
  case Kind::String:
    return value.getAsString().has_value();
  case Kind::Bool:
    return value.getAsBoolean().has_value();
  case Kind::Object:
    return value.getAsObject() != nullptr;
  case Kind::Array:
    return value.getAsArray() != nullptr;
  }
  return false;
}

void expectSchema(const json::Object &object) {
  EXPECT_EQ(object.size(), std::size(kSchema));
  for (auto [key, kind] : kSchema) {
    const json::Value *value = object.get(key);
    ASSERT_NE(value, nullptr) << "missing key " << key;
    if (value->kind() != json::Value::Null) {
      EXPECT_TRUE(hasKind(*value, kind)) << "key " << key << " has the wrong type";
    }
  }
}

RunReport timedReport() {
  RunReport report;
  report.kernel = "softmax";
  report.device = "NVIDIA H200";
  report.correct = true;
  report.checks.push_back({});
  report.timing = summarize(std::vector<double>(20, 10.0));
  report.kernelTiming = summarize(std::vector<double>(20, 8.0));
  report.baseline = summarize(std::vector<double>(20, 25.0));
  report.flops = 2e6;
  report.bytes = 4e6;
  report.rooflineMicroseconds = 5.0;
  report.profile.push_back(
      {"k", 32, 0, 1024, 256, 4096, 1.0, {{"dram__bytes_read.sum", 4e6}}});
  report.clocksBefore = Clocks{1980, 3201};
  return report;
}

TEST(Report, EveryKeyOfATimedRunWithItsType) {
  json::Object object = toJSON(timedReport());
  expectSchema(object);
  EXPECT_EQ(*object.getNumber("median_us"), 10.0);
  EXPECT_EQ(*object.getNumber("speedup"), 2.5);
  // 2 MFLOP and 4 MB in 10 us.
  EXPECT_EQ(*object.getNumber("gflops"), 200.0);
  EXPECT_EQ(*object.getNumber("gbytes_per_s"), 400.0);
  EXPECT_EQ(*object.getNumber("roofline_fraction"), 0.5);
  // CUPTI's 8 us against the events' 10 us: 20% apart.
  EXPECT_EQ(*object.getBoolean("timers_disagree"), true);
  EXPECT_EQ(object.get("failure")->kind(), json::Value::Null);
  EXPECT_EQ(*object.getObject("clocks_mhz")->getInteger("sm"), 1980);
  const json::Object &kernel =
      *(*object.getObject("profile")->getArray("kernels"))[0].getAsObject();
  EXPECT_EQ(*kernel.getObject("counters")->getNumber("dram__bytes_read.sum"),
            4e6);
  EXPECT_EQ(*kernel.getInteger("registers_per_thread"), 32);
  EXPECT_EQ(object.getObject("profile")->get("counters_note")->kind(),
            json::Value::Null);
}

TEST(Report, AFailedRunHasTheSameKeysAndSaysWhy) {
  RunReport report;
  report.correct = false;
  report.failure = FailureKind::OutputNotWritten;
  report.failureMessage = "never written";
  report.relativeL2Error = INFINITY;
  json::Object object = toJSON(report);
  expectSchema(object);
  EXPECT_EQ(*object.getObject("failure")->getString("kind"),
            "output_not_written");
  // JSON has no infinity: null.
  EXPECT_EQ(object.get("rel_l2_err")->kind(), json::Value::Null);
  EXPECT_EQ(object.get("median_us")->kind(), json::Value::Null);
  EXPECT_EQ(object.get("speedup")->kind(), json::Value::Null);
}

TEST(Report, UncheckedRunHasNullCorrect) {
  EXPECT_EQ(toJSON(RunReport()).get("correct")->kind(), json::Value::Null);
}

TEST(FailureKind, NamesAndExitCodesRoundTrip) {
  for (FailureKind kind :
       {FailureKind::None, FailureKind::Error, FailureKind::NoGpu,
        FailureKind::KernelFault, FailureKind::Timeout,
        FailureKind::WorkerCrash, FailureKind::WrongResult,
        FailureKind::NonFinite, FailureKind::OutputNotWritten,
        FailureKind::InputMutated, FailureKind::OutOfBoundsWrite,
        FailureKind::Nondeterministic, FailureKind::StaleOutput,
        FailureKind::FasterThanRoofline})
    EXPECT_EQ(parseFailureKind(getName(kind)), kind) << getName(kind).str();
  EXPECT_FALSE(parseFailureKind("fine").has_value());
  EXPECT_EQ(getExitCode(FailureKind::None), 0);
  EXPECT_EQ(getExitCode(FailureKind::NoGpu), 2);
  EXPECT_EQ(getExitCode(FailureKind::StaleOutput), 3);
  EXPECT_EQ(getExitCode(FailureKind::Timeout), 4);
  EXPECT_EQ(getExitCode(FailureKind::FasterThanRoofline), 5);
}

} // namespace
