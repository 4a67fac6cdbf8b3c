# Warnings for the project's own targets only (third-party headers are included as SYSTEM).
function(gnw_set_warnings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wno-unused-parameter)
endfunction()

# The Qt targets convert between QString and char* only where the code says the encoding (QStringLiteral,
# QLatin1String, fromUtf8, toUtf8): an implicit conversion does not compile (hotspot builds the same way).
function(gnw_set_qt_strictness target)
    target_compile_definitions(${target} PRIVATE QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII)
endfunction()
