# cmake -DTEST_EXECUTABLE=exe -DCTEST_FILE=out.cmake -DPREFIX=p -DEXCLUDE=a;b -DPER_CASE=c;d -DSKIP_CASES=regex
#       -DPROPS_FILE=props.txt -P gtest_suites.cmake
# Run after a GoogleTest program is built (see td_gtest_suites() in tests/CMakeLists.txt): lists its tests and
# writes one ctest test per test suite, which runs the suite's cases in one process (--gtest_filter=Suite.*). The
# suites named in PER_CASE have slow cases (a whole level or map each): they get a test per case, run side by side,
# but for the cases whose Suite.Case name matches SKIP_CASES.
# One process per case cost more in starting programs than most cases take to run.
cmake_minimum_required(VERSION 3.25)
execute_process(COMMAND "${TEST_EXECUTABLE}" --gtest_list_tests
                RESULT_VARIABLE code OUTPUT_VARIABLE listing ERROR_VARIABLE errors TIMEOUT 60)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "${TEST_EXECUTABLE} --gtest_list_tests failed (${code}):\n${listing}${errors}")
endif()

# Suites start at the beginning of a line and end with '.'; a typed or parameterised one is followed by a comment.
string(REPLACE "\n" ";" lines "${listing}")
set(filters)
set(current "")
foreach(line IN LISTS lines)
  if(line MATCHES "^([^ #][^ ]*)\\.( .*)?$")
    set(current "${CMAKE_MATCH_1}")
    if(current MATCHES "^DISABLED_")
      set(current "")
    else()
      list(FIND EXCLUDE "${current}" excluded)
      if(NOT excluded EQUAL -1)
        set(current "")
      endif()
    endif()
  elseif(current AND line MATCHES "^  ([^ #]+)")
    set(case "${CMAKE_MATCH_1}")
    if(case MATCHES "^DISABLED_")
      continue()
    elseif(current IN_LIST PER_CASE)
      if(NOT SKIP_CASES OR NOT "${current}.${case}" MATCHES "${SKIP_CASES}")
        list(APPEND filters "${current}.${case}")
      endif()
    elseif(NOT "${current}.*" IN_LIST filters)
      list(APPEND filters "${current}.*")
    endif()
  endif()
endforeach()
if(NOT filters)
  message(FATAL_ERROR "${TEST_EXECUTABLE} lists no tests:\n${listing}")
endif()

file(READ "${PROPS_FILE}" props)
set(script "# Written by tests/support/gtest_suites.cmake from ${TEST_EXECUTABLE} --gtest_list_tests\n")
set(names)
foreach(filter IN LISTS filters)
  string(REGEX REPLACE "\\.\\*$" "" name "${PREFIX}${filter}")
  string(APPEND script "add_test([==[${name}]==] [==[${TEST_EXECUTABLE}]==] [==[--gtest_filter=${filter}]==])\n")
  list(APPEND names "[==[${name}]==]")
endforeach()
list(JOIN names " " joined)
# A suite counts as skipped only when every case in it was: then GoogleTest's summary passed none and ends with the
# list of the skipped ones. A suite with one case failed or passed is decided by the exit code.
string(APPEND script "set_tests_properties(${joined} PROPERTIES SKIP_REGULAR_EXPRESSION [==[\\[  PASSED  \\] 0 tests\\.\n\\[  SKIPPED \\] [0-9]+ tests?, listed below:\n(\\[  SKIPPED \\] [^\n]*\n)*$]==] ${props})\n")
file(WRITE "${CTEST_FILE}" "${script}")
