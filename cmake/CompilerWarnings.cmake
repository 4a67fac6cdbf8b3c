# Warnings for the project's own targets only (third-party headers are included as SYSTEM).
function(gnw_set_warnings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wno-unused-parameter)
endfunction()
