//===- Schedule.cpp - the action string -----------------------------------===//

#include "cuda-agent/Schedule/Schedule.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

using namespace cuda_agent;

namespace {

constexpr ActionKind kAllActions[] = {
    ActionKind::Block,  ActionKind::Thread,  ActionKind::Reduce,
    ActionKind::Split,  ActionKind::Promote, ActionKind::Pipeline,
    ActionKind::Unroll, ActionKind::Vector,  ActionKind::Interchange,
    ActionKind::Fuse,   ActionKind::SplitK,  ActionKind::Mma,
    ActionKind::Wgmma,  ActionKind::Tf32};

/// How many integers an action takes: exactly `min` when `exact`, else at
/// least `min`.
struct Arity {
  size_t min;
  bool exact;
};

Arity getArity(ActionKind kind) {
  switch (kind) {
  case ActionKind::Split:
  case ActionKind::Pipeline:
  case ActionKind::Unroll:
  case ActionKind::Vector:
  case ActionKind::SplitK:
    return {1, true};
  case ActionKind::Fuse:
  case ActionKind::Mma:
  case ActionKind::Wgmma:
  case ActionKind::Tf32:
    return {0, true};
  default:
    return {1, false};
  }
}

/// Reads an action string left to right, tracking the column for errors.
class Parser {
public:
  explicit Parser(llvm::StringRef text) : text(text) {}

  llvm::Expected<Schedule> parse() {
    Schedule schedule;
    skipSpace();
    if (atEnd())
      return schedule;
    while (true) {
      if (llvm::Error error = parseAction(schedule))
        return std::move(error);
      skipSpace();
      if (atEnd())
        return schedule;
      if (!consume(';'))
        return fail("expected ';' between actions");
      skipSpace();
    }
  }

private:
  llvm::Error parseAction(Schedule &schedule) {
    size_t nameColumn = position;
    // A letter, then letters and digits ("tf32").
    llvm::StringRef name;
    if (!atEnd() && llvm::isAlpha(text[position]))
      name = text.drop_front(position).take_while(
          [](char c) { return llvm::isAlnum(c); });
    position += name.size();
    if (name.empty())
      return fail("expected an action name");
    auto kind = llvm::find_if(kAllActions, [&](ActionKind k) {
      return getActionName(k) == name;
    });
    if (kind == std::end(kAllActions))
      return failAt(nameColumn, llvm::formatv("unknown action '{0}'", name));
    if (schedule.has(*kind))
      return failAt(nameColumn,
                    llvm::formatv("action '{0}' given twice", name));

    std::vector<int64_t> arguments;
    skipSpace();
    if (consume('(')) {
      do {
        skipSpace();
        size_t numberColumn = position;
        llvm::StringRef digits = text.drop_front(position).take_while(
            [](char c) { return llvm::isDigit(c); });
        uint64_t value = 0;
        if (digits.empty() || digits.getAsInteger(10, value) ||
            value > uint64_t(INT32_MAX))
          return failAt(numberColumn,
                        llvm::formatv("'{0}' takes non-negative integers "
                                      "below 2^31",
                                      name));
        position += digits.size();
        arguments.push_back(int64_t(value));
        skipSpace();
      } while (consume(','));
      if (!consume(')'))
        return fail(llvm::formatv("expected ',' or ')' in '{0}'", name));
    }

    Arity arity = getArity(*kind);
    if (arity.exact ? arguments.size() != arity.min
                    : arguments.size() < arity.min)
      return failAt(nameColumn,
                    llvm::formatv("'{0}' takes {1}{2} argument{3}, got {4}",
                                  name, arity.exact ? "" : "at least ",
                                  arity.min, arity.min == 1 ? "" : "s",
                                  arguments.size()));
    return store(schedule, *kind, std::move(arguments), nameColumn);
  }

  llvm::Error store(Schedule &schedule, ActionKind kind,
                    std::vector<int64_t> arguments, size_t column) {
    llvm::StringRef name = getActionName(kind);
    auto positive = [&]() -> llvm::Error {
      if (arguments[0] < 1)
        return failAt(column, llvm::formatv("'{0}' needs a factor >= 1", name));
      return llvm::Error::success();
    };
    switch (kind) {
    case ActionKind::Block:
      schedule.block = std::move(arguments);
      break;
    case ActionKind::Thread:
      schedule.thread = std::move(arguments);
      break;
    case ActionKind::Reduce:
      schedule.reduce = std::move(arguments);
      break;
    case ActionKind::Split:
      if (llvm::Error error = positive())
        return error;
      schedule.split = arguments[0];
      break;
    case ActionKind::Promote: {
      std::vector<int64_t> sorted = arguments;
      std::sort(sorted.begin(), sorted.end());
      if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
        return failAt(column, "'promote' names an operand twice");
      schedule.promote = std::move(arguments);
      break;
    }
    case ActionKind::Pipeline:
      if (llvm::Error error = positive())
        return error;
      schedule.pipeline = arguments[0];
      break;
    case ActionKind::Unroll:
      if (llvm::Error error = positive())
        return error;
      schedule.unroll = arguments[0];
      break;
    case ActionKind::Vector:
      if (llvm::Error error = positive())
        return error;
      schedule.vector = arguments[0];
      break;
    case ActionKind::Interchange: {
      std::vector<int64_t> sorted = arguments;
      std::sort(sorted.begin(), sorted.end());
      for (size_t i = 0; i < sorted.size(); ++i)
        if (sorted[i] != int64_t(i))
          return failAt(column, "'interchange' needs a permutation of 0.." +
                                    std::to_string(sorted.size() - 1));
      schedule.interchange = std::move(arguments);
      break;
    }
    case ActionKind::Fuse:
      schedule.fuse = true;
      break;
    case ActionKind::SplitK:
      if (llvm::Error error = positive())
        return error;
      schedule.splitk = arguments[0];
      break;
    case ActionKind::Mma:
      schedule.mma = true;
      break;
    case ActionKind::Wgmma:
      schedule.wgmma = true;
      break;
    case ActionKind::Tf32:
      schedule.tf32 = true;
      break;
    }
    return llvm::Error::success();
  }

  bool atEnd() const { return position >= text.size(); }
  void skipSpace() {
    while (!atEnd() && llvm::isSpace(text[position]))
      ++position;
  }
  bool consume(char c) {
    if (atEnd() || text[position] != c)
      return false;
    ++position;
    return true;
  }
  llvm::Error failAt(size_t column, const llvm::Twine &message) {
    return llvm::createStringError(
        llvm::formatv("invalid schedule '{0}': {1} (column {2})", text,
                      message.str(), column + 1));
  }
  llvm::Error fail(const llvm::Twine &message) {
    return failAt(position, message);
  }

  llvm::StringRef text;
  size_t position = 0;
};

void printList(llvm::raw_ostream &os, llvm::StringRef name,
               const std::vector<int64_t> &values) {
  os << name << "(";
  llvm::interleave(values, os, ",");
  os << ")";
}

} // namespace

llvm::StringRef cuda_agent::getActionName(ActionKind kind) {
  switch (kind) {
  case ActionKind::Block:
    return "block";
  case ActionKind::Thread:
    return "thread";
  case ActionKind::Reduce:
    return "reduce";
  case ActionKind::Split:
    return "split";
  case ActionKind::Promote:
    return "promote";
  case ActionKind::Pipeline:
    return "pipeline";
  case ActionKind::Unroll:
    return "unroll";
  case ActionKind::Vector:
    return "vector";
  case ActionKind::Interchange:
    return "interchange";
  case ActionKind::Fuse:
    return "fuse";
  case ActionKind::SplitK:
    return "splitk";
  case ActionKind::Mma:
    return "mma";
  case ActionKind::Wgmma:
    return "wgmma";
  case ActionKind::Tf32:
    return "tf32";
  }
  llvm_unreachable("unknown action kind");
}

llvm::Expected<Schedule> Schedule::parse(llvm::StringRef text) {
  return Parser(text).parse();
}

int64_t cuda_agent::largestDivisorAtMost(int64_t size, int64_t limit) {
  for (int64_t divisor = std::min(size, limit); divisor > 1; --divisor)
    if (size % divisor == 0)
      return divisor;
  return 1;
}

void Schedule::copyAction(ActionKind kind, const Schedule &other) {
  switch (kind) {
  case ActionKind::Block:
    block = other.block;
    return;
  case ActionKind::Thread:
    thread = other.thread;
    return;
  case ActionKind::Reduce:
    reduce = other.reduce;
    return;
  case ActionKind::Split:
    split = other.split;
    return;
  case ActionKind::Promote:
    promote = other.promote;
    return;
  case ActionKind::Pipeline:
    pipeline = other.pipeline;
    return;
  case ActionKind::Unroll:
    unroll = other.unroll;
    return;
  case ActionKind::Vector:
    vector = other.vector;
    return;
  case ActionKind::Interchange:
    interchange = other.interchange;
    return;
  case ActionKind::Fuse:
    fuse = other.fuse;
    return;
  case ActionKind::SplitK:
    splitk = other.splitk;
    return;
  case ActionKind::Mma:
    mma = other.mma;
    return;
  case ActionKind::Wgmma:
    wgmma = other.wgmma;
    return;
  case ActionKind::Tf32:
    tf32 = other.tf32;
    return;
  }
  llvm_unreachable("unknown action kind");
}

bool Schedule::has(ActionKind kind) const {
  switch (kind) {
  case ActionKind::Block:
    return block.has_value();
  case ActionKind::Thread:
    return thread.has_value();
  case ActionKind::Reduce:
    return reduce.has_value();
  case ActionKind::Split:
    return split.has_value();
  case ActionKind::Promote:
    return promote.has_value();
  case ActionKind::Pipeline:
    return pipeline.has_value();
  case ActionKind::Unroll:
    return unroll.has_value();
  case ActionKind::Vector:
    return vector.has_value();
  case ActionKind::Interchange:
    return interchange.has_value();
  case ActionKind::Fuse:
    return fuse;
  case ActionKind::SplitK:
    return splitk.has_value();
  case ActionKind::Mma:
    return mma;
  case ActionKind::Wgmma:
    return wgmma;
  case ActionKind::Tf32:
    return tf32;
  }
  llvm_unreachable("unknown action kind");
}

bool Schedule::empty() const {
  return llvm::none_of(kAllActions, [&](ActionKind kind) { return has(kind); });
}

std::string Schedule::str() const {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::ListSeparator separator(";");
  auto list = [&](ActionKind kind,
                  const std::optional<std::vector<int64_t>> &values) {
    if (values) {
      os << separator;
      printList(os, getActionName(kind), *values);
    }
  };
  auto single = [&](ActionKind kind, const std::optional<int64_t> &value) {
    if (value)
      os << separator << getActionName(kind) << "(" << *value << ")";
  };
  list(ActionKind::Block, block);
  list(ActionKind::Thread, thread);
  list(ActionKind::Reduce, reduce);
  single(ActionKind::Split, split);
  list(ActionKind::Promote, promote);
  single(ActionKind::Pipeline, pipeline);
  single(ActionKind::Unroll, unroll);
  single(ActionKind::Vector, vector);
  list(ActionKind::Interchange, interchange);
  if (fuse)
    os << separator << getActionName(ActionKind::Fuse);
  single(ActionKind::SplitK, splitk);
  if (mma)
    os << separator << getActionName(ActionKind::Mma);
  if (wgmma)
    os << separator << getActionName(ActionKind::Wgmma);
  if (tf32)
    os << separator << getActionName(ActionKind::Tf32);
  return text;
}

bool Schedule::operator==(const Schedule &other) const {
  return block == other.block && thread == other.thread &&
         reduce == other.reduce && split == other.split &&
         promote == other.promote && pipeline == other.pipeline &&
         unroll == other.unroll && vector == other.vector &&
         interchange == other.interchange && fuse == other.fuse &&
         splitk == other.splitk && mma == other.mma && wgmma == other.wgmma &&
         tf32 == other.tf32;
}
