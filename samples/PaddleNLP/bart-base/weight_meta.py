class Program_weight_tensor_parameter_0:
    name = "parameter_0"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.04492")
    max_val = float("0.306152")
    mean = float("0.055763")
    std = float("0.089925")
    data = None


class Program_weight_tensor_parameter_1:
    name = "parameter_1"
    shape = [768]
    dtype = "float32"
    min_val = float("0.173218")
    max_val = float("3.4375")
    mean = float("1.94378")
    std = float("0.223736")
    data = None


class Program_weight_tensor_parameter_2:
    name = "parameter_2"
    shape = [768]
    dtype = "float32"
    min_val = float("-3.43164")
    max_val = float("0.798828")
    mean = float("-0.0740031")
    std = float("0.183041")
    data = None


class Program_weight_tensor_parameter_3:
    name = "parameter_3"
    shape = [768]
    dtype = "float32"
    min_val = float("0.0898438")
    max_val = float("1.05859")
    mean = float("0.448075")
    std = float("0.0791667")
    data = None


class Program_weight_tensor_parameter_4:
    name = "parameter_4"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.96484")
    max_val = float("0.452637")
    mean = float("-0.0887964")
    std = float("0.179041")
    data = None


class Program_weight_tensor_parameter_5:
    name = "parameter_5"
    shape = [768]
    dtype = "float32"
    min_val = float("0.100952")
    max_val = float("1.38281")
    mean = float("0.700254")
    std = float("0.0784551")
    data = None


class Program_weight_tensor_parameter_6:
    name = "parameter_6"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.169556")
    max_val = float("0.132935")
    mean = float("0.000291553")
    std = float("0.0443588")
    data = None


class Program_weight_tensor_parameter_7:
    name = "parameter_7"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-3.50391")
    max_val = float("2.57422")
    mean = float("-6.89082e-06")
    std = float("0.0345879")
    data = None


class Program_weight_tensor_parameter_8:
    name = "parameter_8"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.286377")
    max_val = float("0.204346")
    mean = float("-0.0645512")
    std = float("0.0490256")
    data = None


class Program_weight_tensor_parameter_9:
    name = "parameter_9"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.619629")
    max_val = float("1.25098")
    mean = float("0.00965715")
    std = float("0.0439153")
    data = None


class Program_weight_tensor_parameter_10:
    name = "parameter_10"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.250488")
    max_val = float("1.37598")
    mean = float("-0.00115733")
    std = float("0.095266")
    data = None


class Program_weight_tensor_parameter_11:
    name = "parameter_11"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.835938")
    max_val = float("0.911621")
    mean = float("-3.88315e-05")
    std = float("0.0716457")
    data = None


class Program_weight_tensor_parameter_12:
    name = "parameter_12"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.251221")
    max_val = float("0.283203")
    mean = float("0.000441133")
    std = float("0.0337921")
    data = None


class Program_weight_tensor_parameter_13:
    name = "parameter_13"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.452393")
    max_val = float("0.563477")
    mean = float("3.47693e-05")
    std = float("0.0701192")
    data = None


class Program_weight_tensor_parameter_14:
    name = "parameter_14"
    shape = [768]
    dtype = "float32"
    min_val = float("-3.61328")
    max_val = float("4.75781")
    mean = float("0.00439294")
    std = float("0.663468")
    data = None


class Program_weight_tensor_parameter_15:
    name = "parameter_15"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.865723")
    max_val = float("0.789551")
    mean = float("8.22635e-05")
    std = float("0.0927952")
    data = None


class Program_weight_tensor_parameter_16:
    name = "parameter_16"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.488037")
    max_val = float("0.389404")
    mean = float("0.000932506")
    std = float("0.163855")
    data = None


class Program_weight_tensor_parameter_17:
    name = "parameter_17"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-1.7334")
    max_val = float("1.85742")
    mean = float("-0.000255722")
    std = float("0.0943624")
    data = None


class Program_weight_tensor_parameter_18:
    name = "parameter_18"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.235352")
    max_val = float("0.364746")
    mean = float("0.00010426")
    std = float("0.0253047")
    data = None


class Program_weight_tensor_parameter_19:
    name = "parameter_19"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.807617")
    max_val = float("0.620605")
    mean = float("1.63106e-05")
    std = float("0.041461")
    data = None


class Program_weight_tensor_parameter_20:
    name = "parameter_20"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.0592346")
    max_val = float("0.0612488")
    mean = float("-0.000747097")
    std = float("0.0133801")
    data = None


class Program_weight_tensor_parameter_21:
    name = "parameter_21"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.300781")
    max_val = float("0.322266")
    mean = float("0.000227124")
    std = float("0.0476506")
    data = None


class Program_weight_tensor_parameter_22:
    name = "parameter_22"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.29199")
    max_val = float("1.19531")
    mean = float("-0.0081555")
    std = float("0.132014")
    data = None


class Program_weight_tensor_parameter_23:
    name = "parameter_23"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-1.55371")
    max_val = float("1.74512")
    mean = float("0.000290464")
    std = float("0.0809273")
    data = None


class Program_weight_tensor_parameter_24:
    name = "parameter_24"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.81543")
    max_val = float("0.980469")
    mean = float("0.0296052")
    std = float("0.33146")
    data = None


class Program_weight_tensor_parameter_25:
    name = "parameter_25"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-1.41016")
    max_val = float("1.4834")
    mean = float("-0.00106662")
    std = float("0.0814963")
    data = None


class Program_weight_tensor_parameter_26:
    name = "parameter_26"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.525391")
    max_val = float("1.01855")
    mean = float("-0.0194161")
    std = float("0.0492517")
    data = None


class Program_weight_tensor_parameter_27:
    name = "parameter_27"
    shape = [768]
    dtype = "float32"
    min_val = float("0.162476")
    max_val = float("1.24023")
    mean = float("0.450819")
    std = float("0.039689")
    data = None


class Program_weight_tensor_parameter_28:
    name = "parameter_28"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.584961")
    max_val = float("0.831543")
    mean = float("-0.0801088")
    std = float("0.0702904")
    data = None


class Program_weight_tensor_parameter_29:
    name = "parameter_29"
    shape = [768]
    dtype = "float32"
    min_val = float("0.300537")
    max_val = float("4.84766")
    mean = float("0.43358")
    std = float("0.1703")
    data = None


class Program_weight_tensor_parameter_30:
    name = "parameter_30"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.84668")
    max_val = float("0.795898")
    mean = float("-0.0622566")
    std = float("0.11909")
    data = None


class Program_weight_tensor_parameter_31:
    name = "parameter_31"
    shape = [768]
    dtype = "float32"
    min_val = float("0.430176")
    max_val = float("1.08105")
    mean = float("0.856139")
    std = float("0.0427192")
    data = None


class Program_weight_tensor_parameter_32:
    name = "parameter_32"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.389648")
    max_val = float("0.293213")
    mean = float("0.00130731")
    std = float("0.0739026")
    data = None


class Program_weight_tensor_parameter_33:
    name = "parameter_33"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-7.99219")
    max_val = float("1.37988")
    mean = float("1.10711e-05")
    std = float("0.0398258")
    data = None


class Program_weight_tensor_parameter_34:
    name = "parameter_34"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.512695")
    max_val = float("0.184204")
    mean = float("-0.101517")
    std = float("0.0660059")
    data = None


class Program_weight_tensor_parameter_35:
    name = "parameter_35"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.644043")
    max_val = float("0.643555")
    mean = float("0.0102842")
    std = float("0.0506794")
    data = None


class Program_weight_tensor_parameter_36:
    name = "parameter_36"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.354248")
    max_val = float("0.405029")
    mean = float("-0.000719839")
    std = float("0.107218")
    data = None


class Program_weight_tensor_parameter_37:
    name = "parameter_37"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.670898")
    max_val = float("0.637207")
    mean = float("1.43374e-05")
    std = float("0.0605907")
    data = None


class Program_weight_tensor_parameter_38:
    name = "parameter_38"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.30127")
    max_val = float("0.42627")
    mean = float("0.000952943")
    std = float("0.0434266")
    data = None


class Program_weight_tensor_parameter_39:
    name = "parameter_39"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.387207")
    max_val = float("0.429688")
    mean = float("0.000127731")
    std = float("0.061711")
    data = None


class Program_weight_tensor_parameter_40:
    name = "parameter_40"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.253174")
    max_val = float("0.419189")
    mean = float("-0.00177001")
    std = float("0.0497663")
    data = None


class Program_weight_tensor_parameter_41:
    name = "parameter_41"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.776855")
    max_val = float("0.799316")
    mean = float("7.70503e-05")
    std = float("0.0864494")
    data = None


class Program_weight_tensor_parameter_42:
    name = "parameter_42"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.891113")
    max_val = float("0.683594")
    mean = float("-0.00213796")
    std = float("0.261913")
    data = None


class Program_weight_tensor_parameter_43:
    name = "parameter_43"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.750977")
    max_val = float("0.873047")
    mean = float("6.84442e-05")
    std = float("0.0878441")
    data = None


class Program_weight_tensor_parameter_44:
    name = "parameter_44"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.168823")
    max_val = float("0.632324")
    mean = float("0.00101271")
    std = float("0.0418257")
    data = None


class Program_weight_tensor_parameter_45:
    name = "parameter_45"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.821289")
    max_val = float("0.790527")
    mean = float("3.19495e-05")
    std = float("0.0396491")
    data = None


class Program_weight_tensor_parameter_46:
    name = "parameter_46"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.182373")
    max_val = float("0.14624")
    mean = float("-0.000428564")
    std = float("0.0211172")
    data = None


class Program_weight_tensor_parameter_47:
    name = "parameter_47"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.29126")
    max_val = float("0.411133")
    mean = float("8.66595e-05")
    std = float("0.044702")
    data = None


class Program_weight_tensor_parameter_48:
    name = "parameter_48"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.190063")
    max_val = float("0.234985")
    mean = float("0.000707203")
    std = float("0.0223429")
    data = None


class Program_weight_tensor_parameter_49:
    name = "parameter_49"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-1.29395")
    max_val = float("1.32422")
    mean = float("0.00019809")
    std = float("0.0789618")
    data = None


class Program_weight_tensor_parameter_50:
    name = "parameter_50"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.854492")
    max_val = float("0.936523")
    mean = float("0.0127257")
    std = float("0.330065")
    data = None


class Program_weight_tensor_parameter_51:
    name = "parameter_51"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-1.15039")
    max_val = float("1.05664")
    mean = float("-0.000430712")
    std = float("0.0801342")
    data = None


class Program_weight_tensor_parameter_52:
    name = "parameter_52"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.574219")
    max_val = float("0.175659")
    mean = float("-0.0174997")
    std = float("0.0296027")
    data = None


class Program_weight_tensor_parameter_53:
    name = "parameter_53"
    shape = [768]
    dtype = "float32"
    min_val = float("0.113892")
    max_val = float("0.970215")
    mean = float("0.45621")
    std = float("0.0352021")
    data = None


class Program_weight_tensor_parameter_54:
    name = "parameter_54"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.939453")
    max_val = float("1.45996")
    mean = float("-0.0318848")
    std = float("0.102574")
    data = None


class Program_weight_tensor_parameter_55:
    name = "parameter_55"
    shape = [768]
    dtype = "float32"
    min_val = float("0.342529")
    max_val = float("2.05273")
    mean = float("0.4438")
    std = float("0.0814034")
    data = None


class Program_weight_tensor_parameter_56:
    name = "parameter_56"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.831055")
    max_val = float("1.01172")
    mean = float("0.0763767")
    std = float("0.0859585")
    data = None


class Program_weight_tensor_parameter_57:
    name = "parameter_57"
    shape = [768]
    dtype = "float32"
    min_val = float("0.376465")
    max_val = float("1.48242")
    mean = float("0.867288")
    std = float("0.0510089")
    data = None


class Program_weight_tensor_parameter_58:
    name = "parameter_58"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.449463")
    max_val = float("0.487061")
    mean = float("0.000971075")
    std = float("0.0768242")
    data = None


class Program_weight_tensor_parameter_59:
    name = "parameter_59"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-8.75")
    max_val = float("1.29297")
    mean = float("1.43174e-05")
    std = float("0.0403077")
    data = None


class Program_weight_tensor_parameter_60:
    name = "parameter_60"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.50293")
    max_val = float("0.518066")
    mean = float("-0.117669")
    std = float("0.089743")
    data = None


class Program_weight_tensor_parameter_61:
    name = "parameter_61"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.59082")
    max_val = float("0.566895")
    mean = float("0.00265853")
    std = float("0.0538356")
    data = None


class Program_weight_tensor_parameter_62:
    name = "parameter_62"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.241455")
    max_val = float("0.182861")
    mean = float("-0.00041845")
    std = float("0.0623274")
    data = None


class Program_weight_tensor_parameter_63:
    name = "parameter_63"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.678223")
    max_val = float("0.672852")
    mean = float("8.92212e-06")
    std = float("0.059449")
    data = None


class Program_weight_tensor_parameter_64:
    name = "parameter_64"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.218506")
    max_val = float("0.34082")
    mean = float("0.00411712")
    std = float("0.0441978")
    data = None


class Program_weight_tensor_parameter_65:
    name = "parameter_65"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.334961")
    max_val = float("0.41748")
    mean = float("0.000128222")
    std = float("0.061607")
    data = None


class Program_weight_tensor_parameter_66:
    name = "parameter_66"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.226685")
    max_val = float("0.141357")
    mean = float("-8.03176e-05")
    std = float("0.0257067")
    data = None


class Program_weight_tensor_parameter_67:
    name = "parameter_67"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.789551")
    max_val = float("0.868164")
    mean = float("0.000165547")
    std = float("0.0860855")
    data = None


class Program_weight_tensor_parameter_68:
    name = "parameter_68"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.04688")
    max_val = float("1.00195")
    mean = float("0.00284015")
    std = float("0.212825")
    data = None


class Program_weight_tensor_parameter_69:
    name = "parameter_69"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.649902")
    max_val = float("0.692871")
    mean = float("0.000140688")
    std = float("0.0874408")
    data = None


class Program_weight_tensor_parameter_70:
    name = "parameter_70"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.123291")
    max_val = float("0.224243")
    mean = float("0.00126714")
    std = float("0.0280615")
    data = None


class Program_weight_tensor_parameter_71:
    name = "parameter_71"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.560059")
    max_val = float("0.460693")
    mean = float("2.28893e-06")
    std = float("0.0395396")
    data = None


class Program_weight_tensor_parameter_72:
    name = "parameter_72"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.0745239")
    max_val = float("0.12915")
    mean = float("0.00015724")
    std = float("0.0152254")
    data = None


class Program_weight_tensor_parameter_73:
    name = "parameter_73"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.318604")
    max_val = float("0.417236")
    mean = float("-6.24724e-05")
    std = float("0.0436322")
    data = None


class Program_weight_tensor_parameter_74:
    name = "parameter_74"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.0912476")
    max_val = float("0.0578613")
    mean = float("2.14512e-05")
    std = float("0.011152")
    data = None


class Program_weight_tensor_parameter_75:
    name = "parameter_75"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-1.28223")
    max_val = float("1.32227")
    mean = float("3.04413e-05")
    std = float("0.0783237")
    data = None


class Program_weight_tensor_parameter_76:
    name = "parameter_76"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.82666")
    max_val = float("0.908203")
    mean = float("-0.0128437")
    std = float("0.341964")
    data = None


class Program_weight_tensor_parameter_77:
    name = "parameter_77"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-1.18848")
    max_val = float("1.08301")
    mean = float("0.00056576")
    std = float("0.0795572")
    data = None


class Program_weight_tensor_parameter_78:
    name = "parameter_78"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.217529")
    max_val = float("0.217651")
    mean = float("-0.0218131")
    std = float("0.0205795")
    data = None


class Program_weight_tensor_parameter_79:
    name = "parameter_79"
    shape = [768]
    dtype = "float32"
    min_val = float("0.0614319")
    max_val = float("0.955078")
    mean = float("0.449719")
    std = float("0.0347093")
    data = None


class Program_weight_tensor_parameter_80:
    name = "parameter_80"
    shape = [768]
    dtype = "float32"
    min_val = float("-2.22266")
    max_val = float("0.947754")
    mean = float("0.0312634")
    std = float("0.114534")
    data = None


class Program_weight_tensor_parameter_81:
    name = "parameter_81"
    shape = [768]
    dtype = "float32"
    min_val = float("0.351562")
    max_val = float("4.48438")
    mean = float("0.447064")
    std = float("0.158699")
    data = None


class Program_weight_tensor_parameter_82:
    name = "parameter_82"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.71289")
    max_val = float("0.557617")
    mean = float("-0.0879682")
    std = float("0.0934652")
    data = None


class Program_weight_tensor_parameter_83:
    name = "parameter_83"
    shape = [768]
    dtype = "float32"
    min_val = float("0.454346")
    max_val = float("1.08105")
    mean = float("0.860268")
    std = float("0.0483674")
    data = None


class Program_weight_tensor_parameter_84:
    name = "parameter_84"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.310059")
    max_val = float("0.560059")
    mean = float("0.000284155")
    std = float("0.0833974")
    data = None


class Program_weight_tensor_parameter_85:
    name = "parameter_85"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-8.57031")
    max_val = float("1.39453")
    mean = float("-1.11405e-05")
    std = float("0.0429414")
    data = None


class Program_weight_tensor_parameter_86:
    name = "parameter_86"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.414551")
    max_val = float("0.718262")
    mean = float("-0.108521")
    std = float("0.0752428")
    data = None


class Program_weight_tensor_parameter_87:
    name = "parameter_87"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.921387")
    max_val = float("0.639648")
    mean = float("-0.00312582")
    std = float("0.0542425")
    data = None


class Program_weight_tensor_parameter_88:
    name = "parameter_88"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.215576")
    max_val = float("0.171021")
    mean = float("-0.000124251")
    std = float("0.0563701")
    data = None


class Program_weight_tensor_parameter_89:
    name = "parameter_89"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.643066")
    max_val = float("0.593262")
    mean = float("-1.83982e-05")
    std = float("0.066252")
    data = None


class Program_weight_tensor_parameter_90:
    name = "parameter_90"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.279297")
    max_val = float("0.187866")
    mean = float("-0.000428466")
    std = float("0.0345215")
    data = None


class Program_weight_tensor_parameter_91:
    name = "parameter_91"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.373535")
    max_val = float("0.445312")
    mean = float("-6.60571e-05")
    std = float("0.064403")
    data = None


class Program_weight_tensor_parameter_92:
    name = "parameter_92"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.0603638")
    max_val = float("0.0473633")
    mean = float("-2.00152e-05")
    std = float("0.00939217")
    data = None


class Program_weight_tensor_parameter_93:
    name = "parameter_93"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-1.24902")
    max_val = float("1.01172")
    mean = float("-6.80772e-05")
    std = float("0.085726")
    data = None


class Program_weight_tensor_parameter_94:
    name = "parameter_94"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.70166")
    max_val = float("0.717773")
    mean = float("0.00868722")
    std = float("0.185542")
    data = None


class Program_weight_tensor_parameter_95:
    name = "parameter_95"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.970703")
    max_val = float("1.11133")
    mean = float("-0.000605337")
    std = float("0.0885201")
    data = None


class Program_weight_tensor_parameter_96:
    name = "parameter_96"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.169678")
    max_val = float("0.265625")
    mean = float("0.00446949")
    std = float("0.0439148")
    data = None


class Program_weight_tensor_parameter_97:
    name = "parameter_97"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.785645")
    max_val = float("0.54834")
    mean = float("-6.01225e-06")
    std = float("0.0431069")
    data = None


class Program_weight_tensor_parameter_98:
    name = "parameter_98"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.130371")
    max_val = float("0.0531311")
    mean = float("-0.000277936")
    std = float("0.0113482")
    data = None


class Program_weight_tensor_parameter_99:
    name = "parameter_99"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.432861")
    max_val = float("0.347412")
    mean = float("1.49241e-05")
    std = float("0.0471165")
    data = None


class Program_weight_tensor_parameter_100:
    name = "parameter_100"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.0888672")
    max_val = float("0.0707397")
    mean = float("-0.000208571")
    std = float("0.00922685")
    data = None


class Program_weight_tensor_parameter_101:
    name = "parameter_101"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-1.27832")
    max_val = float("1.38672")
    mean = float("-0.000194419")
    std = float("0.0777348")
    data = None


class Program_weight_tensor_parameter_102:
    name = "parameter_102"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.838379")
    max_val = float("0.794922")
    mean = float("-0.012945")
    std = float("0.297579")
    data = None


class Program_weight_tensor_parameter_103:
    name = "parameter_103"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-1.19336")
    max_val = float("1.12012")
    mean = float("0.000514542")
    std = float("0.0786299")
    data = None


class Program_weight_tensor_parameter_104:
    name = "parameter_104"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.445801")
    max_val = float("0.427002")
    mean = float("-0.0174128")
    std = float("0.0391896")
    data = None


class Program_weight_tensor_parameter_105:
    name = "parameter_105"
    shape = [768]
    dtype = "float32"
    min_val = float("0.0701904")
    max_val = float("0.846191")
    mean = float("0.453216")
    std = float("0.0378213")
    data = None


class Program_weight_tensor_parameter_106:
    name = "parameter_106"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.66406")
    max_val = float("1.25586")
    mean = float("0.00152094")
    std = float("0.152635")
    data = None


class Program_weight_tensor_parameter_107:
    name = "parameter_107"
    shape = [768]
    dtype = "float32"
    min_val = float("0.35498")
    max_val = float("2.83594")
    mean = float("0.422616")
    std = float("0.113766")
    data = None


class Program_weight_tensor_parameter_108:
    name = "parameter_108"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.19141")
    max_val = float("0.778809")
    mean = float("-0.0969552")
    std = float("0.102802")
    data = None


class Program_weight_tensor_parameter_109:
    name = "parameter_109"
    shape = [768]
    dtype = "float32"
    min_val = float("0.325195")
    max_val = float("1.28223")
    mean = float("0.789448")
    std = float("0.0633351")
    data = None


class Program_weight_tensor_parameter_110:
    name = "parameter_110"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.505371")
    max_val = float("0.302734")
    mean = float("-2.42236e-05")
    std = float("0.079225")
    data = None


class Program_weight_tensor_parameter_111:
    name = "parameter_111"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-16.0")
    max_val = float("1.5293")
    mean = float("3.81097e-06")
    std = float("0.047523")
    data = None


class Program_weight_tensor_parameter_112:
    name = "parameter_112"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.657715")
    max_val = float("0.853027")
    mean = float("-0.113052")
    std = float("0.0792442")
    data = None


class Program_weight_tensor_parameter_113:
    name = "parameter_113"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-4.28516")
    max_val = float("3.55273")
    mean = float("-0.000331231")
    std = float("0.0573905")
    data = None


class Program_weight_tensor_parameter_114:
    name = "parameter_114"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.30957")
    max_val = float("0.254395")
    mean = float("0.00151452")
    std = float("0.079716")
    data = None


class Program_weight_tensor_parameter_115:
    name = "parameter_115"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.581055")
    max_val = float("0.697266")
    mean = float("-8.59857e-05")
    std = float("0.0701496")
    data = None


class Program_weight_tensor_parameter_116:
    name = "parameter_116"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.207397")
    max_val = float("0.177246")
    mean = float("-0.000163083")
    std = float("0.0344208")
    data = None


class Program_weight_tensor_parameter_117:
    name = "parameter_117"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.362793")
    max_val = float("0.40918")
    mean = float("1.47647e-05")
    std = float("0.0686297")
    data = None


class Program_weight_tensor_parameter_118:
    name = "parameter_118"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.0366516")
    max_val = float("0.0196533")
    mean = float("-0.000163542")
    std = float("0.00484102")
    data = None


class Program_weight_tensor_parameter_119:
    name = "parameter_119"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-1.05859")
    max_val = float("0.830566")
    mean = float("-1.70015e-05")
    std = float("0.0835551")
    data = None


class Program_weight_tensor_parameter_120:
    name = "parameter_120"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.691895")
    max_val = float("0.602539")
    mean = float("-0.000167921")
    std = float("0.187074")
    data = None


class Program_weight_tensor_parameter_121:
    name = "parameter_121"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.73291")
    max_val = float("0.792969")
    mean = float("-0.000171674")
    std = float("0.0862973")
    data = None


class Program_weight_tensor_parameter_122:
    name = "parameter_122"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.322266")
    max_val = float("0.326172")
    mean = float("0.00665764")
    std = float("0.0539895")
    data = None


class Program_weight_tensor_parameter_123:
    name = "parameter_123"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.719727")
    max_val = float("0.59668")
    mean = float("8.39694e-06")
    std = float("0.0400239")
    data = None


class Program_weight_tensor_parameter_124:
    name = "parameter_124"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.232178")
    max_val = float("0.144531")
    mean = float("-0.000777754")
    std = float("0.0177002")
    data = None


class Program_weight_tensor_parameter_125:
    name = "parameter_125"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.311035")
    max_val = float("0.535645")
    mean = float("3.55577e-05")
    std = float("0.0412915")
    data = None


class Program_weight_tensor_parameter_126:
    name = "parameter_126"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.04953")
    max_val = float("0.0541992")
    mean = float("7.13267e-05")
    std = float("0.00657817")
    data = None


class Program_weight_tensor_parameter_127:
    name = "parameter_127"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-1.42676")
    max_val = float("1.26953")
    mean = float("-5.46152e-07")
    std = float("0.076587")
    data = None


class Program_weight_tensor_parameter_128:
    name = "parameter_128"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.16016")
    max_val = float("1.12598")
    mean = float("-0.0047377")
    std = float("0.312352")
    data = None


class Program_weight_tensor_parameter_129:
    name = "parameter_129"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-1.17578")
    max_val = float("1.56641")
    mean = float("0.000141877")
    std = float("0.0771282")
    data = None


class Program_weight_tensor_parameter_130:
    name = "parameter_130"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.08496")
    max_val = float("0.491943")
    mean = float("-0.0137443")
    std = float("0.0612447")
    data = None


class Program_weight_tensor_parameter_131:
    name = "parameter_131"
    shape = [768]
    dtype = "float32"
    min_val = float("0.0552979")
    max_val = float("0.859375")
    mean = float("0.448837")
    std = float("0.0475385")
    data = None


class Program_weight_tensor_parameter_132:
    name = "parameter_132"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.79102")
    max_val = float("2.39453")
    mean = float("0.0118306")
    std = float("0.15963")
    data = None


class Program_weight_tensor_parameter_133:
    name = "parameter_133"
    shape = [768]
    dtype = "float32"
    min_val = float("0.221802")
    max_val = float("1.71582")
    mean = float("0.386176")
    std = float("0.0745859")
    data = None


class Program_weight_tensor_parameter_134:
    name = "parameter_134"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.683594")
    max_val = float("1.88184")
    mean = float("-0.118065")
    std = float("0.116923")
    data = None


class Program_weight_tensor_parameter_135:
    name = "parameter_135"
    shape = [768]
    dtype = "float32"
    min_val = float("0.0745239")
    max_val = float("1.16699")
    mean = float("0.82075")
    std = float("0.0724713")
    data = None


class Program_weight_tensor_parameter_136:
    name = "parameter_136"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.502441")
    max_val = float("0.364258")
    mean = float("0.00420779")
    std = float("0.0872173")
    data = None


class Program_weight_tensor_parameter_137:
    name = "parameter_137"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-8.89844")
    max_val = float("1.70898")
    mean = float("-5.21274e-05")
    std = float("0.0544477")
    data = None


class Program_weight_tensor_parameter_138:
    name = "parameter_138"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.597168")
    max_val = float("0.663574")
    mean = float("-0.099702")
    std = float("0.0814544")
    data = None


class Program_weight_tensor_parameter_139:
    name = "parameter_139"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-2.30469")
    max_val = float("1.85645")
    mean = float("-0.000716272")
    std = float("0.0636168")
    data = None


class Program_weight_tensor_parameter_140:
    name = "parameter_140"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.357178")
    max_val = float("0.34375")
    mean = float("0.00170967")
    std = float("0.118222")
    data = None


class Program_weight_tensor_parameter_141:
    name = "parameter_141"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.945312")
    max_val = float("0.866699")
    mean = float("-1.87612e-05")
    std = float("0.0678677")
    data = None


class Program_weight_tensor_parameter_142:
    name = "parameter_142"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.371826")
    max_val = float("0.228516")
    mean = float("-0.00193949")
    std = float("0.0475839")
    data = None


class Program_weight_tensor_parameter_143:
    name = "parameter_143"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.336426")
    max_val = float("0.433105")
    mean = float("-0.000198563")
    std = float("0.066908")
    data = None


class Program_weight_tensor_parameter_144:
    name = "parameter_144"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.0270386")
    max_val = float("0.0551453")
    mean = float("0.000303509")
    std = float("0.00573231")
    data = None


class Program_weight_tensor_parameter_145:
    name = "parameter_145"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.637207")
    max_val = float("0.703125")
    mean = float("-8.79024e-05")
    std = float("0.085253")
    data = None


class Program_weight_tensor_parameter_146:
    name = "parameter_146"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.702637")
    max_val = float("0.77002")
    mean = float("-0.00542469")
    std = float("0.166002")
    data = None


class Program_weight_tensor_parameter_147:
    name = "parameter_147"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.941406")
    max_val = float("1.03711")
    mean = float("0.000273284")
    std = float("0.0895451")
    data = None


class Program_weight_tensor_parameter_148:
    name = "parameter_148"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.610352")
    max_val = float("0.316406")
    mean = float("0.000763194")
    std = float("0.08586")
    data = None


class Program_weight_tensor_parameter_149:
    name = "parameter_149"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.824707")
    max_val = float("0.943848")
    mean = float("7.09477e-06")
    std = float("0.037178")
    data = None


class Program_weight_tensor_parameter_150:
    name = "parameter_150"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.5625")
    max_val = float("0.742188")
    mean = float("-0.00283873")
    std = float("0.0791875")
    data = None


class Program_weight_tensor_parameter_151:
    name = "parameter_151"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.390137")
    max_val = float("0.364502")
    mean = float("-1.03331e-05")
    std = float("0.0367269")
    data = None


class Program_weight_tensor_parameter_152:
    name = "parameter_152"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.0423279")
    max_val = float("0.0409546")
    mean = float("-0.000207591")
    std = float("0.00617958")
    data = None


class Program_weight_tensor_parameter_153:
    name = "parameter_153"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-1.24707")
    max_val = float("1.1123")
    mean = float("-2.14991e-05")
    std = float("0.0831736")
    data = None


class Program_weight_tensor_parameter_154:
    name = "parameter_154"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.91016")
    max_val = float("1.57617")
    mean = float("-0.0154683")
    std = float("0.578655")
    data = None


class Program_weight_tensor_parameter_155:
    name = "parameter_155"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-1.47754")
    max_val = float("1.46191")
    mean = float("-5.53774e-06")
    std = float("0.0802971")
    data = None


class Program_weight_tensor_parameter_156:
    name = "parameter_156"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.535645")
    max_val = float("0.442627")
    mean = float("0.00182839")
    std = float("0.0813837")
    data = None


class Program_weight_tensor_parameter_157:
    name = "parameter_157"
    shape = [768]
    dtype = "float32"
    min_val = float("0.0585022")
    max_val = float("0.912109")
    mean = float("0.544659")
    std = float("0.084057")
    data = None


class Program_weight_tensor_parameter_158:
    name = "parameter_158"
    shape = [1026, 768]
    dtype = "float32"
    min_val = float("-3.52539")
    max_val = float("2.60938")
    mean = float("1.24352e-05")
    std = float("0.0444859")
    data = None


class Program_weight_tensor_parameter_159:
    name = "parameter_159"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.36328")
    max_val = float("0.548828")
    mean = float("0.00836064")
    std = float("0.0607747")
    data = None


class Program_weight_tensor_parameter_160:
    name = "parameter_160"
    shape = [768]
    dtype = "float32"
    min_val = float("0.081665")
    max_val = float("0.330566")
    mean = float("0.285268")
    std = float("0.0176816")
    data = None


class Program_weight_tensor_parameter_161:
    name = "parameter_161"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.663086")
    max_val = float("1.60449")
    mean = float("0.0474303")
    std = float("0.0966976")
    data = None


class Program_weight_tensor_parameter_162:
    name = "parameter_162"
    shape = [768]
    dtype = "float32"
    min_val = float("0.245239")
    max_val = float("3.61523")
    mean = float("0.525189")
    std = float("0.151526")
    data = None


class Program_weight_tensor_parameter_163:
    name = "parameter_163"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.190796")
    max_val = float("0.19165")
    mean = float("-0.000218492")
    std = float("0.0559028")
    data = None


class Program_weight_tensor_parameter_164:
    name = "parameter_164"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-2.40625")
    max_val = float("2.63672")
    mean = float("-9.17343e-06")
    std = float("0.0367557")
    data = None


class Program_weight_tensor_parameter_165:
    name = "parameter_165"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.673828")
    max_val = float("0.380859")
    mean = float("-0.0986715")
    std = float("0.0815347")
    data = None


class Program_weight_tensor_parameter_166:
    name = "parameter_166"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.740234")
    max_val = float("0.485596")
    mean = float("-0.00427577")
    std = float("0.0506977")
    data = None


class Program_weight_tensor_parameter_167:
    name = "parameter_167"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.127808")
    max_val = float("0.125244")
    mean = float("0.000134931")
    std = float("0.0280722")
    data = None


class Program_weight_tensor_parameter_168:
    name = "parameter_168"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.450928")
    max_val = float("0.445801")
    mean = float("-6.7444e-06")
    std = float("0.0402753")
    data = None


class Program_weight_tensor_parameter_169:
    name = "parameter_169"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.219238")
    max_val = float("0.112427")
    mean = float("-0.000542198")
    std = float("0.0201758")
    data = None


class Program_weight_tensor_parameter_170:
    name = "parameter_170"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.287354")
    max_val = float("0.304932")
    mean = float("-9.6642e-05")
    std = float("0.0408038")
    data = None


class Program_weight_tensor_parameter_171:
    name = "parameter_171"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.0557556")
    max_val = float("0.0474243")
    mean = float("-0.000290657")
    std = float("0.00681903")
    data = None


class Program_weight_tensor_parameter_172:
    name = "parameter_172"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.864746")
    max_val = float("0.875")
    mean = float("2.86067e-05")
    std = float("0.0779768")
    data = None


class Program_weight_tensor_parameter_173:
    name = "parameter_173"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.892578")
    max_val = float("0.794922")
    mean = float("-0.00337976")
    std = float("0.29479")
    data = None


class Program_weight_tensor_parameter_174:
    name = "parameter_174"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.821289")
    max_val = float("0.724609")
    mean = float("0.000132867")
    std = float("0.0780431")
    data = None


class Program_weight_tensor_parameter_175:
    name = "parameter_175"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.53125")
    max_val = float("0.651367")
    mean = float("0.0206089")
    std = float("0.0447142")
    data = None


class Program_weight_tensor_parameter_176:
    name = "parameter_176"
    shape = [768]
    dtype = "float32"
    min_val = float("0.216431")
    max_val = float("0.509277")
    mean = float("0.438104")
    std = float("0.0412302")
    data = None


class Program_weight_tensor_parameter_177:
    name = "parameter_177"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.02734")
    max_val = float("1.24902")
    mean = float("0.0191815")
    std = float("0.0949325")
    data = None


class Program_weight_tensor_parameter_178:
    name = "parameter_178"
    shape = [768]
    dtype = "float32"
    min_val = float("0.249268")
    max_val = float("2.80664")
    mean = float("0.506467")
    std = float("0.117859")
    data = None


class Program_weight_tensor_parameter_179:
    name = "parameter_179"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.20105")
    max_val = float("0.202759")
    mean = float("0.00112513")
    std = float("0.0543952")
    data = None


class Program_weight_tensor_parameter_180:
    name = "parameter_180"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-1.33887")
    max_val = float("3.57812")
    mean = float("-4.80607e-06")
    std = float("0.0419992")
    data = None


class Program_weight_tensor_parameter_181:
    name = "parameter_181"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.450439")
    max_val = float("0.274658")
    mean = float("-0.100086")
    std = float("0.0798469")
    data = None


class Program_weight_tensor_parameter_182:
    name = "parameter_182"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.700195")
    max_val = float("0.496094")
    mean = float("-0.00125378")
    std = float("0.0545837")
    data = None


class Program_weight_tensor_parameter_183:
    name = "parameter_183"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.126099")
    max_val = float("0.134155")
    mean = float("-0.000686947")
    std = float("0.0293917")
    data = None


class Program_weight_tensor_parameter_184:
    name = "parameter_184"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.363525")
    max_val = float("0.42627")
    mean = float("-4.60709e-05")
    std = float("0.049824")
    data = None


class Program_weight_tensor_parameter_185:
    name = "parameter_185"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.140259")
    max_val = float("0.101807")
    mean = float("0.00126621")
    std = float("0.0208813")
    data = None


class Program_weight_tensor_parameter_186:
    name = "parameter_186"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.348633")
    max_val = float("0.354736")
    mean = float("0.000206098")
    std = float("0.0512433")
    data = None


class Program_weight_tensor_parameter_187:
    name = "parameter_187"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.0294342")
    max_val = float("0.0189362")
    mean = float("-5.09798e-05")
    std = float("0.00220086")
    data = None


class Program_weight_tensor_parameter_188:
    name = "parameter_188"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.785645")
    max_val = float("0.836914")
    mean = float("-0.000125414")
    std = float("0.075942")
    data = None


class Program_weight_tensor_parameter_189:
    name = "parameter_189"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.08594")
    max_val = float("0.89209")
    mean = float("0.00592435")
    std = float("0.315497")
    data = None


class Program_weight_tensor_parameter_190:
    name = "parameter_190"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.728516")
    max_val = float("0.709961")
    mean = float("0.000360004")
    std = float("0.076351")
    data = None


class Program_weight_tensor_parameter_191:
    name = "parameter_191"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.340088")
    max_val = float("0.50293")
    mean = float("0.0183708")
    std = float("0.0399188")
    data = None


class Program_weight_tensor_parameter_192:
    name = "parameter_192"
    shape = [768]
    dtype = "float32"
    min_val = float("0.171143")
    max_val = float("0.491455")
    mean = float("0.41213")
    std = float("0.051015")
    data = None


class Program_weight_tensor_parameter_193:
    name = "parameter_193"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.31836")
    max_val = float("1.36426")
    mean = float("-0.0202332")
    std = float("0.122209")
    data = None


class Program_weight_tensor_parameter_194:
    name = "parameter_194"
    shape = [768]
    dtype = "float32"
    min_val = float("0.266602")
    max_val = float("2.16602")
    mean = float("0.474157")
    std = float("0.113208")
    data = None


class Program_weight_tensor_parameter_195:
    name = "parameter_195"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.227051")
    max_val = float("0.191406")
    mean = float("0.000647112")
    std = float("0.0631629")
    data = None


class Program_weight_tensor_parameter_196:
    name = "parameter_196"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-1.42871")
    max_val = float("6.24219")
    mean = float("9.09174e-06")
    std = float("0.0448247")
    data = None


class Program_weight_tensor_parameter_197:
    name = "parameter_197"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.449219")
    max_val = float("0.574707")
    mean = float("-0.104708")
    std = float("0.0974598")
    data = None


class Program_weight_tensor_parameter_198:
    name = "parameter_198"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.727051")
    max_val = float("0.63623")
    mean = float("0.0019482")
    std = float("0.0582201")
    data = None


class Program_weight_tensor_parameter_199:
    name = "parameter_199"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.109436")
    max_val = float("0.155518")
    mean = float("7.43844e-06")
    std = float("0.0291774")
    data = None


class Program_weight_tensor_parameter_200:
    name = "parameter_200"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.586426")
    max_val = float("0.4375")
    mean = float("1.10467e-05")
    std = float("0.0527658")
    data = None


class Program_weight_tensor_parameter_201:
    name = "parameter_201"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.0904541")
    max_val = float("0.178589")
    mean = float("-0.000592086")
    std = float("0.0249144")
    data = None


class Program_weight_tensor_parameter_202:
    name = "parameter_202"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.379639")
    max_val = float("0.483398")
    mean = float("-0.000203025")
    std = float("0.0524548")
    data = None


class Program_weight_tensor_parameter_203:
    name = "parameter_203"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.0160217")
    max_val = float("0.00654984")
    mean = float("-5.22973e-05")
    std = float("0.00123598")
    data = None


class Program_weight_tensor_parameter_204:
    name = "parameter_204"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.908691")
    max_val = float("0.821289")
    mean = float("7.01113e-05")
    std = float("0.0774551")
    data = None


class Program_weight_tensor_parameter_205:
    name = "parameter_205"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.941895")
    max_val = float("1.03516")
    mean = float("-0.00343673")
    std = float("0.340425")
    data = None


class Program_weight_tensor_parameter_206:
    name = "parameter_206"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.572266")
    max_val = float("0.587891")
    mean = float("1.32304e-06")
    std = float("0.0773302")
    data = None


class Program_weight_tensor_parameter_207:
    name = "parameter_207"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.281006")
    max_val = float("0.467529")
    mean = float("0.0220191")
    std = float("0.0447399")
    data = None


class Program_weight_tensor_parameter_208:
    name = "parameter_208"
    shape = [768]
    dtype = "float32"
    min_val = float("0.19812")
    max_val = float("0.473389")
    mean = float("0.401014")
    std = float("0.0414225")
    data = None


class Program_weight_tensor_parameter_209:
    name = "parameter_209"
    shape = [768]
    dtype = "float32"
    min_val = float("-2.01367")
    max_val = float("1.22168")
    mean = float("0.00702611")
    std = float("0.141371")
    data = None


class Program_weight_tensor_parameter_210:
    name = "parameter_210"
    shape = [768]
    dtype = "float32"
    min_val = float("0.210938")
    max_val = float("1.79785")
    mean = float("0.471035")
    std = float("0.11155")
    data = None


class Program_weight_tensor_parameter_211:
    name = "parameter_211"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.256592")
    max_val = float("0.265381")
    mean = float("0.00051839")
    std = float("0.0699863")
    data = None


class Program_weight_tensor_parameter_212:
    name = "parameter_212"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-0.864258")
    max_val = float("6.08984")
    mean = float("1.55439e-05")
    std = float("0.0479069")
    data = None


class Program_weight_tensor_parameter_213:
    name = "parameter_213"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.397705")
    max_val = float("0.609863")
    mean = float("-0.102438")
    std = float("0.092124")
    data = None


class Program_weight_tensor_parameter_214:
    name = "parameter_214"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.618652")
    max_val = float("0.547363")
    mean = float("-0.000260851")
    std = float("0.0614206")
    data = None


class Program_weight_tensor_parameter_215:
    name = "parameter_215"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.147949")
    max_val = float("0.167358")
    mean = float("0.000753449")
    std = float("0.0484929")
    data = None


class Program_weight_tensor_parameter_216:
    name = "parameter_216"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-1.68555")
    max_val = float("0.493408")
    mean = float("-9.99574e-06")
    std = float("0.0503106")
    data = None


class Program_weight_tensor_parameter_217:
    name = "parameter_217"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.106934")
    max_val = float("0.193115")
    mean = float("0.000729642")
    std = float("0.0258956")
    data = None


class Program_weight_tensor_parameter_218:
    name = "parameter_218"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.492188")
    max_val = float("0.588867")
    mean = float("0.000162088")
    std = float("0.0484471")
    data = None


class Program_weight_tensor_parameter_219:
    name = "parameter_219"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.00254059")
    max_val = float("0.00301743")
    mean = float("-8.58749e-06")
    std = float("0.000581241")
    data = None


class Program_weight_tensor_parameter_220:
    name = "parameter_220"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.936035")
    max_val = float("0.812988")
    mean = float("0.00015915")
    std = float("0.0781999")
    data = None


class Program_weight_tensor_parameter_221:
    name = "parameter_221"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.995605")
    max_val = float("1.25781")
    mean = float("-0.0191986")
    std = float("0.398188")
    data = None


class Program_weight_tensor_parameter_222:
    name = "parameter_222"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.508789")
    max_val = float("0.615723")
    mean = float("-0.000705008")
    std = float("0.0774705")
    data = None


class Program_weight_tensor_parameter_223:
    name = "parameter_223"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.376953")
    max_val = float("0.784668")
    mean = float("0.0181663")
    std = float("0.0606264")
    data = None


class Program_weight_tensor_parameter_224:
    name = "parameter_224"
    shape = [768]
    dtype = "float32"
    min_val = float("0.13501")
    max_val = float("0.467285")
    mean = float("0.408541")
    std = float("0.0393503")
    data = None


class Program_weight_tensor_parameter_225:
    name = "parameter_225"
    shape = [768]
    dtype = "float32"
    min_val = float("-2.4043")
    max_val = float("1.15332")
    mean = float("0.0139082")
    std = float("0.156624")
    data = None


class Program_weight_tensor_parameter_226:
    name = "parameter_226"
    shape = [768]
    dtype = "float32"
    min_val = float("0.226196")
    max_val = float("2.40625")
    mean = float("0.489929")
    std = float("0.13166")
    data = None


class Program_weight_tensor_parameter_227:
    name = "parameter_227"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.392822")
    max_val = float("0.665527")
    mean = float("-0.000149415")
    std = float("0.0778859")
    data = None


class Program_weight_tensor_parameter_228:
    name = "parameter_228"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-1.51758")
    max_val = float("6.30078")
    mean = float("2.22621e-06")
    std = float("0.0454506")
    data = None


class Program_weight_tensor_parameter_229:
    name = "parameter_229"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.58252")
    max_val = float("0.402832")
    mean = float("-0.103758")
    std = float("0.0886523")
    data = None


class Program_weight_tensor_parameter_230:
    name = "parameter_230"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-0.598633")
    max_val = float("0.502441")
    mean = float("-0.000837495")
    std = float("0.0597324")
    data = None


class Program_weight_tensor_parameter_231:
    name = "parameter_231"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.202637")
    max_val = float("0.200806")
    mean = float("-0.000828136")
    std = float("0.0597395")
    data = None


class Program_weight_tensor_parameter_232:
    name = "parameter_232"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-2.21875")
    max_val = float("0.460938")
    mean = float("-3.24762e-05")
    std = float("0.0442046")
    data = None


class Program_weight_tensor_parameter_233:
    name = "parameter_233"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.320801")
    max_val = float("0.339355")
    mean = float("-0.0021041")
    std = float("0.0456797")
    data = None


class Program_weight_tensor_parameter_234:
    name = "parameter_234"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.42749")
    max_val = float("0.499268")
    mean = float("-0.000116")
    std = float("0.0410461")
    data = None


class Program_weight_tensor_parameter_235:
    name = "parameter_235"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.00375557")
    max_val = float("0.00421143")
    mean = float("-2.58039e-06")
    std = float("0.000723744")
    data = None


class Program_weight_tensor_parameter_236:
    name = "parameter_236"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.815918")
    max_val = float("0.759766")
    mean = float("-3.60192e-05")
    std = float("0.0794539")
    data = None


class Program_weight_tensor_parameter_237:
    name = "parameter_237"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.27734")
    max_val = float("1.3623")
    mean = float("0.00837527")
    std = float("0.442717")
    data = None


class Program_weight_tensor_parameter_238:
    name = "parameter_238"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.661621")
    max_val = float("0.859375")
    mean = float("0.000224048")
    std = float("0.0775781")
    data = None


class Program_weight_tensor_parameter_239:
    name = "parameter_239"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.49585")
    max_val = float("0.665039")
    mean = float("0.00910543")
    std = float("0.0552938")
    data = None


class Program_weight_tensor_parameter_240:
    name = "parameter_240"
    shape = [768]
    dtype = "float32"
    min_val = float("0.0596313")
    max_val = float("0.497314")
    mean = float("0.40279")
    std = float("0.0420985")
    data = None


class Program_weight_tensor_parameter_241:
    name = "parameter_241"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.48145")
    max_val = float("2.00977")
    mean = float("0.0247173")
    std = float("0.164284")
    data = None


class Program_weight_tensor_parameter_242:
    name = "parameter_242"
    shape = [768]
    dtype = "float32"
    min_val = float("0.274414")
    max_val = float("1.89258")
    mean = float("0.48181")
    std = float("0.108055")
    data = None


class Program_weight_tensor_parameter_243:
    name = "parameter_243"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.424072")
    max_val = float("0.342285")
    mean = float("-0.000543796")
    std = float("0.0890763")
    data = None


class Program_weight_tensor_parameter_244:
    name = "parameter_244"
    shape = [3072, 768]
    dtype = "float32"
    min_val = float("-10.75")
    max_val = float("1.6543")
    mean = float("3.3375e-06")
    std = float("0.0448999")
    data = None


class Program_weight_tensor_parameter_245:
    name = "parameter_245"
    shape = [3072]
    dtype = "float32"
    min_val = float("-0.648438")
    max_val = float("0.394531")
    mean = float("-0.115854")
    std = float("0.110271")
    data = None


class Program_weight_tensor_parameter_246:
    name = "parameter_246"
    shape = [768, 3072]
    dtype = "float32"
    min_val = float("-1.1084")
    max_val = float("1.2793")
    mean = float("-0.00122496")
    std = float("0.0567686")
    data = None


class Program_weight_tensor_parameter_247:
    name = "parameter_247"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.433838")
    max_val = float("0.326904")
    mean = float("0.000325684")
    std = float("0.0948319")
    data = None


class Program_weight_tensor_parameter_248:
    name = "parameter_248"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.937012")
    max_val = float("0.84668")
    mean = float("5.27927e-06")
    std = float("0.0390663")
    data = None


class Program_weight_tensor_parameter_249:
    name = "parameter_249"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.563965")
    max_val = float("0.51123")
    mean = float("-0.00231634")
    std = float("0.0678634")
    data = None


class Program_weight_tensor_parameter_250:
    name = "parameter_250"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.445801")
    max_val = float("0.385498")
    mean = float("-1.48992e-05")
    std = float("0.036985")
    data = None


class Program_weight_tensor_parameter_251:
    name = "parameter_251"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.0192108")
    max_val = float("0.0244904")
    mean = float("-0.000172688")
    std = float("0.004512")
    data = None


class Program_weight_tensor_parameter_252:
    name = "parameter_252"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.726074")
    max_val = float("0.708008")
    mean = float("9.19318e-05")
    std = float("0.0796358")
    data = None


class Program_weight_tensor_parameter_253:
    name = "parameter_253"
    shape = [768]
    dtype = "float32"
    min_val = float("-1.06348")
    max_val = float("1.08789")
    mean = float("0.00030978")
    std = float("0.337028")
    data = None


class Program_weight_tensor_parameter_254:
    name = "parameter_254"
    shape = [768, 768]
    dtype = "float32"
    min_val = float("-0.79248")
    max_val = float("1.35254")
    mean = float("2.30758e-05")
    std = float("0.0800477")
    data = None


class Program_weight_tensor_parameter_255:
    name = "parameter_255"
    shape = [768]
    dtype = "float32"
    min_val = float("-0.530762")
    max_val = float("0.297852")
    mean = float("0.00128834")
    std = float("0.0702966")
    data = None


class Program_weight_tensor_parameter_256:
    name = "parameter_256"
    shape = [768]
    dtype = "float32"
    min_val = float("0.0639038")
    max_val = float("0.825195")
    mean = float("0.41862")
    std = float("0.060744")
    data = None


class Program_weight_tensor_parameter_257:
    name = "parameter_257"
    shape = [1026, 768]
    dtype = "float32"
    min_val = float("-3.90039")
    max_val = float("1.04004")
    mean = float("-8.20941e-05")
    std = float("0.0304671")
    data = None


class Program_weight_tensor_parameter_258:
    name = "parameter_258"
    shape = [50265, 768]
    dtype = "float32"
    min_val = float("-0.50293")
    max_val = float("1.12109")
    mean = float("-0.014526")
    std = float("0.06534")
    data = None
