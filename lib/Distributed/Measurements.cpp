//===- Measurements.cpp - worker ranks' measurements, recorded by rank 0 --===//

#include "cuda-agent/Distributed/Measurements.h"

#include "cuda-agent/Distributed/Wire.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

using namespace cuda_agent;
using namespace cuda_agent::distributed;

std::function<void(const experience::KernelEntry &, const experience::Record &,
                   llvm::StringRef)>
MeasurementOutbox::sink() {
  return [this](const experience::KernelEntry &kernel,
                const experience::Record &record, llvm::StringRef cacheLine) {
    std::string line = llvm::formatv(
        "{0}\n", llvm::json::Value(experience::toJsonLine(kernel, record)));
    std::lock_guard<std::mutex> lock(mutex);
    records += line;
    if (!cacheLine.empty())
      cacheLines += (cacheLine + "\n").str();
  };
}

std::string MeasurementOutbox::take() {
  std::lock_guard<std::mutex> lock(mutex);
  if (records.empty() && cacheLines.empty())
    return "";
  WireWriter writer;
  writer.writeString(records).writeString(cacheLines);
  records.clear();
  cacheLines.clear();
  return writer.take();
}

MeasurementRecorder::MeasurementRecorder(std::string database,
                                         std::string cacheFile)
    : database(std::move(database)), cacheFile(std::move(cacheFile)) {}

void MeasurementRecorder::record(llvm::StringRef outbox) {
  WireReader reader(outbox);
  std::string records = reader.readString();
  std::string cacheLines = reader.readString();
  auto warn = [&](llvm::Error error) {
    if (!failed)
      llvm::errs() << "cuda-agent: warning: not recording the worker ranks' "
                      "measurements: "
                   << llvm::toString(std::move(error)) << "\n";
    else
      llvm::consumeError(std::move(error));
    failed = true;
  };
  if (llvm::Error error = reader.finish("measurements of a worker rank"))
    return warn(std::move(error));
  if (!cacheFile.empty() && !cacheLines.empty()) {
    std::error_code error;
    llvm::raw_fd_ostream os(cacheFile, error, llvm::sys::fs::OF_Append);
    if (error)
      return warn(llvm::createStringError("cannot append to " + cacheFile +
                                          ": " + error.message()));
    os << cacheLines;
  }
  if (database.empty() || records.empty())
    return;
  if (!opened) {
    llvm::Expected<experience::ExperienceDb> db =
        experience::ExperienceDb::open(database);
    if (!db)
      return warn(db.takeError());
    opened.emplace(std::move(*db));
  }
  llvm::Expected<size_t> imported = opened->importJsonLines(records);
  if (!imported)
    return warn(imported.takeError());
  count += *imported;
}
