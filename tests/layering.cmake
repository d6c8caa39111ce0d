# The layering of docs/architecture.md ("Direction of dependencies"), checked on every include of the sources:
# the engine in layers of folders over the standard library alone, io the only owner of nlohmann/json, the game
# the only user of SFML and Dear ImGui. tests/support/check_layering.cmake holds the rules and names each file
# and include that breaks them.
add_test(NAME layering.includes COMMAND ${CMAKE_COMMAND} -DTD_SOURCE_DIR=${PROJECT_SOURCE_DIR} -P
                                        ${CMAKE_CURRENT_SOURCE_DIR}/support/check_layering.cmake)
