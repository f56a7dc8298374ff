//===- LaunchPlan.cpp - read the compiler's launch plan -------------------===//

#include "cuda-agent/Runtime/LaunchPlan.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace cuda_agent::runtime;
namespace json = llvm::json;

namespace {

constexpr int64_t kPlanVersion = 1;

llvm::Error planError(const json::Path::Root &root) {
  std::string message;
  llvm::raw_string_ostream os(message);
  os << "invalid launch plan: " << llvm::toString(root.getError());
  return llvm::createStringError(message);
}

llvm::Expected<std::string> readFile(llvm::StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/false);
  if (!buffer)
    return llvm::createStringError(
        llvm::formatv("cannot read {0}: {1}", path, buffer.getError().message()));
  return (*buffer)->getBuffer().str();
}

} // namespace

// Found by argument-dependent lookup from json::ObjectMapper::map.
namespace cuda_agent::runtime {

static bool fromJSON(const json::Value &value, std::array<unsigned, 3> &dims,
              json::Path path) {
  std::vector<int64_t> sizes;
  if (!json::fromJSON(value, sizes, path))
    return false;
  if (sizes.size() != 3) {
    path.report("expected 3 sizes (x, y, z)");
    return false;
  }
  for (int i = 0; i < 3; ++i) {
    if (sizes[i] < 1 || sizes[i] > UINT32_MAX) {
      path.index(i).report("size out of range");
      return false;
    }
    dims[i] = static_cast<unsigned>(sizes[i]);
  }
  return true;
}

static bool fromJSON(const json::Value &value, TensorMapBox &map,
                     json::Path path) {
  json::ObjectMapper mapper(value, path);
  return mapper && mapper.map("box", map.box) &&
         mapper.map("swizzle_bytes", map.swizzleBytes) &&
         mapper.map("l2_promotion_bytes", map.l2PromotionBytes) &&
         mapper.map("interleave_bytes", map.interleaveBytes) &&
         mapper.map("out_of_bounds_nan", map.outOfBoundsNan);
}

static bool fromJSON(const json::Value &value, KernelArgument &argument,
              json::Path path) {
  json::ObjectMapper mapper(value, path);
  if (!mapper || !mapper.map("host_arg", argument.hostArg) ||
      !mapper.map("shape", argument.shape) ||
      !mapper.map("dtype", argument.dtype) ||
      !mapper.map("bytes", argument.bytes) ||
      !mapper.mapOptional("tensor_map", argument.tensorMap))
    return false;
  if (argument.tensorMap &&
      argument.tensorMap->box.size() != argument.shape.size()) {
    path.field("tensor_map").report("box rank differs from the buffer's");
    return false;
  }
  return true;
}

static bool fromJSON(const json::Value &value, KernelLaunch &launch,
                     json::Path path) {
  json::ObjectMapper mapper(value, path);
  std::array<unsigned, 3> grid, block;
  if (!mapper || !mapper.map("kernel", launch.kernel) ||
      !mapper.map("module", launch.module) ||
      !mapper.map("code", launch.code) || !mapper.map("args", launch.args) ||
      !mapper.mapOptional("dynamic_shared_memory", launch.dynamicSharedBytes))
    return false;
  const json::Object *object = value.getAsObject();
  if (!fromJSON(*object->get("grid"), grid, path.field("grid")) ||
      !fromJSON(*object->get("block"), block, path.field("block")))
    return false;
  launch.grid = grid;
  launch.block = block;
  return true;
}

} // namespace cuda_agent::runtime

llvm::Expected<LaunchPlan> LaunchPlan::parse(llvm::StringRef text,
                                             llvm::StringRef directory) {
  llvm::Expected<json::Value> document = json::parse(text);
  if (!document)
    return llvm::createStringError("invalid launch plan: " +
                                   llvm::toString(document.takeError()));
  json::Path::Root root("launch.json");
  json::ObjectMapper mapper(*document, root);
  int64_t version = 0;
  std::string convention;
  LaunchPlan plan;
  if (!mapper || !mapper.map("version", version) ||
      !mapper.map("calling_convention", convention) ||
      !mapper.mapOptional("schedule", plan.schedule) ||
      !mapper.mapOptional("flops", plan.flops) ||
      !mapper.mapOptional("reduction_length", plan.reductionLength) ||
      !mapper.mapOptional("tf32_products", plan.tf32Products))
    return planError(root);
  if (version != kPlanVersion)
    return llvm::createStringError(llvm::formatv(
        "launch plan version {0} is not the supported version {1}", version,
        kPlanVersion));
  if (convention != "bare_ptr")
    return llvm::createStringError("unsupported calling convention '" +
                                   convention + "'");
  if (const json::Array *left = document->getAsObject()->getArray("left_out");
      left && !left->empty())
    return llvm::createStringError(llvm::formatv(
        "the plan is partial: {0} of its model's regions did not compile "
        "(launch.json's left_out; compiled with --host-fallback); run the "
        "compiled regions' plans one by one",
        left->size()));
  // Grid and block need their own check (3 sizes each), so "launches" is
  // mapped element by element.
  const json::Array *launches = document->getAsObject()->getArray("launches");
  if (!launches)
    return llvm::createStringError("invalid launch plan: no launches array");
  for (auto [index, value] : llvm::enumerate(*launches)) {
    const json::Object *object = value.getAsObject();
    if (!object || !object->get("grid") || !object->get("block"))
      return llvm::createStringError(llvm::formatv(
          "invalid launch plan: launch {0} lacks grid or block", index));
    KernelLaunch launch;
    if (!fromJSON(value, launch, json::Path(root).field("launches").index(index)))
      return planError(root);
    llvm::SmallString<256> codePath(directory);
    llvm::sys::path::append(codePath, launch.code);
    llvm::Expected<std::string> code = readFile(codePath);
    if (!code)
      return code.takeError();
    launch.code = std::move(*code);
    plan.launches.push_back(std::move(launch));
  }
  return plan;
}

llvm::Expected<LaunchPlan> LaunchPlan::load(llvm::StringRef directory) {
  llvm::SmallString<256> path(directory);
  llvm::sys::path::append(path, "launch.json");
  llvm::Expected<std::string> text = readFile(path);
  if (!text)
    return text.takeError();
  return parse(*text, directory);
}
