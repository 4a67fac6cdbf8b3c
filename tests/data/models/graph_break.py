"""A forward that TorchDynamo captures as two graphs: the explicit graph break stands for any Python the
tracer cannot follow, so an extraction writes subgraph_0 and subgraph_1, as upstream's extractor does."""

import torch
from torch import nn


class TwoGraphs(nn.Module):
    def __init__(self):
        super().__init__()
        self.encode = nn.Linear(16, 32)
        self.decode = nn.Linear(32, 4)

    def forward(self, x):
        h = torch.relu(self.encode(x))
        torch._dynamo.graph_break()
        return torch.softmax(self.decode(h), dim=-1)


def model_and_inputs():
    torch.manual_seed(0)
    return TwoGraphs(), (torch.randn(8, 16),)
