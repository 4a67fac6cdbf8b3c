class Program_weight_tensor_data_0:
    name = "data_0"
    shape = [1, 11]
    dtype = "int64"
    data = [1, 811, 1257, 175, 29, 502, 130, 706, 3619, 12046, 2]


class Program_weight_tensor_data_1:
    name = "data_1"
    shape = [1, 11]
    dtype = "int64"
    data = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
