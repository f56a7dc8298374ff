//===- Worker.cpp - run a measurement in its own process ------------------===//

#include "cuda-agent/Runtime/Worker.h"

#include "cuda-agent/Runtime/Measurement.h"
#include "cuda-agent/Runtime/Report.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <atomic>
#include <chrono>
#include <cstring>
#include <mutex>
#include <optional>

#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace cuda_agent::runtime;

namespace {

std::string readAll(llvm::StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  return buffer ? (*buffer)->getBuffer().str() : std::string();
}

/// The JSON report of a measurement that gave none of its own.
llvm::json::Object failureReport(FailureKind kind, std::string message,
                                 std::optional<bool> correct) {
  return toJSON(makeFailureReport(kind, std::move(message), correct));
}

llvm::json::Object timeoutReport(unsigned seconds) {
  return failureReport(FailureKind::Timeout,
                       llvm::formatv("no result within {0} s (a hang?)",
                                     seconds),
                       false);
}

} // namespace

llvm::Expected<std::string> cuda_agent::runtime::findLauncher(
    llvm::ArrayRef<llvm::StringRef> otherDirectories) {
  std::string self = llvm::sys::fs::getMainExecutable(
      nullptr, reinterpret_cast<void *>(&findLauncher));
  llvm::SmallVector<llvm::StringRef> directories = {
      llvm::sys::path::parent_path(self)};
  directories.append(otherDirectories.begin(), otherDirectories.end());
  for (llvm::StringRef directory : directories) {
    llvm::SmallString<256> path(directory);
    llvm::sys::path::append(path, "cuda-agent-launch");
    if (llvm::sys::fs::can_execute(path))
      return path.str().str();
  }
  return llvm::createStringError("cannot find cuda-agent-launch next to " +
                                 self);
}

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
  llvm::Expected<WorkerResult> result =
      runWorker(launcher, arguments, timeoutSeconds);
  if (!result)
    return failureReport(FailureKind::Error,
                         llvm::toString(result.takeError()), std::nullopt);
  if (result->timedOut)
    return timeoutReport(timeoutSeconds);
  if (result->crashed)
    return failureReport(FailureKind::WorkerCrash,
                         "the worker died: " + result->errors, false);
  llvm::Expected<llvm::json::Value> report = llvm::json::parse(result->output);
  if (report && report->getAsObject())
    return std::move(*report->getAsObject());
  if (!report)
    llvm::consumeError(report.takeError());
  // The worker stopped before running the kernel: nothing is known of it.
  return failureReport(result->exitCode == getExitCode(FailureKind::NoGpu)
                           ? FailureKind::NoGpu
                           : FailureKind::Error,
                       llvm::StringRef(result->errors).trim().str(),
                       std::nullopt);
}

//===----------------------------------------------------------------------===//
// MeasurementServer
//===----------------------------------------------------------------------===//

/// Seconds a starting worker may take to open the GPU and say so.
constexpr double kStartSeconds = 120;

struct MeasurementServer::Impl {
  std::string launcher;
  unsigned timeoutSeconds = 0;
  std::string device;
  std::mutex mutex;
  /// The running worker (pid -1: none) and our end of its stdin/stdout.
  pid_t pid = -1;
  int socket = -1;
  llvm::SmallString<128> errorPath;
  /// What was read past the last complete line.
  std::string buffered;
  std::atomic<unsigned> starts{0};

  enum class Read { Line, EndOfFile, Timeout };

  ~Impl() { stop(/*kill=*/false); }

  /// Starts a worker and reads the line naming its device.
  llvm::Error spawn() {
    int sockets[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sockets) != 0)
      return llvm::createStringError("socketpair: " +
                                     std::string(strerror(errno)));
    int errorFile = -1;
    if (std::error_code error = llvm::sys::fs::createTemporaryFile(
            "cuda-agent-server", "err", errorFile, errorPath)) {
      ::close(sockets[0]);
      ::close(sockets[1]);
      return llvm::createStringError("cannot create a temporary file: " +
                                     error.message());
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, sockets[1], 0);
    posix_spawn_file_actions_adddup2(&actions, sockets[1], 1);
    posix_spawn_file_actions_adddup2(&actions, errorFile, 2);
    std::string program = launcher;
    char serveFlag[] = "--serve";
    char *argv[] = {program.data(), serveFlag, nullptr};
    int spawned =
        ::posix_spawn(&pid, program.c_str(), &actions, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(sockets[1]);
    ::close(errorFile);
    if (spawned != 0) {
      ::close(sockets[0]);
      pid = -1;
      llvm::sys::fs::remove(errorPath);
      return llvm::createStringError("cannot start " + launcher + ": " +
                                     strerror(spawned));
    }
    socket = sockets[0];
    buffered.clear();
    ++starts;
    std::string line;
    Read read = readLine(line, kStartSeconds);
    if (read == Read::Timeout) {
      stop(/*kill=*/true);
      return llvm::createStringError(launcher + " --serve did not answer");
    }
    if (read == Read::EndOfFile) {
      std::string why = describeExit();
      return llvm::createStringError(why);
    }
    llvm::Expected<llvm::json::Value> hello = llvm::json::parse(line);
    const llvm::json::Object *object = hello ? hello->getAsObject() : nullptr;
    if (!hello)
      llvm::consumeError(hello.takeError());
    if (!object || !object->getString("device")) {
      stop(/*kill=*/true);
      return llvm::createStringError(launcher +
                                     " --serve said no device: " + line);
    }
    // Set once: callers read it without the lock while a request restarts
    // the worker.
    std::string named = object->getString("device")->str();
    if (device.empty())
      device = named;
    else if (named != device) {
      stop(/*kill=*/true);
      return llvm::createStringError("the restarted worker found " + named +
                                     ", not " + device);
    }
    return llvm::Error::success();
  }

  /// Ends the worker: closing its input ends a healthy one; one that is
  /// not gone within 10 s (stuck tearing down a faulted context) is killed.
  void stop(bool kill) {
    if (pid < 0)
      return;
    if (kill)
      ::kill(pid, SIGKILL);
    reap();
    llvm::sys::fs::remove(errorPath);
  }

  /// Closes our end and waits for the worker (killing it after 10 s); its
  /// wait status.
  int reap() {
    ::close(socket);
    socket = -1;
    int status = 0;
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (::waitpid(pid, &status, WNOHANG) == 0) {
      if (std::chrono::steady_clock::now() > deadline) {
        ::kill(pid, SIGKILL);
        ::waitpid(pid, &status, 0);
        break;
      }
      ::usleep(10000);
    }
    pid = -1;
    return status;
  }

  /// After the worker closed its output: how it ended, and what it said.
  std::string describeExit() {
    int status = reap();
    std::string errors = llvm::StringRef(readAll(errorPath)).trim().str();
    llvm::sys::fs::remove(errorPath);
    if (WIFSIGNALED(status))
      return llvm::formatv("the worker died (signal {0}): {1}",
                           WTERMSIG(status), errors);
    return llvm::formatv("the worker exited ({0}): {1}", WEXITSTATUS(status),
                         errors);
  }

  /// Reads one line within `seconds` (0: no limit, as runWorker's).
  Read readLine(std::string &line, double seconds) {
    auto deadline = std::chrono::steady_clock::now() +
                    std::chrono::duration<double>(seconds);
    while (true) {
      size_t newline = buffered.find('\n');
      if (newline != std::string::npos) {
        line = buffered.substr(0, newline);
        buffered.erase(0, newline + 1);
        return Read::Line;
      }
      int waitMilliseconds = -1;
      if (seconds > 0) {
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0)
          return Read::Timeout;
        waitMilliseconds = int(left.count());
      }
      pollfd descriptor{socket, POLLIN, 0};
      int ready = ::poll(&descriptor, 1, waitMilliseconds);
      if (ready < 0 && errno == EINTR)
        continue;
      if (ready < 0)
        return Read::EndOfFile;
      if (ready == 0)
        return Read::Timeout;
      char chunk[65536];
      ssize_t got = ::read(socket, chunk, sizeof(chunk));
      if (got < 0 && errno == EINTR)
        continue;
      if (got <= 0)
        return Read::EndOfFile;
      buffered.append(chunk, got);
    }
  }

  bool writeLine(const std::string &line) {
    size_t written = 0;
    while (written < line.size()) {
      ssize_t sent = ::send(socket, line.data() + written,
                            line.size() - written, MSG_NOSIGNAL);
      if (sent < 0 && errno == EINTR)
        continue;
      if (sent <= 0)
        return false;
      written += sent;
    }
    return true;
  }
};

MeasurementServer::MeasurementServer(std::unique_ptr<Impl> impl)
    : impl(std::move(impl)) {}
MeasurementServer::~MeasurementServer() = default;

llvm::Expected<std::unique_ptr<MeasurementServer>>
MeasurementServer::start(llvm::StringRef launcher, unsigned timeoutSeconds) {
  auto impl = std::make_unique<Impl>();
  impl->launcher = launcher.str();
  impl->timeoutSeconds = timeoutSeconds;
  if (llvm::Error error = impl->spawn())
    return std::move(error);
  return std::unique_ptr<MeasurementServer>(
      new MeasurementServer(std::move(impl)));
}

const std::string &MeasurementServer::getDevice() const {
  return impl->device;
}

unsigned MeasurementServer::getRestarts() const {
  return impl->starts ? impl->starts - 1 : 0;
}

llvm::json::Object MeasurementServer::measure(const MeasurementRequest &request) {
  std::lock_guard<std::mutex> lock(impl->mutex);
  auto failure = [](FailureKind kind, std::string message) {
    return failureReport(kind, std::move(message), std::nullopt);
  };
  if (impl->pid < 0)
    if (llvm::Error error = impl->spawn())
      return failure(FailureKind::Error, llvm::toString(std::move(error)));
  std::string line;
  llvm::raw_string_ostream os(line);
  os << llvm::json::Value(toJSON(request)) << "\n";
  // A worker that ended between requests is started again.
  if (!impl->writeLine(line)) {
    impl->describeExit();
    if (llvm::Error error = impl->spawn())
      return failure(FailureKind::Error, llvm::toString(std::move(error)));
    if (!impl->writeLine(line))
      return failure(FailureKind::Error, impl->describeExit());
  }
  Impl::Read read = impl->readLine(line, impl->timeoutSeconds);
  if (read == Impl::Read::Timeout) {
    impl->stop(/*kill=*/true);
    return timeoutReport(impl->timeoutSeconds);
  }
  if (read == Impl::Read::EndOfFile)
    return failureReport(FailureKind::WorkerCrash, impl->describeExit(),
                         false);
  llvm::Expected<llvm::json::Value> report = llvm::json::parse(line);
  if (!report || !report->getAsObject()) {
    if (!report)
      llvm::consumeError(report.takeError());
    impl->stop(/*kill=*/true);
    return failureReport(FailureKind::Error,
                         "the worker's report is not JSON: " + line, false);
  }
  llvm::json::Object result = std::move(*report->getAsObject());
  // The worker ends itself after a fault; the next request starts another.
  if (getFailure(result) == FailureKind::KernelFault)
    impl->stop(/*kill=*/false);
  return result;
}
