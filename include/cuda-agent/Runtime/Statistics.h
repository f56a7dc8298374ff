//===- Statistics.h - medians, spreads and when to stop timing --*- C++ -*-===//

#ifndef CUDA_AGENT_RUNTIME_STATISTICS_H
#define CUDA_AGENT_RUNTIME_STATISTICS_H

#include <chrono>
#include <cstddef>
#include <vector>

namespace cuda_agent::runtime {

/// Wall-clock time in laps: where a piece of work's time goes.
class Stopwatch {
public:
  /// Milliseconds since the last lap (or the start); begins the next lap.
  double lap() {
    auto now = std::chrono::steady_clock::now();
    double milliseconds =
        std::chrono::duration<double, std::milli>(now - last).count();
    last = now;
    return milliseconds;
  }

private:
  std::chrono::steady_clock::time_point last = std::chrono::steady_clock::now();
};

/// Order statistics of a sample of run times.
struct TimingSummary {
  size_t runs = 0;
  double median = 0, p10 = 0, p90 = 0;
  /// Half-width of the distribution-free 95% confidence interval of the
  /// median, divided by the median (infinite for fewer than 6 runs).
  double medianHalfWidth = 0;
  /// That interval (the whole sample below 6 runs).
  double medianLow = 0, medianHigh = 0;
};

/// The value at fraction `p` of `sorted` (nearest rank); 0 when empty.
double percentile(const std::vector<double> &sorted, double p);

/// Summarizes `values` (any order). The confidence interval of the median
/// is [x(j), x(k)] of the sorted sample with j, k = n/2 -+ 1.96 sqrt(n)/2:
/// it needs no assumption on the shape of the distribution.
TimingSummary summarize(std::vector<double> values);

/// When adaptive timing stops: at `maxRuns`, or after at least `minRuns`
/// once the median is known to `targetHalfWidth` (relative) or `maxSeconds`
/// of timing have passed.
struct TimingPolicy {
  unsigned minRuns = 20;
  unsigned maxRuns = 2000;
  double targetHalfWidth = 0.02;
  double maxSeconds = 10;
  /// With a baseline: stop once the candidate is known to be slower than
  /// this many times the baseline (the lower end of its median's interval
  /// above the upper end of the baseline's, scaled); a reward needs no
  /// finer time of a schedule that bad. 0: never.
  double stopIfSlowerThan = 0;

  /// Why timing of `summary` may stop ("max_runs", "ci", "max_seconds"),
  /// or null while it must go on.
  const char *whyDone(const TimingSummary &summary, double secondsSpent) const;
  bool done(const TimingSummary &summary, double secondsSpent) const {
    return whyDone(summary, secondsSpent) != nullptr;
  }
  bool clearlySlower(const TimingSummary &candidate,
                     const TimingSummary &baseline) const;
};

} // namespace cuda_agent::runtime

#endif // CUDA_AGENT_RUNTIME_STATISTICS_H
