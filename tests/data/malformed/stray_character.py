class Program_weight_tensor_meta_w:
    name = "w"
    std = 0.5 $
