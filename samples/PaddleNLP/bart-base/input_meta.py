class Program_weight_tensor_data_0:
    name = "data_0"
    shape = [1, 21]
    dtype = "int64"
    data = [
        0,
        31414,
        6,
        127,
        766,
        16,
        3045,
        4,
        38,
        524,
        2239,
        59,
        739,
        2777,
        3092,
        8,
        49,
        41885,
        4,
        1437,
        2,
    ]
