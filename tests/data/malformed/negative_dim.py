class Program_weight_tensor_data_0:
    name = "data_0"
    shape = [8, -1]
    dtype = "float32"
