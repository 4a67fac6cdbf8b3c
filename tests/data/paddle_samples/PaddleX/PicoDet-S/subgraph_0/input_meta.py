class Program_weight_tensor_data_0:
    name = "data_0"
    shape = [8, 2125, 4]
    dtype = "float32"
    min_val = float("-179.188")
    max_val = float("521.98")
    mean = float("161.278")
    std = float("97.8444")
    data = None


class Program_weight_tensor_data_1:
    name = "data_1"
    shape = [8, 2]
    dtype = "float32"
    data = [
        0.8,
        1.1985,
        1.32231,
        0.8,
        0.8,
        1.06667,
        0.8,
        1.06667,
        0.8,
        1.06667,
        0.8,
        1.06667,
        0.8,
        1.06667,
        0.8,
        1.06667,
    ]
