class Program_weight_tensor_meta_s0:
    name = "s0"
    shape = [1 2]
