# What `cmake --install build --prefix P` puts under P (docs/installing.md): the programs, the game's data, the
# desktop entry with its icons and AppStream metainfo, the man pages and the documents a player reads. Every
# destination is relative to the prefix (the layout is set in the top CMakeLists.txt).

if(TARGET td)
  install(TARGETS td RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()
install(TARGETS td-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

# The data as the programs read it (io/DataRoot.h): levels/ with the schema of their format, assets/defs/.
install(DIRECTORY levels/ DESTINATION ${TD_INSTALL_DATADIR}/levels FILES_MATCHING PATTERN "*.json")
install(DIRECTORY assets/defs/ DESTINATION ${TD_INSTALL_DATADIR}/assets/defs FILES_MATCHING PATTERN "*.json")
# The Lab's navigation meshes (game/lab/MeshesPage.h).
install(DIRECTORY assets/meshes/ DESTINATION ${TD_INSTALL_DATADIR}/assets/meshes FILES_MATCHING PATTERN "*.obj")
install(DIRECTORY assets/lab/ DESTINATION ${TD_INSTALL_DATADIR}/assets/lab FILES_MATCHING PATTERN "*.json")

# The desktop's view of the game: the menu entry, its icon in the hicolor theme at every size the build painted
# (game/icon/IconPainter.h), and what software centres show.
if(TARGET td)
  install(FILES assets/desktop/${TD_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES assets/desktop/${TD_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  install(DIRECTORY ${PROJECT_BINARY_DIR}/icons/hicolor/ DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor)
endif()

# Man pages, compressed as Debian ships them (gzip -n: no name or time stamp, so the package is reproducible).
set(td_man_pages td-cli.6)
if(TARGET td)
  list(APPEND td_man_pages td.6)
endif()
set(td_man_gz)
foreach(page IN LISTS td_man_pages)
  set(out ${PROJECT_BINARY_DIR}/man/${page}.gz)
  add_custom_command(OUTPUT ${out}
                     COMMAND ${CMAKE_COMMAND} -E copy ${PROJECT_SOURCE_DIR}/docs/man/${page} ${PROJECT_BINARY_DIR}/man/${page}
                     COMMAND gzip -9nf ${PROJECT_BINARY_DIR}/man/${page}
                     DEPENDS ${PROJECT_SOURCE_DIR}/docs/man/${page}
                     COMMENT "Compressing the man page ${page}")
  list(APPEND td_man_gz ${out})
endforeach()
add_custom_target(td_man_pages ALL DEPENDS ${td_man_gz})
install(FILES ${td_man_gz} DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)

# What a player reads, and the package's copyright statement and change log where Debian looks for them.
install(FILES README.md docs/accessibility.md docs/level-format.md docs/installing.md
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES assets/desktop/copyright DESTINATION ${CMAKE_INSTALL_DOCDIR})
set(td_changelog_gz ${PROJECT_BINARY_DIR}/doc/changelog.gz)
add_custom_command(OUTPUT ${td_changelog_gz}
                   COMMAND ${CMAKE_COMMAND} -E copy ${PROJECT_SOURCE_DIR}/assets/desktop/changelog ${PROJECT_BINARY_DIR}/doc/changelog
                   COMMAND gzip -9nf ${PROJECT_BINARY_DIR}/doc/changelog
                   DEPENDS ${PROJECT_SOURCE_DIR}/assets/desktop/changelog
                   COMMENT "Compressing the change log")
add_custom_target(td_changelog ALL DEPENDS ${td_changelog_gz})
install(FILES ${td_changelog_gz} DESTINATION ${CMAKE_INSTALL_DOCDIR})
