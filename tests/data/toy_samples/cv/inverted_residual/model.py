import torch


class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_self_modules_features_modules_0_modules_0_parameters_weight_: torch.nn.parameter.Parameter,
        L_x_: torch.Tensor,
        L_self_modules_features_modules_0_modules_1_buffers_running_mean_: torch.Tensor,
        L_self_modules_features_modules_0_modules_1_buffers_running_var_: torch.Tensor,
        L_self_modules_features_modules_0_modules_1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_0_modules_1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_1_modules_conv_modules_0_modules_0_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_mean_: torch.Tensor,
        L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_var_: torch.Tensor,
        L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_1_modules_conv_modules_1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_mean_: torch.Tensor,
        L_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_var_: torch.Tensor,
        L_self_modules_features_modules_1_modules_conv_modules_2_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_1_modules_conv_modules_2_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_2_modules_conv_modules_0_modules_0_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_mean_: torch.Tensor,
        L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_var_: torch.Tensor,
        L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_2_modules_conv_modules_1_modules_0_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_mean_: torch.Tensor,
        L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_var_: torch.Tensor,
        L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_2_modules_conv_modules_2_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_mean_: torch.Tensor,
        L_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_var_: torch.Tensor,
        L_self_modules_features_modules_2_modules_conv_modules_3_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_2_modules_conv_modules_3_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_3_modules_conv_modules_0_modules_0_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_mean_: torch.Tensor,
        L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_var_: torch.Tensor,
        L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_3_modules_conv_modules_1_modules_0_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_mean_: torch.Tensor,
        L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_var_: torch.Tensor,
        L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_3_modules_conv_modules_3_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_3_modules_conv_modules_4_buffers_running_mean_: torch.Tensor,
        L_self_modules_features_modules_3_modules_conv_modules_4_buffers_running_var_: torch.Tensor,
        L_self_modules_features_modules_3_modules_conv_modules_4_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_3_modules_conv_modules_4_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_4_modules_0_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_4_modules_1_buffers_running_mean_: torch.Tensor,
        L_self_modules_features_modules_4_modules_1_buffers_running_var_: torch.Tensor,
        L_self_modules_features_modules_4_modules_1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_features_modules_4_modules_1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_classifier_modules_0_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_classifier_modules_0_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_classifier_modules_3_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_classifier_modules_3_parameters_bias_: torch.nn.parameter.Parameter,
    ):
        l_self_modules_features_modules_0_modules_0_parameters_weight_ = (
            L_self_modules_features_modules_0_modules_0_parameters_weight_
        )
        l_x_ = L_x_
        l_self_modules_features_modules_0_modules_1_buffers_running_mean_ = (
            L_self_modules_features_modules_0_modules_1_buffers_running_mean_
        )
        l_self_modules_features_modules_0_modules_1_buffers_running_var_ = (
            L_self_modules_features_modules_0_modules_1_buffers_running_var_
        )
        l_self_modules_features_modules_0_modules_1_parameters_weight_ = (
            L_self_modules_features_modules_0_modules_1_parameters_weight_
        )
        l_self_modules_features_modules_0_modules_1_parameters_bias_ = (
            L_self_modules_features_modules_0_modules_1_parameters_bias_
        )
        l_self_modules_features_modules_1_modules_conv_modules_0_modules_0_parameters_weight_ = L_self_modules_features_modules_1_modules_conv_modules_0_modules_0_parameters_weight_
        l_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_mean_ = L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_mean_
        l_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_var_ = L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_var_
        l_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_weight_ = L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_weight_
        l_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_bias_ = L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_bias_
        l_self_modules_features_modules_1_modules_conv_modules_1_parameters_weight_ = (
            L_self_modules_features_modules_1_modules_conv_modules_1_parameters_weight_
        )
        l_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_mean_ = L_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_mean_
        l_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_var_ = L_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_var_
        l_self_modules_features_modules_1_modules_conv_modules_2_parameters_weight_ = (
            L_self_modules_features_modules_1_modules_conv_modules_2_parameters_weight_
        )
        l_self_modules_features_modules_1_modules_conv_modules_2_parameters_bias_ = (
            L_self_modules_features_modules_1_modules_conv_modules_2_parameters_bias_
        )
        l_self_modules_features_modules_2_modules_conv_modules_0_modules_0_parameters_weight_ = L_self_modules_features_modules_2_modules_conv_modules_0_modules_0_parameters_weight_
        l_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_mean_ = L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_mean_
        l_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_var_ = L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_var_
        l_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_weight_ = L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_weight_
        l_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_bias_ = L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_bias_
        l_self_modules_features_modules_2_modules_conv_modules_1_modules_0_parameters_weight_ = L_self_modules_features_modules_2_modules_conv_modules_1_modules_0_parameters_weight_
        l_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_mean_ = L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_mean_
        l_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_var_ = L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_var_
        l_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_weight_ = L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_weight_
        l_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_bias_ = L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_bias_
        l_self_modules_features_modules_2_modules_conv_modules_2_parameters_weight_ = (
            L_self_modules_features_modules_2_modules_conv_modules_2_parameters_weight_
        )
        l_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_mean_ = L_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_mean_
        l_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_var_ = L_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_var_
        l_self_modules_features_modules_2_modules_conv_modules_3_parameters_weight_ = (
            L_self_modules_features_modules_2_modules_conv_modules_3_parameters_weight_
        )
        l_self_modules_features_modules_2_modules_conv_modules_3_parameters_bias_ = (
            L_self_modules_features_modules_2_modules_conv_modules_3_parameters_bias_
        )
        l_self_modules_features_modules_3_modules_conv_modules_0_modules_0_parameters_weight_ = L_self_modules_features_modules_3_modules_conv_modules_0_modules_0_parameters_weight_
        l_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_mean_ = L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_mean_
        l_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_var_ = L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_var_
        l_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_weight_ = L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_weight_
        l_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_bias_ = L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_bias_
        l_self_modules_features_modules_3_modules_conv_modules_1_modules_0_parameters_weight_ = L_self_modules_features_modules_3_modules_conv_modules_1_modules_0_parameters_weight_
        l_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_mean_ = L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_mean_
        l_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_var_ = L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_var_
        l_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_weight_ = L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_weight_
        l_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_bias_ = L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_bias_
        l_self_modules_features_modules_3_modules_conv_modules_2_modules_fc1_parameters_weight_ = L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc1_parameters_weight_
        l_self_modules_features_modules_3_modules_conv_modules_2_modules_fc1_parameters_bias_ = L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc1_parameters_bias_
        l_self_modules_features_modules_3_modules_conv_modules_2_modules_fc2_parameters_weight_ = L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc2_parameters_weight_
        l_self_modules_features_modules_3_modules_conv_modules_2_modules_fc2_parameters_bias_ = L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc2_parameters_bias_
        l_self_modules_features_modules_3_modules_conv_modules_3_parameters_weight_ = (
            L_self_modules_features_modules_3_modules_conv_modules_3_parameters_weight_
        )
        l_self_modules_features_modules_3_modules_conv_modules_4_buffers_running_mean_ = L_self_modules_features_modules_3_modules_conv_modules_4_buffers_running_mean_
        l_self_modules_features_modules_3_modules_conv_modules_4_buffers_running_var_ = L_self_modules_features_modules_3_modules_conv_modules_4_buffers_running_var_
        l_self_modules_features_modules_3_modules_conv_modules_4_parameters_weight_ = (
            L_self_modules_features_modules_3_modules_conv_modules_4_parameters_weight_
        )
        l_self_modules_features_modules_3_modules_conv_modules_4_parameters_bias_ = (
            L_self_modules_features_modules_3_modules_conv_modules_4_parameters_bias_
        )
        l_self_modules_features_modules_4_modules_0_parameters_weight_ = (
            L_self_modules_features_modules_4_modules_0_parameters_weight_
        )
        l_self_modules_features_modules_4_modules_1_buffers_running_mean_ = (
            L_self_modules_features_modules_4_modules_1_buffers_running_mean_
        )
        l_self_modules_features_modules_4_modules_1_buffers_running_var_ = (
            L_self_modules_features_modules_4_modules_1_buffers_running_var_
        )
        l_self_modules_features_modules_4_modules_1_parameters_weight_ = (
            L_self_modules_features_modules_4_modules_1_parameters_weight_
        )
        l_self_modules_features_modules_4_modules_1_parameters_bias_ = (
            L_self_modules_features_modules_4_modules_1_parameters_bias_
        )
        l_self_modules_classifier_modules_0_parameters_weight_ = (
            L_self_modules_classifier_modules_0_parameters_weight_
        )
        l_self_modules_classifier_modules_0_parameters_bias_ = (
            L_self_modules_classifier_modules_0_parameters_bias_
        )
        l_self_modules_classifier_modules_3_parameters_weight_ = (
            L_self_modules_classifier_modules_3_parameters_weight_
        )
        l_self_modules_classifier_modules_3_parameters_bias_ = (
            L_self_modules_classifier_modules_3_parameters_bias_
        )
        input_1 = torch.conv2d(
            l_x_,
            l_self_modules_features_modules_0_modules_0_parameters_weight_,
            None,
            (2, 2),
            (1, 1),
            (1, 1),
            1,
        )
        l_x_ = l_self_modules_features_modules_0_modules_0_parameters_weight_ = None
        input_2 = torch.nn.functional.batch_norm(
            input_1,
            l_self_modules_features_modules_0_modules_1_buffers_running_mean_,
            l_self_modules_features_modules_0_modules_1_buffers_running_var_,
            l_self_modules_features_modules_0_modules_1_parameters_weight_,
            l_self_modules_features_modules_0_modules_1_parameters_bias_,
            False,
            0.1,
            1e-05,
        )
        input_1 = (
            l_self_modules_features_modules_0_modules_1_buffers_running_mean_
        ) = (
            l_self_modules_features_modules_0_modules_1_buffers_running_var_
        ) = (
            l_self_modules_features_modules_0_modules_1_parameters_weight_
        ) = l_self_modules_features_modules_0_modules_1_parameters_bias_ = None
        input_3 = torch.nn.functional.hardswish(input_2, True)
        input_2 = None
        input_4 = torch.conv2d(
            input_3,
            l_self_modules_features_modules_1_modules_conv_modules_0_modules_0_parameters_weight_,
            None,
            (1, 1),
            (1, 1),
            (1, 1),
            16,
        )
        l_self_modules_features_modules_1_modules_conv_modules_0_modules_0_parameters_weight_ = (
            None
        )
        input_5 = torch.nn.functional.batch_norm(
            input_4,
            l_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_mean_,
            l_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_var_,
            l_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_weight_,
            l_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_bias_,
            False,
            0.1,
            1e-05,
        )
        input_4 = (
            l_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_mean_
        ) = (
            l_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_var_
        ) = (
            l_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_weight_
        ) = (
            l_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_bias_
        ) = None
        input_6 = torch.nn.functional.hardtanh(input_5, 0.0, 6.0, True)
        input_5 = None
        input_7 = torch.conv2d(
            input_6,
            l_self_modules_features_modules_1_modules_conv_modules_1_parameters_weight_,
            None,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        input_6 = (
            l_self_modules_features_modules_1_modules_conv_modules_1_parameters_weight_
        ) = None
        input_8 = torch.nn.functional.batch_norm(
            input_7,
            l_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_mean_,
            l_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_var_,
            l_self_modules_features_modules_1_modules_conv_modules_2_parameters_weight_,
            l_self_modules_features_modules_1_modules_conv_modules_2_parameters_bias_,
            False,
            0.1,
            1e-05,
        )
        input_7 = (
            l_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_mean_
        ) = (
            l_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_var_
        ) = (
            l_self_modules_features_modules_1_modules_conv_modules_2_parameters_weight_
        ) = (
            l_self_modules_features_modules_1_modules_conv_modules_2_parameters_bias_
        ) = None
        input_9 = input_3 + input_8
        input_3 = input_8 = None
        input_10 = torch.conv2d(
            input_9,
            l_self_modules_features_modules_2_modules_conv_modules_0_modules_0_parameters_weight_,
            None,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        input_9 = (
            l_self_modules_features_modules_2_modules_conv_modules_0_modules_0_parameters_weight_
        ) = None
        input_11 = torch.nn.functional.batch_norm(
            input_10,
            l_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_mean_,
            l_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_var_,
            l_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_weight_,
            l_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_bias_,
            False,
            0.1,
            1e-05,
        )
        input_10 = (
            l_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_mean_
        ) = (
            l_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_var_
        ) = (
            l_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_weight_
        ) = (
            l_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_bias_
        ) = None
        input_12 = torch.nn.functional.hardtanh(input_11, 0.0, 6.0, True)
        input_11 = None
        input_13 = torch.conv2d(
            input_12,
            l_self_modules_features_modules_2_modules_conv_modules_1_modules_0_parameters_weight_,
            None,
            (2, 2),
            (1, 1),
            (1, 1),
            64,
        )
        input_12 = (
            l_self_modules_features_modules_2_modules_conv_modules_1_modules_0_parameters_weight_
        ) = None
        input_14 = torch.nn.functional.batch_norm(
            input_13,
            l_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_mean_,
            l_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_var_,
            l_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_weight_,
            l_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_bias_,
            False,
            0.1,
            1e-05,
        )
        input_13 = (
            l_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_mean_
        ) = (
            l_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_var_
        ) = (
            l_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_weight_
        ) = (
            l_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_bias_
        ) = None
        input_15 = torch.nn.functional.hardtanh(input_14, 0.0, 6.0, True)
        input_14 = None
        input_16 = torch.conv2d(
            input_15,
            l_self_modules_features_modules_2_modules_conv_modules_2_parameters_weight_,
            None,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        input_15 = (
            l_self_modules_features_modules_2_modules_conv_modules_2_parameters_weight_
        ) = None
        input_17 = torch.nn.functional.batch_norm(
            input_16,
            l_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_mean_,
            l_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_var_,
            l_self_modules_features_modules_2_modules_conv_modules_3_parameters_weight_,
            l_self_modules_features_modules_2_modules_conv_modules_3_parameters_bias_,
            False,
            0.1,
            1e-05,
        )
        input_16 = (
            l_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_mean_
        ) = (
            l_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_var_
        ) = (
            l_self_modules_features_modules_2_modules_conv_modules_3_parameters_weight_
        ) = (
            l_self_modules_features_modules_2_modules_conv_modules_3_parameters_bias_
        ) = None
        input_18 = torch.conv2d(
            input_17,
            l_self_modules_features_modules_3_modules_conv_modules_0_modules_0_parameters_weight_,
            None,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        l_self_modules_features_modules_3_modules_conv_modules_0_modules_0_parameters_weight_ = (
            None
        )
        input_19 = torch.nn.functional.batch_norm(
            input_18,
            l_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_mean_,
            l_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_var_,
            l_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_weight_,
            l_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_bias_,
            False,
            0.1,
            1e-05,
        )
        input_18 = (
            l_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_mean_
        ) = (
            l_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_var_
        ) = (
            l_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_weight_
        ) = (
            l_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_bias_
        ) = None
        input_20 = torch.nn.functional.hardswish(input_19, True)
        input_19 = None
        input_21 = torch.conv2d(
            input_20,
            l_self_modules_features_modules_3_modules_conv_modules_1_modules_0_parameters_weight_,
            None,
            (1, 1),
            (1, 1),
            (1, 1),
            72,
        )
        input_20 = (
            l_self_modules_features_modules_3_modules_conv_modules_1_modules_0_parameters_weight_
        ) = None
        input_22 = torch.nn.functional.batch_norm(
            input_21,
            l_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_mean_,
            l_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_var_,
            l_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_weight_,
            l_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_bias_,
            False,
            0.1,
            1e-05,
        )
        input_21 = (
            l_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_mean_
        ) = (
            l_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_var_
        ) = (
            l_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_weight_
        ) = (
            l_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_bias_
        ) = None
        input_23 = torch.nn.functional.hardswish(input_22, True)
        input_22 = None
        scale = torch.nn.functional.adaptive_avg_pool2d(input_23, 1)
        conv2d_8 = torch.conv2d(
            scale,
            l_self_modules_features_modules_3_modules_conv_modules_2_modules_fc1_parameters_weight_,
            l_self_modules_features_modules_3_modules_conv_modules_2_modules_fc1_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        scale = (
            l_self_modules_features_modules_3_modules_conv_modules_2_modules_fc1_parameters_weight_
        ) = (
            l_self_modules_features_modules_3_modules_conv_modules_2_modules_fc1_parameters_bias_
        ) = None
        scale_1 = torch.nn.functional.relu(conv2d_8, inplace=False)
        conv2d_8 = None
        conv2d_9 = torch.conv2d(
            scale_1,
            l_self_modules_features_modules_3_modules_conv_modules_2_modules_fc2_parameters_weight_,
            l_self_modules_features_modules_3_modules_conv_modules_2_modules_fc2_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        scale_1 = (
            l_self_modules_features_modules_3_modules_conv_modules_2_modules_fc2_parameters_weight_
        ) = (
            l_self_modules_features_modules_3_modules_conv_modules_2_modules_fc2_parameters_bias_
        ) = None
        scale_2 = torch.nn.functional.hardsigmoid(conv2d_9, False)
        conv2d_9 = None
        input_24 = scale_2 * input_23
        scale_2 = input_23 = None
        input_25 = torch.conv2d(
            input_24,
            l_self_modules_features_modules_3_modules_conv_modules_3_parameters_weight_,
            None,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        input_24 = (
            l_self_modules_features_modules_3_modules_conv_modules_3_parameters_weight_
        ) = None
        input_26 = torch.nn.functional.batch_norm(
            input_25,
            l_self_modules_features_modules_3_modules_conv_modules_4_buffers_running_mean_,
            l_self_modules_features_modules_3_modules_conv_modules_4_buffers_running_var_,
            l_self_modules_features_modules_3_modules_conv_modules_4_parameters_weight_,
            l_self_modules_features_modules_3_modules_conv_modules_4_parameters_bias_,
            False,
            0.1,
            1e-05,
        )
        input_25 = (
            l_self_modules_features_modules_3_modules_conv_modules_4_buffers_running_mean_
        ) = (
            l_self_modules_features_modules_3_modules_conv_modules_4_buffers_running_var_
        ) = (
            l_self_modules_features_modules_3_modules_conv_modules_4_parameters_weight_
        ) = (
            l_self_modules_features_modules_3_modules_conv_modules_4_parameters_bias_
        ) = None
        input_27 = input_17 + input_26
        input_17 = input_26 = None
        input_28 = torch.conv2d(
            input_27,
            l_self_modules_features_modules_4_modules_0_parameters_weight_,
            None,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        input_27 = l_self_modules_features_modules_4_modules_0_parameters_weight_ = None
        input_29 = torch.nn.functional.batch_norm(
            input_28,
            l_self_modules_features_modules_4_modules_1_buffers_running_mean_,
            l_self_modules_features_modules_4_modules_1_buffers_running_var_,
            l_self_modules_features_modules_4_modules_1_parameters_weight_,
            l_self_modules_features_modules_4_modules_1_parameters_bias_,
            False,
            0.1,
            1e-05,
        )
        input_28 = (
            l_self_modules_features_modules_4_modules_1_buffers_running_mean_
        ) = (
            l_self_modules_features_modules_4_modules_1_buffers_running_var_
        ) = (
            l_self_modules_features_modules_4_modules_1_parameters_weight_
        ) = l_self_modules_features_modules_4_modules_1_parameters_bias_ = None
        input_30 = torch.nn.functional.hardswish(input_29, True)
        input_29 = None
        x = torch.nn.functional.adaptive_avg_pool2d(input_30, 1)
        input_30 = None
        x_1 = torch.flatten(x, 1)
        x = None
        input_31 = torch._C._nn.linear(
            x_1,
            l_self_modules_classifier_modules_0_parameters_weight_,
            l_self_modules_classifier_modules_0_parameters_bias_,
        )
        x_1 = (
            l_self_modules_classifier_modules_0_parameters_weight_
        ) = l_self_modules_classifier_modules_0_parameters_bias_ = None
        input_32 = torch.nn.functional.hardswish(input_31, True)
        input_31 = None
        input_33 = torch.nn.functional.dropout(input_32, 0.2, False, True)
        input_32 = None
        input_34 = torch._C._nn.linear(
            input_33,
            l_self_modules_classifier_modules_3_parameters_weight_,
            l_self_modules_classifier_modules_3_parameters_bias_,
        )
        input_33 = (
            l_self_modules_classifier_modules_3_parameters_weight_
        ) = l_self_modules_classifier_modules_3_parameters_bias_ = None
        return (input_34,)
