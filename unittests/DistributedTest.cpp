//===- DistributedTest.cpp - what ranks exchange --------------------------===//
//
// The wire format's round trip and its refusal of truncated, garbled and
// oversized messages; a worker's measurements reaching rank 0's database
// and cache file (the MPI transport itself is tested under mpirun by
// test/Policy/train-mpi.mlir).
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Distributed/Measurements.h"
#include "cuda-agent/Distributed/Wire.h"
#include "cuda-agent/Support/CompilerVersion.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <gtest/gtest.h>

using namespace cuda_agent;
using namespace cuda_agent::distributed;

namespace {

std::string sample() {
  WireWriter writer;
  std::vector<float> floats = {1.5f, -2.0f, 3.25f};
  std::vector<std::string> texts = {"block(64)", "", "reduce(8)"};
  writer.write<uint32_t>(7)
      .write<double>(0.125)
      .writeString("kernel")
      .writeArray<float>(floats)
      .writeStrings(texts);
  return writer.take();
}

TEST(WireTest, RoundTrip) {
  std::string bytes = sample();
  WireReader reader(bytes);
  EXPECT_EQ(reader.read<uint32_t>(), 7u);
  EXPECT_EQ(reader.read<double>(), 0.125);
  EXPECT_EQ(reader.readString(), "kernel");
  EXPECT_EQ(reader.readArray<float>(),
            (std::vector<float>{1.5f, -2.0f, 3.25f}));
  EXPECT_EQ(reader.readStrings(),
            (std::vector<std::string>{"block(64)", "", "reduce(8)"}));
  llvm::Error error = reader.finish("sample");
  EXPECT_FALSE(error) << llvm::toString(std::move(error));
}

TEST(WireTest, EveryTruncationFails) {
  std::string bytes = sample();
  for (size_t size = 0; size < bytes.size(); ++size) {
    WireReader reader(llvm::StringRef(bytes).take_front(size));
    reader.read<uint32_t>();
    reader.read<double>();
    reader.readString();
    reader.readArray<float>();
    reader.readStrings();
    llvm::Error error = reader.finish("sample");
    ASSERT_TRUE(bool(error)) << "truncated to " << size << " bytes";
    EXPECT_NE(llvm::toString(std::move(error)).find("sample: the message ends"),
              std::string::npos);
  }
}

TEST(WireTest, LeftoverAndHugeLengthsFail) {
  std::string bytes = sample() + "x";
  WireReader extra(bytes);
  extra.read<uint32_t>();
  extra.read<double>();
  extra.readString();
  extra.readArray<float>();
  extra.readStrings();
  llvm::Error leftover = extra.finish("sample");
  ASSERT_TRUE(bool(leftover));
  EXPECT_EQ(llvm::toString(std::move(leftover)),
            "sample: 1 bytes left over at the end of the message");

  // A length far past the message allocates nothing and fails.
  WireWriter writer;
  writer.write<uint64_t>(uint64_t(1) << 60);
  WireReader huge(writer.str());
  EXPECT_TRUE(huge.readArray<double>().empty());
  EXPECT_TRUE(huge.readString().empty());
  llvm::Error error = huge.finish("huge");
  EXPECT_TRUE(bool(error));
  llvm::consumeError(std::move(error));
  WireReader many(writer.str());
  EXPECT_TRUE(many.readStrings().empty());
  error = many.finish("many");
  EXPECT_TRUE(bool(error));
  llvm::consumeError(std::move(error));
}

TEST(MeasurementsTest, OutboxReachesDatabaseAndCache) {
  llvm::SmallString<128> folder;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("distributed", folder));
  std::string database = (folder + "/experience.db").str();
  std::string cacheFile = (folder + "/measurements.jsonl").str();

  MeasurementOutbox outbox;
  EXPECT_EQ(outbox.take(), "");
  experience::KernelEntry kernel{
      0x1234, "matmul", "contraction", "contraction:ppr", "[64,64,64]", "{}"};
  experience::Record record;
  record.kernelHash = kernel.hash;
  record.schedule = "block(32,32)";
  record.device = "NVIDIA H200 (sm_90)";
  record.outcome = "measured";
  record.correct = true;
  record.medianUs = 12.5;
  record.baselineUs = 20;
  auto sink = outbox.sink();
  sink(kernel, record, R"({"key":"a"})");
  record.schedule = "block(64,64)";
  record.medianUs = 11;
  sink(kernel, record, ""); // a profile: no cache line
  std::string sent = outbox.take();
  EXPECT_EQ(outbox.take(), "");

  MeasurementRecorder recorder(database, cacheFile);
  recorder.record(sent);
  EXPECT_EQ(recorder.getCount(), 2u);
  llvm::Expected<experience::ExperienceDb> db =
      experience::ExperienceDb::open(database);
  ASSERT_TRUE(bool(db)) << llvm::toString(db.takeError());
  llvm::Expected<std::optional<experience::Record>> best =
      db->getBest(kernel.hash, "");
  ASSERT_TRUE(bool(best)) << llvm::toString(best.takeError());
  ASSERT_TRUE(best->has_value());
  EXPECT_EQ((*best)->schedule, "block(64,64)");
  EXPECT_EQ((*best)->medianUs, 11);
  // The worker's compiler travels with its records.
  EXPECT_EQ((*best)->compiler, cuda_agent::getCompilerVersion());
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> cache =
      llvm::MemoryBuffer::getFile(cacheFile);
  ASSERT_TRUE(bool(cache));
  EXPECT_EQ((*cache)->getBuffer(), "{\"key\":\"a\"}\n");
  llvm::sys::fs::remove_directories(folder);
}

} // namespace
