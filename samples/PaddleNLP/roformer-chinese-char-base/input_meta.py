class Program_weight_tensor_data_0:
    name = "data_0"
    shape = [1, 11]
    dtype = "int64"
    data = [101, 3223, 6500, 421, 4179, 4331, 2008, 7263, 3055, 106, 102]


class Program_weight_tensor_data_1:
    name = "data_1"
    shape = [1, 11]
    dtype = "int64"
    data = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
