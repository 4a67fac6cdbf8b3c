# Every user-visible string of the GUI sources is in a translation file: lupdate, run on a copy of the .ts
# over the same sources as the update_translations target, must find nothing new. A string lupdate cannot
# see (tr() of a plain string array) stays English in every language, and a string whose context lupdate
# files differently from tr() at run time is never looked up; both show here as new entries.
#
#   cmake -DLUPDATE=<lupdate> -DSOURCE_DIR=<repo> -DTS=<ts file> -DWORK_DIR=<dir> -P cmake/CheckTranslationSources.cmake
#
# Runs as the ctest tests translation_sources_<lang>. After changing strings: cmake --build build --target
# update_translations, translate the new entries, and this passes again.
foreach(var LUPDATE SOURCE_DIR TS WORK_DIR)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "CheckTranslationSources: -D${var}=... is required")
    endif()
endforeach()

# The same sources as app/CMakeLists.txt gives qt_add_translations.
file(GLOB_RECURSE sources ${SOURCE_DIR}/widgets/*.cpp ${SOURCE_DIR}/app/gui/*.cpp)
get_filename_component(ts_name "${TS}" NAME)
set(copy "${WORK_DIR}/${ts_name}")
file(MAKE_DIRECTORY "${WORK_DIR}")
file(COPY_FILE "${TS}" "${copy}")
set(list_file "${WORK_DIR}/${ts_name}.sources")
string(REPLACE ";" "\n" source_lines "${sources}")
file(WRITE "${list_file}" "${source_lines}\n")
# The include path lets lupdate read the headers, so that it files a class's strings under the class's
# qualified name (gnw::ui::MainWindow), which is what tr() asks for.
execute_process(COMMAND "${LUPDATE}" -I "${SOURCE_DIR}" "@${list_file}" -ts "${copy}"
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "lupdate failed (${rc}) on ${TS}:\n${out}${err}")
endif()
string(REGEX MATCH "\\(([0-9]+) new and" found "${out}${err}")
if(NOT found)
    message(FATAL_ERROR "lupdate printed no count for ${TS}:\n${out}${err}")
endif()
set(new_count ${CMAKE_MATCH_1})
if(NOT new_count EQUAL 0)
    file(READ "${copy}" updated)
    string(REGEX MATCHALL "<source>[^<]*</source>\n[ ]*<translation type=\"unfinished\">" fresh "${updated}")
    set(missing "")
    foreach(entry ${fresh})
        string(REGEX REPLACE "<source>([^<]*)</source>.*" "\\1" text "${entry}")
        string(APPEND missing "  ${text}\n")
    endforeach()
    message(FATAL_ERROR "${TS}: ${new_count} string(s) of the sources are not in it "
                        "(cmake --build build --target update_translations, then translate them):\n${missing}")
endif()
message(STATUS "${ts_name}: every string of the GUI sources is there")
