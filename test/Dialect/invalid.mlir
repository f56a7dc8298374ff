// RUN: cuda-agent-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{block of 2048 threads exceeds the limit of 1024}}
module attributes {l = #cuda_agent.launch<@k::@f, grid = [1, 1, 1], block = [32, 64, 1], args = [memref<4xf32>], host_args = [0]>} {}

// -----

// expected-error @+1 {{grid size y = 65536 is outside [1, 65535]}}
module attributes {l = #cuda_agent.launch<@k::@f, grid = [1, 65536, 1], block = [32, 1, 1], args = [memref<4xf32>], host_args = [0]>} {}

// -----

// expected-error @+1 {{block size z = 65 is outside [1, 64]}}
module attributes {l = #cuda_agent.launch<@k::@f, grid = [1, 1, 1], block = [1, 1, 65], args = [memref<4xf32>], host_args = [0]>} {}

// -----

// expected-error @+1 {{grid size x = 0 is outside [1, 2147483647]}}
module attributes {l = #cuda_agent.launch<@k::@f, grid = [0, 1, 1], block = [1, 1, 1], args = [memref<4xf32>], host_args = [0]>} {}

// -----

// expected-error @+1 {{grid and block need 3 sizes (x, y, z), got 2 and 3}}
module attributes {l = #cuda_agent.launch<@k::@f, grid = [1, 1], block = [1, 1, 1], args = [memref<4xf32>], host_args = [0]>} {}

// -----

// expected-error @+1 {{kernel must be a nested symbol @module::@kernel, got @f}}
module attributes {l = #cuda_agent.launch<@f, grid = [1, 1, 1], block = [1, 1, 1], args = [memref<4xf32>], host_args = [0]>} {}

// -----

// expected-error @+1 {{host_args has 1 entries for 2 arguments}}
module attributes {l = #cuda_agent.launch<@k::@f, grid = [1, 1, 1], block = [1, 1, 1], args = [memref<4xf32>, memref<4xf32>], host_args = [0]>} {}

// -----

// expected-error @+1 {{argument #0 of type 'memref<?xf32>' is not a statically shaped memref with the identity layout in global memory}}
module attributes {l = #cuda_agent.launch<@k::@f, grid = [1, 1, 1], block = [1, 1, 1], args = [memref<?xf32>], host_args = [0]>} {}

// -----

// expected-error @+1 {{argument #0 of type 'memref<4xf32, 3>' is not a statically shaped memref with the identity layout in global memory}}
module attributes {l = #cuda_agent.launch<@k::@f, grid = [1, 1, 1], block = [1, 1, 1], args = [memref<4xf32, 3>], host_args = [0]>} {}

