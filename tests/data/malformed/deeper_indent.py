class Program_weight_tensor_meta_L_y_:
    name = "L_y_"
        shape = [4]
    dtype = "float32"
