class Program_weight_tensor_parameter_0:
    name = "parameter_0"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.353456")
    std = float("0.717232")
    data = None


class Program_weight_tensor_parameter_1:
    name = "parameter_1"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.16899")
    std = float("0.576272")
    data = None


class Program_weight_tensor_parameter_2:
    name = "parameter_2"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.353456")
    std = float("0.717232")
    data = None


class Program_weight_tensor_parameter_3:
    name = "parameter_3"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.16899")
    std = float("0.576272")
    data = None


class Program_weight_tensor_parameter_4:
    name = "parameter_4"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.353456")
    std = float("0.717232")
    data = None


class Program_weight_tensor_parameter_5:
    name = "parameter_5"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.16899")
    std = float("0.576272")
    data = None


class Program_weight_tensor_parameter_6:
    name = "parameter_6"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.353456")
    std = float("0.717232")
    data = None


class Program_weight_tensor_parameter_7:
    name = "parameter_7"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.16899")
    std = float("0.576272")
    data = None


class Program_weight_tensor_parameter_8:
    name = "parameter_8"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.353456")
    std = float("0.717232")
    data = None


class Program_weight_tensor_parameter_9:
    name = "parameter_9"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.16899")
    std = float("0.576272")
    data = None


class Program_weight_tensor_parameter_10:
    name = "parameter_10"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.353456")
    std = float("0.717232")
    data = None


class Program_weight_tensor_parameter_11:
    name = "parameter_11"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.16899")
    std = float("0.576272")
    data = None


class Program_weight_tensor_parameter_12:
    name = "parameter_12"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.353456")
    std = float("0.717232")
    data = None


class Program_weight_tensor_parameter_13:
    name = "parameter_13"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.16899")
    std = float("0.576272")
    data = None


class Program_weight_tensor_parameter_14:
    name = "parameter_14"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.353456")
    std = float("0.717232")
    data = None


class Program_weight_tensor_parameter_15:
    name = "parameter_15"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.16899")
    std = float("0.576272")
    data = None


class Program_weight_tensor_parameter_16:
    name = "parameter_16"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.353456")
    std = float("0.717232")
    data = None


class Program_weight_tensor_parameter_17:
    name = "parameter_17"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.16899")
    std = float("0.576272")
    data = None


class Program_weight_tensor_parameter_18:
    name = "parameter_18"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.353456")
    std = float("0.717232")
    data = None


class Program_weight_tensor_parameter_19:
    name = "parameter_19"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.16899")
    std = float("0.576272")
    data = None


class Program_weight_tensor_parameter_20:
    name = "parameter_20"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.353456")
    std = float("0.717232")
    data = None


class Program_weight_tensor_parameter_21:
    name = "parameter_21"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.16899")
    std = float("0.576272")
    data = None


class Program_weight_tensor_parameter_22:
    name = "parameter_22"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.353456")
    std = float("0.717232")
    data = None


class Program_weight_tensor_parameter_23:
    name = "parameter_23"
    shape = [512, 32]
    dtype = "float32"
    min_val = float("-1.0")
    max_val = float("1.0")
    mean = float("0.16899")
    std = float("0.576272")
    data = None


class Program_weight_tensor_parameter_24:
    name = "parameter_24"
    shape = [768]
    dtype = "float32"
    data = None


class Program_weight_tensor_parameter_25:
    name = "parameter_25"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.0965205")
    max_val = float("0.102794")
    mean = float("1.80835e-05")
    std = float("0.020007")
    data = None


class Program_weight_tensor_parameter_26:
    name = "parameter_26"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.441128")
    max_val = float("1.42101")
    mean = float("0.00152325")
    std = float("0.138379")
    data = None


class Program_weight_tensor_parameter_27:
    name = "parameter_27"
    shape = [768]
    dtype = "float32"
    min_val = float("0.595693")
    max_val = float("1.04938")
    mean = float("0.71419")
    std = float("0.0300911")
    data = None


class Program_weight_tensor_parameter_28:
    name = "parameter_28"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.243228")
    max_val = float("2.60994")
    mean = float("0.0413125")
    std = float("0.129411")
    data = None


class Program_weight_tensor_parameter_29:
    name = "parameter_29"
    shape = [768]
    dtype = "float32"
    min_val = float("0.116019")
    max_val = float("1.07305")
    mean = float("0.788416")
    std = float("0.035684")
    data = None


class Program_weight_tensor_parameter_30:
    name = "parameter_30"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.134772")
    max_val = float("0.250891")
    mean = float("0.000419611")
    std = float("0.0440141")
    data = None


class Program_weight_tensor_parameter_31:
    name = "parameter_31"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-0.780749")
    max_val = float("0.82023")
    mean = float("1.53145e-06")
    std = float("0.0321428")
    data = None


class Program_weight_tensor_parameter_32:
    name = "parameter_32"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.541196")
    max_val = float("1.22798")
    mean = float("-0.0739254")
    std = float("0.077943")
    data = None


class Program_weight_tensor_parameter_33:
    name = "parameter_33"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.210205")
    max_val = float("0.454442")
    mean = float("-0.000371288")
    std = float("0.0335845")
    data = None


class Program_weight_tensor_parameter_34:
    name = "parameter_34"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.697617")
    max_val = float("0.339516")
    mean = float("6.47718e-05")
    std = float("0.0622863")
    data = None


class Program_weight_tensor_parameter_35:
    name = "parameter_35"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.927436")
    max_val = float("1.17293")
    mean = float("-8.26202e-06")
    std = float("0.0378534")
    data = None


class Program_weight_tensor_parameter_36:
    name = "parameter_36"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.183277")
    max_val = float("0.169667")
    mean = float("-0.000276644")
    std = float("0.0390083")
    data = None


class Program_weight_tensor_parameter_37:
    name = "parameter_37"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.239613")
    max_val = float("0.208813")
    mean = float("-5.85181e-05")
    std = float("0.040177")
    data = None


class Program_weight_tensor_parameter_38:
    name = "parameter_38"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.286254")
    max_val = float("0.181149")
    mean = float("0.000549831")
    std = float("0.0525639")
    data = None


class Program_weight_tensor_parameter_39:
    name = "parameter_39"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.382703")
    max_val = float("0.389603")
    mean = float("0.000103923")
    std = float("0.0406831")
    data = None


class Program_weight_tensor_parameter_40:
    name = "parameter_40"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.952339")
    max_val = float("0.86554")
    mean = float("-0.0243349")
    std = float("0.279464")
    data = None


class Program_weight_tensor_parameter_41:
    name = "parameter_41"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.300798")
    max_val = float("0.328859")
    mean = float("-0.000376219")
    std = float("0.0409921")
    data = None


class Program_weight_tensor_parameter_42:
    name = "parameter_42"
    shape = [768]
    dtype = "float32"
    min_val = float("-2.1688")
    max_val = float("0.997142")
    mean = float("0.0260768")
    std = float("0.10737")
    data = None


class Program_weight_tensor_parameter_43:
    name = "parameter_43"
    shape = [768]
    dtype = "float32"
    min_val = float("0.333612")
    max_val = float("1.49614")
    mean = float("0.840205")
    std = float("0.038907")
    data = None


class Program_weight_tensor_parameter_44:
    name = "parameter_44"
    shape = [768]
    dtype = "float32"
    min_val = float("-2.19876")
    max_val = float("1.00715")
    mean = float("0.0187772")
    std = float("0.108177")
    data = None


class Program_weight_tensor_parameter_45:
    name = "parameter_45"
    shape = [768]
    dtype = "float32"
    min_val = float("0.450618")
    max_val = float("3.3017")
    mean = float("0.871653")
    std = float("0.108621")
    data = None


class Program_weight_tensor_parameter_46:
    name = "parameter_46"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.275193")
    max_val = float("0.628403")
    mean = float("0.00013902")
    std = float("0.0872982")
    data = None


class Program_weight_tensor_parameter_47:
    name = "parameter_47"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-1.94366")
    max_val = float("14.1718")
    mean = float("1.39618e-06")
    std = float("0.0367109")
    data = None


class Program_weight_tensor_parameter_48:
    name = "parameter_48"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.598458")
    max_val = float("0.476893")
    mean = float("-0.0680265")
    std = float("0.0472713")
    data = None


class Program_weight_tensor_parameter_49:
    name = "parameter_49"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.325211")
    max_val = float("0.229317")
    mean = float("-0.000443885")
    std = float("0.0368756")
    data = None


class Program_weight_tensor_parameter_50:
    name = "parameter_50"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.22927")
    max_val = float("0.510029")
    mean = float("-0.000298501")
    std = float("0.0860624")
    data = None


class Program_weight_tensor_parameter_51:
    name = "parameter_51"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.504296")
    max_val = float("0.449776")
    mean = float("6.08407e-06")
    std = float("0.0344754")
    data = None


class Program_weight_tensor_parameter_52:
    name = "parameter_52"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.304654")
    max_val = float("0.414916")
    mean = float("3.73101e-05")
    std = float("0.0664653")
    data = None


class Program_weight_tensor_parameter_53:
    name = "parameter_53"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.188361")
    max_val = float("0.210006")
    mean = float("1.66242e-05")
    std = float("0.0374325")
    data = None


class Program_weight_tensor_parameter_54:
    name = "parameter_54"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.184104")
    max_val = float("0.178184")
    mean = float("0.00185049")
    std = float("0.0490829")
    data = None


class Program_weight_tensor_parameter_55:
    name = "parameter_55"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.350998")
    max_val = float("0.440966")
    mean = float("5.23109e-06")
    std = float("0.0418152")
    data = None


class Program_weight_tensor_parameter_56:
    name = "parameter_56"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.23584")
    max_val = float("1.17499")
    mean = float("0.0158063")
    std = float("0.263382")
    data = None


class Program_weight_tensor_parameter_57:
    name = "parameter_57"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.370407")
    max_val = float("0.407965")
    mean = float("0.00022898")
    std = float("0.041917")
    data = None


class Program_weight_tensor_parameter_58:
    name = "parameter_58"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.222653")
    max_val = float("0.702918")
    mean = float("0.0241209")
    std = float("0.0592314")
    data = None


class Program_weight_tensor_parameter_59:
    name = "parameter_59"
    shape = [768]
    dtype = "float32"
    min_val = float("0.363391")
    max_val = float("2.11212")
    mean = float("0.852936")
    std = float("0.054748")
    data = None


class Program_weight_tensor_parameter_60:
    name = "parameter_60"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.93216")
    max_val = float("0.938997")
    mean = float("0.00892064")
    std = float("0.103722")
    data = None


class Program_weight_tensor_parameter_61:
    name = "parameter_61"
    shape = [768]
    dtype = "float32"
    min_val = float("0.576906")
    max_val = float("2.13428")
    mean = float("0.797")
    std = float("0.0843346")
    data = None


class Program_weight_tensor_parameter_62:
    name = "parameter_62"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.317412")
    max_val = float("0.661928")
    mean = float("-0.000223128")
    std = float("0.0921346")
    data = None


class Program_weight_tensor_parameter_63:
    name = "parameter_63"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-0.961319")
    max_val = float("13.9053")
    mean = float("-6.94562e-06")
    std = float("0.0385781")
    data = None


class Program_weight_tensor_parameter_64:
    name = "parameter_64"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.819818")
    max_val = float("0.386866")
    mean = float("-0.0741159")
    std = float("0.0678771")
    data = None


class Program_weight_tensor_parameter_65:
    name = "parameter_65"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.375166")
    max_val = float("0.33969")
    mean = float("-0.000428207")
    std = float("0.039029")
    data = None


class Program_weight_tensor_parameter_66:
    name = "parameter_66"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.850395")
    max_val = float("0.53989")
    mean = float("-0.000718446")
    std = float("0.0742058")
    data = None


class Program_weight_tensor_parameter_67:
    name = "parameter_67"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.225654")
    max_val = float("0.422475")
    mean = float("-8.14835e-06")
    std = float("0.0344319")
    data = None


class Program_weight_tensor_parameter_68:
    name = "parameter_68"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.269769")
    max_val = float("0.179415")
    mean = float("-0.000398808")
    std = float("0.0383531")
    data = None


class Program_weight_tensor_parameter_69:
    name = "parameter_69"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.309154")
    max_val = float("0.201302")
    mean = float("2.42414e-05")
    std = float("0.0375204")
    data = None


class Program_weight_tensor_parameter_70:
    name = "parameter_70"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.25764")
    max_val = float("0.255148")
    mean = float("-0.00191912")
    std = float("0.0538026")
    data = None


class Program_weight_tensor_parameter_71:
    name = "parameter_71"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.375193")
    max_val = float("0.405335")
    mean = float("-1.64077e-05")
    std = float("0.0422299")
    data = None


class Program_weight_tensor_parameter_72:
    name = "parameter_72"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.831853")
    max_val = float("0.70135")
    mean = float("-0.0110298")
    std = float("0.210704")
    data = None


class Program_weight_tensor_parameter_73:
    name = "parameter_73"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.478931")
    max_val = float("0.362782")
    mean = float("-3.71903e-05")
    std = float("0.042322")
    data = None


class Program_weight_tensor_parameter_74:
    name = "parameter_74"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.511395")
    max_val = float("0.692052")
    mean = float("0.0135329")
    std = float("0.0499458")
    data = None


class Program_weight_tensor_parameter_75:
    name = "parameter_75"
    shape = [768]
    dtype = "float32"
    min_val = float("0.37789")
    max_val = float("1.89761")
    mean = float("0.867269")
    std = float("0.0487869")
    data = None


class Program_weight_tensor_parameter_76:
    name = "parameter_76"
    shape = [768]
    dtype = "float32"
    min_val = float("-2.28449")
    max_val = float("0.8484")
    mean = float("-0.0210336")
    std = float("0.123527")
    data = None


class Program_weight_tensor_parameter_77:
    name = "parameter_77"
    shape = [768]
    dtype = "float32"
    min_val = float("0.614577")
    max_val = float("2.11038")
    mean = float("0.75803")
    std = float("0.084505")
    data = None


class Program_weight_tensor_parameter_78:
    name = "parameter_78"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.771391")
    max_val = float("0.489193")
    mean = float("-0.000222228")
    std = float("0.110007")
    data = None


class Program_weight_tensor_parameter_79:
    name = "parameter_79"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-1.16456")
    max_val = float("12.4019")
    mean = float("-8.03741e-06")
    std = float("0.0372355")
    data = None


class Program_weight_tensor_parameter_80:
    name = "parameter_80"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.732953")
    max_val = float("0.808214")
    mean = float("-0.0783255")
    std = float("0.080878")
    data = None


class Program_weight_tensor_parameter_81:
    name = "parameter_81"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.340338")
    max_val = float("0.354554")
    mean = float("0.000202076")
    std = float("0.0383888")
    data = None


class Program_weight_tensor_parameter_82:
    name = "parameter_82"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.591603")
    max_val = float("0.441134")
    mean = float("-0.000558312")
    std = float("0.0601002")
    data = None


class Program_weight_tensor_parameter_83:
    name = "parameter_83"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.214545")
    max_val = float("0.246755")
    mean = float("2.63205e-06")
    std = float("0.0358341")
    data = None


class Program_weight_tensor_parameter_84:
    name = "parameter_84"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.230332")
    max_val = float("0.273332")
    mean = float("0.00107224")
    std = float("0.0409119")
    data = None


class Program_weight_tensor_parameter_85:
    name = "parameter_85"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.207125")
    max_val = float("0.202824")
    mean = float("6.75733e-06")
    std = float("0.0387647")
    data = None


class Program_weight_tensor_parameter_86:
    name = "parameter_86"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.162849")
    max_val = float("0.279789")
    mean = float("0.000919521")
    std = float("0.0474515")
    data = None


class Program_weight_tensor_parameter_87:
    name = "parameter_87"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.361221")
    max_val = float("0.515347")
    mean = float("-4.2079e-05")
    std = float("0.0432467")
    data = None


class Program_weight_tensor_parameter_88:
    name = "parameter_88"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.841177")
    max_val = float("0.913318")
    mean = float("0.00211839")
    std = float("0.201635")
    data = None


class Program_weight_tensor_parameter_89:
    name = "parameter_89"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.33959")
    max_val = float("0.362928")
    mean = float("2.12789e-07")
    std = float("0.0436861")
    data = None


class Program_weight_tensor_parameter_90:
    name = "parameter_90"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.880749")
    max_val = float("0.175566")
    mean = float("0.00806806")
    std = float("0.0483027")
    data = None


class Program_weight_tensor_parameter_91:
    name = "parameter_91"
    shape = [768]
    dtype = "float32"
    min_val = float("0.397582")
    max_val = float("1.1799")
    mean = float("0.864417")
    std = float("0.0390073")
    data = None


class Program_weight_tensor_parameter_92:
    name = "parameter_92"
    shape = [768]
    dtype = "float32"
    min_val = float("-2.89003")
    max_val = float("0.795143")
    mean = float("-0.0285019")
    std = float("0.139415")
    data = None


class Program_weight_tensor_parameter_93:
    name = "parameter_93"
    shape = [768]
    dtype = "float32"
    min_val = float("0.603784")
    max_val = float("2.63672")
    mean = float("0.757107")
    std = float("0.107078")
    data = None


class Program_weight_tensor_parameter_94:
    name = "parameter_94"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.906775")
    max_val = float("0.518376")
    mean = float("1.86978e-05")
    std = float("0.117547")
    data = None


class Program_weight_tensor_parameter_95:
    name = "parameter_95"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-0.758206")
    max_val = float("14.1617")
    mean = float("-3.74114e-06")
    std = float("0.0368815")
    data = None


class Program_weight_tensor_parameter_96:
    name = "parameter_96"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.520387")
    max_val = float("0.513166")
    mean = float("-0.0766955")
    std = float("0.0883516")
    data = None


class Program_weight_tensor_parameter_97:
    name = "parameter_97"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.391027")
    max_val = float("0.356656")
    mean = float("0.000251439")
    std = float("0.0379832")
    data = None


class Program_weight_tensor_parameter_98:
    name = "parameter_98"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.325067")
    max_val = float("0.946916")
    mean = float("7.00422e-05")
    std = float("0.0647466")
    data = None


class Program_weight_tensor_parameter_99:
    name = "parameter_99"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.221265")
    max_val = float("0.228457")
    mean = float("-7.97243e-06")
    std = float("0.0347735")
    data = None


class Program_weight_tensor_parameter_100:
    name = "parameter_100"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.199643")
    max_val = float("0.265794")
    mean = float("-0.00193392")
    std = float("0.044364")
    data = None


class Program_weight_tensor_parameter_101:
    name = "parameter_101"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.199667")
    max_val = float("0.196867")
    mean = float("-3.77971e-05")
    std = float("0.037231")
    data = None


class Program_weight_tensor_parameter_102:
    name = "parameter_102"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.185637")
    max_val = float("0.219636")
    mean = float("0.00354258")
    std = float("0.0507883")
    data = None


class Program_weight_tensor_parameter_103:
    name = "parameter_103"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.359641")
    max_val = float("0.413081")
    mean = float("4.96931e-05")
    std = float("0.0444179")
    data = None


class Program_weight_tensor_parameter_104:
    name = "parameter_104"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.964672")
    max_val = float("0.792425")
    mean = float("-0.00308479")
    std = float("0.185074")
    data = None


class Program_weight_tensor_parameter_105:
    name = "parameter_105"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.364161")
    max_val = float("0.381607")
    mean = float("-2.67751e-05")
    std = float("0.0448558")
    data = None


class Program_weight_tensor_parameter_106:
    name = "parameter_106"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.10797")
    max_val = float("0.162128")
    mean = float("0.00470468")
    std = float("0.0596957")
    data = None


class Program_weight_tensor_parameter_107:
    name = "parameter_107"
    shape = [768]
    dtype = "float32"
    min_val = float("0.405538")
    max_val = float("1.07222")
    mean = float("0.887634")
    std = float("0.0443107")
    data = None


class Program_weight_tensor_parameter_108:
    name = "parameter_108"
    shape = [768]
    dtype = "float32"
    min_val = float("-2.55966")
    max_val = float("0.782184")
    mean = float("-0.0320519")
    std = float("0.132781")
    data = None


class Program_weight_tensor_parameter_109:
    name = "parameter_109"
    shape = [768]
    dtype = "float32"
    min_val = float("0.596308")
    max_val = float("2.73072")
    mean = float("0.788094")
    std = float("0.117791")
    data = None


class Program_weight_tensor_parameter_110:
    name = "parameter_110"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.985285")
    max_val = float("0.383196")
    mean = float("-0.000258588")
    std = float("0.112359")
    data = None


class Program_weight_tensor_parameter_111:
    name = "parameter_111"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-0.717201")
    max_val = float("15.8753")
    mean = float("-3.34863e-06")
    std = float("0.0385802")
    data = None


class Program_weight_tensor_parameter_112:
    name = "parameter_112"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.569845")
    max_val = float("0.607178")
    mean = float("-0.077369")
    std = float("0.0922798")
    data = None


class Program_weight_tensor_parameter_113:
    name = "parameter_113"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.537574")
    max_val = float("0.45055")
    mean = float("0.000205377")
    std = float("0.0393798")
    data = None


class Program_weight_tensor_parameter_114:
    name = "parameter_114"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.158111")
    max_val = float("1.01556")
    mean = float("0.000342975")
    std = float("0.06004")
    data = None


class Program_weight_tensor_parameter_115:
    name = "parameter_115"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.280381")
    max_val = float("0.324934")
    mean = float("-9.72161e-07")
    std = float("0.0337115")
    data = None


class Program_weight_tensor_parameter_116:
    name = "parameter_116"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.292473")
    max_val = float("0.109195")
    mean = float("-0.00106136")
    std = float("0.0352564")
    data = None


class Program_weight_tensor_parameter_117:
    name = "parameter_117"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.219561")
    max_val = float("0.221913")
    mean = float("1.97109e-05")
    std = float("0.0364456")
    data = None


class Program_weight_tensor_parameter_118:
    name = "parameter_118"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.171118")
    max_val = float("0.176434")
    mean = float("-0.000720897")
    std = float("0.0451846")
    data = None


class Program_weight_tensor_parameter_119:
    name = "parameter_119"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.412541")
    max_val = float("0.375494")
    mean = float("-7.47447e-05")
    std = float("0.0453133")
    data = None


class Program_weight_tensor_parameter_120:
    name = "parameter_120"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.596748")
    max_val = float("0.785205")
    mean = float("0.0105207")
    std = float("0.157309")
    data = None


class Program_weight_tensor_parameter_121:
    name = "parameter_121"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.379709")
    max_val = float("0.378877")
    mean = float("7.33583e-05")
    std = float("0.0462775")
    data = None


class Program_weight_tensor_parameter_122:
    name = "parameter_122"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.883091")
    max_val = float("0.173172")
    mean = float("0.00473786")
    std = float("0.058725")
    data = None


class Program_weight_tensor_parameter_123:
    name = "parameter_123"
    shape = [768]
    dtype = "float32"
    min_val = float("0.381669")
    max_val = float("1.20291")
    mean = float("0.918613")
    std = float("0.0500654")
    data = None


class Program_weight_tensor_parameter_124:
    name = "parameter_124"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.65813")
    max_val = float("0.602199")
    mean = float("-0.0282278")
    std = float("0.120279")
    data = None


class Program_weight_tensor_parameter_125:
    name = "parameter_125"
    shape = [768]
    dtype = "float32"
    min_val = float("0.593749")
    max_val = float("2.56677")
    mean = float("0.777564")
    std = float("0.116791")
    data = None


class Program_weight_tensor_parameter_126:
    name = "parameter_126"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.674728")
    max_val = float("0.366064")
    mean = float("-0.000271988")
    std = float("0.108078")
    data = None


class Program_weight_tensor_parameter_127:
    name = "parameter_127"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-1.09441")
    max_val = float("14.7011")
    mean = float("4.47956e-07")
    std = float("0.0384959")
    data = None


class Program_weight_tensor_parameter_128:
    name = "parameter_128"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.543059")
    max_val = float("0.59147")
    mean = float("-0.0754673")
    std = float("0.0862384")
    data = None


class Program_weight_tensor_parameter_129:
    name = "parameter_129"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.443736")
    max_val = float("0.448677")
    mean = float("0.000175546")
    std = float("0.0395453")
    data = None


class Program_weight_tensor_parameter_130:
    name = "parameter_130"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.154469")
    max_val = float("0.715799")
    mean = float("0.000238157")
    std = float("0.0550389")
    data = None


class Program_weight_tensor_parameter_131:
    name = "parameter_131"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.223507")
    max_val = float("0.197719")
    mean = float("1.0241e-05")
    std = float("0.0339451")
    data = None


class Program_weight_tensor_parameter_132:
    name = "parameter_132"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.166635")
    max_val = float("0.155699")
    mean = float("0.00128746")
    std = float("0.0299351")
    data = None


class Program_weight_tensor_parameter_133:
    name = "parameter_133"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.238936")
    max_val = float("0.2259")
    mean = float("-5.64571e-05")
    std = float("0.0365662")
    data = None


class Program_weight_tensor_parameter_134:
    name = "parameter_134"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.188273")
    max_val = float("0.170739")
    mean = float("-0.00120908")
    std = float("0.0477744")
    data = None


class Program_weight_tensor_parameter_135:
    name = "parameter_135"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.335246")
    max_val = float("0.395395")
    mean = float("2.0289e-08")
    std = float("0.0430531")
    data = None


class Program_weight_tensor_parameter_136:
    name = "parameter_136"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.768016")
    max_val = float("0.903449")
    mean = float("0.00543335")
    std = float("0.150518")
    data = None


class Program_weight_tensor_parameter_137:
    name = "parameter_137"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.35836")
    max_val = float("0.350463")
    mean = float("2.53313e-06")
    std = float("0.0431709")
    data = None


class Program_weight_tensor_parameter_138:
    name = "parameter_138"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.707972")
    max_val = float("0.213783")
    mean = float("-0.00385094")
    std = float("0.0618574")
    data = None


class Program_weight_tensor_parameter_139:
    name = "parameter_139"
    shape = [768]
    dtype = "float32"
    min_val = float("0.291634")
    max_val = float("1.17785")
    mean = float("0.900885")
    std = float("0.0536773")
    data = None


class Program_weight_tensor_parameter_140:
    name = "parameter_140"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.64595")
    max_val = float("0.712614")
    mean = float("-0.0276027")
    std = float("0.115696")
    data = None


class Program_weight_tensor_parameter_141:
    name = "parameter_141"
    shape = [768]
    dtype = "float32"
    min_val = float("0.598762")
    max_val = float("2.27439")
    mean = float("0.786076")
    std = float("0.0965487")
    data = None


class Program_weight_tensor_parameter_142:
    name = "parameter_142"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.769362")
    max_val = float("0.352037")
    mean = float("-0.000626069")
    std = float("0.113079")
    data = None


class Program_weight_tensor_parameter_143:
    name = "parameter_143"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-1.6144")
    max_val = float("10.8116")
    mean = float("-7.19463e-06")
    std = float("0.0372628")
    data = None


class Program_weight_tensor_parameter_144:
    name = "parameter_144"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.475963")
    max_val = float("0.554137")
    mean = float("-0.0756826")
    std = float("0.0781192")
    data = None


class Program_weight_tensor_parameter_145:
    name = "parameter_145"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.492352")
    max_val = float("0.463417")
    mean = float("0.000193675")
    std = float("0.0390612")
    data = None


class Program_weight_tensor_parameter_146:
    name = "parameter_146"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.315587")
    max_val = float("0.339867")
    mean = float("-0.000343071")
    std = float("0.0759052")
    data = None


class Program_weight_tensor_parameter_147:
    name = "parameter_147"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.323252")
    max_val = float("0.231594")
    mean = float("-6.47414e-07")
    std = float("0.0357444")
    data = None


class Program_weight_tensor_parameter_148:
    name = "parameter_148"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.223026")
    max_val = float("0.123724")
    mean = float("0.000764441")
    std = float("0.0258857")
    data = None


class Program_weight_tensor_parameter_149:
    name = "parameter_149"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.302487")
    max_val = float("0.225111")
    mean = float("4.52136e-06")
    std = float("0.0384329")
    data = None


class Program_weight_tensor_parameter_150:
    name = "parameter_150"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.146841")
    max_val = float("0.170974")
    mean = float("0.00148312")
    std = float("0.0453856")
    data = None


class Program_weight_tensor_parameter_151:
    name = "parameter_151"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.350575")
    max_val = float("0.43481")
    mean = float("-0.000133212")
    std = float("0.0417081")
    data = None


class Program_weight_tensor_parameter_152:
    name = "parameter_152"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.840396")
    max_val = float("0.76731")
    mean = float("0.00347137")
    std = float("0.172427")
    data = None


class Program_weight_tensor_parameter_153:
    name = "parameter_153"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.330777")
    max_val = float("0.36093")
    mean = float("4.58054e-05")
    std = float("0.0418792")
    data = None


class Program_weight_tensor_parameter_154:
    name = "parameter_154"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.820422")
    max_val = float("0.209351")
    mean = float("0.000278411")
    std = float("0.0602762")
    data = None


class Program_weight_tensor_parameter_155:
    name = "parameter_155"
    shape = [768]
    dtype = "float32"
    min_val = float("0.245039")
    max_val = float("1.00046")
    mean = float("0.853517")
    std = float("0.0527592")
    data = None


class Program_weight_tensor_parameter_156:
    name = "parameter_156"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.92228")
    max_val = float("0.953029")
    mean = float("-0.0155475")
    std = float("0.12988")
    data = None


class Program_weight_tensor_parameter_157:
    name = "parameter_157"
    shape = [768]
    dtype = "float32"
    min_val = float("0.61814")
    max_val = float("2.81198")
    mean = float("0.794804")
    std = float("0.0996367")
    data = None


class Program_weight_tensor_parameter_158:
    name = "parameter_158"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.642261")
    max_val = float("0.445549")
    mean = float("-0.000494165")
    std = float("0.108622")
    data = None


class Program_weight_tensor_parameter_159:
    name = "parameter_159"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-1.17304")
    max_val = float("9.57213")
    mean = float("-1.91577e-05")
    std = float("0.0369907")
    data = None


class Program_weight_tensor_parameter_160:
    name = "parameter_160"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.55141")
    max_val = float("0.462479")
    mean = float("-0.0806389")
    std = float("0.0700105")
    data = None


class Program_weight_tensor_parameter_161:
    name = "parameter_161"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.657418")
    max_val = float("0.744099")
    mean = float("3.02515e-05")
    std = float("0.0386504")
    data = None


class Program_weight_tensor_parameter_162:
    name = "parameter_162"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.231667")
    max_val = float("0.208254")
    mean = float("-0.000228323")
    std = float("0.0659582")
    data = None


class Program_weight_tensor_parameter_163:
    name = "parameter_163"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.269039")
    max_val = float("0.433423")
    mean = float("1.65114e-05")
    std = float("0.0326835")
    data = None


class Program_weight_tensor_parameter_164:
    name = "parameter_164"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.264075")
    max_val = float("0.200452")
    mean = float("-1.0845e-05")
    std = float("0.0367516")
    data = None


class Program_weight_tensor_parameter_165:
    name = "parameter_165"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.517127")
    max_val = float("0.527718")
    mean = float("-3.21335e-05")
    std = float("0.0346113")
    data = None


class Program_weight_tensor_parameter_166:
    name = "parameter_166"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.213203")
    max_val = float("0.250145")
    mean = float("0.00319005")
    std = float("0.0568395")
    data = None


class Program_weight_tensor_parameter_167:
    name = "parameter_167"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.348803")
    max_val = float("0.473079")
    mean = float("1.05539e-05")
    std = float("0.0414824")
    data = None


class Program_weight_tensor_parameter_168:
    name = "parameter_168"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.648953")
    max_val = float("0.93949")
    mean = float("0.00374953")
    std = float("0.165258")
    data = None


class Program_weight_tensor_parameter_169:
    name = "parameter_169"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.32023")
    max_val = float("0.290916")
    mean = float("-5.32833e-05")
    std = float("0.0414395")
    data = None


class Program_weight_tensor_parameter_170:
    name = "parameter_170"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.937471")
    max_val = float("0.290706")
    mean = float("-0.00871537")
    std = float("0.0768284")
    data = None


class Program_weight_tensor_parameter_171:
    name = "parameter_171"
    shape = [768]
    dtype = "float32"
    min_val = float("0.261695")
    max_val = float("0.953735")
    mean = float("0.82836")
    std = float("0.05181")
    data = None


class Program_weight_tensor_parameter_172:
    name = "parameter_172"
    shape = [768]
    dtype = "float32"
    min_val = float("-2.42326")
    max_val = float("0.935626")
    mean = float("-0.0119753")
    std = float("0.139831")
    data = None


class Program_weight_tensor_parameter_173:
    name = "parameter_173"
    shape = [768]
    dtype = "float32"
    min_val = float("0.548207")
    max_val = float("1.87471")
    mean = float("0.807648")
    std = float("0.0749628")
    data = None


class Program_weight_tensor_parameter_174:
    name = "parameter_174"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.546962")
    max_val = float("0.405577")
    mean = float("-0.000571392")
    std = float("0.119817")
    data = None


class Program_weight_tensor_parameter_175:
    name = "parameter_175"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-1.6274")
    max_val = float("5.42621")
    mean = float("-1.16803e-05")
    std = float("0.0370964")
    data = None


class Program_weight_tensor_parameter_176:
    name = "parameter_176"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.527997")
    max_val = float("0.646388")
    mean = float("-0.0840856")
    std = float("0.0692507")
    data = None


class Program_weight_tensor_parameter_177:
    name = "parameter_177"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.889864")
    max_val = float("0.848395")
    mean = float("-3.0895e-05")
    std = float("0.0393695")
    data = None


class Program_weight_tensor_parameter_178:
    name = "parameter_178"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.286013")
    max_val = float("0.436249")
    mean = float("-0.000611264")
    std = float("0.0909869")
    data = None


class Program_weight_tensor_parameter_179:
    name = "parameter_179"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.292476")
    max_val = float("0.346435")
    mean = float("3.54424e-06")
    std = float("0.031099")
    data = None


class Program_weight_tensor_parameter_180:
    name = "parameter_180"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.240403")
    max_val = float("0.170518")
    mean = float("-0.00079825")
    std = float("0.042259")
    data = None


class Program_weight_tensor_parameter_181:
    name = "parameter_181"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.500162")
    max_val = float("0.222787")
    mean = float("-8.05423e-07")
    std = float("0.0323592")
    data = None


class Program_weight_tensor_parameter_182:
    name = "parameter_182"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.293296")
    max_val = float("0.33907")
    mean = float("0.000961311")
    std = float("0.0619687")
    data = None


class Program_weight_tensor_parameter_183:
    name = "parameter_183"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.28224")
    max_val = float("0.443764")
    mean = float("-2.60944e-05")
    std = float("0.0428103")
    data = None


class Program_weight_tensor_parameter_184:
    name = "parameter_184"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.07412")
    max_val = float("0.991182")
    mean = float("0.00380017")
    std = float("0.180156")
    data = None


class Program_weight_tensor_parameter_185:
    name = "parameter_185"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.307765")
    max_val = float("0.312789")
    mean = float("2.65459e-05")
    std = float("0.0427124")
    data = None


class Program_weight_tensor_parameter_186:
    name = "parameter_186"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.2791")
    max_val = float("0.262571")
    mean = float("-0.00815214")
    std = float("0.0791266")
    data = None


class Program_weight_tensor_parameter_187:
    name = "parameter_187"
    shape = [768]
    dtype = "float32"
    min_val = float("0.446452")
    max_val = float("1.04805")
    mean = float("0.864305")
    std = float("0.0649981")
    data = None


class Program_weight_tensor_parameter_188:
    name = "parameter_188"
    shape = [768]
    dtype = "float32"
    min_val = float("-3.47206")
    max_val = float("0.837251")
    mean = float("-0.0152312")
    std = float("0.180092")
    data = None


class Program_weight_tensor_parameter_189:
    name = "parameter_189"
    shape = [768]
    dtype = "float32"
    min_val = float("0.578663")
    max_val = float("2.36536")
    mean = float("0.798202")
    std = float("0.0829408")
    data = None


class Program_weight_tensor_parameter_190:
    name = "parameter_190"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.342553")
    max_val = float("0.446279")
    mean = float("0.000444132")
    std = float("0.114085")
    data = None


class Program_weight_tensor_parameter_191:
    name = "parameter_191"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-1.85599")
    max_val = float("3.53231")
    mean = float("8.5763e-08")
    std = float("0.0364459")
    data = None


class Program_weight_tensor_parameter_192:
    name = "parameter_192"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.546171")
    max_val = float("0.594474")
    mean = float("-0.0858947")
    std = float("0.081321")
    data = None


class Program_weight_tensor_parameter_193:
    name = "parameter_193"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-1.03864")
    max_val = float("0.941838")
    mean = float("0.000146329")
    std = float("0.0386165")
    data = None


class Program_weight_tensor_parameter_194:
    name = "parameter_194"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.513062")
    max_val = float("0.412713")
    mean = float("-0.00132184")
    std = float("0.100889")
    data = None


class Program_weight_tensor_parameter_195:
    name = "parameter_195"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.219917")
    max_val = float("0.227133")
    mean = float("9.67187e-06")
    std = float("0.0313373")
    data = None


class Program_weight_tensor_parameter_196:
    name = "parameter_196"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.268649")
    max_val = float("0.374828")
    mean = float("0.001313")
    std = float("0.0553786")
    data = None


class Program_weight_tensor_parameter_197:
    name = "parameter_197"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.248253")
    max_val = float("0.221916")
    mean = float("-4.04705e-05")
    std = float("0.0320496")
    data = None


class Program_weight_tensor_parameter_198:
    name = "parameter_198"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.481936")
    max_val = float("0.56702")
    mean = float("0.00571122")
    std = float("0.0930599")
    data = None


class Program_weight_tensor_parameter_199:
    name = "parameter_199"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.432872")
    max_val = float("0.410843")
    mean = float("-5.1941e-05")
    std = float("0.0418253")
    data = None


class Program_weight_tensor_parameter_200:
    name = "parameter_200"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.913651")
    max_val = float("1.59481")
    mean = float("0.0299195")
    std = float("0.246362")
    data = None


class Program_weight_tensor_parameter_201:
    name = "parameter_201"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.422602")
    max_val = float("0.243037")
    mean = float("-0.000172147")
    std = float("0.0411936")
    data = None


class Program_weight_tensor_parameter_202:
    name = "parameter_202"
    shape = [768]
    dtype = "float32"
    min_val = float("-2.07456")
    max_val = float("0.410646")
    mean = float("-0.015982")
    std = float("0.119152")
    data = None


class Program_weight_tensor_parameter_203:
    name = "parameter_203"
    shape = [768]
    dtype = "float32"
    min_val = float("0.321544")
    max_val = float("0.904373")
    mean = float("0.790458")
    std = float("0.0848957")
    data = None


class Program_weight_tensor_parameter_204:
    name = "parameter_204"
    shape = [768]
    dtype = "float32"
    min_val = float("-6.43079")
    max_val = float("2.39899")
    mean = float("-0.022814")
    std = float("0.319284")
    data = None


class Program_weight_tensor_parameter_205:
    name = "parameter_205"
    shape = [768]
    dtype = "float32"
    min_val = float("0.422497")
    max_val = float("3.4886")
    mean = float("0.754225")
    std = float("0.122586")
    data = None


class Program_weight_tensor_parameter_206:
    name = "parameter_206"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.435272")
    max_val = float("0.451284")
    mean = float("0.00146752")
    std = float("0.116416")
    data = None


class Program_weight_tensor_parameter_207:
    name = "parameter_207"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-1.05632")
    max_val = float("2.42531")
    mean = float("-1.90446e-05")
    std = float("0.0360147")
    data = None


class Program_weight_tensor_parameter_208:
    name = "parameter_208"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.553309")
    max_val = float("0.703672")
    mean = float("-0.100796")
    std = float("0.0880101")
    data = None


class Program_weight_tensor_parameter_209:
    name = "parameter_209"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.510671")
    max_val = float("0.468653")
    mean = float("0.000467096")
    std = float("0.0370261")
    data = None


class Program_weight_tensor_parameter_210:
    name = "parameter_210"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.450132")
    max_val = float("0.404331")
    mean = float("0.000451949")
    std = float("0.082825")
    data = None


class Program_weight_tensor_parameter_211:
    name = "parameter_211"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.371")
    max_val = float("0.43157")
    mean = float("1.64314e-05")
    std = float("0.0321255")
    data = None


class Program_weight_tensor_parameter_212:
    name = "parameter_212"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.366156")
    max_val = float("0.551511")
    mean = float("-0.000955022")
    std = float("0.0645842")
    data = None


class Program_weight_tensor_parameter_213:
    name = "parameter_213"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.248627")
    max_val = float("0.220611")
    mean = float("-3.51055e-05")
    std = float("0.0314736")
    data = None


class Program_weight_tensor_parameter_214:
    name = "parameter_214"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.59837")
    max_val = float("0.580843")
    mean = float("-0.00333032")
    std = float("0.153092")
    data = None


class Program_weight_tensor_parameter_215:
    name = "parameter_215"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.468456")
    max_val = float("0.510212")
    mean = float("-1.42723e-05")
    std = float("0.0452801")
    data = None


class Program_weight_tensor_parameter_216:
    name = "parameter_216"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.67337")
    max_val = float("1.52203")
    mean = float("-0.0247725")
    std = float("0.332581")
    data = None


class Program_weight_tensor_parameter_217:
    name = "parameter_217"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.509232")
    max_val = float("0.441464")
    mean = float("2.76577e-05")
    std = float("0.0444783")
    data = None


class Program_weight_tensor_parameter_218:
    name = "parameter_218"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.754796")
    max_val = float("2.54153")
    mean = float("-0.018391")
    std = float("0.124028")
    data = None


class Program_weight_tensor_parameter_219:
    name = "parameter_219"
    shape = [768]
    dtype = "float32"
    min_val = float("0.0521041")
    max_val = float("1.0148")
    mean = float("0.850839")
    std = float("0.147937")
    data = None


class Program_weight_tensor_parameter_220:
    name = "parameter_220"
    shape = [2, 768]
    dtype = "float32"
    min_val = float("-0.5211")
    max_val = float("0.201116")
    mean = float("4.40676e-05")
    std = float("0.0270725")
    data = None


class Program_weight_tensor_parameter_221:
    name = "parameter_221"
    shape = [12000, 768]
    dtype = "float32"
    min_val = float("-0.982064")
    max_val = float("1.00841")
    mean = float("-0.00808693")
    std = float("0.0473496")
    data = None
