"""The registry of tools/generate_samples.py's samples: the `sample` decorator that lists a builder in SAMPLES,
and the initialisers the builders share. Builders live in sample_models_cv.py and sample_models_seq.py; their
order of registration is the order of tests/data/toy_samples/ in docs/toy-samples.md.
"""

import torch
import torch.nn as nn

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
