class Program_weight_tensor_parameter_0:
    name = "parameter_0"
    shape = [32]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_1:
    name = "parameter_1"
    shape = [32, 64, 11, 11]
    dtype = "float32"
    min_val = float("-0.0821478")
    max_val = float("0.0853727")
    mean = float("2.75789e-05")
    std = float("0.0167532")
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
    shape = [32, 64, 9, 9]
    dtype = "float32"
    min_val = float("-0.101623")
    max_val = float("0.0919988")
    mean = float("-1.03966e-05")
    std = float("0.0203609")
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
    shape = [32, 64, 7, 7]
    dtype = "float32"
    min_val = float("-0.122233")
    max_val = float("0.104412")
    mean = float("0.000171616")
    std = float("0.026057")
    data = None


class Program_weight_tensor_parameter_6:
    name = "parameter_6"
    shape = [32]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_7:
    name = "parameter_7"
    shape = [32, 64, 5, 5]
    dtype = "float32"
    min_val = float("-0.147488")
    max_val = float("0.155319")
    mean = float("0.000104671")
    std = float("0.0362299")
    data = None


class Program_weight_tensor_parameter_8:
    name = "parameter_8"
    shape = [32]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_9:
    name = "parameter_9"
    shape = [32, 64, 3, 3]
    dtype = "float32"
    min_val = float("-0.261617")
    max_val = float("0.271659")
    mean = float("0.000722002")
    std = float("0.059876")
    data = None


class Program_weight_tensor_parameter_10:
    name = "parameter_10"
    shape = [32]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_11:
    name = "parameter_11"
    shape = [32, 64, 1, 1]
    dtype = "float32"
    min_val = float("-0.551416")
    max_val = float("0.659869")
    mean = float("0.00739116")
    std = float("0.172832")
    data = None


class Program_weight_tensor_parameter_12:
    name = "parameter_12"
    shape = [64]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_13:
    name = "parameter_13"
    shape = [64, 32, 11, 11]
    dtype = "float32"
    min_val = float("-0.116984")
    max_val = float("0.108236")
    mean = float("-0.00017192")
    std = float("0.0232049")
    data = None


class Program_weight_tensor_parameter_14:
    name = "parameter_14"
    shape = [64]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_15:
    name = "parameter_15"
    shape = [64, 32, 9, 9]
    dtype = "float32"
    min_val = float("-0.130613")
    max_val = float("0.126211")
    mean = float("-0.000376987")
    std = float("0.0282008")
    data = None


class Program_weight_tensor_parameter_16:
    name = "parameter_16"
    shape = [64]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_17:
    name = "parameter_17"
    shape = [64, 32, 7, 7]
    dtype = "float32"
    min_val = float("-0.147766")
    max_val = float("0.176776")
    mean = float("-0.000280078")
    std = float("0.0362595")
    data = None


class Program_weight_tensor_parameter_18:
    name = "parameter_18"
    shape = [64]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_19:
    name = "parameter_19"
    shape = [64, 32, 5, 5]
    dtype = "float32"
    min_val = float("-0.19525")
    max_val = float("0.209583")
    mean = float("-0.000640883")
    std = float("0.0508085")
    data = None


class Program_weight_tensor_parameter_20:
    name = "parameter_20"
    shape = [64]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_21:
    name = "parameter_21"
    shape = [64, 32, 3, 3]
    dtype = "float32"
    min_val = float("-0.313806")
    max_val = float("0.364535")
    mean = float("-0.000638754")
    std = float("0.0841542")
    data = None


class Program_weight_tensor_parameter_22:
    name = "parameter_22"
    shape = [64]
    dtype = "float32"
    min_val = float("0")
    max_val = float("0.5")
    data = None


class Program_weight_tensor_parameter_23:
    name = "parameter_23"
    shape = [64, 32, 1, 1]
    dtype = "float32"
    min_val = float("-0.826352")
    max_val = float("0.791534")
    mean = float("-0.00447392")
    std = float("0.252132")
    data = None
