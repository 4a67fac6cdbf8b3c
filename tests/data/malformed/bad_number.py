class Program_weight_tensor_meta_w:
    name = "w"
    mean = 1.2.3
