# The project's layering, checked on every include of every source file (docs/architecture.md, "Direction of
# dependencies"), so that it holds without a reviewer. Run by ctest as `cmake -DTD_SOURCE_DIR=<root> -P` this file.
#
# - engine/: the standard library and the engine only. Its folders are in layers, each including only itself
#   and the layers before it (kEngineLayers), so no two folders can depend on each other.
# - io/: the engine, io and nlohmann/json: io alone holds JSON.
# - editor/ (the headless editor model): the engine, io and itself.
# - game/: anything of the project but tools/, SFML and Dear ImGui; no nlohmann/json, not even through an io
#   header that includes it (those are io's own: the readers' internals and the store files' forms).
# - tools/: the engine, io and itself; no nlohmann/json either.
# Tests and benchmarks may include what they test or measure.
cmake_minimum_required(VERSION 3.20)

if(NOT TD_SOURCE_DIR)
  message(FATAL_ERROR "usage: cmake -DTD_SOURCE_DIR=<source root> -P check_layering.cmake")
endif()

set(kEngineLayers core geom grid level ai motion path nav movingai sim balance rate lab)
# Libraries that only game/ may use, and the one only io/ may.
set(kWindowLibraries SFML imgui imgui-SFML.h imgui.h GL)
set(kJsonLibrary nlohmann)

file(GLOB_RECURSE sources RELATIVE ${TD_SOURCE_DIR} ${TD_SOURCE_DIR}/engine/*.h ${TD_SOURCE_DIR}/engine/*.cpp
     ${TD_SOURCE_DIR}/io/*.h ${TD_SOURCE_DIR}/io/*.cpp ${TD_SOURCE_DIR}/editor/*.h ${TD_SOURCE_DIR}/editor/*.cpp
     ${TD_SOURCE_DIR}/game/*.h ${TD_SOURCE_DIR}/game/*.cpp ${TD_SOURCE_DIR}/tools/*.h ${TD_SOURCE_DIR}/tools/*.cpp)

# io headers that bring in the JSON library: no one outside io may include them.
set(json_facing_io_headers "")
foreach(file ${sources})
  if(file MATCHES "^io/.*\\.h$")
    file(STRINGS ${TD_SOURCE_DIR}/${file} json_includes REGEX "^[ \t]*#[ \t]*include[ \t]*<nlohmann/")
    if(json_includes)
      list(APPEND json_facing_io_headers ${file})
    endif()
  endif()
endforeach()

set(problems 0)
macro(refuse file target why)
  message("${file}: includes ${target}: ${why}")
  math(EXPR problems "${problems} + 1")
endmacro()

foreach(file ${sources})
  string(REGEX MATCH "^[^/]+" module ${file})
  file(STRINGS ${TD_SOURCE_DIR}/${file} lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
  foreach(line ${lines})
    string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*[<\"]([^>\"]+)[>\"].*$" "\\1" target "${line}")
    string(REGEX MATCH "^[^/]+" head "${target}")
    if(module STREQUAL "engine")
      if(head MATCHES "^(io|game|editor|tools|bench|tests)$" OR head IN_LIST kWindowLibraries OR head STREQUAL
                                                                                                kJsonLibrary)
        refuse(${file} ${target} "the engine includes only the standard library and itself")
      elseif(head STREQUAL "engine")
        string(REGEX MATCH "^engine/([^/]+)/" _ ${file})
        set(from ${CMAKE_MATCH_1})
        string(REGEX MATCH "^engine/([^/]+)/" _ ${target})
        set(to ${CMAKE_MATCH_1})
        list(FIND kEngineLayers "${from}" from_layer)
        list(FIND kEngineLayers "${to}" to_layer)
        if(from_layer LESS 0)
          refuse(${file} ${target} "engine/${from}/ is not in the engine's layers (tests/support/check_layering.cmake)")
        elseif(to_layer GREATER from_layer)
          refuse(${file} ${target} "engine/${from}/ may include only the engine folders before it: ${kEngineLayers}")
        endif()
      endif()
    elseif(module STREQUAL "io")
      if(head MATCHES "^(game|editor|tools|bench|tests)$" OR head IN_LIST kWindowLibraries)
        refuse(${file} ${target} "io includes only the engine, io and nlohmann/json")
      endif()
    else()
      # editor, game and tools
      if(head STREQUAL kJsonLibrary)
        refuse(${file} ${target} "only io includes nlohmann/json")
      elseif(target IN_LIST json_facing_io_headers)
        refuse(${file} ${target} "this io header brings in nlohmann/json, which only io includes")
      elseif(head MATCHES "^(bench|tests)$")
        refuse(${file} ${target} "programs do not include tests or benchmarks")
      elseif(NOT module STREQUAL "game" AND (head STREQUAL "game" OR head IN_LIST kWindowLibraries))
        refuse(${file} ${target} "only game/ includes the game, SFML and Dear ImGui")
      elseif(module STREQUAL "editor" AND head STREQUAL "tools")
        refuse(${file} ${target} "the editor model does not include tools")
      elseif(module STREQUAL "game" AND head STREQUAL "tools")
        refuse(${file} ${target} "the game does not include tools")
      endif()
    endif()
  endforeach()
endforeach()

list(LENGTH sources checked)
if(problems GREATER 0)
  message(FATAL_ERROR "${problems} includes break the layering (${checked} files checked)")
endif()
message("layering: ${checked} files checked, every include within its layer")
