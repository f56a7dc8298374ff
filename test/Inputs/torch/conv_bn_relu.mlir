// Exported by scripts/export-torch-corpus (torch 2.15.0+cu132, torch-mlir 20261001).
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
module {
  func.func @conv_bn_relu(%arg0: tensor<1x3x16x16xf32>) -> tensor<1x8x14x14xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
    %cst_2 = arith.constant 1.000000e-05 : f64
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %0 = tensor.empty() : tensor<1x8x14x14xf32>
    %broadcasted = linalg.broadcast ins(%cst_6 : tensor<8xf32>) outs(%0 : tensor<1x8x14x14xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %cst_5 : tensor<1x3x16x16xf32>, tensor<8x3x3x3xf32>) outs(%broadcasted : tensor<1x8x14x14xf32>) -> tensor<1x8x14x14xf32>
    %2 = tensor.empty() : tensor<8xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_3 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.truncf %cst_2 : f64 to f32
      %11 = arith.addf %in, %10 : f32
      linalg.yield %11 : f32
    } -> tensor<8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.rsqrt %in : f32
      linalg.yield %10 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %cst_4 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_7 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %expanded : tensor<1x8x14x14xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x14x14xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %10 = arith.subf %in, %in_10 : f32
      linalg.yield %10 : f32
    } -> tensor<1x8x14x14xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %expanded_7 : tensor<1x8x14x14xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x14x14xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %10 = arith.mulf %in, %in_10 : f32
      linalg.yield %10 : f32
    } -> tensor<1x8x14x14xf32>
    %expanded_8 = tensor.expand_shape %cst_1 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_8 : tensor<1x8x14x14xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x14x14xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %10 = arith.mulf %in, %in_10 : f32
      linalg.yield %10 : f32
    } -> tensor<1x8x14x14xf32>
    %expanded_9 = tensor.expand_shape %cst_0 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_9 : tensor<1x8x14x14xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x14x14xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %10 = arith.addf %in, %in_10 : f32
      linalg.yield %10 : f32
    } -> tensor<1x8x14x14xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x8x14x14xf32>) outs(%0 : tensor<1x8x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.cmpf ugt, %in, %cst : f32
      %11 = arith.select %10, %in, %cst : f32
      linalg.yield %11 : f32
    } -> tensor<1x8x14x14xf32>
    return %9 : tensor<1x8x14x14xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_1: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_3_3_3_torch.float32: "0x040000008BDABCBAC56ED33D543222BEDB0711BECCCD97BDC461533D56E479BBFC401C3ED7E88BBC6E96503D293A6EBD9CF21ABDFC443CBEE48302BE0379A2BDB69AE93B09D19B3DDD7DEC3DE29905BEE2A1ABBD58288F3DC5A4233E2D3A22BD0E78133E221DFEBC43D2A63CF270323EA2D036BEEC1FF8BD619047BD88A299BD87442A3EDB78FFBD416FB5BD28AE09BE299138BEFD12E6BD6966293E1CDFAF3D1C07BF3D9AD3253C6511CABD395D053D8F0038BE34650EBE9A30CBBD2EADF83D6317E73D54CCAEBDFC8AE3BB3613FC3DA8E9433E206D9C3D15FBD43CCB21043EBA11E8BDF4E3123DE2C918BEF29508BEE89ACBBD3456B23DB1819E3DF077E9BDC6246E3DE15ED83DF6FCC6BCD7C7F03BADA5363D8C83F43D72393D3EAEDD17BE887090BD6AE69A3D0448233EA57D2B3E94E22D3ED9E01C3D215E2BBEE807913C2093F6BDC0A837BE1F182F3EE0D7153EEC9444BE0C8B133DFCCA04BD34B801BD566BB4BD7091973DFF72E9BDCD7C903D9451C73D76130D3E5D5F933DC90B43BE0CADFFBD86CCC43DB5FC243DF5BA19BEC5F3E2BD7664393EDEC9043E9FDAABBDA06546BD3ABA3BBE7BB262BB8C6714BEAA0218BE15BC2DBC1BB6EC3C4F69A1BD5EDFE93D27D9EFBD7ED0323E210D073E512F26BE7F3044BDB8460E3C4105E63C6CF53A3DBAAB9A3D11DF3C3CA84FC0BD6D80BA3DC2093DBEAC9BE9BD335445BD62FDBFBDEFE189BD9E8521BE9CAD27BDBD7F283D366200BEB1D021BC6A120D3EE211A2BC6E43AF3BE10188BC44881F3DBD9BFA3D3AAC3A3EAE4CFA3D91193B3E9E0964BCFE0731BE0CDABABD6C2F063EF984A3BA9EE7C3BD260417BE656D38BEE85326BE29E41FBDC425D83D4B16D53D3D0F3EBE28DBF53D51351ABE4AA626BDE5CF9FBD7BD517BDACC51ABDFBD630BE21282ABEAAB2F6BC201B233B020CB3BDAD78943D9E5F31BE4FCB54BC644E2D3E01C4A0BD2EF4313E0DBD8E3DD4D831BEB45EF93DE0ECB5BC20F2AFBD38961D3E1C401FBEF52BA93C4D0A25BDB9BA0C3EF60A5C3DA462BD3D7B318B3D728F3DBD56C725BD9C6622BEAE8FD53DE8771C3EE5D6063E14020BBEC6A00C3CACEB0ABE74F7D8BD90AAE5BDD3B1863D35DFEABD729589BB25A5043CFF11FE3DE4F714BE4B4A07BE54DCE4BD63EF093EC2AD8DBDB339263EF0858E3DE4A1C73C2FC6BBBAD9D31BBDDACDC53CA0FF33BD933DB1BA2E28C93C",
      torch_tensor_8_torch.float32: "0x04000000F7251ABE7B94CEBDB7211F3E3CEE1FBE8B6962BCBCF2423E8E608E3D3E8CB23B"
    }
  }
#-}
