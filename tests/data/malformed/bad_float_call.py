class Program_weight_tensor_parameter_0:
    name = "parameter_0"
    shape = [4]
    dtype = "float32"
    min_val = float("-0.5")
    max_val = float("x")
    data = None
