class Program_weight_tensor_meta_w:
    name = "w"
    mean = "0.5"
