class Program_weight_tensor_data_0:
    name = "data_0"
    shape = [1, 32, 160, 160]
    dtype = "float32"
    min_val = float("-0.556811")
    max_val = float("6.23109")
    mean = float("0.241844")
    std = float("0.545395")
    data = None
