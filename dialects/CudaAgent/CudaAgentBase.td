//===- CudaAgentBase.td - cuda_agent dialect definition ----*- tablegen -*-===//

#ifndef CUDA_AGENT_BASE_TD
#define CUDA_AGENT_BASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def CudaAgent_Dialect : Dialect {
  let name = "cuda_agent";
  let cppNamespace = "::mlir::cuda_agent";
  let summary = "Schedules, actions and launch descriptions of the cuda-agent compiler";
  let description = [{
    The `cuda_agent` dialect carries what the cuda-agent compiler decides and
    records about a GPU kernel: the optimization actions of a schedule (tiling,
    thread mapping, shared-memory promotion, ...) and the host-side launch
    description that the runtime needs to run the lowered PTX (kernel symbol,
    grid and block sizes, argument buffers).
  }];
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
  private:
    // Defined next to the attribute storage classes, which must be complete.
    void registerAttributes();
  public:
  }];
}

class CudaAgent_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<CudaAgent_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

#endif // CUDA_AGENT_BASE_TD
