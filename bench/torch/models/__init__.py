"""The PyTorch modules of the torch benchmark (issue #9), at the sizes they
are exported and timed at. Shared by export.py (torch + torch-mlir, on a
CPU machine) and compare.py (torch on the GPU machine).

Each entry: name -> (module factory, input shapes). Only modules that
torch-mlir lowers to one dispatch region (a contraction or reduction with
its elementwise neighbours) for now: multi-kernel graphs come with
dispatch-region outlining.
"""
import torch
from torch import nn


class Apply(nn.Module):
    """A module without weights: a function of its input."""

    def __init__(self, function):
        super().__init__()
        self.function = function

    def forward(self, x):
        return self.function(x)


class LinearAct(nn.Module):
    def __init__(self, features_in, features_out, act):
        super().__init__()
        self.linear = nn.Linear(features_in, features_out)
        self.act = act

    def forward(self, x):
        return self.act(self.linear(x))


class ConvBnRelu(nn.Module):
    def __init__(self, channels_in, channels_out):
        super().__init__()
        self.conv = nn.Conv2d(channels_in, channels_out, 3)
        self.norm = nn.BatchNorm2d(channels_out)

    def forward(self, x):
        return torch.relu(self.norm(self.conv(x)))


class RmsNorm(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(features))

    def forward(self, x):
        scale = torch.rsqrt(x.pow(2).mean(dim=-1, keepdim=True) + 1e-6)
        return x * scale * self.weight


# Sizes at which eager PyTorch runs about 0.3-3 ms on the H200 (fp32).
MODULES = {
    "linear_relu": (lambda: LinearAct(4096, 4096, torch.relu), [(2048, 4096)]),
    "linear_tanh": (lambda: LinearAct(4096, 1024, torch.tanh), [(4096, 4096)]),
    "conv_bn_relu": (lambda: ConvBnRelu(64, 64), [(16, 64, 56, 56)]),
    "softmax": (lambda: Apply(lambda x: torch.softmax(x, dim=-1)),
                [(32768, 4096)]),
    "layernorm": (lambda: nn.LayerNorm(4096), [(32768, 4096)]),
    "rmsnorm": (lambda: RmsNorm(4096), [(32768, 4096)]),
    "row_sum": (lambda: Apply(lambda x: x.sum(dim=-1)), [(32768, 8192)]),
    "scale_tanh": (lambda: Apply(lambda x: torch.tanh(x * 0.5) * 2.0),
                   [(16384, 16384)]),
}


class Matmul(nn.Module):
    def forward(self, a, b):
        return torch.matmul(a, b)


class LinearScaleResidual(nn.Module):
    """y = x + 0.5 * relu(linear(x)): a GEMM with a fused epilogue that
    reads the input again."""

    def __init__(self, features):
        super().__init__()
        self.linear = nn.Linear(features, features)

    def forward(self, x):
        return x + 0.5 * torch.relu(self.linear(x))


class L2Normalize(nn.Module):
    def forward(self, x):
        return x / x.norm(dim=-1, keepdim=True)


MODULES.update({
    "gelu": (lambda: Apply(nn.functional.gelu), [(16384, 16384)]),
    "sigmoid": (lambda: Apply(torch.sigmoid), [(16384, 16384)]),
    "silu": (lambda: Apply(nn.functional.silu), [(16384, 16384)]),
    "log_softmax": (lambda: Apply(lambda x: torch.log_softmax(x, -1)),
                    [(32768, 4096)]),
    "row_mean": (lambda: Apply(lambda x: x.mean(dim=-1)), [(32768, 8192)]),
    "row_max": (lambda: Apply(lambda x: x.amax(dim=-1)), [(32768, 8192)]),
    "l2_normalize": (L2Normalize, [(32768, 4096)]),
    "matmul": (Matmul, [(2048, 4096), (4096, 2048)]),
    "bmm": (Matmul, [(32, 512, 512), (32, 512, 512)]),
    "linear_gelu": (lambda: LinearAct(4096, 4096, nn.functional.gelu),
                    [(2048, 4096)]),
    "linear_residual": (lambda: LinearScaleResidual(2048), [(4096, 2048)]),
    "batchnorm": (lambda: nn.BatchNorm2d(64), [(32, 64, 56, 56)]),
})


def disable_tf32():
    """fp32 matmuls and convolutions in fp32 (TF32 off), as ours compute."""
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False


def randomize_running_statistics(module):
    """BatchNorm running means and variances drawn at random: the identity
    statistics of a fresh module would hide a wrong epilogue."""
    for layer in module.modules():
        if isinstance(layer, nn.BatchNorm2d):
            layer.running_mean.uniform_(-0.5, 0.5)
            layer.running_var.uniform_(0.5, 1.5)


def build(name):
    """The module (eval mode, seeded weights) and example inputs."""
    factory, shapes = MODULES[name]
    torch.manual_seed(0)
    module = factory().eval()
    return module, [torch.randn(*shape) for shape in shapes]
