//===- ScheduleParserFuzzer.cpp - fuzz the action-string parser -----------===//
//
// Any input: the parser returns a schedule or an error, never crashes; a
// parsed schedule prints to a canonical string that parses back to the same
// schedule and prints identically.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Schedule/Schedule.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  llvm::Expected<cuda_agent::Schedule> schedule =
      cuda_agent::Schedule::parse(text);
  if (!schedule) {
    if (llvm::toString(schedule.takeError()).empty())
      abort(); // an error must say why
    return 0;
  }
  std::string canonical = schedule->str();
  llvm::Expected<cuda_agent::Schedule> again =
      cuda_agent::Schedule::parse(canonical);
  if (!again || *again != *schedule || again->str() != canonical)
    abort();
  return 0;
}
