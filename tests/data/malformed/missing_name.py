import torch


class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [2, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.010
    std = 1.000
    data = None


class Program_weight_tensor_meta_L_y_:
    shape = [4]
    dtype = "torch.float32"
