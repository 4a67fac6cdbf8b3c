class Program_weight_tensor_parameter_0:
    name = "parameter_0"
    shape = [768]
    dtype = "float32"
    data = None


class Program_weight_tensor_parameter_1:
    name = "parameter_1"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.0948993")
    max_val = float("0.0913643")
    mean = float("-2.6532e-05")
    std = float("0.0200016")
    data = None


class Program_weight_tensor_parameter_2:
    name = "parameter_2"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.247055")
    max_val = float("0.108484")
    mean = float("-0.0338092")
    std = float("0.032625")
    data = None


class Program_weight_tensor_parameter_3:
    name = "parameter_3"
    shape = [768]
    dtype = "float32"
    min_val = float("0.122373")
    max_val = float("1.02539")
    mean = float("0.535831")
    std = float("0.0531946")
    data = None


class Program_weight_tensor_parameter_4:
    name = "parameter_4"
    shape = [768]
    dtype = "float32"
    min_val = float("-2.57781")
    max_val = float("0.583221")
    mean = float("-0.027622")
    std = float("0.120941")
    data = None


class Program_weight_tensor_parameter_5:
    name = "parameter_5"
    shape = [768]
    dtype = "float32"
    min_val = float("0.418797")
    max_val = float("2.00346")
    mean = float("0.555064")
    std = float("0.101678")
    data = None


class Program_weight_tensor_parameter_6:
    name = "parameter_6"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.630657")
    max_val = float("0.383044")
    mean = float("-0.000979997")
    std = float("0.0781937")
    data = None


class Program_weight_tensor_parameter_7:
    name = "parameter_7"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-0.63801")
    max_val = float("1.00943")
    mean = float("-1.20054e-05")
    std = float("0.0317457")
    data = None


class Program_weight_tensor_parameter_8:
    name = "parameter_8"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.275066")
    max_val = float("0.208648")
    mean = float("-0.0422606")
    std = float("0.0487959")
    data = None


class Program_weight_tensor_parameter_9:
    name = "parameter_9"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.289803")
    max_val = float("0.46327")
    mean = float("0.000122724")
    std = float("0.0376084")
    data = None


class Program_weight_tensor_parameter_10:
    name = "parameter_10"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.336106")
    max_val = float("0.498642")
    mean = float("0.00170188")
    std = float("0.0713523")
    data = None


class Program_weight_tensor_parameter_11:
    name = "parameter_11"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.528277")
    max_val = float("0.483096")
    mean = float("4.30757e-06")
    std = float("0.0451266")
    data = None


class Program_weight_tensor_parameter_12:
    name = "parameter_12"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.070957")
    max_val = float("0.0669044")
    mean = float("-0.000110016")
    std = float("0.0199372")
    data = None


class Program_weight_tensor_parameter_13:
    name = "parameter_13"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.32549")
    max_val = float("0.25232")
    mean = float("-1.24607e-05")
    std = float("0.0516252")
    data = None


class Program_weight_tensor_parameter_14:
    name = "parameter_14"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.0500731")
    max_val = float("0.0186103")
    mean = float("-0.000117182")
    std = float("0.00298243")
    data = None


class Program_weight_tensor_parameter_15:
    name = "parameter_15"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.310705")
    max_val = float("0.390893")
    mean = float("-1.48483e-05")
    std = float("0.0456189")
    data = None


class Program_weight_tensor_parameter_16:
    name = "parameter_16"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.520588")
    max_val = float("0.549493")
    mean = float("-0.00146673")
    std = float("0.109116")
    data = None


class Program_weight_tensor_parameter_17:
    name = "parameter_17"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.440489")
    max_val = float("0.423734")
    mean = float("8.08949e-05")
    std = float("0.0443098")
    data = None


class Program_weight_tensor_parameter_18:
    name = "parameter_18"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.50013")
    max_val = float("0.377863")
    mean = float("-0.0373524")
    std = float("0.0688007")
    data = None


class Program_weight_tensor_parameter_19:
    name = "parameter_19"
    shape = [768]
    dtype = "float32"
    min_val = float("0.432881")
    max_val = float("1.21582")
    mean = float("0.743917")
    std = float("0.0500658")
    data = None


class Program_weight_tensor_parameter_20:
    name = "parameter_20"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.83765")
    max_val = float("0.423775")
    mean = float("-0.0297344")
    std = float("0.0943749")
    data = None


class Program_weight_tensor_parameter_21:
    name = "parameter_21"
    shape = [768]
    dtype = "float32"
    min_val = float("0.492211")
    max_val = float("2.11109")
    mean = float("0.614031")
    std = float("0.0961278")
    data = None


class Program_weight_tensor_parameter_22:
    name = "parameter_22"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.03782")
    max_val = float("0.533843")
    mean = float("-0.000318393")
    std = float("0.117315")
    data = None


class Program_weight_tensor_parameter_23:
    name = "parameter_23"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-5.79991")
    max_val = float("0.822584")
    mean = float("-2.09253e-05")
    std = float("0.0407283")
    data = None


class Program_weight_tensor_parameter_24:
    name = "parameter_24"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.370278")
    max_val = float("0.443823")
    mean = float("-0.0530846")
    std = float("0.0615257")
    data = None


class Program_weight_tensor_parameter_25:
    name = "parameter_25"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.574073")
    max_val = float("0.500134")
    mean = float("8.43853e-05")
    std = float("0.0413235")
    data = None


class Program_weight_tensor_parameter_26:
    name = "parameter_26"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.108037")
    max_val = float("0.167906")
    mean = float("0.00124266")
    std = float("0.041807")
    data = None


class Program_weight_tensor_parameter_27:
    name = "parameter_27"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.465927")
    max_val = float("0.395933")
    mean = float("-6.6943e-06")
    std = float("0.0458185")
    data = None


class Program_weight_tensor_parameter_28:
    name = "parameter_28"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.0962827")
    max_val = float("0.0823046")
    mean = float("-0.00181744")
    std = float("0.0230652")
    data = None


class Program_weight_tensor_parameter_29:
    name = "parameter_29"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.239786")
    max_val = float("0.251286")
    mean = float("1.46444e-05")
    std = float("0.0502725")
    data = None


class Program_weight_tensor_parameter_30:
    name = "parameter_30"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.00426163")
    max_val = float("0.00573495")
    mean = float("5.68914e-06")
    std = float("0.000598594")
    data = None


class Program_weight_tensor_parameter_31:
    name = "parameter_31"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.465706")
    max_val = float("0.436348")
    mean = float("-2.31139e-05")
    std = float("0.045484")
    data = None


class Program_weight_tensor_parameter_32:
    name = "parameter_32"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.59831")
    max_val = float("0.557468")
    mean = float("-0.000336505")
    std = float("0.126589")
    data = None


class Program_weight_tensor_parameter_33:
    name = "parameter_33"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.266557")
    max_val = float("0.281871")
    mean = float("9.41801e-06")
    std = float("0.0450209")
    data = None


class Program_weight_tensor_parameter_34:
    name = "parameter_34"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.37712")
    max_val = float("0.292558")
    mean = float("-0.0269186")
    std = float("0.0606157")
    data = None


class Program_weight_tensor_parameter_35:
    name = "parameter_35"
    shape = [768]
    dtype = "float32"
    min_val = float("0.297051")
    max_val = float("1.01089")
    mean = float("0.707484")
    std = float("0.0513398")
    data = None


class Program_weight_tensor_parameter_36:
    name = "parameter_36"
    shape = [768]
    dtype = "float32"
    min_val = float("-2.179")
    max_val = float("0.709016")
    mean = float("-0.0307761")
    std = float("0.115801")
    data = None


class Program_weight_tensor_parameter_37:
    name = "parameter_37"
    shape = [768]
    dtype = "float32"
    min_val = float("0.497166")
    max_val = float("1.3485")
    mean = float("0.646574")
    std = float("0.0818809")
    data = None


class Program_weight_tensor_parameter_38:
    name = "parameter_38"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.01809")
    max_val = float("0.45728")
    mean = float("-0.000676429")
    std = float("0.103603")
    data = None


class Program_weight_tensor_parameter_39:
    name = "parameter_39"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-2.7591")
    max_val = float("0.847766")
    mean = float("-2.10196e-05")
    std = float("0.04503")
    data = None


class Program_weight_tensor_parameter_40:
    name = "parameter_40"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.42784")
    max_val = float("0.440819")
    mean = float("-0.0660149")
    std = float("0.0697965")
    data = None


class Program_weight_tensor_parameter_41:
    name = "parameter_41"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.576199")
    max_val = float("0.44699")
    mean = float("0.000321118")
    std = float("0.0458997")
    data = None


class Program_weight_tensor_parameter_42:
    name = "parameter_42"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.124133")
    max_val = float("0.130742")
    mean = float("0.000786548")
    std = float("0.0398138")
    data = None


class Program_weight_tensor_parameter_43:
    name = "parameter_43"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.225995")
    max_val = float("0.327675")
    mean = float("-8.61406e-06")
    std = float("0.0457329")
    data = None


class Program_weight_tensor_parameter_44:
    name = "parameter_44"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.105492")
    max_val = float("0.109548")
    mean = float("-0.000272626")
    std = float("0.0275584")
    data = None


class Program_weight_tensor_parameter_45:
    name = "parameter_45"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.334294")
    max_val = float("0.238227")
    mean = float("-2.56208e-05")
    std = float("0.0485314")
    data = None


class Program_weight_tensor_parameter_46:
    name = "parameter_46"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.00535249")
    max_val = float("0.00451659")
    mean = float("-2.05174e-05")
    std = float("0.000633754")
    data = None


class Program_weight_tensor_parameter_47:
    name = "parameter_47"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.396234")
    max_val = float("0.385185")
    mean = float("-1.53499e-05")
    std = float("0.0452257")
    data = None


class Program_weight_tensor_parameter_48:
    name = "parameter_48"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.64454")
    max_val = float("0.443729")
    mean = float("-0.00551865")
    std = float("0.116312")
    data = None


class Program_weight_tensor_parameter_49:
    name = "parameter_49"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.271751")
    max_val = float("0.256983")
    mean = float("0.000143832")
    std = float("0.0444156")
    data = None


class Program_weight_tensor_parameter_50:
    name = "parameter_50"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.42635")
    max_val = float("0.484995")
    mean = float("-0.018965")
    std = float("0.0819433")
    data = None


class Program_weight_tensor_parameter_51:
    name = "parameter_51"
    shape = [768]
    dtype = "float32"
    min_val = float("0.281842")
    max_val = float("0.920988")
    mean = float("0.665268")
    std = float("0.0488281")
    data = None


class Program_weight_tensor_parameter_52:
    name = "parameter_52"
    shape = [768]
    dtype = "float32"
    min_val = float("-2.73771")
    max_val = float("0.480182")
    mean = float("-0.0187283")
    std = float("0.156213")
    data = None


class Program_weight_tensor_parameter_53:
    name = "parameter_53"
    shape = [768]
    dtype = "float32"
    min_val = float("0.532582")
    max_val = float("1.36171")
    mean = float("0.647948")
    std = float("0.0831888")
    data = None


class Program_weight_tensor_parameter_54:
    name = "parameter_54"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.700596")
    max_val = float("0.328778")
    mean = float("-0.000264693")
    std = float("0.0789585")
    data = None


class Program_weight_tensor_parameter_55:
    name = "parameter_55"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-1.1583")
    max_val = float("1.4809")
    mean = float("-1.59462e-06")
    std = float("0.0480392")
    data = None


class Program_weight_tensor_parameter_56:
    name = "parameter_56"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.410197")
    max_val = float("0.371088")
    mean = float("-0.0765103")
    std = float("0.0736328")
    data = None


class Program_weight_tensor_parameter_57:
    name = "parameter_57"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.492223")
    max_val = float("0.438254")
    mean = float("4.09465e-05")
    std = float("0.0484812")
    data = None


class Program_weight_tensor_parameter_58:
    name = "parameter_58"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.224497")
    max_val = float("0.239816")
    mean = float("0.00096431")
    std = float("0.0635068")
    data = None


class Program_weight_tensor_parameter_59:
    name = "parameter_59"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.211082")
    max_val = float("0.246924")
    mean = float("3.31766e-06")
    std = float("0.0428368")
    data = None


class Program_weight_tensor_parameter_60:
    name = "parameter_60"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.251911")
    max_val = float("0.395172")
    mean = float("0.00290724")
    std = float("0.0553236")
    data = None


class Program_weight_tensor_parameter_61:
    name = "parameter_61"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.269493")
    max_val = float("0.23727")
    mean = float("-0.00010611")
    std = float("0.0446101")
    data = None


class Program_weight_tensor_parameter_62:
    name = "parameter_62"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.008663")
    max_val = float("0.00660753")
    mean = float("-1.2755e-05")
    std = float("0.000530367")
    data = None


class Program_weight_tensor_parameter_63:
    name = "parameter_63"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.438891")
    max_val = float("0.440309")
    mean = float("-4.48055e-05")
    std = float("0.0464402")
    data = None


class Program_weight_tensor_parameter_64:
    name = "parameter_64"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.622322")
    max_val = float("0.494919")
    mean = float("-0.00033553")
    std = float("0.131663")
    data = None


class Program_weight_tensor_parameter_65:
    name = "parameter_65"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.245288")
    max_val = float("0.311725")
    mean = float("4.52029e-05")
    std = float("0.0450397")
    data = None


class Program_weight_tensor_parameter_66:
    name = "parameter_66"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.72634")
    max_val = float("0.655322")
    mean = float("-0.0239828")
    std = float("0.0992938")
    data = None


class Program_weight_tensor_parameter_67:
    name = "parameter_67"
    shape = [768]
    dtype = "float32"
    min_val = float("0.198073")
    max_val = float("0.990233")
    mean = float("0.654011")
    std = float("0.0440986")
    data = None


class Program_weight_tensor_parameter_68:
    name = "parameter_68"
    shape = [768]
    dtype = "float32"
    min_val = float("-3.02985")
    max_val = float("0.625867")
    mean = float("-0.0123452")
    std = float("0.17521")
    data = None


class Program_weight_tensor_parameter_69:
    name = "parameter_69"
    shape = [768]
    dtype = "float32"
    min_val = float("0.5345")
    max_val = float("1.62988")
    mean = float("0.667605")
    std = float("0.0901506")
    data = None


class Program_weight_tensor_parameter_70:
    name = "parameter_70"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.599686")
    max_val = float("0.215491")
    mean = float("-0.00018678")
    std = float("0.0614861")
    data = None


class Program_weight_tensor_parameter_71:
    name = "parameter_71"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-1.20284")
    max_val = float("1.64271")
    mean = float("-6.63671e-06")
    std = float("0.0481955")
    data = None


class Program_weight_tensor_parameter_72:
    name = "parameter_72"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.479169")
    max_val = float("0.335247")
    mean = float("-0.0865036")
    std = float("0.0676429")
    data = None


class Program_weight_tensor_parameter_73:
    name = "parameter_73"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.405231")
    max_val = float("0.456581")
    mean = float("-5.90069e-05")
    std = float("0.0495321")
    data = None


class Program_weight_tensor_parameter_74:
    name = "parameter_74"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.228255")
    max_val = float("0.264974")
    mean = float("0.000116166")
    std = float("0.0733581")
    data = None


class Program_weight_tensor_parameter_75:
    name = "parameter_75"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.332683")
    max_val = float("0.310842")
    mean = float("-1.2821e-05")
    std = float("0.037072")
    data = None


class Program_weight_tensor_parameter_76:
    name = "parameter_76"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.46187")
    max_val = float("0.264843")
    mean = float("-0.00145223")
    std = float("0.0517106")
    data = None


class Program_weight_tensor_parameter_77:
    name = "parameter_77"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.207051")
    max_val = float("0.200741")
    mean = float("2.22247e-05")
    std = float("0.0377382")
    data = None


class Program_weight_tensor_parameter_78:
    name = "parameter_78"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.00144595")
    max_val = float("0.00214749")
    mean = float("2.67948e-06")
    std = float("0.000239376")
    data = None


class Program_weight_tensor_parameter_79:
    name = "parameter_79"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.460697")
    max_val = float("0.417314")
    mean = float("4.23419e-05")
    std = float("0.048807")
    data = None


class Program_weight_tensor_parameter_80:
    name = "parameter_80"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.882024")
    max_val = float("0.813273")
    mean = float("0.00562955")
    std = float("0.190707")
    data = None


class Program_weight_tensor_parameter_81:
    name = "parameter_81"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.30337")
    max_val = float("0.320594")
    mean = float("-0.000105225")
    std = float("0.0478752")
    data = None


class Program_weight_tensor_parameter_82:
    name = "parameter_82"
    shape = [768]
    dtype = "float32"
    min_val = float("-2.20441")
    max_val = float("0.392749")
    mean = float("-0.0230405")
    std = float("0.113765")
    data = None


class Program_weight_tensor_parameter_83:
    name = "parameter_83"
    shape = [768]
    dtype = "float32"
    min_val = float("0.328875")
    max_val = float("0.954681")
    mean = float("0.724407")
    std = float("0.0473592")
    data = None


class Program_weight_tensor_parameter_84:
    name = "parameter_84"
    shape = [768]
    dtype = "float32"
    min_val = float("-3.68943")
    max_val = float("1.00389")
    mean = float("-0.00856271")
    std = float("0.242646")
    data = None


class Program_weight_tensor_parameter_85:
    name = "parameter_85"
    shape = [768]
    dtype = "float32"
    min_val = float("0.597094")
    max_val = float("1.82673")
    mean = float("0.720331")
    std = float("0.0733165")
    data = None


class Program_weight_tensor_parameter_86:
    name = "parameter_86"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.336214")
    max_val = float("0.309227")
    mean = float("-8.68281e-05")
    std = float("0.0626321")
    data = None


class Program_weight_tensor_parameter_87:
    name = "parameter_87"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-1.56345")
    max_val = float("1.08754")
    mean = float("-7.69159e-06")
    std = float("0.0453861")
    data = None


class Program_weight_tensor_parameter_88:
    name = "parameter_88"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.468445")
    max_val = float("0.347057")
    mean = float("-0.0944558")
    std = float("0.0671558")
    data = None


class Program_weight_tensor_parameter_89:
    name = "parameter_89"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.39298")
    max_val = float("0.334944")
    mean = float("-7.91068e-05")
    std = float("0.045756")
    data = None


class Program_weight_tensor_parameter_90:
    name = "parameter_90"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.39207")
    max_val = float("0.221049")
    mean = float("7.91053e-05")
    std = float("0.0876921")
    data = None


class Program_weight_tensor_parameter_91:
    name = "parameter_91"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.43543")
    max_val = float("0.47727")
    mean = float("-9.13592e-06")
    std = float("0.0337386")
    data = None


class Program_weight_tensor_parameter_92:
    name = "parameter_92"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.320816")
    max_val = float("0.438007")
    mean = float("0.00268507")
    std = float("0.0676911")
    data = None


class Program_weight_tensor_parameter_93:
    name = "parameter_93"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.282065")
    max_val = float("0.281318")
    mean = float("-2.70342e-05")
    std = float("0.0325616")
    data = None


class Program_weight_tensor_parameter_94:
    name = "parameter_94"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.000827608")
    max_val = float("0.000666295")
    mean = float("4.43523e-07")
    std = float("0.00014943")
    data = None


class Program_weight_tensor_parameter_95:
    name = "parameter_95"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.371452")
    max_val = float("0.363944")
    mean = float("-1.11756e-06")
    std = float("0.0467562")
    data = None


class Program_weight_tensor_parameter_96:
    name = "parameter_96"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.987646")
    max_val = float("1.07046")
    mean = float("0.0110671")
    std = float("0.321705")
    data = None


class Program_weight_tensor_parameter_97:
    name = "parameter_97"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.35282")
    max_val = float("0.357823")
    mean = float("-1.88148e-05")
    std = float("0.0458816")
    data = None


class Program_weight_tensor_parameter_98:
    name = "parameter_98"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.207596")
    max_val = float("2.53944")
    mean = float("-0.0136746")
    std = float("0.113723")
    data = None


class Program_weight_tensor_parameter_99:
    name = "parameter_99"
    shape = [768]
    dtype = "float32"
    min_val = float("0.0965006")
    max_val = float("0.848019")
    mean = float("0.738221")
    std = float("0.0431976")
    data = None


class Program_weight_tensor_parameter_100:
    name = "parameter_100"
    shape = [4, 768]
    dtype = "float32"
    min_val = float("-0.886507")
    max_val = float("0.17246")
    mean = float("-0.000458055")
    std = float("0.0408734")
    data = None


class Program_weight_tensor_parameter_101:
    name = "parameter_101"
    shape = [2048, 768]
    dtype = "float32"
    min_val = float("-0.523029")
    max_val = float("0.426311")
    mean = float("2.88578e-05")
    std = float("0.028661")
    data = None


class Program_weight_tensor_parameter_102:
    name = "parameter_102"
    shape = [40000, 768]
    dtype = "float32"
    min_val = float("-0.907713")
    max_val = float("0.43086")
    mean = float("6.02864e-06")
    std = float("0.0316285")
    data = None
