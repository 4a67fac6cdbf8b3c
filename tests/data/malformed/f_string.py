class Program_weight_tensor_meta_L_y_:
    name = f"L_y_"
