class Program_weight_tensor_parameter_0:
    name = "parameter_0"
    shape = [1]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_1:
    name = "parameter_1"
    shape = [20, 1]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_2:
    name = "parameter_2"
    shape = [20]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_3:
    name = "parameter_3"
    shape = [20, 20]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_4:
    name = "parameter_4"
    shape = [20]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_5:
    name = "parameter_5"
    shape = [20, 20]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_6:
    name = "parameter_6"
    shape = [20]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_7:
    name = "parameter_7"
    shape = [1, 20]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None
