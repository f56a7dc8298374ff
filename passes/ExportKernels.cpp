//===- ExportKernels.cpp - write PTX and the launch plan to files ---------===//

#include "cuda-agent/Runtime/LaunchPlan.h"
#include "cuda-agent/Scheduling/Scheduling.h"
#include "dialects/CudaAgent/CudaAgentAttrs.h"
#include "passes/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ToolOutputFile.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_EXPORTKERNELS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;
using namespace mlir::cuda_agent;

namespace {

/// File extension of a serialized NVVM object, or failure for formats the
/// driver API cannot load directly.
FailureOr<StringRef> getCodeFileExtension(gpu::CompilationTarget format) {
  switch (format) {
  case gpu::CompilationTarget::Assembly:
    return StringRef(".ptx");
  case gpu::CompilationTarget::Binary:
    return StringRef(".cubin");
  case gpu::CompilationTarget::Fatbin:
    return StringRef(".fatbin");
  default:
    return failure();
  }
}

/// The functions PTX declares `.extern` (math functions lower to libdevice
/// calls, which the serializer links only where it finds the CUDA toolkit;
/// an allocation inside a kernel calls malloc).
SmallVector<StringRef> getUndefinedFunctions(StringRef ptx) {
  SmallVector<StringRef> names;
  constexpr StringRef kDeclaration = ".extern .func";
  for (size_t at = ptx.find(kDeclaration); at != StringRef::npos;
       at = ptx.find(kDeclaration, at + 1)) {
    StringRef rest = ptx.drop_front(at + kDeclaration.size()).ltrim();
    // A return value comes first, in parentheses.
    if (rest.starts_with("("))
      rest = rest.drop_until([](char c) { return c == ')'; }).drop_front().ltrim();
    StringRef name = rest.take_until([](char c) {
      return c == '(' || c == ';' || llvm::isSpace(c);
    });
    if (!name.empty() && !llvm::is_contained(names, name))
      names.push_back(name);
  }
  return names;
}

LogicalResult writeFile(Operation *op, StringRef path, StringRef contents) {
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> file = openOutputFile(path, &error);
  if (!file)
    return op->emitError() << "cannot write " << path << ": " << error;
  file->os() << contents;
  file->keep();
  return success();
}

std::string printType(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

llvm::json::Array toJSON(ArrayRef<int64_t> values) {
  return llvm::json::Array(values);
}

static_assert(int(nvgpu::TensorMapSwizzleKind::SWIZZLE_128B) ==
                  ::cuda_agent::runtime::getTensorMapModeCode(
                      128, ::cuda_agent::runtime::kSmallestSwizzleBytes),
              "nvgpu's mode enums count as the driver's");

/// A TMA descriptor's box and modes, sizes in bytes as the driver's enums
/// name them (the runtime encodes it over its buffer).
llvm::json::Object toJSON(nvgpu::TensorMapDescriptorType map) {
  using namespace ::cuda_agent::runtime;
  return llvm::json::Object{
      {"box", toJSON(map.getTensor().getShape())},
      {"swizzle_bytes",
       getTensorMapModeBytes(int64_t(map.getSwizzle()), kSmallestSwizzleBytes)},
      {"l2_promotion_bytes", getTensorMapModeBytes(int64_t(map.getL2promo()),
                                                   kSmallestL2PromotionBytes)},
      {"interleave_bytes", getTensorMapModeBytes(int64_t(map.getInterleave()),
                                                 kSmallestInterleaveBytes)},
      {"out_of_bounds_nan", map.getOob() == nvgpu::TensorMapOOBKind::OOB_NAN},
  };
}

struct ExportKernelsPass : public mlir::cuda_agent::impl::ExportKernelsBase<ExportKernelsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto launches = module->getAttrOfType<ArrayAttr>(kLaunchesAttrName);
    if (!launches) {
      module.emitError() << "module has no '" << kLaunchesAttrName
                         << "'; run cuda-agent-record-launches (part of "
                            "cuda-agent-lower-to-ptx) before the lowering";
      return signalPassFailure();
    }
    if (std::error_code ec = llvm::sys::fs::create_directories(outputDir)) {
      module.emitError() << "cannot create " << outputDir << ": "
                         << ec.message();
      return signalPassFailure();
    }

    // gpu.binary name -> file holding its NVVM code.
    llvm::StringMap<std::string> codeFiles;
    for (auto binary : module.getOps<gpu::BinaryOp>()) {
      auto nvvmObject = llvm::find_if(binary.getObjects(), [](Attribute a) {
        return isa<NVVM::NVVMTargetAttr>(cast<gpu::ObjectAttr>(a).getTarget());
      });
      if (nvvmObject == binary.getObjects().end())
        continue;
      auto object = cast<gpu::ObjectAttr>(*nvvmObject);
      FailureOr<StringRef> extension = getCodeFileExtension(object.getFormat());
      if (failed(extension)) {
        binary.emitError("has an NVVM object in a format the driver cannot "
                         "load; lower with cubin-format=isa, bin or fatbin");
        return signalPassFailure();
      }
      // Unresolved, the driver would reject the module at load time.
      if (*extension == ".ptx") {
        SmallVector<StringRef> undefined =
            getUndefinedFunctions(object.getObject().getValue());
        if (!undefined.empty()) {
          InFlightDiagnostic error = binary.emitError()
              << "calls functions its PTX does not define ("
              << llvm::join(undefined, ", ") << "); the driver would not load it";
          if (llvm::any_of(undefined, [](StringRef name) {
                return name.starts_with("__nv_");
              }))
            error << ": libdevice was not linked (set CUDA_HOME to the CUDA "
                     "toolkit)";
          if (llvm::is_contained(undefined, "malloc"))
            error << ": a buffer allocated inside the kernel is too large "
                     "for a thread's private memory (a tensor the schedule "
                     "left unfused)";
          return signalPassFailure();
        }
      }
      std::string fileName = (binary.getName() + *extension).str();
      SmallString<128> path(outputDir);
      llvm::sys::path::append(path, fileName);
      if (failed(writeFile(binary, path, object.getObject().getValue())))
        return signalPassFailure();
      codeFiles[binary.getName()] = fileName;
    }

    llvm::json::Array plan;
    for (auto launch : launches.getAsRange<LaunchAttr>()) {
      StringRef binaryName = launch.getKernel().getRootReference().getValue();
      auto codeFile = codeFiles.find(binaryName);
      if (codeFile == codeFiles.end()) {
        module.emitError() << "no gpu.binary @" << binaryName
                           << " with NVVM code for kernel "
                           << launch.getKernel()
                           << "; run the lowering to PTX first";
        return signalPassFailure();
      }
      llvm::json::Array args;
      for (auto [index, type, hostArg] :
           llvm::enumerate(launch.getArgs(), launch.getHostArgs())) {
        llvm::json::Object arg{
            {"host_arg", hostArg},
            {"shape", toJSON(type.getShape())},
            {"dtype", printType(type.getElementType())},
            {"bytes",
             (type.getNumElements() * type.getElementTypeBitWidth() + 7) / 8},
        };
        if (!launch.getTensorMaps().empty())
          if (auto map = dyn_cast<nvgpu::TensorMapDescriptorType>(
                  launch.getTensorMaps()[index]))
            arg["tensor_map"] = toJSON(map);
        args.push_back(std::move(arg));
      }
      plan.push_back(llvm::json::Object{
          {"kernel", launch.getKernel().getLeafReference().getValue()},
          {"module", binaryName},
          {"code", codeFile->second},
          {"grid", toJSON(launch.getGrid())},
          {"block", toJSON(launch.getBlock())},
          {"args", std::move(args)},
          {"dynamic_shared_memory", launch.getDynamicSharedMemory()},
      });
    }
    llvm::json::Object document{
        {"version", 1},
        {"calling_convention", "bare_ptr"},
        {"launches", std::move(plan)},
    };
    // The schedule cuda-agent-apply-schedule applied, if it ran.
    if (auto schedule = module->getAttrOfType<ScheduleAttr>(kScheduleAttrName))
      document["schedule"] = schedule.getActions();
    // And the work it counted (the runtime's GFLOP/s, roofline, tolerance).
    if (auto flops = module->getAttrOfType<IntegerAttr>(kFlopsAttrName))
      document["flops"] = flops.getInt();
    if (auto length =
            module->getAttrOfType<IntegerAttr>(kReductionLengthAttrName))
      document["reduction_length"] = length.getInt();
    if (module->hasAttr(kTf32ProductsAttrName))
      document["tf32_products"] = true;
    SmallString<128> path(outputDir);
    llvm::sys::path::append(path, "launch.json");
    std::string text;
    llvm::raw_string_ostream os(text);
    os << llvm::formatv("{0:2}", llvm::json::Value(std::move(document)))
       << "\n";
    if (failed(writeFile(module, path, text)))
      return signalPassFailure();
  }
};

} // namespace
