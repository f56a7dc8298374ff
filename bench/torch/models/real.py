"""Whole models of the kinds users compile (issue #48), written here:
an MLP, a ResNet-style convolutional network, a transformer encoder layer
and a decoder block in the style of current LLMs. Inference, eval mode;
each entry builds the model and its input shapes at sizes where eager
PyTorch runs a few milliseconds on an H100/H200.

    MODELS[name] -> (factory, [input shapes])
"""
import torch
from torch import nn

F = nn.functional


class Mlp(nn.Module):
    """Linear + GELU layers: 1024 -> 4096 -> 4096 -> 1024."""

    def __init__(self, widths=(1024, 4096, 4096, 1024)):
        super().__init__()
        self.layers = nn.ModuleList(nn.Linear(a, b)
                                    for a, b in zip(widths, widths[1:]))

    def forward(self, x):
        for index, layer in enumerate(self.layers):
            x = layer(x)
            if index < len(self.layers) - 1:
                x = F.gelu(x)
        return x


class BasicBlock(nn.Module):
    """ResNet's basic block: two 3x3 convolutions with batch norm, the
    input added back (through a 1x1 convolution where the width changes)."""

    def __init__(self, channels_in, channels):
        super().__init__()
        self.conv1 = nn.Conv2d(channels_in, channels, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(channels)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(channels)
        self.shortcut = (nn.Sequential(nn.Conv2d(channels_in, channels, 1,
                                                 bias=False),
                                       nn.BatchNorm2d(channels))
                         if channels_in != channels else nn.Identity())

    def forward(self, x):
        y = F.relu(self.bn1(self.conv1(x)))
        y = self.bn2(self.conv2(y))
        return F.relu(y + self.shortcut(x))


class ResNetStyle(nn.Module):
    """A stem, two stages of basic blocks with max pooling between them,
    global average pooling and a classifier (NCHW)."""

    def __init__(self, classes=1000):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 64, 3, padding=1, bias=False),
                                  nn.BatchNorm2d(64), nn.ReLU())
        self.stage1 = nn.Sequential(BasicBlock(64, 64), BasicBlock(64, 64))
        self.stage2 = nn.Sequential(BasicBlock(64, 128), BasicBlock(128, 128))
        self.classifier = nn.Linear(128, classes)

    def forward(self, x):
        x = self.stage1(self.stem(x))
        x = self.stage2(F.max_pool2d(x, 2))
        return self.classifier(x.mean((2, 3)))


class EncoderLayer(nn.Module):
    """A pre-norm transformer encoder layer: LayerNorm, multi-head
    self-attention (scaled dot-product), LayerNorm, a GELU MLP; residuals."""

    def __init__(self, width=768, heads=12, hidden=3072):
        super().__init__()
        self.heads = heads
        self.norm1 = nn.LayerNorm(width)
        self.qkv = nn.Linear(width, 3 * width)
        self.out = nn.Linear(width, width)
        self.norm2 = nn.LayerNorm(width)
        self.up = nn.Linear(width, hidden)
        self.down = nn.Linear(hidden, width)

    def forward(self, x):
        batch, length, width = x.shape
        q, k, v = self.qkv(self.norm1(x)).split(width, dim=-1)
        q, k, v = (t.view(batch, length, self.heads, -1).transpose(1, 2)
                   for t in (q, k, v))
        attention = F.scaled_dot_product_attention(q, k, v)
        x = x + self.out(attention.transpose(1, 2).reshape(batch, length,
                                                           width))
        return x + self.down(F.gelu(self.up(self.norm2(x))))


class RmsNorm(nn.Module):
    def __init__(self, width, eps=1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(width))
        self.eps = eps

    def forward(self, x):
        return self.weight * x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) +
                                             self.eps)


def rotate(x, cos, sin):
    """Rotary position embedding of the head dimension's two halves."""
    first, second = x.chunk(2, dim=-1)
    return x * cos + torch.cat((-second, first), dim=-1) * sin


class DecoderBlock(nn.Module):
    """A decoder block in the style of current LLMs: RMSNorm, rotary
    embedding, causal attention, RMSNorm, a SwiGLU MLP; residuals."""

    def __init__(self, width=2048, heads=16, hidden=5632, length=1024):
        super().__init__()
        self.heads = heads
        self.norm1 = RmsNorm(width)
        self.q = nn.Linear(width, width, bias=False)
        self.k = nn.Linear(width, width, bias=False)
        self.v = nn.Linear(width, width, bias=False)
        self.o = nn.Linear(width, width, bias=False)
        self.norm2 = RmsNorm(width)
        self.gate = nn.Linear(width, hidden, bias=False)
        self.up = nn.Linear(width, hidden, bias=False)
        self.down = nn.Linear(hidden, width, bias=False)
        head = width // heads
        frequencies = 1.0 / 10000 ** (torch.arange(0, head, 2) / head)
        angles = torch.outer(torch.arange(length).float(), frequencies)
        angles = torch.cat((angles, angles), dim=-1)
        self.register_buffer("cos", angles.cos(), persistent=False)
        self.register_buffer("sin", angles.sin(), persistent=False)

    def forward(self, x):
        batch, length, width = x.shape
        h = self.norm1(x)
        q, k, v = (projection(h).view(batch, length, self.heads, -1)
                   .transpose(1, 2) for projection in (self.q, self.k, self.v))
        cos, sin = self.cos[:length].to(x.dtype), self.sin[:length].to(x.dtype)
        q, k = rotate(q, cos, sin), rotate(k, cos, sin)
        attention = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.o(attention.transpose(1, 2).reshape(batch, length, width))
        h = self.norm2(x)
        return x + self.down(F.silu(self.gate(h)) * self.up(h))


MODELS = {
    "mlp": (Mlp, [(4096, 1024)]),
    "resnet": (ResNetStyle, [(32, 3, 112, 112)]),
    "encoder": (EncoderLayer, [(32, 512, 768)]),
    "decoder": (DecoderBlock, [(8, 1024, 2048)]),
}


def build(name, dtype=torch.float32, scale=1):
    """The model (eval mode, seeded weights, random batch-norm statistics)
    in `dtype` and its input shapes, the batch divided by `scale` (small
    shapes for a CPU check)."""
    factory, shapes = MODELS[name]
    torch.manual_seed(0)
    model = factory().eval()
    for layer in model.modules():
        if isinstance(layer, nn.BatchNorm2d):
            layer.running_mean.uniform_(-0.5, 0.5)
            layer.running_var.uniform_(0.5, 1.5)
            layer.weight.data.uniform_(0.5, 1.5)
            layer.bias.data.uniform_(-0.5, 0.5)
    shapes = [(max(1, shape[0] // scale),) + tuple(shape[1:])
              for shape in shapes]
    return model.to(dtype), shapes

