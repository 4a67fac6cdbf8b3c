"""Sequence, audio and graph sample builders for tools/generate_samples.py (registered on import)."""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from sample_registry import init_batch_norms, init_norms, sample


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
