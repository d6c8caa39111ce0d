# td-cli fmt leaves alone what is not its to replace (run by ctest as cmake -DTD_CLI=... -DLEVEL=... -DWORK=... -P):
# a read-only level, and one with a second hard link, each not in canonical form, are refused with exit 1 and a
# reason, and stay byte for byte as they were.
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
file(READ ${LEVEL} text)
string(REPLACE "\"lives\": " "\"lives\":   " text "${text}")  # not canonical: fmt would rewrite it

function(expect_refused file reason)
  file(READ ${file} before)
  execute_process(COMMAND ${TD_CLI} fmt ${file} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  file(READ ${file} after)
  if(NOT code EQUAL 1)
    message(FATAL_ERROR "fmt ${file}: exit ${code}, expected 1\n${out}${err}")
  endif()
  if(NOT err MATCHES "${reason}")
    message(FATAL_ERROR "fmt ${file}: expected '${reason}' on stderr, got:\n${err}")
  endif()
  if(NOT before STREQUAL after)
    message(FATAL_ERROR "fmt ${file}: the file changed")
  endif()
endfunction()

file(WRITE ${WORK}/read-only.json "${text}")
file(CHMOD ${WORK}/read-only.json PERMISSIONS OWNER_READ GROUP_READ WORLD_READ)
expect_refused(${WORK}/read-only.json "not written: the file is read-only")

file(WRITE ${WORK}/linked.json "${text}")
file(CREATE_LINK ${WORK}/linked.json ${WORK}/other-name.json)
expect_refused(${WORK}/linked.json "not written: the file has 2 hard links")

file(CHMOD ${WORK}/read-only.json PERMISSIONS OWNER_READ OWNER_WRITE)
file(REMOVE_RECURSE ${WORK})
