# cmake -DEXPECT_CODE=N [-DEXPECT_OUTPUT=regex] -P expect_exit.cmake -- command args...
# Runs the command and fails unless it exits with exactly EXPECT_CODE and, when
# given, its output matches EXPECT_OUTPUT (WILL_FAIL would accept any failure).
include(${CMAKE_CURRENT_LIST_DIR}/check_exit.cmake)
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
td_check_exit("${code}" "${out}${err}")
