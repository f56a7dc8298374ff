//===- Wire.h - bytes exchanged between processes ---------------*- C++ -*-===//
//
// What ranks send each other (docs/DISTRIBUTED.md): fixed-width little-endian
// numbers, length-prefixed strings and arrays. Readers check every length
// against what is left, so a truncated or garbled message is an error, not
// a crash. Both ends are the same build of cuda-agent (one x86-64 binary).
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_DISTRIBUTED_WIRE_H
#define CUDA_AGENT_DISTRIBUTED_WIRE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

namespace cuda_agent::distributed {

/// Appends values to a byte string.
class WireWriter {
public:
  template <typename T> WireWriter &write(T value) {
    static_assert(std::is_arithmetic_v<T> || std::is_enum_v<T>);
    bytes.append(reinterpret_cast<const char *>(&value), sizeof(T));
    return *this;
  }
  WireWriter &writeString(llvm::StringRef text) {
    write<uint64_t>(text.size());
    bytes.append(text.data(), text.size());
    return *this;
  }
  template <typename T> WireWriter &writeArray(llvm::ArrayRef<T> values) {
    static_assert(std::is_arithmetic_v<T>);
    write<uint64_t>(values.size());
    bytes.append(reinterpret_cast<const char *>(values.data()),
                 values.size() * sizeof(T));
    return *this;
  }
  WireWriter &writeStrings(llvm::ArrayRef<std::string> texts) {
    write<uint64_t>(texts.size());
    for (const std::string &text : texts)
      writeString(text);
    return *this;
  }

  const std::string &str() const { return bytes; }
  std::string take() { return std::move(bytes); }

private:
  std::string bytes;
};

/// Reads what a WireWriter wrote, in the same order. After the first
/// failed read every read fails; finish() says why.
class WireReader {
public:
  explicit WireReader(llvm::StringRef bytes) : rest(bytes) {}

  template <typename T> T read() {
    static_assert(std::is_arithmetic_v<T> || std::is_enum_v<T>);
    T value{};
    if (take(sizeof(T), "a number"))
      std::memcpy(&value, taken.data(), sizeof(T));
    return value;
  }
  std::string readString() {
    uint64_t size = read<uint64_t>();
    return take(size, "a string") ? taken.str() : std::string();
  }
  template <typename T> std::vector<T> readArray() {
    static_assert(std::is_arithmetic_v<T>);
    uint64_t size = read<uint64_t>();
    std::vector<T> values;
    if (size > rest.size() / sizeof(T))
      return fail("an array"), values;
    take(size * sizeof(T), "an array");
    values.resize(size);
    if (size)
      std::memcpy(values.data(), taken.data(), size * sizeof(T));
    return values;
  }
  std::vector<std::string> readStrings() {
    uint64_t count = read<uint64_t>();
    std::vector<std::string> texts;
    // Each string takes at least its 8-byte length.
    if (count > rest.size() / sizeof(uint64_t))
      return fail("a list of strings"), texts;
    for (uint64_t index = 0; index < count && !failed; ++index)
      texts.push_back(readString());
    return texts;
  }

  /// Success where every read succeeded and nothing is left over.
  llvm::Error finish(llvm::StringRef what) const {
    if (failed)
      return llvm::createStringError(what + ": the message ends inside " +
                                     failedAt);
    if (!rest.empty())
      return llvm::createStringError(
          what + ": " + std::to_string(rest.size()) +
          " bytes left over at the end of the message");
    return llvm::Error::success();
  }

private:
  bool take(uint64_t size, const char *what) {
    if (failed || size > rest.size()) {
      fail(what);
      return false;
    }
    taken = rest.take_front(size);
    rest = rest.drop_front(size);
    return true;
  }
  void fail(const char *what) {
    if (!failed)
      failedAt = what;
    failed = true;
    rest = {};
  }

  llvm::StringRef rest, taken;
  bool failed = false;
  const char *failedAt = "";
};

} // namespace cuda_agent::distributed

#endif // CUDA_AGENT_DISTRIBUTED_WIRE_H
