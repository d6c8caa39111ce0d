# td-cli end to end: the benchmark samples must pass, wrong answers must give
# exit code 1, and malformed input or a bad command line exit code 2 exactly,
# with the message naming file and line. A small script run by `cmake -P`
# checks the code and the output, since WILL_FAIL would accept any failure.
if(NOT TARGET td-cli)
  return()
endif()

set(TD_CLI_EXPECT ${CMAKE_CURRENT_BINARY_DIR}/td_cli_expect.cmake)
file(WRITE ${TD_CLI_EXPECT} [=[
# cmake -DEXPECT_CODE=N [-DEXPECT_OUTPUT=regex] -P td_cli_expect.cmake -- command args...
set(command)
set(seen_separator OFF)
math(EXPR last "${CMAKE_ARGC} - 1")
foreach(i RANGE ${last})
  if(seen_separator)
    list(APPEND command "${CMAKE_ARGV${i}}")
  elseif("${CMAKE_ARGV${i}}" STREQUAL "--")
    set(seen_separator ON)
  endif()
endforeach()
execute_process(COMMAND ${command} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT "${code}" STREQUAL "${EXPECT_CODE}")
  message(FATAL_ERROR "exit code ${code}, expected ${EXPECT_CODE}")
endif()
if(DEFINED EXPECT_OUTPUT AND NOT "${out}${err}" MATCHES "${EXPECT_OUTPUT}")
  message(FATAL_ERROR "output does not match: ${EXPECT_OUTPUT}")
endif()
]=])

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
td_cli_test(cli.path.unknown_algo 2 "unknown algorithm 'jps'"
            path --map ${TD_MOVINGAI}/arena.map --scen ${TD_MOVINGAI}/arena.map.scen --algo jps)
td_cli_test(cli.path.missing_scen 2 "missing --scen" path --map ${TD_MOVINGAI}/arena.map)
td_cli_test(cli.path.help 0 "usage: td-cli path.*bfs4" path --help)
td_cli_test(cli.unknown_command 2 "unknown command 'route'" route)
td_cli_test(cli.no_command 2 "usage: td-cli")
td_cli_test(cli.help 0 "commands:.*path" --help)
