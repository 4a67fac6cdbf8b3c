"""Computer-vision sample builders for tools/generate_samples.py (registered on import)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

from sample_registry import conv_bn, init_batch_norms, init_norms, sample


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
