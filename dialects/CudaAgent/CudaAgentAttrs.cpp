//===- CudaAgentAttrs.cpp - cuda_agent attributes -------------------------===//

#include "dialects/CudaAgent/CudaAgentAttrs.h"
#include "dialects/CudaAgent/CudaAgentDialect.h"

#include "cuda-agent/Target/Limits.h"

#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_agent;

#define GET_ATTRDEF_CLASSES
#include "dialects/CudaAgent/CudaAgentAttrs.cpp.inc"

void CudaAgentDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dialects/CudaAgent/CudaAgentAttrs.cpp.inc"
      >();
}

namespace {
using namespace ::cuda_agent::limits;
constexpr char kDims[3] = {'x', 'y', 'z'};
} // namespace

int64_t LaunchAttr::getThreadsPerBlock() const {
  int64_t threads = 1;
  for (int64_t size : getBlock())
    threads *= size;
  return threads;
}

LogicalResult LaunchAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 SymbolRefAttr kernel, ArrayRef<int64_t> grid,
                                 ArrayRef<int64_t> block,
                                 ArrayRef<MemRefType> args,
                                 ArrayRef<int64_t> hostArgs,
                                 int64_t dynamicSharedMemory,
                                 ArrayRef<Type> tensorMaps) {
  if (kernel.getNestedReferences().size() != 1)
    return emitError() << "kernel must be a nested symbol @module::@kernel, got "
                       << kernel;
  if (grid.size() != 3 || block.size() != 3)
    return emitError() << "grid and block need 3 sizes (x, y, z), got "
                       << grid.size() << " and " << block.size();
  int64_t threads = 1;
  for (int i = 0; i < 3; ++i) {
    if (grid[i] < 1 || grid[i] > kMaxGrid[i])
      return emitError() << "grid size " << kDims[i] << " = " << grid[i]
                         << " is outside [1, " << kMaxGrid[i] << "]";
    if (block[i] < 1 || block[i] > kMaxBlock[i])
      return emitError() << "block size " << kDims[i] << " = " << block[i]
                         << " is outside [1, " << kMaxBlock[i] << "]";
    threads *= block[i];
  }
  if (threads > kMaxThreadsPerBlock)
    return emitError() << "block of " << threads
                       << " threads exceeds the limit of "
                       << kMaxThreadsPerBlock;
  if (args.empty())
    return emitError() << "a kernel without buffer arguments has no effect";
  if (hostArgs.size() != args.size())
    return emitError() << "host_args has " << hostArgs.size()
                       << " entries for " << args.size() << " arguments";
  for (auto [index, type] : llvm::enumerate(args)) {
    if (!type.hasStaticShape() || !type.getLayout().isIdentity() ||
        type.getMemorySpace())
      return emitError() << "argument #" << index << " of type " << type
                         << " is not a statically shaped memref with the "
                            "identity layout in global memory";
  }
  if (dynamicSharedMemory < 0 || dynamicSharedMemory > kMaxSharedBytesPerBlock)
    return emitError() << "dynamic_shared_memory = " << dynamicSharedMemory
                       << " is outside [0, " << kMaxSharedBytesPerBlock << "]";
  if (tensorMaps.empty())
    return success();
  if (tensorMaps.size() != args.size())
    return emitError() << "tensor_maps has " << tensorMaps.size()
                       << " entries for " << args.size() << " arguments";
  for (auto [index, type, arg] : llvm::enumerate(tensorMaps, args)) {
    if (isa<NoneType>(type))
      continue;
    auto map = dyn_cast<nvgpu::TensorMapDescriptorType>(type);
    if (!map)
      return emitError() << "tensor map of argument #" << index << " is "
                         << type
                         << ", not an !nvgpu.tensormap.descriptor or none";
    MemRefType box = map.getTensor();
    if (box.getElementType() != arg.getElementType() ||
        box.getRank() != arg.getRank())
      return emitError() << "tensor map of argument #" << index << " boxes "
                         << box << ", not a tile of " << arg;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// ScheduleAttr
//===----------------------------------------------------------------------===//

ScheduleAttr ScheduleAttr::get(MLIRContext *context,
                               const ::cuda_agent::Schedule &schedule) {
  return Base::get(context, schedule.str());
}

::cuda_agent::Schedule ScheduleAttr::getSchedule() const {
  llvm::Expected<::cuda_agent::Schedule> schedule =
      ::cuda_agent::Schedule::parse(getActions());
  assert(schedule && "verified schedule attribute must parse");
  return *schedule;
}

LogicalResult
ScheduleAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                     StringRef actions) {
  llvm::Expected<::cuda_agent::Schedule> schedule =
      ::cuda_agent::Schedule::parse(actions);
  if (!schedule)
    return emitError() << llvm::toString(schedule.takeError());
  if (schedule->str() != actions)
    return emitError() << "schedule '" << actions
                       << "' is not in canonical form '" << schedule->str()
                       << "'";
  return success();
}

Attribute ScheduleAttr::parse(AsmParser &parser, Type) {
  std::string actions;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parser.parseString(&actions) ||
      parser.parseGreater())
    return {};
  llvm::Expected<::cuda_agent::Schedule> schedule =
      ::cuda_agent::Schedule::parse(actions);
  if (!schedule) {
    parser.emitError(loc) << llvm::toString(schedule.takeError());
    return {};
  }
  return ScheduleAttr::get(parser.getContext(), *schedule);
}

void ScheduleAttr::print(AsmPrinter &printer) const {
  printer << "<\"" << getActions() << "\">";
}
