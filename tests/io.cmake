# JSON loading and saving: tests/io/*.cpp and tests/io/store/*.cpp, run against the shipped levels and definitions.
file(GLOB TD_IO_TEST_SOURCES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/io/*.cpp ${CMAKE_CURRENT_SOURCE_DIR}/io/store/*.cpp)
add_executable(td_io_tests ${TD_IO_TEST_SOURCES})
target_link_libraries(td_io_tests PRIVATE td_io td_engine td_warnings GTest::gtest GTest::gtest_main)
td_precompile(td_io_tests <gtest/gtest.h> <nlohmann/json.hpp> <filesystem> <string> <vector>)
target_link_libraries(td_io_tests PRIVATE td_source_paths)
# Under the sanitizers the trace invariants play every shipped level defended and undefended with seed 1 only; the
# Release tree plays seed 7 as well. The second seed takes the same code through another game, and it doubled the
# longest part of the sanitized run (the largest level takes over a minute a game there).
td_gtest_suites(td_io_tests TEST_PREFIX "io." PER_CASE EveryShippedLevel/SimTraceInvariants SANITIZED_SKIP "_seed7$")

# The level JSON Schema against every shipped level, with Python's jsonschema
# (Debian: python3-jsonschema). The test reports itself skipped when the
# module is missing; LevelSchemaTest.cpp checks the schema's keys and limits
# against the loader either way.
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
  add_test(NAME io.schema.shipped_levels
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/io/level_schema_check.py
                   ${PROJECT_SOURCE_DIR}/levels/schema/td-level.schema.json ${PROJECT_SOURCE_DIR}/levels)
  set_tests_properties(io.schema.shipped_levels PROPERTIES SKIP_RETURN_CODE 77)
else()
  message(STATUS "python3 not found: the level schema is not checked against the shipped levels")
endif()
