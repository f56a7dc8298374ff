//===- Common.cpp - what the subcommands share ----------------------------===//

#include "Tool.h"

#include "cuda-agent/Env/CostCorrection.h"
#include "cuda-agent/Env/Env.h"
#include "cuda-agent/Env/Kernel.h"
#include "cuda-agent/Experience/ExperienceDb.h"
#include "cuda-agent/Runtime/Worker.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"

using llvm::StringRef;

namespace cuda_agent_tool {

int fail(const llvm::Twine &message, int code) {
  llvm::WithColor::error(llvm::errs(), "cuda-agent") << message << "\n";
  return code;
}

std::string getRecordingDatabase() {
  if (dbPath.getNumOccurrences())
    return dbPath;
  return ::cuda_agent::experience::ExperienceDb::getDefaultPath();
}

llvm::Expected<std::shared_ptr<::cuda_agent::env::RewardSource>>
createGpuRewards(unsigned minRuns, double maxSeconds, double stopIfSlower,
                 double targetCi, StringRef cacheFile, StringRef source,
                 const MeasurementSink &onMeasurement) {
  namespace env = ::cuda_agent::env;
  llvm::Expected<std::string> launcher = runtime::findLauncher();
  if (!launcher)
    return launcher.takeError();
  env::GpuRewardOptions options;
  options.launcher = *launcher;
  options.minRuns = minRuns;
  options.maxSeconds = maxSeconds;
  options.stopIfSlowerThan = stopIfSlower;
  options.targetHalfWidth = targetCi;
  options.cacheFile = cacheFile.str();
  options.source = source.str();
  options.onMeasurement = onMeasurement;
  if (!onMeasurement)
    options.database = getRecordingDatabase();
  llvm::Expected<std::unique_ptr<env::RewardSource>> gpu =
      env::createGpuReward(options);
  if (!gpu)
    return gpu.takeError();
  return std::shared_ptr<env::RewardSource>(std::move(*gpu));
}

llvm::Expected<std::shared_ptr<::cuda_agent::env::RewardSource>>
createModelRewards() {
  namespace env = ::cuda_agent::env;
  if (costCorrection.empty())
    return std::shared_ptr<env::RewardSource>(env::createModelReward());
  llvm::Expected<env::CostCorrection> correction =
      env::CostCorrection::load(costCorrection);
  if (!correction)
    return correction.takeError();
  return std::shared_ptr<env::RewardSource>(env::createModelReward(
      std::make_shared<env::CostCorrection>(std::move(*correction))));
}

llvm::Expected<uint64_t> hashKernelFile(StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path);
  if (!file)
    return llvm::createStringError("cannot read " + path + ": " +
                                   file.getError().message());
  return ::cuda_agent::env::hashKernelText((*file)->getBuffer());
}

static llvm::Expected<std::optional<::cuda_agent::experience::Record>>
lookUpBestRecordByHash(StringRef database, uint64_t hash) {
  llvm::Expected<::cuda_agent::experience::ExperienceDb> db =
      ::cuda_agent::experience::ExperienceDb::open(database);
  if (!db)
    return db.takeError();
  return db->getBest(hash, dbDevice);
}

llvm::Expected<std::optional<::cuda_agent::experience::Record>>
lookUpBestRecord(StringRef database) {
  llvm::Expected<uint64_t> hash = hashKernelFile(kernelPath);
  if (!hash)
    return hash.takeError();
  return lookUpBestRecordByHash(database, *hash);
}

llvm::Expected<std::optional<::cuda_agent::experience::Record>>
lookUpBestRecordOf(StringRef database, StringRef kernelText) {
  return lookUpBestRecordByHash(database,
                                ::cuda_agent::env::hashKernelText(kernelText));
}

} // namespace cuda_agent_tool
