import torch


class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_self_modules_enc1_modules_0_modules_0_parameters_weight_: torch.nn.parameter.Parameter,
        L_x_: torch.Tensor,
        L_self_modules_enc1_modules_0_modules_1_buffers_running_mean_: torch.Tensor,
        L_self_modules_enc1_modules_0_modules_1_buffers_running_var_: torch.Tensor,
        L_self_modules_enc1_modules_0_modules_1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_enc1_modules_0_modules_1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_enc2_modules_0_modules_0_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_enc2_modules_0_modules_1_buffers_running_mean_: torch.Tensor,
        L_self_modules_enc2_modules_0_modules_1_buffers_running_var_: torch.Tensor,
        L_self_modules_enc2_modules_0_modules_1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_enc2_modules_0_modules_1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_bottleneck_modules_0_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_bottleneck_modules_0_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_dec2_modules_0_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_dec2_modules_0_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_up1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_up1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_dec1_modules_0_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_dec1_modules_0_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_head_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_head_parameters_bias_: torch.nn.parameter.Parameter,
    ):
        l_self_modules_enc1_modules_0_modules_0_parameters_weight_ = (
            L_self_modules_enc1_modules_0_modules_0_parameters_weight_
        )
        l_x_ = L_x_
        l_self_modules_enc1_modules_0_modules_1_buffers_running_mean_ = (
            L_self_modules_enc1_modules_0_modules_1_buffers_running_mean_
        )
        l_self_modules_enc1_modules_0_modules_1_buffers_running_var_ = (
            L_self_modules_enc1_modules_0_modules_1_buffers_running_var_
        )
        l_self_modules_enc1_modules_0_modules_1_parameters_weight_ = (
            L_self_modules_enc1_modules_0_modules_1_parameters_weight_
        )
        l_self_modules_enc1_modules_0_modules_1_parameters_bias_ = (
            L_self_modules_enc1_modules_0_modules_1_parameters_bias_
        )
        l_self_modules_enc2_modules_0_modules_0_parameters_weight_ = (
            L_self_modules_enc2_modules_0_modules_0_parameters_weight_
        )
        l_self_modules_enc2_modules_0_modules_1_buffers_running_mean_ = (
            L_self_modules_enc2_modules_0_modules_1_buffers_running_mean_
        )
        l_self_modules_enc2_modules_0_modules_1_buffers_running_var_ = (
            L_self_modules_enc2_modules_0_modules_1_buffers_running_var_
        )
        l_self_modules_enc2_modules_0_modules_1_parameters_weight_ = (
            L_self_modules_enc2_modules_0_modules_1_parameters_weight_
        )
        l_self_modules_enc2_modules_0_modules_1_parameters_bias_ = (
            L_self_modules_enc2_modules_0_modules_1_parameters_bias_
        )
        l_self_modules_bottleneck_modules_0_parameters_weight_ = (
            L_self_modules_bottleneck_modules_0_parameters_weight_
        )
        l_self_modules_bottleneck_modules_0_parameters_bias_ = (
            L_self_modules_bottleneck_modules_0_parameters_bias_
        )
        l_self_modules_dec2_modules_0_parameters_weight_ = (
            L_self_modules_dec2_modules_0_parameters_weight_
        )
        l_self_modules_dec2_modules_0_parameters_bias_ = (
            L_self_modules_dec2_modules_0_parameters_bias_
        )
        l_self_modules_up1_parameters_weight_ = L_self_modules_up1_parameters_weight_
        l_self_modules_up1_parameters_bias_ = L_self_modules_up1_parameters_bias_
        l_self_modules_dec1_modules_0_parameters_weight_ = (
            L_self_modules_dec1_modules_0_parameters_weight_
        )
        l_self_modules_dec1_modules_0_parameters_bias_ = (
            L_self_modules_dec1_modules_0_parameters_bias_
        )
        l_self_modules_head_parameters_weight_ = L_self_modules_head_parameters_weight_
        l_self_modules_head_parameters_bias_ = L_self_modules_head_parameters_bias_
        input_1 = torch.conv2d(
            l_x_,
            l_self_modules_enc1_modules_0_modules_0_parameters_weight_,
            None,
            (1, 1),
            (1, 1),
            (1, 1),
            1,
        )
        l_x_ = l_self_modules_enc1_modules_0_modules_0_parameters_weight_ = None
        input_2 = torch.nn.functional.batch_norm(
            input_1,
            l_self_modules_enc1_modules_0_modules_1_buffers_running_mean_,
            l_self_modules_enc1_modules_0_modules_1_buffers_running_var_,
            l_self_modules_enc1_modules_0_modules_1_parameters_weight_,
            l_self_modules_enc1_modules_0_modules_1_parameters_bias_,
            False,
            0.1,
            1e-05,
        )
        input_1 = (
            l_self_modules_enc1_modules_0_modules_1_buffers_running_mean_
        ) = (
            l_self_modules_enc1_modules_0_modules_1_buffers_running_var_
        ) = (
            l_self_modules_enc1_modules_0_modules_1_parameters_weight_
        ) = l_self_modules_enc1_modules_0_modules_1_parameters_bias_ = None
        input_3 = torch.nn.functional.relu(input_2, inplace=True)
        input_2 = None
        max_pool2d = torch.nn.functional.max_pool2d(
            input_3, 2, 2, 0, 1, ceil_mode=False, return_indices=False
        )
        input_4 = torch.conv2d(
            max_pool2d,
            l_self_modules_enc2_modules_0_modules_0_parameters_weight_,
            None,
            (1, 1),
            (1, 1),
            (1, 1),
            1,
        )
        max_pool2d = l_self_modules_enc2_modules_0_modules_0_parameters_weight_ = None
        input_5 = torch.nn.functional.batch_norm(
            input_4,
            l_self_modules_enc2_modules_0_modules_1_buffers_running_mean_,
            l_self_modules_enc2_modules_0_modules_1_buffers_running_var_,
            l_self_modules_enc2_modules_0_modules_1_parameters_weight_,
            l_self_modules_enc2_modules_0_modules_1_parameters_bias_,
            False,
            0.1,
            1e-05,
        )
        input_4 = (
            l_self_modules_enc2_modules_0_modules_1_buffers_running_mean_
        ) = (
            l_self_modules_enc2_modules_0_modules_1_buffers_running_var_
        ) = (
            l_self_modules_enc2_modules_0_modules_1_parameters_weight_
        ) = l_self_modules_enc2_modules_0_modules_1_parameters_bias_ = None
        input_6 = torch.nn.functional.relu(input_5, inplace=True)
        input_5 = None
        max_pool2d_1 = torch.nn.functional.max_pool2d(
            input_6, 2, 2, 0, 1, ceil_mode=False, return_indices=False
        )
        input_7 = torch.conv2d(
            max_pool2d_1,
            l_self_modules_bottleneck_modules_0_parameters_weight_,
            l_self_modules_bottleneck_modules_0_parameters_bias_,
            (1, 1),
            (1, 1),
            (1, 1),
            1,
        )
        max_pool2d_1 = (
            l_self_modules_bottleneck_modules_0_parameters_weight_
        ) = l_self_modules_bottleneck_modules_0_parameters_bias_ = None
        input_8 = torch.nn.functional.relu(input_7, inplace=False)
        input_7 = None
        u2 = torch.nn.functional.interpolate(
            input_8, scale_factor=2, mode="bilinear", align_corners=False
        )
        input_8 = None
        cat = torch.cat([u2, input_6], dim=1)
        u2 = input_6 = None
        input_9 = torch.conv2d(
            cat,
            l_self_modules_dec2_modules_0_parameters_weight_,
            l_self_modules_dec2_modules_0_parameters_bias_,
            (1, 1),
            (1, 1),
            (1, 1),
            1,
        )
        cat = (
            l_self_modules_dec2_modules_0_parameters_weight_
        ) = l_self_modules_dec2_modules_0_parameters_bias_ = None
        input_10 = torch.nn.functional.relu(input_9, inplace=False)
        input_9 = None
        u1 = torch.conv_transpose2d(
            input_10,
            l_self_modules_up1_parameters_weight_,
            l_self_modules_up1_parameters_bias_,
            (2, 2),
            (0, 0),
            (0, 0),
            1,
            (1, 1),
        )
        input_10 = (
            l_self_modules_up1_parameters_weight_
        ) = l_self_modules_up1_parameters_bias_ = None
        cat_1 = torch.cat([u1, input_3], dim=1)
        u1 = input_3 = None
        input_11 = torch.conv2d(
            cat_1,
            l_self_modules_dec1_modules_0_parameters_weight_,
            l_self_modules_dec1_modules_0_parameters_bias_,
            (1, 1),
            (1, 1),
            (1, 1),
            1,
        )
        cat_1 = (
            l_self_modules_dec1_modules_0_parameters_weight_
        ) = l_self_modules_dec1_modules_0_parameters_bias_ = None
        input_12 = torch.nn.functional.relu(input_11, inplace=False)
        input_11 = None
        conv2d_5 = torch.conv2d(
            input_12,
            l_self_modules_head_parameters_weight_,
            l_self_modules_head_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        input_12 = (
            l_self_modules_head_parameters_weight_
        ) = l_self_modules_head_parameters_bias_ = None
        sigmoid = torch.sigmoid(conv2d_5)
        conv2d_5 = None
        return (sigmoid,)
