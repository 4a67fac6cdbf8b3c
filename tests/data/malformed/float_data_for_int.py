class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [2, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.010
    std = 1.000
    data = None


class Program_weight_tensor_meta_s0:
    name = "s0"
    shape = [2]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [3, 4.5]
