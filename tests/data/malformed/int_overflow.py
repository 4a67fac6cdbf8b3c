class Program_weight_tensor_meta_s0:
    name = "s0"
    shape = [1]
    dtype = "torch.int64"
    data = [99999999999999999999]
