//===- TorchTest.cpp - LibTorch (torch_cpu + c10) is linked and works -----===//

#include <gtest/gtest.h>
#include <torch/torch.h>

namespace {

TEST(LibTorch, MatmulMatchesHandComputedProduct) {
  torch::Tensor a = torch::tensor({{1.0f, 2.0f}, {3.0f, 4.0f}});
  torch::Tensor b = torch::tensor({{5.0f, 6.0f}, {7.0f, 8.0f}});
  torch::Tensor c = torch::matmul(a, b);
  ASSERT_EQ(c.sizes(), (std::vector<int64_t>{2, 2}));
  EXPECT_FLOAT_EQ(c[0][0].item<float>(), 19.0f);
  EXPECT_FLOAT_EQ(c[0][1].item<float>(), 22.0f);
  EXPECT_FLOAT_EQ(c[1][0].item<float>(), 43.0f);
  EXPECT_FLOAT_EQ(c[1][1].item<float>(), 50.0f);
}

TEST(LibTorch, AutogradComputesGradient) {
  // d/dx sum(x^2) = 2x: the policy trainer relies on autograd.
  torch::Tensor x = torch::tensor({1.0f, -2.0f, 3.0f}, torch::requires_grad());
  x.pow(2).sum().backward();
  EXPECT_TRUE(torch::allclose(x.grad(), torch::tensor({2.0f, -4.0f, 6.0f})));
}

TEST(LibTorch, SeededRandomIsReproducible) {
  torch::manual_seed(7);
  torch::Tensor first = torch::randn({16});
  torch::manual_seed(7);
  torch::Tensor second = torch::randn({16});
  EXPECT_TRUE(torch::equal(first, second));
  EXPECT_GT(first.abs().sum().item<float>(), 0.0f);
}

} // namespace
