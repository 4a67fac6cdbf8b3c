# Weight metadata for SqueezeNet 1.1
weight_meta = {}
