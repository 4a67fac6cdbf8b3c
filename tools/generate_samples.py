#!/usr/bin/env python3
"""Generate small, deterministic GraphNet samples for GraphNet Workbench.

Every sample is a tiny PyTorch model defined in this file. It is captured with
TorchDynamo exactly the way upstream GraphNet's extractor does it
(graph_net/torch/extractor.py + graph_net/torch/utils.py): a custom
``torch.compile`` backend receives the Dynamo FX ``GraphModule`` (parameters and
buffers lifted to placeholders such as ``L_self_modules_conv1_parameters_weight_``,
inputs as ``L_x_``) together with the real example tensors, and writes the six
files of a torch sample:

    model.py                     gm.code wrapped in ``class GraphModule``, black-formatted
    weight_meta.py               one Program_weight_tensor_meta_<NAME> class per forward
                                 parameter, in forward order (statistics of the real tensors)
    input_meta.py                empty (0 bytes), as in every upstream torch sample
    input_tensor_constraints.py  sympy form, no symbols (all shapes static)
    graph_net.json               metadata, 4-space indent, no trailing newline
    graph_hash.txt               sha256 hex of model.py bytes, no trailing newline

Output is byte-identical between runs (fixed per-sample seeds, single thread).
Formatting uses black 23.12.1, the version whose output matches upstream samples
(later versions split ``a = b = None`` chains differently)::

    .venv/bin/pip install black==23.12.1
    .venv/bin/python tools/generate_samples.py            # writes samples/ and docs/samples.md
    .venv/bin/python tools/generate_samples.py --out /tmp/s --no-docs
    .venv/bin/python tools/generate_samples.py --list
"""

import argparse
import hashlib
import json
import math
import os
import re
import shutil
import sys
import zlib

import torch
import torch.nn as nn
import torch.nn.functional as F

try:
    import black
except ImportError:  # pragma: no cover - reported at runtime
    black = None

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BLACK_VERSION_WANTED = "23.12.1"
K_LITERAL_TENSOR_SIZE = 64  # upstream kLiteralTensorSize

CATEGORY_TAGS = {
    "cv": "computer_vision",
    "nlp": "nlp",
    "audio": "audio",
    "graph": "other",
}

SAMPLES = []


def sample(category, name, description, int_data=()):
    """Register a sample builder.

    The builder returns ``(model, example_inputs)``; ``example_inputs`` is a tuple
    passed positionally to ``model.forward``. ``int_data`` lists input names
    (``L_edge_index_``) of int64 tensors that keep a literal ``data`` list even
    when they have >= 64 elements (like upstream's fixed-up edge indices).
    """

    def register(fn):
        SAMPLES.append(
            {
                "category": category,
                "name": name,
                "description": description,
                "builder": fn,
                "int_data": set(int_data),
            }
        )
        return fn

    return register


# --------------------------------------------------------------------------- helpers


def init_batch_norms(model):
    """Give every BatchNorm realistic trained-looking affine params and running stats.

    Set directly from the seeded RNG (not by running train batches) so the values
    do not depend on CPU-specific conv/reduction rounding.
    """
    for module in model.modules():
        if isinstance(module, nn.modules.batchnorm._BatchNorm):
            c = module.num_features
            with torch.no_grad():
                module.weight.copy_(1.0 + 0.2 * torch.randn(c))
                module.bias.copy_(0.1 * torch.randn(c))
                module.running_mean.copy_(0.2 * torch.randn(c))
                module.running_var.copy_(0.5 + torch.rand(c))
                module.num_batches_tracked.fill_(100)


def init_norms(model):
    """LayerNorm/RMSNorm weights near 1, biases near 0 (not exactly 1/0)."""
    for module in model.modules():
        if isinstance(module, (nn.LayerNorm, nn.GroupNorm)):
            with torch.no_grad():
                module.weight.copy_(1.0 + 0.1 * torch.randn_like(module.weight))
                module.bias.copy_(0.02 * torch.randn_like(module.bias))


def conv_bn(cin, cout, k, stride=1, groups=1):
    return nn.Sequential(
        nn.Conv2d(cin, cout, k, stride, (k - 1) // 2, groups=groups, bias=False),
        nn.BatchNorm2d(cout),
    )


# --------------------------------------------------------------------------- cv


class SmallCnnBn(nn.Module):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, kernel_size=3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(16)
        self.conv2 = nn.Conv2d(16, 32, kernel_size=3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(32)
        self.relu = nn.ReLU(inplace=True)
        self.maxpool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.dropout = nn.Dropout(p=0.2)
        self.fc = nn.Linear(32, num_classes)

    def forward(self, x):
        x = self.maxpool(self.relu(self.bn1(self.conv1(x))))
        x = self.maxpool(self.relu(self.bn2(self.conv2(x))))
        x = self.avgpool(x)
        x = torch.flatten(x, 1)
        x = self.fc(self.dropout(x))
        return x


@sample(
    "cv",
    "small_cnn_bn",
    "conv2d, batch_norm (eval, running stats), relu, max_pool2d, "
    "adaptive_avg_pool2d, flatten, dropout, linear",
)
def build_small_cnn_bn():
    model = SmallCnnBn()
    init_batch_norms(model)
    return model, (torch.randn(2, 3, 32, 32),)


class BasicBlock(nn.Module):
    expansion = 1

    def __init__(self, inplanes, planes, stride=1, downsample=None):
        super().__init__()
        self.conv1 = nn.Conv2d(inplanes, planes, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(planes)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(planes, planes, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(planes)
        self.downsample = downsample

    def forward(self, x):
        identity = x
        out = self.conv1(x)
        out = self.bn1(out)
        out = self.relu(out)
        out = self.conv2(out)
        out = self.bn2(out)
        if self.downsample is not None:
            identity = self.downsample(x)
        out += identity
        out = self.relu(out)
        return out


class ResidualNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3, 1, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(16)
        self.relu = nn.ReLU(inplace=True)
        self.layer1 = nn.Sequential(BasicBlock(16, 16))
        self.layer2 = nn.Sequential(
            BasicBlock(
                16,
                32,
                stride=2,
                downsample=nn.Sequential(
                    nn.Conv2d(16, 32, 1, 2, bias=False), nn.BatchNorm2d(32)
                ),
            )
        )

    def forward(self, x):
        x = self.relu(self.bn1(self.conv1(x)))
        x = self.layer1(x)
        x = self.layer2(x)
        return x


@sample(
    "cv",
    "residual_block",
    "ResNet BasicBlocks: identity and strided 1x1-conv downsample skips, "
    "in-place `+=` residual add, batch_norm, relu",
)
def build_residual_block():
    model = ResidualNet()
    init_batch_norms(model)
    return model, (torch.randn(1, 3, 16, 16),)


class ConvBNAct(nn.Sequential):
    def __init__(self, cin, cout, k, stride=1, groups=1, act=nn.ReLU6):
        super().__init__(
            nn.Conv2d(cin, cout, k, stride, (k - 1) // 2, groups=groups, bias=False),
            nn.BatchNorm2d(cout),
            act(inplace=True),
        )


class SqueezeExcitation(nn.Module):
    def __init__(self, channels, squeeze):
        super().__init__()
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.fc1 = nn.Conv2d(channels, squeeze, 1)
        self.fc2 = nn.Conv2d(squeeze, channels, 1)
        self.activation = nn.ReLU()
        self.scale_activation = nn.Hardsigmoid()

    def forward(self, x):
        scale = self.avgpool(x)
        scale = self.activation(self.fc1(scale))
        scale = self.scale_activation(self.fc2(scale))
        return scale * x


class InvertedResidual(nn.Module):
    def __init__(self, inp, oup, stride, expand_ratio, act=nn.ReLU6, use_se=False):
        super().__init__()
        hidden = inp * expand_ratio
        self.use_res_connect = stride == 1 and inp == oup
        layers = []
        if expand_ratio != 1:
            layers.append(ConvBNAct(inp, hidden, 1, act=act))
        layers.append(ConvBNAct(hidden, hidden, 3, stride, groups=hidden, act=act))
        if use_se:
            layers.append(SqueezeExcitation(hidden, max(8, hidden // 4)))
        layers.append(nn.Conv2d(hidden, oup, 1, 1, 0, bias=False))
        layers.append(nn.BatchNorm2d(oup))
        self.conv = nn.Sequential(*layers)

    def forward(self, x):
        if self.use_res_connect:
            return x + self.conv(x)
        return self.conv(x)


class MobileNetTiny(nn.Module):
    def __init__(self, num_classes=10):
        super().__init__()
        self.features = nn.Sequential(
            ConvBNAct(3, 16, 3, 2, act=nn.Hardswish),
            InvertedResidual(16, 16, 1, 1),
            InvertedResidual(16, 24, 2, 4),
            InvertedResidual(24, 24, 1, 3, act=nn.Hardswish, use_se=True),
            ConvBNAct(24, 48, 1, act=nn.Hardswish),
        )
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.classifier = nn.Sequential(
            nn.Linear(48, 64),
            nn.Hardswish(inplace=True),
            nn.Dropout(p=0.2, inplace=True),
            nn.Linear(64, num_classes),
        )

    def forward(self, x):
        x = self.features(x)
        x = self.avgpool(x)
        x = torch.flatten(x, 1)
        x = self.classifier(x)
        return x


@sample(
    "cv",
    "inverted_residual",
    "MobileNetV2/V3 inverted residuals: 1x1 expand, depthwise 3x3 (groups=C), "
    "relu6 (hardtanh), hardswish, squeeze-excitation with hardsigmoid and mul, "
    "residual add",
)
def build_inverted_residual():
    model = MobileNetTiny()
    init_batch_norms(model)
    return model, (torch.randn(1, 3, 32, 32),)


class ViTAttention(nn.Module):
    def __init__(self, dim, num_heads):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = dim // num_heads
        self.qkv = nn.Linear(dim, dim * 3)
        self.attn_drop = nn.Dropout(0.0)
        self.proj = nn.Linear(dim, dim)
        self.proj_drop = nn.Dropout(0.0)

    def forward(self, x):
        B, N, C = x.shape
        qkv = self.qkv(x).reshape(B, N, 3, self.num_heads, self.head_dim)
        qkv = qkv.permute(2, 0, 3, 1, 4)
        q, k, v = qkv.unbind(0)
        x = F.scaled_dot_product_attention(
            q, k, v, dropout_p=self.attn_drop.p if self.training else 0.0
        )
        x = x.transpose(1, 2).reshape(B, N, C)
        x = self.proj_drop(self.proj(x))
        return x


class ViTMlp(nn.Module):
    def __init__(self, dim, hidden):
        super().__init__()
        self.fc1 = nn.Linear(dim, hidden)
        self.act = nn.GELU()
        self.drop1 = nn.Dropout(0.1)
        self.fc2 = nn.Linear(hidden, dim)
        self.drop2 = nn.Dropout(0.1)

    def forward(self, x):
        return self.drop2(self.fc2(self.drop1(self.act(self.fc1(x)))))


class ViTBlock(nn.Module):
    def __init__(self, dim, num_heads):
        super().__init__()
        self.norm1 = nn.LayerNorm(dim, eps=1e-6)
        self.attn = ViTAttention(dim, num_heads)
        self.norm2 = nn.LayerNorm(dim, eps=1e-6)
        self.mlp = ViTMlp(dim, dim * 2)

    def forward(self, x):
        x = x + self.attn(self.norm1(x))
        x = x + self.mlp(self.norm2(x))
        return x


class PatchEmbed(nn.Module):
    def __init__(self, patch, dim):
        super().__init__()
        self.proj = nn.Conv2d(3, dim, kernel_size=patch, stride=patch)

    def forward(self, x):
        x = self.proj(x)
        return x.flatten(2).transpose(1, 2)


class TinyViT(nn.Module):
    def __init__(self, img=32, patch=8, dim=32, depth=2, heads=2, num_classes=10):
        super().__init__()
        num_patches = (img // patch) ** 2
        self.patch_embed = PatchEmbed(patch, dim)
        self.cls_token = nn.Parameter(0.02 * torch.randn(1, 1, dim))
        self.pos_embed = nn.Parameter(0.02 * torch.randn(1, num_patches + 1, dim))
        self.pos_drop = nn.Dropout(0.1)
        self.blocks = nn.Sequential(*[ViTBlock(dim, heads) for _ in range(depth)])
        self.norm = nn.LayerNorm(dim, eps=1e-6)
        self.head = nn.Linear(dim, num_classes)

    def forward(self, x):
        x = self.patch_embed(x)
        cls = self.cls_token.expand(x.shape[0], -1, -1)
        x = torch.cat((cls, x), dim=1)
        x = self.pos_drop(x + self.pos_embed)
        x = self.blocks(x)
        x = self.norm(x)
        return self.head(x[:, 0])


@sample(
    "cv",
    "tiny_vit",
    "ViT: patch-embedding conv, flatten/transpose, cls-token expand + cat, "
    "pos-embed add, multi-head self-attention (reshape/permute/unbind, "
    "scaled_dot_product_attention), layer_norm, gelu MLP, cls slice",
)
def build_tiny_vit():
    model = TinyViT()
    init_norms(model)
    return model, (torch.randn(1, 3, 32, 32),)


class UNetTiny(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc1 = nn.Sequential(conv_bn(3, 8, 3), nn.ReLU(inplace=True))
        self.pool = nn.MaxPool2d(2)
        self.enc2 = nn.Sequential(conv_bn(8, 16, 3), nn.ReLU(inplace=True))
        self.bottleneck = nn.Sequential(nn.Conv2d(16, 32, 3, padding=1), nn.ReLU())
        self.dec2 = nn.Sequential(nn.Conv2d(48, 16, 3, padding=1), nn.ReLU())
        self.up1 = nn.ConvTranspose2d(16, 8, kernel_size=2, stride=2)
        self.dec1 = nn.Sequential(nn.Conv2d(16, 8, 3, padding=1), nn.ReLU())
        self.head = nn.Conv2d(8, 1, kernel_size=1)

    def forward(self, x):
        e1 = self.enc1(x)
        e2 = self.enc2(self.pool(e1))
        b = self.bottleneck(self.pool(e2))
        u2 = F.interpolate(b, scale_factor=2, mode="bilinear", align_corners=False)
        d2 = self.dec2(torch.cat([u2, e2], dim=1))
        u1 = self.up1(d2)
        d1 = self.dec1(torch.cat([u1, e1], dim=1))
        return torch.sigmoid(self.head(d1))


@sample(
    "cv",
    "unet_tiny",
    "U-Net: encoder conv/bn/relu + max_pool2d, bilinear interpolate, "
    "conv_transpose2d, skip-connection cat, sigmoid",
)
def build_unet_tiny():
    model = UNetTiny()
    init_batch_norms(model)
    return model, (torch.randn(1, 3, 32, 32),)


# --------------------------------------------------------------------------- nlp


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(64, 128)
        self.act1 = nn.GELU()
        self.drop1 = nn.Dropout(0.1)
        self.fc2 = nn.Linear(128, 128)
        self.act2 = nn.GELU(approximate="tanh")
        self.drop2 = nn.Dropout(0.1)
        self.fc3 = nn.Linear(128, 16)

    def forward(self, x):
        x = self.drop1(self.act1(self.fc1(x)))
        x = self.drop2(self.act2(self.fc2(x)))
        logits = self.fc3(x)
        return logits, F.softmax(logits, dim=-1)


@sample(
    "nlp",
    "mlp",
    "linear / gelu (erf and tanh) / dropout stack, softmax; two outputs",
)
def build_mlp():
    return MLP(), (torch.randn(4, 64),)


class EncoderLayer(nn.Module):
    def __init__(self, dim=64, heads=4, ffn=128):
        super().__init__()
        self.heads = heads
        self.head_dim = dim // heads
        self.q_proj = nn.Linear(dim, dim)
        self.k_proj = nn.Linear(dim, dim)
        self.v_proj = nn.Linear(dim, dim)
        self.o_proj = nn.Linear(dim, dim)
        self.dropout = nn.Dropout(0.1)
        self.attn_norm = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, ffn)
        self.fc2 = nn.Linear(ffn, dim)
        self.ffn_norm = nn.LayerNorm(dim)

    def forward(self, hidden_states, attention_mask):
        B, T, C = hidden_states.shape
        q = self.q_proj(hidden_states).view(B, T, self.heads, self.head_dim)
        k = self.k_proj(hidden_states).view(B, T, self.heads, self.head_dim)
        v = self.v_proj(hidden_states).view(B, T, self.heads, self.head_dim)
        q, k, v = q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)
        mask = attention_mask[:, None, None, :]
        attn = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, dropout_p=0.0)
        attn = attn.transpose(1, 2).contiguous().view(B, T, C)
        h = self.attn_norm(hidden_states + self.dropout(self.o_proj(attn)))
        ff = self.fc2(self.dropout(F.relu(self.fc1(h))))
        return (self.ffn_norm(h + self.dropout(ff)),)


@sample(
    "nlp",
    "transformer_encoder_layer",
    "post-norm encoder layer: q/k/v linear, view/transpose, bool padding mask "
    "input (data literal), scaled_dot_product_attention with attn_mask, "
    "contiguous, residual add, layer_norm, relu FFN",
)
def build_transformer_encoder_layer():
    model = EncoderLayer()
    init_norms(model)
    mask = torch.ones(2, 8, dtype=torch.bool)
    mask[1, 5:] = False
    return model, (torch.randn(2, 8, 64), mask)


class NewGELU(nn.Module):
    def forward(self, x):
        return (
            0.5
            * x
            * (
                1.0
                + torch.tanh(
                    math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))
                )
            )
        )


class CausalSelfAttention(nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.c_attn = nn.Linear(dim, 3 * dim)
        self.c_proj = nn.Linear(dim, dim)
        self.attn_dropout = nn.Dropout(0.1)
        self.resid_dropout = nn.Dropout(0.1)

    def forward(self, x):
        B, T, C = x.size()
        q, k, v = self.c_attn(x).split(C, dim=2)
        q = q.view(B, T, self.heads, C // self.heads).transpose(1, 2)
        k = k.view(B, T, self.heads, C // self.heads).transpose(1, 2)
        v = v.view(B, T, self.heads, C // self.heads).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
        causal = torch.ones(T, T, dtype=torch.bool, device=x.device).tril()
        att = att.masked_fill(~causal, float("-inf"))
        att = F.softmax(att, dim=-1)
        att = self.attn_dropout(att)
        y = att @ v
        y = y.transpose(1, 2).contiguous().view(B, T, C)
        return self.resid_dropout(self.c_proj(y))


class GPTMlp(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.c_fc = nn.Linear(dim, 4 * dim)
        self.act = NewGELU()
        self.c_proj = nn.Linear(4 * dim, dim)
        self.dropout = nn.Dropout(0.1)

    def forward(self, x):
        return self.dropout(self.c_proj(self.act(self.c_fc(x))))


class GPTBlock(nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        self.ln_1 = nn.LayerNorm(dim)
        self.attn = CausalSelfAttention(dim, heads)
        self.ln_2 = nn.LayerNorm(dim)
        self.mlp = GPTMlp(dim)

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        x = x + self.mlp(self.ln_2(x))
        return x


class TinyGPT(nn.Module):
    def __init__(self, vocab=256, block_size=64, dim=64, heads=4):
        super().__init__()
        self.wte = nn.Embedding(vocab, dim)
        self.wpe = nn.Embedding(block_size, dim)
        self.drop = nn.Dropout(0.1)
        self.h = nn.Sequential(GPTBlock(dim, heads))
        self.ln_f = nn.LayerNorm(dim)
        self.lm_head = nn.Linear(dim, vocab, bias=False)
        self.lm_head.weight = self.wte.weight  # weight tying: one placeholder

    def forward(self, input_ids):
        b, t = input_ids.size()
        pos = torch.arange(0, t, dtype=torch.long, device=input_ids.device)
        pos = pos.unsqueeze(0)
        x = self.drop(self.wte(input_ids) + self.wpe(pos))
        x = self.h(x)
        x = self.ln_f(x)
        return self.lm_head(x)


@sample(
    "nlp",
    "gpt_block",
    "GPT-2 block: int64 token ids (min_val/max_val meta), embedding, "
    "torch.arange position ids (device literal), split, causal mask via "
    "ones/tril/~ and masked_fill(-inf), softmax, matmul @, tanh-GELU via pow, "
    "tied lm_head weight",
)
def build_gpt_block():
    model = TinyGPT()
    with torch.no_grad():
        model.wte.weight.normal_(0.0, 0.02)
        model.wpe.weight.normal_(0.0, 0.01)
    init_norms(model)
    return model, (torch.randint(0, 256, (2, 48), dtype=torch.int64),)


class LlamaRMSNorm(nn.Module):
    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.variance_epsilon = eps

    def forward(self, hidden_states):
        input_dtype = hidden_states.dtype
        hidden_states = hidden_states.to(torch.float32)
        variance = hidden_states.pow(2).mean(-1, keepdim=True)
        hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        return self.weight * hidden_states.to(input_dtype)


class LlamaMLP(nn.Module):
    def __init__(self, dim, hidden):
        super().__init__()
        self.gate_proj = nn.Linear(dim, hidden, bias=False)
        self.up_proj = nn.Linear(dim, hidden, bias=False)
        self.down_proj = nn.Linear(hidden, dim, bias=False)
        self.act_fn = nn.SiLU()

    def forward(self, x):
        return self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))


class RMSNormMLP(nn.Module):
    def __init__(self, dim=64, hidden=172):
        super().__init__()
        self.post_attention_layernorm = LlamaRMSNorm(dim)
        self.mlp = LlamaMLP(dim, hidden)
        self.norm = LlamaRMSNorm(dim)

    def forward(self, hidden_states):
        residual = hidden_states
        hidden_states = self.post_attention_layernorm(hidden_states)
        hidden_states = self.mlp(hidden_states)
        hidden_states = residual + hidden_states
        return self.norm(hidden_states)


@sample(
    "nlp",
    "rms_norm_mlp",
    "Llama RMSNorm (to(float32), pow, mean keepdim, rsqrt, mul) and SiLU-gated "
    "MLP (gate/up/down linear without bias), residual add",
)
def build_rms_norm_mlp():
    return RMSNormMLP(), (torch.randn(1, 16, 64),)


class BertEmbeddings(nn.Module):
    def __init__(self, vocab=512, dim=64, max_pos=64, type_vocab=2):
        super().__init__()
        self.word_embeddings = nn.Embedding(vocab, dim, padding_idx=0)
        self.position_embeddings = nn.Embedding(max_pos, dim)
        self.token_type_embeddings = nn.Embedding(type_vocab, dim)
        self.LayerNorm = nn.LayerNorm(dim, eps=1e-12)
        self.dropout = nn.Dropout(0.1)
        self.register_buffer(
            "position_ids", torch.arange(max_pos).expand((1, -1)), persistent=False
        )

    def forward(self, input_ids, token_type_ids):
        seq_length = input_ids.size(1)
        position_ids = self.position_ids[:, 0:seq_length]
        inputs_embeds = self.word_embeddings(input_ids)
        token_type_embeddings = self.token_type_embeddings(token_type_ids)
        embeddings = inputs_embeds + token_type_embeddings
        position_embeddings = self.position_embeddings(position_ids)
        embeddings += position_embeddings
        embeddings = self.LayerNorm(embeddings)
        embeddings = self.dropout(embeddings)
        return embeddings


@sample(
    "nlp",
    "bert_embeddings",
    "BERT embeddings: int64 input_ids / token_type_ids inputs (data literals), "
    "int64 position_ids buffer (min_val/max_val meta) sliced with slice(), "
    "three embedding lookups summed (+ and +=), layer_norm eps 1e-12",
)
def build_bert_embeddings():
    model = BertEmbeddings()
    with torch.no_grad():
        for emb in (
            model.word_embeddings,
            model.position_embeddings,
            model.token_type_embeddings,
        ):
            emb.weight.normal_(0.0, 0.02)
        model.word_embeddings.weight[0].zero_()
    init_norms(model)
    input_ids = torch.randint(1, 512, (2, 16), dtype=torch.int64)
    input_ids[:, 0] = 101
    input_ids[1, 12:] = 0  # padding
    token_type_ids = torch.zeros(2, 16, dtype=torch.int64)
    token_type_ids[:, 9:] = 1
    return model, (input_ids, token_type_ids)


def rotate_half(x):
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2 :]
    return torch.cat((-x2, x1), dim=-1)


class RopeAttention(nn.Module):
    def __init__(self, dim=64, heads=4, base=10000.0):
        super().__init__()
        self.heads = heads
        self.head_dim = dim // heads
        self.q_proj = nn.Linear(dim, dim, bias=False)
        self.k_proj = nn.Linear(dim, dim, bias=False)
        self.v_proj = nn.Linear(dim, dim, bias=False)
        self.o_proj = nn.Linear(dim, dim, bias=False)
        self.base = base

    def forward(self, hidden_states):
        bsz, q_len, _ = hidden_states.size()
        position_ids = torch.arange(q_len, device=hidden_states.device).unsqueeze(0)
        inv_freq = (
            self.inv_freq[None, :, None].float().expand(position_ids.shape[0], -1, 1)
        )
        freqs = (inv_freq @ position_ids[:, None, :].float()).transpose(1, 2)
        emb = torch.cat((freqs, freqs), dim=-1)
        cos = emb.cos().to(hidden_states.dtype).unsqueeze(1)
        sin = emb.sin().to(hidden_states.dtype).unsqueeze(1)
        q = self.q_proj(hidden_states).view(bsz, q_len, self.heads, self.head_dim)
        k = self.k_proj(hidden_states).view(bsz, q_len, self.heads, self.head_dim)
        v = self.v_proj(hidden_states).view(bsz, q_len, self.heads, self.head_dim)
        q, k, v = q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)
        q = (q * cos) + (rotate_half(q) * sin)
        k = (k * cos) + (rotate_half(k) * sin)
        attn = F.scaled_dot_product_attention(q, k, v, dropout_p=0.0, is_causal=True)
        attn = attn.transpose(1, 2).reshape(bsz, q_len, -1)
        return self.o_proj(attn)


@sample(
    "nlp",
    "rope_attention_bf16",
    "bfloat16 Llama attention with rotary embeddings: float32 inv_freq buffer "
    "(data literal), .float()/.to(bfloat16), Ellipsis slices, unary neg, cos/sin, "
    "scaled_dot_product_attention is_causal=True",
)
def build_rope_attention_bf16():
    model = RopeAttention()
    model = model.to(torch.bfloat16)
    inv_freq = 1.0 / (
        model.base
        ** (
            torch.arange(0, model.head_dim, 2, dtype=torch.int64).float()
            / model.head_dim
        )
    )
    model.register_buffer("inv_freq", inv_freq, persistent=False)
    return model, (torch.randn(1, 16, 64).to(torch.bfloat16),)


# --------------------------------------------------------------------------- audio


class Conv1dStack(nn.Module):
    def __init__(self, n_mels=40, channels=64, num_classes=12):
        super().__init__()
        self.conv1 = nn.Conv1d(n_mels, channels, kernel_size=5, padding=2, bias=False)
        self.bn1 = nn.BatchNorm1d(channels)
        self.conv2 = nn.Conv1d(
            channels, channels, kernel_size=3, padding=2, dilation=2, bias=False
        )
        self.bn2 = nn.BatchNorm1d(channels)
        self.conv3 = nn.Conv1d(channels, channels, kernel_size=3, stride=2, bias=False)
        self.bn3 = nn.BatchNorm1d(channels)
        self.relu = nn.ReLU()
        self.classifier = nn.Linear(channels, num_classes)

    def forward(self, features):
        x = self.relu(self.bn1(self.conv1(features)))
        x = self.relu(self.bn2(self.conv2(x)))
        x = self.relu(self.bn3(self.conv3(x)))
        x = x.mean(dim=-1)
        return self.classifier(x)


@sample(
    "audio",
    "conv1d_stack",
    "conv1d (padding, dilation, stride) + batch_norm (1d) + relu stack, "
    "mean pooling over time, linear classifier",
)
def build_conv1d_stack():
    model = Conv1dStack()
    init_batch_norms(model)
    return model, (torch.randn(1, 40, 100),)


class MelFrontend(nn.Module):
    def __init__(self, n_filters=64, n_mels=32, dim=64):
        super().__init__()
        self.filterbank = nn.Conv1d(
            1, n_filters, kernel_size=64, stride=16, padding=32, bias=False
        )
        self.mel = nn.Conv1d(n_filters, n_mels, kernel_size=1, bias=False)
        self.layer_norm = nn.LayerNorm(n_mels)
        self.projection = nn.Linear(n_mels, dim)
        self.dropout = nn.Dropout(0.1)

    def forward(self, waveform):
        x = self.filterbank(waveform)
        x = x.pow(2)
        x = self.mel(x).abs()
        x = torch.log(torch.clamp(x, min=1e-5))
        x = x.transpose(1, 2)
        x = self.layer_norm(x)
        x = self.projection(x)
        return self.dropout(F.gelu(x))


@sample(
    "audio",
    "mel_frontend",
    "learned filterbank conv1d (stride, padding), pow, 1x1 conv1d mel projection, "
    "abs, clamp, log, transpose, layer_norm, linear, gelu",
)
def build_mel_frontend():
    model = MelFrontend()
    with torch.no_grad():
        model.mel.weight.abs_()
    init_norms(model)
    t = torch.arange(1600, dtype=torch.float32) / 16000.0
    wave = 0.3 * torch.sin(2 * math.pi * 440.0 * t) + 0.05 * torch.randn(1600)
    return model, (wave.view(1, 1, 1600),)


# --------------------------------------------------------------------------- graph


def ring_plus_random_edges(num_nodes, num_edges):
    src = torch.arange(num_nodes)
    dst = (src + 1) % num_nodes
    extra = num_edges // 2 - num_nodes
    rs = torch.randint(0, num_nodes, (extra,))
    rd = (rs + torch.randint(2, num_nodes - 1, (extra,))) % num_nodes
    src = torch.cat([src, rs])
    dst = torch.cat([dst, rd])
    # undirected: both directions
    return torch.stack([torch.cat([src, dst]), torch.cat([dst, src])]).to(torch.int64)


class GCN(nn.Module):
    def __init__(self, in_dim=16, hidden=32, num_classes=7):
        super().__init__()
        self.lin1 = nn.Linear(in_dim, hidden)
        self.lin2 = nn.Linear(hidden, hidden, bias=False)
        self.bias2 = nn.Parameter(0.01 * torch.randn(hidden))
        self.lin_out = nn.Linear(hidden, num_classes)

    def forward(self, x, adj, edge_index):
        # layer 1: dense normalized adjacency (D^-1/2 (A + I) D^-1/2) @ X W
        h = torch.matmul(adj, self.lin1(x))
        h = F.relu(h)
        h = F.dropout(h, p=0.5, training=self.training)
        # layer 2: sparse mean aggregation over edge_index (index_select, index_add_, scatter_add_)
        hw = self.lin2(h)
        src = edge_index[0]
        dst = edge_index[1]
        msg = hw.index_select(0, src)
        agg = hw.new_zeros((x.size(0), hw.size(1))).index_add_(0, dst, msg)
        ones = torch.ones_like(src, dtype=hw.dtype)
        deg = hw.new_zeros((x.size(0),)).scatter_add_(0, dst, ones)
        agg = agg / deg.clamp(min=1.0).unsqueeze(-1)
        h2 = F.relu(agg + hw + self.bias2)
        out = self.lin_out(h2)
        return F.log_softmax(out, dim=-1)


@sample(
    "graph",
    "gcn",
    "GCN: dense normalized-adjacency matmul + linear + relu, then message passing "
    "over an int64 edge_index input (data literal): index_select, new_zeros, "
    "index_add_, ones_like, scatter_add_, clamp, division, log_softmax",
    int_data=("L_edge_index_",),
)
def build_gcn():
    n = 32
    model = GCN()
    edge_index = ring_plus_random_edges(n, 96)
    a = torch.zeros(n, n)
    a[edge_index[0], edge_index[1]] = 1.0
    a = a + torch.eye(n)
    a = (a > 0).float()
    d = a.sum(dim=1).rsqrt()
    adj = d[:, None] * a * d[None, :]
    return model, (torch.randn(n, 16), adj, edge_index)


# --------------------------------------------------------------------------- capture + writing


class Capture:
    """torch.compile backend that records the Dynamo graph and example tensors."""

    def __init__(self):
        self.gm = None
        self.inputs = None
        self.count = 0

    def __call__(self, gm, example_inputs):
        self.count += 1
        self.gm = gm
        self.inputs = list(example_inputs)
        return gm.forward


def fmt3(value):
    return f"{value:.3f}"


def tensor_meta_source(name, tensor, force_data=False):
    """One weight_meta class, following upstream graph_net/torch/utils.py."""
    t = tensor.detach()
    is_float = t.dtype.is_floating_point
    is_int = t.dtype in (torch.int8, torch.int16, torch.int32, torch.int64)
    if is_float:
        mean = fmt3(float(t.mean().item()))
        std = "0.000" if t.numel() <= 1 else fmt3(float(t.std().item()))
    else:
        mean = "None"
        std = "None"
    lines = [
        f"class Program_weight_tensor_meta_{name}:",
        f'    name = "{name}"',
        f"    shape = {list(t.shape)}",
        f'    dtype = "{t.dtype}"',
        f'    device = "{t.device}"',
        f"    mean = {mean}",
        f"    std = {std}",
    ]
    if is_int and t.numel() >= K_LITERAL_TENSOR_SIZE and not force_data:
        lines.append(f"    min_val = {int(t.min().item())}")
        lines.append(f"    max_val = {int(t.max().item())}")
    else:
        if t.numel() < K_LITERAL_TENSOR_SIZE or force_data:
            values = t.flatten().tolist()
            if is_float:
                data = "[" + ", ".join(f"{v:.6f}" for v in values) + "]"
            else:
                data = "[" + ", ".join(f"{v}" for v in values) + "]"
        else:
            data = "None"
        lines.append(f"    data = {data}")
        if "buffers_running_var" in name:
            lines.append("    min_val = 0")
    return "\n".join(lines) + "\n"


def black_format(src):
    return black.format_str(src, mode=black.Mode())


def model_source(gm):
    """gm.code wrapped like upstream utils.apply_templates, then black-formatted."""
    code = gm.code.lstrip("\n")
    tab = "    "
    body = f"\n{tab}".join(code.split("\n"))
    imports = "import torch"
    if re.search(r"\bdevice\(", code):
        imports += "\n\nfrom torch import device"
    if re.search(r"\binf\b", code):
        imports += "\n\nfrom torch import inf"
    src = f"{imports}\n\nclass GraphModule(torch.nn.Module):\n{tab}{body}"
    return black_format(src)


def constraints_source(names, tensors):
    rows = sorted(zip(names, tensors), key=lambda item: item[0])
    lines = [
        "from sympy import Symbol",
        "",
        "dynamic_dim_constraint_symbols = []",
        "",
        "dynamic_dim_constraint_symbol2example_value = {}",
        "",
        "dynamic_dim_constraint_relations = []",
        "",
        "dynamic_dim_constraint_input_shapes = [",
    ]
    for name, t in rows:
        lines.append(f'    ({list(t.shape)}, "{name}"),')
    lines.append("]")
    return black_format("\n".join(lines) + "\n")


def count_ops(gm):
    return sum(
        1
        for node in gm.graph.nodes
        if node.op in ("call_function", "call_method", "call_module")
    )


def capture_sample(spec):
    seed = zlib.crc32(f"{spec['category']}/{spec['name']}".encode()) & 0x7FFFFFFF
    torch.manual_seed(seed)
    model, inputs = spec["builder"]()
    model.eval()
    torch._dynamo.reset()
    backend = Capture()
    compiled = torch.compile(model, backend=backend, fullgraph=True, dynamic=False)
    with torch.no_grad():
        compiled(*inputs)
    if backend.count != 1:
        raise RuntimeError(f"{spec['name']}: expected 1 graph, got {backend.count}")
    gm = backend.gm
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    if len(placeholders) != len(backend.inputs):
        raise RuntimeError(f"{spec['name']}: placeholder/input count mismatch")
    names = [str(n.target) for n in placeholders]
    tensors = backend.inputs
    for name, t in zip(names, tensors):
        if not isinstance(t, torch.Tensor):
            raise RuntimeError(f"{spec['name']}: non-tensor graph input {name}")
    return gm, names, tensors


def write_sample(spec, out_root):
    gm, names, tensors = capture_sample(spec)
    category, name = spec["category"], spec["name"]
    model_py = model_source(gm)
    weight_meta = black_format(
        "\n\n".join(
            tensor_meta_source(n, t, force_data=n in spec["int_data"])
            for n, t in zip(names, tensors)
        )
    )
    constraints = constraints_source(names, tensors)
    meta = {
        "framework": "torch",
        "num_devices_required": 1,
        "num_nodes_required": 1,
        "dynamic": False,
        "model_name": name,
        "source": "graphnet-workbench",
        "heuristic_tag": CATEGORY_TAGS[category],
    }
    files = {
        "model.py": model_py.encode(),
        "weight_meta.py": weight_meta.encode(),
        "input_meta.py": b"",
        "input_tensor_constraints.py": constraints.encode(),
        "graph_net.json": json.dumps(meta, indent=4).encode(),
        "graph_hash.txt": hashlib.sha256(model_py.encode()).hexdigest().encode(),
    }
    sample_dir = os.path.join(out_root, category, name)
    if os.path.isdir(sample_dir):
        shutil.rmtree(sample_dir)
    os.makedirs(sample_dir)
    for fname, data in files.items():
        with open(os.path.join(sample_dir, fname), "wb") as f:
            f.write(data)
    return {
        "path": f"{category}/{name}",
        "tag": CATEGORY_TAGS[category],
        "ops": count_ops(gm),
        "params": len(names),
        "bytes": sum(len(d) for d in files.values()),
        "description": spec["description"],
    }


DOC_HEADER = """\
# Bundled samples

`samples/` holds small GraphNet samples generated by `tools/generate_samples.py`. They use exactly
upstream GraphNet's on-disk torch format (`model.py`, `weight_meta.py`, empty `input_meta.py`,
`input_tensor_constraints.py`, `graph_net.json`, `graph_hash.txt`; format reference:
`graphnet-format.md` sections 1, 2 and 4 in the shared project notes), so the workbench can be
tried and tested without downloading the dataset. Each sample is a tiny model (well under 100 ms per forward on a CPU)
captured with TorchDynamo (`torch.compile(fullgraph=True, dynamic=False)`) on CPU, in eval mode.

Differences from upstream samples, all within the format: `source` is `"graphnet-workbench"`,
`model_name` is the sample name, no symbolic dimensions (`dynamic_dim_constraint_symbols = []`),
and `graph_hash.txt` is the SHA-256 of the written `model.py` (upstream hashes a re-traced,
placeholder-renamed graph; the hash is an opaque id either way).

"Ops" = FX `call_function`/`call_method` nodes in the captured graph (one per computing
statement of `forward`); "params" = forward parameters (weights, buffers and inputs), i.e. classes
in `weight_meta.py`.

| sample | category / heuristic_tag | ops | params | what it exercises |
|---|---|---:|---:|---|
"""

DOC_FOOTER = """
## Regenerating

```
.venv/bin/pip install black==23.12.1   # once; the black version upstream's formatting matches
.venv/bin/python tools/generate_samples.py
.venv/bin/python tools/check_samples.py
```

`generate_samples.py` rewrites every `samples/<category>/<name>/` it owns and this file
(`--out DIR --no-docs` writes elsewhere, `--only NAME` limits to samples, `--list` lists them).
Output is deterministic: seeds are derived from the sample path and torch runs single-threaded,
so a second run is byte-identical (torch 2.13 CPU, black 23.12.1; other torch versions may name
graph variables or lift parameters differently).

`check_samples.py` re-executes every sample's `model.py` with inputs synthesized from its
`weight_meta.py` the way upstream replays them (data literal; int64 `min_val`/`max_val` range;
otherwise `randn * std * 0.2 + mean` clamped at `min_val`), checks the outputs are finite, checks the
format invariants (meta classes in forward order, hash, empty `input_meta.py`, only Dynamo-style
statements and free names in `model.py`) and prints the time per sample (must be < 100 ms).
"""


def write_docs(rows, path):
    lines = [DOC_HEADER]
    for r in rows:
        cat = r["path"].split("/")[0]
        lines.append(
            f"| `{r['path']}` | {cat} / {r['tag']} | {r['ops']} | {r['params']} | {r['description']} |\n"
        )
    lines.append(DOC_FOOTER)
    with open(path, "w") as f:
        f.write("".join(lines))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--out",
        default=os.path.join(REPO_ROOT, "samples"),
        help="output root (default: samples/)",
    )
    parser.add_argument("--only", action="append", help="sample name (repeatable)")
    parser.add_argument(
        "--no-docs", action="store_true", help="do not rewrite docs/samples.md"
    )
    parser.add_argument("--list", action="store_true", help="list samples and exit")
    args = parser.parse_args(argv)

    if args.list:
        for spec in SAMPLES:
            print(f"{spec['category']}/{spec['name']}")
        return 0
    if black is None:
        print(
            "error: black is required: .venv/bin/pip install black=="
            + BLACK_VERSION_WANTED,
            file=sys.stderr,
        )
        return 2
    if black.__version__ != BLACK_VERSION_WANTED:
        print(
            f"warning: black {black.__version__} found; upstream formatting matches "
            f"black {BLACK_VERSION_WANTED} (output will differ)",
            file=sys.stderr,
        )

    torch.set_num_threads(1)
    torch.use_deterministic_algorithms(True)
    specs = [s for s in SAMPLES if not args.only or s["name"] in args.only]
    if args.only and len(specs) != len(args.only):
        known = {s["name"] for s in SAMPLES}
        print(
            f"error: unknown sample(s): {sorted(set(args.only) - known)}",
            file=sys.stderr,
        )
        return 2
    rows = []
    for spec in specs:
        row = write_sample(spec, args.out)
        rows.append(row)
        print(
            f"{row['path']:34s} ops={row['ops']:4d} params={row['params']:3d} bytes={row['bytes']}"
        )
    if not args.no_docs and not args.only:
        write_docs(rows, os.path.join(REPO_ROOT, "docs", "samples.md"))
        print("wrote docs/samples.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
