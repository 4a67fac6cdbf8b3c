class Program_weight_tensor_meta_s0:
    name = "s0"
    dtype = "torch.int64"
    shape = [1]
    dtype = "torch.int32"
