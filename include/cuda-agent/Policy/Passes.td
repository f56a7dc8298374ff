//===- Passes.td - the policy's passes ---------------------*- tablegen -*-===//

#ifndef CUDA_AGENT_POLICY_PASSES_TD
#define CUDA_AGENT_POLICY_PASSES_TD

include "mlir/Pass/PassBase.td"

def Optimize : Pass<"cuda-agent-optimize", "::mlir::ModuleOp"> {
  let summary = "Choose the kernel's schedule with the learned policy";
  let description = [{
    Runs the scheduling policy (docs/POLICY.md) on the module's kernel (its
    one function with linalg ops on tensors) and records the schedule it
    chooses on the anchor op as `cuda_agent.schedule`, which
    `cuda-agent-apply-schedule` then applies. `mode=greedy` takes each
    head's most likely legal choice; `mode=sample` also samples `samples`
    episodes and keeps the schedule the cost model ranks first (measuring
    candidates on the GPU is `cuda-agent compile --policy P --samples K`).
    A policy that cannot be loaded, or was trained for another encoding of
    features and actions, is an error.

    ```mlir
    // cuda-agent-opt --cuda-agent-optimize="policy=default"
    %0 = linalg.matmul ins(%a, %b : ...) outs(%fill : ...) -> ...
    // becomes
    %0 = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);...">} ...
    ```
  }];
  let options = [
    Option<"policy", "policy", "std::string", /*default=*/"\"default\"",
           "'default' (built in) or a directory written by cuda-agent train">,
    Option<"mode", "mode", "std::string", /*default=*/"\"greedy\"",
           "'greedy' or 'sample'">,
    Option<"samples", "samples", "unsigned", /*default=*/"8",
           "Sampled episodes besides the greedy one (mode=sample)">,
    Option<"seed", "seed", "uint64_t", /*default=*/"0",
           "Seed of the sampled episodes">,
  ];
  let dependentDialects = ["::mlir::cuda_agent::CudaAgentDialect"];
}

#endif // CUDA_AGENT_POLICY_PASSES_TD
