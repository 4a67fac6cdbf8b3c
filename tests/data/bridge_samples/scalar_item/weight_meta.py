class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [4, 8]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 1.000
    data = None


class Program_weight_tensor_meta_L_scale_:
    name = "L_scale_"
    shape = []
    dtype = "torch.float32"
    device = "cpu"
    mean = None
    std = None
    data = [0.5]
