class Program_weight_tensor_data_0:
    name = "data_0"
    shape = [182400, 11]
    dtype = "float32"
    min_val = float("-4.90623")
    max_val = float("-4.19493")
    mean = float("-4.6136")
    std = float("0.160933")
    data = None


class Program_weight_tensor_data_1:
    name = "data_1"
    shape = [182400, 11]
    dtype = "float64"
    max_val = float("0.406557")
    mean = float("3.30998e-06")
    std = float("0.000893401")
    data = None
