# td-cli sim end to end: every shipped level is lost when nobody defends it
# and won by its scripted defence in tests/data/actions/<level>.json; refused
# actions are listed with their reasons; malformed input exits with code 2
# and names the file and the JSON path. tests/support/expect_exit.cmake, run by `cmake -P`,
# checks the exit code and the output, since WILL_FAIL would accept any failure.
if(NOT TARGET td-cli)
  return()
endif()

set(TD_SIM_EXPECT ${CMAKE_CURRENT_SOURCE_DIR}/support/expect_exit.cmake)

# td_sim_test(NAME CODE REGEX args...): run `td-cli sim args`, expect exit CODE
# and output matching REGEX (empty: any output).
function(td_sim_test name code regex)
  set(expect -DEXPECT_CODE=${code})
  if(NOT regex STREQUAL "")
    list(APPEND expect "-DEXPECT_OUTPUT=${regex}")
  endif()
  add_test(NAME ${name} COMMAND ${CMAKE_COMMAND} ${expect} -P ${TD_SIM_EXPECT} -- $<TARGET_FILE:td-cli> sim ${ARGN})
endfunction()

set(TD_SIM_LEVELS ${PROJECT_SOURCE_DIR}/levels)
set(TD_SIM_ACTIONS ${CMAKE_CURRENT_SOURCE_DIR}/data/actions)
set(TD_SIM_DEFS ${PROJECT_SOURCE_DIR}/assets/defs)

file(GLOB TD_SHIPPED_LEVELS CONFIGURE_DEPENDS ${TD_SIM_LEVELS}/*.json)
foreach(level ${TD_SHIPPED_LEVELS})
  get_filename_component(stem ${level} NAME_WE)
  td_sim_test(sim.${stem}.undefended 0 "\"result\": \"lost\",.*\"lives\": 0,.*\"refused\": \\[\\]"
              --level ${level})
  # Every scripted action must be accepted: a refusal means the script no
  # longer plays as it was written.
  td_sim_test(sim.${stem}.defended 0 "\"result\": \"won\",.*\"refused\": \\[\\]"
              --level ${level} --actions ${TD_SIM_ACTIONS}/${stem}.json --defs ${TD_SIM_DEFS})
endforeach()

# The same traces from td-cli built another way: every shipped level,
# defended with seed 1 and undefended with seed 7. scripts/test builds a
# Debug td-cli in build-debug-cli/ (TD_PARITY_CLI) and a clang one in
# build-clang-cli/ (TD_PARITY_CLANG_CLI): neither the optimisation level nor
# the compiler may change a game.
set(TD_PARITY_CLI "" CACHE FILEPATH "A td-cli of another build type whose traces must equal this build's")
set(TD_PARITY_CLANG_CLI "" CACHE FILEPATH "A td-cli built by clang whose traces must equal this build's")
function(td_trace_parity prefix other_cli other_label)
  foreach(level ${TD_SHIPPED_LEVELS})
    get_filename_component(stem ${level} NAME_WE)
    foreach(run defended undefended)
      if(run STREQUAL defended)
        set(run_args --level ${level} --actions ${TD_SIM_ACTIONS}/${stem}.json --seed 1)
      else()
        set(run_args --level ${level} --seed 7)
      endif()
      add_test(NAME ${prefix}.${stem}.${run}
               COMMAND ${CMAKE_COMMAND} -DRELEASE_CLI=$<TARGET_FILE:td-cli> -DOTHER_CLI=${other_cli}
                       -DOTHER_LABEL=${other_label} -DOUT=${CMAKE_CURRENT_BINARY_DIR}/${prefix}-${stem}-${run}
                       -P ${CMAKE_CURRENT_SOURCE_DIR}/support/trace_parity.cmake -- ${run_args})
    endforeach()
  endforeach()
endfunction()
if(TD_PARITY_CLI)
  td_trace_parity(sim.trace_parity ${TD_PARITY_CLI} Debug)
endif()
if(TD_PARITY_CLANG_CLI)
  td_trace_parity(sim.trace_parity_clang ${TD_PARITY_CLANG_CLI} clang)
endif()

string(CONCAT TD_SIM_REFUSALS
       "\"index\": 0, \"tick\": 0, .*\"reason\": \"cannot build here: cannot build on this terrain\""
       ".*\"reason\": \"this tower is not available on this level\""
       ".*\"reason\": \"no tower there\""
       ".*\"index\": 5, .*\"reason\": \"not enough gold\""
       ".*\"reason\": \"cannot build here: cannot build on a spawn or a goal\""
       ".*\"reason\": \"cannot build here: occupied by a structure\""
       ".*\"index\": 9, \"tick\": 99999, .*\"reason\": \"not reached: the game was over\"")
td_sim_test(sim.refusals 0 "${TD_SIM_REFUSALS}"
            --level ${TD_SIM_LEVELS}/01_first_steps.json --actions ${TD_SIM_ACTIONS}/refused/01_first_steps.json)
# The script's first four actions fall in the first 600 ticks; the fifth is never reached.
string(CONCAT TD_SIM_TIMEOUT
       "\"result\": \"timeout\",\n  \"ticks\": 600,.*\"seed\": 3,.*\"refused\": \\[\n"
       "    {\"index\": 4, .*\"reason\": \"not reached: the run stopped at --max-ticks\"}")
td_sim_test(sim.timeout 0 "${TD_SIM_TIMEOUT}"
            --level ${TD_SIM_LEVELS}/01_first_steps.json --actions ${TD_SIM_ACTIONS}/01_first_steps.json
            --max-ticks=600 --seed 3)
td_sim_test(sim.help 0 "usage: td-cli sim --level FILE" --help)

# --trace -: JSON Lines on standard output (the first and last tick always,
# every 100th between), the result object on standard error after them.
string(CONCAT TD_SIM_TRACE_STDOUT
       "^\\{\"tick\":0,\"gold\":[0-9]+,\"lives\":20,\"enemies\":\\[\\],\"towers\":\\[\\],.*\n"
       "\\{\"tick\":100,.*\n\\{\"tick\":200,.*\"tick\":650,[^\n]*\"escaped\":\\[[0-9,]*\\]\\}\n"
       "\\{\n  \"result\": \"timeout\",\n  \"ticks\": 650,")
td_sim_test(sim.trace_stdout 0 "${TD_SIM_TRACE_STDOUT}"
            --level ${TD_SIM_LEVELS}/01_first_steps.json --actions ${TD_SIM_ACTIONS}/01_first_steps.json
            --max-ticks 650 --trace - --trace-every 100)
td_sim_test(sim.trace_file 0 "^\\{\n  \"result\": \"won\""
            --level ${TD_SIM_LEVELS}/01_first_steps.json --actions ${TD_SIM_ACTIONS}/01_first_steps.json
            --trace ${CMAKE_CURRENT_BINARY_DIR}/sim-trace-01.jsonl)
td_sim_test(sim.trace_unwritable 2 "no-such-folder/trace\\.jsonl: cannot write the trace file"
            --level ${TD_SIM_LEVELS}/01_first_steps.json --trace ${CMAKE_CURRENT_BINARY_DIR}/no-such-folder/trace.jsonl)
td_sim_test(sim.trace_every_zero 2 "option --trace-every expects a positive integer, found '0'"
            --level ${TD_SIM_LEVELS}/01_first_steps.json --trace - --trace-every 0)
td_sim_test(sim.trace_every_alone 2 "--trace-every needs --trace FILE"
            --level ${TD_SIM_LEVELS}/01_first_steps.json --trace-every 5)

# Bad input: exit code 2 and a message naming the file and the path.
td_sim_test(sim.missing_level_option 2 "missing --level" --actions ${TD_SIM_ACTIONS}/01_first_steps.json)
td_sim_test(sim.unknown_option 2 "unknown option '--fast'" --level ${TD_SIM_LEVELS}/01_first_steps.json --fast)
td_sim_test(sim.bad_seed 2 "--seed expects a non-negative integer, found 'x'"
            --level ${TD_SIM_LEVELS}/01_first_steps.json --seed x)
td_sim_test(sim.level_file_missing 2 "no-such-level\\.json: cannot open the file: it does not exist"
            --level ${TD_SIM_LEVELS}/no-such-level.json)
td_sim_test(sim.actions_file_missing 2 "no-such-actions\\.json: cannot open the file"
            --level ${TD_SIM_LEVELS}/01_first_steps.json --actions ${TD_SIM_ACTIONS}/no-such-actions.json)
string(CONCAT TD_SIM_MALFORMED
       "malformed\\.json: \\[0\\]\\.build: unknown tower kind \"laser\""
       ".*malformed\\.json: \\[1\\]\\.upgrade: expected \\[x, y\\], found an array of 1 value"
       ".*malformed\\.json: \\[2\\]\\.tick: expected a tick no earlier")
td_sim_test(sim.actions_malformed 2 "${TD_SIM_MALFORMED}"
            --level ${TD_SIM_LEVELS}/01_first_steps.json --actions ${TD_SIM_ACTIONS}/bad/malformed.json)
td_sim_test(sim.defs_dir_wrong 2 "levels/terrains\\.json: cannot open the file.*levels/enemies\\.json: cannot open the file"
            --level ${TD_SIM_LEVELS}/01_first_steps.json --defs ${TD_SIM_LEVELS})

# A level whose third wave has a group of no enemies and one of an unknown kind.
set(TD_SIM_BAD_LEVEL ${CMAKE_CURRENT_BINARY_DIR}/sim-bad-waves.json)
file(WRITE ${TD_SIM_BAD_LEVEL} [=[
{"format": "td-level", "version": 1, "name": "Bad waves", "size": [4, 1], "legend": {".": "grass"},
 "tiles": ["...."], "spawns": [[0, 0]], "goals": [[3, 0]], "connectivity": 8, "gold": 10, "lives": 3,
 "waves": [{"groups": [{"enemy": "normal", "count": 1}]}, {"groups": [{"enemy": "normal", "count": 1}]},
           {"groups": [{"enemy": "normal", "count": 0}, {"enemy": "dragon", "count": 2}]}]}
]=])
string(CONCAT TD_SIM_BAD_WAVES
       "sim-bad-waves\\.json: waves\\[2\\]\\.groups\\[0\\]\\.count: expected an integer in 1\\.\\.10000, found 0"
       ".*sim-bad-waves\\.json: waves\\[2\\]\\.groups\\[1\\]\\.enemy: unknown enemy kind \"dragon\"")
td_sim_test(sim.level_malformed 2 "${TD_SIM_BAD_WAVES}" --level ${TD_SIM_BAD_LEVEL})
