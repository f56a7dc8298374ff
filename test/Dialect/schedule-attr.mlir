// RUN: cuda-agent-opt %s -split-input-file | FileCheck %s
// RUN: cuda-agent-opt %s -split-input-file | cuda-agent-opt -split-input-file | FileCheck %s

// The attribute holds the canonical action string: vocabulary order, no spaces.
// CHECK: cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);reduce(16);promote(0,1);unroll(4);vector(4);interchange(1,0,2);fuse;splitk(2)">
module attributes {cuda_agent.schedule = #cuda_agent.schedule<" splitk(2); fuse ;interchange(1, 0, 2);vector(4); unroll(4);promote(0,1);reduce(16);thread(4,4);block(64, 64)">} {}

// -----

// CHECK: cuda_agent.schedule = #cuda_agent.schedule<"">
module attributes {cuda_agent.schedule = #cuda_agent.schedule<"">} {}

// -----

// CHECK: cuda_agent.schedule = #cuda_agent.schedule<"block(0,1,32,32)">
module attributes {cuda_agent.schedule = #cuda_agent.schedule<"block(0,1,32,32)">} {}
