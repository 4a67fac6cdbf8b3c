class Program_weight_tensor_data_0:
    name = "data_0"
    shape = []
    dtype = "int32"
    data = [19]


class Program_weight_tensor_data_1:
    name = "data_1"
    shape = [16, 96, 32]
    dtype = "float32"
    min_val = float("-9.41539")
    max_val = float("10.3818")
    mean = float("0.340659")
    std = float("1.6485")
    data = None


class Program_weight_tensor_data_2:
    name = "data_2"
    shape = []
    dtype = "int64"
    data = [96]
