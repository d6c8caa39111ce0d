# JSON loading and saving: tests/io/*.cpp, run against the shipped levels and definitions.
file(GLOB TD_IO_TEST_SOURCES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/io/*.cpp)
add_executable(td_io_tests ${TD_IO_TEST_SOURCES})
target_link_libraries(td_io_tests PRIVATE td_io td_engine td_warnings GTest::gtest GTest::gtest_main)
target_compile_definitions(td_io_tests PRIVATE TD_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
gtest_discover_tests(td_io_tests DISCOVERY_TIMEOUT 60)
