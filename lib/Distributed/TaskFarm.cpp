//===- TaskFarm.cpp - work for the ranks of an MPI run --------------------===//

#include "cuda-agent/Distributed/TaskFarm.h"

#include "cuda-agent/Distributed/Wire.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdlib>
#include <future>
#include <map>
#include <optional>
#include <thread>

#if CUDA_AGENT_HAVE_MPI
#include <mpi.h>
#include <unistd.h>
#endif

using namespace cuda_agent;
using namespace cuda_agent::distributed;

std::string distributed::selectWorkerGpu(const MpiSession &session,
                                         unsigned gpuCount) {
  int worker =
      session.getLocalRank() - (session.sharesHostWithRankZero() ? 1 : 0);
  if (worker < 0)
    return "";
  // A batch system's list, or the host's devices.
  llvm::SmallVector<llvm::StringRef> listed;
  if (const char *visible = std::getenv("CUDA_VISIBLE_DEVICES"))
    llvm::StringRef(visible).split(listed, ',', -1, /*KeepEmpty=*/false);
  if (!listed.empty()) {
    std::string chosen = listed[worker % listed.size()].trim().str();
    setenv("CUDA_VISIBLE_DEVICES", chosen.c_str(), 1);
    return chosen;
  }
  if (gpuCount == 0) {
    std::error_code error;
    for (llvm::sys::fs::directory_iterator entry("/dev", error), end;
         !error && entry != end; entry.increment(error)) {
      llvm::StringRef name = llvm::sys::path::filename(entry->path());
      unsigned index;
      if (name.consume_front("nvidia") && !name.getAsInteger(10, index))
        ++gpuCount;
    }
  }
  if (gpuCount == 0)
    return "";
  std::string chosen = std::to_string(worker % gpuCount);
  setenv("CUDA_VISIBLE_DEVICES", chosen.c_str(), 1);
  return chosen;
}

#if CUDA_AGENT_HAVE_MPI

namespace {

enum Tag : int { kBatchTag = 1, kStopTag, kReplyTag, kHeartbeatTag };

using Clock = std::chrono::steady_clock;

/// How long stopping waits for the workers to take the word.
constexpr double kStopSeconds = 5;

double secondsSince(Clock::time_point then) {
  return std::chrono::duration<double>(Clock::now() - then).count();
}

/// A message waiting at any rank, received whole; none if nothing waits.
struct Message {
  int source, tag;
  std::string bytes;
};
std::optional<Message> receiveAny() {
  int waiting = 0;
  MPI_Status status;
  MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &waiting, &status);
  if (!waiting)
    return std::nullopt;
  int count = 0;
  MPI_Get_count(&status, MPI_BYTE, &count);
  Message message{status.MPI_SOURCE, status.MPI_TAG, std::string(count, '\0')};
  MPI_Recv(message.bytes.data(), count, MPI_BYTE, status.MPI_SOURCE,
           status.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  return message;
}

void sendBytes(llvm::StringRef bytes, int to, int tag) {
  MPI_Send(bytes.data(), int(bytes.size()), MPI_BYTE, to, tag, MPI_COMM_WORLD);
}

} // namespace

std::string distributed::getMpiLibraryVersion() {
  char version[MPI_MAX_LIBRARY_VERSION_STRING];
  int length = 0;
  MPI_Get_library_version(version, &length);
  llvm::StringRef text(version, length);
  return text.take_until([](char c) { return c == ',' || c == '\n'; })
      .trim()
      .str();
}

llvm::Expected<std::unique_ptr<MpiSession>> MpiSession::init() {
  int provided = 0;
  // Only the main thread calls MPI (the rollout threads never do).
  if (MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided) !=
      MPI_SUCCESS)
    return llvm::createStringError("MPI_Init_thread failed");
  std::unique_ptr<MpiSession> session(new MpiSession());
  // A dead peer is an error to handle, not the end of this process.
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  MPI_Comm_rank(MPI_COMM_WORLD, &session->rank);
  MPI_Comm_size(MPI_COMM_WORLD, &session->size);
  MPI_Comm host;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, session->rank,
                      MPI_INFO_NULL, &host);
  MPI_Comm_rank(host, &session->localRank);
  MPI_Comm_size(host, &session->localSize);
  int lowest = 0;
  MPI_Allreduce(&session->rank, &lowest, 1, MPI_INT, MPI_MIN, host);
  session->hostOfRankZero = lowest == 0;
  MPI_Comm_free(&host);
  return session;
}

MpiSession::~MpiSession() {
  if (!peerLost)
    MPI_Finalize();
}

struct TaskFarm::Impl {
  struct Worker {
    int rank;
    bool alive = true;
    /// The batch it works on (task indices), and the tasks waiting for it.
    std::vector<size_t> running, queued;
    uint64_t batch = 0;
    Clock::time_point lastHeard;
    /// The batch's message while MPI sends it.
    std::string sending;
    MPI_Request request = MPI_REQUEST_NULL;
  };

  MpiSession *session;
  FarmOptions options;
  std::vector<Worker> workers;
  uint64_t nextBatch = 1;

  size_t load(const Worker &worker) const {
    return worker.running.size() + worker.queued.size();
  }
  Worker *leastLoaded() {
    Worker *best = nullptr;
    for (Worker &worker : workers)
      if (worker.alive && (!best || load(worker) < load(*best)))
        best = &worker;
    return best;
  }

  void send(Worker &worker, llvm::StringRef context,
            llvm::ArrayRef<std::string> tasks) {
    WireWriter writer;
    writer.write<uint64_t>(worker.batch = nextBatch++).writeString(context);
    writer.write<uint64_t>(worker.queued.size());
    for (size_t task : worker.queued)
      writer.writeString(tasks[task]);
    worker.sending = writer.take();
    worker.running = std::move(worker.queued);
    worker.queued.clear();
    worker.lastHeard = Clock::now();
    MPI_Isend(worker.sending.data(), int(worker.sending.size()), MPI_BYTE,
              worker.rank, kBatchTag, MPI_COMM_WORLD, &worker.request);
  }

  /// Gives `worker` up: its tasks go to the others.
  llvm::Error bury(Worker &worker, llvm::StringRef why) {
    worker.alive = false;
    if (worker.request != MPI_REQUEST_NULL) {
      MPI_Cancel(&worker.request);
      MPI_Request_free(&worker.request);
    }
    std::vector<size_t> orphans = std::move(worker.running);
    orphans.insert(orphans.end(), worker.queued.begin(), worker.queued.end());
    worker.running.clear();
    worker.queued.clear();
    llvm::errs() << llvm::formatv(
        "cuda-agent: worker rank {0} {1}: re-issuing its {2} tasks\n",
        worker.rank, why, orphans.size());
    for (size_t task : orphans) {
      Worker *heir = leastLoaded();
      if (!heir)
        return llvm::createStringError(
            "every worker rank failed (the last: rank " +
            std::to_string(worker.rank) + " " + why + ")");
      heir->queued.push_back(task);
    }
    return llvm::Error::success();
  }
};

TaskFarm::TaskFarm(MpiSession &session, FarmOptions options)
    : impl(std::make_unique<Impl>()) {
  impl->session = &session;
  impl->options = options;
  for (int rank = 1; rank < session.getSize(); ++rank)
    impl->workers.push_back(Impl::Worker{rank});
}

TaskFarm::~TaskFarm() {
  // Every worker is told to stop, those given up too: one that was only
  // slow would otherwise wait for work forever. A dead one never takes it.
  std::vector<MPI_Request> requests(impl->workers.size(), MPI_REQUEST_NULL);
  // The word says whether a rank was lost: then no rank finalizes.
  char stop = getLiveWorkerCount() < getWorkerCount();
  if (stop)
    impl->session->leaveWithoutFinalize();
  for (auto [worker, request] : llvm::zip_equal(impl->workers, requests))
    MPI_Isend(&stop, 1, MPI_BYTE, worker.rank, kStopTag, MPI_COMM_WORLD,
              &request);
  auto started = Clock::now();
  int done = 0;
  while (!done && secondsSince(started) < kStopSeconds) {
    MPI_Testall(int(requests.size()), requests.data(), &done,
                MPI_STATUSES_IGNORE);
    if (!done)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  for (MPI_Request &request : requests)
    if (request != MPI_REQUEST_NULL) {
      MPI_Cancel(&request);
      MPI_Request_free(&request);
    }
}

unsigned TaskFarm::getWorkerCount() const { return impl->workers.size(); }

unsigned TaskFarm::getLiveWorkerCount() const {
  return llvm::count_if(
      impl->workers, [](const Impl::Worker &worker) { return worker.alive; });
}

llvm::Expected<std::vector<std::string>>
TaskFarm::run(llvm::StringRef context, llvm::ArrayRef<std::string> tasks,
              const std::function<unsigned(size_t)> &preferred,
              const std::function<void(llvm::StringRef)> &onSide) {
  std::vector<std::optional<std::string>> results(tasks.size());
  size_t pending = tasks.size();
  std::vector<Impl::Worker> &workers = impl->workers;
  if (workers.empty())
    return llvm::createStringError("no worker ranks (run under mpirun -np 2 "
                                   "or more)");
  for (size_t task = 0; task < tasks.size(); ++task) {
    Impl::Worker *worker = &workers[preferred(task) % workers.size()];
    if (!worker->alive)
      worker = impl->leastLoaded();
    if (!worker)
      return llvm::createStringError("every worker rank failed");
    worker->queued.push_back(task);
  }
  auto lastChecked = Clock::now();
  while (pending) {
    for (Impl::Worker &worker : workers)
      if (worker.alive && worker.running.empty() && !worker.queued.empty())
        impl->send(worker, context, tasks);
    // Silent workers, checked a few times a second.
    if (secondsSince(lastChecked) > 0.1) {
      lastChecked = Clock::now();
      for (Impl::Worker &worker : workers)
        if (worker.alive && !worker.running.empty() &&
            secondsSince(worker.lastHeard) > impl->options.timeoutSeconds)
          if (llvm::Error error =
                  impl->bury(worker, llvm::formatv("was silent for {0:f0} s",
                                                   impl->options.timeoutSeconds)
                                         .str()))
            return std::move(error);
    }
    std::optional<Message> message = receiveAny();
    if (!message) {
      for (Impl::Worker &worker : workers)
        if (worker.request != MPI_REQUEST_NULL) {
          int sent = 0;
          MPI_Test(&worker.request, &sent, MPI_STATUS_IGNORE);
        }
      std::this_thread::sleep_for(std::chrono::microseconds(200));
      continue;
    }
    if (message->source < 1 || message->source > int(workers.size()))
      continue;
    Impl::Worker &worker = workers[message->source - 1];
    WireReader reader(message->bytes);
    uint64_t batch = reader.read<uint64_t>();
    // Late words of a worker given up, or of an earlier batch.
    if (!worker.alive || batch != worker.batch)
      continue;
    worker.lastHeard = Clock::now();
    if (message->tag != kReplyTag)
      continue;
    if (!reader.read<uint8_t>()) {
      std::string why = reader.readString();
      return llvm::createStringError("worker rank " +
                                     std::to_string(worker.rank) + ": " + why);
    }
    std::vector<std::string> answers = reader.readStrings();
    std::string side = reader.readString();
    if (llvm::Error error = reader.finish("the reply of worker rank " +
                                          std::to_string(worker.rank)))
      return std::move(error);
    if (answers.size() != worker.running.size())
      return llvm::createStringError(
          llvm::formatv("worker rank {0} answered {1} of {2} tasks",
                        worker.rank, answers.size(), worker.running.size()));
    for (auto [task, answer] : llvm::zip_equal(worker.running, answers)) {
      results[task] = std::move(answer);
      --pending;
    }
    worker.running.clear();
    if (worker.request != MPI_REQUEST_NULL)
      MPI_Wait(&worker.request, MPI_STATUS_IGNORE);
    if (onSide && !side.empty())
      onSide(side);
  }
  std::vector<std::string> answers;
  for (std::optional<std::string> &result : results)
    answers.push_back(std::move(*result));
  return answers;
}

llvm::Error distributed::serveTasks(MpiSession &session,
                                    const BatchHandler &handler,
                                    const FarmOptions &options) {
  unsigned batches = 0;
  while (true) {
    MPI_Status status;
    if (MPI_Probe(0, MPI_ANY_TAG, MPI_COMM_WORLD, &status) != MPI_SUCCESS)
      return llvm::createStringError("lost rank 0");
    int count = 0;
    MPI_Get_count(&status, MPI_BYTE, &count);
    std::string bytes(count, '\0');
    MPI_Recv(bytes.data(), count, MPI_BYTE, 0, status.MPI_TAG, MPI_COMM_WORLD,
             MPI_STATUS_IGNORE);
    if (status.MPI_TAG == kStopTag) {
      if (count == 1 && bytes[0])
        session.leaveWithoutFinalize();
      return llvm::Error::success();
    }
    if (status.MPI_TAG != kBatchTag)
      continue;
    if (++batches == options.exitAtBatch &&
        session.getRank() == options.exitRank)
      _exit(3);
    WireReader reader(bytes);
    uint64_t batch = reader.read<uint64_t>();
    std::string context = reader.readString();
    std::vector<std::string> tasks = reader.readStrings();
    WireWriter reply;
    reply.write<uint64_t>(batch);
    if (llvm::Error error = reader.finish("a batch from rank 0")) {
      reply.write<uint8_t>(0).writeString(llvm::toString(std::move(error)));
      sendBytes(reply.str(), 0, kReplyTag);
      continue;
    }
    std::future<llvm::Expected<BatchResults>> answered =
        std::async(std::launch::async, handler, llvm::StringRef(context),
                   llvm::ArrayRef<std::string>(tasks));
    WireWriter heartbeat;
    heartbeat.write<uint64_t>(batch);
    auto period = std::chrono::duration<double>(options.heartbeatSeconds);
    while (answered.wait_for(period) != std::future_status::ready)
      sendBytes(heartbeat.str(), 0, kHeartbeatTag);
    llvm::Expected<BatchResults> results = answered.get();
    if (!results) {
      reply.write<uint8_t>(0).writeString(llvm::toString(results.takeError()));
    } else {
      reply.write<uint8_t>(1).writeStrings(results->results);
      reply.writeString(results->side);
    }
    sendBytes(reply.str(), 0, kReplyTag);
  }
}

#else // !CUDA_AGENT_HAVE_MPI

std::string distributed::getMpiLibraryVersion() { return ""; }

llvm::Expected<std::unique_ptr<MpiSession>> MpiSession::init() {
  return llvm::createStringError(
      "this cuda-agent was built without MPI (install libopenmpi-dev and "
      "rebuild)");
}

MpiSession::~MpiSession() = default;

struct TaskFarm::Impl {};

TaskFarm::TaskFarm(MpiSession &, FarmOptions) {}
TaskFarm::~TaskFarm() = default;
unsigned TaskFarm::getWorkerCount() const { return 0; }
unsigned TaskFarm::getLiveWorkerCount() const { return 0; }

llvm::Expected<std::vector<std::string>>
TaskFarm::run(llvm::StringRef, llvm::ArrayRef<std::string>,
              const std::function<unsigned(size_t)> &,
              const std::function<void(llvm::StringRef)> &) {
  return llvm::createStringError("this cuda-agent was built without MPI");
}

llvm::Error distributed::serveTasks(MpiSession &, const BatchHandler &,
                                    const FarmOptions &) {
  return llvm::createStringError("this cuda-agent was built without MPI");
}

#endif // CUDA_AGENT_HAVE_MPI
