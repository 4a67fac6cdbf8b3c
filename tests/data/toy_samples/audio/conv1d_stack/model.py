import torch


class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_self_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter,
        L_features_: torch.Tensor,
        L_self_modules_bn1_buffers_running_mean_: torch.Tensor,
        L_self_modules_bn1_buffers_running_var_: torch.Tensor,
        L_self_modules_bn1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_bn1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_conv2_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_bn2_buffers_running_mean_: torch.Tensor,
        L_self_modules_bn2_buffers_running_var_: torch.Tensor,
        L_self_modules_bn2_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_bn2_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_conv3_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_bn3_buffers_running_mean_: torch.Tensor,
        L_self_modules_bn3_buffers_running_var_: torch.Tensor,
        L_self_modules_bn3_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_bn3_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_classifier_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_classifier_parameters_bias_: torch.nn.parameter.Parameter,
    ):
        l_self_modules_conv1_parameters_weight_ = (
            L_self_modules_conv1_parameters_weight_
        )
        l_features_ = L_features_
        l_self_modules_bn1_buffers_running_mean_ = (
            L_self_modules_bn1_buffers_running_mean_
        )
        l_self_modules_bn1_buffers_running_var_ = (
            L_self_modules_bn1_buffers_running_var_
        )
        l_self_modules_bn1_parameters_weight_ = L_self_modules_bn1_parameters_weight_
        l_self_modules_bn1_parameters_bias_ = L_self_modules_bn1_parameters_bias_
        l_self_modules_conv2_parameters_weight_ = (
            L_self_modules_conv2_parameters_weight_
        )
        l_self_modules_bn2_buffers_running_mean_ = (
            L_self_modules_bn2_buffers_running_mean_
        )
        l_self_modules_bn2_buffers_running_var_ = (
            L_self_modules_bn2_buffers_running_var_
        )
        l_self_modules_bn2_parameters_weight_ = L_self_modules_bn2_parameters_weight_
        l_self_modules_bn2_parameters_bias_ = L_self_modules_bn2_parameters_bias_
        l_self_modules_conv3_parameters_weight_ = (
            L_self_modules_conv3_parameters_weight_
        )
        l_self_modules_bn3_buffers_running_mean_ = (
            L_self_modules_bn3_buffers_running_mean_
        )
        l_self_modules_bn3_buffers_running_var_ = (
            L_self_modules_bn3_buffers_running_var_
        )
        l_self_modules_bn3_parameters_weight_ = L_self_modules_bn3_parameters_weight_
        l_self_modules_bn3_parameters_bias_ = L_self_modules_bn3_parameters_bias_
        l_self_modules_classifier_parameters_weight_ = (
            L_self_modules_classifier_parameters_weight_
        )
        l_self_modules_classifier_parameters_bias_ = (
            L_self_modules_classifier_parameters_bias_
        )
        conv1d = torch.conv1d(
            l_features_,
            l_self_modules_conv1_parameters_weight_,
            None,
            (1,),
            (2,),
            (1,),
            1,
        )
        l_features_ = l_self_modules_conv1_parameters_weight_ = None
        batch_norm = torch.nn.functional.batch_norm(
            conv1d,
            l_self_modules_bn1_buffers_running_mean_,
            l_self_modules_bn1_buffers_running_var_,
            l_self_modules_bn1_parameters_weight_,
            l_self_modules_bn1_parameters_bias_,
            False,
            0.1,
            1e-05,
        )
        conv1d = (
            l_self_modules_bn1_buffers_running_mean_
        ) = (
            l_self_modules_bn1_buffers_running_var_
        ) = (
            l_self_modules_bn1_parameters_weight_
        ) = l_self_modules_bn1_parameters_bias_ = None
        x = torch.nn.functional.relu(batch_norm, inplace=False)
        batch_norm = None
        conv1d_1 = torch.conv1d(
            x, l_self_modules_conv2_parameters_weight_, None, (1,), (2,), (2,), 1
        )
        x = l_self_modules_conv2_parameters_weight_ = None
        batch_norm_1 = torch.nn.functional.batch_norm(
            conv1d_1,
            l_self_modules_bn2_buffers_running_mean_,
            l_self_modules_bn2_buffers_running_var_,
            l_self_modules_bn2_parameters_weight_,
            l_self_modules_bn2_parameters_bias_,
            False,
            0.1,
            1e-05,
        )
        conv1d_1 = (
            l_self_modules_bn2_buffers_running_mean_
        ) = (
            l_self_modules_bn2_buffers_running_var_
        ) = (
            l_self_modules_bn2_parameters_weight_
        ) = l_self_modules_bn2_parameters_bias_ = None
        x_1 = torch.nn.functional.relu(batch_norm_1, inplace=False)
        batch_norm_1 = None
        conv1d_2 = torch.conv1d(
            x_1, l_self_modules_conv3_parameters_weight_, None, (2,), (0,), (1,), 1
        )
        x_1 = l_self_modules_conv3_parameters_weight_ = None
        batch_norm_2 = torch.nn.functional.batch_norm(
            conv1d_2,
            l_self_modules_bn3_buffers_running_mean_,
            l_self_modules_bn3_buffers_running_var_,
            l_self_modules_bn3_parameters_weight_,
            l_self_modules_bn3_parameters_bias_,
            False,
            0.1,
            1e-05,
        )
        conv1d_2 = (
            l_self_modules_bn3_buffers_running_mean_
        ) = (
            l_self_modules_bn3_buffers_running_var_
        ) = (
            l_self_modules_bn3_parameters_weight_
        ) = l_self_modules_bn3_parameters_bias_ = None
        x_2 = torch.nn.functional.relu(batch_norm_2, inplace=False)
        batch_norm_2 = None
        x_3 = x_2.mean(dim=-1)
        x_2 = None
        linear = torch._C._nn.linear(
            x_3,
            l_self_modules_classifier_parameters_weight_,
            l_self_modules_classifier_parameters_bias_,
        )
        x_3 = (
            l_self_modules_classifier_parameters_weight_
        ) = l_self_modules_classifier_parameters_bias_ = None
        return (linear,)
