# td-cli end to end: the benchmark samples must pass, wrong answers must give
# exit code 1, and malformed input or a bad command line exit code 2 exactly,
# with the message naming file and line. tests/support/expect_exit.cmake, run by `cmake -P`,
# checks the code and the output, since WILL_FAIL would accept any failure.
if(NOT TARGET td-cli)
  return()
endif()

# The command-line scanner the subcommands share: tests/tools/**/*.cpp.
file(GLOB_RECURSE TD_CLI_TEST_SOURCES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/tools/*.cpp)
add_executable(td_cli_tests ${TD_CLI_TEST_SOURCES})
target_include_directories(td_cli_tests PRIVATE ${PROJECT_SOURCE_DIR})
target_link_libraries(td_cli_tests PRIVATE td_warnings GTest::gtest GTest::gtest_main)
td_gtest_suites(td_cli_tests TEST_PREFIX "cli.")

set(TD_CLI_EXPECT ${CMAKE_CURRENT_SOURCE_DIR}/support/expect_exit.cmake)

set(TD_MOVINGAI ${CMAKE_CURRENT_SOURCE_DIR}/data/movingai)

# td_cli_test(NAME CODE REGEX args...): run td-cli with args, expect exit CODE
# and output matching REGEX (empty: any output).
function(td_cli_test name code regex)
  set(expect -DEXPECT_CODE=${code})
  if(NOT regex STREQUAL "")
    list(APPEND expect "-DEXPECT_OUTPUT=${regex}")
  endif()
  add_test(NAME ${name} COMMAND ${CMAKE_COMMAND} ${expect} -P ${TD_CLI_EXPECT} -- $<TARGET_FILE:td-cli> ${ARGN})
endfunction()

foreach(map arena den312d den520d Berlin_0_256)
  td_cli_test(cli.path.${map} 0 "\"mismatches\": 0,.*\"passed\": true"
              path --map ${TD_MOVINGAI}/${map}.map --scen ${TD_MOVINGAI}/${map}.map.scen --json)
endforeach()
td_cli_test(cli.path.dijkstra 0 "\"algo\": \"dijkstra\".*\"mismatches\": 0,"
            path --map ${TD_MOVINGAI}/den312d.map --scen ${TD_MOVINGAI}/den312d.map.scen --algo dijkstra --json)
td_cli_test(cli.path.bfs4 0 "\"connectivity\": 4.*\"solved\": 320,"
            path --map=${TD_MOVINGAI}/den312d.map --scen=${TD_MOVINGAI}/den312d.map.scen --algo=bfs4 --json)
td_cli_test(cli.path.table 0 "total +160 +160 +0 .*OK: 160 of 160 solved"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen)

# Well-formed files with wrong answers: one length off, one start on a wall.
td_cli_test(cli.path.wrong_answers 1 "\"solved\": 2,.*\"mismatches\": 1,"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/bad/wrong-answers.scen --json)

td_cli_test(cli.path.short_row 2 "short-row\\.map:6: expected a map row of 5 characters"
            path --map ${TD_MOVINGAI}/bad/short-row.map --scen ${TD_MOVINGAI}/bad/short-row.map.scen --json)
td_cli_test(cli.path.non_numeric 2 "non-numeric\\.scen:3: expected the goal x"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/bad/non-numeric.scen --json)
td_cli_test(cli.path.other_map 2 "other-map\\.scen:2: .*den312d\\.map"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/bad/other-map.scen)
td_cli_test(cli.path.missing_file 2 "no-such\\.map"
            path --map ${TD_MOVINGAI}/no-such.map --scen ${TD_MOVINGAI}/arena.map.scen)
td_cli_test(cli.path.unknown_option 2 "unknown option '--fast'"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen --fast)
td_cli_test(cli.path.unknown_algo 2 "unknown algorithm 'jsp' \\(astar, jps, dijkstra, bfs4, backtrack or quadtree\\)"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen --algo jsp)
# Jump Point Search, held to the optimal lengths and timed against plain A* on the same queries.
td_cli_test(cli.path.jps 0 "\"algo\": \"jps\",.*\"solved\": 320,.*\"mismatches\": 0,.*\"speedup\": [0-9.]+,.*\"passed\": true"
            path --map ${TD_MOVINGAI}/den312d.map --scen ${TD_MOVINGAI}/den312d.map.scen --algo jps --json)
td_cli_test(cli.path.jps_table 0 "algo +jps .*speed-up +[0-9.]+x.*OK: 160 of 160 solved, 0 mismatches"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen --algo jps)
# Plain astar runs Jump Point Search on an open map of one cost, and names it; a weight keeps A*.
td_cli_test(cli.path.astar_chooses_jps 0 "\"algo\": \"astar\",[^,]*\"search\": \"jps\",.*\"mismatches\": 0,"
            path --map ${TD_MOVINGAI}/den520d.map --scen ${TD_MOVINGAI}/den520d.map.scen --json)
td_cli_test(cli.path.astar_chooses_jps_table 0 "algo +astar, ran jps \\(chosen for this map\\)"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen)
td_cli_test(cli.path.weight_keeps_astar 0 "\"algo\": \"astar\",[^,]*\"search\": \"astar\","
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen --weight 2 --json)
td_cli_test(cli.path.jps_no_weight 2 "--weight applies to astar only"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen --algo jps --weight 2)
td_cli_test(cli.path.jps_no_turn_penalty 2 "--turn-penalty applies to astar and dijkstra"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen --algo jps --turn-penalty 1)
td_cli_test(cli.path.missing_scen 2 "missing --scen" path --map ${TD_MOVINGAI}/arena.map)
td_cli_test(cli.path.help 0 "usage: td-cli path.*bfs4" path --help)
# The options of the route search: backtracking finds every route but is
# reported with its excess over A*; weighted A* stays within W x optimal and
# reports its speed-up; the turn-aware search keeps the optimum at penalty 0
# with no more turns than A*.
td_cli_test(cli.path.backtrack 0
            "\"algo\": \"backtrack\".*\"solved\": 320,.*\"mismatches\": 0,.*\"mean_excess\": [1-9][0-9.e+]*,.*\"max_excess\": [1-9].*\"passed\": true"
            path --map ${TD_MOVINGAI}/den312d.map --scen ${TD_MOVINGAI}/den312d.map.scen --algo backtrack --json)
# The quadtree search: a route for every scenario, never shorter than optimal,
# some longer; the report compares leaves with A*'s cells and gives the tree.
td_cli_test(cli.path.quadtree 0
            "\"algo\": \"quadtree\".*\"solved\": 320,.*\"mismatches\": 0,.*\"mean_leaves_expanded\": [0-9.e+]+,.*\"mean_excess\": [0-9.e+-]+,.*\"max_excess\": [1-9].*\"astar_mean_cells_searched\": [1-9].*\"leaf_cost\": \"crossings\",.*\"quadtree_leaves\": [1-9][0-9]*,.*\"passed\": true"
            path --map ${TD_MOVINGAI}/den312d.map --scen ${TD_MOVINGAI}/den312d.map.scen --algo quadtree --json)
td_cli_test(cli.path.quadtree_table 0 "leaf cost centres.*expanded +mean [0-9.]+ leaves, plain A\\* [0-9.]+ cells\nquadtree +[0-9]+ leaves, [0-9]+ passable.*OK: 160 of 160"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen --algo quadtree --leaf-cost centres)
td_cli_test(cli.path.leaf_cost_needs_quadtree 2 "--leaf-cost applies to quadtree only"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen --leaf-cost centres)
td_cli_test(cli.path.bad_leaf_cost 2 "--leaf-cost expects centres or crossings, not 'corners'"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen --algo quadtree --leaf-cost corners)
td_cli_test(cli.path.weighted 0
            "\"weight\": 2\\.0,.*\"mismatches\": 0,.*\"max_suboptimality\": 1\\.[0-9]+,.*\"speedup\": [0-9.e+-]+,\n  \"passed\": true"
            path --map ${TD_MOVINGAI}/Berlin_0_256.map --scen ${TD_MOVINGAI}/Berlin_0_256.map.scen --weight 2 --json)
td_cli_test(cli.path.weighted_table 0 "weight 3.*suboptimality +mean 1\\.[0-9]+, largest [12]\\.[0-9]+\n.*speed-up.*OK: 160 of 160"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen --weight=3)
td_cli_test(cli.path.weighted_beyond_bound 1 "\"weight\": 2\\.0,.*\"mismatches\": 1,.*\"passed\": false"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/bad/understated.scen --weight 2 --json)
td_cli_test(cli.path.fewest_turns 0
            "\"turn_penalty\": 0\\.0,.*\"mismatches\": 0,.*\"max_suboptimality\": 1\\.0,.*\"passed\": true"
            path --map ${TD_MOVINGAI}/den520d.map --scen ${TD_MOVINGAI}/den520d.map.scen --turn-penalty 0 --json)
td_cli_test(cli.path.turn_penalty 0 "turn penalty 1\\.5.*turns +mean [0-9.]+, plain A\\* [0-9.]+\n.*OK: 320 of 320"
            path --map ${TD_MOVINGAI}/den312d.map --scen ${TD_MOVINGAI}/den312d.map.scen --turn-penalty 1.5)
td_cli_test(cli.path.bad_weight 2 "--weight expects a number in \\[1, 64\\], not '0\\.5'"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen --weight 0.5)
td_cli_test(cli.path.weight_needs_astar 2 "--weight applies to astar only"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen --algo bfs4 --weight 2)
td_cli_test(cli.path.bad_turn_penalty 2 "--turn-penalty expects a number of cells in \\[0, 4096\\], not 'sharp'"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen --turn-penalty sharp)
td_cli_test(cli.path.weight_and_turns 2 "--weight and --turn-penalty cannot be combined"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen --weight 2 --turn-penalty 1)
td_cli_test(cli.unknown_command 2 "unknown command 'route'" route)
td_cli_test(cli.no_command 2 "usage: td-cli")
td_cli_test(cli.help 0 "commands:.*path" --help)

# td-cli check and fmt over level files: every shipped level is valid and in
# canonical form; a broken level fails with each of its problems named; fmt
# turns a reordered, re-spaced copy of a shipped level back into the shipped
# bytes, in place or to -o, and never writes an invalid level.
set(TD_LEVELS ${PROJECT_SOURCE_DIR}/levels)
set(TD_LEVEL_DATA ${CMAKE_CURRENT_SOURCE_DIR}/io/data)
file(GLOB TD_CLI_SHIPPED_LEVELS CONFIGURE_DEPENDS ${TD_LEVELS}/*.json)

td_cli_test(cli.check.shipped_levels 0 "01_first_steps\\.json: ok.*13_grand_campaign\\.json: ok"
            check ${TD_CLI_SHIPPED_LEVELS})
td_cli_test(cli.fmt.shipped_levels_are_canonical 0 "" fmt --check ${TD_CLI_SHIPPED_LEVELS})
td_cli_test(cli.check.broken_level 1
            "error: [^\n]*broken-level\\.json: tiles\\[3\\]: expected 24 characters \\(the width in size\\), found 23"
            check ${TD_LEVELS}/01_first_steps.json ${TD_LEVEL_DATA}/broken-level.json)
# Every problem of the file in one run, the warning first.
set(every_problem "broken-level\\.json: invalid.*warning: [^\n]*author: unknown key")
string(APPEND every_problem ".*lives: expected an integer in 1\\.\\.1000000, found 0")
string(APPEND every_problem ".*waves\\[2\\]\\.groups\\[0\\]\\.enemy: unknown enemy kind \"dragon\"")
td_cli_test(cli.check.every_problem 1 "${every_problem}" check ${TD_LEVEL_DATA}/broken-level.json)
td_cli_test(cli.check.warnings_pass 0 "warning: [^\n]*unknown-key-level\\.json: author: unknown key, ignored"
            check ${TD_LEVEL_DATA}/unknown-key-level.json)
td_cli_test(cli.check.strict 1 "unknown-key-level\\.json: invalid"
            check --strict ${TD_LEVEL_DATA}/unknown-key-level.json)
td_cli_test(cli.check.missing_file 1 "no-such-level\\.json: cannot open the file: it does not exist"
            check ${TD_LEVEL_DATA}/no-such-level.json)
td_cli_test(cli.check.defs_option 0 ": ok"
            check --defs=${PROJECT_SOURCE_DIR}/assets/defs ${TD_LEVELS}/01_first_steps.json)
# A folder without the definitions: each missing file is named.
td_cli_test(cli.check.bad_defs 2 "levels/terrains\\.json: cannot open the file: it does not exist"
            check --defs ${TD_LEVELS} ${TD_LEVELS}/01_first_steps.json)
td_cli_test(cli.check.defs_not_a_folder 2 "not a folder; expected the folder of terrains\\.json"
            check --defs ${TD_LEVELS}/01_first_steps.json ${TD_LEVELS}/01_first_steps.json)
td_cli_test(cli.check.no_files 2 "td-cli check: missing FILE" check)
td_cli_test(cli.check.unknown_option 2 "unknown option '--fix'" check --fix ${TD_LEVELS}/01_first_steps.json)
td_cli_test(cli.check.help 0 "usage: td-cli check.*Exit status" check --help)
# A level with a hero: valid and canonical as shipped; a hero of an unknown kind
# on rock gives both problems at their paths; fmt puts the hero's keys in order.
td_cli_test(cli.check.hero_level 0 "hero-level\\.json: ok" check ${TD_LEVEL_DATA}/hero-level.json)
td_cli_test(cli.fmt.hero_level_is_canonical 0 "" fmt --check ${TD_LEVEL_DATA}/hero-level.json)
set(hero_problems "broken-hero-level\\.json: invalid")
string(APPEND hero_problems ".*error: [^\n]*broken-hero-level\\.json: hero\\.kind: unknown hero kind \"paladin\" \\(known kinds: warden\\)")
string(APPEND hero_problems ".*error: [^\n]*broken-hero-level\\.json: hero\\.start: expected a point on a passable cell, but \\(3, 4\\) is rock")
td_cli_test(cli.check.hero_problems 1 "${hero_problems}" check ${TD_LEVEL_DATA}/broken-hero-level.json)
# A level with messages: valid and canonical as written; bad messages are named at their paths, a stray key warned.
td_cli_test(cli.check.message_level 0 "message-level\\.json: ok" check ${TD_LEVEL_DATA}/message-level.json)
td_cli_test(cli.fmt.message_level_is_canonical 0 "" fmt --check ${TD_LEVEL_DATA}/message-level.json)
set(message_problems "broken-message-level\\.json: invalid")
string(APPEND message_problems ".*warning: [^\n]*messages\\[2\\]\\.colour: unknown key, ignored")
string(APPEND message_problems ".*error: [^\n]*messages\\[0\\]\\.wave: expected a wave of the level, 1\\.\\.2, found 3")
string(APPEND message_problems ".*error: [^\n]*messages\\[1\\]\\.seconds: expected a number in 0\\.\\.86400, found -2")
string(APPEND message_problems ".*error: [^\n]*messages\\[1\\]\\.text: expected a non-empty line")
td_cli_test(cli.check.message_problems 1 "${message_problems}" check ${TD_LEVEL_DATA}/broken-message-level.json)
# Levels as the editor saves them with problems (it keeps unknown kinds by
# name): check refuses them, naming every problem it can judge.
set(unfinished_problems "unfinished-level\\.json: invalid")
string(APPEND unfinished_problems ".*error: [^\n]*unfinished-level\\.json: legend\\[\"L\"\\]: unknown terrain kind \"lava\" \\(known kinds: grass")
string(APPEND unfinished_problems ".*error: [^\n]*towers\\[1\\]: unknown tower kind \"canon\"")
string(APPEND unfinished_problems ".*error: [^\n]*hero\\.kind: unknown hero kind \"paladin\"")
string(APPEND unfinished_problems ".*error: [^\n]*waves\\[0\\]\\.groups\\[0\\]\\.enemy: unknown enemy kind \"nromal\"")
td_cli_test(cli.check.unfinished_level 1 "${unfinished_problems}" check ${TD_LEVEL_DATA}/unfinished-level.json)
set(sealed_problems "sealed-level\\.json: invalid")
string(APPEND sealed_problems ".*error: [^\n]*sealed-level\\.json: spawns\\[0\\]: no route leads from \\(0, 1\\) to any goal")
string(APPEND sealed_problems ".*error: [^\n]*waves\\[0\\]\\.groups\\[0\\]\\.enemy: unknown enemy kind \"nromal\"")
td_cli_test(cli.check.sealed_level 1 "${sealed_problems}" check ${TD_LEVEL_DATA}/sealed-level.json)
td_cli_test(cli.sim.refuses_unfinished_level 2 "unfinished-level\\.json: legend\\[\"L\"\\]: unknown terrain kind"
            sim --level ${TD_LEVEL_DATA}/unfinished-level.json --max-ticks 10)
td_cli_test(cli.fmt.help 0 "usage: td-cli fmt.*--drop-unknown" fmt --help)
td_cli_test(cli.fmt.no_files 2 "td-cli fmt: missing FILE" fmt)
td_cli_test(cli.fmt.output_needs_one_file 2 "-o takes exactly one FILE" fmt ${TD_CLI_SHIPPED_LEVELS} -o out.json)
td_cli_test(cli.fmt.output_needs_value 2 "option -o needs a value" fmt ${TD_LEVELS}/01_first_steps.json -o)
td_cli_test(cli.fmt.check_takes_no_output 2 "--check writes nothing"
            fmt --check ${TD_LEVELS}/01_first_steps.json -o x)
td_cli_test(cli.fmt.check_not_canonical 1 "shuffled-level\\.json: not in canonical form"
            fmt --check ${TD_LEVEL_DATA}/shuffled-level.json)
td_cli_test(cli.fmt.to_stdout 0 "^{\n  \"format\": \"td-level\",\n  \"version\": 1,\n  \"name\": \"First Steps\""
            fmt ${TD_LEVEL_DATA}/shuffled-level.json -o -)
td_cli_test(cli.help_lists_level_commands 0 "check .*fmt " --help)

# Runs td-cli fmt on a scratch copy of INPUT and compares the result with EXPECT.
set(TD_CLI_FMT_EXPECT ${CMAKE_CURRENT_SOURCE_DIR}/support/fmt_expect.cmake)

# td_cli_fmt_test(NAME INPUT EXPECT CODE REGEX [OUT file] [EXTRA args...])
function(td_cli_fmt_test name input expect code regex)
  cmake_parse_arguments(FMT "" "OUT" "EXTRA" ${ARGN})
  set(work ${CMAKE_CURRENT_BINARY_DIR}/fmt-work/${name}.json)
  set(defs -DTD_CLI=$<TARGET_FILE:td-cli> -DINPUT=${input} -DWORK=${work} -DEXPECT=${expect} -DEXPECT_CODE=${code})
  if(NOT regex STREQUAL "")
    list(APPEND defs "-DEXPECT_OUTPUT=${regex}")
  endif()
  if(FMT_OUT)
    list(APPEND defs -DOUT=${FMT_OUT})
  endif()
  if(FMT_EXTRA)
    list(APPEND defs "-DEXTRA=${FMT_EXTRA}")
  endif()
  add_test(NAME ${name} COMMAND ${CMAKE_COMMAND} ${defs} -P ${TD_CLI_FMT_EXPECT})
endfunction()

td_cli_fmt_test(cli.fmt.in_place ${TD_LEVEL_DATA}/shuffled-level.json ${TD_LEVELS}/01_first_steps.json 0 ": written")
td_cli_fmt_test(cli.fmt.to_output ${TD_LEVEL_DATA}/shuffled-level.json ${TD_LEVELS}/01_first_steps.json 0 ": written"
                OUT ${CMAKE_CURRENT_BINARY_DIR}/fmt-work/to_output.out.json)
td_cli_fmt_test(cli.fmt.canonical_untouched ${TD_LEVELS}/02_open_field.json ${TD_LEVELS}/02_open_field.json 0
                "already in canonical form")
# Refusals leave the file exactly as it was.
td_cli_fmt_test(cli.fmt.refuses_invalid ${TD_LEVEL_DATA}/broken-level.json ${TD_LEVEL_DATA}/broken-level.json 1
                "tiles\\[3\\]: expected 24 characters.*not written: the level has errors")
td_cli_fmt_test(cli.fmt.refuses_dropping_unknown_keys ${TD_LEVEL_DATA}/unknown-key-level.json
                ${TD_LEVEL_DATA}/unknown-key-level.json 1 "author: unknown key.*--drop-unknown")
td_cli_fmt_test(cli.fmt.hero_keys_in_order ${TD_LEVEL_DATA}/shuffled-hero-level.json ${TD_LEVEL_DATA}/hero-level.json 0
                ": written")
td_cli_fmt_test(cli.fmt.drop_unknown ${TD_LEVEL_DATA}/unknown-key-level.json ${TD_LEVELS}/01_first_steps.json 0
                ": written" EXTRA --drop-unknown)

# One option scanner for every command (tools/cli/ArgScanner.h): "=value" on an
# option without one, an unknown option named without its value, '-' as a
# file, and "--" ending the options read the same in each of them.
td_cli_test(cli.check.flag_takes_no_value 2 "option --strict takes no value"
            check --strict=yes ${TD_LEVELS}/01_first_steps.json)
td_cli_test(cli.check.unknown_option_with_value 2 "unknown option '--fix'"
            check --fix=all ${TD_LEVELS}/01_first_steps.json)
td_cli_test(cli.check.double_dash 1 "error: [^\n]*-x: cannot open the file"
            check --defs ${PROJECT_SOURCE_DIR}/assets/defs -- -x)
td_cli_test(cli.fmt.unknown_option_with_value 2 "unknown option '--fix'"
            fmt --fix=all ${TD_LEVELS}/01_first_steps.json)
td_cli_test(cli.path.flag_takes_no_value 2 "option --json takes no value"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen --json=yes)
td_cli_test(cli.path.dash_is_unexpected 2 "unexpected argument '-'"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen -)
td_cli_test(cli.path.double_dash 2 "unexpected argument '--json'"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen -- --json)
td_cli_test(cli.sim.help_takes_no_value 2 "option --help takes no value" sim --help=1)
td_cli_test(cli.sim.double_dash 0 "\"result\": \"timeout\""
            sim --level ${TD_LEVELS}/01_first_steps.json --defs ${PROJECT_SOURCE_DIR}/assets/defs --max-ticks 10 --)

# td-cli nav: a shipped level's mesh as OBJ (written to a file and read back by
# nav path), queries answered with their statuses, and malformed input named
# by file and line.
set(TD_NAV_DATA ${CMAKE_CURRENT_SOURCE_DIR}/data/nav)
td_cli_test(cli.nav.build 0 "01_first_steps\\.json: [0-9]+ polygons \\(rectangles\\), [0-9]+ triangles, [0-9]+ vertices, [0-9.]+ ms"
            nav build --level ${TD_LEVELS}/01_first_steps.json -o ${CMAKE_CURRENT_BINARY_DIR}/nav-01.obj)
td_cli_test(cli.nav.path 0 "^ok [0-9.]+ 1\\.5,4\\.5 .*20\\.5,8\\.5\noutside\noutside\n3 queries, 1 found"
            nav path --mesh ${CMAKE_CURRENT_BINARY_DIR}/nav-01.obj --queries ${TD_NAV_DATA}/first_steps.queries)
set_tests_properties(cli.nav.path PROPERTIES DEPENDS cli.nav.build)
td_cli_test(cli.nav.path_json 0 "\"queries\": 3, \"found\": 1, \"approx\": 0, \"mean_us\": [0-9.e+-]+, \"paths\": \\[\n  \\{\"status\": \"ok\", \"length\": [0-9.]+, \"points\": \\[\\[1\\.5, 4\\.5\\]"
            nav path --mesh ${CMAKE_CURRENT_BINARY_DIR}/nav-01.obj --queries ${TD_NAV_DATA}/first_steps.queries --json)
set_tests_properties(cli.nav.path_json PROPERTIES DEPENDS cli.nav.build)
# --max-seconds: a limit already spent when the queries start answers none of them, each not_run, exit 3.
td_cli_test(cli.nav.path_max_seconds 3 "^not_run\nnot_run\nnot_run\n3 queries, 0 found"
            nav path --mesh ${CMAKE_CURRENT_BINARY_DIR}/nav-01.obj --queries ${TD_NAV_DATA}/first_steps.queries
            --max-seconds 0.000000001)
set_tests_properties(cli.nav.path_max_seconds PROPERTIES DEPENDS cli.nav.build)
td_cli_test(cli.nav.bad_queries 2 "bad\\.queries:2: expected \"x1 z1 x2 z2\", four numbers"
            nav path --mesh ${CMAKE_CURRENT_BINARY_DIR}/nav-01.obj --queries ${TD_NAV_DATA}/bad.queries)
set_tests_properties(cli.nav.bad_queries PROPERTIES DEPENDS cli.nav.build)
td_cli_test(cli.nav.bad_mesh 2 "bad-index\\.obj:5: vertex index 4 is out of range \\(3 vertices so far\\)"
            nav path --mesh ${TD_NAV_DATA}/bad-index.obj --queries ${TD_NAV_DATA}/first_steps.queries)
td_cli_test(cli.nav.missing_mesh 2 "no-such\\.obj: cannot open the file"
            nav path --mesh ${TD_NAV_DATA}/no-such.obj --queries ${TD_NAV_DATA}/first_steps.queries)
td_cli_test(cli.nav.unknown_mode 2 "unknown nav command 'walk'" nav walk)
td_cli_test(cli.nav.bad_cost 2 "--cost expects exact, centroids or portals, found 'cheap'"
            nav path --mesh x.obj --queries y --cost cheap)
td_cli_test(cli.nav.help 0 "usage: td-cli nav build --level FILE.json" nav --help)

# Output that cannot be written is a failure of its own: into /dev/full (always full), check, sim, fmt -o - and
# rate exit 4 with a message, neither 0 with the output lost nor 1, which means "invalid" or "not won".
if(EXISTS /dev/full)
  foreach(run "check;${TD_LEVELS}/01_first_steps.json" "sim;--level;${TD_LEVELS}/01_first_steps.json;--max-ticks;60"
          "fmt;-o;-;${TD_LEVELS}/01_first_steps.json" "rate;--level;${TD_LEVELS}/01_first_steps.json;--budget-s;1")
    list(GET run 0 verb)
    string(REPLACE ";" " " words "${run}")
    add_test(NAME cli.${verb}.full_stdout
             COMMAND sh -c "\"$0\" ${words} > /dev/full; code=$?; test $code -eq 4" $<TARGET_FILE:td-cli>)
  endforeach()
endif()

# A reader that closes the pipe early: the trace a game writes to it is lost, which is exit 4 as for a full disk, not
# death by SIGPIPE.
find_program(TD_BASH bash)
if(TD_BASH)
  add_test(NAME cli.sim.closed_pipe
           COMMAND ${TD_BASH} -c "\"$0\" sim --level ${TD_LEVELS}/01_first_steps.json --trace - 2>/dev/null | head -c 100 >/dev/null; test \${PIPESTATUS[0]} -eq 4"
                   $<TARGET_FILE:td-cli>)
endif()

# The automatic player: a small budget still wins the first level; the
# defence it writes replays in sim to the game it reported; two runs with one
# budget print the same rating.
set(TD_RATE_OUT ${CMAKE_CURRENT_BINARY_DIR}/rate-01.json)
td_cli_test(cli.rate.first_steps 0 "^\\{\"won\": true, \"difficulty\": [0-9.]+, \"lives\": [0-9]+, \"gold_left\": [0-9]+, \"ticks\": [0-9]+, \"min_gold\": [0-9]+, \"start_gold\": 160,"
            rate --level ${TD_LEVELS}/01_first_steps.json --budget-s 3 --json --out ${TD_RATE_OUT})
set_tests_properties(cli.rate.first_steps PROPERTIES FIXTURES_SETUP td_rate_out)
add_test(NAME cli.rate.replays_in_sim
         COMMAND ${CMAKE_COMMAND} -DTD_CLI=$<TARGET_FILE:td-cli> -DLEVEL=${TD_LEVELS}/01_first_steps.json
                 -DBUDGET=3 -P ${CMAKE_CURRENT_SOURCE_DIR}/support/rate_replay.cmake)
td_cli_test(cli.rate.text 0 "difficulty: [0-9.]+ \\(wins with [0-9]+ of its 160 starting gold, its maze making the routes [0-9.]+x as long\\)"
            rate --level ${TD_LEVELS}/01_first_steps.json --budget-s 1 --threads 1)
# --max-seconds bounds the wall time of a rating: the largest level with a budget of minutes stops after about a
# second, saying so, with exit status 3.
td_cli_test(cli.rate.max_seconds 3 "\"time_limit\": true"
            rate --level ${TD_LEVELS}/13_grand_campaign.json --budget-s 600 --max-seconds 1 --json)
set_tests_properties(cli.rate.max_seconds PROPERTIES TIMEOUT 60)
# ... also where one game is long: a wave of a million Grunts took 42 s to stop at --max-seconds 5, every game of
# the search played to its end; games now stop within a few hundred ticks of the limit.
td_cli_test(cli.rate.max_seconds_long_game 3 "\"time_limit\": true"
            rate --level ${CMAKE_CURRENT_SOURCE_DIR}/data/heavy/million_grunts.json --budget-s 5 --max-seconds 2 --json)
set_tests_properties(cli.rate.max_seconds_long_game PROPERTIES TIMEOUT 12)
# fmt refuses to replace a read-only level or one with other hard links (tests/support/fmt_refusals.cmake).
add_test(NAME cli.fmt.refuses_read_only_and_linked
         COMMAND ${CMAKE_COMMAND} -DTD_CLI=$<TARGET_FILE:td-cli> -DLEVEL=${TD_LEVELS}/01_first_steps.json
                 -DWORK=${CMAKE_CURRENT_BINARY_DIR}/fmt-refusals -P ${CMAKE_CURRENT_SOURCE_DIR}/support/fmt_refusals.cmake)
# A definitions folder missing a file: the file is named, as the game names it.
td_cli_test(cli.defs.missing_file 2 "data/terrains.json: cannot open the file: it does not exist"
            sim --level ${TD_LEVELS}/01_first_steps.json --defs ${CMAKE_CURRENT_SOURCE_DIR}/data)
# A trace stops at --trace-max-mb and says so; the game still plays to its result.
td_cli_test(cli.sim.trace_max_mb 0 "reached --trace-max-mb \\(1 MB\\) at tick [0-9]+ and stops there"
            sim --level ${TD_LEVELS}/13_grand_campaign.json --trace ${CMAKE_CURRENT_BINARY_DIR}/capped-trace.jsonl
            --trace-max-mb 1)
# The first-play rating: the player that sees one wave ahead still wins the
# first level, prints the same keys and its own, and its defence replays in sim
# to the game it reported, the same with one thread or two.
td_cli_test(cli.rate.first_play 0 "^\\{\"won\": true, \"difficulty\": [0-9.]+, \"lives\": [0-9]+, .*\"budget_spent\": (true|false), \"first_play\": true, \"first_life_lost_wave\": -?[0-9]+, \"seconds\": [0-9.]+\\}"
            rate --level ${TD_LEVELS}/01_first_steps.json --budget-s 2 --json --first-play)
add_test(NAME cli.rate.first_play_replays_in_sim
         COMMAND ${CMAKE_COMMAND} -DTD_CLI=$<TARGET_FILE:td-cli> -DLEVEL=${TD_LEVELS}/01_first_steps.json
                 -DBUDGET=2 -DFLAGS=--first-play -DNAME=-first-play -P ${CMAKE_CURRENT_SOURCE_DIR}/support/rate_replay.cmake)
td_cli_test(cli.rate.first_play_text 0 "first play: the player knows only the waves sent and the next one's preview"
            rate --level ${TD_LEVELS}/01_first_steps.json --budget-s 1 --first-play)
td_cli_test(cli.rate.bad_budget 2 "option --budget-s expects a number of seconds above 0" rate --level x.json --budget-s 0)
td_cli_test(cli.rate.missing_level 2 "missing --level FILE" rate --json)
td_cli_test(cli.rate.bad_level 2 "broken-level\\.json" rate --level ${TD_LEVEL_DATA}/broken-level.json)
td_cli_test(cli.rate.help 0 "usage: td-cli rate --level FILE" rate --help)
