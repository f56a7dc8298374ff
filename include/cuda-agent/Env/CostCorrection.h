//===- CostCorrection.h - the cost model, corrected ------------*- C++ -*-===//
//
// A learned correction of the analytical cost model (issue #8,
// docs/EXPERIENCE.md): log(measured time / modelled time) predicted from a
// schedule's observation features (Env.h) and the modelled time by ridge
// regression, fitted on the experience database's measurements. The
// corrected time is the model's times exp(prediction). Plain C++: the
// environment uses it without LibTorch.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_ENV_COSTCORRECTION_H
#define CUDA_AGENT_ENV_COSTCORRECTION_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace cuda_agent {
struct Schedule;
namespace experience {
class ExperienceDb;
} // namespace experience
} // namespace cuda_agent

namespace cuda_agent::env {

/// One measured schedule: its features, the model's and the GPU's time.
struct CostSample {
  std::string kernel;
  std::vector<float> features;
  double modelSeconds = 0, measuredSeconds = 0;
};

class CostCorrection {
public:
  /// Ridge regression of log(measured / modelled) on the standardized
  /// features and log(modelled); `ridge` weighs the L2 penalty.
  static CostCorrection fit(llvm::ArrayRef<CostSample> samples, double ridge);
  /// A correction written by save(); fails on another feature encoding.
  static llvm::Expected<CostCorrection> load(llvm::StringRef path);
  llvm::Error save(llvm::StringRef path) const;

  /// The model's time corrected (seconds).
  double correct(llvm::ArrayRef<float> features, double modelSeconds) const;
  size_t getSampleCount() const { return samples; }

private:
  std::vector<double> inputs(llvm::ArrayRef<float> features,
                             double modelSeconds) const;

  /// Per input (the features, then log modelled seconds): the mean and
  /// scale it is standardized by, and its weight; then the bias.
  std::vector<double> means, scales, weights;
  double bias = 0, ridge = 0;
  size_t samples = 0;
};

/// Spearman's rank correlation of `a` and `b` (ties share their mean rank;
/// 0 where either is constant or there are fewer than 2 values).
double spearman(llvm::ArrayRef<double> a, llvm::ArrayRef<double> b);

class Kernel;
/// The features the correction reads: the observation of the finished
/// (legal) schedule.
std::vector<float> getCostFeatures(const Kernel &kernel,
                                   const Schedule &schedule);

/// The correct measurements of `database` on `device` (empty: any) of the
/// kernels found as NAME.mlir under `kernelDirs` (searched recursively),
/// each kernel's default schedule with the median of its baseline times;
/// `missing` gets the names of kernels not found.
llvm::Expected<std::vector<CostSample>>
collectCostSamples(experience::ExperienceDb &database, llvm::StringRef device,
                   llvm::ArrayRef<std::string> kernelDirs,
                   std::vector<std::string> &missing);

/// How well the model and the corrected model rank each kernel's schedules
/// (Spearman against the measured times, averaged over the kernels with 3
/// samples or more), each kernel's correction fitted without its fold.
struct CrossValidation {
  size_t kernels = 0, samples = 0;
  double modelSpearman = 0, correctedSpearman = 0;
};
CrossValidation crossValidate(llvm::ArrayRef<CostSample> samples, double ridge,
                              unsigned folds);

} // namespace cuda_agent::env

#endif // CUDA_AGENT_ENV_COSTCORRECTION_H
