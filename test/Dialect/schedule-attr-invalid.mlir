// RUN: cuda-agent-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{invalid schedule 'block(64,64);tile(4,4)': unknown action 'tile' (column 14)}}
module attributes {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);tile(4,4)">} {}

// -----

// expected-error @+1 {{invalid schedule 'unroll(2,2)': 'unroll' takes 1 argument, got 2 (column 1)}}
module attributes {cuda_agent.schedule = #cuda_agent.schedule<"unroll(2,2)">} {}

// -----

// expected-error @+1 {{invalid schedule 'block()': 'block' takes non-negative integers below 2^31 (column 7)}}
module attributes {cuda_agent.schedule = #cuda_agent.schedule<"block()">} {}

// -----

// expected-error @+1 {{invalid schedule 'block(-1)': 'block' takes non-negative integers below 2^31 (column 7)}}
module attributes {cuda_agent.schedule = #cuda_agent.schedule<"block(-1)">} {}

// -----

// expected-error @+1 {{invalid schedule 'block(4) thread(2)': expected ';' between actions (column 10)}}
module attributes {cuda_agent.schedule = #cuda_agent.schedule<"block(4) thread(2)">} {}

// -----

// expected-error @+1 {{invalid schedule 'interchange(0,2)': 'interchange' needs a permutation of 0..1 (column 1)}}
module attributes {cuda_agent.schedule = #cuda_agent.schedule<"interchange(0,2)">} {}

// -----

// expected-error @+1 {{invalid schedule 'unroll(0)': 'unroll' needs a factor >= 1 (column 1)}}
module attributes {cuda_agent.schedule = #cuda_agent.schedule<"unroll(0)">} {}

// -----

// expected-error @+1 {{invalid schedule 'fuse(1)': 'fuse' takes 0 arguments, got 1 (column 1)}}
module attributes {cuda_agent.schedule = #cuda_agent.schedule<"fuse(1)">} {}

// -----

// expected-error @+1 {{invalid schedule 'promote(1,1)': 'promote' names an operand twice (column 1)}}
module attributes {cuda_agent.schedule = #cuda_agent.schedule<"promote(1,1)">} {}

// -----

// expected-error @+1 {{invalid schedule 'block(4': expected ',' or ')' in 'block' (column 8)}}
module attributes {cuda_agent.schedule = #cuda_agent.schedule<"block(4">} {}
