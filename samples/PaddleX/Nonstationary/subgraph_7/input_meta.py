class Program_weight_tensor_data_0:
    name = "data_0"
    shape = [16, 144, 512]
    dtype = "float32"
    min_val = float("-10.0219")
    max_val = float("11.7087")
    mean = float("0.33717")
    std = float("1.02734")
    data = None


class Program_weight_tensor_data_1:
    name = "data_1"
    shape = [16, 144, 512]
    dtype = "float32"
    min_val = float("-10.0219")
    max_val = float("11.7087")
    mean = float("0.33717")
    std = float("1.02734")
    data = None


class Program_weight_tensor_data_2:
    name = "data_2"
    shape = [16, 144, 512]
    dtype = "float32"
    min_val = float("-10.0219")
    max_val = float("11.7087")
    mean = float("0.33717")
    std = float("1.02734")
    data = None
