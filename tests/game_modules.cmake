# Unit tests of the game's self-contained modules (audio, input, persist). They need
# td_game but no window, so they run without a display.
if(NOT TARGET td_game)
  return()
endif()

file(GLOB TD_GAME_MODULE_TEST_SOURCES CONFIGURE_DEPENDS
     ${CMAKE_CURRENT_SOURCE_DIR}/game/audio/*Test.cpp
     ${CMAKE_CURRENT_SOURCE_DIR}/game/input/*Test.cpp
     ${CMAKE_CURRENT_SOURCE_DIR}/game/persist/*Test.cpp
     ${CMAKE_CURRENT_SOURCE_DIR}/game/text/*Test.cpp)
add_executable(td_game_module_tests ${TD_GAME_MODULE_TEST_SOURCES})
target_link_libraries(td_game_module_tests PRIVATE td_game sfml-audio td_warnings GTest::gtest GTest::gtest_main)
# The catalogue tests read the build's message template and compiled translations, and the project's po/.
target_compile_definitions(td_game_module_tests PRIVATE TD_POT_FILE="${TD_POT_FILE}" TD_PO_DIR="${PROJECT_SOURCE_DIR}/po"
                                                        TD_BUILD_LOCALE_DIR="${PROJECT_BINARY_DIR}/locale")
add_dependencies(td_game_module_tests td_translations td_message_template)
td_precompile(td_game_module_tests <gtest/gtest.h> <nlohmann/json.hpp> <filesystem> <string> <vector>)

# The null OpenAL driver gives a working device on machines without sound
# hardware. The no-device case runs separately below, with a driver list that
# matches nothing, since OpenAL reads the variable once per process.
td_gtest_suites(td_game_module_tests EXCLUDE_SUITES AudioWithoutDevice
                PROPERTIES ENVIRONMENT "ALSOFT_DRIVERS=null" TIMEOUT 120)
add_test(NAME game_modules.audio_without_device
         COMMAND td_game_module_tests --gtest_filter=AudioWithoutDevice.*)
set_tests_properties(game_modules.audio_without_device PROPERTIES
                     ENVIRONMENT "ALSOFT_DRIVERS=no-such-driver;TD_TEST_EXPECT_NO_AUDIO_DEVICE=1" TIMEOUT 120
                     # A filter that matched nothing would pass silently.
                     PASS_REGULAR_EXPRESSION "\\[  PASSED  \\] [1-9]" FAIL_REGULAR_EXPRESSION "\\[  FAILED  \\]")
