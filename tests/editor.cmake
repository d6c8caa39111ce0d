# The level editor's model: tests/editor/**/*.cpp, no window needed.
file(GLOB_RECURSE TD_EDITOR_TEST_SOURCES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/editor/*.cpp)
add_executable(td_editor_tests ${TD_EDITOR_TEST_SOURCES})
target_link_libraries(td_editor_tests PRIVATE td_editor td_io td_engine td_warnings GTest::gtest GTest::gtest_main)
td_precompile(td_editor_tests <gtest/gtest.h> <string> <vector>)
target_link_libraries(td_editor_tests PRIVATE td_source_paths)
td_gtest_suites(td_editor_tests)
