class Program_weight_tensor_parameter_0:
    name = "parameter_0"
    shape = [512]
    dtype = "float32"
    min_val = float("-0.0441462")
    max_val = float("0.0440855")
    mean = float("0.000231583")
    std = float("0.026297")
    data = None


class Program_weight_tensor_parameter_1:
    name = "parameter_1"
    shape = [512, 512]
    dtype = "float32"
    min_val = float("-0.0441934")
    max_val = float("0.0441932")
    mean = float("-7.20876e-06")
    std = float("0.0255457")
    data = None


class Program_weight_tensor_parameter_2:
    name = "parameter_2"
    shape = [512]
    dtype = "float32"
    min_val = float("-0.0439005")
    max_val = float("0.0437794")
    mean = float("0.00156979")
    std = float("0.0257149")
    data = None


class Program_weight_tensor_parameter_3:
    name = "parameter_3"
    shape = [512, 512]
    dtype = "float32"
    min_val = float("-0.0441941")
    max_val = float("0.0441941")
    mean = float("7.97453e-05")
    std = float("0.0255102")
    data = None


class Program_weight_tensor_parameter_4:
    name = "parameter_4"
    shape = [512]
    dtype = "float32"
    min_val = float("-0.0439592")
    max_val = float("0.0439638")
    mean = float("-0.000514035")
    std = float("0.0250928")
    data = None


class Program_weight_tensor_parameter_5:
    name = "parameter_5"
    shape = [512, 512]
    dtype = "float32"
    min_val = float("-0.0441942")
    max_val = float("0.0441939")
    mean = float("-3.68316e-05")
    std = float("0.0255133")
    data = None
