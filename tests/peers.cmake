# Peers as test oracles: tests/peers/*.cpp link a public library that solves
# the same problem (Detour, from librecast-dev) and check the engine against
# it. The adapter is the bench's (bench/DetourNav.cpp), so both measure the
# same thing.
find_path(TD_PEER_DETOUR_INCLUDE DetourNavMeshQuery.h PATH_SUFFIXES recastnavigation)
find_library(TD_PEER_DETOUR_LIBRARY Detour)
if(NOT TD_PEER_DETOUR_INCLUDE OR NOT TD_PEER_DETOUR_LIBRARY)
  message(STATUS "Detour not found: the peer tests are left out")
  return()
endif()
file(GLOB TD_PEER_TEST_SOURCES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/peers/*.cpp)
add_executable(td_peer_tests ${TD_PEER_TEST_SOURCES} ${PROJECT_SOURCE_DIR}/bench/DetourNav.cpp)
target_include_directories(td_peer_tests PRIVATE ${PROJECT_SOURCE_DIR})
target_include_directories(td_peer_tests SYSTEM PRIVATE ${TD_PEER_DETOUR_INCLUDE})
target_link_libraries(td_peer_tests PRIVATE td_engine td_warnings ${TD_PEER_DETOUR_LIBRARY} GTest::gtest GTest::gtest_main)
td_gtest_suites(td_peer_tests TEST_PREFIX "peers.")
