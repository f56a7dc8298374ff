//===- cuda-agent-opt.cpp - mlir-opt with cuda-agent's dialects and passes ===//

#include "cuda-agent/Compiler/Registration.h"
#include "cuda-agent/Policy/Passes.h"
#include "cuda-agent/Support/CompilerVersion.h"
#include "cuda-agent/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"

int main(int argc, char **argv) {
  llvm::cl::AddExtraVersionPrinter([](llvm::raw_ostream &os) {
    os << "cuda-agent version " << CUDA_AGENT_VERSION_STRING << " (compiler "
       << ::cuda_agent::getCompilerVersion() << ", MLIR " << LLVM_VERSION_STRING
       << ")\n";
  });
  mlir::cuda_agent::registerCompilerPasses();
  mlir::cuda_agent::registerCudaAgentPolicyPasses();
  mlir::DialectRegistry registry;
  mlir::cuda_agent::registerCompilerDialects(registry);
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "cuda-agent optimizer driver\n", registry));
}
