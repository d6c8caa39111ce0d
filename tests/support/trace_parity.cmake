# cmake -DRELEASE_CLI=... -DOTHER_CLI=... -DOTHER_LABEL=Debug -DOUT=prefix -P trace_parity.cmake -- sim args...
# Runs `td-cli sim --trace` with this tree's Release td-cli and another build
# of it (Debug, or another compiler) on the same arguments and fails unless
# both write byte-identical traces: the simulation must depend on neither the
# optimisation level nor the compiler.
set(args)
set(seen_separator OFF)
math(EXPR last "${CMAKE_ARGC} - 1")
foreach(i RANGE ${last})
  if(seen_separator)
    list(APPEND args "${CMAKE_ARGV${i}}")
  elseif("${CMAKE_ARGV${i}}" STREQUAL "--")
    set(seen_separator ON)
  endif()
endforeach()
foreach(build RELEASE OTHER)
  execute_process(COMMAND ${${build}_CLI} sim ${args} --trace ${OUT}.${build}.jsonl
                  RESULT_VARIABLE code OUTPUT_VARIABLE summary ERROR_VARIABLE err)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "${build} td-cli sim exited with ${code}: ${err}")
  endif()
  file(SHA256 ${OUT}.${build}.jsonl ${build}_hash)
  file(SIZE ${OUT}.${build}.jsonl ${build}_size)
  string(REGEX MATCH "\"state_hash\": \"[0-9a-f]+\"" ${build}_state "${summary}")
  file(REMOVE ${OUT}.${build}.jsonl)
endforeach()
message("Release: ${RELEASE_size} bytes, sha256 ${RELEASE_hash}, ${RELEASE_state}")
message("${OTHER_LABEL}: ${OTHER_size} bytes, sha256 ${OTHER_hash}, ${OTHER_state}")
if(NOT RELEASE_hash STREQUAL OTHER_hash OR NOT RELEASE_state STREQUAL OTHER_state)
  message(FATAL_ERROR "the Release and ${OTHER_LABEL} builds traced different games")
endif()
