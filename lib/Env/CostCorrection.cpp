//===- CostCorrection.cpp - the cost model corrected by measurements ------===//

#include "cuda-agent/Env/CostCorrection.h"

#include "cuda-agent/Env/Env.h"
#include "cuda-agent/Env/Kernel.h"
#include "cuda-agent/Experience/ExperienceDb.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

using namespace cuda_agent::env;

namespace {

/// Solves the symmetric positive definite system `a` x = `b` (n x n, row
/// major) by Cholesky; `a` is overwritten.
std::vector<double> solveSpd(std::vector<double> a, std::vector<double> b) {
  size_t n = b.size();
  for (size_t j = 0; j < n; ++j) {
    double diagonal = a[j * n + j];
    for (size_t k = 0; k < j; ++k)
      diagonal -= a[j * n + k] * a[j * n + k];
    a[j * n + j] = std::sqrt(std::max(diagonal, 1e-12));
    for (size_t i = j + 1; i < n; ++i) {
      double value = a[i * n + j];
      for (size_t k = 0; k < j; ++k)
        value -= a[i * n + k] * a[j * n + k];
      a[i * n + j] = value / a[j * n + j];
    }
  }
  for (size_t i = 0; i < n; ++i) { // L y = b
    for (size_t k = 0; k < i; ++k)
      b[i] -= a[i * n + k] * b[k];
    b[i] /= a[i * n + i];
  }
  for (size_t i = n; i-- > 0;) { // L^T x = y
    for (size_t k = i + 1; k < n; ++k)
      b[i] -= a[k * n + i] * b[k];
    b[i] /= a[i * n + i];
  }
  return b;
}

std::vector<double> ranks(llvm::ArrayRef<double> values) {
  std::vector<size_t> order(values.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t i, size_t j) { return values[i] < values[j]; });
  std::vector<double> rank(values.size());
  for (size_t start = 0; start < order.size();) {
    size_t end = start;
    while (end < order.size() && values[order[end]] == values[order[start]])
      ++end;
    for (size_t i = start; i < end; ++i)
      rank[order[i]] = (double(start + end) - 1) / 2;
    start = end;
  }
  return rank;
}

} // namespace

double cuda_agent::env::spearman(llvm::ArrayRef<double> a,
                                 llvm::ArrayRef<double> b) {
  if (a.size() != b.size() || a.size() < 2)
    return 0;
  std::vector<double> x = ranks(a), y = ranks(b);
  double meanX = std::accumulate(x.begin(), x.end(), 0.0) / double(x.size());
  double meanY = std::accumulate(y.begin(), y.end(), 0.0) / double(y.size());
  double covariance = 0, varianceX = 0, varianceY = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    covariance += (x[i] - meanX) * (y[i] - meanY);
    varianceX += (x[i] - meanX) * (x[i] - meanX);
    varianceY += (y[i] - meanY) * (y[i] - meanY);
  }
  if (varianceX == 0 || varianceY == 0)
    return 0;
  return covariance / std::sqrt(varianceX * varianceY);
}

std::vector<double> CostCorrection::inputs(llvm::ArrayRef<float> features,
                                           double modelSeconds) const {
  std::vector<double> values(features.begin(), features.end());
  values.push_back(std::log(std::max(modelSeconds, 1e-9)));
  for (size_t i = 0; i < values.size() && i < means.size(); ++i)
    values[i] = (values[i] - means[i]) / scales[i];
  return values;
}

CostCorrection CostCorrection::fit(llvm::ArrayRef<CostSample> samples,
                                   double ridge) {
  CostCorrection correction;
  correction.ridge = ridge;
  correction.samples = samples.size();
  if (samples.empty())
    return correction;
  size_t n = samples.front().features.size() + 1;
  std::vector<std::vector<double>> rows;
  std::vector<double> targets;
  for (const CostSample &sample : samples) {
    std::vector<double> row(sample.features.begin(), sample.features.end());
    row.push_back(std::log(std::max(sample.modelSeconds, 1e-9)));
    rows.push_back(std::move(row));
    targets.push_back(std::log(sample.measuredSeconds / sample.modelSeconds));
  }
  correction.means.assign(n, 0);
  correction.scales.assign(n, 0);
  for (const std::vector<double> &row : rows)
    for (size_t i = 0; i < n; ++i)
      correction.means[i] += row[i] / double(rows.size());
  for (const std::vector<double> &row : rows)
    for (size_t i = 0; i < n; ++i)
      correction.scales[i] +=
          std::pow(row[i] - correction.means[i], 2) / double(rows.size());
  // A constant input gets scale 1 (and so a zero column).
  for (double &scale : correction.scales)
    scale = scale > 1e-12 ? std::sqrt(scale) : 1;
  double meanTarget = std::accumulate(targets.begin(), targets.end(), 0.0) /
                      double(targets.size());
  std::vector<double> gram(n * n, 0), moment(n, 0);
  for (auto [row, target] : llvm::zip_equal(rows, targets)) {
    for (size_t i = 0; i < n; ++i)
      row[i] = (row[i] - correction.means[i]) / correction.scales[i];
    for (size_t i = 0; i < n; ++i) {
      moment[i] += row[i] * (target - meanTarget);
      for (size_t j = 0; j < n; ++j)
        gram[i * n + j] += row[i] * row[j];
    }
  }
  for (size_t i = 0; i < n; ++i)
    gram[i * n + i] += ridge * double(rows.size());
  correction.weights = solveSpd(std::move(gram), std::move(moment));
  correction.bias = meanTarget;
  return correction;
}

double CostCorrection::correct(llvm::ArrayRef<float> features,
                               double modelSeconds) const {
  if (weights.empty())
    return modelSeconds;
  std::vector<double> values = inputs(features, modelSeconds);
  double logRatio = bias;
  for (size_t i = 0; i < weights.size() && i < values.size(); ++i)
    logRatio += weights[i] * values[i];
  return modelSeconds * std::exp(logRatio);
}

llvm::Error CostCorrection::save(llvm::StringRef path) const {
  llvm::json::Array names;
  for (const std::string &name : getFeatureNames())
    names.push_back(name);
  names.push_back("log_model_seconds");
  auto array = [](const std::vector<double> &values) {
    return llvm::json::Array(values);
  };
  std::error_code error;
  llvm::raw_fd_ostream os(path, error);
  if (error)
    return llvm::createStringError("cannot write " + path + ": " +
                                   error.message());
  os << llvm::formatv("{0:2}", llvm::json::Value(llvm::json::Object{
                                   {"inputs", std::move(names)},
                                   {"means", array(means)},
                                   {"scales", array(scales)},
                                   {"weights", array(weights)},
                                   {"bias", bias},
                                   {"ridge", ridge},
                                   {"samples", int64_t(samples)}}))
     << "\n";
  return llvm::Error::success();
}

llvm::Expected<CostCorrection> CostCorrection::load(llvm::StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path);
  if (!file)
    return llvm::createStringError("cannot read " + path + ": " +
                                   file.getError().message());
  llvm::Expected<llvm::json::Value> value =
      llvm::json::parse((*file)->getBuffer());
  if (!value)
    return llvm::createStringError(path + ": " +
                                   llvm::toString(value.takeError()));
  CostCorrection correction;
  std::vector<std::string> names;
  int64_t samples = 0;
  llvm::json::Path::Root root;
  llvm::json::ObjectMapper map(*value, root);
  if (!map || !map.map("inputs", names) ||
      !map.map("means", correction.means) ||
      !map.map("scales", correction.scales) ||
      !map.map("weights", correction.weights) ||
      !map.map("bias", correction.bias) ||
      !map.map("ridge", correction.ridge) || !map.map("samples", samples))
    return llvm::createStringError(path + ": " +
                                   llvm::toString(root.getError()));
  std::vector<std::string> expected = getFeatureNames();
  expected.push_back("log_model_seconds");
  if (names != expected || correction.means.size() != names.size() ||
      correction.scales.size() != names.size() ||
      correction.weights.size() != names.size())
    return llvm::createStringError(
        path + ": a correction for other features than this build's");
  correction.samples = size_t(samples);
  return correction;
}

std::vector<float> cuda_agent::env::getCostFeatures(const Kernel &kernel,
                                                    const Schedule &schedule) {
  return kernel.features(schedule, size_t(StepKind::Stop));
}

llvm::Expected<std::vector<CostSample>> cuda_agent::env::collectCostSamples(
    experience::ExperienceDb &database, llvm::StringRef device,
    llvm::ArrayRef<std::string> kernelDirs, std::vector<std::string> &missing) {
  llvm::Expected<std::vector<experience::KernelEntry>> kernels =
      database.getKernels();
  if (!kernels)
    return kernels.takeError();
  // The kernels by name (the first file of a name found).
  std::map<std::string, std::string> files;
  for (std::string &path : findKernelFiles(kernelDirs))
    files.emplace(llvm::sys::path::stem(path).str(), std::move(path));
  std::vector<CostSample> samples;
  for (const experience::KernelEntry &entry : *kernels) {
    auto file = files.find(entry.name);
    if (file == files.end()) {
      missing.push_back(entry.name);
      continue;
    }
    llvm::Expected<std::shared_ptr<Kernel>> kernel = Kernel::load(file->second);
    if (!kernel)
      return kernel.takeError();
    if ((*kernel)->getHash() != entry.hash) {
      missing.push_back(entry.name + " (another text)");
      continue;
    }
    llvm::Expected<std::vector<experience::Record>> records =
        database.getRecords(entry.hash);
    if (!records)
      return records.takeError();
    std::vector<double> baselines;
    auto add = [&](const Schedule &schedule, double microseconds) {
      samples.push_back({entry.name, getCostFeatures(**kernel, schedule),
                         (*kernel)->estimateSeconds(schedule),
                         microseconds * 1e-6});
    };
    for (const experience::Record &record : *records) {
      if (!record.correct || record.medianUs <= 0 ||
          (!device.empty() && record.device != device))
        continue;
      if (record.baselineUs > 0)
        baselines.push_back(record.baselineUs);
      llvm::Expected<Schedule> schedule = Schedule::parse(record.schedule);
      if (!schedule) {
        llvm::consumeError(schedule.takeError());
        continue;
      }
      if ((*kernel)->isLegal(*schedule))
        add(*schedule, record.medianUs);
    }
    if (!baselines.empty()) {
      std::nth_element(baselines.begin(),
                       baselines.begin() + baselines.size() / 2,
                       baselines.end());
      add(Schedule(), baselines[baselines.size() / 2]);
    }
  }
  return samples;
}

CrossValidation
cuda_agent::env::crossValidate(llvm::ArrayRef<CostSample> samples, double ridge,
                               unsigned folds) {
  // Kernels to folds in order of their names: every fold holds whole kernels.
  std::map<std::string, std::vector<size_t>> byKernel;
  for (auto [index, sample] : llvm::enumerate(samples))
    byKernel[sample.kernel].push_back(index);
  std::map<std::string, unsigned> foldOf;
  for (auto [index, kernel] : llvm::enumerate(byKernel))
    foldOf[kernel.first] = unsigned(index % std::max(1u, folds));
  CrossValidation result;
  result.samples = samples.size();
  double modelSum = 0, correctedSum = 0;
  for (unsigned fold = 0; fold < std::max(1u, folds); ++fold) {
    std::vector<CostSample> training;
    for (const CostSample &sample : samples)
      if (folds <= 1 || foldOf[sample.kernel] != fold)
        training.push_back(sample);
    CostCorrection correction = CostCorrection::fit(training, ridge);
    for (const auto &[kernel, indices] : byKernel) {
      if (foldOf[kernel] != fold || indices.size() < 3)
        continue;
      std::vector<double> measured, modelled, corrected;
      for (size_t index : indices) {
        const CostSample &sample = samples[index];
        measured.push_back(sample.measuredSeconds);
        modelled.push_back(sample.modelSeconds);
        corrected.push_back(
            correction.correct(sample.features, sample.modelSeconds));
      }
      modelSum += spearman(modelled, measured);
      correctedSum += spearman(corrected, measured);
      ++result.kernels;
    }
  }
  if (result.kernels) {
    result.modelSpearman = modelSum / double(result.kernels);
    result.correctedSpearman = correctedSum / double(result.kernels);
  }
  return result;
}
