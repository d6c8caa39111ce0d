# td-cli against inputs beyond what it should ever hold (docs/input-limits.md):
# devices and FIFOs in place of every file it reads, large generated inputs
# under a memory limit, and the time limits of path and sim. Uses
# td_cli_test() from cli.cmake, which is included before this file.
if(NOT TARGET td-cli)
  return()
endif()

set(TD_LIMITS_LEVELS ${PROJECT_SOURCE_DIR}/levels)
set(TD_LIMITS_DEFS ${PROJECT_SOURCE_DIR}/assets/defs)
set(TD_LIMITS_FIRST ${TD_LIMITS_LEVELS}/01_first_steps.json)
set(TD_LIMITS_MOVINGAI ${CMAKE_CURRENT_SOURCE_DIR}/data/movingai)
set(TD_LIMITS_NAV ${CMAKE_CURRENT_SOURCE_DIR}/data/nav)
set(TD_LIMITS_ENDLESS ${CMAKE_CURRENT_SOURCE_DIR}/io/data/endless-level.json)
set(TD_SPECIAL_INPUT ${CMAKE_CURRENT_SOURCE_DIR}/support/special_input.sh)

# AddressSanitizer reserves terabytes of address space at start-up, so no
# sanitized program can run under `ulimit -v` at all: those builds run
# without a memory limit (the special inputs) or not at all (the memory test).
if(TD_SANITIZE)
  set(TD_LIMITS_MEMORY 0)
else()
  set(TD_LIMITS_MEMORY 1000000)
endif()

# Every file td-cli reads, once as /dev/zero (refused as too large once the
# limit is read, not after filling the memory) and once as a FIFO (refused
# before open(), which would wait for a writer for ever). @INPUT@ in the
# arguments stands for that file.
function(td_cli_special_input name)
  add_test(NAME cli.input.zero.${name}
           COMMAND sh ${TD_SPECIAL_INPUT} zero "too large" ${TD_LIMITS_MEMORY} $<TARGET_FILE:td-cli> ${ARGN})
  add_test(NAME cli.input.fifo.${name}
           COMMAND sh ${TD_SPECIAL_INPUT} fifo "it is a FIFO or a socket" 0 $<TARGET_FILE:td-cli> ${ARGN})
  set_tests_properties(cli.input.zero.${name} cli.input.fifo.${name} PROPERTIES TIMEOUT 60)
endfunction()

td_cli_special_input(check_level check --defs ${TD_LIMITS_DEFS} @INPUT@)
td_cli_special_input(sim_level sim --defs ${TD_LIMITS_DEFS} --level @INPUT@)
td_cli_special_input(sim_actions sim --defs ${TD_LIMITS_DEFS} --level ${TD_LIMITS_FIRST} --actions @INPUT@)
td_cli_special_input(fmt_level fmt --defs ${TD_LIMITS_DEFS} --check @INPUT@)
td_cli_special_input(nav_level nav build --defs ${TD_LIMITS_DEFS} --level @INPUT@)
td_cli_special_input(path_map path --map @INPUT@ --scen ${TD_LIMITS_MOVINGAI}/arena.map.scen)
td_cli_special_input(path_scen path --map ${TD_LIMITS_MOVINGAI}/arena.map --scen @INPUT@)
td_cli_special_input(nav_mesh nav path --mesh @INPUT@ --queries ${TD_LIMITS_NAV}/first_steps.queries)
td_cli_special_input(nav_queries nav path --mesh ${TD_LIMITS_NAV}/square.obj --queries @INPUT@)

# Large inputs under `ulimit -v` (see the script for the cases and limits).
if(NOT TD_SANITIZE)
  add_test(NAME cli.memory_limit
           COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/support/memory_limit.sh $<TARGET_FILE:td-cli> ${TD_LIMITS_DEFS}
                   ${TD_LIMITS_FIRST})
  set_tests_properties(cli.memory_limit PROPERTIES TIMEOUT 300)
endif()

# The time limits: a sim that would run for hours stops at its tick with
# exit status 3 and the result so far; a path run stops between queries.
td_cli_test(cli.sim.max_seconds 3 "\"result\": \"time_limit\".*time limit of 0\\.2 s \\(--max-seconds\\) was reached at tick"
            sim --defs ${TD_LIMITS_DEFS} --level ${TD_LIMITS_ENDLESS} --max-ticks 100000000 --max-seconds 0.2)
td_cli_test(cli.sim.bad_max_seconds 2 "option --max-seconds expects a number of seconds above 0, found '0'"
            sim --level ${TD_LIMITS_FIRST} --max-seconds 0)
td_cli_test(cli.path.max_seconds 3 "time limit of 1e-09 s \\(--max-seconds\\) was reached after 0 of 160 scenarios"
            path --map ${TD_LIMITS_MOVINGAI}/arena.map --scen ${TD_LIMITS_MOVINGAI}/arena.map.scen --max-seconds 1e-9)
td_cli_test(cli.path.bad_max_seconds 2 "--max-seconds expects a number of seconds above 0, not 'soon'"
            path --map ${TD_LIMITS_MOVINGAI}/arena.map --scen ${TD_LIMITS_MOVINGAI}/arena.map.scen --max-seconds soon)

# A valid level whose two waves take 333 hours to send is warned about in
# check, and counts as a problem with --strict.
td_cli_test(cli.check.impractical_level 0
            "endless-level\\.json: ok.*warning: [^\n]*endless-level\\.json: waves: valid, but about [0-9]+ h of game time at 1x.*impractically long"
            check --defs ${TD_LIMITS_DEFS} ${TD_LIMITS_ENDLESS})
td_cli_test(cli.check.impractical_level_strict 1 "endless-level\\.json: invalid"
            check --strict --defs ${TD_LIMITS_DEFS} ${TD_LIMITS_ENDLESS})
