// torch.nn.functional.multi_head_attention_forward: Python code in torch/nn/functional.py
// (nn.MultiheadAttention calls it), so LibTorch has no operator for it. This is that function transcribed op
// for op, in the same order and with the same ATen calls, so its results are bit-identical to PyTorch's: the
// packed in-projection with its `q is k is v` shortcuts, the separate projection weights, bias_k/bias_v,
// add_zero_attn, key_padding_mask and attn_mask (bool masks become -inf), static_k/static_v, dropout in
// training, the need_weights path (baddbmm/bmm + softmax, optional head average) and the
// scaled_dot_product_attention path.
#include "core/engine/interpreter/detail/StandInTables.h"

#include <ATen/ATen.h>

#include <array>
#include <cmath>
#include <limits>
#include <unordered_map>

namespace gnw::engine {

namespace {

using namespace standin;

std::string shapeText(at::IntArrayRef s) {
    std::string out = "(";
    for (std::size_t i = 0; i < s.size(); ++i)
        out += (i ? ", " : "") + std::to_string(s[i]);
    return out + (s.size() == 1 ? ",)" : ")");
}

void check(bool ok, const std::string& message) {
    if (!ok)
        fail("multi_head_attention_forward: " + message);
}

// torch.nn.functional._canonical_mask: bool masks become float masks with -inf where true.
std::optional<at::Tensor> canonicalMask(std::optional<at::Tensor> mask, const char* name,
                                        at::ScalarType target) {
    if (!mask)
        return mask;
    const bool isFloat = at::isFloatingType(mask->scalar_type());
    check(mask->scalar_type() == at::kBool || isFloat,
          std::string("only bool and floating types of ") + name + " are supported");
    if (!isFloat)
        return at::zeros_like(*mask, mask->options().dtype(target))
            .masked_fill_(*mask, -std::numeric_limits<double>::infinity());
    return mask;
}

std::optional<at::Tensor> chunkOf(const std::vector<at::Tensor>& parts, std::size_t i) {
    if (parts.empty())
        return std::nullopt;
    return parts[i];
}

// torch.nn.functional._in_projection_packed.
std::array<at::Tensor, 3> inProjectionPacked(const at::Tensor& q, const at::Tensor& k, const at::Tensor& v,
                                             const at::Tensor& w, const std::optional<at::Tensor>& b) {
    const std::int64_t E = q.size(-1);
    if (k.is_same(v)) {
        if (q.is_same(k)) {
            at::Tensor proj = at::linear(q, w, b);
            proj = proj.unflatten(-1, {3, E}).unsqueeze(0).transpose(0, -2).squeeze(-2).contiguous();
            return {proj[0], proj[1], proj[2]};
        }
        const auto ws = w.split_with_sizes({E, E * 2});
        std::vector<at::Tensor> bs;
        if (b)
            bs = b->split_with_sizes({E, E * 2});
        at::Tensor qProj = at::linear(q, ws[0], chunkOf(bs, 0));
        at::Tensor kvProj = at::linear(k, ws[1], chunkOf(bs, 1));
        kvProj = kvProj.unflatten(-1, {2, E}).unsqueeze(0).transpose(0, -2).squeeze(-2).contiguous();
        return {qProj, kvProj[0], kvProj[1]};
    }
    const auto ws = w.chunk(3);
    std::vector<at::Tensor> bs;
    if (b)
        bs = b->chunk(3);
    return {at::linear(q, ws[0], chunkOf(bs, 0)), at::linear(k, ws[1], chunkOf(bs, 1)),
            at::linear(v, ws[2], chunkOf(bs, 2))};
}

// torch.nn.functional._in_projection (separate q/k/v weights).
std::array<at::Tensor, 3> inProjection(const at::Tensor& q, const at::Tensor& k, const at::Tensor& v,
                                       const at::Tensor& wq, const at::Tensor& wk, const at::Tensor& wv,
                                       const std::vector<at::Tensor>& bs) {
    const std::int64_t eq = q.size(-1), ek = k.size(-1), ev = v.size(-1);
    auto expect = [](const at::Tensor& t, std::vector<std::int64_t> shape, const char* what) {
        check(t.sizes() == at::IntArrayRef(shape), std::string("expecting ") + what + " shape of " +
                                                       shapeText(shape) + ", but got " +
                                                       shapeText(t.sizes()));
    };
    expect(wq, {eq, eq}, "query weights");
    expect(wk, {eq, ek}, "key weights");
    expect(wv, {eq, ev}, "value weights");
    for (std::size_t i = 0; i < bs.size(); ++i)
        expect(bs[i], {eq}, i == 0 ? "query bias" : i == 1 ? "key bias" : "value bias");
    return {at::linear(q, wq, chunkOf(bs, 0)), at::linear(k, wk, chunkOf(bs, 1)),
            at::linear(v, wv, chunkOf(bs, 2))};
}

at::Tensor padLast(const at::Tensor& t) {
    return at::pad(t, {0, 1}, "constant", std::nullopt);
}

Value multiHeadAttentionForward(const CallContext&, const Arguments& a) {
    at::Tensor query = tensorParam(a, 0, "query");
    at::Tensor key = tensorParam(a, 1, "key");
    at::Tensor value = tensorParam(a, 2, "value");
    const std::int64_t embedDimToCheck = intParam(a, 3, "embed_dim_to_check", -1);
    const std::int64_t numHeads = intParam(a, 4, "num_heads", -1);
    const auto inProjWeight = optionalTensorParam(a, 5, "in_proj_weight");
    const auto inProjBias = optionalTensorParam(a, 6, "in_proj_bias");
    const auto biasK = optionalTensorParam(a, 7, "bias_k");
    const auto biasV = optionalTensorParam(a, 8, "bias_v");
    const bool addZeroAttn = boolParam(a, 9, "add_zero_attn", false);
    double dropoutP = doubleParam(a, 10, "dropout_p", 0.0);
    const at::Tensor& outProjWeight = tensorParam(a, 11, "out_proj_weight");
    const auto outProjBias = optionalTensorParam(a, 12, "out_proj_bias");
    const bool training = boolParam(a, 13, "training", true);
    auto keyPaddingMask = optionalTensorParam(a, 14, "key_padding_mask");
    const bool needWeights = boolParam(a, 15, "need_weights", true);
    auto attnMask = optionalTensorParam(a, 16, "attn_mask");
    const bool separateProj = boolParam(a, 17, "use_separate_proj_weight", false);
    const auto qProjWeight = optionalTensorParam(a, 18, "q_proj_weight");
    const auto kProjWeight = optionalTensorParam(a, 19, "k_proj_weight");
    const auto vProjWeight = optionalTensorParam(a, 20, "v_proj_weight");
    const auto staticK = optionalTensorParam(a, 21, "static_k");
    const auto staticV = optionalTensorParam(a, 22, "static_v");
    const bool averageWeights = boolParam(a, 23, "average_attn_weights", true);
    bool isCausal = boolParam(a, 24, "is_causal", false);

    // _mha_shape_check
    bool batched = true;
    if (query.dim() == 3) {
        check(key.dim() == 3 && value.dim() == 3,
              "for batched (3-D) `query`, expected `key` and `value` to be 3-D");
        check(!keyPaddingMask || keyPaddingMask->dim() == 2,
              "for batched (3-D) `query`, expected `key_padding_mask` to be `None` or 2-D");
        check(!attnMask || attnMask->dim() == 2 || attnMask->dim() == 3,
              "for batched (3-D) `query`, expected `attn_mask` to be `None`, 2-D or 3-D");
    } else if (query.dim() == 2) {
        batched = false;
        check(key.dim() == 2 && value.dim() == 2,
              "for unbatched (2-D) `query`, expected `key` and `value` to be 2-D");
        check(!keyPaddingMask || keyPaddingMask->dim() == 1,
              "for unbatched (2-D) `query`, expected `key_padding_mask` to be `None` or 1-D");
        check(!attnMask || attnMask->dim() == 2 || attnMask->dim() == 3,
              "for unbatched (2-D) `query`, expected `attn_mask` to be `None`, 2-D or 3-D");
        if (attnMask && attnMask->dim() == 3)
            check(attnMask->sizes() == at::IntArrayRef({numHeads, query.size(0), key.size(0)}),
                  "expected `attn_mask` shape to be " + shapeText({numHeads, query.size(0), key.size(0)}));
    } else {
        fail("multi_head_attention_forward: query should be unbatched 2D or batched 3D tensor but received " +
             std::to_string(query.dim()) + "-D query tensor");
    }
    if (!batched) {
        // Python rebinds each name to a new tensor, so the `q is k is v` shortcuts of the packed
        // in-projection never apply to unbatched inputs; separate unsqueezes give distinct tensors here too.
        query = query.unsqueeze(1);
        key = key.unsqueeze(1);
        value = value.unsqueeze(1);
        if (keyPaddingMask)
            keyPaddingMask = keyPaddingMask->unsqueeze(0);
    }
    const std::int64_t tgtLen = query.size(0), bsz = query.size(1), embedDim = query.size(2);
    std::int64_t srcLen = key.size(0);

    keyPaddingMask = canonicalMask(keyPaddingMask, "key_padding_mask", query.scalar_type());
    check(!(isCausal && !attnMask),
          "Need attn_mask if specifying the is_causal hint. You may use the Transformer module method "
          "`generate_square_subsequent_mask` to create this mask.");
    if (isCausal && !keyPaddingMask && !needWeights) {
        attnMask.reset();
    } else {
        attnMask = canonicalMask(attnMask, "attn_mask", query.scalar_type());
        if (keyPaddingMask)
            isCausal = false;
    }
    check(embedDim == embedDimToCheck, "was expecting embedding dimension of " +
                                           std::to_string(embedDimToCheck) + ", but got " +
                                           std::to_string(embedDim));
    check(numHeads > 0, "num_heads must be positive");
    const std::int64_t headDim = embedDim / numHeads;
    check(headDim * numHeads == embedDim, "embed_dim " + std::to_string(embedDim) +
                                              " not divisible by num_heads " + std::to_string(numHeads));
    if (separateProj)
        check(key.sizes().slice(0, 2) == value.sizes().slice(0, 2),
              "key's sequence and batch dims do not match value's");
    else
        check(key.sizes() == value.sizes(), "key shape " + shapeText(key.sizes()) +
                                                " does not match value shape " + shapeText(value.sizes()));

    std::array<at::Tensor, 3> qkv;
    if (!separateProj) {
        check(inProjWeight.has_value(), "use_separate_proj_weight is False but in_proj_weight is None");
        qkv = inProjectionPacked(query, key, value, *inProjWeight, inProjBias);
    } else {
        check(qProjWeight.has_value(), "use_separate_proj_weight is True but q_proj_weight is None");
        check(kProjWeight.has_value(), "use_separate_proj_weight is True but k_proj_weight is None");
        check(vProjWeight.has_value(), "use_separate_proj_weight is True but v_proj_weight is None");
        std::vector<at::Tensor> bs;
        if (inProjBias)
            bs = inProjBias->chunk(3);
        qkv = inProjection(query, key, value, *qProjWeight, *kProjWeight, *vProjWeight, bs);
    }
    auto& [q, k, v] = qkv;

    if (attnMask) {
        if (attnMask->dim() == 2) {
            check(attnMask->sizes() == at::IntArrayRef({tgtLen, srcLen}),
                  "The shape of the 2D attn_mask is " + shapeText(attnMask->sizes()) + ", but should be " +
                      shapeText({tgtLen, srcLen}) + ".");
            attnMask = attnMask->unsqueeze(0);
        } else if (attnMask->dim() == 3) {
            check(attnMask->sizes() == at::IntArrayRef({bsz * numHeads, tgtLen, srcLen}),
                  "The shape of the 3D attn_mask is " + shapeText(attnMask->sizes()) + ", but should be " +
                      shapeText({bsz * numHeads, tgtLen, srcLen}) + ".");
        } else {
            fail("multi_head_attention_forward: attn_mask's dimension " + std::to_string(attnMask->dim()) +
                 " is not supported");
        }
    }
    if (biasK && biasV) {
        check(!staticK, "bias cannot be added to static key.");
        check(!staticV, "bias cannot be added to static value.");
        k = at::cat({k, biasK->repeat({1, bsz, 1})});
        v = at::cat({v, biasV->repeat({1, bsz, 1})});
        if (attnMask)
            attnMask = padLast(*attnMask);
        if (keyPaddingMask)
            keyPaddingMask = padLast(*keyPaddingMask);
    } else {
        check(!biasK, "bias_k is set but bias_v is None");
        check(!biasV, "bias_v is set but bias_k is None");
    }
    q = q.view({tgtLen, bsz * numHeads, headDim}).transpose(0, 1);
    auto staticOr = [&](const std::optional<at::Tensor>& s, const at::Tensor& t, const char* name) {
        if (!s)
            return t.view({t.size(0), bsz * numHeads, headDim}).transpose(0, 1);
        check(s->size(0) == bsz * numHeads,
              std::string("expecting ") + name + ".size(0) of " + std::to_string(bsz * numHeads));
        check(s->size(2) == headDim,
              std::string("expecting ") + name + ".size(2) of " + std::to_string(headDim));
        return *s;
    };
    k = staticOr(staticK, k, "static_k");
    v = staticOr(staticV, v, "static_v");
    if (addZeroAttn) {
        k = at::cat({k, at::zeros({bsz * numHeads, 1, headDim}, k.options())}, 1);
        v = at::cat({v, at::zeros({bsz * numHeads, 1, headDim}, v.options())}, 1);
        if (attnMask)
            attnMask = padLast(*attnMask);
        if (keyPaddingMask)
            keyPaddingMask = padLast(*keyPaddingMask);
    }
    srcLen = k.size(1);

    if (keyPaddingMask) {
        check(keyPaddingMask->size(0) == bsz, "Expected key_padded_mask.shape[0] to be " +
                                                  std::to_string(bsz) + ", but got " +
                                                  std::to_string(keyPaddingMask->size(0)));
        check(keyPaddingMask->size(1) == srcLen, "Expected key_padded_mask.shape[1] to be " +
                                                     std::to_string(srcLen) + ", but got " +
                                                     std::to_string(keyPaddingMask->size(1)));
        at::Tensor merged = keyPaddingMask->view({bsz, 1, 1, srcLen})
                                .expand({-1, numHeads, -1, -1})
                                .reshape({bsz * numHeads, 1, srcLen});
        attnMask = attnMask ? at::add(*attnMask, merged) : merged;
    }
    if (!training)
        dropoutP = 0.0;

    if (needWeights) {
        const std::int64_t E = q.size(2);
        const at::Tensor qScaled = at::mul(q, std::sqrt(1.0 / static_cast<double>(E)));
        check(!(isCausal && !attnMask), "FIXME: is_causal not implemented for need_weights");
        at::Tensor weights = attnMask ? at::baddbmm(*attnMask, qScaled, k.transpose(-2, -1))
                                      : at::bmm(qScaled, k.transpose(-2, -1));
        weights = at::softmax(weights, -1);
        if (dropoutP > 0.0)
            weights = at::dropout(weights, dropoutP, true);
        at::Tensor out = at::bmm(weights, v);
        out = out.transpose(0, 1).reshape({tgtLen * bsz, embedDim});
        out = at::linear(out, outProjWeight, outProjBias);
        out = out.view({tgtLen, bsz, out.size(1)});
        weights = weights.view({bsz, numHeads, tgtLen, srcLen});
        if (averageWeights)
            weights = weights.mean(1);
        if (!batched) {
            out = out.squeeze(1);
            weights = weights.squeeze(0);
        }
        return Value::tuple({Value::tensor(std::move(out)), Value::tensor(std::move(weights))});
    }
    if (attnMask) {
        if (attnMask->size(0) == 1 && attnMask->dim() == 3)
            attnMask = attnMask->unsqueeze(0);
        else
            attnMask = attnMask->view({bsz, numHeads, -1, srcLen});
    }
    q = q.view({bsz, numHeads, tgtLen, headDim});
    k = k.view({bsz, numHeads, srcLen, headDim});
    v = v.view({bsz, numHeads, srcLen, headDim});
    at::Tensor out = at::scaled_dot_product_attention(q, k, v, attnMask, dropoutP, isCausal);
    out = out.permute({2, 0, 1, 3}).reshape({bsz * tgtLen, embedDim});
    out = at::linear(out, outProjWeight, outProjBias);
    out = out.view({tgtLen, bsz, out.size(1)});
    if (!batched)
        out = out.squeeze(1);
    return Value::tuple({Value::tensor(std::move(out)), Value::none()});
}

const std::unordered_map<std::string_view, StandInFn> kAttention{
    {"F.multi_head_attention_forward", multiHeadAttentionForward},
};

} // namespace

StandInFn findAttentionStandIn(std::string_view target) {
    auto it = kAttention.find(target);
    return it == kAttention.end() ? nullptr : it->second;
}

} // namespace gnw::engine
