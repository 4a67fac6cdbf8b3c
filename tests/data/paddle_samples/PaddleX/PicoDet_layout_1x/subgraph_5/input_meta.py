class Program_weight_tensor_data_0:
    name = "data_0"
    shape = [18, 32]
    dtype = "float32"
    min_val = float("-5.05416")
    max_val = float("-4.15899")
    mean = float("-4.5837")
    std = float("0.130489")
    data = None


class Program_weight_tensor_data_1:
    name = "data_1"
    shape = [8]
    dtype = "float32"
    data = [0.0, 1.0, 2.0, 3.0003, 4.0, 5.0, 6.0006, 7.00001]
