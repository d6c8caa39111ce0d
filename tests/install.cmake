# The installation (cmake/Install.cmake, docs/installing.md): a tree installed from this build runs from anywhere.
# The Debian package is checked by scripts/package, which scripts/test runs after the tests. Not under the
# sanitizers: their programs need a helper library of the build tree (tests/sanitizers/) and are not installed.
if(TARGET td AND NOT TD_SANITIZE)
  add_test(NAME install.runs_from_anywhere COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/install/installed_tree.sh
                                                    ${PROJECT_BINARY_DIR})
  set_tests_properties(install.runs_from_anywhere PROPERTIES ENVIRONMENT "${TD_GAME_TEST_ENV}")
endif()

