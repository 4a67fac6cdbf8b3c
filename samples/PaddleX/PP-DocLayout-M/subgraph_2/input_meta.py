class Program_weight_tensor_data_0:
    name = "data_0"
    shape = []
    dtype = "int64"
    data = [1]


class Program_weight_tensor_data_1:
    name = "data_1"
    shape = [8500, 4]
    dtype = "float32"
    min_val = float("-128.0")
    max_val = float("768.0")
    mean = float("320.0")
    std = float("187.941")
    data = None


class Program_weight_tensor_data_2:
    name = "data_2"
    shape = [1, 1, 4]
    dtype = "float32"
    data = [0.0, 0.0, 565.437, 640.0]
