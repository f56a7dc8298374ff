//===- Worker.cpp - run a measurement in its own process ------------------===//

#include "cuda-agent/Runtime/Worker.h"

#include "cuda-agent/Runtime/Report.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"

#include <chrono>
#include <optional>

using namespace cuda_agent::runtime;

namespace {

std::string readAll(llvm::StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  return buffer ? (*buffer)->getBuffer().str() : std::string();
}

} // namespace

llvm::Expected<WorkerResult>
cuda_agent::runtime::runWorker(llvm::StringRef program,
                               llvm::ArrayRef<llvm::StringRef> arguments,
                               unsigned timeoutSeconds) {
  llvm::SmallString<128> outputPath, errorPath;
  if (std::error_code error = llvm::sys::fs::createTemporaryFile(
          "cuda-agent-worker", "out", outputPath))
    return llvm::createStringError("cannot create a temporary file: " +
                                   error.message());
  if (std::error_code error = llvm::sys::fs::createTemporaryFile(
          "cuda-agent-worker", "err", errorPath)) {
    llvm::sys::fs::remove(outputPath);
    return llvm::createStringError("cannot create a temporary file: " +
                                   error.message());
  }
  llvm::scope_exit cleanup([&] {
    llvm::sys::fs::remove(outputPath);
    llvm::sys::fs::remove(errorPath);
  });
  std::optional<llvm::StringRef> redirects[] = {
      llvm::StringRef(), llvm::StringRef(outputPath), llvm::StringRef(errorPath)};
  std::string message;
  bool notStarted = false;
  auto started = std::chrono::steady_clock::now();
  int code = llvm::sys::ExecuteAndWait(program, arguments, std::nullopt,
                                       redirects, timeoutSeconds, 0, &message,
                                       &notStarted);
  if (notStarted)
    return llvm::createStringError("cannot start " + program + ": " + message);
  WorkerResult result;
  result.seconds = std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - started)
                       .count();
  result.exitCode = code;
  // ExecuteAndWait says -2 for both a signal and the time limit; its
  // message tells which.
  if (code < 0) {
    result.timedOut = llvm::StringRef(message).contains("timed out") ||
                      (timeoutSeconds && result.seconds >= timeoutSeconds);
    result.crashed = !result.timedOut;
  }
  result.output = readAll(outputPath);
  result.errors = readAll(errorPath);
  if (result.crashed && !message.empty())
    result.errors += message;
  return result;
}

llvm::json::Object cuda_agent::runtime::measureInWorker(
    llvm::StringRef launcher, llvm::ArrayRef<llvm::StringRef> arguments,
    unsigned timeoutSeconds) {
  RunReport failed;
  failed.correct = false;
  auto failure = [&](FailureKind kind, std::string message) {
    failed.failure = kind;
    failed.failureMessage = std::move(message);
    return toJSON(failed);
  };
  llvm::Expected<WorkerResult> result =
      runWorker(launcher, arguments, timeoutSeconds);
  if (!result)
    return failure(FailureKind::Error, llvm::toString(result.takeError()));
  if (result->timedOut)
    return failure(FailureKind::Timeout,
                   llvm::formatv("no result within {0} s (a hang?)",
                                 timeoutSeconds));
  if (result->crashed)
    return failure(FailureKind::WorkerCrash,
                   "the worker died: " + result->errors);
  llvm::Expected<llvm::json::Value> report = llvm::json::parse(result->output);
  if (report && report->getAsObject())
    return std::move(*report->getAsObject());
  if (!report)
    llvm::consumeError(report.takeError());
  // The worker stopped before running the kernel: nothing is known of it.
  failed.correct.reset();
  return failure(result->exitCode == getExitCode(FailureKind::NoGpu)
                     ? FailureKind::NoGpu
                     : FailureKind::Error,
                 llvm::StringRef(result->errors).trim().str());
}
