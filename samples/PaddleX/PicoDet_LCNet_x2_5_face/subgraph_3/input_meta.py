class Program_weight_tensor_data_0:
    name = "data_0"
    shape = [27540, 1]
    dtype = "float32"
    min_val = float("9.13542e-10")
    max_val = float("0.876236")
    mean = float("0.0395352")
    std = float("0.0976642")
    data = None


class Program_weight_tensor_data_1:
    name = "data_1"
    shape = [27540, 4]
    dtype = "float32"
    min_val = float("4.0")
    max_val = float("1148.0")
    mean = float("293.647")
    std = float("367.483")
    data = None


class Program_weight_tensor_data_2:
    name = "data_2"
    shape = [27540, 4]
    dtype = "float32"
    min_val = float("-163.991")
    max_val = float("1334.05")
    mean = float("576.167")
    std = float("333.965")
    data = None


class Program_weight_tensor_data_3:
    name = "data_3"
    shape = [59, 4]
    dtype = "float32"
    max_val = float("1152.0")
    mean = float("555.803")
    std = float("329.108")
    data = None
