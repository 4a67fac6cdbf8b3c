import torch


class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_self_modules_filterbank_parameters_weight_: torch.nn.parameter.Parameter,
        L_waveform_: torch.Tensor,
        L_self_modules_mel_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_layer_norm_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_projection_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_projection_parameters_bias_: torch.nn.parameter.Parameter,
    ):
        l_self_modules_filterbank_parameters_weight_ = (
            L_self_modules_filterbank_parameters_weight_
        )
        l_waveform_ = L_waveform_
        l_self_modules_mel_parameters_weight_ = L_self_modules_mel_parameters_weight_
        l_self_modules_layer_norm_parameters_weight_ = (
            L_self_modules_layer_norm_parameters_weight_
        )
        l_self_modules_layer_norm_parameters_bias_ = (
            L_self_modules_layer_norm_parameters_bias_
        )
        l_self_modules_projection_parameters_weight_ = (
            L_self_modules_projection_parameters_weight_
        )
        l_self_modules_projection_parameters_bias_ = (
            L_self_modules_projection_parameters_bias_
        )
        x = torch.conv1d(
            l_waveform_,
            l_self_modules_filterbank_parameters_weight_,
            None,
            (16,),
            (32,),
            (1,),
            1,
        )
        l_waveform_ = l_self_modules_filterbank_parameters_weight_ = None
        x_1 = x.pow(2)
        x = None
        conv1d_1 = torch.conv1d(
            x_1, l_self_modules_mel_parameters_weight_, None, (1,), (0,), (1,), 1
        )
        x_1 = l_self_modules_mel_parameters_weight_ = None
        x_2 = conv1d_1.abs()
        conv1d_1 = None
        clamp = torch.clamp(x_2, min=1e-05)
        x_2 = None
        x_3 = torch.log(clamp)
        clamp = None
        x_4 = x_3.transpose(1, 2)
        x_3 = None
        x_5 = torch.nn.functional.layer_norm(
            x_4,
            (32,),
            l_self_modules_layer_norm_parameters_weight_,
            l_self_modules_layer_norm_parameters_bias_,
            1e-05,
        )
        x_4 = (
            l_self_modules_layer_norm_parameters_weight_
        ) = l_self_modules_layer_norm_parameters_bias_ = None
        x_6 = torch._C._nn.linear(
            x_5,
            l_self_modules_projection_parameters_weight_,
            l_self_modules_projection_parameters_bias_,
        )
        x_5 = (
            l_self_modules_projection_parameters_weight_
        ) = l_self_modules_projection_parameters_bias_ = None
        gelu = torch._C._nn.gelu(x_6)
        x_6 = None
        dropout = torch.nn.functional.dropout(gelu, 0.1, False, False)
        gelu = None
        return (dropout,)
