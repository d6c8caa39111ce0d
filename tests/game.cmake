# The game client: unit tests of its non-drawing parts, and runs of the real
# executable (a display is needed; scripts/test provides a virtual one).
if(NOT TARGET td)
  return()
endif()

file(GLOB TD_GAME_TEST_SOURCES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/game/*Test.cpp
     ${CMAKE_CURRENT_SOURCE_DIR}/game/screens/*Test.cpp ${CMAKE_CURRENT_SOURCE_DIR}/game/screens/mode/*Test.cpp
     ${CMAKE_CURRENT_SOURCE_DIR}/game/kinds/*Test.cpp ${CMAKE_CURRENT_SOURCE_DIR}/game/icon/*Test.cpp ${CMAKE_CURRENT_SOURCE_DIR}/game/render/*Test.cpp
     ${CMAKE_CURRENT_SOURCE_DIR}/game/ui/*Test.cpp)
# With the engine's allocation counter, so frame building can be shown to allocate nothing.
add_executable(td_game_tests ${TD_GAME_TEST_SOURCES} ${CMAKE_CURRENT_SOURCE_DIR}/engine/support/AllocationCounter.cpp)
target_link_libraries(td_game_tests PRIVATE td_game td_warnings GTest::gtest GTest::gtest_main)
td_precompile(td_game_tests <gtest/gtest.h> <SFML/Graphics/RenderTarget.hpp> <filesystem> <string> <vector>)
target_link_libraries(td_game_tests PRIVATE td_source_paths)
target_include_directories(td_game_tests PRIVATE ${PROJECT_SOURCE_DIR})
# The layout tests run in every language, with the translations this build compiled.
target_compile_definitions(td_game_tests PRIVATE TD_BUILD_LOCALE_DIR="${PROJECT_BINARY_DIR}/locale")
add_dependencies(td_game_tests td_translations)
# Settings and progress go to a folder in the build tree, never the real home.
set(TD_GAME_CONFIG_DIR ${CMAKE_CURRENT_BINARY_DIR}/game-config)
file(MAKE_DIRECTORY ${TD_GAME_CONFIG_DIR})
td_gtest_suites(td_game_tests PROPERTIES ENVIRONMENT "ALSOFT_DRIVERS=null;XDG_CONFIG_HOME=${TD_GAME_CONFIG_DIR}")

# Checks that a screenshot is an image of the expected size with a real
# picture in it rather than one flat colour.
add_executable(td_image_check ${CMAKE_CURRENT_SOURCE_DIR}/game/tools/ImageCheck.cpp)
target_link_libraries(td_image_check PRIVATE sfml-graphics td_warnings)

set(TD_GAME_TEST_ENV "ALSOFT_DRIVERS=null;XDG_CONFIG_HOME=${TD_GAME_CONFIG_DIR}")
set(TD_SHOT_DIR ${CMAKE_CURRENT_BINARY_DIR}/game-shots)
file(MAKE_DIRECTORY ${TD_SHOT_DIR})

add_test(NAME game.smoke_first_level
         COMMAND td --level ${PROJECT_SOURCE_DIR}/levels/01_first_steps.json --frames 120)
add_test(NAME game.smoke_second_level
         COMMAND td --level ${PROJECT_SOURCE_DIR}/levels/02_open_field.json --frames 60 --size 960x600)
# No --level: the first level is found beside the executable, whatever the working directory.
add_test(NAME game.finds_its_levels COMMAND td --frames 10 WORKING_DIRECTORY ${TD_SHOT_DIR})
# A shipped level by its name, without its number or path.
add_test(NAME game.level_by_name COMMAND td --level first_steps --frames 10 WORKING_DIRECTORY ${TD_SHOT_DIR})

add_test(NAME game.screenshot
         COMMAND td --level ${PROJECT_SOURCE_DIR}/levels/01_first_steps.json --screenshot ${TD_SHOT_DIR}/first.png)
add_test(NAME game.screenshot_sized
         COMMAND td --level ${PROJECT_SOURCE_DIR}/levels/02_open_field.json --size 800x600
                 --screenshot ${TD_SHOT_DIR}/second.png)
add_test(NAME game.screenshot_check COMMAND td_image_check ${TD_SHOT_DIR}/first.png 1280 720)
add_test(NAME game.screenshot_sized_check COMMAND td_image_check ${TD_SHOT_DIR}/second.png 800 600)
set_tests_properties(game.screenshot game.screenshot_sized PROPERTIES FIXTURES_SETUP td_shots)
set_tests_properties(game.screenshot_check game.screenshot_sized_check PROPERTIES FIXTURES_REQUIRED td_shots)

# A level part-way through its waves, with towers firing: simulated, then drawn.
add_test(NAME game.screenshot_mid_wave
         COMMAND td --level ${PROJECT_SOURCE_DIR}/levels/01_first_steps.json
                 --actions ${CMAKE_CURRENT_SOURCE_DIR}/game/data/first_steps_actions.json --ticks 2000
                 --screenshot ${TD_SHOT_DIR}/mid_wave.png)
add_test(NAME game.screenshot_mid_wave_check COMMAND td_image_check ${TD_SHOT_DIR}/mid_wave.png 1280 720)
set_tests_properties(game.screenshot_mid_wave PROPERTIES FIXTURES_SETUP td_shots)
set_tests_properties(game.screenshot_mid_wave_check PROPERTIES FIXTURES_REQUIRED td_shots)

# Rewind, continue, the replay browser and share codes driven through the game's window by xdotool, as a
# player would. Four games in turn on one display: -noreset keeps the X server from resetting between them
# (a game starting during a reset found no display).
find_program(TD_XDOTOOL_PLAY xdotool)
find_program(TD_XVFB_RUN_PLAY xvfb-run)
if(TD_XDOTOOL_PLAY AND TD_XVFB_RUN_PLAY)
  add_test(NAME game.window_session
           COMMAND ${TD_XVFB_RUN_PLAY} -a -s "-screen 0 1280x720x24 -noreset" bash
                   ${CMAKE_CURRENT_SOURCE_DIR}/game/play/window_session.sh $<TARGET_FILE:td>
                   ${CMAKE_CURRENT_BINARY_DIR}/game-play-window-session)
  set_tests_properties(game.window_session PROPERTIES TIMEOUT 180)
endif()

# A game played to its end: the picture shows the result with its charts over the map.
add_test(NAME game.screenshot_result
         COMMAND td --level ${PROJECT_SOURCE_DIR}/levels/01_first_steps.json
                 --actions ${PROJECT_SOURCE_DIR}/tests/data/rated/01_first_steps.json --ticks 40000
                 --screenshot ${TD_SHOT_DIR}/result.png)
add_test(NAME game.screenshot_result_check COMMAND td_image_check ${TD_SHOT_DIR}/result.png 1280 720)
set_tests_properties(game.screenshot_result PROPERTIES FIXTURES_SETUP td_shots)
set_tests_properties(game.screenshot_result_check PROPERTIES FIXTURES_REQUIRED td_shots)

# A level with a hero: played for a moment, and drawn part-way through its
# third wave with the hero selected and walking off the road, imps fleeing
# and wolves on its trail (docs/screenshot-hero.png is this frame).
add_test(NAME game.smoke_hero_level
         COMMAND td --level ${PROJECT_SOURCE_DIR}/levels/06_the_warden.json --frames 120)
add_test(NAME game.screenshot_hero
         COMMAND td --level ${PROJECT_SOURCE_DIR}/levels/07_wolf_trail.json
                 --actions ${CMAKE_CURRENT_SOURCE_DIR}/game/data/wolf_trail_hero_actions.json --ticks 1650
                 --select hero --screenshot ${TD_SHOT_DIR}/hero.png)
add_test(NAME game.screenshot_hero_check COMMAND td_image_check ${TD_SHOT_DIR}/hero.png 1280 720)
set_tests_properties(game.screenshot_hero PROPERTIES FIXTURES_SETUP td_shots)
set_tests_properties(game.screenshot_hero_check PROPERTIES FIXTURES_REQUIRED td_shots)

# Scripted input through the title menu, level select and a level: picks,
# builds, selects, upgrades, sells, changes speed, pauses and leaves.
add_test(NAME game.autoplay COMMAND td --autoplay --frames 500)
add_test(NAME game.autoplay_level
         COMMAND td --level ${PROJECT_SOURCE_DIR}/levels/02_open_field.json --autoplay --frames 400 --size 1024x640)
add_test(NAME game.rejects_ticks_without_screenshot COMMAND td --ticks 10 --frames 1)
set_tests_properties(game.rejects_ticks_without_screenshot PROPERTIES PASS_REGULAR_EXPRESSION "go with --screenshot")

# Bad input ends with a message that says what is wrong, not a crash.
add_test(NAME game.reports_level_errors
         COMMAND td --level ${CMAKE_CURRENT_SOURCE_DIR}/game/data/broken_level.json --frames 1)
set_tests_properties(game.reports_level_errors PROPERTIES
                     PASS_REGULAR_EXPRESSION "error: [^\n]*broken_level\\.json: tiles\\[2\\]: expected 6 characters")
# A level the editor saved with problems is not played either: the reason is given.
add_test(NAME game.refuses_unfinished_level
         COMMAND td --level ${CMAKE_CURRENT_SOURCE_DIR}/io/data/sealed-level.json --frames 1)
set_tests_properties(game.refuses_unfinished_level PROPERTIES
                     PASS_REGULAR_EXPRESSION "error: [^\n]*sealed-level\\.json: spawns\\[0\\]: no route leads")
add_test(NAME game.rejects_unknown_options COMMAND td --bogus 1)
set_tests_properties(game.rejects_unknown_options PROPERTIES PASS_REGULAR_EXPRESSION "unknown option '--bogus'")
# Alone at the end of the line, an unknown option is still unknown, not one that wants a value.
add_test(NAME game.rejects_unknown_options_last COMMAND td --bogus)
set_tests_properties(game.rejects_unknown_options_last PROPERTIES PASS_REGULAR_EXPRESSION "unknown option '--bogus'")
add_test(NAME game.rejects_bad_size COMMAND td --size 12x7 --frames 1)
set_tests_properties(game.rejects_bad_size PROPERTIES PASS_REGULAR_EXPRESSION "--size expects")

# A damaged settings file is reported at start-up and the game runs on defaults.
set(TD_DAMAGED_CONFIG_DIR ${CMAKE_CURRENT_BINARY_DIR}/game-config-damaged)
file(MAKE_DIRECTORY ${TD_DAMAGED_CONFIG_DIR}/tower-defence)
add_test(NAME game.damaged_settings_setup
         COMMAND ${CMAKE_COMMAND} -E copy ${CMAKE_CURRENT_SOURCE_DIR}/game/data/damaged_settings.json
                 ${TD_DAMAGED_CONFIG_DIR}/tower-defence/settings.json)
add_test(NAME game.reports_damaged_settings COMMAND td --frames 5)
set_tests_properties(game.damaged_settings_setup PROPERTIES FIXTURES_SETUP td_damaged_settings)
set_tests_properties(game.reports_damaged_settings PROPERTIES
                     FIXTURES_REQUIRED td_damaged_settings
                     ENVIRONMENT "ALSOFT_DRIVERS=null;XDG_CONFIG_HOME=${TD_DAMAGED_CONFIG_DIR}" TIMEOUT 180
                     PASS_REGULAR_EXPRESSION "damaged settings file")

set_tests_properties(
  game.smoke_first_level game.smoke_second_level game.finds_its_levels game.level_by_name game.screenshot
  game.screenshot_sized
  game.screenshot_check game.screenshot_sized_check game.reports_level_errors game.refuses_unfinished_level
  game.rejects_unknown_options
  game.rejects_bad_size game.screenshot_mid_wave game.screenshot_mid_wave_check game.autoplay game.autoplay_level
  game.rejects_ticks_without_screenshot game.smoke_hero_level game.screenshot_hero game.screenshot_hero_check
  PROPERTIES ENVIRONMENT "${TD_GAME_TEST_ENV}" TIMEOUT 180)

# The Lab: each page drawn still, at two sizes, and a page it does not have refused.
foreach(page grids meshes movers collisions)
  foreach(size 1280x720 640x360)
    add_test(NAME game.lab_${page}_${size} COMMAND td --lab ${page} --size ${size}
                                                   --screenshot ${TD_SHOT_DIR}/lab-${page}-${size}.png)
    string(REPLACE "x" ";" dims ${size})
    add_test(NAME game.lab_${page}_${size}_check COMMAND td_image_check ${TD_SHOT_DIR}/lab-${page}-${size}.png ${dims})
    set_tests_properties(game.lab_${page}_${size} PROPERTIES FIXTURES_SETUP td_lab_${page}_${size}
                         ENVIRONMENT "${TD_GAME_TEST_ENV}" TIMEOUT 120)
    set_tests_properties(game.lab_${page}_${size}_check PROPERTIES FIXTURES_REQUIRED td_lab_${page}_${size})
  endforeach()
endforeach()
add_test(NAME game.lab_refuses_unknown_page COMMAND td --lab nowhere --frames 1)
set_tests_properties(game.lab_refuses_unknown_page PROPERTIES WILL_FAIL TRUE ENVIRONMENT "${TD_GAME_TEST_ENV}")

# The largest level the game opens (1024 x 1024, io/PlayableSize.h) opens and plays within its bounds: in 30 s and,
# outside the sanitizers (which reserve terabytes of address space), within 1.2 GB of address space, libraries
# and the renderer included (the ground built whole for every cell needed twice that).
set(TD_LARGEST_LEVEL ${TD_SHOT_DIR}/largest.json)
add_test(NAME game.largest_level_setup COMMAND ${CMAKE_COMMAND} -DOUT=${TD_LARGEST_LEVEL}
                                                -P ${CMAKE_CURRENT_SOURCE_DIR}/game/largest_level.cmake)
if(TD_SANITIZE)
  add_test(NAME game.largest_level_opens COMMAND td --level ${TD_LARGEST_LEVEL} --frames 5)
else()
  add_test(NAME game.largest_level_opens
           COMMAND sh -c "ulimit -v 1200000 && exec \"$0\" --level \"$1\" --frames 5" $<TARGET_FILE:td> ${TD_LARGEST_LEVEL})
endif()
set_tests_properties(game.largest_level_setup PROPERTIES FIXTURES_SETUP td_largest_level)
set_tests_properties(game.largest_level_opens PROPERTIES FIXTURES_REQUIRED td_largest_level TIMEOUT 30
                     ENVIRONMENT "${TD_GAME_TEST_ENV}")
if(TD_SANITIZE)
  add_test(NAME game.largest_level_edits COMMAND td --edit ${TD_LARGEST_LEVEL} --frames 5)
else()
  add_test(NAME game.largest_level_edits
           COMMAND sh -c "ulimit -v 1200000 && exec \"$0\" --edit \"$1\" --frames 5" $<TARGET_FILE:td> ${TD_LARGEST_LEVEL})
endif()
set_tests_properties(game.largest_level_edits PROPERTIES FIXTURES_REQUIRED td_largest_level TIMEOUT 30
                     ENVIRONMENT "${TD_GAME_TEST_ENV}")

# Without an X display the game says so and exits 1, where SFML aborted (for --verify too, which plays the game's
# own screen off screen).
add_test(NAME game.no_display_is_said
         COMMAND ${CMAKE_COMMAND} -E env --unset=DISPLAY $<TARGET_FILE:td> --level first_steps --frames 1)
set_tests_properties(game.no_display_is_said PROPERTIES PASS_REGULAR_EXPRESSION "td: no display: the game draws through X")
