class Program_weight_tensor_parameter_0:
    name = "parameter_0"
    shape = [312]
    dtype = "float32"
    data = None


class Program_weight_tensor_parameter_1:
    name = "parameter_1"
    shape = [312, 312]
    dtype = "float32"
    min_val = float("-0.0821675")
    max_val = float("0.0892763")
    mean = float("4.5167e-05")
    std = float("0.0200725")
    data = None


class Program_weight_tensor_parameter_2:
    name = "parameter_2"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.144396")
    max_val = float("0.205014")
    mean = float("0.0182264")
    std = float("0.03598")
    data = None


class Program_weight_tensor_parameter_3:
    name = "parameter_3"
    shape = [312]
    dtype = "float32"
    min_val = float("0.461411")
    max_val = float("0.944336")
    mean = float("0.654717")
    std = float("0.0700972")
    data = None


class Program_weight_tensor_parameter_4:
    name = "parameter_4"
    shape = [312]
    dtype = "float32"
    min_val = float("-1.50042")
    max_val = float("1.47883")
    mean = float("0.0252323")
    std = float("0.203571")
    data = None


class Program_weight_tensor_parameter_5:
    name = "parameter_5"
    shape = [312]
    dtype = "float32"
    min_val = float("0.34427")
    max_val = float("1.49069")
    mean = float("0.559033")
    std = float("0.201604")
    data = None


class Program_weight_tensor_parameter_6:
    name = "parameter_6"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.22325")
    max_val = float("0.23322")
    mean = float("-0.00306958")
    std = float("0.067644")
    data = None


class Program_weight_tensor_parameter_7:
    name = "parameter_7"
    shape = [1248, 312]
    dtype = "float32"
    min_val = float("-0.720482")
    max_val = float("0.775667")
    mean = float("-3.07027e-05")
    std = float("0.0563354")
    data = None


class Program_weight_tensor_parameter_8:
    name = "parameter_8"
    shape = [1248]
    dtype = "float32"
    min_val = float("-0.356729")
    max_val = float("0.232279")
    mean = float("-0.0564465")
    std = float("0.0807226")
    data = None


class Program_weight_tensor_parameter_9:
    name = "parameter_9"
    shape = [312, 1248]
    dtype = "float32"
    min_val = float("-0.364252")
    max_val = float("0.399811")
    mean = float("-0.000491381")
    std = float("0.0576488")
    data = None


class Program_weight_tensor_parameter_10:
    name = "parameter_10"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.334207")
    max_val = float("0.288067")
    mean = float("0.000875699")
    std = float("0.0908789")
    data = None


class Program_weight_tensor_parameter_11:
    name = "parameter_11"
    shape = [312, 312]
    dtype = "float32"
    min_val = float("-0.447139")
    max_val = float("0.442483")
    mean = float("0.000101413")
    std = float("0.082328")
    data = None


class Program_weight_tensor_parameter_12:
    name = "parameter_12"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.115069")
    max_val = float("0.0985483")
    mean = float("0.00110287")
    std = float("0.0241713")
    data = None


class Program_weight_tensor_parameter_13:
    name = "parameter_13"
    shape = [312, 312]
    dtype = "float32"
    min_val = float("-0.437815")
    max_val = float("0.437233")
    mean = float("-0.00028372")
    std = float("0.0896507")
    data = None


class Program_weight_tensor_parameter_14:
    name = "parameter_14"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.00942684")
    max_val = float("0.00411789")
    mean = float("-8.86237e-05")
    std = float("0.00116592")
    data = None


class Program_weight_tensor_parameter_15:
    name = "parameter_15"
    shape = [312, 312]
    dtype = "float32"
    min_val = float("-0.352404")
    max_val = float("0.341081")
    mean = float("-7.91375e-05")
    std = float("0.0577469")
    data = None


class Program_weight_tensor_parameter_16:
    name = "parameter_16"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.454833")
    max_val = float("0.506097")
    mean = float("0.000499837")
    std = float("0.189877")
    data = None


class Program_weight_tensor_parameter_17:
    name = "parameter_17"
    shape = [312, 312]
    dtype = "float32"
    min_val = float("-0.251591")
    max_val = float("0.2664")
    mean = float("0.000224842")
    std = float("0.0553664")
    data = None


class Program_weight_tensor_parameter_18:
    name = "parameter_18"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.113792")
    max_val = float("0.674657")
    mean = float("0.0449509")
    std = float("0.0651978")
    data = None


class Program_weight_tensor_parameter_19:
    name = "parameter_19"
    shape = [312]
    dtype = "float32"
    min_val = float("0.621124")
    max_val = float("1.17039")
    mean = float("0.906582")
    std = float("0.0640917")
    data = None


class Program_weight_tensor_parameter_20:
    name = "parameter_20"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.947139")
    max_val = float("2.0195")
    mean = float("0.0242866")
    std = float("0.154539")
    data = None


class Program_weight_tensor_parameter_21:
    name = "parameter_21"
    shape = [312]
    dtype = "float32"
    min_val = float("0.463391")
    max_val = float("1.61274")
    mean = float("0.666662")
    std = float("0.126994")
    data = None


class Program_weight_tensor_parameter_22:
    name = "parameter_22"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.156824")
    max_val = float("0.158723")
    mean = float("-0.000484762")
    std = float("0.0470656")
    data = None


class Program_weight_tensor_parameter_23:
    name = "parameter_23"
    shape = [1248, 312]
    dtype = "float32"
    min_val = float("-1.57218")
    max_val = float("1.52807")
    mean = float("2.19419e-05")
    std = float("0.0694207")
    data = None


class Program_weight_tensor_parameter_24:
    name = "parameter_24"
    shape = [1248]
    dtype = "float32"
    min_val = float("-0.526655")
    max_val = float("0.366433")
    mean = float("-0.0759324")
    std = float("0.0922844")
    data = None


class Program_weight_tensor_parameter_25:
    name = "parameter_25"
    shape = [312, 1248]
    dtype = "float32"
    min_val = float("-0.726627")
    max_val = float("0.749152")
    mean = float("0.000426871")
    std = float("0.0654539")
    data = None


class Program_weight_tensor_parameter_26:
    name = "parameter_26"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.157356")
    max_val = float("0.167186")
    mean = float("0.000348597")
    std = float("0.0534311")
    data = None


class Program_weight_tensor_parameter_27:
    name = "parameter_27"
    shape = [312, 312]
    dtype = "float32"
    min_val = float("-0.418954")
    max_val = float("0.357516")
    mean = float("-5.94148e-06")
    std = float("0.0778124")
    data = None


class Program_weight_tensor_parameter_28:
    name = "parameter_28"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.111192")
    max_val = float("0.137209")
    mean = float("-0.00203445")
    std = float("0.0328661")
    data = None


class Program_weight_tensor_parameter_29:
    name = "parameter_29"
    shape = [312, 312]
    dtype = "float32"
    min_val = float("-0.395333")
    max_val = float("0.386835")
    mean = float("-0.000200338")
    std = float("0.0831656")
    data = None


class Program_weight_tensor_parameter_30:
    name = "parameter_30"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.00413944")
    max_val = float("0.00538113")
    mean = float("-4.15318e-05")
    std = float("0.000848116")
    data = None


class Program_weight_tensor_parameter_31:
    name = "parameter_31"
    shape = [312, 312]
    dtype = "float32"
    min_val = float("-0.390492")
    max_val = float("0.402825")
    mean = float("1.25487e-05")
    std = float("0.0572147")
    data = None


class Program_weight_tensor_parameter_32:
    name = "parameter_32"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.572093")
    max_val = float("0.704691")
    mean = float("0.0109698")
    std = float("0.186342")
    data = None


class Program_weight_tensor_parameter_33:
    name = "parameter_33"
    shape = [312, 312]
    dtype = "float32"
    min_val = float("-0.242736")
    max_val = float("0.288315")
    mean = float("0.000143861")
    std = float("0.0549599")
    data = None


class Program_weight_tensor_parameter_34:
    name = "parameter_34"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.323754")
    max_val = float("1.13184")
    mean = float("0.0273199")
    std = float("0.0980306")
    data = None


class Program_weight_tensor_parameter_35:
    name = "parameter_35"
    shape = [312]
    dtype = "float32"
    min_val = float("0.539052")
    max_val = float("1.12824")
    mean = float("0.895684")
    std = float("0.0775942")
    data = None


class Program_weight_tensor_parameter_36:
    name = "parameter_36"
    shape = [312]
    dtype = "float32"
    min_val = float("-1.51869")
    max_val = float("2.28347")
    mean = float("0.00841769")
    std = float("0.199647")
    data = None


class Program_weight_tensor_parameter_37:
    name = "parameter_37"
    shape = [312]
    dtype = "float32"
    min_val = float("0.481049")
    max_val = float("1.58738")
    mean = float("0.688663")
    std = float("0.12109")
    data = None


class Program_weight_tensor_parameter_38:
    name = "parameter_38"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.217639")
    max_val = float("0.246414")
    mean = float("-0.000891435")
    std = float("0.0649805")
    data = None


class Program_weight_tensor_parameter_39:
    name = "parameter_39"
    shape = [1248, 312]
    dtype = "float32"
    min_val = float("-1.01255")
    max_val = float("1.01226")
    mean = float("-6.30777e-05")
    std = float("0.0753814")
    data = None


class Program_weight_tensor_parameter_40:
    name = "parameter_40"
    shape = [1248]
    dtype = "float32"
    min_val = float("-0.515636")
    max_val = float("0.277801")
    mean = float("-0.0988771")
    std = float("0.113132")
    data = None


class Program_weight_tensor_parameter_41:
    name = "parameter_41"
    shape = [312, 1248]
    dtype = "float32"
    min_val = float("-0.682122")
    max_val = float("0.618384")
    mean = float("0.000670284")
    std = float("0.0692091")
    data = None


class Program_weight_tensor_parameter_42:
    name = "parameter_42"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.196671")
    max_val = float("0.225712")
    mean = float("0.0011131")
    std = float("0.0653779")
    data = None


class Program_weight_tensor_parameter_43:
    name = "parameter_43"
    shape = [312, 312]
    dtype = "float32"
    min_val = float("-0.329132")
    max_val = float("0.339164")
    mean = float("-8.52088e-05")
    std = float("0.0715417")
    data = None


class Program_weight_tensor_parameter_44:
    name = "parameter_44"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.174238")
    max_val = float("0.196991")
    mean = float("0.00382404")
    std = float("0.0384124")
    data = None


class Program_weight_tensor_parameter_45:
    name = "parameter_45"
    shape = [312, 312]
    dtype = "float32"
    min_val = float("-0.430453")
    max_val = float("0.428979")
    mean = float("0.000134466")
    std = float("0.0760908")
    data = None


class Program_weight_tensor_parameter_46:
    name = "parameter_46"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.00249431")
    max_val = float("0.00245369")
    mean = float("-4.13744e-06")
    std = float("0.000607251")
    data = None


class Program_weight_tensor_parameter_47:
    name = "parameter_47"
    shape = [312, 312]
    dtype = "float32"
    min_val = float("-0.615868")
    max_val = float("0.714028")
    mean = float("2.82293e-05")
    std = float("0.0588476")
    data = None


class Program_weight_tensor_parameter_48:
    name = "parameter_48"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.671113")
    max_val = float("0.617739")
    mean = float("-0.00799337")
    std = float("0.210373")
    data = None


class Program_weight_tensor_parameter_49:
    name = "parameter_49"
    shape = [312, 312]
    dtype = "float32"
    min_val = float("-0.29454")
    max_val = float("0.387499")
    mean = float("-2.82202e-05")
    std = float("0.0543374")
    data = None


class Program_weight_tensor_parameter_50:
    name = "parameter_50"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.413358")
    max_val = float("1.21637")
    mean = float("0.0137303")
    std = float("0.131374")
    data = None


class Program_weight_tensor_parameter_51:
    name = "parameter_51"
    shape = [312]
    dtype = "float32"
    min_val = float("0.601441")
    max_val = float("1.12899")
    mean = float("0.910182")
    std = float("0.074585")
    data = None


class Program_weight_tensor_parameter_52:
    name = "parameter_52"
    shape = [312]
    dtype = "float32"
    min_val = float("-1.91065")
    max_val = float("3.0745")
    mean = float("0.000559225")
    std = float("0.263833")
    data = None


class Program_weight_tensor_parameter_53:
    name = "parameter_53"
    shape = [312]
    dtype = "float32"
    min_val = float("0.662486")
    max_val = float("1.20171")
    mean = float("0.814607")
    std = float("0.0847473")
    data = None


class Program_weight_tensor_parameter_54:
    name = "parameter_54"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.106454")
    max_val = float("0.173375")
    mean = float("0.000483075")
    std = float("0.0413401")
    data = None


class Program_weight_tensor_parameter_55:
    name = "parameter_55"
    shape = [1248, 312]
    dtype = "float32"
    min_val = float("-1.27176")
    max_val = float("0.964547")
    mean = float("-0.000122457")
    std = float("0.0653847")
    data = None


class Program_weight_tensor_parameter_56:
    name = "parameter_56"
    shape = [1248]
    dtype = "float32"
    min_val = float("-0.776041")
    max_val = float("0.365686")
    mean = float("-0.130272")
    std = float("0.132048")
    data = None


class Program_weight_tensor_parameter_57:
    name = "parameter_57"
    shape = [312, 1248]
    dtype = "float32"
    min_val = float("-0.44602")
    max_val = float("0.377003")
    mean = float("0.000710474")
    std = float("0.0634608")
    data = None


class Program_weight_tensor_parameter_58:
    name = "parameter_58"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.38168")
    max_val = float("0.268878")
    mean = float("0.000560608")
    std = float("0.113477")
    data = None


class Program_weight_tensor_parameter_59:
    name = "parameter_59"
    shape = [312, 312]
    dtype = "float32"
    min_val = float("-0.292108")
    max_val = float("0.281472")
    mean = float("-2.60993e-07")
    std = float("0.0571674")
    data = None


class Program_weight_tensor_parameter_60:
    name = "parameter_60"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.437732")
    max_val = float("0.406997")
    mean = float("0.0135186")
    std = float("0.110213")
    data = None


class Program_weight_tensor_parameter_61:
    name = "parameter_61"
    shape = [312, 312]
    dtype = "float32"
    min_val = float("-0.356398")
    max_val = float("0.301584")
    mean = float("1.18342e-05")
    std = float("0.0557365")
    data = None


class Program_weight_tensor_parameter_62:
    name = "parameter_62"
    shape = [312]
    dtype = "float32"
    min_val = float("-0.001425")
    max_val = float("0.00160824")
    mean = float("-1.2474e-05")
    std = float("0.000440642")
    data = None


class Program_weight_tensor_parameter_63:
    name = "parameter_63"
    shape = [312, 312]
    dtype = "float32"
    min_val = float("-0.632525")
    max_val = float("0.576404")
    mean = float("6.64761e-05")
    std = float("0.0650694")
    data = None


class Program_weight_tensor_parameter_64:
    name = "parameter_64"
    shape = [312]
    dtype = "float32"
    min_val = float("-1.01035")
    max_val = float("0.881086")
    mean = float("0.00963551")
    std = float("0.347431")
    data = None


class Program_weight_tensor_parameter_65:
    name = "parameter_65"
    shape = [312, 312]
    dtype = "float32"
    min_val = float("-0.375744")
    max_val = float("0.429678")
    mean = float("1.49169e-05")
    std = float("0.0624112")
    data = None


class Program_weight_tensor_parameter_66:
    name = "parameter_66"
    shape = [312]
    dtype = "float32"
    min_val = float("-1.17678")
    max_val = float("0.331588")
    mean = float("0.0179536")
    std = float("0.100105")
    data = None


class Program_weight_tensor_parameter_67:
    name = "parameter_67"
    shape = [312]
    dtype = "float32"
    min_val = float("0.177497")
    max_val = float("1.18342")
    mean = float("0.961394")
    std = float("0.076131")
    data = None


class Program_weight_tensor_parameter_68:
    name = "parameter_68"
    shape = [4, 312]
    dtype = "float32"
    min_val = float("-0.131364")
    max_val = float("0.55562")
    mean = float("0.00169903")
    std = float("0.0387788")
    data = None


class Program_weight_tensor_parameter_69:
    name = "parameter_69"
    shape = [2048, 312]
    dtype = "float32"
    min_val = float("-0.489227")
    max_val = float("0.361582")
    mean = float("-9.6475e-05")
    std = float("0.0343503")
    data = None


class Program_weight_tensor_parameter_70:
    name = "parameter_70"
    shape = [40000, 312]
    dtype = "float32"
    min_val = float("-0.591212")
    max_val = float("0.614262")
    mean = float("-1.49821e-05")
    std = float("0.0372136")
    data = None
