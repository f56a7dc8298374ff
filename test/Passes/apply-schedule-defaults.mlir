// Default schedules where the documented defaults break a rule: the absent
// actions fall back to the first legal tiling (docs/SCHEDULES.md, Defaults).
// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-apply-schedule | FileCheck %s

// 577 rows (prime) of 512 (short enough for a thread per row): no block
// tile <= 32 but 1, which leaves no loop for the threads; the rows go to one
// block, a thread each.
// CHECK: cuda_agent.schedule = #cuda_agent.schedule<"block(577);thread(1);reduce(16)">
func.func @mean_rows(%x: tensor<577x512xf32>, %out: tensor<577xf32>) -> tensor<577xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%out : tensor<577xf32>) -> tensor<577xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<577x512xf32>) outs(%f : tensor<577xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<577xf32>
  return %r : tensor<577xf32>
}

// -----

// Rows of 1024 or more: a row per block, its threads splitting the row (a
// thread per row measured 3.6x slower and sums serially); 8192 takes the
// largest thread count, 256.
// CHECK: cuda_agent.schedule = #cuda_agent.schedule<"block(1);split(256)">
func.func @sum_long_rows(%x: tensor<577x8192xf32>, %out: tensor<577xf32>) -> tensor<577xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%out : tensor<577xf32>) -> tensor<577xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<577x8192xf32>) outs(%f : tensor<577xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<577xf32>
  return %r : tensor<577xf32>
}

// -----

// A long row reduction with an epilogue (a norm's square root): split too,
// the epilogue on the thread that has the row's sum.
// CHECK: cuda_agent.schedule = #cuda_agent.schedule<"block(1);split(256);fuse">
func.func @norm_long_rows(%x: tensor<64x8192xf32>, %out: tensor<64xf32>) -> tensor<64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x8192xf32>) outs(%f : tensor<64xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.mulf %a, %a : f32
    %s = arith.addf %m, %acc : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %n = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%r : tensor<64xf32>) outs(%out : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = math.sqrt %a : f32
    linalg.yield %q : f32
  } -> tensor<64xf32>
  return %n : tensor<64xf32>
}

// -----

// 30917 = 43 x 719 rows: blocks of 43 rows (the smallest divisor above 32).
// CHECK: cuda_agent.schedule = #cuda_agent.schedule<"block(43);thread(1);reduce(16)">
func.func @mean_rows(%x: tensor<30917x512xf32>, %out: tensor<30917xf32>) -> tensor<30917xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%out : tensor<30917xf32>) -> tensor<30917xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<30917x512xf32>) outs(%f : tensor<30917xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<30917xf32>
  return %r : tensor<30917xf32>
}

// -----

// Rows of 1172 = 4 x 293: 4 threads would hold 293 elements each (more than
// the registers' 128); 586 threads hold 2.
// CHECK: cuda_agent.schedule = #cuda_agent.schedule<"block(1);split(586);fuse">
func.func @softmax(%x: tensor<512x1172xf32>, %out: tensor<512x1172xf32>) -> tensor<512x1172xf32> {
  %lowest = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<512xf32>
  %max_init = linalg.fill ins(%lowest : f32) outs(%rows : tensor<512xf32>) -> tensor<512xf32>
  %max = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<512x1172xf32>) outs(%max_init : tensor<512xf32>) {
  ^bb0(%a: f32, %m: f32):
    %r = arith.maximumf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<512xf32>
  %empty = tensor.empty() : tensor<512x1172xf32>
  %exp = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                                          affine_map<(i, j) -> (i, j)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<512x1172xf32>, tensor<512xf32>) outs(%empty : tensor<512x1172xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<512x1172xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<512xf32>) -> tensor<512xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<512x1172xf32>) outs(%sum_init : tensor<512xf32>) {
  ^bb0(%e: f32, %s: f32):
    %r = arith.addf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<512xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                                        affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<512x1172xf32>, tensor<512xf32>) outs(%out : tensor<512x1172xf32>) {
  ^bb0(%e: f32, %s: f32, %o: f32):
    %q = arith.divf %e, %s : f32
    linalg.yield %q : f32
  } -> tensor<512x1172xf32>
  return %y : tensor<512x1172xf32>
}

// -----

// 4194304 rows: tiles of 32 would make 131072 blocks in grid y (at most
// 65535); the tile grows to 128.
// CHECK: cuda_agent.schedule = #cuda_agent.schedule<"block(128,16);thread(8,1);reduce(8)">
func.func @tall(%a: tensor<4194304x64xf32>, %b: tensor<64x16xf32>, %c: tensor<4194304x16xf32>) -> tensor<4194304x16xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<4194304x16xf32>) -> tensor<4194304x16xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4194304x64xf32>, tensor<64x16xf32>) outs(%f : tensor<4194304x16xf32>) -> tensor<4194304x16xf32>
  return %r : tensor<4194304x16xf32>
}

// -----

// A column sum of 8192 rows (a reduction over the outer loop): split into
// parts of at most 1024 rows across blocks (a thread per column summed
// 65536 values serially, 25x eager's rounding error), each thread 4
// columns (a warp's 16-byte loads cover 128); 2048 rows stay whole.
// CHECK: cuda_agent.schedule = #cuda_agent.schedule<"block(128);thread(4);reduce(16);splitk(8)">
// CHECK-COUNT-16: vector.load {{.*}} vector<4xf32>
func.func @sum_long_columns(%x: tensor<8192x256xf32>, %out: tensor<256xf32>) -> tensor<256xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%out : tensor<256xf32>) -> tensor<256xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<8192x256xf32>) outs(%f : tensor<256xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<256xf32>
  return %r : tensor<256xf32>
}

// -----

// CHECK: cuda_agent.schedule = #cuda_agent.schedule<"block(32);thread(1);reduce(16)">
func.func @sum_short_columns(%x: tensor<2048x256xf32>, %out: tensor<256xf32>) -> tensor<256xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%out : tensor<256xf32>) -> tensor<256xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<2048x256xf32>) outs(%f : tensor<256xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<256xf32>
  return %r : tensor<256xf32>
}

// -----

// A batch norm's scale over (N, C, H*W) streams its rows (16-byte pieces,
// 8 channels of 256 pixels a block) though a per-channel producer runs in
// fewer loops: its values are read along the rows only, recomputed per
// thread tile.
// CHECK: cuda_agent.schedule = #cuda_agent.schedule<"block(1,8,256);thread(0,2,4);fuse">
func.func @per_channel_scale(%x: tensor<2x16x1024xf32>, %var: tensor<16xf32>, %out: tensor<2x16x1024xf32>) -> tensor<2x16x1024xf32> {
  %channels = tensor.empty() : tensor<16xf32>
  %rsqrt = linalg.generic {indexing_maps = [affine_map<(c) -> (c)>, affine_map<(c) -> (c)>], iterator_types = ["parallel"]}
      ins(%var : tensor<16xf32>) outs(%channels : tensor<16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.rsqrt %v : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(n, c, p) -> (n, c, p)>, affine_map<(n, c, p) -> (c)>, affine_map<(n, c, p) -> (n, c, p)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %rsqrt : tensor<2x16x1024xf32>, tensor<16xf32>) outs(%out : tensor<2x16x1024xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %m = arith.mulf %a, %s : f32
    linalg.yield %m : f32
  } -> tensor<2x16x1024xf32>
  return %y : tensor<2x16x1024xf32>
}

// -----

// GroupNorm's normalization over (N, G, C/G, H*W): four loops and a grid
// of three dimensions; one of the batch and group a block, its channels
// whole (2 rows a thread), 16-byte pieces of the 784 pixels.
// CHECK: cuda_agent.schedule = #cuda_agent.schedule<"block(1,1,0,784);thread(0,0,2,4)">
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c4{{(_[0-9]+)?}}, {{.*}} = %c32{{(_[0-9]+)?}}, {{.*}} = %c2{{(_[0-9]+)?}}) threads({{.*}}) in ({{.*}} = %c196{{(_[0-9]+)?}}, {{.*}} = %c2{{(_[0-9]+)?}}, {{.*}} = %c1{{(_[0-9]+)?}})
func.func @group_normalization(%x: tensor<2x32x4x3136xf32>, %mean: tensor<2x32xf32>, %w: tensor<32x4xf32>, %out: tensor<2x32x4x3136xf32>) -> tensor<2x32x4x3136xf32> {
  %y = linalg.generic {indexing_maps = [affine_map<(n, g, c, p) -> (n, g, c, p)>, affine_map<(n, g, c, p) -> (n, g)>, affine_map<(n, g, c, p) -> (g, c)>, affine_map<(n, g, c, p) -> (n, g, c, p)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %mean, %w : tensor<2x32x4x3136xf32>, tensor<2x32xf32>, tensor<32x4xf32>) outs(%out : tensor<2x32x4x3136xf32>) {
  ^bb0(%a: f32, %m: f32, %s: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %r = arith.mulf %d, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x32x4x3136xf32>
  return %y : tensor<2x32x4x3136xf32>
}

// -----

// A 2x2 max pool as cuda-agent-expand-pooling-windows writes it: a
// reduction over a window of 4 takes the window default, whole rows of 56
// outputs, 8 rows a block, 2 outputs a thread (per window row two loads
// of 2 that LLVM merges into one of 16 bytes), starting from the fill's
// -inf without storing it.
// CHECK: cuda_agent.schedule = #cuda_agent.schedule<"block(1,1,8,0);thread(1,1,1,2);reduce(1,2)">
// CHECK-LABEL: func.func @max_pool_windows
// CHECK: %[[NINF:.*]] = arith.constant dense<0xFF800000> : vector<2xf32>
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c7{{(_[0-9]+)?}}, {{.*}} = %c4{{(_[0-9]+)?}}, {{.*}} = %c2{{(_[0-9]+)?}}) threads({{.*}}) in ({{.*}} = %c28{{(_[0-9]+)?}}, {{.*}} = %c8{{(_[0-9]+)?}}, {{.*}} = %c1{{(_[0-9]+)?}})
// CHECK-NOT: gpu.barrier
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[NINF]]) -> (vector<2xf32>)
// CHECK-COUNT-2: vector.load {{.*}} vector<2xf32>
// CHECK-NOT: vector.load
// CHECK: vector.store {{.*}} vector<2xf32>
#windows = affine_map<(n, c, h, w, kh, kw) -> (n, c, h, kh, w, kw)>
#pooled = affine_map<(n, c, h, w, kh, kw) -> (n, c, h, w)>
func.func @max_pool_windows(%x: tensor<2x4x112x112xf32>, %out: tensor<2x4x56x56xf32>) -> tensor<2x4x56x56xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %init = linalg.fill ins(%ninf : f32) outs(%out : tensor<2x4x56x56xf32>) -> tensor<2x4x56x56xf32>
  %w = tensor.expand_shape %x [[0], [1], [2, 3], [4, 5]] output_shape [2, 4, 56, 2, 56, 2] : tensor<2x4x112x112xf32> into tensor<2x4x56x2x56x2xf32>
  %pool = linalg.generic {indexing_maps = [#windows, #pooled], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%w : tensor<2x4x56x2x56x2xf32>) outs(%init : tensor<2x4x56x56xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<2x4x56x56xf32>
  return %pool : tensor<2x4x56x56xf32>
}

// -----

// A result collapsed from the shape it is computed in (what
// cuda-agent-results-to-destinations makes of a collapsed result: the op
// writes into the argument expanded) is scheduled like the op's own.
// CHECK-LABEL: func.func @collapsed_result
// CHECK: gpu.launch
// CHECK: arith.negf
func.func @collapsed_result(%x: tensor<4x2x256xf32>, %out: tensor<8x256xf32>) -> tensor<8x256xf32> {
  %view = tensor.expand_shape %out [[0, 1], [2]] output_shape [4, 2, 256] : tensor<8x256xf32> into tensor<4x2x256xf32>
  %neg = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, b, c)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<4x2x256xf32>) outs(%view : tensor<4x2x256xf32>) {
  ^bb0(%in: f32, %o: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<4x2x256xf32>
  %flat = tensor.collapse_shape %neg [[0, 1], [2]] : tensor<4x2x256xf32> into tensor<8x256xf32>
  return %flat : tensor<8x256xf32>
}
