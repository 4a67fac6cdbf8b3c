class Program_weight_tensor_data_0:
    name = "data_0"
    shape = [1, 21504, 15]
    dtype = "float32"
    min_val = float("4.06804e-06")
    max_val = float("0.992795")
    mean = float("0.0118279")
    std = float("0.0190866")
    data = None


class Program_weight_tensor_data_1:
    name = "data_1"
    shape = [1, 21504, 4]
    dtype = "float32"
    min_val = float("-5.79205")
    max_val = float("3.41272")
    mean = float("-0.0335645")
    std = float("0.348286")
    data = None


class Program_weight_tensor_data_2:
    name = "data_2"
    shape = [1, 21504, 91]
    dtype = "float32"
    min_val = float("1.0")
    max_val = float("10.0")
    mean = float("1.0989")
    std = float("0.938258")
    data = None


class Program_weight_tensor_data_3:
    name = "data_3"
    shape = [1, 21504, 2]
    dtype = "float32"
    min_val = float("4.0")
    max_val = float("1020.0")
    mean = float("512.0")
    std = float("295.583")
    data = None


class Program_weight_tensor_data_4:
    name = "data_4"
    shape = [1, 21504, 1]
    dtype = "float32"
    min_val = float("8.0")
    max_val = float("32.0")
    mean = float("10.6667")
    std = float("5.70157")
    data = None


class Program_weight_tensor_data_5:
    name = "data_5"
    shape = [91]
    dtype = "float32"
    max_val = float("1.5708")
    mean = float("0.785398")
    std = float("0.458461")
    data = None
