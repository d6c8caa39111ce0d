# The level editor's user interface: unit tests of its window-free parts
# (shortcuts, the map view, the tools' mouse handling, the dialogs' states,
# the prompt before losing work), and runs of the editor itself under the
# test display: a scripted session that paints, undoes, redoes and saves,
# with the saved file checked, and screenshots.
if(NOT TARGET td OR NOT TARGET td_editor)
  return()
endif()

file(GLOB TD_GAME_EDITOR_TEST_SOURCES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/game/editor/*Test.cpp)
add_executable(td_game_editor_tests ${TD_GAME_EDITOR_TEST_SOURCES})
target_link_libraries(td_game_editor_tests PRIVATE td_game td_editor td_warnings GTest::gtest GTest::gtest_main)
td_precompile(td_game_editor_tests <gtest/gtest.h> <string> <vector>)
target_link_libraries(td_game_editor_tests PRIVATE td_source_paths)
target_include_directories(td_game_editor_tests PRIVATE ${PROJECT_SOURCE_DIR})
td_gtest_suites(td_game_editor_tests TEST_PREFIX "editorui.")

set(TD_EDITOR_RUN_DIR ${CMAKE_CURRENT_BINARY_DIR}/editor-run)
set(TD_EDITOR_CONFIG_DIR ${TD_EDITOR_RUN_DIR}/config)
set(TD_EDITOR_ENV "ALSOFT_DRIVERS=null;XDG_CONFIG_HOME=${TD_EDITOR_CONFIG_DIR}")

# The smoke test: a fresh copy of the first level and an empty config folder of its own (no recovery files to
# offer, none written meanwhile by the other editor tests, which may run beside it), a scripted session, then
# the saved file is compared with the original cell by cell.
set(TD_EDITOR_SMOKE_CONFIG_DIR ${TD_EDITOR_RUN_DIR}/smoke-config)
add_test(NAME editor.smoke_setup
         COMMAND ${CMAKE_COMMAND} -E rm -rf ${TD_EDITOR_SMOKE_CONFIG_DIR} ${TD_EDITOR_RUN_DIR}/smoke.json)
add_test(NAME editor.smoke_copy
         COMMAND ${CMAKE_COMMAND} -E copy ${PROJECT_SOURCE_DIR}/levels/01_first_steps.json ${TD_EDITOR_RUN_DIR}/smoke.json)
add_test(NAME editor.smoke_run COMMAND td --edit ${TD_EDITOR_RUN_DIR}/smoke.json --autoplay --frames 150)
add_test(NAME editor.smoke_check
         COMMAND ${CMAKE_COMMAND} -DORIGINAL=${PROJECT_SOURCE_DIR}/levels/01_first_steps.json
                 -DSAVED=${TD_EDITOR_RUN_DIR}/smoke.json -P ${CMAKE_CURRENT_SOURCE_DIR}/game/editor/smoke_check.cmake)
set_tests_properties(editor.smoke_setup PROPERTIES FIXTURES_SETUP td_editor_smoke_clean)
set_tests_properties(editor.smoke_copy PROPERTIES FIXTURES_SETUP td_editor_smoke_file FIXTURES_REQUIRED td_editor_smoke_clean)
set_tests_properties(editor.smoke_run PROPERTIES FIXTURES_SETUP td_editor_smoke_saved
                     FIXTURES_REQUIRED "td_editor_smoke_file;td_editor_smoke_clean"
                     ENVIRONMENT "ALSOFT_DRIVERS=null;XDG_CONFIG_HOME=${TD_EDITOR_SMOKE_CONFIG_DIR}")
set_tests_properties(editor.smoke_check PROPERTIES FIXTURES_REQUIRED td_editor_smoke_saved)
if(TARGET td-cli)
  # The saved level passes the same checks as every shipped level.
  add_test(NAME editor.smoke_cli_check COMMAND td-cli check ${TD_EDITOR_RUN_DIR}/smoke.json)
  set_tests_properties(editor.smoke_cli_check PROPERTIES FIXTURES_REQUIRED td_editor_smoke_saved)
endif()

# Screenshots of the editor at the smallest supported layout and a large one.
add_test(NAME editor.screenshot
         COMMAND td --edit ${PROJECT_SOURCE_DIR}/levels/01_first_steps.json --screenshot ${TD_EDITOR_RUN_DIR}/editor.png)
add_test(NAME editor.screenshot_large
         COMMAND td --edit ${PROJECT_SOURCE_DIR}/levels/04_two_gates.json --size 1920x1080
                 --screenshot ${TD_EDITOR_RUN_DIR}/editor-large.png)
set_tests_properties(editor.screenshot editor.screenshot_large PROPERTIES ENVIRONMENT "${TD_EDITOR_ENV}"
                     FIXTURES_SETUP td_editor_shots)
if(TARGET td_image_check)
  add_test(NAME editor.screenshot_check COMMAND td_image_check ${TD_EDITOR_RUN_DIR}/editor.png 1280 720)
  add_test(NAME editor.screenshot_large_check COMMAND td_image_check ${TD_EDITOR_RUN_DIR}/editor-large.png 1920 1080)
  set_tests_properties(editor.screenshot_check editor.screenshot_large_check PROPERTIES FIXTURES_REQUIRED td_editor_shots)
endif()

# A new level from the command line opens on the size dialog; a file that is
# not a level is refused with its errors.
add_test(NAME editor.new_level COMMAND td --edit ${TD_EDITOR_RUN_DIR}/brand-new.json --frames 20)
set_tests_properties(editor.new_level PROPERTIES ENVIRONMENT "${TD_EDITOR_ENV}")
add_test(NAME editor.rejects_broken_level
         COMMAND td --edit ${CMAKE_CURRENT_SOURCE_DIR}/game/data/broken_level.json --frames 1)
set_tests_properties(editor.rejects_broken_level PROPERTIES PASS_REGULAR_EXPRESSION "cannot open .*broken_level\\.json")
# An unfinished level (a sealed spawn, kinds the game does not know) opens for editing.
add_test(NAME editor.opens_unfinished_level
         COMMAND td --edit ${CMAKE_CURRENT_SOURCE_DIR}/io/data/unfinished-level.json --frames 20)
set_tests_properties(editor.opens_unfinished_level PROPERTIES ENVIRONMENT "${TD_EDITOR_ENV}"
                     FAIL_REGULAR_EXPRESSION "cannot open")
add_test(NAME editor.rejects_level_with_edit COMMAND td --edit --level ${PROJECT_SOURCE_DIR}/levels/01_first_steps.json)
set_tests_properties(editor.rejects_level_with_edit PROPERTIES PASS_REGULAR_EXPRESSION "--edit goes with")

# The editor under real input: xdotool presses keys and drags the mouse in the
# editor's window on an X server of the test's own (so that it never moves a
# developer's pointer), and the saved file is checked cell by cell.
find_program(TD_XDOTOOL xdotool)
find_program(TD_XVFB_RUN xvfb-run)
if(TD_XDOTOOL AND TD_XVFB_RUN AND TARGET td-cli)
  add_test(NAME editor.window_session
           COMMAND ${TD_XVFB_RUN} -a -s "-screen 0 1280x720x24" bash
                   ${CMAKE_CURRENT_SOURCE_DIR}/game/editor/window_session.sh $<TARGET_FILE:td> $<TARGET_FILE:td-cli>
                   ${PROJECT_SOURCE_DIR}/levels/04_two_gates.json ${TD_EDITOR_RUN_DIR}/window-session)
  set_tests_properties(editor.window_session PROPERTIES TIMEOUT 180)
endif()
