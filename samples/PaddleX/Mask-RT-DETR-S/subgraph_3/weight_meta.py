class Program_weight_tensor_parameter_0:
    name = "parameter_0"
    shape = [128]
    dtype = "float32"
    min_val = float("-0.242383")
    max_val = float("0.223799")
    mean = float("-0.010753")
    std = float("0.115417")
    data = None


class Program_weight_tensor_parameter_1:
    name = "parameter_1"
    shape = [128, 32, 1, 1]
    dtype = "float32"
    min_val = float("-0.846245")
    max_val = float("0.783849")
    mean = float("-0.00576252")
    std = float("0.254968")
    data = None


class Program_weight_tensor_parameter_2:
    name = "parameter_2"
    shape = [32]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_3:
    name = "parameter_3"
    shape = [32]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_4:
    name = "parameter_4"
    shape = [32]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_5:
    name = "parameter_5"
    shape = [32]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_6:
    name = "parameter_6"
    shape = [32, 32, 3, 3]
    dtype = "float32"
    min_val = float("-0.559607")
    max_val = float("0.497245")
    mean = float("-0.00065778")
    std = float("0.0785904")
    data = None
