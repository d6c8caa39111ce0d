# td_check_exit(CODE OUTPUT): fails the running script unless CODE equals
# EXPECT_CODE and, when EXPECT_OUTPUT is defined, OUTPUT matches it. Shared by
# the scripts that run a command under `cmake -P`.
function(td_check_exit code output)
  message("${output}")
  if(NOT "${code}" STREQUAL "${EXPECT_CODE}")
    message(FATAL_ERROR "exit code ${code}, expected ${EXPECT_CODE}")
  endif()
  if(DEFINED EXPECT_OUTPUT AND NOT "${output}" MATCHES "${EXPECT_OUTPUT}")
    message(FATAL_ERROR "output does not match: ${EXPECT_OUTPUT}")
  endif()
endfunction()
