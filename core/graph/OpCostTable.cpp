#include "core/graph/OpCostTable.h"

#include <string>
#include <unordered_map>

namespace gnw {

namespace {

// Python operators whose in-place form is operator.i<name>.
bool isInplaceOperator(std::string_view rest) {
    for (std::string_view op : {"add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul", "and_",
                                "or_", "xor", "lshift", "rshift"})
        if (rest == op)
            return true;
    return false;
}

const std::unordered_map<std::string_view, CostKind>& table() {
    static const auto t = [] {
        std::unordered_map<std::string_view, CostKind> m;
        auto add = [&](CostKind kind, std::initializer_list<std::string_view> names) {
            for (auto n : names)
                m.emplace(n, kind);
        };
        add(CostKind::Free, {"view",
                             "reshape",
                             "permute",
                             "transpose",
                             "swapaxes",
                             "swapdims",
                             "t",
                             "T",
                             "mT",
                             "H",
                             "mH",
                             "unsqueeze",
                             "squeeze",
                             "expand",
                             "expand_as",
                             "flatten",
                             "unflatten",
                             "narrow",
                             "select",
                             "slice",
                             "getitem",
                             "unbind",
                             "split",
                             "chunk",
                             "split_with_sizes",
                             "tensor_split",
                             "as_strided",
                             "detach",
                             "alias",
                             "view_as",
                             "reshape_as",
                             "movedim",
                             "moveaxis",
                             "real",
                             "imag",
                             "dropout",
                             "dropout1d",
                             "dropout2d",
                             "dropout3d",
                             "alpha_dropout",
                             "feature_alpha_dropout",
                             "identity",
                             "size",
                             "shape",
                             "dim",
                             "ndim",
                             "numel",
                             "dtype",
                             "device",
                             "is_cuda",
                             "data",
                             "requires_grad",
                             "requires_grad_",
                             "stride",
                             "element_size",
                             "is_contiguous",
                             "get_device",
                             "sym_size",
                             "sym_numel",
                             "sym_stride",
                             "sym_sum",
                             "_assert_scalar",
                             "_assert",
                             "_check",
                             "_check_is_size",
                             "_assert_async",
                             "_log_api_usage_once",
                             "_set_grad_enabled",
                             "is_",
                             "is_not",
                             "len",
                             "int",
                             "float",
                             "bool",
                             "tuple",
                             "list",
                             "Size",
                             "contains",
                             "not_"});
        add(CostKind::Movement, {"contiguous",
                                 "clone",
                                 "to",
                                 "type",
                                 "type_as",
                                 "half",
                                 "bfloat16",
                                 "double",
                                 "long",
                                 "cpu",
                                 "cuda",
                                 "copy_",
                                 "cat",
                                 "concat",
                                 "concatenate",
                                 "stack",
                                 "hstack",
                                 "vstack",
                                 "index_select",
                                 "gather",
                                 "scatter",
                                 "scatter_add",
                                 "scatter_reduce",
                                 "index_add",
                                 "index_copy",
                                 "index_put",
                                 "index_fill",
                                 "index",
                                 "setitem",
                                 "masked_scatter",
                                 "repeat",
                                 "tile",
                                 "repeat_interleave",
                                 "roll",
                                 "flip",
                                 "pad",
                                 "constant_pad_nd",
                                 "tril",
                                 "triu",
                                 "take",
                                 "take_along_dim",
                                 "unfold",
                                 "im2col",
                                 "col2im",
                                 "fold",
                                 "pixel_shuffle",
                                 "pixel_unshuffle",
                                 "channel_shuffle",
                                 "diagonal",
                                 "diag",
                                 "tolist",
                                 "new_tensor",
                                 "tensor",
                                 "as_tensor",
                                 "sort",
                                 "argsort",
                                 "topk"});
        add(CostKind::Factory,
            {"zeros",    "ones",     "full",       "empty",        "arange",     "linspace",
             "logspace", "eye",      "zeros_like", "ones_like",    "full_like",  "empty_like",
             "rand",     "randn",    "randint",    "rand_like",    "randn_like", "new_zeros",
             "new_ones", "new_full", "new_empty",  "scalar_tensor"});
        add(CostKind::Embedding, {"embedding", "embedding_bag"});
        add(CostKind::Elementwise, {"add",
                                    "sub",
                                    "rsub",
                                    "mul",
                                    "div",
                                    "truediv",
                                    "true_divide",
                                    "floordiv",
                                    "floor_divide",
                                    "mod",
                                    "remainder",
                                    "fmod",
                                    "pow",
                                    "float_power",
                                    "neg",
                                    "negative",
                                    "pos",
                                    "positive",
                                    "abs",
                                    "sign",
                                    "sgn",
                                    "reciprocal",
                                    "sqrt",
                                    "rsqrt",
                                    "square",
                                    "exp",
                                    "exp2",
                                    "expm1",
                                    "log",
                                    "log2",
                                    "log10",
                                    "log1p",
                                    "sin",
                                    "cos",
                                    "tan",
                                    "asin",
                                    "acos",
                                    "atan",
                                    "atan2",
                                    "sinh",
                                    "cosh",
                                    "tanh",
                                    "asinh",
                                    "acosh",
                                    "atanh",
                                    "erf",
                                    "erfc",
                                    "erfinv",
                                    "sigmoid",
                                    "logit",
                                    "relu",
                                    "relu6",
                                    "gelu",
                                    "silu",
                                    "mish",
                                    "hardswish",
                                    "hardsigmoid",
                                    "hardtanh",
                                    "hardshrink",
                                    "softshrink",
                                    "tanhshrink",
                                    "leaky_relu",
                                    "elu",
                                    "selu",
                                    "celu",
                                    "prelu",
                                    "rrelu",
                                    "glu",
                                    "softplus",
                                    "softsign",
                                    "logsigmoid",
                                    "log_sigmoid",
                                    "threshold",
                                    "clamp",
                                    "clip",
                                    "clamp_min",
                                    "clamp_max",
                                    "where",
                                    "masked_fill",
                                    "lt",
                                    "gt",
                                    "le",
                                    "ge",
                                    "eq",
                                    "ne",
                                    "less",
                                    "greater",
                                    "less_equal",
                                    "greater_equal",
                                    "equal",
                                    "not_equal",
                                    "logical_and",
                                    "logical_or",
                                    "logical_xor",
                                    "logical_not",
                                    "bitwise_and",
                                    "bitwise_or",
                                    "bitwise_xor",
                                    "bitwise_not",
                                    "bitwise_left_shift",
                                    "bitwise_right_shift",
                                    "and_",
                                    "or_",
                                    "xor",
                                    "invert",
                                    "lshift",
                                    "rshift",
                                    "floor",
                                    "ceil",
                                    "round",
                                    "trunc",
                                    "frac",
                                    "maximum",
                                    "minimum",
                                    "fmax",
                                    "fmin",
                                    "lerp",
                                    "addcmul",
                                    "addcdiv",
                                    "isnan",
                                    "isinf",
                                    "isfinite",
                                    "nan_to_num",
                                    "interpolate",
                                    "upsample",
                                    "upsample_nearest2d",
                                    "upsample_bilinear2d",
                                    "grid_sample",
                                    "normalize",
                                    "cosine_similarity",
                                    "dist",
                                    "cdist",
                                    "heaviside",
                                    "xlogy",
                                    "hypot",
                                    "copysign",
                                    "deg2rad",
                                    "rad2deg",
                                    "polar",
                                    "angle",
                                    "conj",
                                    "conj_physical",
                                    "bucketize"});
        add(CostKind::Reduction, {"sum",
                                  "mean",
                                  "nansum",
                                  "nanmean",
                                  "prod",
                                  "amax",
                                  "amin",
                                  "max",
                                  "min",
                                  "aminmax",
                                  "argmax",
                                  "argmin",
                                  "var",
                                  "std",
                                  "var_mean",
                                  "std_mean",
                                  "norm",
                                  "linalg_vector_norm",
                                  "vector_norm",
                                  "logsumexp",
                                  "cumsum",
                                  "cumprod",
                                  "cummax",
                                  "cummin",
                                  "logcumsumexp",
                                  "all",
                                  "any",
                                  "count_nonzero",
                                  "median",
                                  "nanmedian",
                                  "mode",
                                  "kthvalue",
                                  "trace",
                                  "cross_entropy",
                                  "nll_loss",
                                  "mse_loss",
                                  "l1_loss",
                                  "smooth_l1_loss",
                                  "binary_cross_entropy",
                                  "binary_cross_entropy_with_logits",
                                  "kl_div"});
        add(CostKind::Softmax, {"softmax", "log_softmax", "softmin", "_softmax", "_log_softmax"});
        add(CostKind::BatchNorm, {"batch_norm", "native_batch_norm", "_native_batch_norm_legit_no_training",
                                  "_native_batch_norm_legit", "cudnn_batch_norm"});
        add(CostKind::Norm, {"layer_norm", "native_layer_norm", "group_norm", "native_group_norm",
                             "instance_norm", "local_response_norm"});
        add(CostKind::RmsNorm, {"rms_norm", "_fused_rms_norm"});
        add(CostKind::Pool, {"max_pool1d", "max_pool2d", "max_pool3d", "avg_pool1d", "avg_pool2d",
                             "avg_pool3d", "lp_pool1d", "lp_pool2d", "lp_pool3d", "max_pool1d_with_indices",
                             "max_pool2d_with_indices", "max_pool3d_with_indices", "avg_pool"});
        add(CostKind::AdaptivePool,
            {"adaptive_avg_pool1d", "adaptive_avg_pool2d", "adaptive_avg_pool3d", "adaptive_max_pool1d",
             "adaptive_max_pool2d", "adaptive_max_pool3d", "_adaptive_avg_pool2d", "_adaptive_avg_pool3d"});
        add(CostKind::Linear, {"linear", "_linear"});
        add(CostKind::MatMul, {"matmul", "mm", "bmm", "mv", "dot", "vdot", "inner", "_matmul"});
        add(CostKind::AddMatMul, {"addmm", "baddbmm", "addmv", "addbmm", "_addmm_activation"});
        add(CostKind::Einsum, {"einsum"});
        add(CostKind::Conv, {"conv1d", "conv2d", "conv3d", "_conv_depthwise2d"});
        add(CostKind::ConvTranspose, {"conv_transpose1d", "conv_transpose2d", "conv_transpose3d"});
        add(CostKind::Convolution, {"convolution", "_convolution"});
        add(CostKind::Attention,
            {"scaled_dot_product_attention", "_scaled_dot_product_attention_math",
             "_scaled_dot_product_flash_attention", "_scaled_dot_product_efficient_attention"});
        add(CostKind::MultiHeadAttention, {"multi_head_attention_forward"});
        // Paddle's PIR names (paddle._C_ops.<name>, pd_op.<name>) that differ from torch's.
        add(CostKind::Free, {"shape64", "share_data"});
        add(CostKind::Movement,
            {"assign", "cast", "strided_slice", "meshgrid", "set_value", "set_value_with_tensor", "gather_nd",
             "pad3d", "one_hot", "index_sample", "take_along_axis"});
        add(CostKind::Factory, {"uniform", "assign_value", "full_with_tensor", "full_int_array", "gaussian"});
        add(CostKind::Elementwise, {"multiply", "divide", "subtract", "scale", "swish", "greater_than",
                                    "less_than", "nearest_interp", "linear_interp", "bilinear_interp",
                                    "bicubic_interp", "trilinear_interp", "swiglu", "elementwise_pow"});
        add(CostKind::Reduction, {"p_norm", "mean_all", "sigmoid_cross_entropy_with_logits"});
        add(CostKind::BatchNorm, {"sync_batch_norm"});
        add(CostKind::Pool, {"pool2d", "pool3d"});
        add(CostKind::Conv, {"depthwise_conv2d"});
        add(CostKind::ConvTranspose, {"conv2d_transpose", "depthwise_conv2d_transpose", "conv3d_transpose"});
        return m;
    }();
    return t;
}

} // namespace

std::string_view costOpName(std::string_view target) {
    constexpr std::string_view kAten = "torch.ops.aten.";
    if (target.starts_with(kAten)) {
        std::string_view rest = target.substr(kAten.size());
        return rest.substr(0, rest.find('.'));
    }
    constexpr std::string_view kOperator = "operator.";
    if (target.starts_with(kOperator)) {
        std::string_view rest = target.substr(kOperator.size());
        if (rest.size() > 1 && rest.front() == 'i' && isInplaceOperator(rest.substr(1)))
            return rest.substr(1);
        return rest;
    }
    const auto dot = target.rfind('.');
    std::string_view name = dot == std::string_view::npos ? target : target.substr(dot + 1);
    // Tensor.add_ / F.relu_ are the in-place forms of add / relu; dunder and private names stay as they are.
    if (name.size() > 2 && name.back() == '_' && name.front() != '_')
        name.remove_suffix(1);
    return name;
}

CostKind costKindOf(std::string_view target) {
    // Tensor.float() is a cast; the builtin float(x) reads a number.
    if (target.starts_with("Tensor.")) {
        for (std::string_view cast : {"float", "int", "bool", "short", "byte", "char"})
            if (target.substr(7) == cast)
                return CostKind::Movement;
    }
    const auto& t = table();
    if (auto it = t.find(costOpName(target)); it != t.end())
        return it->second;
    return CostKind::Unknown;
}

int spatialDimsOf(std::string_view opName) {
    for (int d = 1; d <= 3; ++d)
        if (opName.find(std::to_string(d) + "d") != std::string_view::npos)
            return d;
    return 0;
}

} // namespace gnw
