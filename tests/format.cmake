# The whole tree follows the root .clang-format; a file that drifts fails the
# tests. Pinned to Debian 12's clang-format 14 (scripts/lib/setup.sh installs
# it): other versions format some constructs differently.
find_program(TD_CLANG_FORMAT NAMES clang-format-14)
if(TD_CLANG_FORMAT)
  set(TD_FORMATTED_DIRS bench editor engine game io tests tools)
  set(TD_FORMATTED_GLOBS)
  foreach(dir ${TD_FORMATTED_DIRS})
    list(APPEND TD_FORMATTED_GLOBS ${PROJECT_SOURCE_DIR}/${dir}/*.cpp ${PROJECT_SOURCE_DIR}/${dir}/*.h)
  endforeach()
  file(GLOB_RECURSE TD_FORMATTED_SOURCES CONFIGURE_DEPENDS ${TD_FORMATTED_GLOBS})
  add_test(NAME format.clang_format COMMAND ${TD_CLANG_FORMAT} --dry-run --Werror ${TD_FORMATTED_SOURCES})
else()
  message(STATUS "clang-format-14 not found: the format check is not registered (scripts/test installs it)")
endif()
