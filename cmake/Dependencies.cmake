# Third-party dependencies. Qt and friends come from Debian packages; LibTorch from the PyTorch wheel in
# the project-local venv (.venv), or from any LibTorch given with -DTorch_DIR=... (CPU or CUDA).
include(FeatureSummary) # set_package_properties; Qt6 brings it too, a headless build does not
find_package(nlohmann_json 3.10 REQUIRED)
find_package(SQLite3 REQUIRED)
find_package(Threads REQUIRED)

if(GNW_WITH_QT)
    set(CMAKE_AUTOMOC ON)
    find_package(Qt6 6.4 REQUIRED COMPONENTS Core Gui Widgets Charts Svg SvgWidgets Test Concurrent PrintSupport)
    find_package(Qt6 6.4 QUIET COMPONENTS LinguistTools)

    # QScintilla ships no CMake config on Debian: import it by hand.
    find_path(QSCINTILLA_INCLUDE_DIR Qsci/qsciscintilla.h PATH_SUFFIXES qt6 x86_64-linux-gnu/qt6
              HINTS ${Qt6Core_INCLUDE_DIRS}/..)
    find_library(QSCINTILLA_LIBRARY NAMES qscintilla2_qt6)
    if(NOT QSCINTILLA_INCLUDE_DIR OR NOT QSCINTILLA_LIBRARY)
        message(FATAL_ERROR "QScintilla for Qt 6 not found (Debian: libqscintilla2-qt6-dev)")
    endif()
    add_library(QScintilla::QScintilla UNKNOWN IMPORTED)
    set_target_properties(QScintilla::QScintilla PROPERTIES
        IMPORTED_LOCATION ${QSCINTILLA_LIBRARY}
        INTERFACE_INCLUDE_DIRECTORIES ${QSCINTILLA_INCLUDE_DIR}
        INTERFACE_LINK_LIBRARIES "Qt6::Widgets;Qt6::PrintSupport")
endif()

if(GNW_WITH_TORCH)
    if(NOT Torch_DIR)
        set(GNW_VENV_PYTHON "${CMAKE_SOURCE_DIR}/.venv/bin/python" CACHE FILEPATH "Python of the venv that holds torch")
        if(EXISTS ${GNW_VENV_PYTHON})
            execute_process(COMMAND ${GNW_VENV_PYTHON} -c "import torch.utils; print(torch.utils.cmake_prefix_path)"
                            OUTPUT_VARIABLE GNW_TORCH_PREFIX OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE rc)
            if(rc EQUAL 0)
                list(APPEND CMAKE_PREFIX_PATH ${GNW_TORCH_PREFIX})
            endif()
        endif()
    endif()
    find_package(Torch REQUIRED)
    set_package_properties(Torch PROPERTIES DESCRIPTION "LibTorch (PyTorch C++)" PURPOSE "benchmark engine")
    # TorchConfig puts its ABI flag into TORCH_CXX_FLAGS; every target must agree with it.
    separate_arguments(GNW_TORCH_CXX_FLAGS UNIX_COMMAND "${TORCH_CXX_FLAGS}")
    add_compile_options(${GNW_TORCH_CXX_FLAGS})
endif()
