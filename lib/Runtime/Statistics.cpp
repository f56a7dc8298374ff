//===- Statistics.cpp - medians, spreads and when to stop timing ----------===//

#include "cuda-agent/Runtime/Statistics.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace cuda_agent::runtime;

double cuda_agent::runtime::percentile(const std::vector<double> &sorted,
                                       double p) {
  if (sorted.empty())
    return 0;
  return sorted[size_t(p * double(sorted.size() - 1) + 0.5)];
}

TimingSummary cuda_agent::runtime::summarize(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  TimingSummary summary;
  summary.runs = values.size();
  summary.median = percentile(values, 0.5);
  summary.p10 = percentile(values, 0.1);
  summary.p90 = percentile(values, 0.9);
  double n = double(values.size());
  double spread = 1.96 * std::sqrt(n) / 2;
  // Below 6 runs the interval is the whole sample and says nothing.
  if (values.size() < 6 || summary.median <= 0) {
    summary.medianHalfWidth = std::numeric_limits<double>::infinity();
    if (!values.empty()) {
      summary.medianLow = values.front();
      summary.medianHigh = values.back();
    }
    return summary;
  }
  auto rank = [&](double r) {
    return size_t(std::clamp(r, 0.0, n - 1));
  };
  double low = values[rank(std::floor(n / 2 - spread))];
  double high = values[rank(std::ceil(n / 2 + spread))];
  summary.medianHalfWidth = (high - low) / 2 / summary.median;
  summary.medianLow = low;
  summary.medianHigh = high;
  return summary;
}

const char *TimingPolicy::whyDone(const TimingSummary &summary,
                                  double secondsSpent) const {
  if (summary.runs >= maxRuns)
    return "max_runs";
  if (summary.runs < minRuns)
    return nullptr;
  if (summary.medianHalfWidth <= targetHalfWidth)
    return "ci";
  return secondsSpent >= maxSeconds ? "max_seconds" : nullptr;
}

bool TimingPolicy::clearlySlower(const TimingSummary &candidate,
                                 const TimingSummary &baseline) const {
  if (stopIfSlowerThan <= 0 || candidate.runs < minRuns ||
      baseline.runs < minRuns)
    return false;
  return candidate.medianLow > stopIfSlowerThan * baseline.medianHigh;
}
