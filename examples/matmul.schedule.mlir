// Upstream Transform-dialect schedule for examples/matmul.mlir (until the
// cuda_agent actions of issue #3 generate it): 64x64 output tile per block,
// 4x4 outputs per thread (16x16 threads), K in steps of 8 held in registers,
// the fill fused into the block tile, then bufferized and mapped to the GPU.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %fill = transform.structured.match ops{["linalg.fill"]} in %root
        : (!transform.any_op) -> !transform.any_op
    %matmul = transform.structured.match ops{["linalg.matmul"]} in %root
        : (!transform.any_op) -> !transform.any_op

    %matmul_block, %block_loop = transform.structured.tile_using_forall %matmul
        tile_sizes [64, 64] (mapping = [#gpu.block<y>, #gpu.block<x>])
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fill_block, %block_loop_fused = transform.structured.fuse_into_containing_op
        %fill into %block_loop
        : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)

    %matmul_thread, %thread_loop = transform.structured.tile_using_forall %matmul_block
        tile_sizes [4, 4] (mapping = [#gpu.thread<y>, #gpu.thread<x>])
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fill_thread, %fill_thread_loop = transform.structured.tile_using_forall %fill_block
        tile_sizes [4, 4] (mapping = [#gpu.thread<y>, #gpu.thread<x>])
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %matmul_k, %k_loop = transform.structured.tile_using_for %matmul_thread
        tile_sizes [0, 0, 8]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)

    %func = transform.structured.match ops{["func.func"]} in %root
        : (!transform.any_op) -> !transform.any_op
    %func_vector = transform.structured.vectorize_children_and_apply_patterns %func
        : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %func_vector {
      transform.apply_patterns.canonicalization
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_cse to %func_vector : !transform.any_op
    // Keep the accumulator in registers across the K loop.
    %loops = transform.structured.match ops{["scf.for"]} in %func_vector
        : (!transform.any_op) -> !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops : !transform.any_op

    %bufferized = transform.bufferization.one_shot_bufferize %root
        {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32}
        : (!transform.any_op) -> !transform.any_op
    %func_buffers = transform.structured.match ops{["func.func"]} in %bufferized
        : (!transform.any_op) -> !transform.any_op
    transform.apply_cse to %func_buffers : !transform.any_op
    transform.apply_patterns to %func_buffers {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    %func_hoisted = transform.structured.hoist_redundant_vector_transfers %func_buffers
        : (!transform.any_op) -> !transform.any_op
    // Contractions to FMAs; transfers to 1-D loads and stores, which is what
    // the NVVM lowering accepts inside kernels.
    transform.apply_patterns to %func_hoisted {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.vector.lower_transfer max_transfer_rank = 1
      transform.apply_patterns.vector.transfer_to_scf max_transfer_rank = 1 full_unroll = true
      transform.apply_patterns.vector.lower_transpose
      transform.apply_patterns.vector.lower_broadcast
      transform.apply_patterns.vector.lower_shape_cast
      transform.apply_patterns.canonicalization
    } : !transform.any_op

    %launch = transform.gpu.map_forall_to_blocks %func_hoisted generate_gpu_launch
        : (!transform.any_op) -> !transform.any_op
    transform.gpu.map_nested_forall_to_threads %launch block_dims = [16, 16, 1]
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
