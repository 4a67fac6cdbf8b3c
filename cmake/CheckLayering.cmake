# The house plan as a check (docs/architecture.md): every source folder has a layer, and a file may include
# only its own folder or folders of a lower layer. Widgets use core, never the reverse; the engine's
# sub-folders are layered like the rest, so no two folders include each other.
#
#   cmake -DSOURCE_DIR=<repo> [-DSTAMP=<file>] -P cmake/CheckLayering.cmake
#
# Runs in every build (a violation fails it) and as the ctest test `layering`. A new folder must be given a
# layer here; docs/architecture.md says what each one holds.
set(GNW_LAYERS
    core/util=0
    core/python=1
    core/tensor=2
    core/graph=3
    core/dataset=4
    core/layout=4
    core/store=5
    core/fault=5
    core/metrics=6
    core/costmodel=6
    core/logs=7
    core/analysis=7
    core/cluster=7
    core/index=8
    core/engine/device=10
    core/engine/tensors=10
    core/engine/backends=11
    core/engine/interpreter=12
    core/engine/bridge=12
    core/engine/registry=13
    core/engine/measure=14
    core/engine/workers=15
    core/engine/shapes=15
    core/engine/run=16
    core/engine/fault=17
    core/engine/costmodel=17
    core/engine/profile=17
    core/engine/extract=17
    widgets=20
    app=30)

cmake_policy(SET CMP0007 NEW) # lists keep empty elements (blank lines count for line numbers)

if(NOT SOURCE_DIR)
    message(FATAL_ERROR "CheckLayering: pass -DSOURCE_DIR=<repository root>")
endif()

# The layer of a path: the longest folder of the table that holds it; -1 when none does.
function(gnw_layer_of path out_layer out_folder)
    set(best_len -1)
    set(best_layer -1)
    set(best_folder "")
    foreach(entry IN LISTS GNW_LAYERS)
        string(REPLACE "=" ";" pair "${entry}")
        list(GET pair 0 folder)
        list(GET pair 1 layer)
        string(LENGTH "${folder}/" len)
        string(SUBSTRING "${path}" 0 ${len} head)
        if(head STREQUAL "${folder}/" AND len GREATER best_len)
            set(best_len ${len})
            set(best_layer ${layer})
            set(best_folder ${folder})
        endif()
    endforeach()
    set(${out_layer} ${best_layer} PARENT_SCOPE)
    set(${out_folder} "${best_folder}" PARENT_SCOPE)
endfunction()

file(GLOB_RECURSE sources RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/core/*.h ${SOURCE_DIR}/core/*.cpp
     ${SOURCE_DIR}/widgets/*.h ${SOURCE_DIR}/widgets/*.cpp ${SOURCE_DIR}/app/*.h ${SOURCE_DIR}/app/*.cpp)
set(problems "")
set(checked 0)
foreach(file IN LISTS sources)
    gnw_layer_of("${file}" from_layer from_folder)
    if(from_layer EQUAL -1)
        string(APPEND problems "\n  ${file}: its folder has no layer in cmake/CheckLayering.cmake")
        continue()
    endif()
    file(STRINGS ${SOURCE_DIR}/${file} includes REGEX "^#include \"(core|widgets|app)/")
    foreach(line IN LISTS includes)
        string(REGEX REPLACE "^#include \"([^\"]+)\".*" "\\1" target "${line}")
        gnw_layer_of("${target}" to_layer to_folder)
        math(EXPR checked "${checked} + 1")
        if(to_folder STREQUAL from_folder)
            continue()
        endif()
        if(to_layer EQUAL -1 OR NOT to_layer LESS from_layer)
            # The line number, for the message: the file is read whole only when it breaks the plan.
            file(STRINGS ${SOURCE_DIR}/${file} all_lines)
            list(FIND all_lines "${line}" index)
            math(EXPR number "${index} + 1")
            string(APPEND problems "\n  ${file}:${number}: includes ${target}, but ${from_folder} (layer "
                                   "${from_layer}) may include only lower layers, and ${to_folder} is layer "
                                   "${to_layer}")
        endif()
    endforeach()
endforeach()

if(problems)
    message(FATAL_ERROR "The house plan is broken (docs/architecture.md):${problems}")
endif()
list(LENGTH sources count)
message(STATUS "Layering: ${count} files, ${checked} project includes, all downwards")
if(STAMP)
    file(TOUCH ${STAMP})
endif()
